/**
 * Where the twin's time goes (figure 8), by way of Playwright's protocol log: runs the twin's
 * scenarios once to warm up (and fill a cache), then one scenario per way with `mark()` lines
 * between steps, so `DEBUG=pw:protocol` output can be read step by step.
 *   DEBUG=pw:protocol npx tsx bench/profile-twin.ts cached 2> protocol.log
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { Client } from '../dist/index.js';
import { startTestServer } from '../test/support/http-server.js';
import { FRESH_STORAGE_SCRIPT, TWIN_SCENARIOS, twinUrl } from './twin/todomvc.js';

const way = process.argv[2] ?? 'cached';
const scenarioIndex = Number(process.argv[3] ?? 0);
const server = await startTestServer(fileURLToPath(new URL('../test/offline/apps/', import.meta.url)));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true });
const dir = await mkdtemp(join(tmpdir(), 'actwright-profile-'));
const context = await browser.newContext();
await context.addInitScript({ content: FRESH_STORAGE_SCRIPT });
await context.newPage();
const client = new Client({ env: 'LOCAL', verbose: Number(process.env.VERBOSE ?? 0) as 0, disablePino: true, logger: (line: { category?: string; message: string }) => process.stderr.write(`LOG ${performance.now().toFixed(1)} [${line.category}] ${line.message}\n`), browserContext: context, ...(way === 'plain' ? {} : { cacheDir: dir }) });
await client.init();
const page = client.page;
let load = 0;
const mark = (text: string) => process.stderr.write(`\n==== ${text} ${performance.now().toFixed(1)}\n`);
try {
  const run = async (s: number, log: boolean) => {
    const scenario = TWIN_SCENARIOS[s]!;
    await page.goto(twinUrl(server.origin, 'vanillajs', ++load));
    await page.getByPlaceholder('What needs to be done?').waitFor();
    const times: number[] = [];
    for (const step of scenario.steps) {
      if (log) mark(`step ${step.english}`);
      const t = performance.now();
      if (way === 'plain') await step.plain(page);
      else {
        if (way === 'offline') await rm(dir, { recursive: true, force: true });
        const r = await client.act(step.english);
        if (!r.success) throw new Error(r.message);
      }
      times.push(performance.now() - t);
      if (log) mark(`end ${(performance.now() - t).toFixed(1)} ms`);
    }
    await scenario.check(page);
    return times;
  };
  for (let i = 0; i < 3; i++) for (let s = 0; s < TWIN_SCENARIOS.length; s++) await run(s, false);
  const all: number[][] = [];
  for (let i = 0; i < Number(process.env.ROUNDS ?? 5); i++) all.push(await run(scenarioIndex, false));
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(TWIN_SCENARIOS[scenarioIndex]!.steps.map((st, i) => `${med(all.map((a) => a[i]!)).toFixed(0).padStart(5)} ms  ${st.english}`).join('\n'));
  await run(scenarioIndex, true);
  if (process.env.DUMP) for (const f of await (await import("node:fs/promises")).readdir(dir, { recursive: true })) if (String(f).endsWith(".json")) console.log(await (await import("node:fs/promises")).readFile(join(dir, String(f)), "utf8"));
} finally {
  await client.close();
  await browser.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
}
