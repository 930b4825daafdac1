import type { z } from 'zod';
import { CloudApiError } from '../session/errors.js';
import type { Logger } from '../session/logger.js';
import { redactKeys as redact, redactedErrorCopy as redactError } from '../session/secrets.js';
import { CloudErrorBodySchema, CloudSessionDebugSchema, CloudSessionSchema, type CloudSessionDebug, type CloudSessionRecord } from './schema.js';

/** Bound on one API request: the platform answers in well under a second when healthy. */
export const CLOUD_API_TIMEOUT_MS = 30_000;

export interface CloudApiOptions {
  apiKey: string;
  baseURL: string;
  logger: Logger;
  timeoutMs?: number;
}

/**
 * The four calls of the platform's REST API the client needs. Plain `fetch` rather than the
 * official SDK: four endpoints do not justify a dependency, and here every request has one bound
 * (no hidden retries) and every error passes through redaction before anyone sees it.
 */
export class CloudApi {
  constructor(private readonly options: CloudApiOptions) {}

  create(body: Record<string, unknown>): Promise<CloudSessionRecord> {
    return this.request('POST', '/v1/sessions', CloudSessionSchema, 'create a session', body);
  }

  retrieve(id: string): Promise<CloudSessionRecord> {
    return this.request('GET', `/v1/sessions/${encodeURIComponent(id)}`, CloudSessionSchema, `retrieve session ${id}`);
  }

  debug(id: string): Promise<CloudSessionDebug> {
    return this.request('GET', `/v1/sessions/${encodeURIComponent(id)}/debug`, CloudSessionDebugSchema, `get the debug URLs of session ${id}`);
  }

  /** Asks the platform to end the session (status REQUEST_RELEASE). */
  release(id: string, projectId?: string): Promise<CloudSessionRecord> {
    const body = { status: 'REQUEST_RELEASE', ...(projectId ? { projectId } : {}) };
    return this.request('POST', `/v1/sessions/${encodeURIComponent(id)}`, CloudSessionSchema, `release session ${id}`, body);
  }

  private async request<S extends z.ZodType>(method: string, path: string, schema: S, what: string, body?: unknown): Promise<z.output<S>> {
    const { apiKey, baseURL, logger } = this.options;
    const clean = (text: string) => redact(text, [apiKey]);
    const started = Date.now();
    let response: Response;
    try {
      response = await fetch(`${baseURL}${path}`, {
        method,
        headers: {
          'x-bb-api-key': apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? CLOUD_API_TIMEOUT_MS),
      });
    } catch (cause) {
      const reason = describeFetchFailure(cause);
      throw new CloudApiError(
        clean(`Could not reach the cloud platform at ${baseURL} to ${what}: ${reason}. Check the network, and cloudBaseURL or $BROWSERBASE_BASE_URL if you set one.`),
        undefined,
        undefined,
        { cause: redactError(cause, [apiKey]) },
      );
    }
    const text = await response.text().catch(() => '');
    logger.debug('cloud', `${method} ${path} -> ${response.status} (${Date.now() - started} ms)`);
    if (!response.ok) throw errorFor(response.status, text, what, clean);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new CloudApiError(
        `The cloud platform's answer to "${what}" has an unexpected shape (${parsed.error.issues[0]?.path.join('.') || 'body'}: ${parsed.error.issues[0]?.message}). Is cloudBaseURL pointing at the platform's API?`,
        response.status,
        undefined,
        { cause: parsed.error },
      );
    }
    return parsed.data;
  }
}

function describeFetchFailure(cause: unknown): string {
  const error = cause as Error & { cause?: { code?: string; message?: string } };
  if (error?.name === 'TimeoutError') return 'no answer within the time limit';
  return error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(cause);
}

/** The platform's own words from an error body: its message, else its error, else the raw text. */
export function platformMessageOf(text: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const trimmed = text.trim();
    return trimmed ? trimmed.slice(0, 300) : undefined;
  }
  const body = CloudErrorBodySchema.safeParse(json);
  if (!body.success) return undefined;
  const message = Array.isArray(body.data.message) ? body.data.message.join('; ') : body.data.message;
  return message ?? body.data.error;
}

function errorFor(status: number, text: string, what: string, clean: (text: string) => string): CloudApiError {
  const raw = platformMessageOf(text);
  const platformMessage = raw === undefined ? undefined : clean(raw);
  const said = platformMessage ? `: "${platformMessage}"` : '';
  const hint =
    status === 401 || status === 403
      ? 'Check the apiKey option or $BROWSERBASE_API_KEY, and that the key belongs to the project.'
      : status === 404
        ? 'Check the session id, and cloudBaseURL or $BROWSERBASE_BASE_URL if you set one.'
        : status === 429
          ? 'The plan\'s concurrent-session or rate limit is reached: wait for other sessions to end, or raise the limit.'
          : status >= 500
            ? 'The platform failed; retry later.'
            : 'Check cloudSessionCreateParams against the platform\'s API reference.';
  return new CloudApiError(`The cloud platform refused to ${what} (HTTP ${status})${said}. ${hint}`, status, platformMessage);
}
