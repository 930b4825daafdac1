import { z } from 'zod';
import { ModelSchema } from '../session/options.js';
import { timerMs } from '../session/abort.js';

/** Playwright's web-first matchers a check resolves to (URL and title take no selector). */
export const ASSERTION_MATCHERS = [
  'toBeVisible', 'toBeHidden', 'toBeEnabled', 'toBeDisabled', 'toBeChecked', 'toBeFocused',
  'toHaveValue', 'toHaveText', 'toContainText', 'toHaveCount', 'toHaveURL', 'toHaveTitle',
] as const;
export const PAGE_MATCHERS: ReadonlySet<string> = new Set(['toHaveURL', 'toHaveTitle']);

/** How long a check retries by default (ms), as Playwright's `expect`; a wait by default. */
export const CHECK_TIMEOUT_MS = 5_000;
export const WAIT_TIMEOUT_MS = 30_000;

export const CheckOptionsSchema = z
  .object({
    /** How long the assertion retries until it holds (ms): 5000 for a check, 30000 for a wait. */
    timeout: timerMs().positive().optional(),
    /** A failed soft check does not throw: it returns `{ passed: false }` (and fails the test at its end under the fixture). */
    soft: z.boolean().optional(),
    /** true: the check must NOT hold (retried until it does not), as `expect(...).not`. */
    not: z.boolean().optional(),
    model: ModelSchema.optional(),
    /** false: skip the offline rules for this call and ask the model. */
    offline: z.boolean().optional(),
    domSettleTimeoutMs: timerMs().optional(),
    /**
     * Playwright Test's `expect` (the fixture passes it): the assertion then runs through it, with
     * Playwright's own retry and messages. Without it, the same matcher is polled with playwright-core.
     */
    expect: z.custom<(subject: unknown, message?: string) => Record<string, unknown>>((v) => typeof v === 'function', 'expect must be Playwright Test\'s expect').optional(),
  })
  .strict();
export type CheckOptions = z.input<typeof CheckOptionsSchema>;

export const DecidedAssertionSchema = z.object({
  selector: z.string().optional(),
  matcher: z.enum(ASSERTION_MATCHERS),
  expected: z.union([z.string(), z.number()]).optional(),
  not: z.boolean(),
  code: z.string(),
});

export const CheckResultSchema = z.object({
  passed: z.boolean(),
  check: z.string(),
  /** Who resolved it: `rule text-shown`, `model`, `model judgement`, `cache (rule element-state)`. */
  rule: z.string(),
  /** The assertion as Playwright code: what ran, and what to paste to keep it. */
  code: z.string(),
  assertion: DecidedAssertionSchema.optional(),
  expected: z.string(),
  found: z.string(),
  /** The elements weighed, best first (`button "Save"`). */
  lookedAt: z.array(z.string()),
  soft: z.boolean().optional(),
  /** A judgement of the page by the model (no locator could say it): its quoted evidence. */
  evidence: z.string().optional(),
  message: z.string(),
});
export type CheckResult = z.infer<typeof CheckResultSchema>;

/**
 * The model's answer to a check: the assertion itself (an element by its id in the page text, a
 * matcher, an expected value), or, only when no locator can say it, a verdict that quotes the
 * page word for word. `unclear` hands the check back failed.
 */
export const CheckAnswerSchema = z.object({
  kind: z.enum(['assertion', 'judgement', 'unclear']),
  assertion: z
    .object({
      /** The element's id in the page text (`e12`); omitted for toHaveURL / toHaveTitle. */
      elementId: z.string().optional(),
      matcher: z.enum(ASSERTION_MATCHERS),
      expected: z.union([z.string(), z.number()]).optional(),
      not: z.boolean(),
    })
    .optional(),
  judgement: z
    .object({
      holds: z.boolean(),
      /** Words copied exactly from the page text that show the verdict. */
      evidence: z.string(),
    })
    .optional(),
  reason: z.string().optional(),
});
export type CheckAnswer = z.infer<typeof CheckAnswerSchema>;
