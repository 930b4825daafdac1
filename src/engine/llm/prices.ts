import type { LLMUsage } from './types.js';

/**
 * List prices in US dollars per million tokens. The one place to update when providers change
 * prices: check each provider's pricing page and move PRICES_CHECKED. Anthropic's cache writes
 * and long-context surcharges are not modelled; these are standard-tier, short-context prices.
 */
export const PRICES_CHECKED = '2026-11-21';

export interface ModelPrice {
  input: number;
  /** Input tokens read from the prompt cache. */
  cachedInput: number;
  output: number;
}

export const MODEL_PRICES: Record<string, ModelPrice> = {
  'openai/gpt-5': { input: 1.25, cachedInput: 0.125, output: 10 },
  'openai/gpt-5-mini': { input: 0.25, cachedInput: 0.025, output: 2 },
  'openai/gpt-5-nano': { input: 0.05, cachedInput: 0.005, output: 0.4 },
  'openai/gpt-4.1': { input: 2, cachedInput: 0.5, output: 8 },
  'openai/gpt-4.1-mini': { input: 0.4, cachedInput: 0.1, output: 1.6 },
  'openai/gpt-4.1-nano': { input: 0.1, cachedInput: 0.025, output: 0.4 },
  'openai/gpt-4o': { input: 2.5, cachedInput: 1.25, output: 10 },
  'openai/gpt-4o-mini': { input: 0.15, cachedInput: 0.075, output: 0.6 },
  'openai/o3': { input: 2, cachedInput: 0.5, output: 8 },
  'openai/o4-mini': { input: 1.1, cachedInput: 0.275, output: 4.4 },
  'anthropic/claude-opus-4-5': { input: 5, cachedInput: 0.5, output: 25 },
  'anthropic/claude-opus-4-1': { input: 15, cachedInput: 1.5, output: 75 },
  'anthropic/claude-sonnet-4-5': { input: 3, cachedInput: 0.3, output: 15 },
  'anthropic/claude-sonnet-4-0': { input: 3, cachedInput: 0.3, output: 15 },
  'anthropic/claude-sonnet-4': { input: 3, cachedInput: 0.3, output: 15 },
  'anthropic/claude-3-7-sonnet': { input: 3, cachedInput: 0.3, output: 15 },
  'anthropic/claude-haiku-4-5': { input: 1, cachedInput: 0.1, output: 5 },
  'anthropic/claude-3-5-haiku': { input: 0.8, cachedInput: 0.08, output: 4 },
  'google/gemini-2.5-pro': { input: 1.25, cachedInput: 0.125, output: 10 },
  'google/gemini-2.5-flash': { input: 0.3, cachedInput: 0.03, output: 2.5 },
  'google/gemini-2.5-flash-lite': { input: 0.1, cachedInput: 0.01, output: 0.4 },
  'google/gemini-2.0-flash': { input: 0.1, cachedInput: 0.025, output: 0.4 },
};

// Dated snapshots and aliases cost what their family costs: gpt-4.1-mini-2025-04-14,
// claude-sonnet-4-5-20250929, claude-3-5-haiku-latest, gemini-2.5-flash-001.
const VERSION_SUFFIX = /(-\d{4}-\d{2}-\d{2}|-\d{8}|-latest|-\d{3})$/;

/** The price of `provider/model`, or undefined when the table does not know it. */
export function priceOf(provider: string, modelName: string): ModelPrice | undefined {
  const key = `${provider}/${modelName.toLowerCase()}`;
  return MODEL_PRICES[key] ?? MODEL_PRICES[key.replace(VERSION_SUFFIX, '')];
}

/** Cost in US dollars of one call's usage, or undefined for a model without a price. */
export function costOf(provider: string, modelName: string, usage: LLMUsage): number | undefined {
  const price = priceOf(provider, modelName);
  if (!price) return undefined;
  const cached = Math.min(usage.cachedInputTokens, usage.promptTokens);
  const dollars =
    ((usage.promptTokens - cached) * price.input + cached * price.cachedInput + usage.completionTokens * price.output) / 1e6;
  // Rounded to a millionth of a cent: enough for any bill, free of float noise in reports.
  return Math.round(dollars * 1e8) / 1e8;
}
