import { ClientEnvironmentError, UnknownModelProviderError } from '../session/errors.js';
import type { ModelInput } from '../session/options.js';

/** The providers actwright ships clients for, with the environment variables that hold their keys (first wins). */
export const PROVIDER_KEY_ENV = {
  openai: ['OPENAI_API_KEY'],
  anthropic: ['ANTHROPIC_API_KEY'],
  google: ['GOOGLE_GENERATIVE_AI_API_KEY', 'GEMINI_API_KEY'],
} as const satisfies Record<string, readonly string[]>;

export type ProviderName = keyof typeof PROVIDER_KEY_ENV;
export const KNOWN_PROVIDERS = Object.keys(PROVIDER_KEY_ENV) as ProviderName[];

const EXAMPLE_MODELS: Record<ProviderName, string> = {
  openai: 'gpt-5.4-mini',
  anthropic: 'claude-sonnet-4-6',
  google: 'gemini-2.5-flash',
};

/** A model choice, parsed: which provider, which model, and the key and address if given. */
export interface ModelChoice {
  provider: ProviderName;
  modelName: string;
  apiKey?: string;
  baseURL?: string;
  organization?: string;
}

// Bare model names people type out of habit; anything else needs its "<provider>/" prefix.
const BARE_NAME_PROVIDERS: [RegExp, ProviderName][] = [
  [/^(gpt-|o\d(-|$)|chatgpt-)/, 'openai'],
  [/^claude-/, 'anthropic'],
  [/^gemini-/, 'google'],
];

const isKnownProvider = (name: string): name is ProviderName => Object.hasOwn(PROVIDER_KEY_ENV, name);

/**
 * Parses `"<provider>/<model>"` or `{ modelName, apiKey?, baseURL? }`. The model part may itself
 * contain slashes (`openai/meta-llama/Llama-3` for an OpenAI-compatible router).
 * Throws UnknownModelProviderError for a provider without a client.
 */
export function parseModel(input: ModelInput): ModelChoice {
  const config = typeof input === 'string' ? { modelName: input } : input;
  const name = config.modelName.trim();
  const slash = name.indexOf('/');
  let provider: string;
  let modelName: string;
  if (slash > 0) {
    provider = name.slice(0, slash).toLowerCase();
    modelName = name.slice(slash + 1);
  } else {
    provider = BARE_NAME_PROVIDERS.find(([pattern]) => pattern.test(name))?.[1] ?? name;
    modelName = name;
  }
  if (!isKnownProvider(provider)) throw new UnknownModelProviderError(provider, KNOWN_PROVIDERS);
  if (!modelName) {
    throw new ClientEnvironmentError(`The model "${name}" names no model after "${provider}/", e.g. "${provider}/${EXAMPLE_MODELS[provider]}".`, 'model');
  }
  const choice: ModelChoice = { provider, modelName };
  if (config.apiKey) choice.apiKey = config.apiKey;
  if (config.baseURL) choice.baseURL = config.baseURL;
  if ('organization' in config && config.organization) choice.organization = config.organization;
  return choice;
}

/** The key for a model: the one given with it, else the provider's environment variables. */
export function apiKeyFor(choice: ModelChoice, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (choice.apiKey) return choice.apiKey;
  for (const variable of PROVIDER_KEY_ENV[choice.provider]) {
    const value = env[variable]?.trim();
    if (value) return value;
  }
  return undefined;
}

/** What to set so that a model has a key: for the MissingLLMConfigurationError message. */
export function keyAdvice(provider: ProviderName): string {
  const vars = PROVIDER_KEY_ENV[provider];
  return `set ${vars.join(' or ')}, or pass model: { modelName: "${provider}/<model>", apiKey: "..." }`;
}
