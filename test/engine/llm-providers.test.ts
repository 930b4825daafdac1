import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InvalidModelAnswerError, MissingLLMConfigurationError, ModelRequestError, ModelTimeoutError } from '../../src/engine/session/errors.js';
import { costOf } from '../../src/engine/llm/prices.js';
import { startFakeProvider, type FakeProvider, type FakeProviderName } from '../support/fake-providers/index.js';
import { inferenceFor } from '../support/fake-providers/inference-harness.js';

const KEY = 'sk-test-0123456789abcdef';
const PRICED: Record<FakeProviderName, string> = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-sonnet-4-6',
  google: 'gemini-2.5-flash',
};
const Product = z.object({ title: z.string(), price: z.number() });
const ask = (text = 'Which product is on the page?') => [{ role: 'user' as const, content: text }];

describe.each(['openai', 'anthropic', 'google'] as const)('%s through its SDK and fake', (provider) => {
  let fake: FakeProvider;
  const model = (name = PRICED[provider]) => ({ modelName: `${provider}/${name}`, apiKey: KEY, baseURL: fake.baseURL });

  beforeAll(async () => {
    fake = await startFakeProvider(provider, { apiKey: KEY });
    expect(fake.model()).toMatchObject({ modelName: `${provider}/${PRICED[provider]}`, apiKey: KEY, baseURL: fake.baseURL });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  afterEach(() => {
    expect(fake.pending, 'every scripted step was used').toBe(0);
  });

  it('returns a validated structured answer, asked with the schema, the system prompt and the key', async () => {
    const { inference } = inferenceFor(model(), { systemPrompt: 'Be terse.' });
    fake.script({ answer: { title: 'Blue mug', price: 12 } });
    const result = await inference.generate({ method: 'extract', messages: ask(), schema: Product, schemaName: 'product' });
    expect(result.data).toEqual({ title: 'Blue mug', price: 12 });
    expect(result.model).toBe(`${provider}/${PRICED[provider]}`);
    const [request] = fake.requests;
    expect(request!.apiKey).toBe(KEY);
    expect(request!.model).toBe(PRICED[provider]);
    expect(request!.prompt).toBe('Be terse.\nWhich product is on the page?');
    const body = request!.body;
    if (provider === 'openai') {
      expect(body.response_format.type).toBe('json_schema');
      expect(body.response_format.json_schema.schema.properties).toHaveProperty('price');
      expect(body.response_format.json_schema.strict).toBe(true);
    } else if (provider === 'anthropic') {
      expect(body.tool_choice).toEqual({ type: 'tool', name: 'product' });
      expect(body.tools[0].input_schema.properties).toHaveProperty('price');
      expect(body.system).toContain('Be terse.');
    } else {
      expect(body.generationConfig.responseMimeType).toBe('application/json');
      expect(body.generationConfig.responseSchema.properties).toHaveProperty('price');
    }
  });

  it('answers from a fallback that reads the prompt, once the script is used up', async () => {
    const { inference } = inferenceFor(fake.model('gpt-test'));
    fake.fallback((request) => ({ answer: { title: request.prompt.toUpperCase(), price: request.prompt.length } }));
    const result = await inference.generate({ method: 'extract', messages: ask('mug'), schema: Product, schemaName: 'product' });
    expect(result.data).toEqual({ title: 'MUG', price: 3 });
  });

  it('wraps a non-object schema for the provider and unwraps the answer', async () => {
    const { inference } = inferenceFor(model());
    fake.script({ answer: { value: ['a', 'b'] } });
    const result = await inference.generate({ method: 'observe', messages: ask(), schema: z.array(z.string()), schemaName: 'names' });
    expect(result.data).toEqual(['a', 'b']);
  });

  it('counts prompt, completion, reasoning and cached tokens in metrics and tokenUsage, with cost', async () => {
    const { inference, metrics } = inferenceFor(model());
    fake.script({ answer: { title: 'x', price: 1 }, usage: { input: 1000, output: 200, reasoning: 50, cached: 400 } });
    const result = await inference.generate({ method: 'act', messages: ask(), schema: Product, schemaName: 'product' });
    const reasoning = 50;
    expect(result.usage).toMatchObject({ promptTokens: 1000, completionTokens: 200, reasoningTokens: reasoning, cachedInputTokens: 400 });
    for (const prefix of ['act', 'total'] as const) {
      expect(metrics[`${prefix}PromptTokens`]).toBe(1000);
      expect(metrics[`${prefix}CompletionTokens`]).toBe(200);
      expect(metrics[`${prefix}ReasoningTokens`]).toBe(reasoning);
      expect(metrics[`${prefix}CachedInputTokens`]).toBe(400);
      expect(metrics[`${prefix}InferenceTimeMs`]).toBe(result.usage.inferenceTimeMs);
    }
    expect(metrics.extractPromptTokens).toBe(0);
    const expectedCost = costOf(provider, PRICED[provider], result.usage);
    expect(expectedCost).toBeGreaterThan(0);
    expect(result.tokenUsage).toEqual({ inputTokens: 1000, outputTokens: 200, timeMs: result.usage.inferenceTimeMs, cost: expectedCost });
  });

  it('leaves cost out for a model without a price', async () => {
    const { inference } = inferenceFor(model('house-model-7b'));
    fake.script({ answer: { title: 'x', price: 1 } });
    const result = await inference.generate({ method: 'extract', messages: ask(), schema: Product, schemaName: 'product' });
    expect(result.tokenUsage).not.toHaveProperty('cost');
    expect(result.tokenUsage.inputTokens).toBe(100);
  });

  it('retries a 429 after the wait its retry-after asks for', async () => {
    const { inference, lines } = inferenceFor(model());
    fake.script({ status: 429, retryAfter: '0.2' }, { answer: { title: 'x', price: 1 } });
    const result = await inference.generate({ method: 'extract', messages: ask(), schema: Product, schemaName: 'product' });
    expect(result.data.title).toBe('x');
    expect(fake.requests).toHaveLength(2);
    expect(lines.map((l) => l.message)).toContainEqual(expect.stringContaining('HTTP 429 (attempt 1 of 3), retrying in 200 ms'));
  });

  it('gives up on 500s when attempts run out, naming provider, status and attempts', async () => {
    const { inference } = inferenceFor(model());
    fake.script({ status: 500 }, { status: 500 }, { status: 500 });
    const error = await inference
      .generate({ method: 'extract', messages: ask(), schema: Product, schemaName: 'product' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelRequestError);
    expect(error).toMatchObject({ provider, status: 500, attempts: 3 });
    expect((error as Error).message).toContain(provider);
    expect((error as Error).message).toContain('status 500');
    expect((error as Error).message).toContain('3 attempts');
    expect((error as Error).cause).toBeDefined();
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry a 401 and says to check the key', async () => {
    const { inference } = inferenceFor({ ...model(), apiKey: 'sk-wrong-key-123' });
    const error = await inference.generate({ method: 'act', messages: ask(), schema: Product, schemaName: 'product' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ModelRequestError', status: 401, attempts: 1 });
    expect((error as Error).message).toContain('Check the API key');
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a dropped connection and a malformed reply body', async () => {
    const { inference } = inferenceFor(model());
    fake.script({ drop: true }, { malformedBody: true }, { answer: { title: 'x', price: 1 } });
    const result = await inference.generate({ method: 'extract', messages: ask(), schema: Product, schemaName: 'product' });
    expect(result.data.title).toBe('x');
    expect(fake.requests).toHaveLength(3);
  });

  it('bounds a stalled reply by the timeout, per attempt', async () => {
    const { inference } = inferenceFor(model(), { settings: { retry: { maxAttempts: 2, baseDelayMs: 5, timeoutMs: 800 } } });
    fake.script({ stall: true }, { stall: true });
    const error = await inference.generate({ method: 'extract', messages: ask(), schema: Product, schemaName: 'product' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelTimeoutError);
    expect(error).toMatchObject({ provider, attempts: 2, status: undefined });
    expect((error as Error).message).toContain('no reply within 800 ms');
    expect(fake.requests).toHaveLength(2);
  });

  it('bounds a reply whose body stalls half-way', async () => {
    const { inference } = inferenceFor(model(), { settings: { retry: { maxAttempts: 2, baseDelayMs: 5, timeoutMs: 800 } } });
    fake.script({ stallBody: true }, { answer: { title: 'x', price: 1 } });
    const result = await inference.generate({ method: 'extract', messages: ask(), schema: Product, schemaName: 'product' });
    expect(result.data.title).toBe('x');
    expect(fake.requests).toHaveLength(2);
  });

  it("stops at once when the caller's signal aborts, without retrying", async () => {
    const { inference } = inferenceFor(model());
    const controller = new AbortController();
    const reason = new Error('operation cancelled');
    // Cancelled once the request is in flight at the provider, which never answers it.
    fake.fallback(() => {
      controller.abort(reason);
      return { stall: true };
    });
    const error = await inference
      .generate({ method: 'act', messages: ask(), schema: Product, schemaName: 'product', signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBe(reason);
    expect(fake.requests).toHaveLength(1);
  });

  it('asks again after an unparsable answer and counts both replies', async () => {
    const { inference, metrics } = inferenceFor(model());
    fake.script({ text: 'Sure! The product is a mug.' }, { answer: { title: 'Blue mug', price: 12 } });
    const result = await inference.generate({ method: 'extract', messages: ask(), schema: Product, schemaName: 'product' });
    expect(result.data).toEqual({ title: 'Blue mug', price: 12 });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.raw).toContain('Sure! The product is a mug.');
    expect(fake.requests[1]!.raw).toContain('not valid JSON');
    expect(result.usage.promptTokens).toBe(200);
    expect(metrics.totalPromptTokens).toBe(200);
  });

  it('fails with a typed error quoting the problem when answers stay invalid', async () => {
    const { inference, metrics } = inferenceFor(model());
    fake.script(
      { answer: { title: 'Blue mug', price: 'twelve' } },
      { answer: { title: 'Blue mug', price: 'twelve' } },
      { answer: { title: 'Blue mug', price: 'twelve' } },
    );
    const error = await inference.generate({ method: 'extract', messages: ask(), schema: Product, schemaName: 'product' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidModelAnswerError);
    expect((error as Error).message).toContain('after 3 tries');
    expect((error as Error).message).toContain('price');
    expect((error as InvalidModelAnswerError).answer).toContain('twelve');
    expect(fake.requests[1]!.raw).toContain('does not match the schema');
    // The tokens were spent even though the answer was unusable.
    expect(metrics.extractPromptTokens).toBe(300);
    expect((error as InvalidModelAnswerError).tokenUsage).toMatchObject({ inputTokens: 300, outputTokens: 60 });
  });

  it('sends screenshots as images', async () => {
    const { inference } = inferenceFor(model());
    fake.script({ answer: { title: 'x', price: 1 } });
    const png = Buffer.from('fake png bytes').toString('base64');
    await inference.generate({
      method: 'act',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'What is shown?' }, { type: 'image', data: png, mediaType: 'image/png' }] }],
      schema: Product,
      schemaName: 'product',
    });
    const raw = fake.requests[0]!.raw;
    expect(raw).toContain(png);
    if (provider === 'openai') expect(raw).toContain(`data:image/png;base64,${png}`);
    if (provider === 'anthropic') expect(fake.requests[0]!.body.messages[0].content[1]).toMatchObject({ type: 'image', source: { type: 'base64', media_type: 'image/png' } });
    if (provider === 'google') expect(raw).toContain('image/png');
  });

  it('uses a per-call model override', async () => {
    const { inference } = inferenceFor(model());
    fake.script({ answer: { title: 'x', price: 1 } });
    const result = await inference.generate({
      method: 'extract',
      messages: ask(),
      schema: Product,
      schemaName: 'product',
      model: model('other-model'),
    });
    expect(result.model).toBe(`${provider}/other-model`);
    expect(fake.requests[0]!.model).toBe('other-model');
  });

  it('without a key throws MissingLLMConfigurationError naming the variables to set', async () => {
    const { inference } = inferenceFor(`${provider}/${PRICED[provider]}`, { env: {} });
    expect(inference.hasModel()).toBe(false);
    const error = await inference
      .generate({ method: 'act', messages: ask(), schema: Product, schemaName: 'product', purpose: 'act("click")' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingLLMConfigurationError);
    const variable = { openai: 'OPENAI_API_KEY', anthropic: 'ANTHROPIC_API_KEY', google: 'GOOGLE_GENERATIVE_AI_API_KEY' }[provider];
    expect((error as Error).message).toContain(variable);
    expect((error as Error).message).toContain('act("click")');
    expect(fake.requests).toHaveLength(0);
  });

  it('writes an inference log per call without the key or secret values', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'actwright-inference-log-'));
    const previous = process.env.ACTWRIGHT_INFERENCE_LOG_DIR;
    process.env.ACTWRIGHT_INFERENCE_LOG_DIR = dir;
    try {
      const { inference, lines } = inferenceFor(model(), { settings: { logToFile: true } });
      const secret = 'correct-horse-battery-staple';
      fake.script({ text: `not json ${secret}` }, { answer: { title: `echo ${secret}`, price: 1 } });
      await inference.generate({
        method: 'extract',
        messages: ask(`Type %password% (which is ${secret}) into the box`),
        schema: Product,
        schemaName: 'product',
        secrets: [secret],
      });
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      const text = await readFile(join(dir, files[0]!), 'utf8');
      const record = JSON.parse(text);
      expect(record).toMatchObject({ method: 'extract', model: `${provider}/${PRICED[provider]}`, schemaName: 'product' });
      expect(record.attempts).toHaveLength(2);
      expect(record.outcome.tokenUsage.inputTokens).toBe(200);
      expect(text).toContain('[redacted]');
      expect(text).not.toContain(secret);
      expect(text).not.toContain(KEY);
      expect(lines.length).toBeGreaterThan(0);
      expect(JSON.stringify(lines)).not.toContain(secret);
      // The key did reach the provider: redaction is of the log, not of the request.
      expect(fake.requests[0]!.apiKey).toBe(KEY);
    } finally {
      if (previous === undefined) delete process.env.ACTWRIGHT_INFERENCE_LOG_DIR;
      else process.env.ACTWRIGHT_INFERENCE_LOG_DIR = previous;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
