/**
 * Figure 8's ways by CPU time, a figure the machine's load moves far less than wall time: per run
 * of the twin's two scenarios, the CPU this Node process spent (actwright and Playwright's client
 * and server) and the CPU of the browser (every process below this one, from /proc), for the plain
 * suite and this build's English ways, and another build's with `TWIN_OTHER` (a checkout with its
 * own `npm run build`). The ways run in an order that turns each round; medians per way.
 *   ROUNDS=9 WAYS=cached,offline [TWIN_OTHER=/work/main] npx tsx bench/twin-cpu.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { Client as NewClient, findBrowser } from '../dist/index.js';
import { startTestServer } from '../test/support/http-server.js';
import { FRESH_STORAGE_SCRIPT, TWIN_SCENARIOS, twinUrl } from './twin/todomvc.js';

const rounds = Number(process.env.ROUNDS ?? 9);
const only = process.env.WAYS?.split(',') ?? ['cached', 'offline'];
const OldClient = process.env.TWIN_OTHER ? ((await import(`${process.env.TWIN_OTHER.replace(/\/$/, '')}/dist/index.js`)).Client as typeof NewClient) : undefined;
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU (ms) of every process below this one: the browser's. */
function browserCpuMs(): number {
  const parent = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(name), Number(fields[1]));
      cpu.set(Number(name), (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  for (const [pid, ms] of cpu) {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) {
      if (p === process.pid) {
        total += ms;
        break;
      }
    }
  }
  return total;
}

const nodeCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const server = await startTestServer(fileURLToPath(new URL('../test/offline/apps/', import.meta.url)));
const browser = await chromium.launch({ executablePath: findBrowser()!.executablePath, headless: true });
const scratch = await mkdtemp(join(tmpdir(), 'twin-cpu-'));
const clients: { close(): Promise<void> }[] = [];
let load = 0;
interface Way { name: string; page: Page; step: (i: number, s: number) => Promise<void>; before?: () => Promise<void> }
const context = async () => {
  const c: BrowserContext = await browser.newContext();
  await c.addInitScript({ content: FRESH_STORAGE_SCRIPT });
  await c.newPage();
  return c;
};
const english = async (name: string, C: typeof NewClient, dir: string): Promise<Way> => {
  const client = new C({ env: 'LOCAL', verbose: 0, disablePino: true, browserContext: await context(), cacheDir: dir });
  await client.init();
  clients.push(client);
  return {
    name,
    page: client.page,
    step: async (i, s) => {
      const ins = TWIN_SCENARIOS[s]!.steps[i]!.english;
      const r = await client.act(ins);
      if (!r.success) throw new Error(`${name}: ${ins}: ${r.message}`);
    },
  };
};
const ways: Way[] = [];
for (const [tag, C] of [['new', NewClient], ['old', OldClient]] as const) {
  if (!C) continue;
  const cold = join(scratch, `${tag}-cold`);
  const warm = join(scratch, `${tag}-warm`);
  if (only.includes('offline')) {
    const off = await english(`offline-${tag}`, C, cold);
    off.before = () => rm(cold, { recursive: true, force: true });
    ways.push(off);
  }
  if (only.includes('cached')) ways.push(await english(`cached-${tag}`, C, warm));
}
const pc = await context();
ways.push({ name: 'plain', page: pc.pages()[0]!, step: (i, s) => TWIN_SCENARIOS[s]!.steps[i]!.plain(pc.pages()[0]!) });

const run = async (way: Way) => {
  await way.before?.();
  const n0 = nodeCpuMs();
  const b0 = browserCpuMs();
  const t0 = performance.now();
  for (const [s, sc] of TWIN_SCENARIOS.entries()) {
    await way.page.goto(twinUrl(server.origin, 'vanillajs', ++load));
    await way.page.getByPlaceholder('What needs to be done?').waitFor();
    for (let i = 0; i < sc.steps.length; i++) await way.step(i, s);
    await sc.check(way.page);
  }
  const wall = performance.now() - t0;
  return { wall, node: nodeCpuMs() - n0, browser: browserCpuMs() - b0 };
};
try {
  for (const w of ways) await run(w);
  const res: Record<string, { wall: number; node: number; browser: number }[]> = {};
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < ways.length; k++) {
      const w = ways[(r + k) % ways.length]!;
      (res[w.name] ??= []).push(await run(w));
    }
  }
  const med = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  const pm = res.plain!;
  for (const w of ways) {
    const x = res[w.name]!;
    const ratio = x.map((v, r) => v.wall / pm[r]!.wall);
    console.log(
      `${w.name.padEnd(12)} wall ${med(x.map((v) => v.wall)).toFixed(0).padStart(5)} ms (${med(ratio).toFixed(2)}x plain)  node CPU ${med(x.map((v) => v.node)).toFixed(0).padStart(5)} ms  browser CPU ${med(x.map((v) => v.browser)).toFixed(0).padStart(5)} ms`,
    );
  }
} finally {
  for (const c of clients) await c.close().catch(() => undefined);
  await browser.close();
  await server.close();
  await rm(scratch, { recursive: true, force: true });
}
