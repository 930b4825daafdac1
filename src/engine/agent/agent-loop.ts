import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AgentAction, AgentOutcome, AgentResult, AgentRun } from './types.js';
import type { LLMMessage } from '../session/llm-types.js';
import { agentMessages } from '../llm/prompts.js';
import type { PageSnapshot } from '../snapshot/index.js';
import { actOnPage } from '../methods/act.js';
import { AgentStepAnswerSchema, type AgentStepAnswer } from './agent-schemas.js';
import { addTally, emptyTally, type UsageTally } from '../methods/context.js';
import { checkAborted } from '../session/abort.js';
import { lookAtPage, pageTextFor, toObserveResults } from '../methods/observe.js';
import { asActionMethod, PAGE_METHODS } from '../methods/perform.js';
import { maskVariables } from '../session/variables.js';
import { namedByInstruction, originOf, rivalFieldNames, variablesIn } from '../methods/variable-origins.js';
import { VariableTargetError } from '../session/errors.js';

const MAX_WAIT_MS = 5_000;
const NAVIGATION_TIMEOUT_MS = 30_000;
/** How much of a tool's output the next prompt shows. */
const TOOL_OUTPUT_CHARS = 2_000;
/** Methods whose first argument is typed text (recorded as `text`). */
const TYPING_METHODS = new Set(['fill', 'type']);

/** Token usage of an agent run: the tally runAi records, plus what only the AgentResult carries. */
export interface AgentUsageTally extends UsageTally {
  reasoningTokens: number;
  cachedInputTokens: number;
}

export const emptyAgentTally = (): AgentUsageTally => ({ ...emptyTally(), reasoningTokens: 0, cachedInputTokens: 0 });

/** The AgentOutcome of a run: the seed's AgentResult with usage summed over every model call. */
export function agentOutcome(
  run: AgentRun,
  fields: Pick<AgentResult, 'success' | 'completed' | 'message'>,
  actions: AgentAction[],
  usage: AgentUsageTally,
  tier: AgentOutcome['tier'],
  metadata: Record<string, unknown> = {},
): AgentOutcome {
  const taken = actions.filter((a) => a.type !== 'done').length;
  return {
    result: {
      ...fields,
      message: maskVariables(fields.message, run.variables),
      actions,
      metadata: { actions: taken, maxSteps: run.plan.maxSteps, modelCalls: usage.calls, ...metadata },
      usage: {
        input_tokens: usage.inputTokens,
        output_tokens: usage.outputTokens,
        reasoning_tokens: usage.reasoningTokens,
        cached_input_tokens: usage.cachedInputTokens,
        inference_time_ms: usage.timeMs,
      },
    },
    tier,
    usage,
  };
}

/** A page address with variable values masked (URL-encoded forms included: see secrets.ts). */
export function maskUrl(url: string, variables: Record<string, string>): string {
  return maskVariables(url, variables);
}

/** One line per earlier step, as the model reads them. */
export function describeStep(action: AgentAction): string {
  const outcome = action.success ? 'ok' : `FAILED: ${action.error ?? 'unknown error'}`;
  const output = action.output === undefined ? '' : ` → ${JSON.stringify(action.output).slice(0, TOOL_OUTPUT_CHARS)}`;
  return `${action.type}: ${action.action} (${outcome})${output}`;
}

/** The title of an action's nested test step. */
export function stepTitleOf(action: Pick<AgentAction, 'type' | 'action'>): string {
  return action.type === 'act' || action.type === 'computer' ? action.action : `${action.type}: ${action.action}`;
}

/**
 * The generic agent: a loop of look, decide, do. Each turn the model sees the task, the steps so
 * far, the page text (and a screenshot when it takes images) and answers one step. `maxSteps`
 * bounds the actions: after the last allowed one the model gets one more turn to say it is done.
 * `earlier` are steps already taken (a cached run that handed over), counted against maxSteps.
 */
export async function runAgentLoop(run: AgentRun, earlier: { actions: AgentAction[]; usage?: AgentUsageTally } = { actions: [] }): Promise<AgentOutcome> {
  const { ctx, plan } = run;
  const usage = earlier.usage ?? emptyAgentTally();
  const actions = [...earlier.actions];
  const { variables } = run;
  let taken = actions.length;

  for (;;) {
    checkAborted(ctx.signal);
    const snapshot = await lookAtPage(ctx, {});
    // An action's pageUrl is where it left the page once settled (a click's navigation included).
    const last = actions.at(-1);
    if (last && last.tier === 'model' && taken > 0) last.pageUrl = maskUrl(ctx.page.url(), variables);
    const screenshot =
      plan.autoScreenshot && ctx.inference.supportsImages(run.model)
        ? (await ctx.page.screenshot({ type: 'jpeg', quality: 60, timeout: 10_000 }).catch(() => undefined))?.toString('base64')
        : undefined;
    const messages = agentMessages({
      instruction: plan.instruction,
      ...(plan.context ? { context: plan.context } : {}),
      ...(run.instructions ? { instructions: run.instructions } : {}),
      tools: [...run.tools.list],
      variables: Object.keys(variables),
      steps: actions.map(describeStep),
      actionsLeft: plan.maxSteps - taken,
      pageUrl: maskUrl(ctx.page.url(), variables),
      pageText: pageTextFor(ctx, snapshot, `${plan.instruction} ${plan.context ?? ''}`),
      ...(screenshot ? { screenshot } : {}),
    });
    const reply = await ctx.inference.generate({
      method: 'agent',
      messages,
      schema: AgentStepAnswerSchema,
      schemaName: 'agent_step',
      signal: ctx.signal,
      secrets: Object.values(variables),
      ...(run.model ? { model: run.model } : {}),
      purpose: `agent().execute("${plan.instruction}")`,
    });
    addTally(usage, reply.tokenUsage);
    usage.reasoningTokens += reply.usage.reasoningTokens;
    usage.cachedInputTokens += reply.usage.cachedInputTokens;
    const answer = reply.data;

    if (answer.step === 'done') {
      // `success: true` on done is the model saying the whole task is done; anything else is giving up.
      const completed = answer.success;
      actions.push(record(run, answer, { type: 'done', action: maskVariables(answer.message, run.variables), success: completed, tier: 'model' }));
      return agentOutcome(run, { success: completed, completed, message: answer.message }, actions, usage, 'model');
    }
    if (taken >= plan.maxSteps) {
      return agentOutcome(
        run,
        { success: false, completed: false, message: `The agent did not finish "${plan.instruction}" within maxSteps (${plan.maxSteps} actions): it still wanted to ${answer.step}.` },
        actions,
        usage,
        'model',
      );
    }
    const title = stepTitleOf({ type: answer.step, action: maskVariables(titleOfAnswer(answer), run.variables) });
    actions.push(await run.step(title, () => performStep(run, snapshot, answer, variables, messages)));
    taken++;
    if (plan.waitBetweenActions > 0) await sleep(plan.waitBetweenActions, undefined, { signal: ctx.signal });
  }
}

/** Why a `goto` is refused by the run's origin policy, or undefined when it may go. */
export function navigationRefusal(run: AgentRun, url: string): string | undefined {
  const origin = originOf(url);
  const policy = run.origins;
  if (!policy || !origin) return undefined;
  if (policy.list.includes(origin)) return undefined;
  if (policy.adoptFirst) {
    // Started on a page with no origin (about:blank): the first address the task opens is home.
    policy.adoptFirst = false;
    policy.list.push(origin);
    return undefined;
  }
  return `refused: ${origin} is not one of the origins this agent may open (${policy.list.join(', ')}). Pass it in allowedOrigins if the task needs it.`;
}

/** A variable chosen for an element neither the task nor the variable's name names: why it is refused. */
function namedTarget(run: AgentRun, snapshot: PageSnapshot, ref: string, args: readonly string[]): string | undefined {
  const names = variablesIn(args, run.variables);
  if (!names.length) return undefined;
  const node = snapshot.byRef.get(ref);
  const name = node?.name || node?.placeholder || '';
  if (namedByInstruction(`${run.plan.instruction} ${run.plan.context ?? ''}`, names, name, rivalFieldNames(snapshot, ref))) return undefined;
  return `refused to type ${names.map((n) => `%${n}%`).join(', ')} into ${node?.role ?? 'an element'} ${JSON.stringify(name)}: neither the task nor the variable's name names it`;
}

function titleOfAnswer(answer: AgentStepAnswer): string {
  switch (answer.step) {
    case 'act':
      return answer.action?.description || `${answer.action?.method ?? 'act'} ${answer.action?.elementId ?? ''}`.trim();
    case 'goto':
      return `open ${answer.url ?? ''}`;
    case 'tool':
      return `call ${answer.tool?.name ?? '(no tool)'}`;
    case 'wait':
      return `wait ${answer.waitMs ?? 1_000} ms`;
    default:
      return answer.step;
  }
}

function record(run: AgentRun, answer: AgentStepAnswer, fields: Partial<AgentAction> & Pick<AgentAction, 'type' | 'action' | 'success'>): AgentAction {
  return { reasoning: maskVariables(answer.reasoning, run.variables), pageUrl: maskUrl(run.ctx.page.url(), run.variables), timestamp: Date.now(), tier: 'model', ...fields };
}

async function performStep(run: AgentRun, snapshot: PageSnapshot, answer: AgentStepAnswer, variables: Record<string, string>, messages: LLMMessage[]): Promise<AgentAction> {
  const { ctx } = run;
  const mask = (text: string) => maskVariables(text, run.variables);
  const failed = (type: AgentAction['type'], action: string, error: string, fields: Partial<AgentAction> = {}) =>
    record(run, answer, { type, action: mask(action), success: false, error: mask(error), ...fields });
  switch (answer.step) {
    case 'act': {
      const chosen = answer.action;
      if (!chosen) return failed('act', 'no action', 'the step was "act" but no action was given');
      let method;
      try {
        method = asActionMethod(chosen.method);
      } catch (error) {
        return failed('act', chosen.description, (error as Error).message);
      }
      const args = chosen.arguments.map(mask);
      const pageLevel = PAGE_METHODS.has(method) && !snapshot.byRef.has(chosen.elementId);
      const observed = pageLevel
        ? { selector: 'html', description: chosen.description, method, arguments: args }
        : (await toObserveResults(ctx, snapshot, [{ ref: chosen.elementId, method, arguments: args, description: chosen.description }]))[0];
      if (!observed) return failed('act', chosen.description, `element ${chosen.elementId || '(none)'} is not on the page`);
      const named = namedTarget(run, snapshot, chosen.elementId, chosen.arguments);
      if (named) return failed('act', chosen.description, named);
      let outcome;
      try {
        outcome = await actOnPage(ctx, observed, { variables });
      } catch (error) {
        // A variable refused (wrong origin): the step fails and the model is told; nothing was typed.
        if (error instanceof VariableTargetError) return failed('act', chosen.description, error.message, { selector: observed.selector, method, arguments: args });
        throw error;
      }
      const fields: Partial<AgentAction> = {
        selector: observed.selector,
        method,
        arguments: args,
        ...(TYPING_METHODS.has(method) && args[0] !== undefined ? { text: args[0] } : {}),
      };
      return outcome.result.success
        ? record(run, answer, { type: 'act', action: mask(chosen.description), success: true, ...fields })
        : failed('act', chosen.description, outcome.result.message, fields);
    }
    case 'goto': {
      const url = answer.url ?? '';
      if (!/^https?:\/\//i.test(url)) return failed('goto', `open ${url || '(no address)'}`, 'only http(s) addresses can be opened', { url });
      // Checked before the navigation: an address the page suggested must not take the agent (and its variables) elsewhere.
      const refusal = navigationRefusal(run, url);
      if (refusal) return failed('goto', `open ${url}`, refusal, { url });
      try {
        await ctx.page.goto(url, { timeout: NAVIGATION_TIMEOUT_MS });
        return record(run, answer, { type: 'goto', action: `open ${url}`, success: true, url });
      } catch (error) {
        checkAborted(ctx.signal);
        return failed('goto', `open ${url}`, (error as Error).message.split('\n')[0]!, { url });
      }
    }
    case 'tool': {
      const call = answer.tool;
      if (!call) return failed('tool', 'call (no tool)', `the step was "tool" but no tool was named; available: ${run.tools.list.map((t) => t.name).join(', ') || 'none'}`);
      const info = run.tools.list.find((t) => t.name === call.name);
      const fields = { tool: call.name, ...(info?.integration ? { integration: info.integration } : {}) };
      let input: unknown;
      try {
        input = call.input.trim() ? (JSON.parse(call.input) as unknown) : {};
      } catch (error) {
        return failed('tool', `call ${call.name}`, `the tool input is not JSON: ${(error as Error).message}`, fields);
      }
      const outcome = await run.tools.call(call.name, input, { toolCallId: `call_${randomUUID()}`, signal: ctx.signal, messages: messages.filter((m) => m.role !== 'system') });
      checkAborted(ctx.signal);
      return outcome.ok
        ? record(run, answer, { type: 'tool', action: `call ${call.name}`, success: true, ...fields, input, output: outcome.output })
        : failed('tool', `call ${call.name}`, outcome.error, { ...fields, input });
    }
    case 'wait': {
      const ms = Math.min(Math.max(answer.waitMs ?? 1_000, 0), MAX_WAIT_MS);
      await sleep(ms, undefined, { signal: ctx.signal });
      return record(run, answer, { type: 'wait', action: `wait ${ms} ms`, success: true });
    }
    default:
      return failed('done', String(answer.step), `unknown step "${String(answer.step)}"`);
  }
}
