import type { WireFormat } from './script.js';

/** Anthropic messages: POST /v1/messages, answer as the input of the forced tool. */
export const anthropicWire: WireFormat = {
  provider: 'anthropic',
  basePath: '',
  matches: (path) => path === '/v1/messages',
  modelOf: (_path, body) => body?.model,
  // The SDK (1.x) sends `Authorization: Bearer <key>`; older clients send `x-api-key`.
  apiKeyOf: (headers) =>
    (headers['x-api-key'] as string | undefined) || String(headers.authorization ?? '').replace(/^Bearer\s+/i, '') || undefined,
  textsOf: (body) => [
    ...(typeof body?.system === 'string' ? [body.system] : (body?.system ?? []).map((b: any) => b.text)),
    ...(body?.messages ?? []).flatMap((m: any) =>
      typeof m.content === 'string' ? [m.content] : (m.content ?? []).flatMap((p: any) => (p.type === 'text' ? [p.text] : [])),
    ),
  ],
  reply(request, answer, usage) {
    const toolName: string = request.body?.tool_choice?.name ?? request.body?.tools?.[0]?.name ?? 'answer';
    const content =
      'text' in answer
        ? [{ type: 'text', text: answer.text }]
        : [{ type: 'tool_use', id: `toolu_fake${Date.now()}`, name: toolName, input: answer.value }];
    const cached = usage.cached ?? 0;
    return {
      id: `msg_fake${Date.now()}`,
      type: 'message',
      role: 'assistant',
      model: request.model,
      content,
      stop_reason: 'text' in answer ? 'end_turn' : 'tool_use',
      stop_sequence: null,
      // Anthropic's input_tokens leaves out cache reads; they come separately.
      usage: {
        input_tokens: usage.input - cached,
        output_tokens: usage.output,
        output_tokens_details: { thinking_tokens: usage.reasoning ?? 0 },
        cache_read_input_tokens: cached,
        cache_creation_input_tokens: 0,
      },
    };
  },
  errorBody: (status, message) => ({
    type: 'error',
    error: { type: status === 429 ? 'rate_limit_error' : status === 529 ? 'overloaded_error' : 'api_error', message },
  }),
};
