import { METRIC_PREFIXES, METRIC_SUFFIXES, type ClientMetrics } from '../../replay/record.js';
import type { LLMUsage } from './llm-types.js';

export type MetricMethod = Exclude<(typeof METRIC_PREFIXES)[number], 'total'>;

export function emptyMetrics(): ClientMetrics {
  return Object.fromEntries(
    METRIC_PREFIXES.flatMap((p) => [...METRIC_SUFFIXES.map((s) => [`${p}${s}`, 0]), [`${p}Cost`, 0]]),
  ) as ClientMetrics;
}

/** Adds one model call's usage (and its cost, when the model has a price) to a method's counters and to the totals. */
export function addUsage(metrics: ClientMetrics, method: MetricMethod, usage: LLMUsage & { inferenceTimeMs: number }, cost?: number): void {
  for (const prefix of [method, 'total'] as const) {
    if (cost !== undefined) metrics[`${prefix}Cost`] = Math.round(((metrics[`${prefix}Cost`] ?? 0) + cost) * 1e8) / 1e8;
    metrics[`${prefix}PromptTokens`] += usage.promptTokens;
    metrics[`${prefix}CompletionTokens`] += usage.completionTokens;
    metrics[`${prefix}ReasoningTokens`] += usage.reasoningTokens;
    metrics[`${prefix}CachedInputTokens`] += usage.cachedInputTokens;
    metrics[`${prefix}InferenceTimeMs`] += usage.inferenceTimeMs;
  }
}
