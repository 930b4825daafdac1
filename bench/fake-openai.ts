import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback OpenAI chat-completions endpoint (POST /v1/chat/completions) that answers at once
 * with whatever `answer(body)` returns, as JSON message content with fixed token usage. Both
 * clients reach it through their official SDKs with a baseURL, so model time is only the
 * loopback round trip. Bench-only; the tests have their own fakes in test/support.
 */
export interface FakeOpenAI {
  baseURL: string;
  /** Requests answered so far. */
  readonly calls: number;
  close(): Promise<void>;
}

export type Answerer = (body: ChatRequestBody) => unknown;

export interface ChatRequestBody {
  model?: string;
  messages?: { role: string; content: string | { type: string; text?: string }[] }[];
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export async function startFakeOpenAI(answer: Answerer): Promise<FakeOpenAI> {
  let calls = 0;
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const raw = await readBody(req);
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no route ${path}`, type: 'invalid_request_error' } }));
      return;
    }
    let body: ChatRequestBody;
    let content: string;
    try {
      body = JSON.parse(raw) as ChatRequestBody;
      content = JSON.stringify(answer(body));
    } catch (error) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(
        JSON.stringify({ error: { message: `fake could not answer: ${(error as Error).message}`, type: 'invalid_request_error' } }),
      );
      return;
    }
    calls++;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: `chatcmpl-bench${calls}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model ?? 'unknown',
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
        usage: { prompt_tokens: 1000, completion_tokens: 20, total_tokens: 1020 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    get calls() {
      return calls;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** All text of a request's messages, joined. */
export function promptText(body: ChatRequestBody): string {
  return (body.messages ?? [])
    .map((m) => (typeof m.content === 'string' ? m.content : m.content.map((p) => p.text ?? '').join('\n')))
    .join('\n');
}

/**
 * The instant scripted model for act(): finds the element whose accessible name is `target` in
 * the page text the client sent and answers "click it". Reads both notations: Stagehand's
 * `[0-45] button: Name` and actwright's `- button "Name" [ref=e12]`. Both clients ask for the
 * same answer shape: { action: { elementId, description, method, arguments }, twoStep }.
 */
export function clickAnswerer(target: () => string): Answerer {
  return (body) => {
    const name = target();
    const lines = promptText(body).split('\n').filter((l) => l.includes(name));
    for (const line of lines) {
      const id = /\[(\d+-\d+)\]/.exec(line)?.[1] ?? /\[ref=([^\]\s]+)\]/.exec(line)?.[1];
      if (id) return { action: { elementId: id, description: `click ${name}`, method: 'click', arguments: [] }, twoStep: false };
    }
    throw new Error(`no element named "${name}" in the prompt`);
  };
}
