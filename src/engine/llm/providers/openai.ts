import type OpenAI from 'openai';
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { bareSchema, fitsStrictMode, providerSafeName } from '../schema.js';
import { LLMClient, type LLMGenerateRequest, type LLMGenerateResult, type LLMMessage } from '../../session/llm-types.js';
import { SDK_TIMEOUT_MS, type ProviderClientOptions } from './client-options.js';
import { textOf } from './message-text.js';

function toOpenAIMessage(message: LLMMessage): ChatCompletionMessageParam {
  if (typeof message.content === 'string' || message.role !== 'user') {
    return { role: message.role, content: textOf(message) };
  }
  const parts: ChatCompletionContentPart[] = message.content.map((part) =>
    part.type === 'text'
      ? { type: 'text', text: part.text }
      : { type: 'image_url', image_url: { url: `data:${part.mediaType};base64,${part.data}` } },
  );
  return { role: 'user', content: parts };
}

/** OpenAI chat completions (and any OpenAI-compatible server via `baseURL`), JSON-schema response format. */
export class OpenAIClient extends LLMClient {
  readonly provider = 'openai';
  readonly modelName: string;
  override readonly supportsImages = true;
  private sdk?: Promise<OpenAI>;

  constructor(private readonly options: ProviderClientOptions) {
    super();
    this.modelName = options.modelName;
  }

  /** The SDK is loaded on the first call, so importing actwright costs nothing for an unused provider. */
  private client(): Promise<OpenAI> {
    const { apiKey, baseURL, organization } = this.options;
    return (this.sdk ??= import('openai').then(({ default: SDK }) => new SDK({ apiKey, baseURL, ...(organization ? { organization } : {}), maxRetries: 0, timeout: SDK_TIMEOUT_MS })));
  }

  async generate(request: LLMGenerateRequest): Promise<LLMGenerateResult> {
    const schema = bareSchema(request.schema.jsonSchema);
    const completion = await (await this.client()).chat.completions.create(
      {
        model: this.modelName,
        messages: request.messages.map(toOpenAIMessage),
        response_format: {
          type: 'json_schema',
          json_schema: { name: providerSafeName(request.schema.name), schema, strict: fitsStrictMode(schema) },
        },
        ...(request.temperature !== undefined && { temperature: request.temperature }),
        ...(request.maxOutputTokens !== undefined && { max_completion_tokens: request.maxOutputTokens }),
      },
      { signal: request.signal },
    );
    const message = completion.choices[0]?.message;
    const usage = completion.usage;
    return {
      text: message?.content ?? (message?.refusal ? `The model refused: ${message.refusal}` : ''),
      usage: {
        promptTokens: usage?.prompt_tokens ?? 0,
        completionTokens: usage?.completion_tokens ?? 0,
        reasoningTokens: usage?.completion_tokens_details?.reasoning_tokens ?? 0,
        cachedInputTokens: usage?.prompt_tokens_details?.cached_tokens ?? 0,
      },
    };
  }
}
