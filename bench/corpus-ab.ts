/**
 * Figure 9 as an A/B: for each sampled corpus act step (as bench/corpus-act.ts samples them), the
 * plain reference, this build's offline act and another build's, each on a fresh preparation of
 * the step's page, in an order that turns each step, in one Chromium (each client its own context).
 * Per step: this build's act / the other's (paired, so the machine's load weighs on both alike),
 * and each against the plain reference of the same step. Also each build's per-step settle wait
 * and page-read time, from its own debug log. The other build: a checkout with its own `npm run build`.
 *   CORPUS_OTHER=/path/to/other/checkout ROUNDS=2 npx tsx bench/corpus-ab.ts [perApp] [app,app]
 */
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { Client as NewClient } from '../dist/index.js';
import { median } from './stats.js';
import { startTestServer } from '../test/support/http-server.js';
import type { AppStep, RealApp } from '../test/offline/real-apps/corpus.js';
import { ADMINLTE } from '../test/offline/real-apps/adminlte-steps.js';
import { SWAGGER_UI } from '../test/offline/real-apps/swagger-ui-steps.js';
import { SB_ADMIN } from '../test/offline/real-apps/sb-admin-2-steps.js';
import { JSTREE } from '../test/offline/real-apps/jstree-steps.js';
import { DATEPICKER } from '../test/offline/real-apps/datepicker-steps.js';
import { TABULATOR } from '../test/offline/real-apps/tabulator-steps.js';

if (!process.env.CORPUS_OTHER) throw new Error('CORPUS_OTHER: the checkout (built) to compare with');
const OldClient = (await import(`${process.env.CORPUS_OTHER.replace(/\/$/, '')}/dist/index.js`)).Client as typeof NewClient;
const APPS: RealApp[] = [ADMINLTE, SWAGGER_UI, SB_ADMIN, JSTREE, DATEPICKER, TABULATOR];
const perApp = Number(process.argv[2] ?? 6);
const only = process.argv[3]?.split(',');
const rounds = Number(process.env.ROUNDS ?? 1);
const sample = (app: RealApp): AppStep[] => {
  const acts = app.steps.filter((s) => s.kind === 'act' && s.reference);
  return acts.length <= perApp ? acts : Array.from({ length: perApp }, (_, i) => acts[Math.floor((i * acts.length) / perApp)]!);
};
const isLoopback = (url: URL) => !/^(https?|wss?):$/.test(url.protocol) || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
const server = await startTestServer(fileURLToPath(new URL('../test/offline/apps/', import.meta.url)));

interface Side { name: string; page: Page; run: (app: RealApp, step: AppStep) => Promise<{ ms: number; settle: number; read: number } | undefined>; close(): Promise<void> }
const setUp = async (context: BrowserContext) => {
  await context.addInitScript(() => {
    if (location.search.includes('fresh=')) localStorage.clear();
  });
  await context.route((url) => !isLoopback(url), (route) => route.abort('blockedbyclient'));
};
const prepared = async (page: Page, app: RealApp, step: AppStep) => {
  for (const other of page.context().pages()) if (other !== page) await other.close().catch(() => undefined);
  await app.prepare(page, server.origin, step.setup);
};
const holds = (step: AppStep, page: Page) => (step.check as (p: Page) => Promise<void>)(page).then(() => true, () => false);
const english = async (name: string, C: typeof NewClient, launchFrom?: Page): Promise<Side> => {
  let settle = 0;
  let read = 0;
  const logger = (line: { category?: string; message: string }) => {
    const s = /page settled \(\w+\) after (\d+) ms|page still changing after (\d+) ms/.exec(line.message);
    if (line.category === 'settle' && s) settle += Number(s[1] ?? s[2]);
    const r = /page text read in (\d+) ms/.exec(line.message);
    if (line.category === 'snapshot' && r) read += Number(r[1]);
  };
  const options = { env: 'LOCAL' as const, verbose: 2 as const, disablePino: true, logger, domSettleTimeout: 1_000, localBrowserLaunchOptions: { executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', viewport: { width: 1280, height: 720 } } };
  const client = launchFrom ? new C({ ...options, browserContext: await launchFrom.context().browser()!.newContext({ viewport: { width: 1280, height: 720 } }) }) : new C(options);
  await client.init();
  await setUp(client.page.context());
  return {
    name,
    page: client.page,
    run: async (app, step) => {
      await prepared(client.page, app, step);
      settle = 0;
      read = 0;
      const started = performance.now();
      const result = await client.act(step.instruction).catch(() => undefined);
      const ms = performance.now() - started;
      return result?.success && (await holds(step, client.page)) ? { ms, settle, read } : undefined;
    },
    close: () => client.close(),
  };
};
const first = await english('new', NewClient);
const second = await english('old', OldClient, first.page);
const plainContext = await first.page.context().browser()!.newContext({ viewport: { width: 1280, height: 720 } });
await setUp(plainContext);
const plainPage = await plainContext.newPage();
const plain: Side = {
  name: 'plain',
  page: plainPage,
  run: async (app, step) => {
    await prepared(plainPage, app, step);
    const started = performance.now();
    await step.reference!(plainPage);
    const ms = performance.now() - started;
    return (await holds(step, plainPage)) ? { ms, settle: 0, read: 0 } : undefined;
  },
  close: () => plainContext.close(),
};
const sides = [plain, first, second];
const rows: { app: string; step: string; plain: number; new: number; old: number; newSettle: number; oldSettle: number; newRead: number; oldRead: number }[] = [];
let turn = 0;
for (let round = 0; round < rounds; round++) {
  for (const app of APPS.filter((a) => !only || only.some((o) => a.name.endsWith(o)))) {
    for (const step of sample(app)) {
      const order = [...sides.slice(turn % 3), ...sides.slice(0, turn % 3)];
      turn++;
      const got = new Map<string, { ms: number; settle: number; read: number } | undefined>();
      for (const side of order) got.set(side.name, await side.run(app, step).catch(() => undefined));
      const p = got.get('plain'), n = got.get('new'), o = got.get('old');
      if (process.env.BENCH_VERBOSE) process.stderr.write(`${app.name}: ${step.instruction}: plain ${p?.ms.toFixed(0)}, new ${n?.ms.toFixed(0)} (settle ${n?.settle}), old ${o?.ms.toFixed(0)} (settle ${o?.settle})\n`);
      if (p && n && o) rows.push({ app: app.name, step: step.instruction, plain: p.ms, new: n.ms, old: o.ms, newSettle: n.settle, oldSettle: o.settle, newRead: n.read, oldRead: o.read });
    }
  }
}
for (const side of sides) await side.close().catch(() => undefined);
await server.close();
const r2 = (x: number) => Math.round(x * 100) / 100;
const m = (f: (r: (typeof rows)[number]) => number, of = rows) => Math.round(median(of.map(f)));
console.log(JSON.stringify({
  steps: rows.length,
  newOverOld: r2(median(rows.map((r) => r.new / r.old))),
  newOverOldRange: [r2(Math.min(...rows.map((r) => r.new / r.old))), r2(Math.max(...rows.map((r) => r.new / r.old)))],
  newOverPlain: r2(median(rows.map((r) => r.new / r.plain))),
  oldOverPlain: r2(median(rows.map((r) => r.old / r.plain))),
  medianMs: { plain: m((r) => r.plain), new: m((r) => r.new), old: m((r) => r.old), newSettle: m((r) => r.newSettle), oldSettle: m((r) => r.oldSettle), newRead: m((r) => r.newRead), oldRead: m((r) => r.oldRead) },
  apps: [...new Set(rows.map((r) => r.app))].map((app) => {
    const mine = rows.filter((r) => r.app === app);
    return { app, steps: mine.length, newOverOld: r2(median(mine.map((r) => r.new / r.old))), newOverPlain: r2(median(mine.map((r) => r.new / r.plain))), oldOverPlain: r2(median(mine.map((r) => r.old / r.plain))), newSettle: m((r) => r.newSettle, mine), oldSettle: m((r) => r.oldSettle, mine) };
  }),
}, null, 2));
