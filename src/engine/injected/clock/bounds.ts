/**
 * Settling's bounds, which the clock in the page applies (it is bundled with them) and
 * page/settle.ts applies on its side: one definition for both.
 */

/** Quiet time (no DOM change, input, response or request) after which a page counts as settled. */
export const SETTLE_QUIET_MS = 300;
/** A request running longer than this is a long poll or a stalled call: it no longer blocks settling. */
export const STALLED_REQUEST_MS = 2_000;
/**
 * A one-shot timer of at most this delay, set while the page is active (loading, or within
 * SETTLE_QUIET_MS of a change or an input), is awaited: a debounce, a spinner's end, a render
 * deferred by the page. Longer ones (a toast's timeout, a session reminder) are not.
 */
export const SHORT_TIMER_MS = 1_000;
/**
 * Rendering frames without a change that make a page with nothing pending idle: observers
 * (intersection, resize) and animation-frame callbacks run once per frame, so what a change sets
 * off shows within them.
 */
export const IDLE_FRAMES = 2;
/**
 * Animation frames requested from a frame callback, in a chain whose callbacks changed nothing
 * (no DOM change, no input or display event), from this many on are not awaited: a loop that
 * draws on a canvas (a chart's entry animation) or polls each frame shows nothing in the page
 * text, and would otherwise hold settling for the whole quiet time. A short chain is awaited: the
 * "after the next paint" idiom (a frame requested from a frame) renders in its second frame.
 */
export const LOOP_FRAMES = 4;

/** The bounds the bundled clock (clock.entry.ts) is installed with. */
export const CLOCK_BOUNDS = { shortTimerMs: SHORT_TIMER_MS, activeMs: SETTLE_QUIET_MS, idleFrames: IDLE_FRAMES, loopFrames: LOOP_FRAMES, stalledMs: STALLED_REQUEST_MS } as const;
