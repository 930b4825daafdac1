import { createHash, randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { AgentAction, AgentOutcome, AgentReplay, AgentRun, AgentRunCache } from '../agent/types.js';
import { VariableTargetError } from '../session/errors.js';
import { actOnPage } from '../methods/act.js';
import { agentOutcome, emptyAgentTally, maskUrl, navigationRefusal, stepTitleOf } from '../agent/agent-loop.js';
import { checkAborted } from '../session/abort.js';
import { substituteVariables, maskVariables } from '../session/variables.js';
import { selectorLocator } from '../snapshot/selectors.js';
import { waitForSettled } from '../page/settle.js';
import { CACHED_SELECTOR_WAIT_MS, offlineReading, selectorResolves } from './act.js';
import { ElementIdentitySchema, type ElementIdentity } from './entry.js';
import { cacheUrl } from './key.js';
import { isDurable, type ActionCacheStore } from './store.js';
import { readIdentity, verifyCachedAction } from './verify.js';

/**
 * Cached agent runs (`cacheDir`): a successful execute stores the actions it took (durable
 * selectors, `%name%` for variables, tool calls with their input and output) under its instruction,
 * start URL and agent configuration. The next execute replays them with no model call, checking
 * each step's effect; where the page differs it hands over to the agent with the steps done so far,
 * and the entry is rewritten from that run. As in the action cache (verify.ts), an act step records
 * its element (role, accessible name, frame origin) and runs again only on an element that still
 * is that one and still answers the step: a poisoned or drifted entry never acts.
 */

/** 2: every act step on an element records the element. Entries of version 1 are ignored (a miss). */
export const AGENT_CACHE_VERSION = 2;

export const AgentCacheKeySchema = z.object({
  kind: z.literal('agent'),
  instruction: z.string(),
  /** Start page URL without query and hash. */
  url: z.string(),
  /** What else decides the actions: model, provider, instructions, context, tool and integration names, variable names. */
  config: z.string(),
});
export type AgentCacheKey = z.infer<typeof AgentCacheKeySchema>;

const CachedStepSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('act'),
    description: z.string(),
    selector: z.string(),
    method: z.string(),
    arguments: z.array(z.string()),
    /** Page URL (no query/hash) once the step settled: the effect a replay checks. */
    urlAfter: z.string(),
    /** The element acted on, when it was written (none for a page-level action): verified before the step runs again. */
    element: ElementIdentitySchema.optional(),
  }),
  z.object({ type: z.literal('goto'), url: z.string(), urlAfter: z.string() }),
  z.object({ type: z.literal('tool'), tool: z.string(), input: z.unknown(), output: z.unknown() }),
  z.object({ type: z.literal('wait'), ms: z.number() }),
]);
type CachedStep = z.infer<typeof CachedStepSchema>;

export const AgentCacheEntrySchema = z
  .object({
    version: z.literal(AGENT_CACHE_VERSION),
    key: AgentCacheKeySchema,
    steps: z.array(CachedStepSchema).min(1),
    /** The model's closing message when the entry was written. */
    message: z.string(),
    writtenAt: z.string(),
  })
  // An act on an element records the element, to be verified before it runs again (a file without it is a miss).
  .refine((e) => e.steps.every((s) => s.type !== 'act' || s.selector.trim() === 'html' || s.element !== undefined), {
    message: 'an act step on an element records the element (role, name, origin)',
  });
export type AgentCacheEntry = z.infer<typeof AgentCacheEntrySchema>;

export function agentCacheKey(input: { instruction: string; pageUrl: string; config: Record<string, unknown> }): AgentCacheKey {
  return { kind: 'agent', instruction: input.instruction.trim(), url: cacheUrl(input.pageUrl), config: JSON.stringify(input.config) };
}

function fileOf(store: ActionCacheStore, key: AgentCacheKey): string {
  const hash = createHash('sha256').update(JSON.stringify([key.kind, key.instruction, key.url, key.config])).digest('hex').slice(0, 40);
  return join(store.dir, `agent-${hash}.json`);
}

export async function readAgentEntry(store: ActionCacheStore, key: AgentCacheKey): Promise<AgentCacheEntry | undefined> {
  try {
    const entry = AgentCacheEntrySchema.safeParse(JSON.parse(await readFile(fileOf(store, key), 'utf8')));
    if (entry.success && entry.data.key.instruction === key.instruction && entry.data.key.url === key.url && entry.data.key.config === key.config) return entry.data;
  } catch {
    // No entry, or an unreadable one: a miss, rewritten by the next success.
  }
  return undefined;
}

/** The cacheable form of a run's actions (with the elements read as they ran), or why it cannot be cached. */
function toCachedSteps(actions: AgentAction[], variables: Record<string, string>, elements: ReadonlyMap<string, ElementIdentity>): CachedStep[] | string {
  const steps: CachedStep[] = [];
  const mask = (text: string) => maskVariables(text, variables);
  for (const action of actions) {
    if (!action.success || action.type === 'done') continue; // a failed step changed nothing worth replaying
    switch (action.type) {
      case 'act': {
        const selector = action.selector ?? '';
        if (!isDurable({ selector, description: action.action })) return `"${action.action}" has no durable selector`;
        const element = selector.trim() === 'html' ? undefined : elements.get(selector);
        if (selector.trim() !== 'html' && !element) return `the element of "${action.action}" could not be read as it ran`;
        steps.push({
          type: 'act',
          description: mask(action.action),
          selector: mask(selector),
          method: action.method ?? 'click',
          arguments: (action.arguments ?? []).map(mask),
          urlAfter: cacheUrl(action.pageUrl),
          ...(element ? { element } : {}),
        });
        break;
      }
      case 'goto':
        steps.push({ type: 'goto', url: action.url ?? action.pageUrl, urlAfter: cacheUrl(action.pageUrl) });
        break;
      case 'tool':
        steps.push({ type: 'tool', tool: action.tool ?? '', input: action.input ?? {}, output: action.output ?? null });
        break;
      case 'wait':
        steps.push({ type: 'wait', ms: Number(/\d+/.exec(action.action)?.[0] ?? 0) });
        break;
      default:
        return `a ${action.type} action (by screen coordinates) cannot be replayed by selector`;
    }
  }
  return steps.length ? steps : 'it took no action';
}

/** Stores a successful run's actions (atomically: a temp file renamed into place, as the action cache does). */
export async function writeAgentEntry(store: ActionCacheStore, key: AgentCacheKey, run: AgentRun, outcome: AgentOutcome, elements: ReadonlyMap<string, ElementIdentity>): Promise<boolean> {
  const logger = run.ctx.logger;
  const steps = toCachedSteps(outcome.result.actions, run.variables, elements);
  if (typeof steps === 'string') {
    logger.debug('cache', `agent run not cached: ${steps}`);
    return false;
  }
  const entry: AgentCacheEntry = { version: AGENT_CACHE_VERSION, key, steps, message: maskVariables(outcome.result.message, run.variables), writtenAt: new Date().toISOString() };
  const path = fileOf(store, key);
  try {
    await store.writeFile(path, entry);
    return true;
  } catch (error) {
    logger.error('cache', `could not write the agent cache entry ${path}: ${(error as Error).message}. Check that cacheDir is writable.`);
    return false;
  }
}

export async function removeAgentEntry(store: ActionCacheStore, key: AgentCacheKey): Promise<void> {
  await rm(fileOf(store, key), { force: true }).catch(() => undefined);
}


const REPLAYED = 'replayed from the agent cache';

/**
 * Replays an entry step by step, each as a nested step; stops at the first step whose element is
 * not the one recorded or whose effect differs. `elements` gets the identity of each step that ran
 * (the entry is rewritten from them when the agent takes over).
 */
export async function replayAgentEntry(run: AgentRun, entry: AgentCacheEntry, elements: Map<string, ElementIdentity> = new Map()): Promise<AgentReplay> {
  const { ctx, plan } = run;
  const actions: AgentAction[] = [];
  const action = (fields: Partial<AgentAction> & Pick<AgentAction, 'type' | 'action' | 'success'>): AgentAction => ({
    reasoning: REPLAYED,
    pageUrl: maskUrl(ctx.page.url(), run.variables),
    timestamp: Date.now(),
    tier: 'cache',
    ...fields,
  });
  if (entry.steps.length > plan.maxSteps) return { complete: false, actions, reason: `the cached run has ${entry.steps.length} actions, more than maxSteps (${plan.maxSteps})` };
  // Each page-changing step settles after itself (its effect check needs it): one settle up front suffices.
  await waitForSettled(ctx.page, { timeoutMs: ctx.domSettleTimeout, signal: ctx.signal });
  for (const step of entry.steps) {
    checkAborted(ctx.signal);
    const title = stepTitleOf(step.type === 'act' ? { type: 'act', action: step.description } : { type: step.type, action: describeCached(step) });
    const outcome = await run.step(title, () => replayStep(run, step, action, elements));
    actions.push(outcome.action);
    if (!outcome.ok) return { complete: false, actions: outcome.action.success ? actions : actions.slice(0, -1), reason: outcome.reason };
    if (plan.waitBetweenActions > 0) await sleep(plan.waitBetweenActions, undefined, { signal: ctx.signal });
  }
  // The page as the model saw it when it said done: settled.
  await waitForSettled(ctx.page, { timeoutMs: ctx.domSettleTimeout, signal: ctx.signal });
  actions.push(action({ type: 'done', action: entry.message, success: true }));
  return {
    complete: true,
    outcome: agentOutcome(run, { success: true, completed: true, message: entry.message }, actions, emptyAgentTally(), 'cache', { cache: 'replayed' }),
  };
}

function describeCached(step: CachedStep): string {
  switch (step.type) {
    case 'act':
      return step.description;
    case 'goto':
      return `open ${step.url}`;
    case 'tool':
      return `call ${step.tool}`;
    case 'wait':
      return `wait ${step.ms} ms`;
  }
}

type StepReplay = { ok: true; action: AgentAction } | { ok: false; action: AgentAction; reason: string };

async function replayStep(
  run: AgentRun,
  step: CachedStep,
  action: (f: Partial<AgentAction> & Pick<AgentAction, 'type' | 'action' | 'success'>) => AgentAction,
  elements: Map<string, ElementIdentity>,
): Promise<StepReplay> {
  const { ctx } = run;
  const urlNow = () => cacheUrl(maskUrl(ctx.page.url(), run.variables));
  /**
   * The address once the step's effect shows: at once when it is the expected one (the next
   * step's own auto-wait covers the rest), else after the page settled (a navigation under way).
   */
  const settledUrl = async (expected: string) => {
    if (urlNow() === expected) return expected;
    await waitForSettled(ctx.page, { timeoutMs: ctx.domSettleTimeout, signal: ctx.signal });
    return urlNow();
  };
  switch (step.type) {
    case 'act': {
      const fields = {
        type: 'act' as const,
        action: step.description,
        selector: step.selector,
        method: step.method,
        arguments: step.arguments,
        ...((step.method === 'fill' || step.method === 'type') && step.arguments[0] !== undefined ? { text: step.arguments[0] } : {}),
      };
      const observed = { selector: step.selector, description: step.description, method: step.method, arguments: step.arguments };
      if (!(await selectorResolves(ctx, observed))) {
        return { ok: false, action: action({ ...fields, success: false, error: `"${step.selector}" matches nothing on the page` }), reason: `"${step.selector}" matches nothing on the page` };
      }
      if (step.element) {
        // Its element must still be the one recorded and still answer the step (verify.ts): else nothing is done, the agent takes over.
        const cached = { ...observed, code: '', element: step.element };
        const verdict = await verifyCachedAction(ctx.page, 'act', step.description, cached, CACHED_SELECTOR_WAIT_MS, offlineReading(ctx, 'act', step.description, {}));
        checkAborted(ctx.signal);
        if (!verdict.ok) {
          const reason = `the cached step "${step.description}" no longer holds: ${verdict.reason}`;
          return { ok: false, action: action({ ...fields, success: false, error: reason }), reason };
        }
        elements.set(step.selector, step.element);
      }
      let done;
      try {
        done = await actOnPage({ ...ctx, selfHeal: false }, observed, { variables: run.variables });
      } catch (error) {
        if (!(error instanceof VariableTargetError)) throw error;
        return { ok: false, action: action({ ...fields, success: false, error: error.message }), reason: error.message };
      }
      if (!done.result.success) return { ok: false, action: action({ ...fields, success: false, error: done.result.message }), reason: done.result.message };
      const problem = await effectProblem(run, step, await settledUrl(step.urlAfter));
      return problem ? { ok: false, action: action({ ...fields, success: true }), reason: problem } : { ok: true, action: action({ ...fields, success: true }) };
    }
    case 'goto': {
      const fields = { type: 'goto' as const, action: `open ${step.url}`, url: step.url };
      // A cached address is held to the same origin policy as a live one (a cache from elsewhere may be poisoned).
      const refusal = navigationRefusal(run, step.url);
      if (refusal) return { ok: false, action: action({ ...fields, success: false, error: refusal }), reason: refusal };
      try {
        await ctx.page.goto(step.url, { timeout: 30_000 });
      } catch (error) {
        checkAborted(ctx.signal);
        const message = (error as Error).message.split('\n')[0]!;
        return { ok: false, action: action({ ...fields, success: false, error: message }), reason: message };
      }
      const url = await settledUrl(step.urlAfter);
      return url === step.urlAfter ? { ok: true, action: action({ ...fields, success: true }) } : { ok: false, action: action({ ...fields, success: true }), reason: `the page is ${url}, not ${step.urlAfter}` };
    }
    case 'tool': {
      const info = run.tools.list.find((t) => t.name === step.tool);
      const fields = { type: 'tool' as const, action: `call ${step.tool}`, tool: step.tool, input: step.input, ...(info?.integration ? { integration: info.integration } : {}) };
      const outcome = await run.tools.call(step.tool, step.input, { toolCallId: `call_cache_${randomBytes(6).toString('hex')}`, signal: ctx.signal });
      if (!outcome.ok) return { ok: false, action: action({ ...fields, success: false, error: outcome.error }), reason: outcome.error };
      const same = JSON.stringify(outcome.output) === JSON.stringify(step.output);
      // Later steps may type what the tool answered: a different answer needs the model again.
      return same
        ? { ok: true, action: action({ ...fields, success: true, output: outcome.output }) }
        : { ok: false, action: action({ ...fields, success: true, output: outcome.output }), reason: `tool "${step.tool}" answered differently than when the run was cached` };
    }
    case 'wait':
      await sleep(step.ms, undefined, { signal: ctx.signal });
      return { ok: true, action: action({ type: 'wait', action: `wait ${step.ms} ms`, success: true }) };
  }
}

/** Whether a replayed act had the effect it had when cached: same page, and a filled field holds the value. */
async function effectProblem(run: AgentRun, step: Extract<CachedStep, { type: 'act' }>, url: string): Promise<string | undefined> {
  if (url !== step.urlAfter) return `after "${step.description}" the page is ${url}, not ${step.urlAfter}`;
  if (step.method === 'fill' && step.arguments[0] !== undefined) {
    const expected = substituteVariables(step.arguments[0], run.variables);
    const value = await selectorLocator(run.ctx.page, step.selector)
      .first()
      .inputValue({ timeout: 1_000 })
      .catch(() => undefined);
    if (value !== undefined && value !== expected) return `"${step.description}" left the field holding something else`;
  }
  return undefined;
}

/**
 * `cacheDir` for agent().execute, lent to the agent (which never imports the cache): the run for
 * this instruction, start page and configuration is replayed when one is kept; afterwards a
 * success is kept and a failure forgets the entry that was replayed.
 */
export function agentRunCache(store: ActionCacheStore): AgentRunCache {
  return {
    async open(run, config) {
      const key = agentCacheKey({ instruction: run.plan.instruction, pageUrl: run.ctx.page.url(), config });
      const entry = await readAgentEntry(store, key);
      // Each acted-on element, by selector: read just before its action runs (or verified on replay), stored with the run.
      const elements = new Map<string, ElementIdentity>();
      const replay = entry ? { steps: entry.steps.length, ...(await replayAgentEntry(run, entry, elements)) } : undefined;
      return {
        ...(replay ? { replay } : {}),
        async beforeAction(selector) {
          if (elements.has(selector)) return;
          const identity = await readIdentity(run.ctx.page, selector, CACHED_SELECTOR_WAIT_MS);
          if (identity) elements.set(selector, identity);
        },
        async finish(outcome) {
          if (outcome.result.success) await writeAgentEntry(store, key, run, outcome, elements);
          else if (entry) await removeAgentEntry(store, key);
        },
      };
    },
  };
}
