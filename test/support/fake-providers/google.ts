import type { WireFormat } from './script.js';

const GENERATE = /^\/v1beta\/models\/([^/:]+):generateContent$/;

/** Google generateContent: POST /v1beta/models/<model>:generateContent, answer in the first candidate's text. */
export const googleWire: WireFormat = {
  provider: 'google',
  basePath: '/v1beta',
  matches: (path) => GENERATE.test(path),
  modelOf: (path) => GENERATE.exec(path)?.[1],
  apiKeyOf: (headers) => (headers['x-goog-api-key'] as string | undefined) || undefined,
  textsOf: (body) =>
    [body?.systemInstruction, ...(body?.contents ?? [])].flatMap((c: any) => (c?.parts ?? []).flatMap((p: any) => (p.text ? [p.text] : []))),
  reply(request, answer, usage) {
    const text = 'text' in answer ? answer.text : JSON.stringify(answer.value);
    const reasoning = usage.reasoning ?? 0;
    return {
      candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
      // Gemini counts thoughts apart from candidates.
      usageMetadata: {
        promptTokenCount: usage.input,
        candidatesTokenCount: usage.output - reasoning,
        thoughtsTokenCount: reasoning,
        cachedContentTokenCount: usage.cached ?? 0,
        totalTokenCount: usage.input + usage.output,
      },
      modelVersion: request.model,
      responseId: `fake${Date.now()}`,
    };
  },
  errorBody: (status, message) => ({
    error: { code: status, message, status: status === 429 ? 'RESOURCE_EXHAUSTED' : status >= 500 ? 'INTERNAL' : 'INVALID_ARGUMENT' },
  }),
};
