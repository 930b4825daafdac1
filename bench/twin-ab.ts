/**
 * Figure 8 as an A/B: this build's two English ways (offline with an empty cache, warm cache) and
 * another build's, with the plain suite, on one Chromium, in an order that turns each round; each
 * way's suite as a multiple of the plain suite of the same round (median, lowest and highest).
 * On a shared machine whose load moves, this says whether a change helped where two separate runs
 * cannot. The other build: a checkout with its own `npm run build` (its node_modules may be a link).
 *   TWIN_OTHER=/path/to/other/checkout ROUNDS=9 PER_STEP=1 WAYS=offline,cached npx tsx bench/twin-ab.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { Client as NewClient, findBrowser } from '../dist/index.js';
import { startTestServer } from '../test/support/http-server.js';
import { FRESH_STORAGE_SCRIPT, TWIN_SCENARIOS, twinUrl } from './twin/todomvc.js';
if (!process.env.TWIN_OTHER) throw new Error('TWIN_OTHER: the checkout (built) to compare with');
const OldClient = (await import(`${process.env.TWIN_OTHER.replace(/\/$/, '')}/dist/index.js`)).Client as typeof NewClient;
const rounds = Number(process.env.ROUNDS ?? 7);
const server = await startTestServer(fileURLToPath(new URL('../test/offline/apps/', import.meta.url)));
const browser = await chromium.launch({ executablePath: findBrowser()!.executablePath, headless: true });
const scratch = await mkdtemp(join(tmpdir(), 'twin-ab-'));
const clients: { close(): Promise<void> }[] = [];
let load = 0;
interface Way { name: string; page: Page; step: (i: number, s: number) => Promise<void>; before?: () => Promise<void> }
const context = async () => { const c: BrowserContext = await browser.newContext(); await c.addInitScript({ content: FRESH_STORAGE_SCRIPT }); await c.newPage(); return c; };
const english = async (name: string, C: typeof NewClient, dir: string): Promise<Way> => {
  const client = new C({ env: 'LOCAL', verbose: 0, disablePino: true, browserContext: await context(), cacheDir: dir });
  await client.init(); clients.push(client);
  return { name, page: client.page, step: async (i, s) => { const ins = TWIN_SCENARIOS[s]!.steps[i]!.english; const r = await client.act(ins); if (!r.success) throw new Error(`${name}: ${ins}: ${r.message}`); } };
};
const ways: Way[] = [];
const only = process.env.WAYS?.split(',');
for (const [tag, C] of [['new', NewClient], ['old', OldClient]] as const) {
  const cold = join(scratch, `${tag}-cold`), warm = join(scratch, `${tag}-warm`);
  const off = await english(`offline-${tag}`, C, cold); off.before = () => rm(cold, { recursive: true, force: true });
  if (!only || only.includes('offline')) ways.push(off);
  if (!only || only.includes('cached')) ways.push(await english(`cached-${tag}`, C, warm));
}
const pc = await context();
ways.push({ name: 'plain', page: pc.pages()[0]!, step: (i, s) => TWIN_SCENARIOS[s]!.steps[i]!.plain(pc.pages()[0]!) });
const run = async (way: Way) => {
  await way.before?.();
  let steps = 0; const per: number[] = []; const t0 = performance.now();
  for (const [s, sc] of TWIN_SCENARIOS.entries()) {
    await way.page.goto(twinUrl(server.origin, 'vanillajs', ++load));
    await way.page.getByPlaceholder('What needs to be done?').waitFor();
    for (let i = 0; i < sc.steps.length; i++) { const t = performance.now(); await way.step(i, s); steps += performance.now() - t; per.push(performance.now() - t); }
    await sc.check(way.page);
  }
  return { suite: performance.now() - t0, steps, per };
};
try {
  for (const w of ways) await run(w);
  const res: Record<string, { suite: number; steps: number; per: number[] }[]> = {};
  for (let r = 0; r < rounds; r++) for (let k = 0; k < ways.length; k++) { const w = ways[(r + k) % ways.length]!; (res[w.name] ??= []).push(await run(w)); }
  const med = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2; };
  if (process.env.PER_STEP) {
    const names = TWIN_SCENARIOS.flatMap((sc) => sc.steps.map((st) => st.english.slice(0, 40)));
    console.log('step'.padEnd(42) + ways.map((w) => w.name.padStart(12)).join(''));
    names.forEach((n, i) => console.log(n.padEnd(42) + ways.map((w) => med(res[w.name]!.map((x) => x.per[i]!)).toFixed(0).padStart(12)).join('')));
  }
  for (const w of ways) {
    const suites = res[w.name]!.map((x, r) => x.suite / res.plain![r]!.suite);
    const steps = res[w.name]!.map((x, r) => x.steps / res.plain![r]!.steps);
    console.log(`${w.name.padEnd(12)} suite ${med(res[w.name]!.map((x) => x.suite)).toFixed(0).padStart(5)} ms  ratio ${med(suites).toFixed(2)}x (rounds ${Math.min(...suites).toFixed(2)}–${Math.max(...suites).toFixed(2)})  steps ${med(steps).toFixed(2)}x`);
  }
} finally {
  for (const c of clients) await c.close().catch(() => undefined);
  await browser.close(); await server.close(); await rm(scratch, { recursive: true, force: true });
}
