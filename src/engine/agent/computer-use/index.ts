import type { Page } from 'playwright-core';
import type { HandlerContext, UsageTally } from '../../methods/context.js';
import type { ModelOverride } from '../../llm/inference.js';
import { runAnthropicComputerUse } from './anthropic.js';
import { googleComputerUseUnsupported } from './google.js';
import { runOpenAIComputerUse } from './openai.js';
import {
  computerUseChoice,
  type ComputerUseConfig,
  type ComputerUseDeps,
  type ComputerUsePlan,
  type ComputerUseResult,
  type ComputerUseStepRunner,
  type ComputerUseToolbox,
} from './run.js';

import { ComputerUseUnsupportedError } from './errors.js';

export { ComputerUseUnsupportedError };
export { anthropicComputerTool, ANTHROPIC_MAX_DISPLAY } from './anthropic.js';
export { isPreviewModel, type SafetyCheck } from './openai.js';
export {
  computerUseChoice,
  DEFAULT_COMPUTER_USE_MODELS,
  type ComputerAction,
  type ComputerUseChoice,
  type ComputerUseConfig,
  type ComputerUseDeps,
  type ComputerUsePlan,
  type ComputerUseProvider,
  type ComputerUseResult,
  type ComputerUseStepRunner,
  type ComputerUseToolbox,
  type ComputerUseToolInfo,
} from './run.js';

/** Whether a model name is one its provider documents as a computer-use model (`computer-use-preview`, `gemini-…computer-use…`). */
export function isComputerUseModel(model: string): boolean {
  return computerUseChoice({ model }) !== undefined;
}

/** Whether `agent(config)` runs a provider's computer-use agent rather than the generic loop. */
export function isComputerUseAgent(config: ComputerUseConfig): boolean {
  return computerUseChoice(config) !== undefined;
}

/**
 * One execute of a computer-use agent, as the agent entry prepares it (the fields of the agent's
 * AgentRun this folder reads).
 */
export interface ComputerUseRun {
  ctx: Pick<HandlerContext, 'page' | 'signal' | 'logger' | 'domSettleTimeout' | 'secrets' | 'recordUsage' | 'variablePolicy'>;
  plan: ComputerUsePlan;
  instructions?: string;
  /** AgentConfig.model as the entry resolved it (`<provider>/<model>`, or with apiKey/baseURL). */
  model?: ModelOverride;
  provider?: string;
  /** AgentConfig.options: apiKey, baseURL, organization (OpenAI), onSafetyCheck (OpenAI). */
  options: Record<string, unknown>;
  variables?: Record<string, string>;
  step?: ComputerUseStepRunner;
  tools?: ComputerUseToolbox;
}

export interface ComputerUseOutcome {
  result: ComputerUseResult;
  tier: 'model';
  usage: UsageTally;
}

/**
 * The providers' computer-use agents behind one entry: OpenAI's Responses API computer tool,
 * Anthropic's computer-use tool, or a typed error for Google (no computer-use tool in its SDK).
 * `provider` without `model` picks the provider's default computer-use model. The result is the
 * seed's AgentResult, usage summed over every model call; each call also goes to the client's
 * metrics through `ctx.recordUsage`.
 */
export async function runComputerUseAgent(run: ComputerUseRun): Promise<ComputerUseOutcome> {
  const override = typeof run.model === 'string' ? { modelName: run.model } : run.model;
  const options = {
    ...(override?.apiKey ? { apiKey: override.apiKey } : {}),
    ...(override?.baseURL ? { baseURL: override.baseURL } : {}),
    ...run.options,
  };
  const config: ComputerUseConfig = {
    ...(run.provider ? { provider: run.provider } : {}),
    ...(override?.modelName ? { model: override.modelName } : {}),
    ...(run.instructions ? { instructions: run.instructions } : {}),
    options,
  };
  const variables = run.variables ?? run.plan.variables;
  const plan: ComputerUsePlan = { ...run.plan, ...(variables && Object.keys(variables).length ? { variables } : {}) };
  const { ctx } = run;
  const deps: ComputerUseDeps = {
    signal: ctx.signal,
    logger: ctx.logger,
    domSettleTimeout: ctx.domSettleTimeout,
    secrets: ctx.secrets.byName,
    ...(ctx.recordUsage ? { onUsage: ctx.recordUsage } : {}),
    ...(run.step ? { step: run.step } : {}),
    ...(run.tools ? { tools: run.tools } : {}),
    ...(ctx.variablePolicy ? { variablePolicy: ctx.variablePolicy } : {}),
  };
  const { result, usage } = await runComputerUseOnPage(ctx.page, config, plan, deps);
  return { result, tier: 'model', usage };
}

/** The same on any Playwright page, with the dependencies given one by one. */
export async function runComputerUseOnPage(
  page: Page,
  config: ComputerUseConfig,
  plan: ComputerUsePlan,
  deps: ComputerUseDeps,
): Promise<{ result: ComputerUseResult; usage: UsageTally }> {
  const choice = computerUseChoice(config);
  if (!choice) {
    throw new ComputerUseUnsupportedError(
      'agent(): a computer-use agent needs `provider` ("openai" or "anthropic") or a computer-use model such as "openai/computer-use-preview".',
      'provider',
    );
  }
  const run =
    choice.provider === 'openai'
      ? await runOpenAIComputerUse(page, config, plan, choice, deps)
      : choice.provider === 'anthropic'
        ? await runAnthropicComputerUse(page, config, plan, choice, deps)
        : googleComputerUseUnsupported(choice);
  return { result: run.result, usage: run.record.tally };
}
