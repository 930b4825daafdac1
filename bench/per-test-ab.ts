/**
 * Figure 2 as an A/B, without Stagehand: the 20-test suite through the client fixture
 * (bench/suites/per-test-actwright.spec.ts) run by this checkout and by another built checkout, and
 * Playwright alone (per-test-baseline.spec.ts), in an order that turns each round. Per round and
 * build: the overhead per test against that round's Playwright-alone suite, in wall time and in the
 * worker's CPU time (bench/support/worker-usage.mjs), which the machine's load moves little.
 *   TWIN_OTHER=/path/to/other/checkout ROUNDS=5 npx tsx bench/per-test-ab.ts
 * OTHER_ENV='NAME=value ...' adds to the other checkout's runs (a variant of its bench).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBrowser } from '../dist/index.js';
import { startTestServer } from '../test/support/http-server.js';
import { benchPages } from './pages.js';
import { median } from './stats.js';

type RunSuite = typeof import('./suite.js').runSuiteMeasured;
const PRELOAD = fileURLToPath(new URL('./support/worker-usage.mjs', import.meta.url));
const other = process.env.TWIN_OTHER?.replace(/\/$/, '');
if (!other) throw new Error('TWIN_OTHER: the checkout (built) to compare with');
const rounds = Number(process.env.ROUNDS ?? 5);
const runThis = (await import('./suite.js')).runSuiteMeasured;
const runOther = (await import(`${other}/bench/suite.ts`)).runSuiteMeasured as RunSuite;
const otherEnv = Object.fromEntries((process.env.OTHER_ENV ?? '').split(/\s+/).filter(Boolean).map((kv) => kv.split('=', 2) as [string, string]));
const ways = [
  { name: 'baseline', run: runThis, spec: 'per-test-baseline.spec.ts', env: {} },
  { name: 'this', run: runThis, spec: 'per-test-actwright.spec.ts', env: {} },
  { name: 'other', run: runOther, spec: 'per-test-actwright.spec.ts', env: otherEnv },
];
const server = await startTestServer();
for (const [path, html] of benchPages(server.crossOrigin).routes) server.route(path, html);
const scratch = await mkdtemp(join(tmpdir(), 'per-test-ab-'));
const env = { origin: server.origin, chromium: findBrowser()!.executablePath, modelBaseURL: 'http://127.0.0.1:9' };
const measure = async (w: (typeof ways)[number]) => {
  const usageFile = join(scratch, 'usage.jsonl');
  await rm(usageFile, { force: true });
  const m = await w.run(w.spec, env, { env: { WORKER_USAGE_FILE: usageFile, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${PRELOAD}`.trim(), ...w.env } });
  const workers = (await readFile(usageFile, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { maxRssKiB: number; cpuMs: number });
  return { wallMs: m.wallMs, cpuMs: workers.reduce((a, x) => a + x.cpuMs, 0) };
};
try {
  for (const w of ways) await measure(w); // untimed: cold starts (files, transform cache)
  const per: Record<'this' | 'other', { wall: number[]; cpu: number[] }> = { this: { wall: [], cpu: [] }, other: { wall: [], cpu: [] } };
  for (let r = 0; r < rounds; r++) {
    const got: Record<string, { wallMs: number; cpuMs: number }> = {};
    for (let k = 0; k < ways.length; k++) {
      const w = ways[(r + k) % ways.length]!;
      got[w.name] = await measure(w);
    }
    const line = (['this', 'other'] as const).map((n) => {
      const wall = (got[n]!.wallMs - got.baseline!.wallMs) / 20;
      const cpu = (got[n]!.cpuMs - got.baseline!.cpuMs) / 20;
      per[n].wall.push(wall);
      per[n].cpu.push(cpu);
      return `${n} ${wall.toFixed(0)} ms wall, ${cpu.toFixed(0)} ms worker CPU per test`;
    });
    console.log(`round ${r + 1}: baseline ${got.baseline!.wallMs.toFixed(0)} ms (worker CPU ${got.baseline!.cpuMs.toFixed(0)}); ${line.join('; ')}`);
  }
  for (const n of ['this', 'other'] as const) {
    const f = (xs: number[]) => `${median(xs).toFixed(0)} (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`;
    console.log(`${n}: overhead per test ${f(per[n].wall)} ms wall, ${f(per[n].cpu)} ms worker CPU`);
  }
} finally {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
}
