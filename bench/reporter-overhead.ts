import { median } from './stats.js';
import { isBuilt, runSuiteMeasured, type SuiteRun } from './suite.js';

/** The lowest, the median and the highest of a list. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface ReporterFigure {
  /** Median wall time (ms) of the 200-test suite. */
  withoutMs?: number;
  withMs?: number;
  /** Median over rounds of each round's (with - without) / without wall time, in percent. */
  overheadPercent?: number;
  /** The same of each round (the two runs back to back, order turning), in run order: the spread. */
  pairPercents?: number[];
  /** The same in CPU time of the whole run (runner, worker, browser), per round, and its spread. */
  cpuOverheadPercent?: Spread;
  cpuPairPercents?: number[];
  /** CPU ms the reporter adds to the runner (Playwright's main process) per test, per round's pair. */
  runnerCpuPerTestMs?: Spread;
  /** CPU ms it adds to the worker per test (what the fixture does for it: live progress). */
  workerCpuPerTestMs?: Spread;
  /** The reporter's own callbacks, summed over the run (medians over rounds): wall and CPU ms. */
  callbacks?: Record<string, { calls: number; wallMs: number; cpuMs: number }>;
  /** Bytes and write calls the runner makes with the reporter, files left (report and test-results), medians. */
  writes?: { runnerBytes?: number; runnerCalls?: number; workerBytes?: number; workerCalls?: number; files: number; fileBytes: number };
  rounds?: { order: 'without first' | 'with first'; without: SuiteRun; with: SuiteRun }[];
}

export const REPORTER_TESTS = 200;

const spread = (values: number[]): Spread | undefined => (values.length ? { median: median(values), min: Math.min(...values), max: Math.max(...values) } : undefined);
const defined = (values: (number | undefined)[]) => values.filter((v): v is number => v !== undefined && Number.isFinite(v));

/**
 * Figure 5: a 200-test suite with the client fixture, run with and without the actwright reporter,
 * paired: each round runs both back to back (the order turning each round) and its overhead is
 * taken within the round, so a load that drifts between rounds weighs on both runs of a pair. Wall
 * time on a shared machine moves by more than the goal (3 %) between runs; beside it, the CPU time
 * of the run's processes and the reporter's own callbacks, which the load moves little.
 */
export async function benchReporter(env: Parameters<typeof runSuiteMeasured>[1], rounds: number, tests = REPORTER_TESTS): Promise<ReporterFigure> {
  if (!isBuilt('fixtures') || !isBuilt('reporter')) return {};
  const spec = 'reporter-suite.spec.ts';
  const options = { env: { BENCH_REPORTER_TESTS: String(tests) } };
  const runs: NonNullable<ReporterFigure['rounds']> = [];
  // One untimed run first: Playwright's compile cache (the spec, the built fixtures and reporter)
  // is filled by whichever run comes first, and a first round would carry that cost on one side.
  await runSuiteMeasured(spec, env, { env: { BENCH_REPORTER_TESTS: '2' }, reporter: true });
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? 'with first' : 'without first';
    const first = await runSuiteMeasured(spec, env, { ...options, reporter: r % 2 === 1 });
    const second = await runSuiteMeasured(spec, env, { ...options, reporter: r % 2 === 0 });
    runs.push(r % 2 ? { order, with: first, without: second } : { order, without: first, with: second });
    // Each round as it ends (a run cut short still leaves its rounds): wall and CPU of both runs.
    const done = runs.at(-1)!;
    const s = (ms: number | undefined) => (ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);
    console.error(
      `figure 5 round ${r + 1}/${rounds} (${order}): wall ${s(done.without.wallMs)} without, ${s(done.with.wallMs)} with; ` +
        `CPU ${s(done.without.treeCpuMs)} / ${s(done.with.treeCpuMs)}; runner CPU ${s(done.without.runnerCpuMs)} / ${s(done.with.runnerCpuMs)}`,
    );
  }
  const percent = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? undefined : ((a - b) / b) * 100);
  const pairPercents = runs.map((r) => percent(r.with.wallMs, r.without.wallMs)!);
  const cpuPairPercents = defined(runs.map((r) => percent(r.with.treeCpuMs, r.without.treeCpuMs)));
  const perTest = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? undefined : (a - b) / tests);
  const callbackNames = [...new Set(runs.flatMap((r) => Object.keys(r.with.reporterCallbacks ?? {})))];
  const callbacks = Object.fromEntries(
    callbackNames.map((name) => {
      const of = (key: 'calls' | 'wallMs' | 'cpuMs') => median(defined(runs.map((r) => r.with.reporterCallbacks?.[name]?.[key])));
      return [name, { calls: of('calls'), wallMs: of('wallMs'), cpuMs: of('cpuMs') }];
    }),
  );
  const med = (values: (number | undefined)[]) => {
    const list = defined(values);
    return list.length ? median(list) : undefined;
  };
  return {
    withoutMs: median(runs.map((r) => r.without.wallMs)),
    withMs: median(runs.map((r) => r.with.wallMs)),
    overheadPercent: median(pairPercents),
    pairPercents,
    cpuOverheadPercent: spread(cpuPairPercents),
    cpuPairPercents,
    runnerCpuPerTestMs: spread(defined(runs.map((r) => perTest(r.with.runnerCpuMs, r.without.runnerCpuMs)))),
    workerCpuPerTestMs: spread(defined(runs.map((r) => perTest(r.with.workerCpuMs, r.without.workerCpuMs)))),
    callbacks,
    writes: {
      runnerBytes: med(runs.map((r) => r.with.runnerWrites?.bytes)),
      runnerCalls: med(runs.map((r) => r.with.runnerWrites?.calls)),
      workerBytes: med(runs.map((r) => r.with.workerWrites?.bytes)),
      workerCalls: med(runs.map((r) => r.with.workerWrites?.calls)),
      files: median(runs.map((r) => r.with.files)),
      fileBytes: median(runs.map((r) => r.with.fileBytes)),
    },
    rounds: runs,
  };
}

