import type { BrowserContext, Frame, Page, Request } from 'playwright-core';
import { BrowserClosedError, type ClosedTarget } from './errors.js';
import { sleep } from './timers.js';

/**
 * Waiting for the page, from the page's own clock (the one place that does it).
 *
 * An init script in every frame records when the DOM last changed and counts changes (also inside
 * shadow roots, and the events that change what the page shows without a DOM change: input,
 * focus, hover, resize, animations). The client follows requests at the context level. A call on
 * a page that is already quiet reads that in one round trip and proceeds at once; it waits only
 * when something changed recently or a request is in flight, and never past `domSettleTimeout`.
 * Every wait ends at once, with BrowserClosedError, when the page, its context or the browser closes.
 */

/** Quiet time (no DOM change, no request in flight) after which a page counts as settled. */
export const SETTLE_QUIET_MS = 300;
/** A request running longer than this is a long poll or a stalled call: it no longer blocks settling. */
export const STALLED_REQUEST_MS = 2_000;
/** How often a page with a request in flight is looked at again. */
const POLL_MS = 50;
/** Shortest wait between two looks at a page that changed recently. */
const MIN_WAIT_MS = 10;
/**
 * A page at rest since its load event counts as settled once this much has passed since load:
 * long enough for what a page schedules at load (a timer, an animation frame) to show as a change.
 */
export const AFTER_LOAD_MS = 20;

const CLOCK_KEY = 'actwright.clock';

/** One frame as its clock reads it (page-clock times, ms). */
export interface FrameReading {
  /** Random per document: a navigation gives a new one. */
  doc: string;
  /** DOM changes and display-changing events counted since the clock was installed. */
  epoch: number;
  /** ms since the last DOM change. */
  quietFor: number;
  /** The load event has fired. */
  loaded: boolean;
  /** Nothing changed and no request started since the load event (false when the clock came late). */
  atRestSinceLoad: boolean;
  /** ms since the load event ended (0 before it). */
  sinceLoad: number;
  /** Form controls' values and states, folded into one number (they change without a DOM mutation). */
  controls: number;
  url: string;
  width: number;
  height: number;
}

/**
 * Runs in the page (init script in every frame, or `evaluate` for a document loaded before the
 * client came): installs the clock once per document, then reads it. Self-contained: serialized.
 */
function pageClock(key: string): FrameReading {
  type Clock = { doc: string; epoch: number; last: number; late: boolean; overflow: boolean };
  const w = window as unknown as Record<symbol, Clock | undefined>;
  const symbol = Symbol.for(key);
  let clock = w[symbol];
  if (!clock) {
    const installed: Clock = {
      doc: Math.random().toString(36).slice(2),
      epoch: 0,
      last: performance.now(),
      // Installed by evaluate on a document already parsed: what changed before is unknown.
      late: document.readyState !== 'loading',
      overflow: false,
    };
    clock = installed;
    Object.defineProperty(w, symbol, { value: installed });
    const changed = () => {
      installed.last = performance.now();
      installed.epoch++;
    };
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
    const shown = () => void installed.epoch++;
    for (const type of ['input', 'change', 'focusin', 'focusout', 'pointerover', 'pointerout', 'resize', 'toggle', 'animationstart', 'animationend', 'transitionrun', 'transitionend']) {
      window.addEventListener(type, shown, { capture: true, passive: true });
    }
    performance.addEventListener('resourcetimingbufferfull', () => (installed.overflow = true));
  }
  const now = performance.now();
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const loaded = document.readyState === 'complete' && !!nav && nav.loadEventEnd > 0;
  // The latest request the document made (the browser's own, like the favicon, are "other").
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  let lastRequest = 0;
  for (let i = resources.length - 1; i >= 0; i--) {
    if (resources[i]!.initiatorType === 'other') continue;
    lastRequest = resources[i]!.startTime;
    break;
  }
  const atRestSinceLoad = loaded && !clock.late && !clock.overflow && clock.last < nav!.loadEventStart && lastRequest < nav!.loadEventStart;
  let controls = 0;
  document.querySelectorAll('input, textarea, select').forEach((el) => {
    const c = el as HTMLInputElement & HTMLSelectElement;
    const state = `${c.value}\u0000${c.checked ? 1 : 0}${c.indeterminate ? 1 : 0}${c.selectedIndex ?? ''}${c.disabled ? 1 : 0}`;
    for (let i = 0; i < state.length; i++) controls = (Math.imul(controls, 31) + state.charCodeAt(i)) | 0;
  });
  const sinceLoad = loaded ? now - nav!.loadEventEnd : 0;
  return { doc: clock.doc, epoch: clock.epoch, quietFor: now - clock.last, loaded, atRestSinceLoad, sinceLoad, controls, url: location.href, width: innerWidth, height: innerHeight };
}

/**
 * The clock as a script. Transpilers that keep function names (tsx, esbuild's keepNames) call a
 * `__name` helper inside the function body that the page lacks: it is bound to a no-op here.
 */
const CLOCK_SCRIPT = `((__name) => (${pageClock.toString()}))((f) => f)(${JSON.stringify(CLOCK_KEY)})`;
const readClock = (frame: Frame) => frame.evaluate(CLOCK_SCRIPT) as Promise<FrameReading>;
/** The clock, then `alongside(reading)` in the same task (what it sees is the state the clock read); its failure is not the clock's. */
const readClockAnd = (frame: Frame, alongside: string) =>
  frame.evaluate(`((reading) => { try { return [reading, (${alongside})(reading)]; } catch { return [reading, undefined]; } })(${CLOCK_SCRIPT})`) as Promise<[FrameReading, unknown]>;

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
 * listeners. Safe to call for a context another client follows already.
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
  };
  waitersOf(context); // so a context that closes is named as such
  try {
    if (!watchedContexts.has(context)) {
      watchedContexts.add(context);
      await context.addInitScript({ content: CLOCK_SCRIPT });
    }
    // Pages loaded before the client came: their clock starts now.
    await Promise.all(context.pages().map((page) => installClock(page)));
  } catch (error) {
    detach();
    throw error;
  }
  return detach;
}

/** Installs the clock in a page's frames that lack it (a document loaded before the init script). */
export async function installClock(page: Page): Promise<void> {
  await Promise.all(page.frames().map((frame) => readClock(frame).catch(() => undefined)));
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

/** How long a closed page's context and browser may take to report that they closed too. */
const CLOSE_GRACE_MS = 100;

/**
 * What closed under a page that closed, once the rest has had a moment to arrive: an orderly
 * `browser.close()` closes each page, then each context, then disconnects, over a few round trips.
 */
export async function whatClosed(page: Page): Promise<ClosedTarget> {
  const browser = page.context().browser();
  if (!browser?.isConnected()) return closedTarget(page);
  const grace = new AbortController();
  const onDisconnect = () => grace.abort();
  browser.once('disconnected', onDisconnect);
  await sleep(CLOSE_GRACE_MS, grace.signal).catch(() => undefined);
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

/** `work`'s value, or undefined when it did not answer within `ms` (the timer is cleared). */
async function within<T>(work: Promise<T>, ms: number, stop: AbortSignal): Promise<T | undefined> {
  const timer = new AbortController();
  const giveUp = AbortSignal.any([timer.signal, stop]);
  try {
    return await Promise.race([raceStop(work, stop), sleep(ms, giveUp).then(() => undefined)]);
  } finally {
    timer.abort();
  }
}

// ---------------------------------------------------------------------------------------------

export interface SettleResult {
  settled: boolean;
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
 * Reads every frame's clock at once. A frame that cannot run scripts (sandboxed) or detached
 * meanwhile does not hold settling up, but leaves the page without a key; the main frame must answer.
 */
async function readPage(page: Page, alongside?: string): Promise<PageReading | undefined> {
  const extras = alongside ? new Map<Frame, unknown>() : undefined;
  const read = async (frame: Frame): Promise<FrameReading> => {
    if (!alongside) return readClock(frame);
    const [reading, extra] = await readClockAnd(frame, alongside);
    extras!.set(frame, extra);
    return reading;
  };
  const readings = await Promise.all(page.frames().map((frame) => read(frame).catch(() => undefined)));
  const main = readings[0];
  if (!main) return undefined;
  const frames = readings.filter((r): r is FrameReading => !!r);
  const complete = frames.length === readings.length;
  const key = complete ? [main.url, `${main.width}x${main.height}`, ...frames.map((r) => `${r.doc}:${r.epoch}:${r.controls}`)].join('|') : undefined;
  return { frames, key, ...(extras ? { alongside: extras } : {}) };
}

/**
 * Waits until the page is settled, at most `timeoutMs`: at rest since its load event, AFTER_LOAD_MS
 * ago or more (nothing changed, no request started since, none in flight), or quiet (no DOM change in any frame and no
 * request) for `quietMs`. A page already settled costs one look. Rejects with the signal's reason
 * when it aborts, and with BrowserClosedError at once when the page, context or browser closes;
 * a page that never settles just stops the wait at the bound.
 */
export async function waitForSettled(
  page: Page,
  options: {
    timeoutMs: number;
    quietMs?: number;
    signal?: AbortSignal;
    /**
     * A function expression run in every frame on the first look, in the same task right after
     * the clock is read (it gets the FrameReading): the page reader rides along, so a page already
     * settled is read in one round trip instead of two. Its values come back in `alongside`.
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
      const atRest = reading.frames.every((f) => f.atRestSinceLoad);
      const restFor = Math.min(...reading.frames.map((f) => f.sinceLoad));
      const quietFor = Math.min(now - network.lastActivity, ...reading.frames.map((f) => f.quietFor));
      if ((atRest && restFor >= AFTER_LOAD_MS) || quietFor >= quietMs) {
        return { settled: true, waitedMs: performance.now() - started, pageKey, ...(reading.alongside ? { alongside: reading.alongside } : {}) };
      }
      wait = atRest ? Math.max(1, AFTER_LOAD_MS - restFor) : Math.max(MIN_WAIT_MS, quietMs - quietFor);
    }
    const left = deadline - performance.now();
    if (left <= 0) return { settled: false, waitedMs: performance.now() - started, pageKey: undefined };
    await sleep(Math.min(wait, left), stop);
  }
}
