import type { Page } from 'playwright-core';
import type { Inference, InferenceUsage } from '../llm/inference.js';
import type { Logger } from '../session/logger.js';
import type { Secrets } from '../session/secrets.js';
import type { PageSnapshot } from '../snapshot/index.js';
import type { Tier } from '../decision/resolved.js';
import type { HandOver } from '../decision/decision.js';
import type { ObserveResult } from './schemas.js';
import type { VariablePolicy } from './variable-origins.js';

import type { ResolverTier } from '../decision/resolved.js';
export type { ResolvedAction, ResolverTier, Tier } from '../decision/resolved.js';

/** What a handler needs from the client, for one operation. */
export interface HandlerContext {
  page: Page;
  /** The model calls a handler makes (the server cache wraps them on CLOUD). */
  inference: Pick<Inference, 'generate' | 'hasModel' | 'supportsImages'>;
  logger: Logger;
  selfHeal: boolean;
  /** Default DOM settle bound (ms). */
  domSettleTimeout: number;
  /** Aborts when the operation times out. */
  signal: AbortSignal;
  resolver?: ResolverTier;
  /**
   * Values of every `variables` entry this session has used, by name. A typed secret stays in the
   * page (a filled field shows its value): page text is masked with them before anyone reads it.
   */
  secrets: Secrets;
  /**
   * Where `%variables%` may be typed (methods/variable-origins.ts). Default: the top page's origin
   * and the client's `variablesOrigins`; an agent run fixes it to its allowed origins.
   */
  variablePolicy?: VariablePolicy;
  /** Counts a model call made outside `inference` in the client's metrics (computer-use agents). */
  recordUsage?: (usage: InferenceUsage) => void;
  /**
   * Told just before an action is performed on the page, with how it was resolved: when that
   * action closes its own page (a popup's "Close" button), the act is a success, not a lost page.
   */
  performing?: (action: ObserveResult, tier: Tier) => void;
  /**
   * Awaited just before an action with a durable selector is performed, while its element is as the
   * step found it (the action cache reads what the element is, to verify it on replay); `element` is
   * its role and name as the snapshot read them (reading them again with an aria snapshot would void
   * the snapshot's refs the action uses). Only set by the cache: no cost otherwise.
   */
  /**
   * The step an observed action replays (a cached step): the effect its words ask for is checked
   * after the action as when it was first resolved (methods/effects.ts).
   */
  instruction?: string;
  /** Told why the offline tier handed the step over: the record keeps it for the report, a failed call's result too. */
  handedOver?: (handover: HandOver) => void;
  beforeAction?: (selector: string, element?: { role: string; name: string }) => Promise<void>;
}

/** Token usage summed over the model calls of one operation. */
export interface UsageTally {
  inputTokens: number;
  outputTokens: number;
  timeMs: number;
  calls: number;
  /** US dollars of the calls whose model has a price (see llm/prices.ts). */
  cost: number;
  /** Calls on a model the price table does not know: the operation's cost is then unknown. */
  unpriced: number;
}

export const emptyTally = (): UsageTally => ({ inputTokens: 0, outputTokens: 0, timeMs: 0, calls: 0, cost: 0, unpriced: 0 });

export function addTally(tally: UsageTally, usage: { inputTokens?: number; outputTokens?: number; timeMs?: number; cost?: number }): void {
  tally.inputTokens += usage.inputTokens ?? 0;
  tally.outputTokens += usage.outputTokens ?? 0;
  tally.timeMs += usage.timeMs ?? 0;
  tally.calls += 1;
  if (usage.cost !== undefined) tally.cost = Math.round((tally.cost + usage.cost) * 1e8) / 1e8;
  else tally.unpriced += 1;
}

/**
 * The tokenUsage recorded for an operation: tokens and time, and `cost` when it called a model and
 * every call has a price; absent when the price is unknown or no model was called (zero tokens).
 */
export function tallyUsage(tally: UsageTally): { inputTokens: number; outputTokens: number; timeMs: number; cost?: number } {
  const out = { inputTokens: tally.inputTokens, outputTokens: tally.outputTokens, timeMs: tally.timeMs };
  return tally.calls > 0 && tally.unpriced === 0 ? { ...out, cost: tally.cost } : out;
}
