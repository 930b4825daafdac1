import type { Page } from 'playwright-core';
import type { SpentTokens } from '../errors.js';
import type { History } from '../history.js';
import type { Inference } from '../llm/inference.js';
import type { Logger } from '../logger.js';
import { withTimeout, type HandlerContext, type ResolverTier, type Tier, type UsageTally } from './context.js';

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
  secrets: Map<string, string>;
}

/**
 * Runs one AI method on the active page under its timeout and records it: parameters (already
 * free of secrets), result, timing, page URL, token usage and how it was resolved.
 */
export async function runAi<T>(
  client: AiMethods,
  method: 'act' | 'observe' | 'extract' | 'agent',
  parameters: Record<string, unknown>,
  timeoutMs: number | undefined,
  work: (ctx: HandlerContext) => Promise<{ result: unknown; tier: Tier; usage: UsageTally }>,
): Promise<T> {
  client.assertReady(method);
  const page = client.page();
  const operation = client.records.begin(method, parameters, page.url());
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
        recordUsage: (usage) => client.inference.recordUsage(method, usage),
        ...(client.resolver ? { resolver: client.resolver } : {}),
      }),
    );
    const { usage } = outcome;
    operation.end(outcome.result, {
      tier: outcome.tier,
      ...(usage.calls || outcome.tier === 'offline' || outcome.tier === 'cache' ? { tokenUsage: { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, timeMs: usage.timeMs } } : {}),
    });
    return outcome.result as T;
  } catch (error) {
    // A failed model call still spent tokens (InvalidModelAnswerError, ModelRequestError carry them).
    const spent = (error as SpentTokens | undefined)?.tokenUsage;
    operation.fail(error, spent ? { tokenUsage: spent } : undefined);
    client.logger.error(method, `${method}() failed: ${(error as Error)?.message ?? error}`);
    throw error;
  }
}
