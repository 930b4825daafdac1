import { normalizeOrigins, originOf } from '../methods/variable-origins.js';
import { isComputerUseModel, runComputerUseAgent } from './computer-use/index.js';
import type { AgentAction, AgentOutcome, AgentPlan, AgentRun, AgentRunCache, AgentStepRunner, ComputerUseRunner } from './types.js';
import type { ModelOverride } from '../llm/inference.js';
import { openIntegrations, integrationLabel, type McpClientLike } from './agent-mcp.js';
import { agentOutcome, emptyAgentTally, runAgentLoop } from './agent-loop.js';
import type { AgentConfig } from './agent-schemas.js';
import { prepareToolSet, toolbox } from './agent-tools.js';
import type { HandlerContext } from '../methods/context.js';
import { maskVariables } from '../session/variables.js';
import { MissingLLMConfigurationError } from '../session/errors.js';

/** What `agent(config)` settled once, for every execute of that agent. */
export interface AgentSetup {
  config: AgentConfig;
  /** The model the generic loop uses (undefined: the client's own). */
  model?: ModelOverride;
  /** Whether the provider's computer-use agent runs instead of the generic loop. */
  computerUse: boolean;
  /** `cacheDir` of the client: cached agent runs. */
  cache?: AgentRunCache;
  /** Wraps each action (nested test steps in Playwright Test). */
  step?: AgentStepRunner;
}

/** Computer use applies when a provider is named, or the model is one its provider documents for computer use. */
export async function usesComputerUse(config: AgentConfig): Promise<boolean> {
  if (config.provider) return true;
  if (!config.model) return false;
  return isComputerUseModel(config.model);
}

/** History parameters of an execute: names only (variables, tools, integrations), never values or keys. */
export function agentParameters(config: AgentConfig, plan: AgentPlan, computerUse: boolean): Record<string, unknown> {
  const { variables, ...rest } = plan;
  return {
    ...rest,
    ...(variables ? { variables: Object.keys(variables) } : {}),
    ...(config.provider ? { provider: config.provider } : {}),
    ...(config.model ? { model: config.model } : {}),
    ...(computerUse ? { computerUse: true } : {}),
    ...(config.tools ? { tools: Object.keys(config.tools) } : {}),
    ...(config.integrations?.length ? { integrations: config.integrations.map((i) => integrationLabel(i as string | McpClientLike)) } : {}),
  };
}

/** What decides a cached run besides its instruction and start page. */
function cacheConfig(setup: AgentSetup, plan: AgentPlan): Record<string, unknown> {
  const { config } = setup;
  return {
    model: typeof setup.model === 'string' ? setup.model : (setup.model?.modelName ?? null),
    provider: config.provider ?? null,
    instructions: config.instructions ?? null,
    context: plan.context ?? null,
    tools: Object.keys(config.tools ?? {}).sort(),
    integrations: (config.integrations ?? []).map((i) => integrationLabel(i as string | McpClientLike)).sort(),
    variables: Object.keys(plan.variables ?? {}).sort(),
  };
}

/**
 * agent().execute(): opens the MCP integrations and prepares the tools, replays a cached run when
 * there is one, else runs the provider's computer-use agent or the generic loop; stores a
 * successful run; closes the connections it opened, whatever happens.
 */
export async function executeAgent(ctx: HandlerContext, setup: AgentSetup, plan: AgentPlan): Promise<AgentOutcome> {
  const { config } = setup;
  const integrations = await openIntegrations(config.integrations as (string | McpClientLike)[] | undefined, ctx.signal, ctx.logger);
  try {
    // The agent's origin policy: where it starts, plus what the user listed. Variables follow it.
    const start = originOf(ctx.page.url());
    const list = [...new Set([...(start ? [start] : []), ...normalizeOrigins(plan.allowedOrigins), ...(ctx.variablePolicy?.origins ?? [])])];
    const origins = { list, adoptFirst: !start };
    const run: AgentRun = {
      ctx: { ...ctx, variablePolicy: { origins: list, includeTopPage: false } },
      origins,
      plan,
      ...(config.instructions ? { instructions: config.instructions } : {}),
      ...(setup.model ? { model: setup.model } : {}),
      ...(config.provider ? { provider: config.provider } : {}),
      options: config.options ?? {},
      tools: toolbox(await prepareToolSet(config.tools), integrations.sources),
      step: setup.step ?? ((_title, body) => body()),
      variables: plan.variables ?? {},
    };

    const cached = setup.cache ? await setup.cache.open(run, cacheConfig(setup, plan)) : undefined;
    let earlier: { actions: AgentAction[] } | undefined;
    const replay = cached?.replay;
    if (replay) {
      if (replay.complete) {
        ctx.logger.info('cache', `agent("${plan.instruction}") replayed ${replay.steps} cached step(s)`);
        return replay.outcome;
      }
      ctx.logger.info('cache', maskVariables(`agent("${plan.instruction}"): the cached run no longer fits the page (${replay.reason}); the agent takes over`, run.variables));
      earlier = { actions: replay.actions };
    }

    // With a cache, each element the run acts on is read before its action (the entry records it).
    if (cached?.beforeAction) run.ctx = { ...run.ctx, beforeAction: cached.beforeAction };
    let outcome: AgentOutcome;
    try {
      outcome = setup.computerUse ? await runComputerUse(run) : await runAgentLoop(run, earlier);
    } catch (error) {
      // A cached run that no longer fits and only a model could take over fails, saying why: skipping it would hide the drift.
      if (replay && !replay.complete && error instanceof MissingLLMConfigurationError) {
        const why = maskVariables(`The cached agent run no longer fits the page: ${replay.reason}. The agent cannot take over: ${error.message.split('\n')[0]}`, run.variables);
        outcome = agentOutcome(run, { success: false, completed: false, message: why }, replay.actions, emptyAgentTally(), 'cache', { cache: 'stale' });
      } else throw error;
    }
    await cached?.finish(outcome);
    return outcome;
  } finally {
    await integrations.close();
  }
}

async function runComputerUse(run: AgentRun): Promise<AgentOutcome> {
  return runComputerUseAgent(run);
}
