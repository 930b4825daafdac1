import type { GoogleGenerativeAIProvider } from '@ai-sdk/google';
import type { LanguageModelUsage, ModelMessage } from 'ai';
import { bareSchema } from '../schema.js';
import { LLMClient, type LLMGenerateRequest, type LLMGenerateResult, type LLMMessage, type LLMUsage } from '../../session/llm-types.js';
import type { ProviderClientOptions } from './client-options.js';
import { textOf } from './message-text.js';

function toModelMessage(message: LLMMessage): ModelMessage {
  if (message.role === 'system') return { role: 'system', content: textOf(message) };
  if (message.role === 'assistant' || typeof message.content === 'string') return { role: message.role, content: textOf(message) };
  return {
    role: 'user',
    content: message.content.map((part) =>
      part.type === 'text' ? { type: 'text', text: part.text } : { type: 'image', image: part.data, mediaType: part.mediaType },
    ),
  };
}

function toUsage(usage: LanguageModelUsage | undefined): Partial<LLMUsage> {
  return {
    promptTokens: usage?.inputTokens ?? 0,
    completionTokens: usage?.outputTokens ?? 0,
    reasoningTokens: usage?.outputTokenDetails?.reasoningTokens ?? 0,
    cachedInputTokens: usage?.inputTokenDetails?.cacheReadTokens ?? 0,
  };
}

/** Google Gemini through the AI SDK's provider; the answer is constrained by a response schema. */
export class GoogleClient extends LLMClient {
  readonly provider = 'google';
  readonly modelName: string;
  override readonly supportsImages = true;
  private sdk?: Promise<{ provider: GoogleGenerativeAIProvider; ai: typeof import('ai') }>;

  constructor(private readonly options: ProviderClientOptions) {
    super();
    this.modelName = options.modelName;
  }

  /** The SDKs are loaded on the first call, so importing actwright costs nothing for an unused provider. */
  private client() {
    const { apiKey, baseURL } = this.options;
    return (this.sdk ??= Promise.all([import('@ai-sdk/google'), import('ai')]).then(([google, ai]) => ({
      provider: google.createGoogleGenerativeAI({ apiKey, ...(baseURL && { baseURL }) }),
      ai,
    })));
  }

  async generate(request: LLMGenerateRequest): Promise<LLMGenerateResult> {
    const { provider, ai } = await this.client();
    const { generateText, jsonSchema, NoObjectGeneratedError, Output } = ai;
    try {
      const result = await generateText({
        model: provider(this.modelName),
        messages: request.messages.map(toModelMessage),
        // No validate function: the engine validates with zod and asks again itself.
        output: Output.object({ schema: jsonSchema(bareSchema(request.schema.jsonSchema)), name: request.schema.name }),
        maxRetries: 0,
        ...(request.signal && { abortSignal: request.signal }),
        ...(request.temperature !== undefined && { temperature: request.temperature }),
        ...(request.maxOutputTokens !== undefined && { maxOutputTokens: request.maxOutputTokens }),
      });
      return { data: result.output, usage: toUsage(result.usage) };
    } catch (error) {
      // An answer that is not JSON: hand its text back so the engine can quote it and ask again.
      if (NoObjectGeneratedError.isInstance(error)) return { text: error.text ?? '', usage: toUsage(error.usage) };
      throw error;
    }
  }
}
