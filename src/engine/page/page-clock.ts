import { CLOCK_SOURCE } from '../injected/generated/clock.js';
import { CLOCK_KEY } from '../injected/keys.js';

/**
 * The clock settle.ts installs in every frame (injected/clock/, bundled with settling's bounds):
 * it records when the document last changed and what it has scheduled, and answers settle.ts's
 * looks. Here: the script, and the short expression of a look.
 */

export type { Alongside, FrameLook, FrameReading } from '../injected/clock/types.js';

/** The clock as a script (an expression): installs it in the document, once. */
export const CLOCK_SCRIPT = CLOCK_SOURCE;

/**
 * A look at a frame whose document has the clock (the init script ran in it, or an earlier look):
 * a few bytes instead of the whole script, which the page would otherwise receive and compile on
 * every look, in every frame. False when the document has no clock yet. `alongside`: a function
 * expression the look runs beside the clock in each frame it reads (see settle.ts). `waitMs`: a
 * document that lacks only rendering frames answers once they passed (at most this long): the
 * value is then a promise, which the caller awaits.
 */
export const lookExpression = (want: readonly string[], alongside: string | undefined, waitMs = 0) =>
  `((clock) => (clock && typeof clock.look === 'function' ? clock.look(${JSON.stringify(want)}, ${alongside ?? 'null'}, ${Math.max(0, Math.round(waitMs))}) : false))(window[Symbol.for(${JSON.stringify(CLOCK_KEY)})])`;
