import { ClientEnvironmentError } from '../errors.js';
import type { ModelOverride } from '../llm/inference.js';
import type { ModelInput } from '../options.js';
import type { AgentConfig } from './agent-schemas.js';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * The model the generic agent uses. `model` (prefixed with `provider` when it has no "<provider>/"),
 * with `options.apiKey` / `options.baseURL`; without `model`, those options apply to the client's
 * own model. Nothing given: undefined (the client's model as it is). With `provider` the
 * computer-use agent runs and reads `options` itself; this is only its fallback model name.
 */
export function agentModel(config: AgentConfig, clientModel: ModelInput | undefined): ModelOverride | undefined {
  const apiKey = text(config.options?.apiKey);
  const baseURL = text(config.options?.baseURL);
  let modelName: string;
  if (config.model) {
    modelName = config.provider && !config.model.includes('/') ? `${config.provider}/${config.model}` : config.model;
  } else {
    if (!apiKey && !baseURL) return undefined;
    if (config.provider) return undefined;
    if (clientModel === undefined) {
      throw new ClientEnvironmentError(
        'agent({ options: { apiKey / baseURL } }) sets the key or address of a model, but this client has no `model` option (it uses an llmClient, or none). Name the model too: agent({ model: "openai/gpt-4.1-mini", options }).',
        'options',
      );
    }
    const own = typeof clientModel === 'string' ? { modelName: clientModel } : clientModel;
    return {
      modelName: own.modelName,
      ...(apiKey || own.apiKey ? { apiKey: (apiKey ?? own.apiKey)! } : {}),
      ...(baseURL || own.baseURL ? { baseURL: (baseURL ?? own.baseURL)! } : {}),
    };
  }
  return apiKey || baseURL ? { modelName, ...(apiKey ? { apiKey } : {}), ...(baseURL ? { baseURL } : {}) } : modelName;
}
