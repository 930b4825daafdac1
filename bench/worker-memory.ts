/**
 * Figure 8's worker peak memory as an A/B: the twin's English suite (bench/suites/twin-english.spec.ts,
 * offline, empty cache) under Playwright Test, one worker, run by this checkout and by another built
 * checkout in turn, each with its own dist/ and its own bench/suites. Per run: the worker's peak
 * resident memory (maxRSS, what figure 8 reports) and its CPU time (the usage reporter), so a change
 * is judged by figures the machine's load moves little.
 *   TWIN_OTHER=/path/to/other/checkout ROUNDS=3 npx tsx bench/worker-memory.ts
 * EXTRA_ENV='NAME=value ...' adds to this checkout's runs, OTHER_ENV to the other's (a variant of a build).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBrowser } from '../dist/index.js';
import { startTestServer } from '../test/support/http-server.js';

type RunSuite = typeof import('./suite.js').runSuiteMeasured;
const PRELOAD = fileURLToPath(new URL('./support/worker-usage.mjs', import.meta.url));
const here = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const other = process.env.TWIN_OTHER?.replace(/\/$/, '');
const rounds = Number(process.env.ROUNDS ?? 3);
const envOf = (s = '') => Object.fromEntries(s.split(/\s+/).filter(Boolean).map((kv) => kv.split('=', 2) as [string, string]));
const trees: { name: string; run: RunSuite; env: Record<string, string> }[] = [{ name: 'this', run: (await import('./suite.js')).runSuiteMeasured, env: envOf(process.env.EXTRA_ENV) }];
if (other) trees.push({ name: 'other', run: (await import(`${other}/bench/suite.ts`)).runSuiteMeasured as RunSuite, env: envOf(process.env.OTHER_ENV) });
const server = await startTestServer(join(here, 'test/offline/apps'));
const scratch = await mkdtemp(join(tmpdir(), 'worker-memory-'));
const chromium = findBrowser()!.executablePath;
try {
  const res: Record<string, { mib: number; workerCpuMs: number; wallMs: number }[]> = {};
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < trees.length; k++) {
      const t = trees[(r + k) % trees.length]!;
      const memoryFile = join(scratch, 'memory');
      const usageFile = join(scratch, 'usage.jsonl');
      const cold = join(scratch, 'cold');
      await rm(memoryFile, { force: true });
      await rm(usageFile, { force: true });
      await rm(cold, { recursive: true, force: true });
      const m = await t.run('twin-english.spec.ts', { origin: server.origin, chromium, modelBaseURL: 'http://127.0.0.1:9' }, { env: { BENCH_CACHE_DIR: cold, BENCH_MEMORY_FILE: memoryFile, BENCH_TWIN_APP: 'vanillajs', WORKER_USAGE_FILE: usageFile, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${PRELOAD}`.trim(), ...t.env } });
      const mib = Number(await readFile(memoryFile, 'utf8')) / 1024;
      const workers = (await readFile(usageFile, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { maxRssKiB: number; cpuMs: number });
      if (workers.length !== 1) throw new Error(`expected one worker, got ${workers.length}`);
      const workerCpuMs = workers[0]!.cpuMs;
      (res[t.name] ??= []).push({ mib, workerCpuMs, wallMs: m.wallMs });
      console.log(`round ${r + 1} ${t.name}: worker peak ${mib.toFixed(0)} MiB (at exit ${(workers[0]!.maxRssKiB / 1024).toFixed(0)}), worker CPU ${workerCpuMs.toFixed(0)} ms, wall ${m.wallMs.toFixed(0)} ms`);
    }
  }
  const med = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2; };
  for (const [name, xs] of Object.entries(res)) {
    const f = (k: 'mib' | 'workerCpuMs' | 'wallMs') => `${med(xs.map((x) => x[k])).toFixed(0)} (${Math.min(...xs.map((x) => x[k])).toFixed(0)}–${Math.max(...xs.map((x) => x[k])).toFixed(0)})`;
    console.log(`${name}: worker peak MiB ${f('mib')}, worker CPU ms ${f('workerCpuMs')}, wall ms ${f('wallMs')}`);
  }
} finally {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
}
