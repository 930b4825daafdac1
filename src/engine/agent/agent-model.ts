import { ClientEnvironmentError } from '../session/errors.js';
import type { ModelOverride } from '../llm/inference.js';
import type { ModelInput } from '../session/options.js';
import type { AgentConfig } from './agent-schemas.js';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * The model the generic agent uses. `model` (prefixed with `provider` when it has no "<provider>/"),
 * with `options.apiKey` / `baseURL` / `organization`; without `model`, those options apply to the
 * client's own model. Nothing given: undefined (the client's model as it is). With `provider` the
 * computer-use agent runs and reads `options` itself.
 */
export function agentModel(config: AgentConfig, clientModel: ModelInput | undefined): ModelOverride | undefined {
  const given = {
    apiKey: text(config.options?.apiKey),
    baseURL: text(config.options?.baseURL),
    organization: text(config.options?.organization),
  };
  const any = Object.values(given).some(Boolean);
  let base: { modelName: string; apiKey?: string; baseURL?: string; organization?: string };
  if (config.model) {
    base = { modelName: config.provider && !config.model.includes('/') ? `${config.provider}/${config.model}` : config.model };
  } else {
    if (!any || config.provider) return undefined;
    if (clientModel === undefined) {
      throw new ClientEnvironmentError(
        'agent({ options: { apiKey / baseURL / organization } }) configures a model, but this client has no `model` option (it uses an llmClient, or none). Name the model too: agent({ model: "openai/gpt-4.1-mini", options }).',
        'options',
      );
    }
    base = typeof clientModel === 'string' ? { modelName: clientModel } : { ...clientModel };
  }
  if (!any) return base.modelName;
  const merged = { ...base };
  for (const [field, value] of Object.entries(given) as [keyof typeof given, string | undefined][]) if (value) merged[field] = value;
  return merged;
}
