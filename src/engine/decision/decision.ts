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

/** A Candidate as results, history and replays carry it (the interface above, as a schema). */
export const CandidateSchema = z.object({ role: z.string(), name: z.string(), selector: z.string().optional(), score: z.number(), why: z.string().optional() });
/** Evidence as results, history and replays carry it. */
export const EvidenceSchema = z.object({ candidates: z.array(CandidateSchema), facts: z.array(z.string()).optional() });

/**
 * Why the offline tier handed a step over (to the model, or to nothing when none is configured),
 * in words a tester can act on, with phrasings that would resolve when the tier knows them
 * (the reason itself carries the rephrasing in words too: `say "the first Delete button"`).
 */
export const HandOverSchema = z.object({
  reason: z.string(),
  rephrase: z.array(z.string()).optional(),
  evidence: EvidenceSchema.optional(),
});
export type HandOver = z.infer<typeof HandOverSchema>;

/** The effect a step asked for, as checked after acting: what was expected, what the page showed, and whether they agree. */
export const EffectCheckSchema = z.object({ expected: z.string(), found: z.string(), ok: z.boolean() });
export type EffectCheck = z.infer<typeof EffectCheckSchema>;

// The schemas and the interfaces stay one shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameCandidate: Same<z.infer<typeof CandidateSchema>, Candidate> = true;
const _sameEvidence: Same<z.infer<typeof EvidenceSchema>, Evidence> = true;
void _sameCandidate;
void _sameEvidence;

/** Evidence as a result carries it: the best few candidates, scores to two decimals (a report line, not a dump). */
export const EVIDENCE_CANDIDATES_SHOWN = 5;
export function compactEvidence(evidence: Evidence): Evidence {
  const candidates = evidence.candidates.slice(0, EVIDENCE_CANDIDATES_SHOWN).map((c) => ({ ...c, score: Math.round(c.score * 100) / 100 }));
  return { candidates, ...(evidence.facts?.length ? { facts: evidence.facts.slice(0, 10) } : {}) };
}

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
  /** The offline tier handed the step over before the model (or nothing) decided it. */
  handover?: HandOver;
  /** The effect the step asked for, checked after acting. */
  effect?: EffectCheck;
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
