import { median } from './stats.js';
import { isBuilt, runSuite, type SuiteEnv } from './suite.js';

export const PER_TEST_COUNT = 20;

export interface PerTestFigure {
  /** Median suite wall time (ms) of 20 tests, goto + extract() each. */
  suiteMs: { baseline?: number; actwright?: number; stagehand?: number };
  /** (suite - baseline) / 20: what each client adds to a test. */
  overheadMs: { actwright?: number; stagehand?: number };
}

/**
 * Figure 2: the same 20 tests three ways (Playwright alone, the actwright client fixture, a
 * Stagehand client per test in beforeEach/afterEach), each suite run `repeat` times in turn.
 */
export async function benchPerTest(env: SuiteEnv, repeat: number, extractMissing: string | undefined): Promise<PerTestFigure> {
  const runs: Record<'baseline' | 'actwright' | 'stagehand', number[]> = { baseline: [], actwright: [], stagehand: [] };
  const withActwright = isBuilt('fixtures') && !extractMissing;
  for (let r = 0; r < repeat; r++) {
    runs.baseline.push(await runSuite('per-test-baseline.spec.ts', env));
    if (withActwright) runs.actwright.push(await runSuite('per-test-actwright.spec.ts', env));
    runs.stagehand.push(await runSuite('per-test-stagehand.spec.ts', env));
  }
  const suiteMs = {
    baseline: median(runs.baseline),
    actwright: withActwright ? median(runs.actwright) : undefined,
    stagehand: median(runs.stagehand),
  };
  const overhead = (ms: number | undefined) => (ms === undefined ? undefined : (ms - suiteMs.baseline) / PER_TEST_COUNT);
  return { suiteMs, overheadMs: { actwright: overhead(suiteMs.actwright), stagehand: overhead(suiteMs.stagehand) } };
}
