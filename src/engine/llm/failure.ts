/**
 * What went wrong with one model call, whichever SDK (or custom client) threw: the engine decides
 * on retries from this alone. The SDKs' own retries are off so that one policy applies to all.
 */
export interface CallFailure {
  kind: 'status' | 'connection' | 'malformed-reply' | 'other';
  status?: number;
  /** From `retry-after-ms` / `retry-after` (seconds or an HTTP date). */
  retryAfterMs?: number;
  retryable: boolean;
  /** A short description for messages: "HTTP 429", "connection dropped". */
  summary: string;
}

type HeaderBag = Headers | Record<string, string | string[] | undefined> | undefined;

function header(headers: HeaderBag, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const bag = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(bag).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : bag[key];
  return Array.isArray(value) ? value[0] : value;
}

/** Milliseconds to wait as the server asked, or undefined when it did not ask (or asked nonsense). */
export function retryAfterMs(headers: HeaderBag, now = Date.now()): number | undefined {
  const ms = Number(header(headers, 'retry-after-ms'));
  if (header(headers, 'retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = header(headers, 'retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const RETRYABLE_STATUS = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;

const CONNECTION_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { name?: string; code?: string; message?: string; cause?: unknown };
  if (e.name === 'APIConnectionError' || e.name === 'APIConnectionTimeoutError') return true;
  if (e.code && CONNECTION_CODES.has(e.code)) return true;
  if (e.name === 'TypeError' && /fetch failed|terminated|socket/i.test(e.message ?? '')) return true;
  return isConnectionError(e.cause, depth + 1);
}

/** Classifies an error thrown by a provider client. */
export function classifyFailure(error: unknown): CallFailure {
  const e = (error ?? {}) as {
    name?: string;
    status?: unknown;
    statusCode?: unknown;
    headers?: HeaderBag;
    responseHeaders?: HeaderBag;
    isRetryable?: unknown;
    message?: string;
  };
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : undefined;
  // A 200 whose body would not parse (the AI SDK reports it with the 200 status).
  if (status !== undefined && status < 300) {
    return { kind: 'malformed-reply', retryable: true, summary: 'malformed reply body' };
  }
  if (status !== undefined) {
    const wait = retryAfterMs(e.headers ?? e.responseHeaders);
    const failure: CallFailure = { kind: 'status', status, retryable: RETRYABLE_STATUS(status), summary: `HTTP ${status}` };
    if (wait !== undefined) failure.retryAfterMs = wait;
    return failure;
  }
  if (isConnectionError(error) || e.isRetryable === true) {
    return { kind: 'connection', retryable: true, summary: 'connection failed or dropped' };
  }
  // A reply whose body is not JSON at all (a proxy's error page, a cut-off body).
  if (e.name === 'SyntaxError' || e.name === 'AI_JSONParseError' || e.name === 'AI_InvalidResponseDataError') {
    return { kind: 'malformed-reply', retryable: true, summary: 'malformed reply body' };
  }
  return { kind: 'other', retryable: false, summary: e.message ?? String(error) };
}
