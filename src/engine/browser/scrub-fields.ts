import { within } from '../session/abort.js';
import { internalCalls } from '../session/internal-calls.js';
import type { Page } from 'playwright-core';
import { SCRUB_SOURCE } from '../injected/generated/scrub.js';
import { SCRUB_KEY } from '../injected/keys.js';

/** Bound on scrubbing one frame: a hung page must not hold a test's teardown. */
const FRAME_BOUND_MS = 2_000;

/**
 * The scrub of one frame (injected/scrub/), as a function Playwright calls with the replacements.
 * Bundled, not a function of this module passed to `evaluate`: a transpiler that keeps function
 * names (tsx) would send its name helper along, which the page lacks, and the scrub would fail.
 */
const scrubFrame = new Function(
  'replacements',
  `const key = Symbol.for(${JSON.stringify(SCRUB_KEY)}); if (!window[key]) ${SCRUB_SOURCE}; return window[key](replacements);`,
) as (replacements: Array<[string, string]>) => void;

/**
 * Replaces the `variables` values still in the pages (typed into fields, or echoed as text) by their `%name%`
 * placeholders. The test is over when this runs: what Playwright writes after it (the error
 * context's page snapshot, the trace's last snapshot, a failure screenshot) then shows names, not
 * secrets. Bounded per frame; a frame that does not answer is skipped.
 */
export async function scrubSecretFields(pages: readonly Page[], replacements: ReadonlyArray<readonly [string, string]>): Promise<void> {
  if (replacements.length === 0) return;
  const frames = pages.filter((page) => !page.isClosed()).flatMap((page) => page.frames());
  await Promise.all(
    // An internal call: a trace records a call's arguments, and these are the secrets themselves.
    frames.map((frame) => within(internalCalls(frame, () => frame.evaluate(scrubFrame, replacements as Array<[string, string]>)).catch(() => undefined), FRAME_BOUND_MS)),
  );
}
