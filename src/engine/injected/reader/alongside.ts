import { IDLE_FRAMES } from '../clock/bounds.js';
import type { AlongsideReading } from './types.js';
import { read } from './walk.js';

/**
 * A frame that changed in the last ALONGSIDE_QUIET_MS is not read alongside settling's look: the
 * look will most likely not find the page settled, and the read would be thrown away. Unless the
 * reading itself says the frame is idle, as settling counts it (page/settle.ts): loaded, seen by
 * its clock from the start, nothing pending, no interval changing it and IDLE_FRAMES rendering
 * frames since its last change. Then the look finds the page settled (unless a request is under
 * way), as it does right after a `goto` whose page rendered and stopped a few ms ago; declining
 * there cost a second round trip for the read.
 */
export const ALONGSIDE_QUIET_MS = 50;

/** The frame is idle by its own clock: the look that carries this reading settles the page (requests aside). */
const idle = (reading: AlongsideReading): boolean =>
  reading.knowsAll === true && reading.loaded === true && reading.pending === 0 && reading.animating === false && (reading.frames ?? 0) >= IDLE_FRAMES;

/**
 * The read as it rides along with settling's first look (page/settle.ts, `alongside`), given the
 * clock's reading of this frame: `[state, text]` where state is the document, change count,
 * controls, address and viewport the text was read at (a resize shows in the viewport before its
 * event reaches the clock), and text is null when the last read saw that same state (the text kept
 * from then is still the frame's).
 */
export function alongside(reading: AlongsideReading): [string, string | null] | undefined {
  if (reading.quietFor < ALONGSIDE_QUIET_MS && !idle(reading)) return undefined;
  const state = [reading.doc, reading.epoch, reading.controls, reading.url, reading.width, reading.height].join(' ');
  const text = read(null, state);
  return [state, text === 'unchanged' ? null : text];
}
