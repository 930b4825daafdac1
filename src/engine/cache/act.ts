import { actOnPage, decisionOf, type ActOutcome } from '../methods/act.js';
import { emptyTally, type HandlerContext } from '../methods/context.js';
import { checkAborted } from '../session/abort.js';
import { PAGE_METHODS, asActionMethod, readsBefore, readsPointer } from '../methods/perform.js';
import { readElement, setUpMainWorld, type ElementState } from '../snapshot/element-state.js';
import type { ActOptions, ObserveResult } from '../methods/schemas.js';
import type { DecidedBy, EffectCheck } from '../decision/decision.js';
import { MissingLLMConfigurationError } from '../session/errors.js';
import { selectorLocator } from '../snapshot/selectors.js';
import { pageAtWork, requestsInFlight, waitForSettled } from '../page/settle.js';
import { internalCalls } from '../session/internal-calls.js';
import type { ActionCacheEntry, CachedAction, ElementIdentity } from './entry.js';
import { actionCacheKey } from './key.js';
import type { ActionCacheStore } from './store.js';
import { answersInItsRow, answersInstruction, frameOrigin, judgeCachedAction, originOf, readIdentity, sameIdentity, USES_VARIABLE, verifyCachedAction, type OfflineReading } from './verify.js';
import { splitDeepSelector } from '../browser/deep-locator.js';
import type { Locator, Page } from 'playwright-core';
import { lookAtPage } from '../methods/observe.js';
import { offlineTier } from '../offline/index.js';

/**
 * How long a cached selector may take to appear after the page settled. Short: a selector that
 * is gone should hand over to the model quickly, not after Playwright's action timeout.
 */
export const CACHED_SELECTOR_WAIT_MS = 1_500;

/**
 * act(instruction) with `cacheDir`: replays the actions stored for (instruction, page URL,
 * variable names) with no model call and no offline resolution, each only once its element is
 * verified (verify.ts). When there are none, acts as usual and stores what worked with what its
 * elements were. When a stored action no longer verifies or no longer works, the step is
 * resolved afresh (offline, then the model) and, when that works with other code, is a heal:
 * the result's `decision.heal` holds the old and the new code and why, and the entry is rewritten.
 * A re-resolved step that fails is a failure naming the old code and what went wrong with it.
 */
export async function actWithCache(store: ActionCacheStore | undefined, ctx: HandlerContext, input: string | ObserveResult, options: ActOptions): Promise<ActOutcome> {
  if (!store || typeof input !== 'string') return actOnPage(ctx, input, options);
  const key = actionCacheKey({ kind: 'act', instruction: input, pageUrl: ctx.page.url(), variables: options.variables });
  const entry = await store.read(key);
  let stale: { from: string; reason: string } | undefined;
  if (entry) {
    const replay = await replayActions(ctx, input, entry, options);
    if (replay.ok) {
      ctx.logger.info('cache', `act("${input}") replayed ${entry.actions.length} verified cached action(s)`);
      return replay.outcome;
    }
    stale = { from: codeOf(entry.actions), reason: replay.reason };
    ctx.logger.info('cache', ctx.secrets.mask(`act("${input}"): the cached step no longer holds (${replay.reason}); resolving it afresh`));
  }
  // What each element is, read just before its action runs: what the entry records to verify it next time.
  const elements = new Map<string, ElementIdentity>();
  const recording: HandlerContext = {
    ...ctx,
    beforeAction: async (selector, known) => {
      // The snapshot's role and name when the step resolved on one (the refs it acts by stay valid); else read.
      const origin = known ? await frameOrigin(ctx.page, selector, CACHED_SELECTOR_WAIT_MS) : undefined;
      const identity = known ? (origin === undefined ? undefined : { ...known, origin }) : await readIdentity(ctx.page, selector, CACHED_SELECTOR_WAIT_MS);
      if (identity) elements.set(selector, identity);
    },
  };
  let outcome: ActOutcome;
  try {
    outcome = await actOnPage(recording, input, options);
  } catch (error) {
    // A drifted step that only a model could heal fails, saying so: skipping it would hide the drift.
    if (stale && error instanceof MissingLLMConfigurationError) {
      return failedHeal(stale, `re-resolving it needs a model, and none is configured (${error.message.split('\n')[0]})`);
    }
    throw error;
  }
  const { result } = outcome;
  if (result.success) {
    const by = result.decision?.by;
    await store.write(key, result.actions, elements, ctx.secrets.byName, by);
    if (stale && by) {
      const to = codeOf(result.actions);
      if (to && to !== stale.from) {
        result.decision = decisionOf(by, { from: stale.from, to, reason: stale.reason });
        ctx.logger.info('cache', ctx.secrets.mask(`act("${input}") healed: ${stale.from} → ${to}`));
      }
    }
  } else {
    if (entry) await store.remove(key);
    if (stale) result.message = `The cached step \`${stale.from}\` no longer holds: ${stale.reason}. Resolving it afresh failed too: ${result.message}`;
  }
  return outcome;
}

/** The code of actions, one statement a line. */
export function codeOf(actions: readonly { code?: string | undefined }[]): string {
  return actions.map((a) => a.code ?? '').filter(Boolean).join('\n');
}

function failedHeal(stale: { from: string; reason: string }, why: string): ActOutcome {
  const message = `The cached step \`${stale.from}\` no longer holds: ${stale.reason}. It was not healed: ${why}.`;
  return { result: { success: false, message, actionDescription: '', actions: [] }, tier: 'cache', usage: emptyTally() };
}

type Replay = { ok: true; outcome: ActOutcome } | { ok: false; reason: string };

/**
 * Performs stored actions in order, each only once its element is verified (verify.ts). No
 * self-heal here: the caller re-resolves. Each costs what its Playwright action costs, plus one
 * round trip: its element's state and its identity, read side by side (for an action that takes
 * nothing from the state, its identity and the page's clock, with nothing run in the page's main
 * world; for a fill whose recorded element answers the step by its name, the clock beside the
 * fill itself, made through the element as recorded). Only a page at work
 * (loading; short timers, animation frames or requests pending) or an element not there yet
 * takes the long way: settling, then waiting for the element and verifying it there.
 */
async function replayActions(ctx: HandlerContext, instruction: string, entry: ActionCacheEntry, options: ActOptions): Promise<Replay> {
  const done: ObserveResult[] = [];
  let effect: EffectCheck | undefined;
  const offline = offlineReading(ctx, 'act', instruction, options);
  // A first action that does not read its element in the page's main world (a hover), followed by
  // one that does (the click on what the hover shows): Playwright's main-world set-up for that
  // read starts now, beside the first action, instead of in series after it. It reads nothing and
  // acts on nothing; every action is still verified and its effect checked as below.
  if (entry.actions.length > 1 && !readsBefore(entry.actions[0]!.method) && entry.actions.slice(1).some((a) => readsBefore(a.method))) void setUpMainWorld(ctx.page);
  for (const [i, action] of entry.actions.entries()) {
    checkAborted(ctx.signal);
    // Text just put into this very element, recorded as the same element (fill, then press Enter
    // in it): it was verified before that action, and the effect check after it found it; what
    // typing changes (its value) is not what identifies it. No read before this one.
    const before = entry.actions[i - 1];
    const again = !!before && (before.method === 'fill' || before.method === 'type') && before.selector === action.selector && action.selector.trim() !== 'html' && !!before.element && !!action.element && sameIdentity(before.element, action.element);
    const ready: Awaited<ReturnType<typeof readyToReplay>> = again ? { ok: true } : await readyToReplay(ctx, instruction, action, options, offline);
    checkAborted(ctx.signal);
    if (!ready.ok) return { ok: false, reason: ready.reason };
    if (ready.through) {
      // A fill through its element as recorded, the page's clock read beside it (readyToReplay).
      const filled = await actOnPage({ ...ctx, selfHeal: false, instruction }, observedOf(action), options, undefined, { locator: ready.through.locator, timeoutMs: CACHED_SELECTOR_WAIT_MS });
      const atWork = await ready.through.atWork;
      checkAborted(ctx.signal);
      if (filled.result.success && atWork === false) {
        done.push(...filled.result.actions);
        effect = filled.result.decision?.effect ?? effect;
        continue;
      }
      // The page was at work when it was filled (its clock said so, or has none), or no element as
      // recorded took the text in time: the long way, as before this fill, and the fill again
      // there (it sets the whole value): settled, the element verified as it is now, then filled
      // by its selector with its value checked. Nothing else acted in between.
      await waitForSettled(ctx.page, { timeoutMs: options.domSettleTimeoutMs ?? ctx.domSettleTimeout, signal: ctx.signal });
      const verdict = await verifyCachedAction(ctx.page, 'act', instruction, action, CACHED_SELECTOR_WAIT_MS, offline);
      checkAborted(ctx.signal);
      if (!verdict.ok) return { ok: false, reason: verdict.reason };
    }
    // The step's words go with it: the effect they ask for is checked as when it was resolved.
    const step = await actOnPage({ ...ctx, selfHeal: false, instruction }, observedOf(action), options, ready.known);
    if (!step.result.success) return { ok: false, reason: `its action failed: ${step.result.message}` };
    done.push(...step.result.actions);
    effect = step.result.decision?.effect ?? effect;
  }
  const description = done.map((d) => d.description).join(', then ');
  const by: DecidedBy = entry.by?.kind === 'rule' ? { kind: 'cache', rule: entry.by.rule } : { kind: 'cache' };
  return {
    ok: true,
    outcome: { result: { success: true, message: `Action performed: ${description}`, actionDescription: description, actions: done, decision: decisionOf(by, undefined, { effect }) }, tier: 'cache', usage: emptyTally() },
  };
}

/**
 * The offline tier's reading of the instruction on the page as it is now, for verification only:
 * asked whether or not the client resolves steps offline (it decides nothing here, it can only
 * contradict a cached element). Read once per step.
 */
export function offlineReading(ctx: HandlerContext, kind: 'act' | 'observe', instruction: string, options: { domSettleTimeoutMs?: number | undefined }): OfflineReading {
  let read: ReturnType<OfflineReading> | undefined;
  return () =>
    (read ??= (async () => {
      const snapshot = await lookAtPage(ctx, { ...(options.domSettleTimeoutMs !== undefined ? { domSettleTimeoutMs: options.domSettleTimeoutMs } : {}) });
      const actions = await offlineTier(kind, instruction, snapshot, undefined, ctx.page);
      if (!actions?.length) return undefined;
      const picked = actions.flatMap((a) => {
        const node = snapshot.byRef.get(a.ref);
        return node ? [{ role: node.role, name: node.name ?? '' }] : [];
      });
      return picked.length ? picked : undefined;
    })());
}

const observedOf = (a: CachedAction): ObserveResult => ({ selector: a.selector, description: a.description, method: a.method, arguments: a.arguments });

/**
 * A stored action's element, verified, once the page is ready for it: `known` is its state as one
 * read found it (undefined for a page-level action, or one that could not be read).
 */
async function readyToReplay(ctx: HandlerContext, instruction: string, action: CachedAction, options: ActOptions, offline: OfflineReading): Promise<{ ok: true; known?: ElementState; through?: FillThrough } | { ok: false; reason: string }> {
  let method;
  try {
    method = asActionMethod(action.method);
  } catch {
    return { ok: false, reason: `its method "${action.method}" is not one actwright knows` }; // an entry of another version: acted afresh
  }
  const pageLevel = action.selector.trim() === 'html' && PAGE_METHODS.has(method);
  if (pageLevel) {
    // No element to read the page's clock beside: a look at the page (one, when it is settled).
    await waitForSettled(ctx.page, { timeoutMs: options.domSettleTimeoutMs ?? ctx.domSettleTimeout, signal: ctx.signal });
    return { ok: true };
  }
  const target = selectorLocator(ctx.page, action.selector);
  // What the action and its effect check need of the element (methods/effects.ts), in the same read.
  const read = () => readElement(target, { pointer: readsPointer(method), effects: true });
  const recorded = action.element;
  // The element as the entry recorded it, asked of Playwright's own role engine (the one its aria
  // snapshot names elements with): exactly one such element where the selector points. Only for
  // the top frame (its origin is the page's, no read) and an element with a role of its own (a
  // generic one is not found by role: read the long way).
  const asRecorded = recorded?.role && recorded.role !== 'generic' && splitDeepSelector(action.selector).length === 1 && recorded.origin === originOf(ctx.page.url())
    ? target.and(ctx.page.getByRole(recorded.role as Parameters<Page['getByRole']>[0], { name: recorded.name, exact: true }))
    : undefined;
  if (asRecorded && method === 'fill' && !action.arguments.some((a) => USES_VARIABLE.test(a)) && requestsInFlight(ctx.page) === 0 && recorded && answersInstruction('act', instruction, recorded) !== 'no') {
    // A fill whose recorded element answers the step by its own name: judged on what the entry
    // recorded, with no read (the element it acts on must be that one), then filled through the
    // element as recorded (`asRecorded`: Playwright's strict action finds exactly one element where
    // the selector points and of the recorded role and name, or fills nothing), with the page's
    // clock read beside it instead of a count and the clock before it: one round trip fewer in
    // series. A page at work by that clock is settled and the fill made again the long way
    // (replayActions); a fill of text sets the whole value, so the first one leaves nothing behind.
    // Not for a variable's value (a secret): its origin check reads the element first, as before.
    const verdict = await judgeCachedAction(ctx.page, 'act', instruction, action, recorded, offline);
    if (!verdict.ok) return verdict;
    return { ok: true, through: { locator: asRecorded, atWork: pageAtWork(ctx.page) } };
  }
  if (asRecorded && !readsBefore(method)) {
    // An action that takes nothing from its element's state, nor its effect check (a fill, a key
    // press, a hover: methods/perform.ts readsBefore): only the identity, asked of Playwright's role
    // engine where its own actions run (its utility world: nothing to set up in a new document, as
    // an element read in the main world must), and the page's clock beside it, one round trip.
    const { count, busy } = await countAndClock(ctx.page, asRecorded);
    if (count === 1 && busy === false && requestsInFlight(ctx.page) === 0) {
      const verdict = await judgeCachedAction(ctx.page, 'act', instruction, action, recorded, offline);
      return verdict.ok ? { ok: true } : verdict;
    }
  } else if (asRecorded) {
    // The state read through the identity: one element found where the selector points and as
    // recorded is both, in one read. None (not as recorded, or not there yet): the long way below
    // reads what it is now, to say so.
    const reading = readElement(asRecorded, { pointer: readsPointer(method), effects: true });
    // A control whose name does not answer the step (the ✖ of `delete "Milk"`): what its row holds,
    // counted beside the read (verify.ts answersInItsRow; both read-only, nothing acts between)
    // instead of after it. Used only when the read finds it as recorded on a page at rest; else
    // the long way below judges afresh.
    const inItsRow = recorded && answersInstruction('act', instruction, recorded) === 'no' ? answersInItsRow(ctx.page, 'act', instruction, action.selector, recorded).catch(() => false) : undefined;
    const first = await reading;
    if (first?.count === 1 && first.busy === false && requestsInFlight(ctx.page) === 0) {
      const verdict = await judgeCachedAction(ctx.page, 'act', instruction, action, recorded, offline, inItsRow);
      return verdict.ok ? { ok: true, known: first } : verdict;
    }
  } else {
    // The state and the identity side by side: two reads at once when the element is there and the page is still.
    const identity = recorded ? readIdentity(ctx.page, action.selector, CACHED_SELECTOR_WAIT_MS) : Promise.resolve(undefined);
    if (!readsBefore(method) && splitDeepSelector(action.selector).length === 1) {
      // An action that takes nothing from the state, in the top frame: its count and the page's clock instead (as above).
      const { count, busy } = await countAndClock(ctx.page, target);
      if (count === 1 && busy === false && requestsInFlight(ctx.page) === 0) {
        const verdict = await judgeCachedAction(ctx.page, 'act', instruction, action, await identity, offline);
        return verdict.ok ? { ok: true } : verdict;
      }
    } else {
      const first = await read();
      if (first?.count === 1 && first.busy === false && requestsInFlight(ctx.page) === 0) {
        const verdict = await judgeCachedAction(ctx.page, 'act', instruction, action, await identity, offline);
        return verdict.ok ? { ok: true, known: first } : verdict;
      }
    }
    void identity.catch(() => undefined); // read on a page at work: read again once it settled
  }
  await waitForSettled(ctx.page, { timeoutMs: options.domSettleTimeoutMs ?? ctx.domSettleTimeout, signal: ctx.signal });
  const verdict = await verifyCachedAction(ctx.page, 'act', instruction, action, CACHED_SELECTOR_WAIT_MS, offline);
  if (!verdict.ok) return verdict;
  const settled = await read();
  return settled?.count === 1 ? { ok: true, known: settled } : { ok: true };
}

/** A cached fill made through its element as recorded, and the page's clock read beside it (true: at work; undefined: no clock). */
interface FillThrough {
  locator: Locator;
  atWork: Promise<boolean | undefined>;
}

/**
 * How many elements `locator` (in the top frame) matches, counted by Playwright in its utility
 * world, and whether the page is at work (`busy`, as an element read says it), read from its clock
 * beside the count: one round trip, nothing run in the page's main world.
 */
async function countAndClock(page: Page, locator: Locator): Promise<{ count: number; busy: boolean | undefined }> {
  const [count, busy] = await Promise.all([internalCalls(locator, () => locator.count()).catch(() => 0), pageAtWork(page)]);
  return { count, busy };
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
