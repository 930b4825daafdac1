import type { z } from 'zod';

/**
 * The model layer's contract. A provider client (built in, or a user's `llmClient`) turns a list
 * of messages and a JSON Schema into one JSON answer plus its token usage. Everything else
 * (validation against the zod schema, asking again, retries, timeouts, metrics, cost, logging)
 * is the engine's job, so a custom client stays small.
 */
export type LLMContentPart =
  | { type: 'text'; text: string }
  | { type: 'image'; data: string; mediaType: 'image/png' | 'image/jpeg' };

export interface LLMMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | LLMContentPart[];
}

/** Token usage of one model call, as reported by the provider. */
export interface LLMUsage {
  /** All input tokens, cached ones included. */
  promptTokens: number;
  /** All output tokens, reasoning included. */
  completionTokens: number;
  reasoningTokens: number;
  /** The part of `promptTokens` read from the provider's prompt cache. */
  cachedInputTokens: number;
}

export interface LLMGenerateRequest {
  messages: LLMMessage[];
  /**
   * The answer's shape: a name, its JSON Schema (draft 2020-12, from zod; always an object at the
   * root) and the zod schema itself.
   */
  schema: { name: string; jsonSchema: Record<string, unknown>; zod: z.ZodType };
  /** Aborted when the call times out or the operation is cancelled; pass it to the HTTP call. */
  signal?: AbortSignal;
  temperature?: number;
  maxOutputTokens?: number;
}

export interface LLMGenerateResult {
  /** The parsed JSON answer (validated by the engine, not by the client). */
  data?: unknown;
  /** Or the answer's raw text, when the client did not parse it: the engine parses it as JSON. */
  text?: string;
  usage?: Partial<LLMUsage>;
}

/**
 * Base class of every model client. Extend it and pass an instance as `llmClient` to use a
 * model actwright does not ship a client for. Throw on failure: an error with a numeric
 * `status` (429, 5xx) and optional `headers` carrying `retry-after` is retried by the engine.
 */
export abstract class LLMClient {
  /** Provider id, for logs, metrics and the price table (`openai`, `anthropic`, `google`, or your own). */
  abstract readonly provider: string;
  /** Model name without the provider prefix. */
  abstract readonly modelName: string;
  /** Whether the model accepts images in messages. */
  readonly supportsImages: boolean = false;
  abstract generate(request: LLMGenerateRequest): Promise<LLMGenerateResult>;
}
