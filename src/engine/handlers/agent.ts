import { z } from 'zod';
import { isComputerUseAgent, runComputerUseAgent } from '../agent/computer-use/index.js';
import { InvalidArgumentError } from '../errors.js';
import type { ModelOverride } from '../llm/inference.js';
import { agentMessages } from '../prompts.js';
import type { PageSnapshot } from '../snapshot/index.js';
import { actOnPage } from './act.js';
import {
  AgentStepAnswerSchema,
  type AgentAction,
  type AgentConfig,
  type AgentResult,
  type AgentStepAnswer,
  type AgentTool,
  type ToolSet,
} from './agent-schemas.js';
import { addTally, checkAborted, emptyTally, type HandlerContext, type Tier, type UsageTally } from './context.js';
import { lookAtPage, toObserveResults } from './observe.js';
import { asActionMethod, PAGE_METHODS } from './perform.js';

export interface AgentPlan {
  instruction: string;
  maxSteps: number;
  autoScreenshot: boolean;
  waitBetweenActions: number;
  context?: string;
}

const MAX_WAIT_MS = 5_000;
const NAVIGATION_TIMEOUT_MS = 30_000;
/** How much of a tool's output the next prompt shows. */
const TOOL_OUTPUT_CHARS = 2_000;

/** The model an agent uses: its own `model` (with `provider` and `options.apiKey/baseURL`), else the client's. */
export function agentModel(config: AgentConfig): ModelOverride | undefined {
  if (!config.model) return undefined;
  const modelName = config.provider && !config.model.includes('/') ? `${config.provider}/${config.model}` : config.model;
  const apiKey = typeof config.options?.apiKey === 'string' ? config.options.apiKey : undefined;
  const baseURL = typeof config.options?.baseURL === 'string' ? config.options.baseURL : undefined;
  return apiKey || baseURL ? { modelName, ...(apiKey ? { apiKey } : {}), ...(baseURL ? { baseURL } : {}) } : modelName;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function toolInputSchema(tool: AgentTool): z.ZodType | undefined {
  return tool.inputSchema ?? tool.parameters;
}

/**
 * agent().execute(): a loop of look, decide, do. Each step the model sees the task, the steps so
 * far, the page text (and a screenshot when it takes images), and answers one step; the loop ends
 * when it says done or after maxSteps.
 */
export async function runAgent(
  ctx: HandlerContext,
  config: AgentConfig,
  plan: AgentPlan,
): Promise<{ result: AgentResult; tier: Tier; usage: UsageTally }> {
  const model = agentModel(config);
  const tools: ToolSet = config.tools ?? {};
  const toolList = Object.entries(tools).map(([name, tool]) => {
    const schema = toolInputSchema(tool);
    return { name, description: tool.description, ...(schema ? { inputSchema: z.toJSONSchema(schema) as Record<string, unknown> } : {}) };
  });
  if (isComputerUseAgent(config)) {
    // Until the agent entry's dispatch lands: the computer-use agents record their own actions.
    const variables = (plan as { variables?: Record<string, string> }).variables;
    const toolbox = {
      list: toolList.map((t) => ({ ...t, inputSchema: t.inputSchema ?? { type: 'object', properties: {} } })),
      async call(name: string, input: unknown) {
        try {
          const tool = tools[name]!;
          const schema = toolInputSchema(tool);
          return { ok: true as const, output: jsonSafe(await tool.execute(schema ? schema.parse(input) : input)) };
        } catch (error) {
          return { ok: false as const, error: (error as Error).message };
        }
      },
    };
    const run = await runComputerUseAgent({ ctx, plan, options: config.options ?? {}, tools: toolbox, ...(config.provider ? { provider: config.provider } : {}), ...(config.model ? { model: config.model } : {}), ...(config.instructions ? { instructions: config.instructions } : {}), ...(variables ? { variables } : {}) });
    return { ...run, result: run.result as unknown as AgentResult };
  }
  const usage = emptyTally();
  const extra = { reasoning: 0, cached: 0 };
  const actions: AgentAction[] = [];
  const finish = (success: boolean, message: string, completed: boolean): { result: AgentResult; tier: Tier; usage: UsageTally } => ({
    result: {
      success,
      message,
      actions,
      completed,
      metadata: { steps: actions.length, maxSteps: plan.maxSteps },
      usage: {
        input_tokens: usage.inputTokens,
        output_tokens: usage.outputTokens,
        reasoning_tokens: extra.reasoning,
        cached_input_tokens: extra.cached,
        inference_time_ms: usage.timeMs,
      },
    },
    tier: 'model',
    usage,
  });

  for (let step = 0; step < plan.maxSteps; step++) {
    checkAborted(ctx.signal);
    const snapshot = await lookAtPage(ctx, {});
    const screenshot =
      plan.autoScreenshot && ctx.inference.supportsImages(model)
        ? (await ctx.page.screenshot({ type: 'jpeg', quality: 60, timeout: 10_000 }).catch(() => undefined))?.toString('base64')
        : undefined;
    const reply = await ctx.inference.generate({
      method: 'agent',
      messages: agentMessages({
        instruction: plan.instruction,
        ...(plan.context ? { context: plan.context } : {}),
        ...(config.instructions ? { instructions: config.instructions } : {}),
        tools: toolList,
        steps: actions.map(describeStep),
        pageUrl: ctx.page.url(),
        pageText: snapshot.text,
        ...(screenshot ? { screenshot } : {}),
      }),
      schema: AgentStepAnswerSchema,
      schemaName: 'agent_step',
      signal: ctx.signal,
      ...(model ? { model } : {}),
      purpose: `agent().execute("${plan.instruction}")`,
    });
    addTally(usage, reply.tokenUsage);
    extra.reasoning += reply.usage.reasoningTokens;
    extra.cached += reply.usage.cachedInputTokens;
    const answer = reply.data;
    if (answer.step === 'done') {
      actions.push(stepRecord(ctx, answer, { type: 'done', action: answer.message, success: answer.success }));
      return finish(answer.success, answer.message, true);
    }
    actions.push(await performStep(ctx, snapshot, answer, tools));
    if (plan.waitBetweenActions > 0) await sleep(plan.waitBetweenActions, ctx.signal);
  }
  return finish(false, `The agent did not finish "${plan.instruction}" within maxSteps (${plan.maxSteps}) steps.`, false);
}

function stepRecord(ctx: HandlerContext, answer: AgentStepAnswer, fields: Partial<AgentAction> & Pick<AgentAction, 'type' | 'action' | 'success'>): AgentAction {
  return { reasoning: answer.reasoning, pageUrl: ctx.page.url(), timestamp: Date.now(), ...fields };
}

function describeStep(action: AgentAction): string {
  const outcome = action.success ? 'ok' : `FAILED: ${action.error ?? 'unknown error'}`;
  const output = action.output === undefined ? '' : ` → ${JSON.stringify(action.output).slice(0, TOOL_OUTPUT_CHARS)}`;
  return `${action.type}: ${action.action} (${outcome})${output}`;
}

async function performStep(ctx: HandlerContext, snapshot: PageSnapshot, answer: AgentStepAnswer, tools: ToolSet): Promise<AgentAction> {
  const failed = (type: AgentAction['type'], action: string, error: string, fields: Partial<AgentAction> = {}) =>
    stepRecord(ctx, answer, { type, action, success: false, error, ...fields });
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
      const pageLevel = PAGE_METHODS.has(method) && !snapshot.byRef.has(chosen.elementId);
      const observed = pageLevel
        ? { selector: 'html', description: chosen.description, method, arguments: chosen.arguments }
        : (await toObserveResults(ctx, snapshot, [{ ref: chosen.elementId, method, arguments: chosen.arguments, description: chosen.description }]))[0];
      if (!observed) return failed('act', chosen.description, `element ${chosen.elementId || '(none)'} is not on the page`);
      const outcome = await actOnPage(ctx, observed, {});
      const fields = { selector: observed.selector, method, arguments: observed.arguments ?? [] };
      return outcome.result.success
        ? stepRecord(ctx, answer, { type: 'act', action: chosen.description, success: true, ...fields })
        : failed('act', chosen.description, outcome.result.message, fields);
    }
    case 'goto': {
      const url = answer.url ?? '';
      if (!/^https?:\/\//i.test(url)) return failed('goto', `open ${url || '(no address)'}`, 'only http(s) addresses can be opened', { url });
      try {
        await ctx.page.goto(url, { timeout: NAVIGATION_TIMEOUT_MS });
        return stepRecord(ctx, answer, { type: 'goto', action: `open ${url}`, success: true, url });
      } catch (error) {
        return failed('goto', `open ${url}`, (error as Error).message.split('\n')[0]!, { url });
      }
    }
    case 'tool': {
      const call = answer.tool;
      const tool = call ? tools[call.name] : undefined;
      if (!call || !tool) {
        return failed('tool', `call ${call?.name ?? '(no tool)'}`, `unknown tool; available: ${Object.keys(tools).join(', ') || 'none'}`);
      }
      try {
        const raw = call.input.trim() ? (JSON.parse(call.input) as unknown) : {};
        const schema = toolInputSchema(tool);
        const input = schema ? schema.parse(raw) : raw;
        const output = await tool.execute(input);
        return stepRecord(ctx, answer, { type: 'tool', action: `call ${call.name}`, tool: call.name, success: true, output: jsonSafe(output) });
      } catch (error) {
        return failed('tool', `call ${call.name}`, (error as Error).message, { tool: call.name });
      }
    }
    case 'wait': {
      const ms = Math.min(Math.max(answer.waitMs ?? 1_000, 0), MAX_WAIT_MS);
      await sleep(ms, ctx.signal);
      return stepRecord(ctx, answer, { type: 'wait', action: `wait ${ms} ms`, success: true });
    }
    default:
      throw new InvalidArgumentError(`Unknown agent step "${String(answer.step)}".`);
  }
}

function jsonSafe(value: unknown): unknown {
  if (value === undefined) return null;
  try {
    return JSON.parse(JSON.stringify(value)) as unknown;
  } catch {
    return String(value);
  }
}
