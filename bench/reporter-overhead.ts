import { median } from './stats.js';
import { isBuilt, runSuite, type SuiteEnv } from './suite.js';

export interface ReporterFigure {
  /** Median wall time (ms) of the 200-test suite. */
  withoutMs?: number;
  withMs?: number;
  /** (with - without) / without, in percent. */
  overheadPercent?: number;
}

/** Figure 5: a 200-test suite with the client fixture, run with and without the actwright reporter, alternating. */
export async function benchReporter(env: SuiteEnv, repeat: number): Promise<ReporterFigure> {
  if (!isBuilt('fixtures') || !isBuilt('reporter')) return {};
  const without: number[] = [];
  const withReporter: number[] = [];
  for (let r = 0; r < repeat; r++) {
    without.push(await runSuite('reporter-suite.spec.ts', env));
    withReporter.push(await runSuite('reporter-suite.spec.ts', env, { reporter: true }));
  }
  const withoutMs = median(without);
  const withMs = median(withReporter);
  return { withoutMs, withMs, overheadPercent: ((withMs - withoutMs) / withoutMs) * 100 };
}
