import type { ModelInput } from '../session/options.js';
import { apiKeyFor, keyAdvice, parseModel, type ModelChoice, type ProviderName } from './models.js';
import { AnthropicClient } from './providers/anthropic.js';
import { GoogleClient } from './providers/google.js';
import type { ProviderClientOptions } from './providers/client-options.js';
import { OpenAIClient } from './providers/openai.js';
import type { LLMClient } from '../session/llm-types.js';

const CLIENTS: Record<ProviderName, new (options: ProviderClientOptions) => LLMClient> = {
  openai: OpenAIClient,
  anthropic: AnthropicClient,
  google: GoogleClient,
};

/**
 * Picks the model client for each call: a per-call override, else the user's `llmClient`, else
 * the `model` option. Provider clients are built once per provider, model, address and key.
 */
export class ModelResolver {
  private readonly defaultModel?: ModelChoice;
  private readonly clients = new Map<string, LLMClient>();
  private readonly keys = new Set<string>();

  /** Throws UnknownModelProviderError at once for a `model` without a client. */
  constructor(
    model: ModelInput | undefined,
    private readonly llmClient?: LLMClient,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {
    if (model !== undefined) this.defaultModel = parseModel(model);
  }

  /** The client for a call, or undefined when no model (or no key for it) is configured. */
  clientFor(override?: ModelInput): LLMClient | undefined {
    if (override === undefined && this.llmClient) return this.llmClient;
    const choice = override === undefined ? this.defaultModel : parseModel(override);
    if (!choice) return undefined;
    const apiKey = apiKeyFor(choice, this.env);
    if (!apiKey) return undefined;
    const cacheKey = JSON.stringify([choice.provider, choice.modelName, choice.baseURL ?? '', choice.organization ?? '', apiKey]);
    let client = this.clients.get(cacheKey);
    if (!client) {
      client = new CLIENTS[choice.provider]({ modelName: choice.modelName, apiKey, ...(choice.baseURL && { baseURL: choice.baseURL }), ...(choice.organization && { organization: choice.organization }) });
      this.clients.set(cacheKey, client);
      this.keys.add(apiKey);
    }
    return client;
  }

  /** Why clientFor() found nothing, and what fixes it. */
  explainMissing(override?: ModelInput): string {
    const choice = override === undefined ? this.defaultModel : parseModel(override);
    if (choice) return `The model "${choice.provider}/${choice.modelName}" has no API key: ${keyAdvice(choice.provider)}.`;
    return (
      'No model is configured. Pass the model option (e.g. model: "openai/gpt-5.4-mini") with its key in ' +
      'OPENAI_API_KEY, ANTHROPIC_API_KEY or GOOGLE_GENERATIVE_AI_API_KEY (or GEMINI_API_KEY), ' +
      'or pass model: { modelName, apiKey }, or an llmClient.'
    );
  }

  /** Every API key this resolver has handed to a client: redacted from inference logs. */
  secrets(): string[] {
    return [...this.keys];
  }
}
