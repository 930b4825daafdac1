import { median } from './stats.js';
import { isBuilt, runSuite, type SuiteEnv } from './suite.js';

export const PER_TEST_COUNT = 20;

export interface PerTestFigure {
  /** Median suite wall time (ms) of 20 tests, goto + extract() each. */
  suiteMs: { baseline?: number; actwright?: number; stagehand?: number };
  /** What each client adds to a test: the median over rounds of (suite - the same round's Playwright-alone suite) / 20. */
  overheadMs: { actwright?: number; stagehand?: number };
  /** Per round: each client's overhead per test (ms) and actwright's as a multiple of Stagehand's. */
  rounds?: { actwright?: number; stagehand?: number; ratio?: number }[];
  /** Each suite's untimed first run (ms): what a cold start (files, transform cache, browser binary) adds, kept out of the rounds. */
  warmUpMs?: Partial<Record<Kind, number>>;
}

type Kind = 'baseline' | 'actwright' | 'stagehand';
const SPECS: Record<Kind, string> = { baseline: 'per-test-baseline.spec.ts', actwright: 'per-test-actwright.spec.ts', stagehand: 'per-test-stagehand.spec.ts' };

/**
 * Figure 2: the same 20 tests three ways (Playwright alone, the actwright client fixture, a
 * Stagehand client per test in beforeEach/afterEach), `repeat` rounds of the three suites, the
 * order turning each round. Paired: each round's overhead is taken against that round's
 * Playwright-alone suite (a machine whose load drifts weighs on the pair alike), then the median.
 * Each suite runs once untimed first: the first run of a suite in a process pays cold starts (files
 * read from disk, Playwright's transform cache, the browser binary) that fell on whichever suite
 * the first round ran first, and made the figure depend on what ran before it in the bench.
 */
export async function benchPerTest(env: SuiteEnv, repeat: number, extractMissing: string | undefined): Promise<PerTestFigure> {
  const withActwright = isBuilt('fixtures') && !extractMissing;
  const kinds: Kind[] = withActwright ? ['baseline', 'actwright', 'stagehand'] : ['baseline', 'stagehand'];
  const runs: Record<Kind, number[]> = { baseline: [], actwright: [], stagehand: [] };
  const warmUpMs: Partial<Record<Kind, number>> = {};
  for (const kind of kinds) warmUpMs[kind] = await runSuite(SPECS[kind], env);
  for (let r = 0; r < repeat; r++) {
    for (let k = 0; k < kinds.length; k++) {
      const kind = kinds[(r + k) % kinds.length]!;
      runs[kind].push(await runSuite(SPECS[kind], env));
    }
  }
  const suiteMs = {
    baseline: median(runs.baseline),
    actwright: withActwright ? median(runs.actwright) : undefined,
    stagehand: median(runs.stagehand),
  };
  const rounds = runs.baseline.map((base, r) => {
    const actwright = withActwright ? (runs.actwright[r]! - base) / PER_TEST_COUNT : undefined;
    const stagehand = (runs.stagehand[r]! - base) / PER_TEST_COUNT;
    return { actwright, stagehand, ratio: actwright === undefined ? undefined : actwright / stagehand };
  });
  const overhead = (of: (round: (typeof rounds)[number]) => number | undefined) => {
    const values = rounds.map(of).filter((v): v is number => v !== undefined);
    return values.length ? median(values) : undefined;
  };
  return { suiteMs, overheadMs: { actwright: overhead((r) => r.actwright), stagehand: overhead((r) => r.stagehand) }, rounds, warmUpMs };
}
