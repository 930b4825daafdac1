import { METRIC_PREFIXES, METRIC_SUFFIXES, type ClientMetrics } from '../replay/record.js';
import type { LLMUsage } from './llm/types.js';

export type MetricMethod = Exclude<(typeof METRIC_PREFIXES)[number], 'total'>;

export function emptyMetrics(): ClientMetrics {
  return Object.fromEntries(
    METRIC_PREFIXES.flatMap((p) => METRIC_SUFFIXES.map((s) => [`${p}${s}`, 0])),
  ) as ClientMetrics;
}

/** Adds one model call's usage to a method's counters and to the totals. */
export function addUsage(metrics: ClientMetrics, method: MetricMethod, usage: LLMUsage & { inferenceTimeMs: number }): void {
  for (const prefix of [method, 'total'] as const) {
    metrics[`${prefix}PromptTokens`] += usage.promptTokens;
    metrics[`${prefix}CompletionTokens`] += usage.completionTokens;
    metrics[`${prefix}ReasoningTokens`] += usage.reasoningTokens;
    metrics[`${prefix}CachedInputTokens`] += usage.cachedInputTokens;
    metrics[`${prefix}InferenceTimeMs`] += usage.inferenceTimeMs;
  }
}
