import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { HandlerContext, Tier } from '../methods/context.js';
import type { InferenceRequest, InferenceResult } from '../llm/inference.js';
import { withoutNonces } from '../llm/prompts.js';

/** Answers kept per client: enough for a long test, bounded so a crawl does not grow without end. */
export const MODEL_ANSWER_LIMIT = 500;

type ModelCalls = HandlerContext['inference'];

/**
 * `serverCache` on CLOUD: the model's validated answers, in memory, keyed by a hash of the call
 * (method, instruction and options, the page text the model saw, the answer schema, the model).
 * The same call on the same page text is answered again without asking the model.
 */
export class ModelAnswerCache {
  private readonly answers = new Map<string, { data: unknown; model: string }>();

  constructor(private readonly limit = MODEL_ANSWER_LIMIT) {}

  get size(): number {
    return this.answers.size;
  }

  get(key: string): { data: unknown; model: string } | undefined {
    const hit = this.answers.get(key);
    if (hit) {
      // Most recently used last: the oldest is evicted first.
      this.answers.delete(key);
      this.answers.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: { data: unknown; model: string }): void {
    this.answers.delete(key);
    this.answers.set(key, value);
    while (this.answers.size > this.limit) this.answers.delete(this.answers.keys().next().value!);
  }
}

/** The key of a model call, or undefined when its schema cannot be written down (then it is not cached). */
export function answerKey(request: InferenceRequest<unknown>): string | undefined {
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(request.schema, { unrepresentable: 'any' });
  } catch {
    return undefined;
  }
  const model = typeof request.model === 'string' ? request.model : request.model?.modelName;
  const call = [request.method, request.schemaName, jsonSchema, model ?? null, request.temperature ?? null, request.maxOutputTokens ?? null, request.messages];
  // The fence around page text has a fresh nonce per call: the same call must still find its answer.
  return createHash('sha256').update(withoutNonces(JSON.stringify(call))).digest('hex');
}

/** Counts how an operation's model calls were answered. */
interface CacheUse {
  hits: number;
  misses: number;
}

function cachingCalls(inner: ModelCalls, cache: ModelAnswerCache, use: CacheUse): ModelCalls {
  return {
    hasModel: (override) => inner.hasModel(override),
    supportsImages: (override) => inner.supportsImages(override),
    async generate<T>(request: InferenceRequest<T>): Promise<InferenceResult<T>> {
      const key = answerKey(request as InferenceRequest<unknown>);
      const hit = key ? cache.get(key) : undefined;
      if (hit) {
        use.hits++;
        const usage = { promptTokens: 0, completionTokens: 0, reasoningTokens: 0, cachedInputTokens: 0, inferenceTimeMs: 0 };
        // A copy: handlers may rewrite the answer (extract resolves link refs in place).
        return { data: structuredClone(hit.data) as T, usage, tokenUsage: { inputTokens: 0, outputTokens: 0, timeMs: 0 }, model: hit.model };
      }
      use.misses++;
      const result = await inner.generate(request);
      if (key) cache.set(key, { data: structuredClone(result.data), model: result.model });
      return result;
    },
  };
}

/**
 * Runs one act/observe/extract with its model calls going through the answer cache (when
 * `cache` is given: serverCache applies). An operation whose every model call was answered from
 * the cache is recorded with tier `cache`.
 */
export async function withServerCache<O extends { tier: Tier }>(cache: ModelAnswerCache | undefined, ctx: HandlerContext, work: (ctx: HandlerContext) => Promise<O>): Promise<O> {
  if (!cache) return work(ctx);
  const use: CacheUse = { hits: 0, misses: 0 };
  const outcome = await work({ ...ctx, inference: cachingCalls(ctx.inference, cache, use) });
  if (use.hits > 0 && use.misses === 0 && outcome.tier === 'model') {
    ctx.logger.debug('cache', `answered from the server cache (${use.hits} model call(s) saved)`);
    return { ...outcome, tier: 'cache' };
  }
  return outcome;
}
