import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client } from '../../src/index.js';
import { extractModel } from '../../src/engine/methods/extract.js';
import { startFakeProvider, type FakeProvider } from '../support/fake-providers/index.js';
import { ScriptedLLM } from '../support/scripted-llm.js';

describe('extract({ modelName, modelClientOptions })', () => {
  it('maps to a per-call model, with the key and address when given', () => {
    expect(extractModel({})).toEqual({});
    expect(extractModel({ modelName: 'openai/gpt-5.4-mini' })).toEqual({ model: 'openai/gpt-5.4-mini' });
    expect(extractModel({ modelName: 'openai/x', modelClientOptions: { apiKey: 'k', baseURL: 'http://127.0.0.1:1/v1', other: 1 } })).toEqual({
      model: { modelName: 'openai/x', apiKey: 'k', baseURL: 'http://127.0.0.1:1/v1' },
    });
  });

  let fake: FakeProvider;
  let client: Client;
  const fallbackModel = new ScriptedLLM(() => ({ total: 'from the client model' }));
  beforeAll(async () => {
    fake = await startFakeProvider('openai', { apiKey: 'per-call-key' });
    client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, llmClient: fallbackModel, offline: false });
    await client.init();
  });
  afterAll(async () => {
    await client.close();
    await fake.close();
  });

  it('the call goes to that model with that key, not to the client model', async () => {
    await client.page.setContent('<p>Total due: $12.00</p>');
    fake.fallback(() => ({ answer: { total: '$12.00' } }));
    const { modelName, baseURL } = fake.model('gpt-5.4-mini');
    const data = await client.extract({
      instruction: 'the total',
      schema: z.object({ total: z.string() }),
      modelName,
      modelClientOptions: { apiKey: 'per-call-key', baseURL },
    });
    expect(data).toEqual({ total: '$12.00' });
    expect(fake.requests.at(-1)?.apiKey).toBe('per-call-key');
    expect(fallbackModel.requests).toHaveLength(0);
  });
});
