import { join } from 'node:path';
import { CODE_STEPS_FILE, type CodeStep, type CodeSteps } from '../replay/code-steps.js';
import { writeFileAtomic } from './atomic-write.js';
import type { UiAiOperation, UiAttempt, UiStep } from './ui/model.js';

/**
 * `codegen.json` in the report folder: every AI step of the run by the source line that called it
 * (the step's location, which the fixture sets to the test's own call site), with the code it
 * resolved to. `actwright codegen` reads it to write reviewed specs (docs/codegen.md).
 */
export function writeCodeSteps(outputFolder: string, rootDir: string, tests: readonly { id: string; titlePath: string[]; attempts: readonly UiAttempt[] }[]): void {
  const steps: CodeStep[] = [];
  for (const test of tests) {
    // The attempt the run ended with: its steps are the ones a reviewer keeps.
    const last = test.attempts.at(-1);
    if (last) collect(last.steps, test, steps);
  }
  const file: CodeSteps = { version: 1, rootDir, steps };
  writeFileAtomic(join(outputFolder, CODE_STEPS_FILE), `${JSON.stringify(file, null, 2)}\n`);
}

function collect(list: readonly UiStep[], test: { id: string; titlePath: string[] }, out: CodeStep[]): void {
  for (const step of list) {
    const op = step.ai?.[0];
    if (step.category === 'ai' && op && step.location) out.push(codeStep(op, step, test));
    // An agent's moves are nested steps of its execute: they stay inside the agent call.
    if (!op || op.method !== 'agent') collect(step.steps, test, out);
  }
}

function codeStep(op: UiAiOperation, step: UiStep, test: { id: string; titlePath: string[] }): CodeStep {
  const result = op.result as { success?: unknown } | undefined;
  const code = op.chosen.map((c) => c.code);
  const base = {
    file: step.location!.file,
    line: step.location!.line,
    column: step.location!.column,
    method: op.method,
    ...(op.instruction !== undefined && { instruction: op.instruction }),
    testId: test.id,
    test: test.titlePath.join(' › '),
    ...(op.tier && { tier: op.tier }),
    ...(op.decision && { decidedBy: op.decision.label }),
    ...(op.decision?.heal && { heal: op.decision.heal }),
  };
  if (op.method !== 'act') return { ...base, outcome: 'kept', why: `${op.method}() returns data the test reads: it stays an AI call` };
  if (op.handover && op.error) return { ...base, outcome: 'kept', why: `handed over: ${op.handover}` };
  if (op.error || result?.success !== true) return { ...base, outcome: 'kept', why: `the step did not succeed in this run${op.error ? `: ${op.error.split('\n')[0]}` : ''}` };
  if (!code.length || code.some((c) => !c)) return { ...base, outcome: 'kept', why: 'an action of the step has no durable selector, so no code form' };
  return { ...base, outcome: 'resolved', code: code as string[] };
}
