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

const keep = () => undefined;

/**
 * A signal that aborts when `a` or `b` does, with that one's reason, and `release()` to remove its
 * two listeners once the wait is over. Unlike `AbortSignal.any`, a long-lived `b` (a page's close
 * signal, followed by every AI call on the page) keeps nothing of the calls that are done.
 */
export function either(a: AbortSignal | undefined, b: AbortSignal): { signal: AbortSignal; release: () => void } {
  if (!a || b.aborted) return { signal: b, release: keep };
  if (a.aborted) return { signal: a, release: keep };
  const controller = new AbortController();
  const onA = () => controller.abort(a.reason);
  const onB = () => controller.abort(b.reason);
  a.addEventListener('abort', onA, { once: true });
  b.addEventListener('abort', onB, { once: true });
  return {
    signal: controller.signal,
    release: () => {
      a.removeEventListener('abort', onA);
      b.removeEventListener('abort', onB);
    },
  };
}
