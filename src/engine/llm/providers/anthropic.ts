import type Anthropic from '@anthropic-ai/sdk';
import type { ContentBlockParam, MessageParam } from '@anthropic-ai/sdk/resources/messages';
import { bareSchema, providerSafeName } from '../schema.js';
import { LLMClient, type LLMGenerateRequest, type LLMGenerateResult, type LLMMessage } from '../../session/llm-types.js';
import { SDK_TIMEOUT_MS, type ProviderClientOptions } from './client-options.js';
import { textOf } from './message-text.js';

// Room for a large extraction; above ~21k the SDK demands streaming for non-streamed calls.
const DEFAULT_MAX_TOKENS = 8192;

function toAnthropicMessage(message: LLMMessage): MessageParam {
  const role = message.role === 'assistant' ? 'assistant' : 'user';
  if (typeof message.content === 'string') return { role, content: message.content };
  const blocks: ContentBlockParam[] = message.content.map((part) =>
    part.type === 'text'
      ? { type: 'text', text: part.text }
      : { type: 'image', source: { type: 'base64', media_type: part.mediaType, data: part.data } },
  );
  return { role, content: blocks };
}

/** Anthropic messages; the answer comes back through one forced tool whose input is the schema. */
export class AnthropicClient extends LLMClient {
  readonly provider = 'anthropic';
  readonly modelName: string;
  override readonly supportsImages = true;
  private sdk?: Promise<Anthropic>;

  constructor(private readonly options: ProviderClientOptions) {
    super();
    this.modelName = options.modelName;
  }

  /** The SDK is loaded on the first call, so importing actwright costs nothing for an unused provider. */
  private client(): Promise<Anthropic> {
    const { apiKey, baseURL } = this.options;
    return (this.sdk ??= import('@anthropic-ai/sdk').then(({ default: SDK }) => new SDK({ apiKey, baseURL, maxRetries: 0, timeout: SDK_TIMEOUT_MS })));
  }

  async generate(request: LLMGenerateRequest): Promise<LLMGenerateResult> {
    const toolName = providerSafeName(request.schema.name);
    const system = request.messages.filter((m) => m.role === 'system').map(textOf).join('\n\n');
    const reply = await (await this.client()).messages.create(
      {
        model: this.modelName,
        max_tokens: request.maxOutputTokens ?? DEFAULT_MAX_TOKENS,
        ...(system && { system }),
        messages: request.messages.filter((m) => m.role !== 'system').map(toAnthropicMessage),
        tools: [
          {
            name: toolName,
            description: `Give your answer as the input of this tool (${request.schema.name}).`,
            input_schema: bareSchema(request.schema.jsonSchema) as Anthropic.Tool.InputSchema,
          },
        ],
        tool_choice: { type: 'tool', name: toolName },
        ...(request.temperature !== undefined && { temperature: request.temperature }),
      },
      { signal: request.signal },
    );
    const usage = reply.usage;
    const cacheRead = usage.cache_read_input_tokens ?? 0;
    const result: LLMGenerateResult = {
      usage: {
        // Anthropic counts cache reads and writes apart from input_tokens; the engine wants them all.
        promptTokens: usage.input_tokens + cacheRead + (usage.cache_creation_input_tokens ?? 0),
        completionTokens: usage.output_tokens,
        reasoningTokens: usage.output_tokens_details?.thinking_tokens ?? 0,
        cachedInputTokens: cacheRead,
      },
    };
    const toolUse = reply.content.find((block) => block.type === 'tool_use' && block.name === toolName);
    if (toolUse && toolUse.type === 'tool_use') result.data = toolUse.input;
    else result.text = reply.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
    return result;
  }
}
