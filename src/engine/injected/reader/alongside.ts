import type { AlongsideReading } from './types.js';
import { read } from './walk.js';

/**
 * A frame that changed in the last ALONGSIDE_QUIET_MS is not read alongside settling's look: the
 * look will most likely not find the page settled, and the read would be thrown away.
 */
export const ALONGSIDE_QUIET_MS = 50;

/**
 * The read as it rides along with settling's first look (page/settle.ts, `alongside`), given the
 * clock's reading of this frame: `[state, text]` where state is the document, change count,
 * controls, address and viewport the text was read at (a resize shows in the viewport before its
 * event reaches the clock), and text is null when the last read saw that same state (the text kept
 * from then is still the frame's).
 */
export function alongside(reading: AlongsideReading): [string, string | null] | undefined {
  if (reading.quietFor < ALONGSIDE_QUIET_MS) return undefined;
  const state = [reading.doc, reading.epoch, reading.controls, reading.url, reading.width, reading.height].join(' ');
  const text = read(null, state);
  return [state, text === 'unchanged' ? null : text];
}
