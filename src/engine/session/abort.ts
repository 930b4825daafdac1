/**
 * Every bound and every stop of the engine, in one place: durations as options (timerMs), waits
 * that end when a signal aborts (sleep, abortable, within), signals joined without leaks (either),
 * and an operation under its timeout (withTimeout, checkAborted). No timer or listener outlives
 * the wait it serves.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import { OperationTimeoutError } from './errors.js';

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

/** Ends with the signal's reason as soon as it aborts (the browser call then runs out on its own bound). */
export async function abortable<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  signal.throwIfAborted();
  let onAbort!: () => void;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
    work.catch(() => {}); // The loser's rejection is not the caller's.
  }
}

/**
 * `work`'s value, or undefined when it did not answer within `ms` (its later failure is nobody's);
 * rejects with `stop`'s reason when it aborts. One timer and one listener, both removed as soon as any of the three happens
 * (it runs on every look, so it allocates no signal of its own).
 */
export function within<T>(work: Promise<T>, ms: number, stop?: AbortSignal): Promise<T | undefined> {
  if (stop?.aborted) {
    work.catch(() => undefined);
    return Promise.reject(stop.reason);
  }
  return new Promise<T | undefined>((resolve, reject) => {
    const end = () => {
      clearTimeout(timer);
      stop?.removeEventListener('abort', onStop);
    };
    const onStop = () => (end(), reject(stop?.reason));
    const timer = setTimeout(() => (end(), resolve(undefined)), ms);
    stop?.addEventListener('abort', onStop, { once: true });
    work.then(
      (value) => (end(), resolve(value)),
      (error) => (end(), reject(error)),
    );
  });
}

/**
 * Runs `work` under a bound: at `timeoutMs` the signal aborts (cancelling the model call, the
 * snapshot or the Playwright action under way) and the promise rejects with OperationTimeoutError
 * at once, wherever the work is. When `stop` aborts first (the page or browser closed), the same
 * happens with its reason. No timer or listener outlives the call.
 */
export async function withTimeout<T>(
  what: string,
  timeoutMs: number | undefined,
  work: (signal: AbortSignal) => Promise<T>,
  stop?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  if (stop?.aborted) throw stop.reason;
  let timer: NodeJS.Timeout | undefined;
  let onStop: (() => void) | undefined;
  const interrupted = new Promise<never>((_, reject) => {
    const end = (error: unknown) => {
      controller.abort(error);
      reject(error);
    };
    if (timeoutMs) {
      timer = setTimeout(
        () =>
          end(
            new OperationTimeoutError(
              `${what} did not finish within its timeout of ${timeoutMs} ms and was stopped. Raise the timeout option, or check that the page responds.`,
            ),
          ),
        timeoutMs,
      );
    }
    if (stop) stop.addEventListener('abort', (onStop = () => end(stop.reason)), { once: true });
  });
  try {
    return await Promise.race([work(controller.signal), interrupted]);
  } finally {
    clearTimeout(timer);
    if (onStop) stop?.removeEventListener('abort', onStop);
  }
}

/** Throws the abort reason if the operation was stopped. */
export function checkAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new OperationTimeoutError('The operation was stopped.');
}
