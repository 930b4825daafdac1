import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client } from '../../src/engine/client.js';
import { ClientEnvironmentError, MissingLLMConfigurationError, UnknownModelProviderError } from '../../src/engine/session/errors.js';
import type { InferenceRequest } from '../../src/engine/llm/inference.js';
import { LLMClient, type LLMGenerateRequest, type LLMGenerateResult } from '../../src/engine/session/llm-types.js';
import type { ClientOptions } from '../../src/engine/session/options.js';
import { startFakeProvider, type FakeProvider } from '../support/fake-providers/index.js';
import { startTestServer } from '../support/http-server.js';

/** The Client as the AI methods use it: through its protected inference. No browser is needed. */
class ModelOnlyClient extends Client {
  constructor(options: Omit<ClientOptions, 'env'>) {
    super({ env: 'LOCAL', logger: () => {}, ...options });
  }
  ask<T>(request: InferenceRequest<T>) {
    return this.inference.generate(request);
  }
  hasModel(override?: InferenceRequest<unknown>['model']) {
    return this.inference.hasModel(override);
  }
}

const Answer = z.object({ answer: z.string() });
const question = [{ role: 'user' as const, content: 'What is the heading?' }];

class CannedClient extends LLMClient {
  readonly provider = 'acme';
  readonly modelName = 'canned-1';
  readonly seen: LLMGenerateRequest[] = [];
  async generate(request: LLMGenerateRequest): Promise<LLMGenerateResult> {
    this.seen.push(request);
    return { data: { answer: 'Welcome' }, usage: { promptTokens: 30, completionTokens: 4 } };
  }
}

describe('Client model configuration', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider('openai');
  });
  afterAll(() => fake.close());

  it('throws UnknownModelProviderError from the constructor, listing the known providers', () => {
    const create = () => new ModelOnlyClient({ model: 'acme/large' });
    expect(create).toThrow(UnknownModelProviderError);
    expect(create).toThrow(ClientEnvironmentError);
    expect(create).toThrow(/openai, anthropic, google/);
  });

  it('uses a custom llmClient, validating its answer and counting its usage', async () => {
    const llm = new CannedClient();
    const client = new ModelOnlyClient({ llmClient: llm, systemPrompt: 'You test web pages.' });
    const result = await client.ask({ method: 'extract', messages: question, schema: Answer, schemaName: 'heading' });
    expect(result).toMatchObject({ data: { answer: 'Welcome' }, model: 'acme/canned-1' });
    expect(result.tokenUsage).toMatchObject({ inputTokens: 30, outputTokens: 4 });
    expect(result.tokenUsage).not.toHaveProperty('cost');
    expect(llm.seen[0]!.messages[0]).toEqual({ role: 'system', content: 'You test web pages.' });
    expect(llm.seen[0]!.schema.jsonSchema.properties).toHaveProperty('answer');
    const metrics = await client.metrics;
    expect(metrics).toMatchObject({ extractPromptTokens: 30, extractCompletionTokens: 4, totalPromptTokens: 30, actPromptTokens: 0 });
  });

  it('drops images for a custom client that does not take them', async () => {
    const llm = new CannedClient();
    const client = new ModelOnlyClient({ llmClient: llm });
    await client.ask({
      method: 'act',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'look' }, { type: 'image', data: 'AAAA', mediaType: 'image/png' }] }],
      schema: Answer,
      schemaName: 'heading',
    });
    expect(llm.seen[0]!.messages[0]!.content).toEqual([{ type: 'text', text: 'look' }]);
  });

  it('talks to the model option through its baseURL, and a per-call model wins over llmClient', async () => {
    fake.script({ answer: { answer: 'from the model option' } }, { answer: { answer: 'per call' } });
    const client = new ModelOnlyClient({ model: { modelName: 'openai/gpt-4.1-mini', apiKey: 'sk-client-key', baseURL: fake.baseURL } });
    const first = await client.ask({ method: 'observe', messages: question, schema: Answer, schemaName: 'heading' });
    expect(first.data.answer).toBe('from the model option');
    expect(first.tokenUsage.cost).toBeGreaterThan(0);
    expect((await client.metrics).observePromptTokens).toBe(100);

    const withCustom = new ModelOnlyClient({ llmClient: new CannedClient() });
    const second = await withCustom.ask({
      method: 'act',
      messages: question,
      schema: Answer,
      schemaName: 'heading',
      model: { modelName: 'openai/gpt-4o-mini', apiKey: 'sk-client-key', baseURL: fake.baseURL },
    });
    expect(second).toMatchObject({ data: { answer: 'per call' }, model: 'openai/gpt-4o-mini' });
    expect(fake.requests.map((r) => r.model)).toEqual(['gpt-4.1-mini', 'gpt-4o-mini']);
  });

  it('takes the key from the environment (GEMINI_API_KEY as an alias), the constructor value winning', async () => {
    const google = await startFakeProvider('google');
    const saved = { g: process.env.GOOGLE_GENERATIVE_AI_API_KEY, a: process.env.GEMINI_API_KEY };
    try {
      delete process.env.GOOGLE_GENERATIVE_AI_API_KEY;
      process.env.GEMINI_API_KEY = 'gemini-env-key';
      google.script({ answer: { answer: 'a' } }, { answer: { answer: 'b' } });
      const fromEnv = new ModelOnlyClient({ model: { modelName: 'google/gemini-2.5-flash', baseURL: google.baseURL } });
      expect(fromEnv.hasModel()).toBe(true);
      await fromEnv.ask({ method: 'act', messages: question, schema: Answer, schemaName: 'heading' });
      const given = new ModelOnlyClient({ model: { modelName: 'google/gemini-2.5-flash', baseURL: google.baseURL, apiKey: 'given-key' } });
      await given.ask({ method: 'act', messages: question, schema: Answer, schemaName: 'heading' });
      expect(google.requests.map((r) => r.apiKey)).toEqual(['gemini-env-key', 'given-key']);
    } finally {
      if (saved.g === undefined) delete process.env.GOOGLE_GENERATIVE_AI_API_KEY;
      else process.env.GOOGLE_GENERATIVE_AI_API_KEY = saved.g;
      if (saved.a === undefined) delete process.env.GEMINI_API_KEY;
      else process.env.GEMINI_API_KEY = saved.a;
      await google.close();
    }
  });

  it('logInferenceToFile writes one file per call with the model key and the cloud key redacted', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'actwright-client-inference-log-'));
    const previous = process.env.ACTWRIGHT_INFERENCE_LOG_DIR;
    process.env.ACTWRIGHT_INFERENCE_LOG_DIR = dir;
    try {
      const modelKey = 'sk-model-key-9f8e7d6c';
      const cloudKey = 'bb-cloud-key-1a2b3c4d';
      fake.reset();
      fake.script({ answer: { answer: `keys ${modelKey} ${cloudKey}` } }, { answer: { answer: 'second' } });
      const client = new ModelOnlyClient({
        apiKey: cloudKey,
        logInferenceToFile: true,
        model: { modelName: 'openai/gpt-4.1-mini', apiKey: modelKey, baseURL: fake.baseURL },
      });
      await client.ask({ method: 'extract', messages: question, schema: Answer, schemaName: 'heading' });
      await client.ask({ method: 'observe', messages: question, schema: Answer, schemaName: 'heading' });
      const files = (await readdir(dir)).sort();
      expect(files).toHaveLength(2);
      const texts = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
      expect(texts.join('\n')).toContain('keys [redacted] [redacted]');
      for (const text of texts) {
        expect(text).not.toContain(modelKey);
        expect(text).not.toContain(cloudKey);
      }
    } finally {
      if (previous === undefined) delete process.env.ACTWRIGHT_INFERENCE_LOG_DIR;
      else process.env.ACTWRIGHT_INFERENCE_LOG_DIR = previous;
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('without a model or llmClient, AI calls throw MissingLLMConfigurationError saying what to set', async () => {
    const saved = process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_API_KEY;
    try {
      const none = new ModelOnlyClient({});
      expect(none.hasModel()).toBe(false);
      await expect(none.ask({ method: 'act', messages: question, schema: Answer, schemaName: 'x' })).rejects.toThrow(
        /needs a model.*OPENAI_API_KEY.*llmClient/s,
      );
      const keyless = new ModelOnlyClient({ model: 'openai/gpt-4.1-mini' });
      await expect(keyless.ask({ method: 'act', messages: question, schema: Answer, schemaName: 'x' })).rejects.toBeInstanceOf(
        MissingLLMConfigurationError,
      );
    } finally {
      if (saved !== undefined) process.env.OPENAI_API_KEY = saved;
    }
  });
});

describe('docs/models.md custom llmClient example', () => {
  it('works as written, against a loopback Ollama-style server, with retries on its 429', async () => {
    const doc = await readFile(resolve('docs/models.md'), 'utf8');
    const start = doc.indexOf('## A custom model client');
    expect(start, 'docs/models.md has the section').toBeGreaterThan(-1);
    const section = doc.slice(start);
    const code = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
    expect(code, 'the docs section has a ts block').toBeTruthy();
    const dir = await mkdtemp(join(tmpdir(), 'actwright-readme-'));
    const file = join(dir, 'ollama-client.ts');
    await writeFile(file, code!.replace("from 'actwright'", `from '${resolve('src/index.ts')}'`));
    const server = await startTestServer();
    const bodies: any[] = [];
    let calls = 0;
    server.route('/api/chat', async (req, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      bodies.push(JSON.parse(raw));
      if (++calls === 1) return void res.writeHead(429, { 'retry-after': '0' }).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ model: 'llama3.2', message: { role: 'assistant', content: '{"answer":"Welcome"}' }, done: true, prompt_eval_count: 41, eval_count: 7 }),
      );
    });
    try {
      const { OllamaClient, client: readmeClient } = await import(file);
      expect(readmeClient).toBeInstanceOf(Client);
      const client = new ModelOnlyClient({ llmClient: new OllamaClient('llama3.2', server.origin), systemPrompt: 'Be brief.' });
      const result = await client.ask({ method: 'extract', messages: question, schema: Answer, schemaName: 'heading' });
      expect(result).toMatchObject({ data: { answer: 'Welcome' }, model: 'ollama/llama3.2', tokenUsage: { inputTokens: 41, outputTokens: 7 } });
      expect(calls).toBe(2);
      expect(bodies[1].format.properties).toHaveProperty('answer');
      expect(bodies[1].messages[0]).toEqual({ role: 'system', content: 'Be brief.' });
      expect((await client.metrics).extractPromptTokens).toBe(41);
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
