/**
 * The clock settle.ts installs in every frame: a function that runs in the page (an init script, or
 * an evaluate for a document that was there before the client), records when the document last
 * changed and what it has scheduled, and answers settle.ts's looks. Self-contained: it is sent as
 * text, so it imports nothing and names no function of this module.
 */

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

/**
 * Runs in the page (init script in every frame, or `evaluate` for a document loaded before the
 * client came): installs the clock once per document, then reads it. Self-contained: serialized.
 * The timer and animation-frame functions are wrapped to note what is scheduled; each wrapper calls
 * the browser's own with the same arguments and returns its id, so the page behaves as before.
 */
function pageClock(key: string, shortTimerMs: number, activeMs: number, idleFrames: number, stalledMs: number): FrameReading {
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
    /** Live intervals: id -> their delay, when their callback last ran, and whether that run changed the DOM. */
    intervals: Map<number, { delay: number; ran: number; changed: boolean }>;
    /** fetch and XMLHttpRequest calls under way: id -> time sent. */
    requests: Map<number, number>;
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
      intervals: new Map(),
      requests: new Map(),
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
    // Its runs are noted too: an interval that changes the DOM and is late (its callback has not run
    // for its delay plus the active window) means the page's event loop is starved (a loaded
    // machine), not that the page went quiet: a look that runs before the late callback must not
    // read the silence as settled.
    window.setInterval = function (this: unknown, handler: unknown, delay?: unknown, ...rest: unknown[]) {
      if (typeof handler !== 'function') return Reflect.apply(nativeSetInterval, this, arguments) as number;
      const entry = { delay: Math.max(0, Number(delay) || 0), ran: pageNow(), changed: false };
      const run = function (this: unknown) {
        entry.ran = pageNow();
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
    // Requests the page sends: under way until the answer (fetch: its headers; XMLHttpRequest: its
    // end), whatever the page then does with it. The same call, arguments and value as before.
    let requestIds = 0;
    const nativeFetch = window.fetch;
    if (typeof nativeFetch === 'function') {
      window.fetch = function (this: unknown) {
        const id = ++requestIds;
        installed.requests.set(id, pageNow());
        const done = () => void installed.requests.delete(id);
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
      const done = () => void installed.requests.delete(id);
      this.addEventListener('loadend', done, { once: true });
      try {
        return Reflect.apply(nativeSend, this, arguments) as void;
      } catch (error) {
        done();
        throw error;
      }
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
    // A timer long overdue belongs to a page that is
    // not running (hidden, frozen); an animation frame not run within the window likewise.
    let pending = 0;
    let nextDue = Infinity;
    /** How soon a request under way is worth another look. */
    const REQUEST_LOOK_MS = 50;
    for (const [id, due] of clock.timers) {
      if (now - due > activeMs) clock.timers.delete(id);
      else (pending++, (nextDue = Math.min(nextDue, due)));
    }
    for (const [id, requested] of clock.rafs) {
      if (now - requested > activeMs) clock.rafs.delete(id);
      else pending++;
    }
    // A DOM-changing interval that is late: the page is behind (starved), not quiet. Looked at
    // again soon; a page whose timers stopped for good (frozen) is let go after the stalled bound.
    for (const [id, interval] of clock.intervals) {
      const late = now - interval.ran - interval.delay;
      if (!interval.changed || late <= activeMs || late > stalledMs || !clock.intervals.has(id)) continue;
      pending++;
      nextDue = Math.min(nextDue, now);
    }
    // A request running longer than the stalled bound is a long poll: it no longer holds settling up.
    for (const [id, sent] of clock.requests) {
      if (now - sent > stalledMs) clock.requests.delete(id);
      else (pending++, (nextDue = Math.min(nextDue, now + REQUEST_LOOK_MS)));
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
 * The clock as a script, with settling's bounds. Transpilers that keep function names (tsx,
 * esbuild's keepNames) call a `__name` helper inside the function body that the page lacks: it is
 * bound to a no-op here.
 */
export function clockScript(shortTimerMs: number, activeMs: number, idleFrames: number, stalledMs: number): string {
  const args = [CLOCK_KEY, shortTimerMs, activeMs, idleFrames, stalledMs].map((a) => JSON.stringify(a)).join(', ');
  return `((__name) => (${pageClock.toString()}))((f) => f)(${args})`;
}

/**
 * A look at a frame whose document has the clock (the init script ran in it, or an earlier look):
 * a few bytes instead of the whole script, which the page would otherwise receive and compile on
 * every look, in every frame. False when the document has no clock yet.
 */
export const lookExpression = (want: readonly string[], alongside: string | undefined) =>
  `((clock) => (clock && typeof clock.look === 'function' ? clock.look(${JSON.stringify(want)}, ${alongside ?? 'null'}) : false))(window[Symbol.for(${JSON.stringify(CLOCK_KEY)})])`;
