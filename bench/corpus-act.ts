/**
 * Figure 9 (issue 25's speed line): an offline act on the real-app corpus (test/offline/real-apps/)
 * next to the same action done with its plain Playwright reference, side by side in one run.
 * For each sampled act step that has a reference: the app is prepared in the step's starting
 * state, then either the reference runs (plain) or `client.act(step)` (English, no model, no
 * action cache), each timed from just after the page was prepared until it returns, and the
 * step's check must then hold; then the other way on a fresh preparation. The order turns each
 * step. A step the offline tier hands over (or gets wrong) has no English time: it is counted,
 * not timed. Per step the ratio English / plain; the median of those ratios, and per app.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { Client, MissingLLMConfigurationError } from '../dist/index.js';
import { median } from './stats.js';
import { startTestServer } from '../test/support/http-server.js';
import type { AppStep, RealApp } from '../test/offline/real-apps/corpus.js';
import { TODOMVC_APPS } from '../test/offline/real-apps/todomvc-steps.js';
import { ADMINLTE } from '../test/offline/real-apps/adminlte-steps.js';
import { SWAGGER_UI } from '../test/offline/real-apps/swagger-ui-steps.js';
import { SB_ADMIN } from '../test/offline/real-apps/sb-admin-2-steps.js';
import { JSTREE } from '../test/offline/real-apps/jstree-steps.js';
import { DATEPICKER } from '../test/offline/real-apps/datepicker-steps.js';
import { TABULATOR } from '../test/offline/real-apps/tabulator-steps.js';

const APPS_DIR = fileURLToPath(new URL('../test/offline/apps/', import.meta.url));
const ALL_APPS: RealApp[] = [...TODOMVC_APPS, ADMINLTE, SWAGGER_UI, SB_ADMIN, JSTREE, DATEPICKER, TABULATOR];

export interface CorpusActFigure {
  /** Act steps with a reference, sampled evenly per app (`perApp`). */
  sampled: number;
  perApp: number;
  /** Steps timed both ways (resolved offline, check held both ways). */
  timed: number;
  /** Steps the offline tier handed over, failed or got wrong (not timed), and steps whose reference did not reach its check. */
  notResolved: number;
  referenceFailed: number;
  /** Median over timed steps of (English ms / plain ms). */
  medianRatio: number;
  medianEnglishMs: number;
  medianPlainMs: number;
  /** Lowest and highest per-step ratio; p25 and p75. */
  ratioRange: { min: number; p25: number; p75: number; max: number };
  apps: { app: string; timed: number; medianRatio: number; medianEnglishMs: number; medianPlainMs: number }[];
}

/** Up to `count` of the app's act steps that have a reference, evenly spread over its list (the same every run). */
function sample(app: RealApp, count: number): AppStep[] {
  const acts = app.steps.filter((s) => s.kind === 'act' && s.reference);
  if (acts.length <= count) return acts;
  return Array.from({ length: count }, (_, i) => acts[Math.floor((i * acts.length) / count)]!);
}

const isLoopback = (url: URL) => !/^(https?|wss?):$/.test(url.protocol) || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

export async function benchCorpusAct(executablePath: string, perApp: number, only?: string[]): Promise<CorpusActFigure> {
  const apps = ALL_APPS.filter((app) => !only?.length || only.some((p) => p === app.name || p === app.name.split('/').at(-1)));
  const server = await startTestServer(APPS_DIR);
  // As the corpus test runs it: a desktop window, a 1 s settle bound, no model (offline or hand over).
  const client = new Client({ env: 'LOCAL', verbose: Number(process.env.BENCH_VERBOSE ?? 0) as 0, disablePino: true, logger: (line) => process.stderr.write(`${performance.now().toFixed(0)} [${line.category}] ${line.message}\n`), domSettleTimeout: 1_000, localBrowserLaunchOptions: { executablePath, viewport: { width: 1280, height: 720 } } });
  await client.init();
  const context = client.page.context();
  await context.addInitScript(() => {
    if (location.search.includes('fresh=')) localStorage.clear();
  });
  await context.route((url) => !isLoopback(url), (route) => route.abort('blockedbyclient'));
  const rows: { app: string; english: number; plain: number }[] = [];
  let sampled = 0;
  let notResolved = 0;
  let referenceFailed = 0;
  let turn = 0;
  try {
    const prepared = async (app: RealApp, step: AppStep): Promise<Page> => {
      // A step may have opened a window; each run starts on the app's page alone.
      const page = client.page;
      for (const other of context.pages()) if (other !== page) await other.close().catch(() => undefined);
      await app.prepare(page, server.origin, step.setup);
      // BENCH_CORPUS_START=load: both ways start once the page fired its load event (not only
      // prepared): what an act's settling adds on a page still loading is then left out.
      if (process.env.BENCH_CORPUS_START === 'load') await page.waitForLoadState('load');
      return page;
    };
    const holds = (step: AppStep, page: Page) => (step.check as (p: Page) => Promise<void>)(page).then(() => true, () => false);
    const plain = async (app: RealApp, step: AppStep): Promise<number | undefined> => {
      const page = await prepared(app, step);
      const started = performance.now();
      await step.reference!(page);
      const ms = performance.now() - started;
      return (await holds(step, page)) ? ms : undefined;
    };
    const english = async (app: RealApp, step: AppStep): Promise<number | undefined> => {
      const page = await prepared(app, step);
      const started = performance.now();
      if (process.env.BENCH_VERBOSE) process.stderr.write(`${started.toFixed(0)} act: ${step.instruction}\n`);
      try {
        const result = await client.act(step.instruction);
        const ms = performance.now() - started;
        return result.success && (await holds(step, page)) ? ms : undefined;
      } catch (error) {
        if (error instanceof MissingLLMConfigurationError) return undefined;
        throw error;
      }
    };
    for (const app of apps) {
      for (const step of sample(app, perApp)) {
        sampled++;
        let p: number | undefined;
        let e: number | undefined;
        try {
          if (turn++ % 2) {
            e = await english(app, step);
            p = await plain(app, step);
          } else {
            p = await plain(app, step);
            e = await english(app, step);
          }
        } catch (error) {
          // A page that would not load or a reference that threw on a loaded machine: not timed.
          if (process.env.BENCH_VERBOSE) process.stderr.write(`${app.name}: ${step.instruction}: ${(error as Error).message.split('\n')[0]}\n`);
          referenceFailed++;
          continue;
        }
        if (process.env.BENCH_VERBOSE) process.stderr.write(`${app.name}: ${step.instruction}: plain ${p?.toFixed(0)} ms, English ${e?.toFixed(0)} ms\n`);
        if (p === undefined) referenceFailed++;
        else if (e === undefined) notResolved++;
        else rows.push({ app: app.name, english: e, plain: p });
      }
    }
  } finally {
    await client.close().catch(() => undefined);
    await server.close();
  }
  const ratios = rows.map((r) => r.english / r.plain).sort((a, b) => a - b);
  const at = (q: number) => ratios[Math.min(ratios.length - 1, Math.max(0, Math.ceil(q * ratios.length) - 1))] ?? Number.NaN;
  return {
    sampled,
    perApp,
    timed: rows.length,
    notResolved,
    referenceFailed,
    medianRatio: median(ratios),
    medianEnglishMs: median(rows.map((r) => r.english)),
    medianPlainMs: median(rows.map((r) => r.plain)),
    ratioRange: { min: ratios[0] ?? Number.NaN, p25: at(0.25), p75: at(0.75), max: ratios.at(-1) ?? Number.NaN },
    apps: [...new Set(rows.map((r) => r.app))].map((app) => {
      const mine = rows.filter((r) => r.app === app);
      return { app, timed: mine.length, medianRatio: median(mine.map((r) => r.english / r.plain)), medianEnglishMs: median(mine.map((r) => r.english)), medianPlainMs: median(mine.map((r) => r.plain)) };
    }),
  };
}

// `npx tsx bench/corpus-act.ts [perApp] [app,app]`: figure 9 alone, printed.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const f = await benchCorpusAct(process.env.CHROMIUM ?? '/usr/bin/chromium', Number(process.argv[2] ?? 6), process.argv[3]?.split(','));
  console.log(JSON.stringify(f, null, 2));
}
