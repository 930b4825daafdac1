#!/usr/bin/env node
// Per-test overhead of the `client` fixture (client ready, closed, session attached) against a
// bare Playwright test with a page. Prints figures; decides nothing.
//   node bench/fixture-overhead.mjs [rounds]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const rounds = Number(process.argv[2] ?? 30);
const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('@playwright/test/package.json')), 'cli.js');
const config = fileURLToPath(new URL('./fixture-overhead/playwright.config.ts', import.meta.url));
const report = join(mkdtempSync(join(tmpdir(), 'actwright-bench-')), 'report.json');

const started = Date.now();
const run = spawnSync(process.execPath, [cli, 'test', '-c', config], {
  env: { ...process.env, OVERHEAD_ROUNDS: String(rounds), PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  stdio: ['ignore', 'ignore', 'inherit'],
  timeout: 600_000,
});
if (run.status !== 0) {
  console.error(`the bench suite failed (exit ${run.status})`);
  process.exit(1);
}

const durations = { bare: [], client: [] };
const walk = (suite) => {
  for (const spec of suite.specs ?? []) {
    const kind = spec.title.split(' ')[0];
    const result = spec.tests[0]?.results.at(-1);
    // Round 0 of each kind warms up (transpile, first context): left out.
    if (result && !spec.title.endsWith(' 0')) durations[kind].push(result.duration);
  }
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites) walk(suite);

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { n: s.length, median: at(0.5), p90: at(0.9), mean: Math.round(s.reduce((a, b) => a + b, 0) / s.length) };
};
const bare = stats(durations.bare);
const client = stats(durations.client);
console.log(`per-test duration in ms (Playwright's result.duration: setup, body and teardown), ${rounds - 1} rounds each`);
console.log(`  bare   page test : median ${bare.median}  p90 ${bare.p90}  mean ${bare.mean}`);
console.log(`  client fixture   : median ${client.median}  p90 ${client.p90}  mean ${client.mean}`);
console.log(`  overhead         : median ${client.median - bare.median} ms, mean ${client.mean - bare.mean} ms per test`);
console.log(`  whole run        : ${((Date.now() - started) / 1000).toFixed(1)} s, load average ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
