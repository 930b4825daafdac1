import { LLMClient, type LLMGenerateRequest, type LLMGenerateResult } from '../../src/index.js';

export type Script = (request: LLMGenerateRequest, index: number) => unknown | Promise<unknown>;

/**
 * A custom LLMClient (the seed's `llmClient` feature) that answers from a script and records
 * every request, so a test can check what the model was shown. Honours the abort signal.
 */
export class ScriptedLLM extends LLMClient {
  readonly provider = 'scripted';
  readonly modelName = 'scripted-1';
  readonly requests: LLMGenerateRequest[] = [];
  script: Script;

  constructor(script: Script = () => ({}), readonly usage = { promptTokens: 120, completionTokens: 12 }) {
    super();
    this.script = script;
  }

  async generate(request: LLMGenerateRequest): Promise<LLMGenerateResult> {
    this.requests.push(request);
    request.signal?.throwIfAborted();
    const answer = this.script(request, this.requests.length - 1);
    const data = request.signal ? await abortable(Promise.resolve(answer), request.signal) : await answer;
    return { data, usage: this.usage };
  }

  reset(script: Script): void {
    this.requests.length = 0;
    this.script = script;
  }

  /** Everything the model was sent, as one string (for "never reached the model" checks). */
  transcript(): string {
    return JSON.stringify(this.requests.map((r) => r.messages));
  }
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A model that never answers (until aborted). */
export const never: Script = () => new Promise(() => undefined);

/** Prompt text without the lines of the untrusted-data fence (prompts.ts) around page content. */
export function unfence(text: string): string {
  return text.replace(/^<\/?untrusted-page-data nonce="[^"]+">(?:\n|$)/gm, '').replace(/\n$/, '');
}

/** The page text of a request (the user message after "Page:"), without its fence. */
export function pageTextOf(request: LLMGenerateRequest): string {
  const user = request.messages.filter((m) => m.role === 'user').at(-1);
  const text = typeof user?.content === 'string' ? user.content : (user?.content ?? []).map((p) => (p.type === 'text' ? p.text : '')).join('');
  return unfence(text.slice(text.indexOf('Page:\n') + 'Page:\n'.length));
}

export function instructionOf(request: LLMGenerateRequest): string {
  const user = request.messages.filter((m) => m.role === 'user').at(-1);
  const text = typeof user?.content === 'string' ? user.content : '';
  return /Instruction: (.*)/.exec(text)?.[1] ?? '';
}

/**
 * The element fragments of a page-text line: the line itself and, on a folded line
 * (`- article: heading "A" | button "Buy" [ref=e5]`), each part of it.
 */
export function fragmentsOf(line: string): string[] {
  const out: string[] = [];
  for (const piece of line.replace(/^\s*(- )?/, '').split(' | ')) {
    out.push(piece);
    const folded = /^[a-z]+(?: "(?:[^"\\]|\\.)*")?(?: \[[^\]]*\])*: (.*)$/.exec(piece);
    if (folded) out.push(folded[1]!);
  }
  return out;
}

/** The ref of the first element of the page text with this role and a name (or text) containing `name`. */
export function refOf(pageText: string, role: string, name: string | RegExp): string {
  for (const line of pageText.split('\n')) {
    for (const fragment of fragmentsOf(line)) {
      const m = /^(\S+)(?: "((?:[^"\\]|\\.)*)")?.*?\[ref=([^\]]+)\](?:: (.*))?$/.exec(fragment);
      if (!m || m[1] !== role) continue;
      const lineName = `${m[2] ?? ''} ${m[4] ?? ''}`;
      if (typeof name === 'string' ? lineName.includes(name) : name.test(lineName)) return m[3]!;
    }
  }
  throw new Error(`no ${role} named ${name} in the page text:\n${pageText.slice(0, 2000)}`);
}

/** An act answer. */
export function actAnswer(elementId: string, method: string, args: string[] = [], twoStep = false) {
  return { action: { elementId, method, arguments: args, description: `${method} ${elementId}` }, twoStep };
}
