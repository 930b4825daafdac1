import type { OperationRecord } from '../replay/record.js';
import { decisionOf, handOverOf } from './details/ai-data.js';
import type { UiAiOperation, UiAttempt, UiHealedStep, UiStep } from './ui/model.js';

/**
 * Healed steps (cached steps re-resolved because their element had gone or was another one):
 * what the report lists at the top of the suite and what the run's last line counts, so CI logs
 * show drift without opening the report.
 */

/**
 * The decision and hand-over a report operation shows, from its record: the record's reason, else
 * the result's (a failed call's `handover`, or its decision's); the phrasings that would resolve.
 */
export function withDecision(result: unknown, record: Pick<OperationRecord, 'handover'>): Pick<UiAiOperation, 'decision' | 'handover' | 'rephrase'> {
  const decision = decisionOf(result);
  const given = handOverOf(result && typeof result === 'object' && !Array.isArray(result) ? (result as { handover?: unknown }).handover : undefined) ?? decision?.handover;
  const reason = record.handover ?? given?.reason;
  return { ...(decision && { decision }), ...(reason && { handover: reason }), ...(given?.rephrase && { rephrase: given.rephrase }) };
}

function operations(steps: readonly UiStep[], out: UiAiOperation[] = []): UiAiOperation[] {
  for (const s of steps) {
    if (s.ai) out.push(...s.ai);
    operations(s.steps, out);
  }
  return out;
}

/** Every healed step of the tests' last attempts, in test order. */
export function healedSteps(tests: readonly { id: string; titlePath: string[]; file: string; line: number; attempts: readonly UiAttempt[] }[]): UiHealedStep[] {
  const out: UiHealedStep[] = [];
  for (const test of tests) {
    const last = test.attempts.at(-1);
    if (!last) continue;
    for (const op of operations(last.steps)) {
      const heal = op.decision?.heal;
      if (heal) out.push({ testId: test.id, titlePath: test.titlePath, file: test.file, line: test.line, ...(op.instruction !== undefined && { instruction: op.instruction }), ...heal });
    }
  }
  return out;
}

/** The run's one line about drift: `actwright: 2 steps healed in 1 test: checkout › pays (shop.spec.ts:12)`; undefined when none healed. */
export function healedLine(healed: readonly UiHealedStep[]): string | undefined {
  if (!healed.length) return undefined;
  const tests = new Map<string, string>();
  for (const h of healed) tests.set(h.testId, `${h.titlePath.join(' › ')} (${h.file}:${h.line})`);
  const steps = `${healed.length} step${healed.length === 1 ? '' : 's'}`;
  return `actwright: ${steps} healed in ${tests.size} test${tests.size === 1 ? '' : 's'}: ${[...tests.values()].join('; ')}. The cache was updated; see "Healed steps" in the report.`;
}
