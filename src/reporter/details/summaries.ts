import type { TestCase } from '@playwright/test/reporter';
import type { ReportIndex } from '../../replay/report-index.js';
import type { Outcome, UiAttempt, UiReport, UiTestSummary } from '../ui/model.js';
import { addAiCounts, addCosts, addTokens, countOperations, emptyAiCounts, emptyTokens, operationTokens } from '../ui/stats.js';
import { chunkName } from './chunk-files.js';
import { allOperations } from './step-tree.js';

/** What the report keeps of one test, all its attempts. */
export interface CollectedTest {
  test: Pick<TestCase, 'id' | 'title' | 'tags' | 'location' | 'repeatEachIndex'> & { titlePath: string[]; project: string; outcome: () => Outcome };
  attempts: UiAttempt[];
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The summary index.html embeds: one line per test (its tokens, costs and AI steps summed over
 * attempts) and the run's totals, where an operation shared by attempts counts once.
 */
export function summarize(collected: Iterable<CollectedTest>, index: ReportIndex, relativeFile: (file: string) => string): UiReport {
  const tests: UiTestSummary[] = [];
  const totalTokens = emptyTokens();
  const totalAi = emptyAiCounts();
  const totalByModel: Record<string, number> = {};
  const seen = new Set<string>();
  for (const { test, attempts } of collected) {
    const tokens = emptyTokens();
    const ai = emptyAiCounts();
    const costByModel: Record<string, number> = {};
    for (const attempt of attempts) {
      for (const op of allOperations(attempt.steps)) {
        addTokens(tokens, operationTokens(op));
        addAiCounts(ai, countOperations([op]));
        addCosts(costByModel, op);
        // A client shared by attempts (or attached twice) counts once in the run's totals.
        const key = `${op.sessionId}/${op.seq}`;
        if (seen.has(key)) continue;
        seen.add(key);
        addTokens(totalTokens, operationTokens(op));
        addAiCounts(totalAi, countOperations([op]));
        addCosts(totalByModel, op);
      }
    }
    const last = attempts.at(-1)!;
    const firstError = last.errors[0]?.message.split('\n').find((l) => l.trim());
    tests.push({
      id: test.id,
      chunk: chunkName(test.id),
      title: test.title,
      titlePath: test.titlePath,
      file: relativeFile(test.location.file),
      line: test.location.line,
      column: test.location.column,
      project: test.project,
      tags: test.tags,
      outcome: test.outcome(),
      status: last.status,
      repeatEachIndex: test.repeatEachIndex,
      attempts: attempts.map((a) => ({ retry: a.retry, status: a.status, duration: a.duration })),
      duration: attempts.reduce((s, a) => s + a.duration, 0),
      tokens,
      costByModel,
      ai,
      ...(firstError && { error: firstError.trim().slice(0, 300) }),
    });
  }
  tests.sort((a, b) => cmp(a.project, b.project) || cmp(a.file, b.file) || a.line - b.line || a.column - b.column || cmp(a.titlePath.join('\0'), b.titlePath.join('\0')) || a.repeatEachIndex - b.repeatEachIndex);
  const { totals, run } = index;
  return {
    version: 1,
    run: { status: run.status, startedAt: run.startedAt, duration: run.duration, generatedAt: run.generatedAt, reporterErrors: [...run.reporterErrors] },
    totals: {
      tests: totals.tests,
      passed: totals.passed,
      failed: totals.failed,
      flaky: totals.flaky,
      skipped: totals.skipped,
      attempts: totals.results,
      tokens: totalTokens,
      costByModel: totalByModel,
      ai: totalAi,
    },
    tests,
  };
}
