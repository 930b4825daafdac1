/** How the engine retries a model call and bounds each attempt. */
export interface RetryPolicy {
  /** Attempts per model call, the first included. */
  maxAttempts: number;
  /** First backoff; doubled on each retry (with jitter) up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** The longest wait honoured: a longer `retry-after` is cut to this. */
  maxRetryAfterMs: number;
  /** Each attempt's timeout. */
  timeoutMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 30_000,
  timeoutMs: 90_000,
};

/** The wait before retry number `retry` (1-based): the server's `retry-after`, else exponential with jitter. */
export function backoffDelay(policy: RetryPolicy, retry: number, retryAfterMs?: number, random = Math.random): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, policy.maxRetryAfterMs);
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  // Full jitter on the upper half keeps clients that failed together from retrying together.
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}
