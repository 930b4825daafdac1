import type { Page } from 'playwright-core';
import { OperationTimeoutError } from '../errors.js';
import type { Inference, InferenceUsage } from '../llm/inference.js';
import type { Logger } from '../logger.js';
import type { Secrets } from '../secrets.js';
import type { PageSnapshot } from '../snapshot/index.js';
import type { ActionMethod, ObserveResult } from './schemas.js';

/** An action resolved on a snapshot: the element's ref and what to do with it. */
export interface ResolvedAction {
  ref: string;
  method: ActionMethod;
  arguments: string[];
  description: string;
  /**
   * A control inside `ref`'s element that the snapshot does not show (hidden until the element is
   * hovered), as a CSS selector relative to it; an earlier step hovers the element.
   */
  within?: string;
  /** The offline rule that chose it (undefined: the model did). */
  rule?: string;
}

/**
 * A tier that answers before the model (the offline resolver): given the page text, it either
 * resolves the instruction with zero tokens or returns undefined and the model is asked.
 */
export type ResolverTier = (
  kind: 'act' | 'observe',
  instruction: string,
  snapshot: PageSnapshot,
  /** Told why the tier handed over (for the debug log). */
  explain?: (reason: string) => void,
  /** The page the snapshot is of: a tier may read a few facts the snapshot leaves out (read-only). */
  page?: Page,
) => ResolvedAction[] | undefined | Promise<ResolvedAction[] | undefined>;

export type Tier = 'model' | 'offline' | 'direct' | 'cache';

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

/**
 * Runs `work` under a bound: at `timeoutMs` the signal aborts (cancelling the model call, the
 * snapshot or the Playwright action under way) and the promise rejects with OperationTimeoutError
 * at once, wherever the work is. When `stop` aborts first (the page or browser closed), the same
 * happens with its reason. No timer or listener outlives the call.
 */
export async function withTimeout<T>(
  what: string,
  timeoutMs: number | undefined,
  work: (signal: AbortSignal) => Promise<T>,
  stop?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  if (stop?.aborted) throw stop.reason;
  let timer: NodeJS.Timeout | undefined;
  let onStop: (() => void) | undefined;
  const interrupted = new Promise<never>((_, reject) => {
    const end = (error: unknown) => {
      controller.abort(error);
      reject(error);
    };
    if (timeoutMs) {
      timer = setTimeout(
        () =>
          end(
            new OperationTimeoutError(
              `${what} did not finish within its timeout of ${timeoutMs} ms and was stopped. Raise the timeout option, or check that the page responds.`,
            ),
          ),
        timeoutMs,
      );
    }
    if (stop) stop.addEventListener('abort', (onStop = () => end(stop.reason)), { once: true });
  });
  try {
    return await Promise.race([work(controller.signal), interrupted]);
  } finally {
    clearTimeout(timer);
    if (onStop) stop?.removeEventListener('abort', onStop);
  }
}

/** Throws the abort reason if the operation was stopped. */
export function checkAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new OperationTimeoutError('The operation was stopped.');
}
