import type { Page } from 'playwright-core';
import { BrowserClosedError, type SpentTokens } from '../session/errors.js';
import { closeReason, closedError, closedSignal, whatClosed } from '../page/closing.js';
import type { History } from '../session/history.js';
import type { Inference } from '../llm/inference.js';
import type { Logger } from '../session/logger.js';
import type { Secrets } from '../session/secrets.js';
import type { ObserveResult } from './schemas.js';
import { withTimeout } from '../session/abort.js';
import type { HandOver } from '../decision/decision.js';
import { tallyUsage, type HandlerContext, type ResolverTier, type Tier, type UsageTally } from './context.js';

/** How long a page that an act's own action closed waits for its context or browser to say they closed too. */
const ACTION_CLOSE_GRACE_MS = 100;

/** What the client lends its AI methods. */
export interface AiMethods {
  assertReady(method: string): void;
  page(): Page;
  records: History;
  inference: Inference;
  logger: Logger;
  selfHeal: boolean;
  domSettleTimeout: number;
  resolver: ResolverTier | undefined;
  secrets: Secrets;
  /** The client's `variablesOrigins` (normalised): origins besides the top page's that may receive variables. */
  variablesOrigins?: readonly string[];
}

/**
 * Runs one AI method on the active page under its timeout and records it: parameters (already
 * free of secrets), result, timing, page URL, token usage and how it was resolved.
 */
export async function runAi<T>(
  client: AiMethods,
  method: 'act' | 'observe' | 'extract' | 'agent' | 'check',
  parameters: Record<string, unknown>,
  timeoutMs: number | undefined,
  work: (ctx: HandlerContext) => Promise<{ result: unknown; tier: Tier; usage: UsageTally }>,
): Promise<T> {
  client.assertReady(method);
  const page = client.page();
  // Everything recorded, returned, logged or thrown goes through the session's masking.
  const { secrets } = client;
  const operation = client.records.begin(method, secrets.mask(parameters), secrets.mask(page.url()));
  // The page, its context or the browser closing ends the call at once, wherever it waits.
  const closed = closedSignal(page);
  let performing: { action: ObserveResult; tier: Tier } | undefined;
  let handover: { handover: string } | undefined;
  let handedOver: HandOver | undefined;
  try {
    const outcome = await withTimeout(`${method}()`, timeoutMs, (signal) =>
      work({
        page,
        inference: client.inference,
        logger: client.logger,
        selfHeal: client.selfHeal,
        domSettleTimeout: client.domSettleTimeout,
        signal,
        secrets: client.secrets,
        variablePolicy: { origins: client.variablesOrigins ?? [], includeTopPage: true },
        // A check's model calls are counted with observe() (the seed's metrics have no check prefix).
        recordUsage: (usage) => client.inference.recordUsage(method === 'check' ? 'observe' : method, usage),
        performing: (action, tier) => (performing = { action, tier }),
        handedOver: (given) => {
          handedOver = secrets.mask(given);
          handover = { handover: secrets.mask(`the offline tier has no confident answer: ${given.reason}`) };
        },
        ...(client.resolver ? { resolver: client.resolver } : {}),
      }),
      closed,
    );
    const { usage } = outcome;
    const result = secrets.mask(outcome.result);
    operation.end(result, {
      tier: outcome.tier,
      ...(outcome.tier === 'model' ? handover : {}),
      ...(usage.calls || outcome.tier === 'offline' || outcome.tier === 'cache' ? { tokenUsage: tallyUsage(usage) } : {}),
    });
    return result as T;
  } catch (thrown) {
    // A Playwright error from a page that closed under the call says so, typed.
    const gone = closedError(page);
    // The act's own action closed its page (a popup's "Close" button): that is the action's effect,
    // unless the context or the browser reports its own end at once.
    if (gone && method === 'act' && performing && (await whatClosed(page, ACTION_CLOSE_GRACE_MS)) === 'page') {
      const { action, tier } = performing;
      const result = secrets.mask({ success: true, message: `Action performed: ${action.description} (the page closed)`, actionDescription: action.description, actions: [action] });
      operation.end(result, { tier });
      return result as T;
    }
    const what = gone ? await whatClosed(page) : undefined;
    const closedBy = what ? closeReason(page) : undefined;
    const step = typeof parameters.instruction === 'string' ? ` "${parameters.instruction}"` : '';
    const error = what
      ? new BrowserClosedError(what, `${method}()${closedBy ? step : ''} was running`, { ...(thrown === closed.reason ? {} : { cause: thrown }), ...(closedBy ? { closedBy } : {}) })
      : thrown;
    secrets.maskError(error);
    // A failed model call still spent tokens (InvalidModelAnswerError, ModelRequestError carry them).
    const spent = (error as SpentTokens | undefined)?.tokenUsage;
    // A failed call's result says why the offline tier handed it over, as a resolved one's decision does.
    operation.fail(error, { ...(spent ? { tokenUsage: spent } : {}), ...handover }, handedOver ? { handover: handedOver } : undefined);
    client.logger.error(method, `${method}() failed: ${(error as Error)?.message ?? error}`);
    throw error;
  }
}
