import { z } from 'zod';
import type { TokenUsageOutput } from '../../replay/schema.js';
import { MissingLLMConfigurationError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { MetricMethod } from '../metrics.js';
import type { LLMClient, LLMMessage, LLMUsage } from './types.js';

export interface InferenceRequest<T> {
  /** Which AI method the call serves: its usage is counted there. */
  method: MetricMethod;
  messages: LLMMessage[];
  schema: z.ZodType<T>;
  schemaName: string;
  /** Aborted on the operation's timeout. */
  signal?: AbortSignal;
  /** A per-call model override. */
  model?: string | { modelName: string; apiKey?: string; baseURL?: string };
  /** What needed the model, for the MissingLLMConfigurationError message. */
  purpose?: string;
}

export interface InferenceResult<T> {
  data: T;
  usage: LLMUsage & { inferenceTimeMs: number };
  /** For the history record and the replay. */
  tokenUsage: TokenUsageOutput;
  model: string;
}

export type UsageSink = (method: MetricMethod, usage: LLMUsage & { inferenceTimeMs: number }) => void;

/**
 * The one place the engine talks to a model: picks the client, prepends the system prompt, calls
 * it, validates the answer against the zod schema and counts the usage.
 */
export class Inference {
  constructor(
    private readonly resolveClient: (override?: InferenceRequest<unknown>['model']) => LLMClient | undefined,
    private readonly systemPrompt: string | undefined,
    private readonly logger: Logger,
    private readonly onUsage: UsageSink,
  ) {}

  /** Whether a model is configured (a key or an llmClient): without one, AI calls need the offline tier. */
  hasModel(override?: InferenceRequest<unknown>['model']): boolean {
    return this.resolveClient(override) !== undefined;
  }

  async generate<T>(request: InferenceRequest<T>): Promise<InferenceResult<T>> {
    const client = this.resolveClient(request.model);
    if (!client) {
      throw new MissingLLMConfigurationError(
        `${request.purpose ?? 'This operation'} needs a model, and none is configured. Set the model option ` +
          '(e.g. model: "openai/gpt-4.1-mini") with its API key in OPENAI_API_KEY, ANTHROPIC_API_KEY or ' +
          'GOOGLE_GENERATIVE_AI_API_KEY, or pass an llmClient.',
      );
    }
    const messages: LLMMessage[] = this.systemPrompt
      ? [{ role: 'system', content: this.systemPrompt }, ...request.messages]
      : request.messages;
    const jsonSchema = z.toJSONSchema(request.schema) as Record<string, unknown>;
    const started = performance.now();
    const reply = await client.generate({
      messages,
      schema: { name: request.schemaName, jsonSchema, zod: request.schema },
      signal: request.signal,
    });
    const inferenceTimeMs = Math.round(performance.now() - started);
    const data = request.schema.parse(reply.data);
    const usage = {
      promptTokens: reply.usage?.promptTokens ?? 0,
      completionTokens: reply.usage?.completionTokens ?? 0,
      reasoningTokens: reply.usage?.reasoningTokens ?? 0,
      cachedInputTokens: reply.usage?.cachedInputTokens ?? 0,
      inferenceTimeMs,
    };
    this.onUsage(request.method, usage);
    this.logger.debug('inference', `${client.provider}/${client.modelName} answered ${request.schemaName}`, {
      promptTokens: usage.promptTokens,
      completionTokens: usage.completionTokens,
      inferenceTimeMs,
    });
    return {
      data,
      usage,
      tokenUsage: { inputTokens: usage.promptTokens, outputTokens: usage.completionTokens, timeMs: inferenceTimeMs },
      model: `${client.provider}/${client.modelName}`,
    };
  }
}
