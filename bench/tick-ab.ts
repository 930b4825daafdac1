/**
 * A cached and an offline tick, this build against another, paired in one Chromium: ten boxes on a
 * page of ours, each ticked by `client.act('tick "Item k"')`, replayed from a warm action cache
 * (cached) or resolved with an empty one (offline); the sides take turns each round. Per side, the
 * median step time over every round and box. For a change to what a tick costs (a box's click:
 * methods/perform.ts), where the twin's one tick per run is lost in the load's noise.
 *   TWIN_OTHER=/path/to/other/checkout ROUNDS=9 npx tsx bench/tick-ab.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { Client as NewClient, findBrowser } from '../dist/index.js';
import { startTestServer } from '../test/support/http-server.js';

if (!process.env.TWIN_OTHER) throw new Error('TWIN_OTHER: the checkout (built) to compare with');
const OldClient = (await import(`${process.env.TWIN_OTHER.replace(/\/$/, '')}/dist/index.js`)).Client as typeof NewClient;
const rounds = Number(process.env.ROUNDS ?? 9);
const BOXES = 10;
const server = await startTestServer();
server.route('/boxes', `<!doctype html><title>Boxes</title><ul>${Array.from({ length: BOXES }, (_, k) => `<li><label><input type="checkbox"> Item ${k + 1}</label></li>`).join('')}</ul>`);
const browser = await chromium.launch({ executablePath: findBrowser()!.executablePath, headless: true });
const scratch = await mkdtemp(join(tmpdir(), 'tick-ab-'));
const sides = [['new', NewClient], ['old', OldClient]] as const;
const times: Record<string, number[]> = {};
const clients: { close(): Promise<void> }[] = [];
try {
  const made = await Promise.all(sides.flatMap(([tag, C]) => (['cached', 'offline'] as const).map(async (way) => {
    const dir = join(scratch, `${tag}-${way}`);
    const context = await browser.newContext();
    await context.newPage();
    const client = new C({ env: 'LOCAL', verbose: 0, disablePino: true, browserContext: context, cacheDir: dir });
    await client.init();
    clients.push(client);
    return { name: `${way}-${tag}`, way, dir, client };
  })));
  const run = async (s: (typeof made)[number], timed: boolean) => {
    if (s.way === 'offline') await rm(s.dir, { recursive: true, force: true });
    await s.client.page.goto(`${server.origin}/boxes`);
    for (let k = 1; k <= BOXES; k++) {
      const t = performance.now();
      const r = await s.client.act(`tick "Item ${k}"`);
      if (!r.success) throw new Error(`${s.name}: ${r.message}`);
      if (timed) (times[s.name] ??= []).push(performance.now() - t);
    }
  };
  for (const s of made) await run(s, false);
  for (let r = 0; r < rounds; r++) for (let i = 0; i < made.length; i++) await run(made[(r + i) % made.length]!, true);
  const med = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]!; };
  for (const [name, xs] of Object.entries(times)) console.log(`${name.padEnd(12)} median ${med(xs).toFixed(1)} ms  p25 ${[...xs].sort((a, b) => a - b)[Math.floor(xs.length / 4)]!.toFixed(1)}  p75 ${[...xs].sort((a, b) => a - b)[Math.floor((3 * xs.length) / 4)]!.toFixed(1)}  (${xs.length} ticks)`);
} finally {
  for (const c of clients) await c.close().catch(() => undefined);
  await browser.close();
  await server.close();
  await rm(scratch, { recursive: true, force: true });
}
