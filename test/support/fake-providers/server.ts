import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { anthropicWire } from './anthropic.js';
import { googleWire } from './google.js';
import { openaiWire } from './openai.js';
import { DEFAULT_USAGE, type FakeRequest, type FakeStep, type WireFormat } from './script.js';

export type FakeProviderName = WireFormat['provider'];

export const WIRES: Record<FakeProviderName, WireFormat> = { openai: openaiWire, anthropic: anthropicWire, google: googleWire };

export interface FakeProvider {
  provider: FakeProviderName;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** What to pass the provider's SDK (or actwright's `model.baseURL`). */
  baseURL: string;
  /** A `model` option for actwright's Client pointing at this fake: `new Client({ env, model: fake.model() })`. */
  model(name?: string): { modelName: string; apiKey: string; baseURL: string };
  /** Every request received, oldest first. */
  readonly requests: FakeRequest[];
  /** Queues replies: each request takes the next step. */
  script(...steps: FakeStep[]): void;
  /** What to do once the script is used up (default: HTTP 400 "no scripted reply"). */
  fallback(step: FakeStep | ((request: FakeRequest) => FakeStep)): void;
  /** Requests whose raw body contains `text`. */
  search(text: string): FakeRequest[];
  /** Steps still queued. */
  readonly pending: number;
  /** Forgets queued steps, the fallback and logged requests (between tests). */
  reset(): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

/**
 * A loopback server speaking one provider's wire protocol, answering from a script. Drive it with
 * the provider's official SDK pointed at `baseURL`.
 */
const DEFAULT_MODELS: Record<FakeProviderName, string> = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-sonnet-4-6',
  google: 'gemini-2.5-flash',
};

/** The key `fake.model()` carries. */
export const FAKE_API_KEY = 'fake-provider-test-key';

export async function startFakeProvider(provider: FakeProviderName, options: { apiKey?: string } = {}): Promise<FakeProvider> {
  const wire = WIRES[provider];
  const queue: FakeStep[] = [];
  const requests: FakeRequest[] = [];
  const noScript = (): FakeStep => ({ status: 400, message: 'fake provider: no scripted reply left' });
  let fallback: (request: FakeRequest) => FakeStep = noScript;

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    let body: any;
    try {
      body = JSON.parse(raw);
    } catch {
      body = undefined;
    }
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
      body,
      raw,
      model: wire.modelOf(path, body),
      apiKey: wire.apiKeyOf(req.headers),
      prompt: body === undefined ? '' : wire.textsOf(body).join('\n'),
    };
    requests.push(request);
    if (req.method !== 'POST' || !wire.matches(path)) return sendJson(res, 404, wire.errorBody(404, `fake ${provider}: no route ${req.method} ${path}`));
    if (options.apiKey !== undefined && request.apiKey !== options.apiKey) {
      return sendJson(res, 401, wire.errorBody(401, `fake ${provider}: invalid API key`));
    }
    const step = queue.shift() ?? fallback(request);
    if ('stall' in step) return; // held open; close() ends it
    if ('stallBody' in step) return void res.writeHead(200, { 'content-type': 'application/json' }).write('{"id": ');
    if ('drop' in step) return void req.socket.destroy();
    if ('malformedBody' in step) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"id": "cut off');
    if ('status' in step) {
      const headers: Record<string, string> = step.retryAfter !== undefined ? { 'retry-after': String(step.retryAfter) } : {};
      return sendJson(res, step.status, wire.errorBody(step.status, step.message ?? `fake ${provider}: scripted ${step.status}`), headers);
    }
    const answer = 'text' in step ? { text: step.text } : { value: step.answer };
    sendJson(res, 200, wire.reply(request, answer, step.usage ?? DEFAULT_USAGE));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    provider,
    origin,
    baseURL: `${origin}${wire.basePath}`,
    model: (name = DEFAULT_MODELS[provider]) => ({
      modelName: `${provider}/${name}`,
      apiKey: options.apiKey ?? FAKE_API_KEY,
      baseURL: `${origin}${wire.basePath}`,
    }),
    requests,
    script: (...steps) => void queue.push(...steps),
    fallback: (step) => void (fallback = typeof step === 'function' ? step : () => step),
    search: (text) => requests.filter((r) => r.raw.includes(text)),
    get pending() {
      return queue.length;
    },
    reset() {
      queue.length = 0;
      requests.length = 0;
      fallback = noScript;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
