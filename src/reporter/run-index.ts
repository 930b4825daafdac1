import {
  ReportIndexSchema,
  type ReportIndex,
  type ReportTestResult,
} from '../replay/report-index.js';
import { addTotals, emptyTotals } from './session.js';

export type RunStatus = ReportIndex['run']['status'];
export type Outcome = ReportTestResult['outcome'];

/** A test attempt as collected; its outcome is read when the index is built (a later retry can make it flaky). */
export interface CollectedResult {
  entry: Omit<ReportTestResult, 'outcome'>;
  outcome: () => Outcome;
}

export interface RunInfo {
  status: RunStatus;
  startedAt: number;
  duration: number;
  generatedAt: number;
  reporterErrors: readonly string[];
}

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** Sort order of the index: stable across sharded and unsharded runs. */
function byLocation(a: CollectedResult['entry'], b: CollectedResult['entry']): number {
  return (
    compare(a.project, b.project) ||
    compare(a.file, b.file) ||
    compare(a.line, b.line) ||
    compare(a.column, b.column) ||
    compare(a.titlePath.join('\u0000'), b.titlePath.join('\u0000')) ||
    compare(a.retry, b.retry)
  );
}

/** Builds and validates index.json from the run's test attempts. */
export function buildReportIndex(results: readonly CollectedResult[], run: RunInfo): ReportIndex {
  const tests = results
    .map((r): ReportTestResult => ({ ...r.entry, outcome: r.outcome() }))
    .sort(byLocation);
  const totals: ReportIndex['totals'] = {
    tests: 0,
    passed: 0,
    failed: 0,
    flaky: 0,
    skipped: 0,
    results: tests.length,
    sessions: 0,
    actions: 0,
    tokens: emptyTotals(),
  };
  const finalOutcome = new Map<string, Outcome>();
  const sessionIds = new Set<string>();
  for (const test of tests) {
    finalOutcome.set(test.testId, test.outcome);
    for (const session of test.sessions) {
      // A session attached twice (a shared client) counts once, with its latest export.
      if (sessionIds.has(session.sessionId)) continue;
      sessionIds.add(session.sessionId);
      totals.actions += session.actions;
      addTotals(totals.tokens, session.tokens);
    }
  }
  totals.sessions = sessionIds.size;
  totals.tests = finalOutcome.size;
  for (const outcome of finalOutcome.values()) {
    if (outcome === 'expected') totals.passed++;
    else if (outcome === 'unexpected') totals.failed++;
    else if (outcome === 'flaky') totals.flaky++;
    else totals.skipped++;
  }
  return ReportIndexSchema.parse({ version: 1, run: { ...run, reporterErrors: [...run.reporterErrors] }, totals, tests });
}
