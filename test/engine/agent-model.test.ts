// Which model the generic agent uses: agent({ model, provider, options }) against the client's own model.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ClientEnvironmentError } from '../../src/index.js';
import { agentModel } from '../../src/engine/agent/agent-model.js';
import { usesComputerUse } from '../../src/engine/agent/agent.js';
import { doneStep } from '../support/agent-steps.js';
import { startFakeProvider, type FakeProvider } from '../support/fake-providers/index.js';

describe('agentModel()', () => {
  it('model with provider and options; options alone apply to the client model; provider alone is computer use', async () => {
    expect(agentModel({}, 'openai/gpt-4.1-mini')).toBeUndefined();
    expect(agentModel({ model: 'gpt-4.1', provider: 'openai' }, undefined)).toBe('openai/gpt-4.1');
    expect(agentModel({ model: 'anthropic/claude-sonnet-4-6', options: { apiKey: 'k' } }, undefined)).toEqual({ modelName: 'anthropic/claude-sonnet-4-6', apiKey: 'k' });
    expect(agentModel({ options: { baseURL: 'http://127.0.0.1:1/v1', organization: 'org-1' } }, { modelName: 'openai/gpt-4.1-mini', apiKey: 'own' })).toEqual({
      modelName: 'openai/gpt-4.1-mini',
      apiKey: 'own',
      baseURL: 'http://127.0.0.1:1/v1',
      organization: 'org-1',
    });
    expect(() => agentModel({ options: { apiKey: 'k' } }, undefined)).toThrow(ClientEnvironmentError);
    // provider without model: the provider's computer-use agent reads options itself.
    expect(agentModel({ provider: 'anthropic', options: { apiKey: 'k' } }, 'openai/gpt-4.1-mini')).toBeUndefined();
    expect(await usesComputerUse({ provider: 'anthropic' })).toBe(true);
    expect(await usesComputerUse({ model: 'openai/gpt-4.1-mini' })).toBe(false);
    expect(await usesComputerUse({})).toBe(false);
  });
});

describe('agent({ options }) without model, over the wire', () => {
  let own: FakeProvider;
  let other: FakeProvider;
  let client: Client;
  beforeAll(async () => {
    own = await startFakeProvider('openai');
    other = await startFakeProvider('openai', { apiKey: 'agent-only-key' });
    client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, model: own.model(), offline: false });
    await client.init();
  });
  afterAll(async () => {
    await client?.close();
    await Promise.all([own?.close(), other?.close()]);
  });

  it("sends the client's model to the agent's address, with its key and organization", async () => {
    await client.page.setContent('<p>nothing to do</p>');
    other.fallback({ answer: doneStep(true, 'nothing to do') });
    const result = await client
      .agent({ options: { apiKey: 'agent-only-key', baseURL: other.baseURL, organization: 'org-agent-7' } })
      .execute({ instruction: 'do nothing', autoScreenshot: false });
    expect(result).toMatchObject({ success: true, completed: true });
    expect(own.requests).toHaveLength(0);
    expect(other.requests).toHaveLength(1);
    expect(other.requests[0]).toMatchObject({ apiKey: 'agent-only-key', model: own.model().modelName.replace(/^openai\//, '') });
    expect(other.requests[0]!.headers['openai-organization']).toBe('org-agent-7');
    expect(JSON.stringify(await client.history)).not.toContain('agent-only-key');
  });
});
