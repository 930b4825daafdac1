import type { BrowserContext, Frame, Page, Request } from 'playwright-core';
import { closeSessions, evaluateData, openSession } from '../browser/evaluate.js';
import { closedSignal, watchClosing } from './closing.js';
import { CLOCK_SCRIPT, lookExpression, type FrameLook, type FrameReading } from './page-clock.js';
// Settling's bounds (quiet time, short timers, idle frames, stalled requests) live with the clock that applies them in the page.
import { IDLE_FRAMES, SETTLE_QUIET_MS, STALLED_REQUEST_MS } from '../injected/clock/bounds.js';
import { either, sleep, within } from '../session/abort.js';
import { internalCalls } from '../session/internal-calls.js';

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
 * already settled costs one look. Intervals (past their first run), long timers and what a page schedules while it has
 * been quiet a while (a poll loop) are never awaited; a page that keeps changing (on an interval,
 * every frame) is bounded by `domSettleTimeout`. Every wait ends at once, with BrowserClosedError,
 * when the page, its context or the browser closes.
 */

/**
 * Frames looked at (and read, see snapshot/reader.ts), the main frame first: a page that adds
 * frames without end (an iframe every 25 ms) must not cost a look, a session and a read per frame.
 * Frames beyond are summarised: their number is part of the page's key; their own iframe line
 * stays in the page text, with nothing read inside it.
 */
export const MAX_FRAMES_READ = 32;
/** How often a page with a request or a timer pending is looked at again (at most). */
const POLL_MS = 50;
/** Shortest wait between two looks at a page that changed recently. */
const MIN_WAIT_MS = 10;
/**
 * How long before a look the answer to a script's request, as the client learnt it, may still be
 * unhandled in the page the look reads (two rendering frames): such a look does not find the page idle.
 */
const RESPONSE_TASK_MS = 35;

/** One look at a frame: the short one, or (its document has no clock yet) the whole script first, in the same call. */
function lookAt(frame: Frame, want: readonly string[], alongside: string | undefined, waitMs = 0): Promise<FrameLook> {
  return internalCalls(frame, async () => {
    const look = (await evaluateData(frame, lookExpression(want, alongside, waitMs))) as FrameLook | false;
    if (look) return look;
    return (await evaluateData(frame, `(${CLOCK_SCRIPT}, ${lookExpression(want, alongside)})`)) as FrameLook;
  });
}
const readClock = async (frame: Frame): Promise<FrameReading> => (await lookAt(frame, [], undefined)).reading;

/** How long one reading of the page's clock may take (a busy machine): unanswered, the page is taken as unknown. */
const CLOCK_READ_MS = 2_000;

/**
 * Whether the page's main document is at work, as its clock reads it now: not loaded, or short
 * timers, animation frames or requests of its own pending (what an element read's `busy` says,
 * snapshot/element-state.ts). One look over the DevTools session, in the page's main world with no
 * Playwright script (none is set up there for it). Undefined when the document has no clock of
 * its own from its start (it did not see all the page did), or did not answer within
 * CLOCK_READ_MS.
 */
export async function pageAtWork(page: Page): Promise<boolean | undefined> {
  const reading = await within(readClock(page.mainFrame()), CLOCK_READ_MS).catch(() => undefined);
  if (!reading?.knowsAll) return undefined;
  return !reading.loaded || reading.pending > 0;
}

// ---------------------------------------------------------------------------------------------
// Requests, followed at the context level from the first navigation on.

interface NetworkState {
  inflight: Map<Request, number>;
  /** Date.now() of the last request start or end. */
  lastActivity: number;
  /** Date.now() of the last answer to a script's request (fetch, XMLHttpRequest): what the page's handler renders next. */
  lastAnswer: number;
}

const networks = new WeakMap<Page, NetworkState>();
const watchedContexts = new WeakSet<BrowserContext>();

function networkOf(page: Page): NetworkState {
  let state = networks.get(page);
  if (!state) networks.set(page, (state = { inflight: new Map(), lastActivity: Date.now(), lastAnswer: 0 }));
  return state;
}

const IGNORED_TYPES = new Set(['websocket', 'eventsource', 'manifest']);
/** Requests a script sent: what their answers bring is rendered by the page's own handler, a task later. */
const SCRIPT_REQUESTS = new Set(['fetch', 'xhr']);

/** Requests of the page under way now (not counting stalled ones): what a look at the page cannot see. */
export function requestsInFlight(page: Page): number {
  const now = Date.now();
  let inflight = 0;
  for (const since of networkOf(page).inflight.values()) if (now - since <= STALLED_REQUEST_MS) inflight++;
  return inflight;
}

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
 * same context opens its own again); given `true`, it leaves them to the context's own close (a
 * context that stays open keeps them for the next client's looks). Safe to call for a context
 * another client follows already.
 * `alsoInit`: other init scripts (the page reader's, ...) sent in the same call as the clock's.
 */
export async function watchContext(context: BrowserContext, alsoInit: readonly string[] = []): Promise<(leaveSessions?: boolean) => void> {
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
    if (!state?.inflight.delete(request)) return;
    state.lastActivity = Date.now();
    if (SCRIPT_REQUESTS.has(request.resourceType())) state.lastAnswer = state.lastActivity;
  };
  context.on('request', onRequest);
  context.on('requestfinished', onDone);
  context.on('requestfailed', onDone);
  // `leaveSessions`: the context closes next, and its close ends the sessions (two messages each saved).
  const detach = (leaveSessions = false) => {
    context.off('request', onRequest);
    context.off('requestfinished', onDone);
    context.off('requestfailed', onDone);
    if (!leaveSessions) void closeSessions(context);
  };
  watchClosing(context); // so a context that closes is named as such
  try {
    // The init script for documents to come; pages loaded before the client came: their clock starts now.
    const first = !watchedContexts.has(context);
    watchedContexts.add(context);
    // Other init scripts the caller has (`alsoInit`) go in the same call: one round through Playwright, not one each.
    const scripts = [...(first ? [CLOCK_SCRIPT] : []), ...alsoInit];
    // Each on its own: one that throws in a document does not keep the others from running there.
    const content = scripts.map((script) => `try { ${script}\n} catch {}`).join('\n');
    await Promise.all([scripts.length > 0 && context.addInitScript({ content }), ...context.pages().map((page) => installClock(page))]);
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
async function readPage(page: Page, alongside?: string, waitMs = 0): Promise<PageReading | undefined> {
  const every = page.frames();
  const all = every.slice(0, MAX_FRAMES_READ);
  const inPage = new Set(all);
  const extras = alongside ? new Map<Frame, unknown>() : undefined;
  const readings = new Map<Frame, FrameReading>();
  const reachedBy = new Map<string, Frame>();
  const took = (frame: Frame, reading: FrameReading, extra: unknown) => {
    readings.set(frame, reading);
    extras?.set(frame, extra);
  };
  const lookAlone = async (frame: Frame, want: readonly string[]) => {
    const look = await lookAt(frame, want, alongside, waitMs);
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
  const key = complete ? [main.url, `${main.width}x${main.height}`, `${every.length} frames`, ...frames.map((r) => `${r.doc}:${r.epoch}:${r.controls}`)].join('|') : undefined;
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
    /** Called with the main frame's document (the clock's `doc`) once the first look read it: work the caller will need on that document can start while settling waits. */
    onFirstLook?: (doc: string) => void;
    /**
     * Called at most once, with the page's key, when the first look finds the page lacking only
     * rendering frames (loaded, nothing pending, no request, nothing animating, in every frame):
     * work on the page as it is now (reading it) runs while they pass, instead of after them. That
     * first look then answers at once rather than waiting for the frames in the page; the next one
     * waits for them. The caller keeps the work's result only if the key the settle returns is the
     * same (nothing the page text shows changed meanwhile).
     */
    whileFramesPass?: (pageKey: string) => void;
  },
): Promise<SettleResult> {
  const started = performance.now();
  const deadline = started + options.timeoutMs;
  const quietMs = options.quietMs ?? SETTLE_QUIET_MS;
  const closed = closedSignal(page);
  const { signal: stop, release } = either(options.signal, closed);
  const network = networkOf(page);
  let pageKey: string | undefined;
  let alongside = options.alongside;
  let onFirstLook = options.onFirstLook;
  let whileFramesPass = options.whileFramesPass;
  try {
    for (;;) {
      if (stop.aborted) throw stop.reason;
      // A busy or navigating page may not answer: never wait for it past the deadline.
      // A frame that lacks only rendering frames answers once they passed (at most a poll's wait):
      // one look instead of several taken MIN_WAIT_MS apart. Not the first look when there is work
      // to run while they pass: that one answers at once, and the work starts before the wait.
      const left = deadline - performance.now();
      const lookSent = Date.now();
      const reading = await within(readPage(page, alongside, whileFramesPass ? 0 : Math.min(POLL_MS, left - MIN_WAIT_MS)), Math.max(MIN_WAIT_MS, left), stop);
      alongside = undefined; // the first look only: on a page still changing, its work would be thrown away
      const offered = whileFramesPass;
      whileFramesPass = undefined;
      const main = reading?.frames[0];
      pageKey = reading?.key;
      const now = Date.now();
      let inflight = 0;
      for (const [request, since] of network.inflight) {
        if (now - since > STALLED_REQUEST_MS) network.inflight.delete(request);
        else inflight++;
      }
      let wait = POLL_MS;
      let settled: SettleResult | undefined;
      let framesLacking = false;
      if (reading && inflight === 0) {
        const { frames } = reading;
        const pending = frames.reduce((n, f) => n + f.pending, 0);
        const idle = frames.every((f) => f.knowsAll && f.loaded && !f.animating && f.frames >= IDLE_FRAMES);
        const quietFor = Math.min(now - network.lastActivity, ...frames.map((f) => f.quietFor));
        const calm = !pending && frames.every((f) => f.knowsAll && f.loaded && !f.animating);
        // A script's request answered just before the look (or while it ran): the frame may not
        // have run the answer's handler yet when it answered (a task later in the page), so its
        // idle frames say nothing of it: one more look, a moment on. (A document's own resources
        // are the load's: no look waits for them.)
        const answeredJustNow = network.lastAnswer > lookSent - RESPONSE_TASK_MS;
        if (!pending && ((idle && !answeredJustNow) || quietFor >= quietMs)) settled = { settled: true, how: idle ? 'idle' : 'quiet', waitedMs: performance.now() - started, pageKey, ...(reading.alongside ? { alongside: reading.alongside } : {}) };
        else framesLacking = calm;
        const due = Math.min(...frames.filter((f) => f.pending).map((f) => f.nextDueIn));
        // A timer: look again when it is due; a change a moment ago: after a frame; else when quiet.
        wait = pending ? Math.min(POLL_MS, Math.max(MIN_WAIT_MS, due)) : calm ? MIN_WAIT_MS : Math.max(MIN_WAIT_MS, quietMs - quietFor);
      }
      // Only rendering frames lacking: the caller's work starts now, before the first look's own
      // (it is what the caller needs first), and the next look waits for the frames in the page.
      const startNow = !!(offered && pageKey && framesLacking);
      if (startNow) offered!(pageKey!);
      if (main && onFirstLook) {
        onFirstLook(main.doc);
        onFirstLook = undefined;
      }
      if (settled) return settled;
      if (startNow) continue;
      const remaining = deadline - performance.now();
      if (remaining <= 0) return { settled: false, waitedMs: performance.now() - started, pageKey: undefined };
      await sleep(Math.min(wait, remaining), stop);
    }
  } finally {
    release();
  }
}
