import type { LLMUsage } from '../session/llm-types.js';

/**
 * List prices in US dollars per million tokens: standard tier, short context (OpenAI under 270k,
 * Gemini Pro under 200k, Claude Haiku 5.5 under 100k prompt tokens). Cache writes, batch and
 * long-context surcharges are not modelled. The one place to update when providers change prices:
 * check each provider's pricing page (platform.claude.com/docs/en/about-claude/pricing,
 * openai.com/api/pricing, ai.google.dev/gemini-api/docs/pricing) and move PRICES_CHECKED.
 * Checked against stored copies of those pages (no live access from this machine).
 */
export const PRICES_CHECKED = '2026-11-21';

export interface ModelPrice {
  input: number;
  /** Input tokens read from the prompt cache. */
  cachedInput: number;
  output: number;
}

const price = (input: number, cachedInput: number, output: number): ModelPrice => ({ input, cachedInput, output });

export const MODEL_PRICES: Record<string, ModelPrice> = {
  'openai/gpt-5.5': price(5, 0.5, 30),
  'openai/gpt-5.4': price(2.5, 0.25, 15),
  'openai/gpt-5.4-mini': price(0.75, 0.075, 4.5),
  'openai/gpt-5.4-nano': price(0.2, 0.02, 1.25),
  'openai/gpt-5.2': price(1.75, 0.175, 14),
  'openai/gpt-5.1': price(1.25, 0.125, 10),
  'openai/gpt-5': price(1.25, 0.125, 10),
  'openai/gpt-5-mini': price(0.25, 0.025, 2),
  'openai/gpt-5-nano': price(0.05, 0.005, 0.4),
  'openai/gpt-4.1': price(2, 0.5, 8),
  'openai/gpt-4.1-mini': price(0.4, 0.1, 1.6),
  'openai/gpt-4.1-nano': price(0.1, 0.025, 0.4),
  'openai/gpt-4o': price(2.5, 1.25, 10),
  'openai/gpt-4o-mini': price(0.15, 0.075, 0.6),
  'openai/o3': price(2, 0.5, 8),
  'openai/o4-mini': price(1.1, 0.275, 4.4),

  'anthropic/claude-fable-5-1': price(10, 0.25, 50),
  'anthropic/claude-mythos-5-1': price(10, 0.25, 50),
  'anthropic/claude-fable-5': price(10, 1, 50),
  'anthropic/claude-mythos-5': price(10, 1, 50),
  'anthropic/claude-opus-5-5': price(4, 0.2, 20),
  'anthropic/claude-opus-5': price(5, 0.5, 25),
  'anthropic/claude-opus-4-8': price(5, 0.5, 25),
  'anthropic/claude-opus-4-7': price(5, 0.5, 25),
  'anthropic/claude-opus-4-6': price(5, 0.5, 25),
  'anthropic/claude-opus-4-5': price(5, 0.5, 25),
  'anthropic/claude-opus-4-1': price(15, 1.5, 75),
  'anthropic/claude-opus-4-0': price(15, 1.5, 75),
  'anthropic/claude-sonnet-5-5': price(2, 0.1, 10),
  'anthropic/claude-sonnet-5': price(2, 0.2, 10),
  'anthropic/claude-sonnet-4-6': price(3, 0.3, 15),
  'anthropic/claude-sonnet-4-5': price(3, 0.3, 15),
  'anthropic/claude-sonnet-4-0': price(3, 0.3, 15),
  'anthropic/claude-3-7-sonnet': price(3, 0.3, 15),
  'anthropic/claude-haiku-5-5': price(0.1, 0.01, 0.5),
  'anthropic/claude-haiku-4-5': price(1, 0.1, 5),
  'anthropic/claude-3-5-haiku': price(0.8, 0.08, 4),

  // Gemini's context caching bills cached input at a tenth of the input price.
  'google/gemini-3.5-flash': price(1.5, 0.15, 9),
  'google/gemini-3.1-pro': price(2, 0.2, 12),
  'google/gemini-3.1-flash-lite': price(0.25, 0.025, 1.5),
  'google/gemini-3-pro': price(2, 0.2, 12),
  'google/gemini-3-flash': price(0.5, 0.05, 3),
  'google/gemini-2.5-pro': price(1.25, 0.125, 10),
  'google/gemini-2.5-flash': price(0.3, 0.03, 2.5),
  'google/gemini-2.5-flash-lite': price(0.1, 0.01, 0.4),
  'google/gemini-2.0-flash': price(0.1, 0.025, 0.4),
};

// Aliases, snapshots and previews cost what their family costs: claude-sonnet-4 (= -4-0),
// gpt-4.1-mini-2025-04-14, claude-sonnet-4-5-20250929, claude-3-5-haiku-latest,
// gemini-2.0-flash-001, gemini-3-flash-preview.
const VERSION_SUFFIX = /(-\d{4}-\d{2}-\d{2}|-\d{8}|-latest|-\d{3}|-preview)$/;

/** The price of `provider/model`, or undefined when the table does not know it. */
export function priceOf(provider: string, modelName: string): ModelPrice | undefined {
  const key = `${provider}/${modelName.toLowerCase()}`;
  const family = key.replace(VERSION_SUFFIX, '');
  return MODEL_PRICES[key] ?? MODEL_PRICES[family] ?? MODEL_PRICES[`${family}-0`];
}

/** Cost in US dollars of one call's usage, or undefined for a model without a price. */
export function costOf(provider: string, modelName: string, usage: LLMUsage): number | undefined {
  const rates = priceOf(provider, modelName);
  if (!rates) return undefined;
  const cached = Math.min(usage.cachedInputTokens, usage.promptTokens);
  const dollars =
    ((usage.promptTokens - cached) * rates.input + cached * rates.cachedInput + usage.completionTokens * rates.output) / 1e6;
  // Rounded to a millionth of a cent: enough for any bill, free of float noise in reports.
  return Math.round(dollars * 1e8) / 1e8;
}
