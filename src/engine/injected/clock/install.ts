import { lookNow } from './look.js';
import { readNow } from './read.js';
import type { Clock, ClockBounds, FrameLook } from './types.js';

/**
 * Installs the clock in this document under `Symbol.for(key)` (once: a clock already there is
 * returned as it is). It records when the document last changed and what it has scheduled.
 * The timer and animation-frame functions are wrapped to note what is scheduled; each wrapper calls
 * the browser's own with the same arguments and returns its id, so the page behaves as before.
 */
export function installClock(key: string, bounds: ClockBounds): Clock {
  const { shortTimerMs, activeMs, idleFrames } = bounds;
  const w = window as unknown as Record<symbol, Clock | undefined>;
  const symbol = Symbol.for(key);
  const clock = w[symbol];
  if (clock) return clock;
  const nativeRaf = window.requestAnimationFrame;
  const nativeTimeout = window.setTimeout;
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
    intervals: new Map(),
    requests: new Map(),
    messages: { queued: 0, last: 0 },
    now: pageNow,
    read: () => readNow(installed, bounds),
    look: (want, alongside, waitMs) => {
      if (!waitMs || waitMs <= 0 || !onlyFramesLacking()) return lookNow(installed, symbol, bounds, want, alongside);
      // Waits on the frames themselves (the page's own rAF and timer functions are wrapped: the
      // browser's are used, so this wait is not counted as the page's work), bounded by waitMs: a
      // hidden page renders no frames.
      return new Promise<FrameLook>((resolve) => {
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          resolve(lookNow(installed, symbol, bounds, want, alongside));
        };
        const frame = () => {
          if (done) return;
          if (installed.frames >= idleFrames || !onlyFramesLacking()) finish();
          else nativeRaf.call(window, frame);
        };
        nativeRaf.call(window, frame);
        nativeTimeout.call(window, finish, waitMs);
      });
    },
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
  // Whether this document runs its tasks: a frame sandboxed without scripts runs none (an
  // evaluate still runs in it), so neither frames nor a timer would ever end a wait there.
  let runsTasks = false;
  nativeTimeout.call(window, () => (runsTasks = true), 0);
  // Loaded, nothing scheduled or under way, no interval changing the page, frames still to come
  // (and coming: the document runs its tasks and is shown, so it renders frames).
  const onlyFramesLacking = () => {
    if (!runsTasks || document.visibilityState !== 'visible') return false;
    if (installed.frames >= idleFrames || !installed.ticking || document.readyState !== 'complete' || installed.late || installed.overflow) return false;
    const reading = readNow(installed, bounds);
    return reading.pending === 0 && !reading.animating;
  };
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
  // Frames can run ahead of a queued message on a busy machine, so a message posted and not yet
  // received is pending work too: each channel's ports note what they receive (a listener does not
  // start a port: messages reach it only once the page starts the port itself).
  const nativePortPost = MessagePort.prototype.postMessage;
  MessagePort.prototype.postMessage = function (this: MessagePort) {
    installed.messages.queued++;
    installed.messages.last = pageNow();
    installed.restartFrames();
    return Reflect.apply(nativePortPost, this, arguments) as void;
  } as typeof MessagePort.prototype.postMessage;
  const received = () => {
    if (installed.messages.queued > 0) installed.messages.queued--;
    installed.restartFrames();
  };
  const NativeChannel = window.MessageChannel;
  window.MessageChannel = class extends NativeChannel {
    constructor() {
      super();
      this.port1.addEventListener('message', received);
      this.port2.addEventListener('message', received);
    }
  };
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
  // An interval is awaited only for its first run (when set while active, with a short delay: see
  // Clock.intervals); one that changes the DOM makes the page busy: its changes
  // are taken at the end of the callback (the page's own observers still get theirs).
  // Its runs are noted too: an interval that changes the DOM and is late (its callback has not run
  // for its delay plus the active window) means the page's event loop is starved (a loaded
  // machine), not that the page went quiet: a look that runs before the late callback must not
  // read the silence as settled.
  window.setInterval = function (this: unknown, handler: unknown, delay?: unknown, ...rest: unknown[]) {
    if (typeof handler !== 'function') return Reflect.apply(nativeSetInterval, this, arguments) as number;
    const now = pageNow();
    const ms = Math.max(0, Number(delay) || 0);
    const entry: { delay: number; ran: number; changed: boolean; firstDue?: number } = { delay: ms, ran: now, changed: false };
    if (ms <= shortTimerMs && counts(now)) entry.firstDue = now + ms;
    const run = function (this: unknown) {
      entry.ran = pageNow();
      entry.firstDue = undefined;
      try {
        return Reflect.apply(handler, this, arguments) as unknown;
      } finally {
        entry.changed = observer.takeRecords().length > 0;
        if (entry.changed) {
          changed();
          installed.intervalChanged = installed.last;
        }
      }
    };
    const id = Reflect.apply(nativeSetInterval, this, [run, delay, ...rest]) as number;
    installed.intervals.set(id, entry);
    return id;
  } as typeof window.setInterval;
  // Either function clears either kind of timer: both forget the id.
  window.clearTimeout = function (this: unknown, id?: unknown) {
    installed.timers.delete(id as number);
    installed.intervals.delete(id as number);
    return Reflect.apply(nativeClearTimeout, this, arguments) as void;
  } as typeof window.clearTimeout;
  const nativeClearInterval = window.clearInterval;
  window.clearInterval = function (this: unknown, id?: unknown) {
    installed.timers.delete(id as number);
    installed.intervals.delete(id as number);
    return Reflect.apply(nativeClearInterval, this, arguments) as void;
  } as typeof window.clearInterval;
  // The frame callback running now, and the frames it requested: a callback that changed nothing
  // passes its chain on (a loop, once long enough, is not awaited); one that changed the page
  // starts its frames' chain again. Its DOM changes are taken at its end, as an interval's are.
  type Running = { unchanged: number; requested: Array<{ unchanged: number }> };
  let running: Running | undefined;
  window.requestAnimationFrame = function (this: unknown, callback: FrameRequestCallback) {
    const now = pageNow();
    if (typeof callback !== 'function' || !counts(now)) return Reflect.apply(nativeRaf, this, arguments) as number;
    let id = 0;
    const frame = { requested: now, unchanged: running ? running.unchanged + 1 : 0 };
    running?.requested.push(frame);
    const run = function (this: unknown) {
      installed.rafs.delete(id);
      const outer = running;
      const mine: Running = { unchanged: frame.unchanged, requested: [] };
      running = mine;
      const epoch = installed.epoch;
      try {
        return Reflect.apply(callback, this, arguments) as unknown;
      } finally {
        running = outer;
        if (observer.takeRecords().length > 0) changed();
        if (installed.epoch !== epoch) for (const next of mine.requested) next.unchanged = 0;
      }
    };
    id = Reflect.apply(nativeRaf, this, [run]) as number;
    installed.rafs.set(id, frame);
    return id;
  };
  window.cancelAnimationFrame = function (this: unknown, id: number) {
    installed.rafs.delete(id);
    return Reflect.apply(nativeCaf, this, arguments) as void;
  };
  // Requests the page sends: under way until the answer (fetch: its headers; XMLHttpRequest: its
  // end), whatever the page then does with it. The same call, arguments and value as before.
  let requestIds = 0;
  const nativeFetch = window.fetch;
  if (typeof nativeFetch === 'function') {
    window.fetch = function (this: unknown) {
      const id = ++requestIds;
      installed.requests.set(id, pageNow());
      // The answer is activity: what its handler does next (read the body, render it) is counted from here.
      const done = () => {
        installed.requests.delete(id);
        active();
      };
      try {
        const answer = Reflect.apply(nativeFetch, this, arguments) as Promise<Response>;
        answer.then(done, done);
        return answer;
      } catch (error) {
        done();
        throw error;
      }
    } as typeof window.fetch;
  }
  const nativeSend = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest) {
    const id = ++requestIds;
    installed.requests.set(id, pageNow());
    const done = () => {
      installed.requests.delete(id);
      active();
    };
    this.addEventListener('loadend', done, { once: true });
    try {
      return Reflect.apply(nativeSend, this, arguments) as void;
    } catch (error) {
      done();
      throw error;
    }
  };
  return installed;
}
