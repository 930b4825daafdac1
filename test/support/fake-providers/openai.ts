import type { WireFormat } from './script.js';

/** OpenAI chat completions: POST /v1/chat/completions, answer in choices[0].message.content. */
export const openaiWire: WireFormat = {
  provider: 'openai',
  basePath: '/v1',
  matches: (path) => path === '/v1/chat/completions',
  modelOf: (_path, body) => body?.model,
  apiKeyOf: (headers) => String(headers.authorization ?? '').replace(/^Bearer\s+/i, '') || undefined,
  textsOf: (body) =>
    (body?.messages ?? []).flatMap((m: any) =>
      typeof m.content === 'string' ? [m.content] : (m.content ?? []).flatMap((p: any) => (p.type === 'text' ? [p.text] : [])),
    ),
  reply(request, answer, usage) {
    const content = 'text' in answer ? answer.text : JSON.stringify(answer.value);
    return {
      id: `chatcmpl-fake${Date.now()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.model,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
      usage: {
        prompt_tokens: usage.input,
        completion_tokens: usage.output,
        total_tokens: usage.input + usage.output,
        prompt_tokens_details: { cached_tokens: usage.cached ?? 0 },
        completion_tokens_details: { reasoning_tokens: usage.reasoning ?? 0 },
      },
    };
  },
  errorBody: (status, message) => ({
    error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error', param: null, code: null },
  }),
};
