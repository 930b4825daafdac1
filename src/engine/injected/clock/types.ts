/** The clock's shapes: what settling reads from it (FrameReading, FrameLook) and the clock itself. */

/** One frame as its clock reads it (page-clock times, ms). */
export interface FrameReading {
  /** Random per document: a navigation gives a new one. */
  doc: string;
  /** DOM changes and display-changing events counted since the clock was installed. */
  epoch: number;
  /** ms since the last DOM change, input (click, key, focus, hover), load or response. */
  quietFor: number;
  /** The document and its subresources have loaded (readyState "complete"). */
  loaded: boolean;
  /**
   * The clock has seen the document from its start (init script, or an empty about:blank), so it
   * knows everything the page scheduled; false when it came late, and then only quiet settles.
   */
  knowsAll: boolean;
  /**
   * Short timers and animation frames the page scheduled while active, not yet run, and its fetch
   * and XMLHttpRequest calls under way (for up to the stalled bound): the client learns of a
   * request from the browser's events, which can come after a look that follows it at once.
   */
  pending: number;
  /**
   * An interval's callback changed the DOM within the last SETTLE_QUIET_MS: the page is animating
   * (a progress bar, a ticker) and settles only once quiet, or at the bound.
   */
  animating: boolean;
  /** ms until the earliest pending timer is due, or until a request under way is worth another look (0 when none or overdue). */
  nextDueIn: number;
  /** Rendering frames since the last change, input or response (counted up to IDLE_FRAMES). */
  frames: number;
  /** Form controls' values and states, folded into one number (they change without a DOM mutation). */
  controls: number;
  url: string;
  width: number;
  height: number;
}

/** One look at a frame (the clock's `look`, in the page). */
export interface FrameLook {
  reading: FrameReading;
  /** `alongside(reading, window)`, when a function was given. */
  extra?: unknown;
  /** Same-origin descendant documents asked for by their clock's `doc`: looked at in the same task. */
  carried: Record<string, { reading: FrameReading; extra?: unknown }>;
  /** The `doc` of every descendant document this one reaches (same origin, clock installed). */
  reachable: string[];
}

/** What a look runs beside the clock: given the reading and the frame's window, plain JSON data. */
export type Alongside = (reading: FrameReading, win: Window) => unknown;

/** The clock's bounds, from settling's (bounds.ts). */
export interface ClockBounds {
  /** A one-shot timer of at most this delay, set while the page is active, is awaited. */
  shortTimerMs: number;
  /** How long after its last activity the page counts as active (settling's quiet time). */
  activeMs: number;
  /** Rendering frames without a change that make a page with nothing pending idle. */
  idleFrames: number;
  /** Chained animation frames whose callbacks changed nothing, from which on the chain is a loop, not awaited. */
  loopFrames: number;
  /** A request running longer than this no longer holds settling up. */
  stalledMs: number;
}

/** The clock of one document, under `Symbol.for(key)` on its window. */
export interface Clock {
  doc: string;
  epoch: number;
  /** Last DOM change. */
  last: number;
  /** Last change, input, load or response: what settling counts frames and short timers from. */
  active: number;
  /** Last DOM change made by an interval's callback. */
  intervalChanged: number;
  frames: number;
  ticking: boolean;
  late: boolean;
  overflow: boolean;
  /** Pending short timers: id -> due time. */
  timers: Map<number, number>;
  /**
   * Pending animation frames: id -> time requested, and how many frame callbacks before it, each
   * requesting the next, changed nothing (0 for a frame not requested from a frame callback, or
   * from one that changed the page).
   */
  rafs: Map<number, { requested: number; unchanged: number }>;
  /**
   * Live intervals: id -> their delay, when their callback last ran, whether that run changed the
   * DOM, and (set while the page was active, with a short delay, and not yet run) when the first
   * run is due: that first run is awaited like a short timer, since until it runs nothing tells an
   * interval that changes the page from one that does not.
   */
  intervals: Map<number, { delay: number; ran: number; changed: boolean; firstDue?: number }>;
  /** fetch and XMLHttpRequest calls under way: id -> time sent. */
  requests: Map<number, number>;
  /**
   * Messages posted on a MessageChannel's ports and not yet received (a render sliced into tasks),
   * and when the last was posted: work queued that rendering frames may run ahead of.
   */
  messages: { queued: number; last: number };
  activeSince(time: number): void;
  /** Starts counting frames afresh: work is under way that has not changed the DOM yet. */
  restartFrames(): void;
  /** The page's own clock, as it was when the clock was installed (a fake clock a test installs later does not stop it). */
  now(): number;
  /** Reads the clock (what a look at a same-origin child calls, from its parent's task). */
  read(): FrameReading;
  /**
   * A look: what later looks run, a few bytes instead of this whole script (page/page-clock.ts,
   * lookExpression). `waitMs`: when all the document still lacks is rendering frames (loaded,
   * nothing pending, no interval changing it), the look is taken once they have passed, or after
   * `waitMs` at most: one round trip, answered on the frame itself, instead of looks polled from
   * outside.
   */
  look(want: string[], alongside: Alongside | null, waitMs?: number): FrameLook | Promise<FrameLook>;
}
