#!/usr/bin/env node
/**
 * What mapping one stack frame in the built engine costs a Playwright Test worker: Playwright Test
 * installs source-map-support in every worker, which reads and parses the whole source map of a file
 * at the first frame of it that a stack it formats holds (the twin suite's worker does: 241 MiB at
 * its peak with the full map, 213 with no map; docs/benchmarks.md, pace10).
 * One position in the largest chunk of a checkout's dist/_chunks, mapped in a fresh process: heap and
 * resident memory added (after a GC) and the CPU time of it.
 *   node --expose-gc bench/source-map-cost.mjs [checkout ...]
 */
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const { sourceMapSupport } = createRequire(import.meta.url)('playwright-core/lib/utilsBundle');
if (!global.gc) throw new Error('run with node --expose-gc');
const checkout = (process.argv[2] ?? here).replace(/\/$/, '');
if (process.argv.length > 3) {
  // One fresh process per checkout: the parsed map stays cached in the process.
  const { execFileSync } = await import('node:child_process');
  for (const c of process.argv.slice(2)) process.stdout.write(execFileSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), c]));
  process.exit(0);
}
sourceMapSupport.install({ environment: 'node', handleUncaughtExceptions: false });
const dir = `${checkout}/dist/_chunks/`;
const biggest = readdirSync(dir).filter((f) => f.endsWith('.js')).sort((a, b) => statSync(dir + b).size - statSync(dir + a).size)[0];
global.gc();
const m0 = process.memoryUsage();
const c0 = process.cpuUsage();
const at = sourceMapSupport.mapSourcePosition({ source: `file://${dir}${biggest}`, line: 5000, column: 10 });
const cpu = process.cpuUsage(c0);
global.gc();
const m1 = process.memoryUsage();
const mib = (n) => (n / 2 ** 20).toFixed(1);
console.log(`${checkout}: ${biggest} (${(statSync(dir + biggest).size / 2 ** 20).toFixed(2)} MB, map ${(statSync(`${dir}${biggest}.map`).size / 2 ** 20).toFixed(2)} MB) line 5000 -> ${at.source.split('/src/').pop()}:${at.line}; heap +${mib(m1.heapUsed - m0.heapUsed)} MiB, rss +${mib(m1.rss - m0.rss)} MiB, CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`);
