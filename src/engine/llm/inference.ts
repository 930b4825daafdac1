import { z } from 'zod';
import type { TokenUsageOutput } from '../../replay/schema.js';
import {
  ActwrightError,
  InvalidModelAnswerError,
  MissingLLMConfigurationError,
  ModelRequestError,
  ModelTimeoutError,
} from '../session/errors.js';
import type { Logger } from '../session/logger.js';
import type { MetricMethod } from '../session/metrics.js';
import { classifyFailure, type CallFailure } from './failure.js';
import { writeInferenceLog, type InferenceLogRecord } from './inference-log.js';
import { PROVIDER_KEY_ENV } from './models.js';
import { costOf } from './prices.js';
import { keyReplacements, maskSecrets, type Replacement } from '../session/secrets.js';
import { backoffDelay, DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry.js';
import { sleep } from '../session/abort.js';
import { answerSchema } from './schema.js';
import type { LLMClient, LLMGenerateResult, LLMMessage, LLMUsage } from '../session/llm-types.js';

export type ModelOverride = string | { modelName: string; apiKey?: string; baseURL?: string; organization?: string };

export interface InferenceRequest<T> {
  /** Which AI method the call serves: its usage is counted there. */
  method: MetricMethod;
  messages: LLMMessage[];
  schema: z.ZodType<T>;
  schemaName: string;
  /** Aborted on the operation's timeout or cancellation: stops the call and its retries at once. */
  signal?: AbortSignal;
  /** A per-call model override. */
  model?: ModelOverride;
  /** What needed the model, for the MissingLLMConfigurationError message. */
  purpose?: string;
  /** Values (e.g. `variables`) that must never reach the inference log. */
  secrets?: string[];
  /** Timeout of each attempt; defaults to the retry policy's. */
  timeoutMs?: number;
  temperature?: number;
  maxOutputTokens?: number;
}

export type InferenceUsage = LLMUsage & { inferenceTimeMs: number };

export interface InferenceResult<T> {
  data: T;
  usage: InferenceUsage;
  /** For the history record and the replay. */
  tokenUsage: TokenUsageOutput;
  model: string;
}

export type UsageSink = (method: MetricMethod, usage: InferenceUsage, cost?: number) => void;

export interface InferenceSettings {
  retry?: Partial<RetryPolicy>;
  /** How often an unparsable or invalid answer is asked again before InvalidModelAnswerError. */
  maxReasks?: number;
  /** `logInferenceToFile`: one file per call in inferenceLogDir(). */
  logToFile?: boolean;
  /** Secrets to mask in inference logs and error messages besides the provider keys in the environment. */
  secrets?: () => Iterable<Replacement>;
  /** Says why no model client was found and what fixes it. */
  explainMissing?: (override?: ModelOverride) => string;
}

const DEFAULT_MAX_REASKS = 2;
const QUOTE_LIMIT = 600;

class AttemptTimeout extends Error {}

const quote = (text: string) => (text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}… (${text.length} chars)` : text);

/** The JSON in a model's text answer, tolerating the Markdown fence some models put around it. */
function parseAnswerText(text: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text.trim());
  const body = (fenced?.[1] ?? text).trim();
  if (!body) return { ok: false, problem: 'the answer was empty' };
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (error) {
    return { ok: false, problem: `the answer is not valid JSON (${(error as Error).message})` };
  }
}

function nextStep(failure: CallFailure): string {
  const status = failure.status;
  if (status === 401 || status === 403) return 'Check the API key (model.apiKey or the provider\'s environment variable).';
  if (status === 404) return 'Check the model name and, if set, the baseURL.';
  if (status === 400 || status === 422) return 'The provider rejected the request; check the model supports structured output and images.';
  if (status === 429) return 'The provider is rate limiting: run fewer calls at once or raise your quota.';
  if (status !== undefined && status >= 500) return 'The provider is failing; try again later.';
  if (failure.kind === 'connection') return 'Check the network and the baseURL.';
  return 'See the cause for details.';
}

/**
 * The one place the engine talks to a model: picks the client, prepends the system prompt, calls
 * it with a timeout and retries, validates the answer against the zod schema (asking again when
 * it does not fit), counts the usage and prices it, and logs the call to a file when asked.
 */
export class Inference {
  private readonly policy: RetryPolicy;
  private readonly maxReasks: number;

  constructor(
    private readonly resolveClient: (override?: ModelOverride) => LLMClient | undefined,
    private readonly systemPrompt: string | undefined,
    private readonly logger: Logger,
    private readonly onUsage: UsageSink,
    private readonly settings: InferenceSettings = {},
  ) {
    this.policy = { ...DEFAULT_RETRY_POLICY, ...settings.retry };
    this.maxReasks = settings.maxReasks ?? DEFAULT_MAX_REASKS;
  }

  /** Whether a model is configured (a key or an llmClient): without one, AI calls need the offline tier. */
  hasModel(override?: ModelOverride): boolean {
    return this.resolveClient(override) !== undefined;
  }

  /** Whether the model for a call takes screenshots in its messages. */
  supportsImages(override?: ModelOverride): boolean {
    return this.resolveClient(override)?.supportsImages ?? false;
  }

  /** Counts a model call made outside generate() (the computer-use agents call their SDKs directly). */
  recordUsage(method: MetricMethod, usage: InferenceUsage): void {
    this.onUsage(method, usage);
  }

  async generate<T>(request: InferenceRequest<T>): Promise<InferenceResult<T>> {
    const client = this.resolveClient(request.model);
    if (!client) {
      const why = this.settings.explainMissing?.(request.model) ??
        'Set the model option (e.g. model: "openai/gpt-5.4-mini") with its API key in OPENAI_API_KEY, ANTHROPIC_API_KEY or ' +
          'GOOGLE_GENERATIVE_AI_API_KEY, or pass an llmClient.';
      throw new MissingLLMConfigurationError(`${request.purpose ?? 'This operation'} needs a model. ${why}`);
    }
    const model = `${client.provider}/${client.modelName}`;
    const answer = answerSchema(request.schema);
    const conversation: LLMMessage[] = this.withSystemPrompt(request.messages, client);
    const secrets = this.secrets(request);
    const started = performance.now();
    const total: LLMUsage = { promptTokens: 0, completionTokens: 0, reasoningTokens: 0, cachedInputTokens: 0 };
    let replies = 0;
    const log: InferenceLogRecord = {
      startedAt: new Date().toISOString(),
      method: request.method,
      model,
      schemaName: request.schemaName,
      request: { messages: [...conversation], jsonSchema: answer.jsonSchema },
      attempts: [],
      outcome: {},
    };
    // Usage is reported once per generate(), also when it fails after replies: those tokens were billed.
    let spent: { usage: InferenceUsage; tokenUsage: TokenUsageOutput } | undefined;
    const finish = () => {
      if (spent) return spent;
      const usage: InferenceUsage = { ...total, inferenceTimeMs: Math.round(performance.now() - started) };
      const tokenUsage: TokenUsageOutput = { inputTokens: usage.promptTokens, outputTokens: usage.completionTokens, timeMs: usage.inferenceTimeMs };
      const cost = costOf(client.provider, client.modelName, usage);
      if (cost !== undefined) tokenUsage.cost = cost;
      if (replies > 0) this.onUsage(request.method, usage, cost);
      return (spent = { usage, tokenUsage });
    };

    try {
      for (let ask = 0; ; ask++) {
        const reply = await this.callWithRetries(client, conversation, answer.jsonSchema, answer.zod, request, log, secrets);
        replies++;
        for (const key of Object.keys(total) as (keyof LLMUsage)[]) total[key] += Math.max(0, reply.usage?.[key] ?? 0);

        const raw = reply.data !== undefined ? JSON.stringify(reply.data) : (reply.text ?? '');
        const parsed = reply.data !== undefined ? { ok: true as const, value: reply.data } : parseAnswerText(reply.text ?? '');
        let problem: string;
        if (parsed.ok) {
          const checked = answer.zod.safeParse(parsed.value);
          if (checked.success) {
            const data = answer.unwrap(checked.data) as T;
            const { usage, tokenUsage } = finish();
            log.outcome = { data, usage, tokenUsage };
            this.logger.debug('inference', `${model} answered ${request.schemaName}`, {
              promptTokens: usage.promptTokens,
              completionTokens: usage.completionTokens,
              inferenceTimeMs: usage.inferenceTimeMs,
              asks: ask + 1,
            });
            return { data, usage, tokenUsage, model };
          }
          problem = `the answer does not match the schema "${request.schemaName}":\n${z.prettifyError(checked.error)}`;
        } else {
          problem = parsed.problem;
        }
        if (ask >= this.maxReasks) {
          finish();
          throw new InvalidModelAnswerError(
            maskSecrets(
              `${model} gave no usable answer for ${request.schemaName} after ${ask + 1} tries: ${problem}\n` +
                `Last answer: ${quote(raw)}\nTry a stronger model, or simplify the schema or the instruction.`,
              secrets,
            ),
            maskSecrets(raw, secrets),
            maskSecrets(problem, secrets),
          );
        }
        this.logger.info('inference', `${model}: unusable answer for ${request.schemaName}, asking again`, {
          problem: maskSecrets(quote(problem), secrets),
        });
        conversation.push(
          { role: 'assistant', content: raw },
          {
            role: 'user',
            content: `Your answer could not be used: ${problem}\nAnswer again with only the JSON object the schema "${request.schemaName}" describes.`,
          },
        );
      }
    } catch (error) {
      const spentSoFar = replies > 0 ? finish() : undefined;
      log.outcome = { ...spentSoFar, error: (error as Error)?.message ?? String(error) };
      // The caller records these on the failed operation's history entry.
      if (spentSoFar && (error instanceof InvalidModelAnswerError || error instanceof ModelRequestError)) {
        error.tokenUsage = spentSoFar.tokenUsage;
      }
      throw error;
    } finally {
      if (this.settings.logToFile) {
        await writeInferenceLog(log, secrets).catch((error: unknown) =>
          this.logger.error('inference', `could not write the inference log: ${(error as Error).message}`),
        );
      }
    }
  }

  private withSystemPrompt(messages: LLMMessage[], client: LLMClient): LLMMessage[] {
    const all: LLMMessage[] = this.systemPrompt ? [{ role: 'system', content: this.systemPrompt }, ...messages] : [...messages];
    if (client.supportsImages) return all;
    // A model without vision gets the text only, rather than a provider error.
    return all.map((m) =>
      typeof m.content === 'string' || !m.content.some((p) => p.type === 'image')
        ? m
        : { ...m, content: m.content.filter((p) => p.type === 'text') },
    );
  }

  private secrets(request: InferenceRequest<unknown>): Replacement[] {
    const fromEnv = Object.values(PROVIDER_KEY_ENV).flatMap((vars) => vars.map((v) => process.env[v]));
    return [...keyReplacements(request.secrets ?? []), ...(this.settings.secrets?.() ?? []), ...keyReplacements(fromEnv)];
  }

  /** One model call: each attempt bounded by a timeout, failures retried with backoff. */
  private async callWithRetries(
    client: LLMClient,
    messages: LLMMessage[],
    jsonSchema: Record<string, unknown>,
    zod: z.ZodType,
    request: InferenceRequest<unknown>,
    log: InferenceLogRecord,
    secrets: Replacement[],
  ): Promise<LLMGenerateResult> {
    const model = `${client.provider}/${client.modelName}`;
    const timeoutMs = request.timeoutMs ?? this.policy.timeoutMs;
    const outer = request.signal;
    for (let attempt = 1; ; attempt++) {
      outer?.throwIfAborted();
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new AttemptTimeout()), timeoutMs);
      const forward = () => controller.abort(outer?.reason);
      outer?.addEventListener('abort', forward, { once: true });
      // Settles on abort even if a client ignores its signal: nothing waits past the timeout.
      const aborted = new Promise<never>((_, reject) => {
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
      });
      const attemptStarted = performance.now();
      const entry: InferenceLogRecord['attempts'][number] = { startedAt: new Date().toISOString(), durationMs: 0 };
      log.attempts.push(entry);
      try {
        const call = client.generate({
          messages: [...messages],
          schema: { name: request.schemaName, jsonSchema, zod },
          signal: controller.signal,
          ...(request.temperature !== undefined && { temperature: request.temperature }),
          ...(request.maxOutputTokens !== undefined && { maxOutputTokens: request.maxOutputTokens }),
        });
        call.catch(() => undefined);
        const reply = await Promise.race([call, aborted]);
        entry.reply = reply;
        return reply;
      } catch (error) {
        if (outer?.aborted) throw outer.reason ?? error;
        const timedOut = controller.signal.reason instanceof AttemptTimeout;
        const failure: CallFailure = timedOut
          ? { kind: 'connection', retryable: true, summary: `no reply within ${timeoutMs} ms` }
          : classifyFailure(error);
        const detail = maskSecrets((error as Error)?.message ?? String(error), secrets);
        entry.error = timedOut ? failure.summary : detail;
        if (!failure.retryable || attempt >= this.policy.maxAttempts) {
          throw this.finalError(error, failure, client, attempt, timedOut, detail);
        }
        const delay = backoffDelay(this.policy, attempt, failure.retryAfterMs);
        this.logger.info('inference', `${model}: ${failure.summary} (attempt ${attempt} of ${this.policy.maxAttempts}), retrying in ${delay} ms`);
        await sleep(delay, outer);
      } finally {
        entry.durationMs = Math.round(performance.now() - attemptStarted);
        clearTimeout(timer);
        outer?.removeEventListener('abort', forward);
      }
    }
  }

  private finalError(error: unknown, failure: CallFailure, client: LLMClient, attempts: number, timedOut: boolean, detail: string): Error {
    if (error instanceof ActwrightError && !timedOut) return error;
    const model = `${client.provider}/${client.modelName}`;
    const tries = `${attempts} attempt${attempts === 1 ? '' : 's'}`;
    if (timedOut) {
      return new ModelTimeoutError(
        `${client.provider} (${model}) gave no reply within the timeout: ${failure.summary}, ${tries}. ` +
          'Raise the timeout or check that the provider (or baseURL) is reachable.',
        client.provider,
        client.modelName,
        undefined,
        attempts,
        { cause: error },
      );
    }
    return new ModelRequestError(
      `${client.provider} (${model}) failed: ${failure.summary}${failure.status !== undefined ? ` (status ${failure.status})` : ''} ` +
        `after ${tries}: ${detail}. ${nextStep(failure)}`,
      client.provider,
      client.modelName,
      failure.status,
      attempts,
      { cause: error },
    );
  }
}
