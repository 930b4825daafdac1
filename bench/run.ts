/**
 * `npm run bench`: actwright side by side with Stagehand v3 on the same Chromium, loopback only.
 * Prints one Markdown table (medians, ratio actwright / Stagehand) and writes bench/results.json.
 * A part whose actwright side is not in this build prints "n/a (not available)", never a guess.
 *
 * BENCH_REPEAT (default 5): timed runs per in-process measurement; BENCH_SUITE_REPEAT (default 2):
 * runs per Playwright suite; BENCH_ONLY=1,3: only those figures (6: waiting for the page; 8: the
 * TodoMVC twin, English vs plain Playwright, `BENCH_ONLY=8 npm run bench`; 9: offline act on the
 * real-app corpus vs its plain reference, BENCH_CORPUS_STEPS per app, default 6); BENCH_TWIN_ROUNDS
 * (default 7): rounds of the twin's three ways in one process; BENCH_TWIN_SUITE_ROUNDS (default 3,
 * 0 for none): rounds of its Playwright Test suites; BENCH_REPORTER_ROUNDS (default 3): paired rounds of
 * figure 5 (`npx tsx bench/reporter-pairs.ts [rounds] [tests]` runs figure 5 alone and prints every round).
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { findBrowser } from '../src/index.js';
import { startFakeProvider } from '../test/support/fake-providers/index.js';
import { startTestServer } from '../test/support/http-server.js';
import { benchAct, MODEL_ACT_TASKS, OFFLINE_ACT_TASK, type ActFigure } from './act.js';
import { actwrightSide } from './actwright-side.js';
import { benchPageText, SHORT_PAGE_FACTOR, SHORT_READ_MS } from './page-text.js';
import { benchPages } from './pages.js';
import { benchPerTest, PER_TEST_COUNT } from './per-test.js';
import { benchReplayServer } from './replay-server.js';
import { benchReporter } from './reporter-overhead.js';
import { benchSettle, BUSY_SETTLE_MS, settleRoutes } from './settle.js';
import { clickAnswerer } from './scripted-model.js';
import type { BenchSide, SideConfig } from './side.js';
import { loadStagehand, stagehandSide } from './stagehand-side.js';
import { isBuilt } from './suite.js';
import { machine, renderTable, type Row } from './table.js';
import { benchTwin, benchTwinSuites, renderTwinSteps, type Spread } from './twin.js';
import { benchCorpusAct } from './corpus-act.js';

// A partial run (BENCH_ONLY) writes beside the full results instead of over them.
const RESULTS = fileURLToPath(new URL(process.env.BENCH_ONLY ? './results.partial.json' : './results.json', import.meta.url));
const count = (name: string, fallback: number) => Math.max(1, Number(process.env[name] ?? fallback) || fallback);
const repeat = count('BENCH_REPEAT', 5);
// Two runs per suite by default (figure 2); figure 5's 200-test suite has its own rounds (BENCH_REPORTER_ROUNDS).
const suiteRepeat = count('BENCH_SUITE_REPEAT', 2);
const only = process.env.BENCH_ONLY?.split(',').map(Number);
const wanted = (figure: number) => !only || only.includes(figure);

const browser = findBrowser();
if (!browser) throw new Error('No Chromium found: set ACTWRIGHT_CHROMIUM_PATH or run `npm run browser` first.');

const started = performance.now();
const log = (message: string) => console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0)} s] ${message}`);
const server = await startTestServer();
const { pages, routes } = benchPages(server.crossOrigin);
for (const [path, html] of routes) server.route(path, html);
for (const [path, body] of settleRoutes()) server.route(path, body);
let actTarget = '';
const answer = clickAnswerer(() => actTarget);
const model = await startFakeProvider('openai');
model.fallback((request) => {
  try {
    return { answer: answer(request.body), usage: { input: 1000, output: 20 } };
  } catch (error) {
    return { status: 400, message: (error as Error).message };
  }
});
const modelCalls = () => model.requests.filter((r) => r.method === 'POST').length;
const config: SideConfig = { executablePath: browser.executablePath, modelBaseURL: model.baseURL };
// Stagehand (bench/ dependencies) only for the figures that compare with it: 4, 5 and 8 run without it.
const stagehand = [1, 2, 3, 6].some(wanted) ? stagehandSide(config, await loadStagehand()) : undefined;
const sides: BenchSide[] = stagehand ? [actwrightSide(config), stagehand] : [];
const suiteEnv = { origin: server.origin, chromium: browser.executablePath, modelBaseURL: model.baseURL };
const actHooks = { setTarget: (name: string) => void (actTarget = name), modelCalls };

const rows: Row[] = [];
/** Figure 8's per-step table, printed under the main one. */
let twinSteps = '';
const results: Record<string, unknown> = {};
/** Seconds each figure took: what to trim when the whole run must fit a time budget. */
const seconds: Record<string, number> = {};
/** A side's error in the table: its first sentence (results.json keeps the whole message). */
const sideNote = (errors: Partial<Record<string, string>>) =>
  Object.entries(errors)
    .map(([side, error]) => `${side}: ${/^[^.]*\.?/.exec(error ?? '')?.[0]}`)
    .join('; ');

/** The entry of one side, or nothing. */
function pick<T>(record: Partial<Record<string, T>>, name: string): Partial<Record<string, T>> {
  return record[name] === undefined ? {} : { [name]: record[name] };
}

/** Runs one figure; a failure is recorded and shown, and the other figures still run. */
async function figure(n: number, title: string, body: () => Promise<void>) {
  if (!wanted(n)) return;
  log(`${n}. ${title}`);
  const figureStarted = performance.now();
  try {
    await body();
  } catch (error) {
    const message = (error as Error).message;
    results[`figure${n}Error`] = message;
    rows.push({ figure: `${n}`, item: title, unit: '', solo: true, note: `failed: ${message.split('\n')[0]}` });
    log(`${n}. failed: ${message}`);
  } finally {
    seconds[`figure${n}`] = Math.round((performance.now() - figureStarted) / 1000);
  }
}

try {
  await figure(1, 'page text: extract() with no arguments', async () => {
    const figures = await benchPageText(sides, pages, server.origin, repeat);
    results.pageText = figures;
    for (const f of figures) {
      const missing = Object.entries(f.missing)
        .filter(([, list]) => list?.length)
        .map(([side, list]) => `${side} misses ${list!.join(', ')}`);
      const nothingMissing = f.missing.actwright && f.missing.stagehand && !missing.length ? 'nothing missing on either side' : '';
      const note = [...missing, sideNote(f.errors)].filter(Boolean).join('; ') || nothingMissing;
      rows.push({ figure: '1 page text', item: `${f.page}: time`, unit: 'ms', actwright: f.ms.actwright, stagehand: f.ms.stagehand, goal: '≤ 0.35x', note });
      rows.push({ figure: '1 page text', item: `${f.page}: size`, unit: 'chars', actwright: f.chars.actwright, stagehand: f.chars.stagehand, goal: '≤ 0.5x' });
    }
  });

  await figure(2, `per-test overhead: ${PER_TEST_COUNT} Playwright tests, goto + extract()`, async () => {
    const extractMissing = sides[0]!.missing('extract');
    const f = await benchPerTest(suiteEnv, suiteRepeat, extractMissing);
    results.perTest = f;
    const note = !isBuilt('fixtures') ? 'actwright: the client fixture (dist/fixtures) is not in this build' : extractMissing ? `actwright: ${extractMissing}` : '';
    rows.push({ figure: '2 per test', item: `suite of ${PER_TEST_COUNT} tests: wall time`, unit: 'ms', actwright: f.suiteMs.actwright, stagehand: f.suiteMs.stagehand, note: `Playwright alone: ${f.suiteMs.baseline?.toFixed(0)} ms; untimed first runs: ${Object.entries(f.warmUpMs ?? {}).map(([k, v]) => `${k} ${v?.toFixed(0)}`).join(', ')} ms` });
    const ratios = (f.rounds ?? []).map((r) => r.ratio).filter((v): v is number => v !== undefined);
    const paired = ratios.length ? `paired rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}x` : '';
    rows.push({ figure: '2 per test', item: 'overhead per test (suite - Playwright alone) / 20, median of rounds', unit: 'ms', actwright: f.overheadMs.actwright, stagehand: f.overheadMs.stagehand, goal: '≤ 0.15x', note: [note, paired].filter(Boolean).join('; ') });
  });

  await figure(3, 'act engine time (instant scripted model, minus model time)', async () => {
    const figures = await benchAct(sides, MODEL_ACT_TASKS, server.origin, repeat, actHooks);
    const offlineSide = actwrightSide({ ...config, noModel: true });
    // One call, both sides: their acts alternate, as in the other rows.
    const [both] = await benchAct([offlineSide, stagehand!], [OFFLINE_ACT_TASK], server.origin, repeat, actHooks);
    const only = (name: 'actwright' | 'stagehand') =>
      both && { ...both, sides: pick(both.sides, name), errors: pick(both.errors, name) };
    const offline = only('actwright');
    const peer = only('stagehand');
    results.act = { model: figures, offline: { actwright: offline, stagehand: peer } };
    const callsNote = (f: ActFigure) =>
      Object.entries(f.sides)
        .map(([side, m]) => `${side} ${m!.modelCalls} model call(s)/act`)
        .join(', ');
    for (const f of figures) {
      const note = [callsNote(f), sideNote(f.errors)].filter(Boolean).join('; ');
      rows.push({ figure: '3 act', item: `"${f.instruction}"`, unit: 'ms', actwright: f.sides.actwright?.engineMs, stagehand: f.sides.stagehand?.engineMs, goal: '≤ 0.5x', note });
    }
    rows.push({
      figure: '3 act',
      item: `offline: ${OFFLINE_ACT_TASK.instruction} (whole act)`,
      unit: 'ms',
      actwright: offline?.sides.actwright?.modelCalls === 0 ? offline.sides.actwright.wallMs : undefined,
      stagehand: peer?.sides.stagehand?.wallMs,
      note: [
        'actwright with no model configured; Stagehand with the instant model',
        offline?.sides.actwright && offline.sides.actwright.modelCalls !== 0 ? 'actwright called the model' : '',
        sideNote({ ...offline?.errors, ...peer?.errors }),
      ]
        .filter(Boolean)
        .join('; '),
    });
  });

  await figure(4, 'replay server: GET rps and p99 over 1,000 sessions, SSE streams', async () => {
    const f = await benchReplayServer(count('BENCH_SERVER_REQUESTS', 20_000), count('BENCH_SERVER_STREAMS', 1_000));
    results.replayServer = f;
    const note = f.error ?? (f.perFreeCoreRps ? `server CPU per request = ${f.perFreeCoreRps} req/s on one free core` : '');
    rows.push({ figure: '4 replay server', item: 'GET replay, 64 in flight: throughput', unit: 'req/s', solo: true, actwright: f.requestsPerSecond, goal: '≥ 5,000 req/s', note });
    rows.push({ figure: '4 replay server', item: 'GET replay: p99 latency', unit: 'ms', solo: true, actwright: f.p99Ms, goal: '< 20 ms' });
    rows.push({ figure: '4 replay server', item: `SSE streams held (of ${f.streamsAsked ?? '?'} asked)`, unit: 'streams', solo: true, actwright: f.streamsConnected });
  });

  await figure(5, 'reporter: 200-test suite with and without it, paired', async () => {
    const f = await benchReporter(suiteEnv, count('BENCH_REPORTER_ROUNDS', 3));
    results.reporter = f;
    const note = f.withMs === undefined ? 'the client fixture or the reporter (dist/fixtures, dist/reporter) is not in this build' : '';
    const pct = (p: number) => `${p >= 0 ? '+' : ''}${p.toFixed(1)} %`;
    const rounds = f.pairPercents?.length ?? 0;
    rows.push({ figure: '5 reporter', item: `200 tests without the reporter (median of ${rounds} rounds)`, unit: 'ms', solo: true, actwright: f.withoutMs, note });
    rows.push({ figure: '5 reporter', item: '200 tests with the reporter', unit: 'ms', solo: true, actwright: f.withMs });
    const pairs = f.pairPercents ?? [];
    const wallNote = pairs.length ? `rounds (with against without, back to back, order turning): ${pairs.map(pct).join(', ')}` : '';
    rows.push({ figure: '5 reporter', item: 'reporter overhead, wall time (median of the rounds)', unit: '%', solo: true, actwright: f.overheadPercent, goal: '< 3 %', note: wallNote });
    const cpu = f.cpuOverheadPercent;
    if (cpu) {
      const cpuNote = `rounds: ${(f.cpuPairPercents ?? []).map(pct).join(', ')}; CPU of every process of the run (GNU time)`;
      rows.push({ figure: '5 reporter', item: 'reporter overhead, CPU time (median of the rounds)', unit: '%', solo: true, actwright: cpu.median, goal: '< 3 %', note: cpuNote });
    }
    const ms = (s: { median: number; min: number; max: number }) => `rounds ${s.min.toFixed(2)} to ${s.max.toFixed(2)} ms`;
    if (f.runnerCpuPerTestMs) rows.push({ figure: '5 reporter', item: 'CPU added to the test runner, per test', unit: 'ms', solo: true, actwright: f.runnerCpuPerTestMs.median, note: `${ms(f.runnerCpuPerTestMs)}; the reporter runs in Playwright's main process` });
    if (f.workerCpuPerTestMs) rows.push({ figure: '5 reporter', item: 'CPU added to the worker, per test', unit: 'ms', solo: true, actwright: f.workerCpuPerTestMs.median, note: `${ms(f.workerCpuPerTestMs)}; the fixture's live progress` });
    const cb = f.callbacks ?? {};
    if (cb.onTestEnd) {
      const perTest = cb.onTestEnd.calls ? cb.onTestEnd.cpuMs / cb.onTestEnd.calls : undefined;
      rows.push({ figure: '5 reporter', item: "the reporter's onTestEnd, CPU per test", unit: 'ms', solo: true, actwright: perTest, note: `wall ${(cb.onTestEnd.wallMs / Math.max(1, cb.onTestEnd.calls)).toFixed(2)} ms per test; onEnd ${cb.onEnd ? `${cb.onEnd.cpuMs.toFixed(0)} ms CPU, ${cb.onEnd.wallMs.toFixed(0)} ms wall` : 'n/a'}` });
    }
  });

  await figure(6, 'waiting for the page: first AI call after a navigation', async () => {
    const f = await benchSettle(sides, server.origin, '/form.html', repeat, browser.executablePath);
    results.settle = f;
    const note = sideNote(f.errors);
    rows.push({ figure: '6 settle', item: 'first extract() after goto, quiet page (form)', unit: 'ms', actwright: f.quietFirstCallMs.actwright, stagehand: f.quietFirstCallMs.stagehand, goal: 'actwright ≤ 50 ms', note });
    const awaited = Object.entries(f.lateAwaited)
      .map(([side, ok]) => `${side} ${ok ? 'saw' : 'MISSED'} the late content`)
      .join(', ');
    rows.push({ figure: '6 settle', item: 'first extract() after goto, a request answered 400 ms after load', unit: 'ms', actwright: f.lateFirstCallMs.actwright, stagehand: f.lateFirstCallMs.stagehand, goal: 'awaited', note: awaited });
    rows.push({ figure: '6 settle', item: `always-busy page, domSettleTimeout ${BUSY_SETTLE_MS} ms`, unit: 'ms', solo: true, actwright: f.busyMs, goal: `≤ ${Math.round(BUSY_SETTLE_MS * 1.1)} ms (+10 %)` });
  });
  await figure(8, 'the twin: a TodoMVC suite in English (client.act) and in plain Playwright', async () => {
    const f = await benchTwin(browser.executablePath, count('BENCH_TWIN_ROUNDS', 7));
    results.twin = f;
    twinSteps = renderTwinSteps(f);
    const x = (s: Spread) => `${s.median.toFixed(2)}x plain (rounds ${s.min.toFixed(2)}–${s.max.toFixed(2)})`;
    const ms = (s: Spread) => `spread ${s.min.toFixed(0)}–${s.max.toFixed(0)} ms`;
    const steps = f.perStep.length;
    rows.push({ figure: '8 twin', item: `plain Playwright: ${steps} steps in 2 scenarios (loads, steps, checks)`, unit: 'ms', solo: true, actwright: f.suiteMs.plain.median, note: `${ms(f.suiteMs.plain)}; steps alone ${f.stepsMs.plain.median.toFixed(0)} ms` });
    rows.push({ figure: '8 twin', item: 'English, offline, empty action cache', unit: 'ms', solo: true, actwright: f.suiteMs.offline.median, goal: '≤ 1.5x plain', note: `${x(f.ratios.offline)}; steps alone ${x(f.ratios.stepsOffline)}` });
    rows.push({ figure: '8 twin', item: 'English, warm action cache (cacheDir)', unit: 'ms', solo: true, actwright: f.suiteMs.cached.median, goal: '≤ 1.2x plain', note: `${x(f.ratios.cached)}; steps alone ${x(f.ratios.stepsCached)}` });
    // BENCH_TWIN_SUITE_ROUNDS=0: the in-process part alone (the Playwright Test runs take minutes on a loaded machine).
    if (process.env.BENCH_TWIN_SUITE_ROUNDS === '0') return;
    const p = await benchTwinSuites(suiteEnv, count('BENCH_TWIN_SUITE_ROUNDS', 3));
    results.twinSuites = p;
    const suite = `Playwright Test, ${p.tests} tests, 1 worker`;
    rows.push({ figure: '8 twin', item: `${suite}: English offline / plain, wall`, unit: 'ms', solo: true, actwright: p.suiteMs.offline.median, note: `plain ${p.suiteMs.plain.median.toFixed(0)} ms, warm cache ${p.suiteMs.cached.median.toFixed(0)} ms (process start included)` });
    rows.push({ figure: '8 twin', item: `${suite}: worker peak memory, English`, unit: 'MiB', solo: true, actwright: p.workerPeakMiB.offline, note: `plain ${p.workerPeakMiB.plain.toFixed(0)} MiB, warm cache ${p.workerPeakMiB.cached.toFixed(0)} MiB, with the reporter ${p.workerPeakMiB.offlineReported.toFixed(0)} MiB` });
    rows.push({ figure: '8 twin', item: `${suite}: the reporter's cost on the English suite`, unit: '%', solo: true, actwright: p.reporterPercent.median, note: `paired rounds ${p.reporterPercent.min.toFixed(1)}–${p.reporterPercent.max.toFixed(1)} %` });
  });
  await figure(9, 'offline act on the real-app corpus next to its plain Playwright reference', async () => {
    const perApp = count('BENCH_CORPUS_STEPS', 6);
    const f = await benchCorpusAct(browser.executablePath, perApp, process.env.BENCH_CORPUS_APPS?.split(','));
    results.corpusAct = f;
    const start = process.env.BENCH_CORPUS_START === 'load' ? 'from the load event' : 'from the prepared page, as the corpus test runs';
    rows.push({ figure: '9 corpus act', item: `offline act / plain reference, per step (median of ${f.timed} steps, ${perApp} per app)`, unit: 'x', solo: true, actwright: f.medianRatio, goal: '≤ 1.5x', note: `${start}; p25–p75 ${f.ratioRange.p25.toFixed(2)}–${f.ratioRange.p75.toFixed(2)}x; ${f.notResolved} handed over, ${f.referenceFailed} reference missed` });
    rows.push({ figure: '9 corpus act', item: 'offline act, median per step', unit: 'ms', solo: true, actwright: f.medianEnglishMs, note: `plain reference ${f.medianPlainMs.toFixed(0)} ms; per app: ${f.apps.map((a) => `${a.app.split('/').at(-1)} ${a.medianRatio.toFixed(1)}x`).join(', ')}` });
  });
} finally {
  await model.close();
  await server.close();
}

const table = renderTable(rows);
const totalSeconds = (performance.now() - started) / 1000;
const about = { date: new Date().toISOString(), machine: machine(), browser, repeat, suiteRepeat, totalSeconds, seconds };
await writeFile(RESULTS, `${JSON.stringify({ ...about, table, ...(twinSteps ? { twinSteps } : {}), results }, null, 2)}\n`);
console.log(table);
if (twinSteps) console.log(`\n${twinSteps}`);
const m = about.machine;
console.log(
  `\n${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}, Node ${m.node}; Chromium ${browser.executablePath}; ` +
    `median of ${repeat} runs (${repeat * SHORT_PAGE_FACTOR} for page reads under ${SHORT_READ_MS} ms; suites: ${suiteRepeat}); ${totalSeconds.toFixed(0)} s in all. Written to ${RESULTS}.`,
);
