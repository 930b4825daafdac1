import type { Clock, ClockBounds, FrameReading } from './types.js';

/** Reads the clock: what settling decides from (FrameReading). */
export function readNow(clock: Clock, bounds: ClockBounds): FrameReading {
  const { activeMs, stalledMs } = bounds;
  const now = clock.now();
  // The latest response the document received (the browser's own requests, like the favicon, are
  // "other"): what it brings is rendered after it arrives, so it counts as activity.
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  for (let i = resources.length - 1; i >= 0; i--) {
    if (resources[i]!.initiatorType === 'other') continue;
    if (resources[i]!.responseEnd > clock.active) clock.activeSince(resources[i]!.responseEnd);
    break;
  }
  // A timer long overdue belongs to a page that is not running (hidden, frozen); an animation frame
  // not run within the window likewise.
  let pending = 0;
  let nextDue = Infinity;
  /** How soon a request under way is worth another look. */
  const REQUEST_LOOK_MS = 50;
  for (const [id, due] of clock.timers) {
    if (now - due > activeMs) clock.timers.delete(id);
    else (pending++, (nextDue = Math.min(nextDue, due)));
  }
  // A frame of a loop whose callbacks have changed nothing for loopFrames frames running (a canvas
  // being drawn) is not awaited: the page text shows nothing of it.
  for (const [id, frame] of clock.rafs) {
    if (now - frame.requested > activeMs) clock.rafs.delete(id);
    else if (frame.unchanged < bounds.loopFrames) pending++;
  }
  // A DOM-changing interval that is late: the page is behind (starved), not quiet. Looked at
  // again soon; a page whose timers stopped for good (frozen) is let go after the stalled bound.
  for (const [id, interval] of clock.intervals) {
    // Its first run, due soon after the page was active: awaited like a short timer (let go when
    // long overdue, as a timer is).
    if (interval.firstDue !== undefined) {
      if (now - interval.firstDue > activeMs) interval.firstDue = undefined;
      else (pending++, (nextDue = Math.min(nextDue, interval.firstDue)));
      continue;
    }
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
  // Port messages queued and not yet received (a posted message whose port moved elsewhere is
  // never received here: let go after the stalled bound).
  if (clock.messages.queued > 0) {
    if (now - clock.messages.last > stalledMs) clock.messages.queued = 0;
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
