import type { BrowserContext, Frame, Page, Request } from 'playwright-core';
import { closeSessions, evaluateData, openSession } from './browser/evaluate.js';
import { BrowserClosedError, type ClosedTarget } from './errors.js';
import { sleep } from './timers.js';

/**
 * Waiting for the page, from the page's own clock (the one place that does it).
 *
 * An init script in every frame records when the DOM last changed and counts changes (also inside
 * shadow roots, and the events that change what the page shows without a DOM change: input,
 * focus, hover, resize, animations). It also keeps what the page has scheduled soon after its last
 * activity: one-shot timers of up to SHORT_TIMER_MS and animation frames; and it counts rendering
 * frames since that activity. The client follows requests at the context level.
 *
 * A page is settled when nothing it scheduled is pending, no request is in flight, and either it
 * is idle (loaded, IDLE_FRAMES frames without a change or a response since its last activity, no
 * interval changing it) or quiet for SETTLE_QUIET_MS (no DOM change, input, response or request). A page
 * already settled costs one look. Intervals, long timers and what a page schedules while it has
 * been quiet a while (a poll loop) are never awaited; a page that keeps changing (on an interval,
 * every frame) is bounded by `domSettleTimeout`. Every wait ends at once, with BrowserClosedError,
 * when the page, its context or the browser closes.
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
/** How often a page with a request or a timer pending is looked at again (at most). */
const POLL_MS = 50;
/** Shortest wait between two looks at a page that changed recently. */
const MIN_WAIT_MS = 10;

const CLOCK_KEY = 'actwright.clock';

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
  /** Short timers and animation frames the page scheduled while active, not yet run. */
  pending: number;
  /**
   * An interval's callback changed the DOM within the last SETTLE_QUIET_MS: the page is animating
   * (a progress bar, a ticker) and settles only once quiet, or at the bound.
   */
  animating: boolean;
  /** ms until the earliest pending timer is due (0 when none or overdue). */
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
interface FrameLook {
  reading: FrameReading;
  /** `alongside(reading, window)`, when a function was given. */
  extra?: unknown;
  /** Same-origin descendant documents asked for by their clock's `doc`: looked at in the same task. */
  carried: Record<string, { reading: FrameReading; extra?: unknown }>;
  /** The `doc` of every descendant document this one reaches (same origin, clock installed). */
  reachable: string[];
}

/** What a look runs beside the clock: given the reading and the frame's window, plain JSON data. */
type Alongside = (reading: FrameReading, win: Window) => unknown;

/**
 * Runs in the page (init script in every frame, or `evaluate` for a document loaded before the
 * client came): installs the clock once per document, then reads it. Self-contained: serialized.
 * The timer and animation-frame functions are wrapped to note what is scheduled; each wrapper calls
 * the browser's own with the same arguments and returns its id, so the page behaves as before.
 */
function pageClock(key: string, shortTimerMs: number, activeMs: number, idleFrames: number): FrameReading {
  type Clock = {
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
    /** Pending animation frames: id -> time requested. */
    rafs: Map<number, number>;
    activeSince(time: number): void;
    /** Starts counting frames afresh: work is under way that has not changed the DOM yet. */
    restartFrames(): void;
    /** The page's own clock, as it was when the clock was installed (a fake clock a test installs later does not stop it). */
    now(): number;
    /** Reads the clock (what a look at a same-origin child calls, from its parent's task). */
    read(): FrameReading;
    /** A look: what later looks run, a few bytes instead of this whole script (see LOOK). */
    look(want: string[], alongside: Alongside | null): FrameLook;
  };
  const w = window as unknown as Record<symbol, Clock | undefined>;
  const symbol = Symbol.for(key);
  let clock = w[symbol];
  if (!clock) {
    const nativeRaf = window.requestAnimationFrame;
    const pageNow = performance.now.bind(performance);
    const tick = () => {
      installed.frames++;
      if (installed.frames < idleFrames) nativeRaf.call(window, tick);
      else installed.ticking = false;
    };
    const installed: Clock = {
      doc: Math.random().toString(36).slice(2),
      epoch: 0,
      last: pageNow(),
      active: pageNow(),
      intervalChanged: -Infinity,
      frames: 0,
      ticking: false,
      // Installed by evaluate on a document already parsed: what it changed or scheduled before is
      // unknown. An empty about:blank (a new page, before setContent) has nothing to miss.
      late: document.readyState !== 'loading' && !(location.href === 'about:blank' && document.getElementsByTagName('*').length <= 3),
      overflow: false,
      timers: new Map(),
      rafs: new Map(),
      now: pageNow,
      read: () => readNow(installed),
      look: (want, alongside) => lookNow(installed, want, alongside),
      activeSince(time: number) {
        installed.active = time;
        installed.restartFrames();
      },
      restartFrames() {
        installed.frames = 0;
        if (installed.ticking) return;
        installed.ticking = true;
        nativeRaf.call(window, tick);
      },
    };
    clock = installed;
    Object.defineProperty(w, symbol, { value: installed });
    const active = () => installed.activeSince(pageNow());
    const changed = () => {
      installed.last = pageNow();
      installed.epoch++;
      active();
    };
    active();
    const options = { subtree: true, childList: true, attributes: true, characterData: true };
    const observer = new MutationObserver(changed);
    observer.observe(document, options);
    // A document-wide observer does not see inside shadow roots: follow each one as it is attached.
    const proto = Element.prototype;
    const attach = proto.attachShadow;
    proto.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init);
      observer.observe(root, options);
      return root;
    };
    const observeDeclarative = (root: Document | ShadowRoot) => {
      root.querySelectorAll('*').forEach((el) => {
        if (!el.shadowRoot) return;
        observer.observe(el.shadowRoot, options);
        observeDeclarative(el.shadowRoot);
      });
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => observeDeclarative(document), { once: true });
    else observeDeclarative(document);
    // What the page shows can change with no DOM mutation: typed values, focus, hover styles, animations.
    const shown = () => {
      installed.epoch++;
      active();
    };
    const listen = { capture: true, passive: true };
    for (const type of ['input', 'change', 'focusin', 'focusout', 'pointerover', 'pointerout', 'resize', 'toggle', 'animationstart', 'animationend', 'transitionrun', 'transitionend']) {
      window.addEventListener(type, shown, listen);
    }
    // Input that shows nothing by itself, but whose handlers may schedule what will.
    for (const type of ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup', 'submit', 'wheel', 'scroll']) window.addEventListener(type, active, listen);
    // Work a page splits into tasks through messages (React's scheduler posts one per slice of a
    // render that commits only at its end): while messages go, frames are counted afresh.
    const nativePortPost = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort) {
      installed.restartFrames();
      return Reflect.apply(nativePortPost, this, arguments) as void;
    } as typeof MessagePort.prototype.postMessage;
    window.addEventListener('message', () => installed.restartFrames(), listen);
    window.addEventListener('load', active);
    window.addEventListener('pageshow', active);
    performance.addEventListener('resourcetimingbufferfull', () => (installed.overflow = true));

    // What the page schedules while active. A timer set while the page has been quiet a while (a
    // poll loop, a timer re-armed by its own callback) is not awaited, so no loop holds settling up.
    const counts = (now: number) => {
      if (document.readyState !== 'complete' || now - installed.active <= activeMs) return true;
      // A response that came after a quiet while is activity too: what its handler schedules counts.
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      for (let i = resources.length - 1; i >= 0; i--) {
        if (resources[i]!.initiatorType !== 'other') return now - resources[i]!.responseEnd <= activeMs;
      }
      return false;
    };
    const nativeSetTimeout = window.setTimeout;
    const nativeClearTimeout = window.clearTimeout;
    const nativeCaf = window.cancelAnimationFrame;
    const nativeSetInterval = window.setInterval;
    window.setTimeout = function (this: unknown, handler: unknown, delay?: unknown, ...rest: unknown[]) {
      const now = pageNow();
      const ms = Number(delay) || 0;
      if (typeof handler !== 'function' || ms > shortTimerMs || !counts(now)) return Reflect.apply(nativeSetTimeout, this, arguments) as number;
      let id = 0;
      const run = function (this: unknown) {
        installed.timers.delete(id);
        return Reflect.apply(handler, this, arguments) as unknown;
      };
      id = Reflect.apply(nativeSetTimeout, this, [run, delay, ...rest]) as number;
      installed.timers.set(id, now + Math.max(0, ms));
      return id;
    } as typeof window.setTimeout;
    // An interval is never awaited, but one that changes the DOM makes the page busy: its changes
    // are taken at the end of the callback (the page's own observers still get theirs).
    window.setInterval = function (this: unknown, handler: unknown, delay?: unknown, ...rest: unknown[]) {
      if (typeof handler !== 'function') return Reflect.apply(nativeSetInterval, this, arguments) as number;
      const run = function (this: unknown) {
        try {
          return Reflect.apply(handler, this, arguments) as unknown;
        } finally {
          if (observer.takeRecords().length) {
            changed();
            installed.intervalChanged = installed.last;
          }
        }
      };
      return Reflect.apply(nativeSetInterval, this, [run, delay, ...rest]) as number;
    } as typeof window.setInterval;
    window.clearTimeout = function (this: unknown, id?: unknown) {
      installed.timers.delete(id as number);
      return Reflect.apply(nativeClearTimeout, this, arguments) as void;
    } as typeof window.clearTimeout;
    window.requestAnimationFrame = function (this: unknown, callback: FrameRequestCallback) {
      const now = pageNow();
      if (typeof callback !== 'function' || !counts(now)) return Reflect.apply(nativeRaf, this, arguments) as number;
      let id = 0;
      const run = function (this: unknown) {
        installed.rafs.delete(id);
        return Reflect.apply(callback, this, arguments) as unknown;
      };
      id = Reflect.apply(nativeRaf, this, [run]) as number;
      installed.rafs.set(id, now);
      return id;
    };
    window.cancelAnimationFrame = function (this: unknown, id: number) {
      installed.rafs.delete(id);
      return Reflect.apply(nativeCaf, this, arguments) as void;
    };
  }
  function readNow(clock: Clock): FrameReading {
    const now = clock.now();
    // The latest response the document received (the browser's own requests, like the favicon, are
    // "other"): what it brings is rendered after it arrives, so it counts as activity.
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    for (let i = resources.length - 1; i >= 0; i--) {
      if (resources[i]!.initiatorType === 'other') continue;
      if (resources[i]!.responseEnd > clock.active) clock.activeSince(resources[i]!.responseEnd);
      break;
    }
    // A timer long overdue was cleared some other way (clearInterval) or belongs to a page that is
    // not running (hidden, frozen); an animation frame not run within the window likewise.
    let pending = 0;
    let nextDue = Infinity;
    for (const [id, due] of clock.timers) {
      if (now - due > activeMs) clock.timers.delete(id);
      else (pending++, (nextDue = Math.min(nextDue, due)));
    }
    for (const [id, requested] of clock.rafs) {
      if (now - requested > activeMs) clock.rafs.delete(id);
      else pending++;
    }
    let controls = 0;
    document.querySelectorAll('input, textarea, select').forEach((el) => {
      const c = el as HTMLInputElement & HTMLSelectElement;
      const state = `${c.value}\u0000${c.checked ? 1 : 0}${c.indeterminate ? 1 : 0}${c.selectedIndex ?? ''}${c.disabled ? 1 : 0}`;
      for (let i = 0; i < state.length; i++) controls = (Math.imul(controls, 31) + state.charCodeAt(i)) | 0;
    });
    return {
      doc: clock.doc,
      epoch: clock.epoch,
      quietFor: now - Math.max(clock.last, clock.active),
      loaded: document.readyState === 'complete',
      knowsAll: !clock.late && !clock.overflow,
      pending,
      animating: now - clock.intervalChanged < activeMs,
      nextDueIn: nextDue === Infinity ? 0 : Math.max(0, nextDue - now),
      frames: clock.frames,
      controls,
      url: location.href,
      width: innerWidth,
      height: innerHeight,
    };
  }
  /**
   * Reads this document's clock and, in the same task, those of the same-origin documents in its
   * frames (at any depth, also behind a frame of another origin) whose `doc` is in `want`: one
   * round trip reads a frame and the frames of its own origin. Another origin's window throws on
   * access: its own look reads it.
   */
  function lookNow(clock: Clock, want: string[], alongside: Alongside | null): FrameLook {
    const beside = (reading: FrameReading, win: Window): unknown => {
      try {
        return alongside ? alongside(reading, win) : undefined;
      } catch {
        return undefined; // the reader's failure is not the clock's
      }
    };
    const reading = readNow(clock);
    const look: FrameLook = { reading, extra: beside(reading, window), carried: {}, reachable: [] };
    const visit = (win: Window, depth: number) => {
      let count = 0;
      try {
        count = Math.min(Number(win.length) || 0, 1_000);
      } catch {
        return;
      }
      for (let i = 0; i < count; i++) {
        const child = win[i] as Window | undefined;
        if (!child) break;
        try {
          const other = (child as unknown as Record<symbol, Clock | undefined>)[symbol];
          if (other && typeof other.read === 'function') {
            look.reachable[look.reachable.length] = other.doc;
            for (let k = 0; k < want.length; k++) {
              if (want[k] !== other.doc) continue;
              const theirs = other.read();
              look.carried[other.doc] = { reading: theirs, extra: beside(theirs, child) };
            }
          }
        } catch {
          // Another origin.
        }
        if (depth < 32) visit(child, depth + 1);
      }
    };
    visit(window, 0);
    return look;
  }
  return readNow(clock);
}

/**
 * The clock as a script. Transpilers that keep function names (tsx, esbuild's keepNames) call a
 * `__name` helper inside the function body that the page lacks: it is bound to a no-op here.
 */
const CLOCK_ARGS = [CLOCK_KEY, SHORT_TIMER_MS, SETTLE_QUIET_MS, IDLE_FRAMES].map((a) => JSON.stringify(a)).join(', ');
const CLOCK_SCRIPT = `((__name) => (${pageClock.toString()}))((f) => f)(${CLOCK_ARGS})`;
/**
 * A look at a frame whose document has the clock (the init script ran in it, or an earlier look):
 * a few bytes instead of the whole script, which the page would otherwise receive and compile on
 * every look, in every frame. False when the document has no clock yet.
 */
const LOOK = (want: readonly string[], alongside: string | undefined) =>
  `((clock) => (clock && typeof clock.look === 'function' ? clock.look(${JSON.stringify(want)}, ${alongside ?? 'null'}) : false))(window[Symbol.for(${JSON.stringify(CLOCK_KEY)})])`;

/** One look at a frame: the short one, or (its document has no clock yet) the whole script first, in the same call. */
async function lookAt(frame: Frame, want: readonly string[], alongside: string | undefined): Promise<FrameLook> {
  const look = (await evaluateData(frame, LOOK(want, alongside))) as FrameLook | false;
  if (look) return look;
  return (await evaluateData(frame, `(${CLOCK_SCRIPT}, ${LOOK(want, alongside)})`)) as FrameLook;
}
const readClock = async (frame: Frame): Promise<FrameReading> => (await lookAt(frame, [], undefined)).reading;

// ---------------------------------------------------------------------------------------------
// Requests, followed at the context level from the first navigation on.

interface NetworkState {
  inflight: Map<Request, number>;
  /** Date.now() of the last request start or end. */
  lastActivity: number;
}

const networks = new WeakMap<Page, NetworkState>();
const watchedContexts = new WeakSet<BrowserContext>();

function networkOf(page: Page): NetworkState {
  let state = networks.get(page);
  if (!state) networks.set(page, (state = { inflight: new Map(), lastActivity: Date.now() }));
  return state;
}

const IGNORED_TYPES = new Set(['websocket', 'eventsource', 'manifest']);

function pageOf(request: Request): Page | undefined {
  try {
    return request.frame().page();
  } catch {
    return undefined; // a service worker's request has no frame
  }
}

/**
 * Follows a context for settling: the clock's init script for every document loaded from now on
 * (installed in the pages already open too), and every page's requests. Returns what undoes the
 * listeners and detaches the DevTools sessions the looks opened (another client following the
 * same context opens its own again). Safe to call for a context another client follows already.
 */
export async function watchContext(context: BrowserContext): Promise<() => void> {
  const onRequest = (request: Request) => {
    if (IGNORED_TYPES.has(request.resourceType())) return;
    const page = pageOf(request);
    if (!page) return;
    const state = networkOf(page);
    state.inflight.set(request, Date.now());
    state.lastActivity = Date.now();
  };
  const onDone = (request: Request) => {
    const page = pageOf(request);
    const state = page && networks.get(page);
    if (state?.inflight.delete(request)) state.lastActivity = Date.now();
  };
  context.on('request', onRequest);
  context.on('requestfinished', onDone);
  context.on('requestfailed', onDone);
  const detach = () => {
    context.off('request', onRequest);
    context.off('requestfinished', onDone);
    context.off('requestfailed', onDone);
    void closeSessions(context);
  };
  waitersOf(context); // so a context that closes is named as such
  try {
    // The init script for documents to come; pages loaded before the client came: their clock starts now.
    const first = !watchedContexts.has(context);
    watchedContexts.add(context);
    await Promise.all([first && context.addInitScript({ content: CLOCK_SCRIPT }), ...context.pages().map((page) => installClock(page))]);
  } catch (error) {
    detach();
    throw error;
  }
  return detach;
}

/** Installs the clock in a page's frames that lack it (a document loaded before the init script). */
export async function installClock(page: Page): Promise<void> {
  if (await installOnBlank(page)) return;
  await Promise.all(page.frames().map((frame) => readClock(frame).catch(() => undefined)));
}

/**
 * A new page, still on its empty about:blank (the test's own page, before goto or setContent): on
 * Chromium the clock goes in over a DevTools session of its own, which costs a fraction of the
 * first `evaluate` on a page (Playwright sets its evaluation script up first, for a document that
 * is usually replaced at once). False when this does not apply or fails: then `evaluate` installs it.
 */
async function installOnBlank(page: Page): Promise<boolean> {
  if (page.url() !== 'about:blank' || page.frames().length > 1) return false;
  // The page's session stays open: the looks to come go over it (browser/evaluate.ts).
  const session = await openSession(page);
  if (!session) return false;
  try {
    const { exceptionDetails } = await session.send('Runtime.evaluate', { expression: `void ${CLOCK_SCRIPT}` });
    return !exceptionDetails;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Close: one signal per page that aborts when the page, its context or the browser goes away.

const closeSignals = new WeakMap<Page, AbortSignal>();
const contextClosed = new WeakSet<BrowserContext>();
/** Per context, the close controllers of its pages: one context and one browser listener, however many pages. */
const contextWaiters = new WeakMap<BrowserContext, Set<() => void>>();

/** What closed under a page that is closed (the browser before the context before the page). */
function closedTarget(page: Page): ClosedTarget {
  const browser = page.context().browser();
  if (browser && !browser.isConnected()) return 'browser';
  if (contextClosed.has(page.context())) return 'context';
  return 'page';
}

function waitersOf(context: BrowserContext): Set<() => void> {
  let waiters = contextWaiters.get(context);
  if (waiters) return waiters;
  const all = (waiters = new Set());
  contextWaiters.set(context, all);
  const browser = context.browser();
  const end = () => {
    browser?.off('disconnected', end);
    for (const abort of all) abort();
    all.clear();
  };
  context.once('close', () => {
    contextClosed.add(context);
    end();
  });
  browser?.once('disconnected', end);
  return all;
}

/**
 * Aborts (reason: BrowserClosedError naming what closed) when the page, its context or its
 * browser closes; already aborted for a closed page. One set of listeners per page, however many waits.
 */
export function closedSignal(page: Page): AbortSignal {
  const known = closeSignals.get(page);
  if (known) return known;
  const controller = new AbortController();
  closeSignals.set(page, controller.signal);
  const browser = page.context().browser();
  if (page.isClosed() || (browser && !browser.isConnected())) {
    controller.abort(new BrowserClosedError(closedTarget(page)));
    return controller.signal;
  }
  const waiters = waitersOf(page.context());
  // Playwright reports a browser's end as page close, context close, then disconnected, one
  // message after the other: the cause is named once they all arrived (next turn of the loop).
  const abort = () => {
    if (!waiters.delete(abort)) return;
    setImmediate(() => controller.abort(new BrowserClosedError(closedTarget(page))));
  };
  waiters.add(abort);
  page.once('close', abort);
  // A crashed page never answers again: as good as closed for whatever waits on it.
  page.once('crash', abort);
  return controller.signal;
}

/**
 * The BrowserClosedError for a page that has closed (or whose browser has), else undefined.
 * Exact at once: it does not wait for the close events to arrive.
 */
export function closedError(page: Page): BrowserClosedError | undefined {
  const signal = closedSignal(page);
  if (signal.aborted) return signal.reason as BrowserClosedError;
  const browser = page.context().browser();
  return page.isClosed() || (browser && !browser.isConnected()) ? new BrowserClosedError(closedTarget(page)) : undefined;
}

/**
 * How long a closed page's context and browser may take to report that they closed too. An
 * orderly `browser.close()` reports each page first, then each context, then the disconnect, a
 * few messages apart, which a loaded machine spaces out (by over 100 ms at a load of 10): naming
 * the cause of an error waits this long at most, and the disconnect ends the wait.
 */
export const CLOSE_GRACE_MS = 1_000;

/**
 * What closed under a page that closed (or crashed): the browser, its context or the page alone,
 * once the rest has had up to `graceMs` to report that it closed too.
 */
export async function whatClosed(page: Page, graceMs = CLOSE_GRACE_MS): Promise<ClosedTarget> {
  const browser = page.context().browser();
  if (!browser?.isConnected()) return closedTarget(page);
  // A context's close comes before its browser's disconnect when the whole browser closes: only
  // the disconnect ends the wait early.
  const grace = new AbortController();
  const onDisconnect = () => grace.abort();
  browser.once('disconnected', onDisconnect);
  await sleep(graceMs, grace.signal).catch(() => undefined);
  browser.off('disconnected', onDisconnect);
  return closedTarget(page);
}

/**
 * Settles `work` or rejects at once when `stop` aborts, with its reason; listeners are removed
 * either way. `work` goes on in the background (its rejection is handled).
 */
export function raceStop<T>(work: Promise<T>, stop: AbortSignal): Promise<T> {
  if (stop.aborted) {
    work.catch(() => undefined);
    return Promise.reject(stop.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onStop = () => reject(stop.reason);
    stop.addEventListener('abort', onStop, { once: true });
    work.then(
      (value) => (stop.removeEventListener('abort', onStop), resolve(value)),
      (error) => (stop.removeEventListener('abort', onStop), reject(error)),
    );
  });
}

/**
 * `work`'s value, or undefined when it did not answer within `ms`; rejects with `stop`'s reason
 * when it aborts. One timer and one listener, both removed as soon as any of the three happens
 * (it runs on every look, so it allocates no signal of its own).
 */
function within<T>(work: Promise<T>, ms: number, stop: AbortSignal): Promise<T | undefined> {
  if (stop.aborted) {
    work.catch(() => undefined);
    return Promise.reject(stop.reason);
  }
  return new Promise<T | undefined>((resolve, reject) => {
    const end = () => {
      clearTimeout(timer);
      stop.removeEventListener('abort', onStop);
    };
    const onStop = () => (end(), reject(stop.reason));
    const timer = setTimeout(() => (end(), resolve(undefined)), ms);
    stop.addEventListener('abort', onStop, { once: true });
    work.then(
      (value) => (end(), resolve(value)),
      (error) => (end(), reject(error)),
    );
  });
}

// ---------------------------------------------------------------------------------------------

export interface SettleResult {
  settled: boolean;
  /**
   * What settled the page: `idle` (nothing pending, IDLE_FRAMES frames without a change),
   * `quiet` (SETTLE_QUIET_MS without a change or a request); undefined when the bound ended the wait.
   */
  how?: 'idle' | 'quiet';
  waitedMs: number;
  /**
   * The page's state as the last look read it (documents, change counts, controls, viewport);
   * equal keys mean nothing the page text shows has changed. Undefined when it could not be read.
   */
  pageKey: string | undefined;
  /** What `alongside` gave in each frame, when the look that found the page settled carried it. */
  alongside?: ReadonlyMap<Frame, unknown>;
}

interface PageReading {
  frames: FrameReading[];
  /** Undefined when a child frame could not be read: its state is unknown, so nothing is reused. */
  key: string | undefined;
  alongside?: Map<Frame, unknown>;
}

/**
 * Frames whose document another frame's look reaches (same origin): that frame, and the `doc` it
 * reached. The next look asks that frame for it instead of looking at this one on its own.
 */
const carriers = new WeakMap<Frame, { by: Frame; doc: string }>();

/**
 * Reads every frame's clock at once: one look per frame, except that a frame of the same origin
 * as one of its ancestors rides along in that ancestor's look (found by its document, learnt at
 * the look before). A frame that cannot run scripts (sandboxed) or detached meanwhile does not
 * hold settling up, but leaves the page without a key; the main frame must answer.
 */
async function readPage(page: Page, alongside?: string): Promise<PageReading | undefined> {
  const all = page.frames();
  const inPage = new Set(all);
  const extras = alongside ? new Map<Frame, unknown>() : undefined;
  const readings = new Map<Frame, FrameReading>();
  const reachedBy = new Map<string, Frame>();
  const took = (frame: Frame, reading: FrameReading, extra: unknown) => {
    readings.set(frame, reading);
    extras?.set(frame, extra);
  };
  const lookAlone = async (frame: Frame, want: readonly string[]) => {
    const look = await lookAt(frame, want, alongside);
    took(frame, look.reading, look.extra);
    for (const doc of look.reachable) if (!reachedBy.has(doc)) reachedBy.set(doc, frame);
    return look;
  };
  // Which frames ride along in which look (taken now: another look at the page may run meanwhile).
  const riders = new Map<Frame, Array<{ frame: Frame; doc: string }>>();
  const alone: Frame[] = [];
  for (const frame of all) {
    const carrier = carriers.get(frame);
    const by = carrier?.by;
    if (carrier && by && by !== frame && inPage.has(by) && !carriers.has(by)) riders.set(by, [...(riders.get(by) ?? []), { frame, doc: carrier.doc }]);
    else alone.push(frame);
  }
  for (const frame of alone) carriers.delete(frame);
  await Promise.all(
    alone.map(async (frame) => {
      const carried = riders.get(frame) ?? [];
      const look = await lookAlone(frame, carried.map((rider) => rider.doc)).catch(() => undefined);
      // A rider whose document is no longer where it was (it navigated, or moved): a look of its own, now.
      await Promise.all(
        carried.map(async ({ frame: rider, doc }) => {
          const found = look && Object.hasOwn(look.carried, doc) ? look.carried[doc] : undefined;
          if (found) return took(rider, found.reading, found.extra);
          carriers.delete(rider);
          await lookAlone(rider, []).catch(() => undefined);
        }),
      );
    }),
  );
  // A frame looked at on its own whose document another look reached rides along next time.
  for (const frame of all) {
    const doc = readings.get(frame)?.doc;
    const by = doc === undefined || carriers.has(frame) ? undefined : reachedBy.get(doc);
    if (by && by !== frame) carriers.set(frame, { by, doc: doc! });
  }
  const main = readings.get(all[0]!);
  if (!main) return undefined;
  const frames = all.map((frame) => readings.get(frame)).filter((r): r is FrameReading => !!r);
  const complete = frames.length === all.length;
  const key = complete ? [main.url, `${main.width}x${main.height}`, ...frames.map((r) => `${r.doc}:${r.epoch}:${r.controls}`)].join('|') : undefined;
  return { frames, key, ...(extras ? { alongside: extras } : {}) };
}

/**
 * Waits until the page is settled, at most `timeoutMs`: nothing the page scheduled pending (short
 * timers, animation frames), no request in flight, and every frame either idle (loaded, its clock
 * saw it from the start, IDLE_FRAMES frames since its last change, input or response, no interval
 * changing it) or the whole page quiet (no DOM change in any frame and no request) for `quietMs`. A page already settled
 * costs one look. Rejects with the signal's reason when it aborts, and with BrowserClosedError at
 * once when the page, context or browser closes; a page that never settles just stops the wait at the bound.
 */
export async function waitForSettled(
  page: Page,
  options: {
    timeoutMs: number;
    quietMs?: number;
    signal?: AbortSignal;
    /**
     * A function expression run in every frame on the first look, in the same task right after
     * the clock is read (it gets the FrameReading and the frame's window, which for a frame read
     * from its ancestor's look is not the global `window`): the page reader rides along, so a
     * page already settled is read in one round trip instead of two. Its values (plain JSON data)
     * come back in `alongside`.
     */
    alongside?: string;
  },
): Promise<SettleResult> {
  const started = performance.now();
  const deadline = started + options.timeoutMs;
  const quietMs = options.quietMs ?? SETTLE_QUIET_MS;
  const closed = closedSignal(page);
  const stop = options.signal ? AbortSignal.any([options.signal, closed]) : closed;
  const network = networkOf(page);
  let pageKey: string | undefined;
  let alongside = options.alongside;
  for (;;) {
    if (stop.aborted) throw stop.reason;
    // A busy or navigating page may not answer: never wait for it past the deadline.
    const reading = await within(readPage(page, alongside), Math.max(MIN_WAIT_MS, deadline - performance.now()), stop);
    alongside = undefined; // the first look only: on a page still changing, its work would be thrown away
    pageKey = reading?.key;
    const now = Date.now();
    let inflight = 0;
    for (const [request, since] of network.inflight) {
      if (now - since > STALLED_REQUEST_MS) network.inflight.delete(request);
      else inflight++;
    }
    let wait = POLL_MS;
    if (reading && inflight === 0) {
      const { frames } = reading;
      const pending = frames.reduce((n, f) => n + f.pending, 0);
      const idle = frames.every((f) => f.knowsAll && f.loaded && !f.animating && f.frames >= IDLE_FRAMES);
      const quietFor = Math.min(now - network.lastActivity, ...frames.map((f) => f.quietFor));
      if (!pending && (idle || quietFor >= quietMs)) return { settled: true, how: idle ? 'idle' : 'quiet', waitedMs: performance.now() - started, pageKey, ...(reading.alongside ? { alongside: reading.alongside } : {}) };
      const due = Math.min(...frames.filter((f) => f.pending).map((f) => f.nextDueIn));
      // A timer: look again when it is due; a change a moment ago: after a frame; else when quiet.
      wait = pending ? Math.min(POLL_MS, Math.max(MIN_WAIT_MS, due)) : frames.every((f) => f.knowsAll && f.loaded && !f.animating) ? MIN_WAIT_MS : Math.max(MIN_WAIT_MS, quietMs - quietFor);
    }
    const left = deadline - performance.now();
    if (left <= 0) return { settled: false, waitedMs: performance.now() - started, pageKey: undefined };
    await sleep(Math.min(wait, left), stop);
  }
}
