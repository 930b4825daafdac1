#!/usr/bin/env node
/**
 * `node bench/import-cost.mjs` (after `npm run build`): what importing actwright costs next to
 * importing Playwright alone. Each import runs in a fresh Node process (a warm module cache would
 * hide the cost); the candidates take turns, round after round, so a busy machine slows them alike.
 * The figure is the CPU time of the import (user + system), which a loaded machine disturbs far
 * less than wall time; the wall time is printed beside it.
 * Goal (issue 15): actwright and actwright/test at most 1.15 x playwright-core.
 *
 * IMPORT_ROUNDS (default 15): processes per candidate.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const rounds = Math.max(3, Number(process.env.IMPORT_ROUNDS ?? 15) || 15);
const candidates = {
  'playwright-core': ['playwright-core'],
  '@playwright/test': ['@playwright/test'],
  actwright: ['./dist/index.js'],
  'actwright/test': ['./dist/fixtures/index.js'],
  // What a script that launches a browser pays: actwright loads Playwright's core on first use.
  'actwright + playwright-core': ['./dist/index.js', 'playwright-core'],
};

/** CPU and wall milliseconds of `import(...specs)`, measured inside a new process. */
function measure(specs) {
  const imports = specs.map((spec) => `await import(${JSON.stringify(spec)});`).join(' ');
  const code =
    `const c = process.cpuUsage(), t = performance.now(); ${imports} ` +
    `const d = process.cpuUsage(c); process.stdout.write(JSON.stringify([(d.user + d.system) / 1000, performance.now() - t]));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' }));
}

const samples = Object.fromEntries(Object.keys(candidates).map((name) => [name, { cpu: [], wall: [] }]));
for (let round = 0; round < rounds; round++) {
  for (const [name, specs] of Object.entries(candidates)) {
    const [cpu, wall] = measure(specs);
    samples[name].cpu.push(cpu);
    samples[name].wall.push(wall);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const cpu = Object.fromEntries(Object.entries(samples).map(([name, s]) => [name, median(s.cpu)]));
const wall = Object.fromEntries(Object.entries(samples).map(([name, s]) => [name, median(s.wall)]));
console.log(`Import cost, median of ${rounds} fresh processes each (node ${process.version}):\n`);
console.log('| import | CPU ms | x playwright-core | x @playwright/test | wall ms |');
console.log('|---|---:|---:|---:|---:|');
for (const name of Object.keys(candidates)) {
  const ratio = (other) => (cpu[name] / cpu[other]).toFixed(2);
  console.log(`| ${name} | ${cpu[name].toFixed(0)} | ${ratio('playwright-core')} | ${ratio('@playwright/test')} | ${wall[name].toFixed(0)} |`);
}
const worst = Math.max(cpu.actwright, cpu['actwright/test']) / cpu['playwright-core'];
console.log(`\nGoal: actwright and actwright/test <= 1.15 x playwright-core (CPU): ${worst <= 1.15 ? 'met' : 'NOT met'} (worst ${worst.toFixed(2)}).`);
