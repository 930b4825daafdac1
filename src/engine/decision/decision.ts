/**
 * The one shape every AI step resolves to (wave 3: "English in, deterministic Playwright out").
 *
 *   instruction --parse--> typed step --rule | model--> Decision
 *
 * A Decision says who decided (a named offline rule, the model, the cache, or the caller's own
 * observed action), what it weighed (evidence), and what it decided: concrete Playwright actions
 * (act) or one Playwright assertion (a check), each with a durable selector and the code a
 * person would write for it. Acts, checks, the cache, healing, reports and codegen all read this
 * same shape.
 */

import { z } from 'zod';

/** Who decided: an offline rule (by its registry name), the model, a verified cache entry, or the caller (an observed action). */
export const DecidedBySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rule'), rule: z.string() }),
  z.object({ kind: z.literal('model'), model: z.string().optional() }),
  z.object({ kind: z.literal('cache'), rule: z.string().optional() }),
  z.object({ kind: z.literal('direct') }),
]);
export type DecidedBy = z.infer<typeof DecidedBySchema>;

/** One element a rule or the model weighed, with its score (0..1) and why. */
export interface Candidate {
  role: string;
  name: string;
  /** Durable selector when known (refs never leave a call). */
  selector?: string;
  score: number;
  why?: string;
}

/** What a decision rests on: the candidates weighed and the page facts read, in words a tester can check. */
export interface Evidence {
  candidates: Candidate[];
  /** Page facts read to decide (e.g. `aria-expanded=false`, `covered by a modal`), short strings. */
  facts?: string[];
}

/** A concrete Playwright action: a durable selector (`html` for the page), the method and its arguments (`%variables%` kept, never values). */
export interface DecidedAction {
  selector: string;
  method: string;
  arguments: string[];
  description: string;
  /** The action as a person would write it with Playwright: `await page.getByRole('button', { name: 'Save' }).click();` */
  code: string;
}

/** Playwright's web-first matchers a check can resolve to (page-level ones take no selector). */
export type AssertionMatcher =
  | 'toBeVisible'
  | 'toBeHidden'
  | 'toBeEnabled'
  | 'toBeDisabled'
  | 'toBeChecked'
  | 'toBeFocused'
  | 'toHaveValue'
  | 'toHaveText'
  | 'toContainText'
  | 'toHaveCount'
  | 'toHaveURL'
  | 'toHaveTitle';

/** A concrete Playwright assertion: run by Playwright with its own auto-retry. */
export interface DecidedAssertion {
  /** Durable selector of the element(s) checked; absent for page-level matchers (URL, title). */
  selector?: string;
  matcher: AssertionMatcher;
  /** The matcher's expected value: text, a number (count), or a RegExp source written `/…/flags`. */
  expected?: string | number;
  not: boolean;
  /** `await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();` */
  code: string;
}

/** A cached decision whose element had gone (or was another one), re-resolved: the code before and after, and why. */
export const HealSchema = z.object({ from: z.string(), to: z.string(), reason: z.string() });
export type Heal = z.infer<typeof HealSchema>;

export interface Decision {
  /** The instruction as the user wrote it (masked: `%variables%` stay placeholders). */
  step: string;
  by: DecidedBy;
  evidence: Evidence;
  /** act(): the actions, in order. */
  actions?: DecidedAction[];
  /** A check: the assertion. */
  assertion?: DecidedAssertion;
  heal?: Heal;
}

/** A short label for reports and results: `rule name-match`, `model`, `cache`, `direct`. */
export function decidedByLabel(by: DecidedBy): string {
  switch (by.kind) {
    case 'rule':
      return `rule ${by.rule}`;
    case 'model':
      return by.model ? `model ${by.model}` : 'model';
    case 'cache':
      return by.rule ? `cache (rule ${by.rule})` : 'cache';
    case 'direct':
      return 'direct';
  }
}
