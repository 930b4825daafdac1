import { actOnPage, type ActOutcome } from '../methods/act.js';
import { emptyTally, type HandlerContext } from '../methods/context.js';
import { checkAborted } from '../session/abort.js';
import { PAGE_METHODS, asActionMethod } from '../methods/perform.js';
import type { ActOptions, ObserveResult } from '../methods/schemas.js';
import { selectorLocator } from '../snapshot/selectors.js';
import { waitForSettled } from '../page/settle.js';
import { actionCacheKey } from './key.js';
import type { ActionCacheStore } from './store.js';

/**
 * How long a cached selector may take to appear after the page settled. Short: a selector that
 * is gone should hand over to the model quickly, not after Playwright's action timeout.
 */
export const CACHED_SELECTOR_WAIT_MS = 1_500;

/**
 * act(instruction) with `cacheDir`: replays the actions stored for (instruction, page URL,
 * variable names) with no model call and no offline resolution; when there are none, or they no
 * longer work, acts as usual and stores what worked.
 */
export async function actWithCache(store: ActionCacheStore | undefined, ctx: HandlerContext, input: string | ObserveResult, options: ActOptions): Promise<ActOutcome> {
  if (!store || typeof input !== 'string') return actOnPage(ctx, input, options);
  const key = actionCacheKey({ kind: 'act', instruction: input, pageUrl: ctx.page.url(), variables: options.variables });
  const entry = await store.read(key);
  if (entry) {
    const replay = await replayActions(ctx, entry.actions, options);
    if (replay.ok) {
      ctx.logger.info('cache', `act("${input}") replayed ${entry.actions.length} cached action(s)`);
      return replay.outcome;
    }
    ctx.logger.info('cache', ctx.secrets.mask(`act("${input}"): the cached actions no longer work (${replay.reason}); acting afresh`));
  }
  const outcome = await actOnPage(ctx, input, options);
  if (outcome.result.success) await store.write(key, outcome.result.actions, ctx.secrets.byName);
  else if (entry) await store.remove(key);
  return outcome;
}

type Replay = { ok: true; outcome: ActOutcome } | { ok: false; reason: string };

/** Performs stored actions in order, each only once its element is on the settled page. No self-heal here: the caller falls back. */
async function replayActions(ctx: HandlerContext, actions: ObserveResult[], options: ActOptions): Promise<Replay> {
  const done: ObserveResult[] = [];
  for (const action of actions) {
    checkAborted(ctx.signal);
    await waitForSettled(ctx.page, { timeoutMs: options.domSettleTimeoutMs ?? ctx.domSettleTimeout, signal: ctx.signal });
    if (!(await selectorResolves(ctx, action))) return { ok: false, reason: `"${action.selector}" matches nothing on the page` };
    const step = await actOnPage({ ...ctx, selfHeal: false }, action, options);
    if (!step.result.success) return { ok: false, reason: step.result.message };
    done.push(...step.result.actions);
  }
  const description = done.map((d) => d.description).join(', then ');
  return {
    ok: true,
    outcome: { result: { success: true, message: `Action performed: ${description}`, actionDescription: description, actions: done }, tier: 'cache', usage: emptyTally() },
  };
}

/** Whether a stored action's element is on the page (page-level methods need none). */
export async function selectorResolves(ctx: HandlerContext, action: ObserveResult): Promise<boolean> {
  let method;
  try {
    method = asActionMethod(action.method);
  } catch {
    return false;
  }
  if (action.selector === 'html' && PAGE_METHODS.has(method)) return true;
  try {
    await selectorLocator(ctx.page, action.selector).first().waitFor({ state: 'attached', timeout: CACHED_SELECTOR_WAIT_MS });
    return true;
  } catch {
    checkAborted(ctx.signal);
    return false;
  }
}
