import { emptyTally, type HandlerContext } from '../methods/context.js';
import { observePage, type ObserveOutcome } from '../methods/observe.js';
import type { ObserveOptions } from '../methods/schemas.js';
import { waitForSettled } from '../page/settle.js';
import { selectorResolves } from './act.js';
import { actionCacheKey } from './key.js';
import type { ActionCacheStore } from './store.js';

/**
 * observe(instruction) with `cacheDir`: the results stored for (instruction, page URL, scope)
 * when every selector still resolves; otherwise observes as usual and stores the results.
 * observe() without an instruction reads the page directly and is not cached.
 */
export async function observeWithCache(store: ActionCacheStore | undefined, ctx: HandlerContext, instruction: string | undefined, options: ObserveOptions): Promise<ObserveOutcome> {
  if (!store || !instruction?.trim()) return observePage(ctx, instruction, options);
  const key = actionCacheKey({ kind: 'observe', instruction, pageUrl: ctx.page.url(), scope: options.selector });
  const entry = await store.read(key);
  if (entry) {
    await waitForSettled(ctx.page, { timeoutMs: options.domSettleTimeoutMs ?? ctx.domSettleTimeout, signal: ctx.signal });
    const found = await Promise.all(entry.actions.map((action) => selectorResolves(ctx, action)));
    if (found.every(Boolean)) {
      ctx.logger.info('cache', `observe("${instruction}") answered from the cache`);
      return { result: entry.actions, tier: 'cache', usage: emptyTally() };
    }
    ctx.logger.info('cache', `observe("${instruction}"): ${found.filter((f) => !f).length} cached selector(s) no longer resolve; observing afresh`);
  }
  const outcome = await observePage(ctx, instruction, options);
  if (outcome.result.length) await store.write(key, outcome.result, ctx.secrets.byName);
  else if (entry) await store.remove(key);
  return outcome;
}
