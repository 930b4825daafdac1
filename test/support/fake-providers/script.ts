/** What a fake provider does with one request, in the order the test scripted them. */
export type FakeStep =
  /** A well-formed reply whose answer is this value (JSON text, or the tool input for Anthropic). */
  | { answer: unknown; usage?: FakeUsage }
  /** A well-formed reply whose answer text is exactly this (e.g. not JSON at all). */
  | { text: string; usage?: FakeUsage }
  /** An error reply in the provider's error format. `retryAfter` is sent as the `retry-after` header (seconds). */
  | { status: number; retryAfter?: number | string; message?: string }
  /** The connection is cut before any reply. */
  | { drop: true }
  /** Status 200 with a body that is not JSON. */
  | { malformedBody: true }
  /** The request is held open and never answered (until the fake closes). */
  | { stall: true }
  /** Status 200 and the first bytes of the body, then nothing more (until the fake closes). */
  | { stallBody: true };

/** Token counts of a scripted reply, provider-neutral; each fake writes them in its wire format. */
export interface FakeUsage {
  /** All input tokens, cached ones included. */
  input: number;
  /** All output tokens, reasoning included. */
  output: number;
  reasoning?: number;
  cached?: number;
}

export const DEFAULT_USAGE: FakeUsage = { input: 100, output: 20 };

/** One request as the fake received it. */
export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body (undefined if it was not JSON). */
  body: any;
  /** The body as sent: search it for prompts, images, secrets. */
  raw: string;
  /** The model named by the request (body field, or path for Google). */
  model: string | undefined;
  /** The API key the request carried. */
  apiKey: string | undefined;
  /** Every text of the request (system prompt and messages) joined by newlines: script answers from it. */
  prompt: string;
}

/** The parts that differ between providers: where requests go and how replies look on the wire. */
export interface WireFormat {
  provider: 'openai' | 'anthropic' | 'google';
  /** The baseURL to give the SDK, relative to the fake's origin. */
  basePath: string;
  /** Whether a request path is this provider's generate endpoint. */
  matches(path: string): boolean;
  modelOf(path: string, body: any): string | undefined;
  apiKeyOf(headers: FakeRequest['headers']): string | undefined;
  /** The texts of the request, system prompt first. */
  textsOf(body: any): string[];
  /** The 200 body for an answer. `answer` is the value, or `text` the raw answer text. */
  reply(request: FakeRequest, answer: { value: unknown } | { text: string }, usage: FakeUsage): unknown;
  errorBody(status: number, message: string): unknown;
}
