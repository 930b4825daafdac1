import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_USAGE, type FakeUsage } from './script.js';
import { FAKE_API_KEY } from './server.js';

/**
 * Loopback fakes of the providers' computer-use protocols, driven through the official SDKs with
 * `baseURL`: OpenAI's Responses API (`POST /v1/responses`, computer calls chained by
 * `previous_response_id`) and Anthropic's beta messages (`POST /v1/messages` with the computer
 * tool and its `anthropic-beta` header). Each fake checks the client kept the protocol (every call
 * answered with a screenshot of the declared size, safety checks acknowledged, the beta header
 * matching the tool) and answers HTTP 400 in the provider's error format when it did not.
 */
export type ComputerUseProviderName = 'openai' | 'anthropic';

/** What the fake answers to one request. */
export type ComputerUseStep =
  /** One computer call (OpenAI: one `computer_call` with these `actions`, or `action` when `single`; Anthropic: one `tool_use` per action). */
  | {
      actions: Record<string, unknown>[];
      single?: boolean;
      safetyChecks?: { id: string; code?: string; message?: string }[];
      /** Calls of the agent's own tools: OpenAI `function_call` items; for Anthropic put `{ tool, input }` in `actions`. */
      functionCalls?: { name: string; arguments: string }[];
      reasoning?: string;
      usage?: FakeUsage;
    }
  /** The final answer: a message with no tool call. */
  | { message: string; usage?: FakeUsage }
  /** An error reply in the provider's format; `retryAfterMs` is sent as `retry-after-ms` (both SDKs honour it). */
  | { status: number; message?: string; retryAfterMs?: number };

/** A screenshot the client sent: its PNG size. */
export interface SentImage {
  width: number;
  height: number;
}

/** Every screenshot a request carried, base64, in order (for pixel checks). */
export const sentPngs = new WeakMap<ComputerUseRequest, string[]>();

export interface ComputerUseRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: any;
  raw: string;
  apiKey: string | undefined;
  /** The screenshots this request carries as new input (not those of earlier turns). */
  images: SentImage[];
  /** Protocol errors found in the request (answered with HTTP 400). */
  violations: string[];
}

export interface ComputerUseFake {
  provider: ComputerUseProviderName;
  /** What to pass the SDK (or agent `options.baseURL`). */
  baseURL: string;
  readonly requests: ComputerUseRequest[];
  /** Queues replies; a function is called with the request it answers. */
  script(...steps: (ComputerUseStep | ((request: ComputerUseRequest, turn: number) => ComputerUseStep))[]): void;
  /** Requests whose raw body contains `text`. */
  search(text: string): ComputerUseRequest[];
  readonly pending: number;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/** Width and height from a PNG's IHDR chunk; undefined if the data is not a PNG. */
export function pngSize(base64: string): SentImage | undefined {
  const head = Buffer.from(base64.slice(0, 64), 'base64');
  if (head.length < 24 || head.readUInt32BE(0) !== 0x89504e47) return undefined;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

function keep(request: ComputerUseRequest, png: string): void {
  request.images.push(pngSize(png) ?? { width: 0, height: 0 });
  sentPngs.set(request, [...(sentPngs.get(request) ?? []), png]);
}

const fromDataUrl = (url: unknown) => (typeof url === 'string' ? /^data:image\/png;base64,(.*)$/s.exec(url)?.[1] : undefined);

interface WireState {
  turn: number;
  /** OpenAI: the last response id and the call ids (with safety check ids) it asked for. */
  lastResponseId?: string;
  openCalls: Map<string, string[]>;
  /** OpenAI: function call ids the last response asked for. */
  openFunctionCalls: string[];
  /** Anthropic: tool_use ids the last reply asked for (computer: whether it was the computer tool). */
  openToolUses: string[];
  computerUses: Set<string>;
  /** Declared display size. */
  display?: SentImage;
}

function openaiRequest(body: any, state: WireState, request: ComputerUseRequest): void {
  const tool = body?.tools?.[0];
  if (!tool || (tool.type !== 'computer' && tool.type !== 'computer_use_preview')) request.violations.push('tools[0] is not a computer tool');
  if (tool?.type === 'computer_use_preview') {
    if (tool.environment !== 'browser') request.violations.push('environment is not "browser"');
    if (!(tool.display_width > 0 && tool.display_height > 0)) request.violations.push('computer_use_preview needs display_width and display_height');
    state.display = { width: tool.display_width, height: tool.display_height };
  }
  if (body?.truncation !== 'auto') request.violations.push('truncation must be "auto" for computer use');
  const input: any[] = Array.isArray(body?.input) ? body.input : [];
  for (const item of input) {
    for (const part of Array.isArray(item?.content) ? item.content : []) {
      const png = part?.type === 'input_image' ? fromDataUrl(part.image_url) : undefined;
      if (png) keep(request, png);
    }
  }
  for (const callId of state.openFunctionCalls) {
    const output = input.find((item) => item?.type === 'function_call_output' && item.call_id === callId);
    if (!output || typeof output.output !== 'string') request.violations.push(`no function_call_output for ${callId}`);
  }
  if (state.openCalls.size || state.openFunctionCalls.length) {
    if (body?.previous_response_id !== state.lastResponseId) request.violations.push(`previous_response_id is not ${state.lastResponseId}`);
  }
  if (state.openCalls.size) {
    for (const [callId, checkIds] of state.openCalls) {
      const output = input.find((item) => item?.type === 'computer_call_output' && item.call_id === callId);
      if (!output) {
        request.violations.push(`no computer_call_output for ${callId}`);
        continue;
      }
      const png = output.output?.type === 'computer_screenshot' ? fromDataUrl(output.output.image_url) : undefined;
      if (!png) request.violations.push(`computer_call_output for ${callId} has no PNG screenshot data URL`);
      else keep(request, png);
      const acknowledged = new Set((output.acknowledged_safety_checks ?? []).map((c: any) => c.id));
      for (const id of checkIds) if (!acknowledged.has(id)) request.violations.push(`safety check ${id} was not acknowledged`);
    }
  }
}

function openaiReply(body: any, state: WireState, step: ComputerUseStep & { usage?: FakeUsage }): unknown {
  const id = `resp_fake${state.turn}`;
  state.lastResponseId = id;
  state.openCalls = new Map();
  state.openFunctionCalls = [];
  const output: unknown[] = [];
  if ('actions' in step) {
    if (step.reasoning) output.push({ type: 'reasoning', id: `rs_fake${state.turn}`, summary: [{ type: 'summary_text', text: step.reasoning }] });
    (step.functionCalls ?? []).forEach((call, i) => {
      const callId = `fc_call_fake${state.turn}_${i}`;
      state.openFunctionCalls.push(callId);
      output.push({ type: 'function_call', id: `fc_fake${state.turn}_${i}`, call_id: callId, name: call.name, arguments: call.arguments, status: 'completed' });
    });
  }
  if ('actions' in step && step.actions.length) {
    const callId = `call_fake${state.turn}`;
    const checks = step.safetyChecks ?? [];
    state.openCalls.set(callId, checks.map((c) => c.id));
    output.push({
      type: 'computer_call',
      id: `cu_fake${state.turn}`,
      call_id: callId,
      ...(step.single ? { action: step.actions[0] } : { actions: step.actions }),
      pending_safety_checks: checks.map((c) => ({ id: c.id, code: c.code ?? null, message: c.message ?? null })),
      status: 'completed',
    });
  }
  if ('message' in step) {
    output.push({
      type: 'message',
      id: `msg_fake${state.turn}`,
      role: 'assistant',
      status: 'completed',
      content: [{ type: 'output_text', text: step.message, annotations: [] }],
    });
  }
  const usage = step.usage ?? DEFAULT_USAGE;
  return {
    id,
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status: 'completed',
    model: body?.model,
    output,
    previous_response_id: body?.previous_response_id ?? null,
    tools: body?.tools ?? [],
    truncation: body?.truncation ?? 'disabled',
    parallel_tool_calls: true,
    tool_choice: 'auto',
    temperature: 1,
    top_p: 1,
    error: null,
    incomplete_details: null,
    instructions: body?.instructions ?? null,
    metadata: {},
    usage: {
      input_tokens: usage.input,
      input_tokens_details: { cached_tokens: usage.cached ?? 0 },
      output_tokens: usage.output,
      output_tokens_details: { reasoning_tokens: usage.reasoning ?? 0 },
      total_tokens: usage.input + usage.output,
    },
  };
}

const BETA_FOR_TOOL: Record<string, string> = {
  computer_20250124: 'computer-use-2025-01-24',
  computer_20251124: 'computer-use-2025-11-24',
  computer_20241022: 'computer-use-2024-10-22',
};

function anthropicRequest(body: any, headers: ComputerUseRequest['headers'], state: WireState, request: ComputerUseRequest): void {
  const tool = (body?.tools ?? []).find((t: any) => t?.name === 'computer');
  const beta = String(headers['anthropic-beta'] ?? '');
  if (!tool || !BETA_FOR_TOOL[tool.type]) request.violations.push('no computer tool of a known version');
  else if (!beta.split(',').map((b) => b.trim()).includes(BETA_FOR_TOOL[tool.type]!)) {
    request.violations.push(`tool ${tool.type} needs the anthropic-beta header ${BETA_FOR_TOOL[tool.type]} (got "${beta}")`);
  }
  if (tool && !(tool.display_width_px > 0 && tool.display_height_px > 0)) request.violations.push('the computer tool needs display_width_px and display_height_px');
  if (tool) state.display = { width: tool.display_width_px, height: tool.display_height_px };
  const messages: any[] = body?.messages ?? [];
  const last = messages.at(-1);
  if (last?.role !== 'user') request.violations.push('the last message is not the user\'s');
  const content: any[] = Array.isArray(last?.content) ? last.content : [];
  const images = (blocks: any[]) => blocks.filter((b) => b?.type === 'image' && b.source?.type === 'base64' && b.source.media_type === 'image/png').map((b) => b.source.data as string);
  for (const png of images(content)) keep(request, png);
  state.openToolUses.forEach((id) => {
    const result = content.find((b) => b?.type === 'tool_result' && b.tool_use_id === id);
    if (!result) {
      request.violations.push(`no tool_result for ${id}`);
      return;
    }
    const inside = Array.isArray(result.content) ? images(result.content) : [];
    for (const png of inside) keep(request, png);
    const isCursor = Array.isArray(result.content) && result.content.some((b: any) => b?.type === 'text' && /^X=\d+,Y=\d+$/.test(b.text));
    // The model needs to see the screen after the turn: the last computer result carries it (earlier ones may be text).
    const lastComputer = [...state.openToolUses].reverse().find((u) => state.computerUses.has(u));
    if (id === lastComputer && !inside.length && !isCursor) request.violations.push(`the last computer tool_result (${id}) has no screenshot`);
    if (!state.computerUses.has(id) && !Array.isArray(result.content) && typeof result.content !== 'string') request.violations.push(`tool_result for ${id} has no content`);
  });
}

function anthropicReply(body: any, state: WireState, step: ComputerUseStep & { usage?: FakeUsage }): unknown {
  state.openToolUses = [];
  state.computerUses = new Set();
  const content: unknown[] = [];
  if ('actions' in step) {
    if (step.reasoning) content.push({ type: 'text', text: step.reasoning });
    step.actions.forEach((action, i) => {
      const id = `toolu_fake${state.turn}_${i}`;
      state.openToolUses.push(id);
      if (typeof action.tool === 'string') {
        content.push({ type: 'tool_use', id, name: action.tool, input: action.input ?? {} });
      } else {
        state.computerUses.add(id);
        content.push({ type: 'tool_use', id, name: 'computer', input: action });
      }
    });
  } else if ('message' in step) {
    content.push({ type: 'text', text: step.message });
  }
  const usage = step.usage ?? DEFAULT_USAGE;
  const cached = usage.cached ?? 0;
  return {
    id: `msg_fake${state.turn}`,
    type: 'message',
    role: 'assistant',
    model: body?.model,
    content,
    stop_reason: 'actions' in step ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: {
      input_tokens: usage.input - cached,
      output_tokens: usage.output,
      output_tokens_details: { thinking_tokens: usage.reasoning ?? 0 },
      cache_read_input_tokens: cached,
      cache_creation_input_tokens: 0,
    },
  };
}

const errorBody = (provider: ComputerUseProviderName, status: number, message: string) =>
  provider === 'openai'
    ? { error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'invalid_request_error', param: null, code: null } }
    : { type: 'error', error: { type: status === 429 ? 'rate_limit_error' : 'invalid_request_error', message } };

export async function startFakeComputerUse(provider: ComputerUseProviderName, options: { apiKey?: string } = {}): Promise<ComputerUseFake> {
  const queue: (ComputerUseStep | ((request: ComputerUseRequest, turn: number) => ComputerUseStep))[] = [];
  const requests: ComputerUseRequest[] = [];
  const state: WireState = { turn: 0, openCalls: new Map(), openFunctionCalls: [], openToolUses: [], computerUses: new Set() };
  const route = provider === 'openai' ? '/v1/responses' : '/v1/messages';
  const apiKey = options.apiKey ?? FAKE_API_KEY;

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    let body: any;
    try {
      body = JSON.parse(raw);
    } catch {
      body = undefined;
    }
    const key =
      provider === 'openai'
        ? String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, '') || undefined
        : (req.headers['x-api-key'] as string | undefined) || String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, '') || undefined;
    const request: ComputerUseRequest = { path, headers: req.headers, body, raw, apiKey: key, images: [], violations: [] };
    requests.push(request);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
    if (req.method !== 'POST' || path !== route) return send(404, errorBody(provider, 404, `fake ${provider}: no route ${req.method} ${path}`));
    if (key !== apiKey) return send(401, errorBody(provider, 401, `fake ${provider}: invalid API key`));
    if (provider === 'openai') openaiRequest(body, state, request);
    else anthropicRequest(body, req.headers, state, request);
    if (request.violations.length) return send(400, errorBody(provider, 400, `fake ${provider}: ${request.violations.join('; ')}`));
    const next = queue.shift();
    let step: ComputerUseStep | undefined;
    try {
      step = typeof next === 'function' ? next(request, state.turn) : next;
    } catch (error) {
      // A failed expectation inside a scripted step fails the call at once (the test sees it in the error).
      return send(400, errorBody(provider, 400, `fake ${provider}: the scripted step threw: ${(error as Error).message}`));
    }
    if (!step) return send(400, errorBody(provider, 400, `fake ${provider}: no scripted reply left`));
    if ('status' in step) {
      const headers: Record<string, string> = step.retryAfterMs !== undefined ? { 'retry-after-ms': String(step.retryAfterMs) } : {};
      return send(step.status, errorBody(provider, step.status, step.message ?? `fake ${provider}: scripted ${step.status}`), headers);
    }
    const reply = provider === 'openai' ? openaiReply(body, state, step) : anthropicReply(body, state, step);
    state.turn++;
    send(200, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    provider,
    baseURL: provider === 'openai' ? `${origin}/v1` : origin,
    requests,
    script: (...steps) => void queue.push(...steps),
    search: (text) => requests.filter((r) => r.raw.includes(text)),
    get pending() {
      return queue.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
