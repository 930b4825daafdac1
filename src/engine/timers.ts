import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';

/** Node's largest timer delay (2^31 - 1 ms, about 24.8 days): a longer one fires at once, with a warning. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** A duration option in ms that a timer will carry: a non-negative integer within Node's maximum. */
export const timerMs = () =>
  z
    .number()
    .int()
    .nonnegative()
    .max(MAX_TIMER_MS, `must be at most ${MAX_TIMER_MS} ms (2^31-1, about 24.8 days: Node's largest timer); use a smaller value`);

/**
 * Resolves after `ms`, or rejects with the signal's reason as soon as it aborts; the timer is
 * cleared either way, so nothing is left holding the event loop.
 */
export async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    await delay(ms, undefined, signal ? { signal } : undefined);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw error;
  }
}
