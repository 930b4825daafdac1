#!/usr/bin/env node
/**
 * Counts the calls actwright and Playwright send to the browser per step, from the protocol log of
 * bench/profile-twin.ts (its last, logged run of one scenario): a figure of work that the machine's
 * load does not move, beside the wall times of figure 8. Handle releases are left out (Playwright
 * sends them without waiting for the answer).
 *   DEBUG=pw:protocol npx tsx bench/profile-twin.ts offline 0 2> offline-0.log
 *   node bench/count-calls.mjs offline-0.log
 */
import { readFileSync } from 'node:fs';

const steps = [];
let current;
for (const line of readFileSync(process.argv[2] ?? 0, 'utf8').split('\n')) {
  if (line.startsWith('==== step ')) steps.push((current = { step: line.slice(10).replace(/\s[\d.]+$/, ''), calls: 0 }));
  else if (line.startsWith('==== end')) current = undefined;
  else if (current && line.includes('pw:protocol SEND') && !line.includes('"Runtime.releaseObject"')) current.calls++;
}
for (const { step, calls } of steps) console.log(`${String(calls).padStart(4)}  ${step}`);
console.log(`${String(steps.reduce((n, s) => n + s.calls, 0)).padStart(4)}  in all (${steps.length} steps)`);
