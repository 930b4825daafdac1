import { readNow } from './read.js';
import type { Alongside, Clock, ClockBounds, FrameLook, FrameReading } from './types.js';

/**
 * Reads this document's clock and, in the same task, those of the same-origin documents in its
 * frames (at any depth, also behind a frame of another origin) whose `doc` is in `want`: one
 * round trip reads a frame and the frames of its own origin. Another origin's window throws on
 * access: its own look reads it.
 */
export function lookNow(clock: Clock, symbol: symbol, bounds: ClockBounds, want: string[], alongside: Alongside | null): FrameLook {
  const beside = (reading: FrameReading, win: Window): unknown => {
    try {
      return alongside ? alongside(reading, win) : undefined;
    } catch {
      return undefined; // the reader's failure is not the clock's
    }
  };
  const reading = readNow(clock, bounds);
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
