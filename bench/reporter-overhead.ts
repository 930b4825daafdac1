import { median } from './stats.js';
import { isBuilt, runSuite, type SuiteEnv } from './suite.js';

export interface ReporterFigure {
  /** Median wall time (ms) of the 200-test suite. */
  withoutMs?: number;
  withMs?: number;
  /** (with - without) / without, in percent, of the medians. */
  overheadPercent?: number;
  /** The same of each pair (the two runs of a round, back to back), in run order: the spread. */
  pairPercents?: number[];
}

/** Figure 5: a 200-test suite with the client fixture, run with and without the actwright reporter, alternating. */
export async function benchReporter(env: SuiteEnv, repeat: number): Promise<ReporterFigure> {
  if (!isBuilt('fixtures') || !isBuilt('reporter')) return {};
  const without: number[] = [];
  const withReporter: number[] = [];
  for (let r = 0; r < repeat; r++) {
    // Each round's order turns, so neither side always runs on a machine the other just warmed (or loaded).
    const runWithout = async () => without.push(await runSuite('reporter-suite.spec.ts', env));
    const runWith = async () => withReporter.push(await runSuite('reporter-suite.spec.ts', env, { reporter: true }));
    if (r % 2) await runWith().then(runWithout);
    else await runWithout().then(runWith);
  }
  const withoutMs = median(without);
  const withMs = median(withReporter);
  const pairPercents = without.map((ms, r) => ((withReporter[r]! - ms) / ms) * 100);
  return { withoutMs, withMs, overheadPercent: ((withMs - withoutMs) / withoutMs) * 100, pairPercents };
}
