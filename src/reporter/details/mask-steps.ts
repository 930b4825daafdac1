import type { UiStep } from '../ui/model.js';
import { MASK } from './ai-data.js';

/**
 * Playwright's titles of the calls that type a value: `Fill "…"`, `Type "…"`, `Press sequentially
 * "…"`, and in older versions the same followed by the locator (`Type "…" locator('#p')`).
 */
const VALUE_STEP = /^(Fill|Type|Press sequentially|Select option) "/;

/**
 * Inside an AI step that used `variables`, Playwright's own step for the typing call names the
 * value (`Fill "<secret>"`): the value in such titles is masked. Once any AI step of the attempt
 * used variables, the engine's own Playwright calls inside every later AI step lose their
 * subtitle and error text too (a locator there may quote what the page or the test holds of the
 * secret); the AI step itself names what it did, masked.
 */
export function maskFilledValues(steps: readonly UiStep[]): void {
  let attemptSecret = false;
  const walk = (list: readonly UiStep[], inAiStep: boolean, inSecretStep: boolean) => {
    for (const step of list) {
      const ownSecret = (step.ai ?? []).some((op) => usesVariables(op.parameters));
      if (ownSecret) attemptSecret = true;
      const secret = inSecretStep || ownSecret;
      const ai = inAiStep || (step.ai ?? []).length > 0;
      if (step.category === 'pw:api') {
        if (secret && VALUE_STEP.test(step.title)) {
          // Everything after the verb may hold the value (a locator after it too, quoting the field): all of it goes.
          step.title = `${step.title.match(VALUE_STEP)![1]} "${MASK}"`;
          delete step.subtitle;
        } else if (ai && attemptSecret) {
          delete step.subtitle;
          if (step.error) step.error = 'failed: the AI step around it says how (its text is masked; this call\'s own message may quote a secret)';
        }
      }
      walk(step.steps, ai, secret);
    }
  };
  walk(steps, false, false);
}

function usesVariables(parameters: unknown): boolean {
  const v = (parameters as { variables?: unknown } | undefined)?.variables;
  return Array.isArray(v) ? v.length > 0 : !!v && typeof v === 'object' && Object.keys(v).length > 0;
}
