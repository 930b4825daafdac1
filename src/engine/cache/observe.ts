import { emptyTally, type HandlerContext } from '../methods/context.js';
import { observePage, type ObserveOutcome } from '../methods/observe.js';
import type { ObserveOptions, ObserveResult } from '../methods/schemas.js';
import { waitForSettled } from '../page/settle.js';
import { CACHED_SELECTOR_WAIT_MS, offlineReading } from './act.js';
import type { ElementIdentity } from './entry.js';
import { actionCacheKey } from './key.js';
import type { ActionCacheStore } from './store.js';
import { readIdentity, verifyCachedAction } from './verify.js';

/**
 * observe(instruction) with `cacheDir`: the results stored for (instruction, page URL, scope)
 * when every one still verifies (its element is what the entry recorded and answers the
 * instruction, see verify.ts); otherwise observes as usual and stores the results with what
 * their elements are. observe() without an instruction reads the page directly and is not cached.
 */
export async function observeWithCache(store: ActionCacheStore | undefined, ctx: HandlerContext, instruction: string | undefined, options: ObserveOptions): Promise<ObserveOutcome> {
  if (!store || !instruction?.trim()) return observePage(ctx, instruction, options);
  const key = actionCacheKey({ kind: 'observe', instruction, pageUrl: ctx.page.url(), scope: options.selector });
  const entry = await store.read(key);
  if (entry) {
    await waitForSettled(ctx.page, { timeoutMs: options.domSettleTimeoutMs ?? ctx.domSettleTimeout, signal: ctx.signal });
    const reading = offlineReading(ctx, 'observe', instruction, options);
    const verdicts = await Promise.all(entry.actions.map((action) => verifyCachedAction(ctx.page, 'observe', instruction, action, CACHED_SELECTOR_WAIT_MS, reading)));
    const failed = verdicts.find((v) => !v.ok);
    if (!failed) {
      ctx.logger.info('cache', `observe("${instruction}") answered from the cache`);
      const result: ObserveResult[] = entry.actions.map((a) => ({ selector: a.selector, description: a.description, method: a.method, arguments: a.arguments, code: a.code }));
      return { result, tier: 'cache', usage: emptyTally() };
    }
    ctx.logger.info('cache', `observe("${instruction}"): a cached result no longer holds (${failed.ok ? '' : failed.reason}); observing afresh`);
  }
  const outcome = await observePage(ctx, instruction, options);
  if (outcome.result.length) {
    const elements = new Map<string, ElementIdentity>();
    await Promise.all(outcome.result.map(async (r) => {
      const identity = r.selector.trim() === 'html' ? undefined : await readIdentity(ctx.page, r.selector, CACHED_SELECTOR_WAIT_MS);
      if (identity) elements.set(r.selector, identity);
    }));
    await store.write(key, outcome.result, elements, ctx.secrets.byName);
  } else if (entry) await store.remove(key);
  return outcome;
}
