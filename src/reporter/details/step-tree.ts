import type { TestStep } from '@playwright/test/reporter';
import type { UiAiOperation, UiLocation, UiStep } from '../ui/model.js';
import { stripAnsi } from './output-lines.js';

const AI_STEP_TITLE = /^(act|observe|extract|agent)\b/;
/** `client.check("…")` / `client.waitFor("…")` under the fixture. */
const CHECK_STEP_TITLE = /^(check|waitFor) "/;
/** Playwright's own title of `expect(page).toSatisfy(…)` (1.5x: `Expect "not toSatisfy"`; older: `expect.not.toSatisfy`). */
const SATISFY_TITLE = /^(?:Expect "(?:poll )?(?:soft )?(?:not )?toSatisfy"|expect(?:\.soft)?(?:\.not)?\.toSatisfy)$/;

/** Whether a Playwright step is a check in plain English: the report shows it as a check, with its assertion. */
function isCheckStep(step: TestStep): boolean {
  return (step.category === 'test.step' && CHECK_STEP_TITLE.test(step.title)) || (step.category === 'expect' && SATISFY_TITLE.test(step.title));
}

/** Playwright's step as the report shows it; AI steps (`act "…"` and the like) get category `ai`, checks `check`. */
export function uiStep(step: TestStep, start: number, location: (l: NonNullable<TestStep['location']>) => UiLocation): UiStep {
  const ai = step.category === 'test.step' && AI_STEP_TITLE.test(step.title);
  const check = !ai && isCheckStep(step);
  // Not in the typed API, but sent by Playwright (its HTML report shows it): the URL of a Navigate.
  const subtitle = (step as { subtitle?: unknown }).subtitle;
  return {
    title: step.title,
    ...(typeof subtitle === 'string' && subtitle && { subtitle }),
    category: ai ? 'ai' : check ? 'check' : step.category,
    offset: new Date(step.startTime).getTime() - start,
    duration: step.duration,
    ...(step.location && { location: location(step.location) }),
    ...(step.error && { error: stripAnsi(step.error.message ?? step.error.value).split('\n')[0] }),
    steps: (step.steps ?? []).map((s) => uiStep(s, start, location)),
  };
}

/** Every AI operation placed in a step tree. */
export function allOperations(steps: readonly UiStep[]): UiAiOperation[] {
  const out: UiAiOperation[] = [];
  const walk = (list: readonly UiStep[]) => {
    for (const s of list) {
      if (s.ai) out.push(...s.ai);
      walk(s.steps);
    }
  };
  walk(steps);
  return out;
}

/**
 * Puts each AI operation under the innermost AI step (a check under the innermost check step)
 * whose time span holds its start; the rest
 * (a Client used outside the fixture makes no steps) become steps of their own, in time order.
 */
export function placeOperations(steps: UiStep[], ops: readonly UiAiOperation[]): void {
  const aiSteps: { step: UiStep; depth: number }[] = [];
  const walk = (list: UiStep[], depth: number) => {
    for (const s of list) {
      if (s.category === 'ai' || s.category === 'check') aiSteps.push({ step: s, depth });
      walk(s.steps, depth + 1);
    }
  };
  walk(steps, 0);
  // Clocks of the worker and the records agree to the millisecond; a little slack for rounding.
  const SLACK = 2;
  for (const op of ops) {
    let best: { step: UiStep; depth: number } | undefined;
    for (const candidate of aiSteps) {
      const { step } = candidate;
      if (op.offset < step.offset - SLACK || op.offset > step.offset + step.duration + SLACK) continue;
      if (step.category === 'check' ? op.method !== 'check' : !step.title.startsWith(op.method)) continue;
      if (!best || candidate.depth > best.depth || (candidate.depth === best.depth && step.offset > best.step.offset)) best = candidate;
    }
    if (best) (best.step.ai ??= []).push(op);
    else {
      const own: UiStep = { title: `${op.method}${op.instruction ? ` ${JSON.stringify(op.instruction)}` : ''}`, category: op.method === 'check' ? 'check' : 'ai', offset: op.offset, duration: op.duration ?? 0, steps: [], ai: [op] };
      if (op.error) own.error = op.error;
      const at = steps.findIndex((s) => s.offset > op.offset);
      steps.splice(at === -1 ? steps.length : at, 0, own);
    }
  }
}
