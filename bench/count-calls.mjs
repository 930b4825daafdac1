#!/usr/bin/env node
/**
 * Counts the calls actwright and Playwright send to the browser per step, from the protocol log of
 * bench/profile-twin.ts (its last, logged run of one scenario): a figure of work that the machine's
 * load does not move, beside the wall times of figure 8. Handle releases are left out (Playwright
 * sends them without waiting for the answer).
 * The second column, "in series", is the longest chain of round trips in the step: a call's place in
 * the chain is one more than that of the last answer received before it was sent (the answer that
 * let it go), 1 when none of the step's answers came before it. Calls sent side by side share a
 * place, so this counts the round trips a step waits for one after another, which the load moves
 * no more than the calls themselves.
 *   DEBUG=pw:protocol npx tsx bench/profile-twin.ts offline 0 2> offline-0.log
 *   node bench/count-calls.mjs offline-0.log
 */
import { readFileSync } from 'node:fs';

const steps = [];
let current;
for (const line of readFileSync(process.argv[2] ?? 0, 'utf8').split('\n')) {
  if (line.startsWith('==== step ')) steps.push((current = { step: line.slice(10).replace(/\s[\d.]+$/, ''), calls: 0, serial: 0, last: 0, place: new Map() }));
  else if (line.startsWith('==== end')) current = undefined;
  else if (current && line.includes('pw:protocol SEND') && !line.includes('"Runtime.releaseObject"')) {
    current.calls++;
    const id = /"id":(\d+)/.exec(line)?.[1];
    const place = current.last + 1;
    if (id) current.place.set(id, place);
    current.serial = Math.max(current.serial, place);
  } else if (current && line.includes('pw:protocol ◀ RECV')) {
    const id = /^[^{]*\{"id":(\d+)/.exec(line)?.[1];
    if (id && current.place.has(id)) current.last = current.place.get(id);
  }
}
console.log(' calls  in series  step');
for (const { step, calls, serial } of steps) console.log(`${String(calls).padStart(6)}  ${String(serial).padStart(9)}  ${step}`);
console.log(`${String(steps.reduce((n, s) => n + s.calls, 0)).padStart(6)}  ${String(steps.reduce((n, s) => n + s.serial, 0)).padStart(9)}  in all (${steps.length} steps)`);
