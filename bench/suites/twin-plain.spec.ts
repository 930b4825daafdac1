import { writeFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { TWIN_REPEAT, TWIN_SCENARIOS, twinUrl } from '../twin/todomvc.js';

// Figure 8 under Playwright Test: the twin's scenarios in plain Playwright locators.
for (let round = 1; round <= TWIN_REPEAT; round++) {
  for (const scenario of TWIN_SCENARIOS) {
    test(`${scenario.title} (${round})`, async ({ page }) => {
      await page.goto(twinUrl(process.env.BENCH_ORIGIN!, process.env.BENCH_TWIN_APP ?? 'vanillajs', round));
      for (const step of scenario.steps) await step.plain(page);
      await scenario.check(page);
    });
  }
}

test.afterAll(() => {
  if (process.env.BENCH_MEMORY_FILE) writeFileSync(process.env.BENCH_MEMORY_FILE, String(process.resourceUsage().maxRSS));
});
