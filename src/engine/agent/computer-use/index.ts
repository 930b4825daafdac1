import type { Page } from 'playwright-core';
import { InvalidArgumentError } from '../../errors.js';
import type { AgentResult } from '../../handlers/agent-schemas.js';
import { runAnthropicComputerUse } from './anthropic.js';
import { googleComputerUseUnsupported } from './google.js';
import { runOpenAIComputerUse } from './openai.js';
import { computerUseChoice, type ComputerUseConfig, type ComputerUseDeps, type ComputerUsePlan } from './run.js';

export { ComputerUseUnsupportedError } from './errors.js';
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
} from './run.js';

/** Whether `agent(config)` runs a provider's computer-use agent rather than the generic loop. */
export function isComputerUseAgent(config: ComputerUseConfig): boolean {
  return computerUseChoice(config) !== undefined;
}

/**
 * The providers' computer-use agents behind one entry: OpenAI's Responses API computer tool,
 * Anthropic's computer-use tool, or a typed error for Google (no computer-use tool in its SDK).
 * `config.provider` without `model` picks the provider's default computer-use model. Returns the
 * seed's AgentResult with usage summed over every model call, and the tally for the history entry.
 */
export async function runComputerUseAgent(
  page: Page,
  config: ComputerUseConfig,
  plan: ComputerUsePlan,
  deps: ComputerUseDeps,
): Promise<{ result: AgentResult; usage: { inputTokens: number; outputTokens: number; timeMs: number; calls: number } }> {
  const choice = computerUseChoice(config);
  if (!choice) throw new InvalidArgumentError('runComputerUseAgent needs a provider or a computer-use model; check isComputerUseAgent(config) first.');
  const run =
    choice.provider === 'openai'
      ? await runOpenAIComputerUse(page, config, plan, choice, deps)
      : choice.provider === 'anthropic'
        ? await runAnthropicComputerUse(page, config, plan, choice, deps)
        : googleComputerUseUnsupported(choice);
  return { result: run.result, usage: run.record.tally };
}
