import { writeFileSync } from 'node:fs';
import { test } from '../../dist/fixtures/index.js';
import { TWIN_REPEAT, TWIN_SCENARIOS, twinUrl } from '../twin/todomvc.js';

// Figure 8 under Playwright Test: the twin's scenarios in English, through the client fixture, with
// no model (a step the offline tier cannot resolve fails the run); with BENCH_CACHE_DIR, that action cache.
const cacheDir = process.env.BENCH_CACHE_DIR || undefined;
test.use({ actwright: { verbose: 0, disablePino: true, ...(cacheDir ? { cacheDir } : {}) } });

for (let round = 1; round <= TWIN_REPEAT; round++) {
  for (const scenario of TWIN_SCENARIOS) {
    test(`${scenario.title} (${round})`, async ({ client, page }) => {
      await page.goto(twinUrl(process.env.BENCH_ORIGIN!, process.env.BENCH_TWIN_APP ?? 'vanillajs', round));
      for (const step of scenario.steps) await client.act(step.english);
      await scenario.check(page);
    });
  }
}

// The worker's peak memory (resident set, KiB), for the bench to read.
test.afterAll(() => {
  if (process.env.BENCH_MEMORY_FILE) writeFileSync(process.env.BENCH_MEMORY_FILE, String(process.resourceUsage().maxRSS));
});
