import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client, ClientEnvironmentError, ClientNotInitializedError } from '../../src/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { pageTextOf, refOf, ScriptedLLM } from '../support/scripted-llm.js';

const FORM = `<title>Signup</title>
<form onsubmit="event.preventDefault(); document.getElementById('out').textContent = 'Welcome ' + this.name.value + ' (' + this.code.value + ')'">
  <label>Name <input name="name"></label>
  <label>Code <input name="code"></label>
  <button>Submit</button>
</form>
<p id="out"></p>`;

const step = (fields: Partial<Record<string, unknown>>) => ({
  reasoning: 'scripted',
  step: 'done',
  action: null,
  url: null,
  tool: null,
  waitMs: null,
  success: false,
  message: '',
  ...fields,
});
const act = (elementId: string, method: string, args: string[] = []) =>
  step({ step: 'act', action: { elementId, method, arguments: args, description: `${method} ${elementId}` } });

let server: TestServer;
let client: Client;
const llm = new ScriptedLLM();
beforeAll(async () => {
  server = await startTestServer();
  server.route('/form', FORM);
  client = new Client({ env: 'LOCAL', verbose: 0, llmClient: llm });
  await client.init();
});
afterAll(async () => {
  await client.close();
  await server.close();
});

describe('agent()', () => {
  it('is a method: before init() it throws ClientNotInitializedError', () => {
    expect(() => new Client({ env: 'LOCAL', verbose: 0 }).agent()).toThrow(ClientNotInitializedError);
  });

  it('runs look-decide-do steps until the model says done, and records one agent operation', async () => {
    await client.page.goto(`${server.origin}/form`);
    llm.reset((request, index) => {
      const text = pageTextOf(request);
      if (index === 0) return act(refOf(text, 'textbox', 'Name'), 'fill', ['Ada']);
      if (index === 1) return act(refOf(text, 'textbox', 'Code'), 'fill', ['42']);
      if (index === 2) return act(refOf(text, 'button', 'Submit'), 'click');
      return step({ step: 'done', success: text.includes('Welcome Ada (42)'), message: 'Signed up as Ada' });
    });
    const result = await client.agent({ instructions: 'Be brief.' }).execute({ instruction: 'sign up as Ada with code 42', autoScreenshot: false });
    expect(await client.page.locator('#out').textContent()).toBe('Welcome Ada (42)');
    expect(result).toMatchObject({ success: true, completed: true, message: 'Signed up as Ada', metadata: { actions: 3, modelCalls: 4 } });
    expect(result.actions.map((a) => [a.type, a.success])).toEqual([
      ['act', true],
      ['act', true],
      ['act', true],
      ['done', true],
    ]);
    expect(result.actions[0]!.selector).toBeTruthy();
    expect(result.usage).toMatchObject({ input_tokens: 4 * 120, output_tokens: 4 * 12 });
    // The system message carries the agent's instructions; later steps see the earlier ones.
    expect(JSON.stringify(llm.requests[0]!.messages[0])).toContain('Be brief.');
    expect(JSON.stringify(llm.requests[3]!.messages)).toMatch(/Steps so far:\\n<untrusted-page-data nonce=\\"[^"\\]+\\">\\n1\. act: fill/);

    const history = await client.history;
    const entry = history.at(-1)!;
    expect(entry.method).toBe('agent');
    expect(entry.parameters).toMatchObject({ instruction: 'sign up as Ada with code 42', maxSteps: 20, autoScreenshot: false, waitBetweenActions: 0 });
    // One agent entry for the execute, every action inside its result.
    expect(history.filter((e) => e.method === 'agent' && (e.parameters as { instruction?: string }).instruction === 'sign up as Ada with code 42')).toHaveLength(1);
    expect((entry.result as { actions: unknown[] }).actions).toHaveLength(4);
    const metrics = await client.metrics;
    expect(metrics.agentPromptTokens).toBe(4 * 120);
    expect(metrics.agentCompletionTokens).toBe(4 * 12);
    const record = client.exportSession().records.at(-1)!;
    expect(record.tokenUsage).toMatchObject({ inputTokens: 480, outputTokens: 48 });
  });

  it('stops after maxSteps actions and says it did not complete', async () => {
    await client.page.goto(`${server.origin}/form`);
    llm.reset(() => step({ step: 'wait', waitMs: 1 }));
    const result = await client.agent().execute({ instruction: 'wait forever', maxSteps: 3, autoScreenshot: false });
    expect(result).toMatchObject({ success: false, completed: false });
    expect(result.message).toMatch(/maxSteps \(3 actions\)/);
    expect(result.actions).toHaveLength(3);
    // Three actions, and one more turn in which the model could have said done.
    expect(llm.requests).toHaveLength(4);
    expect(JSON.stringify(llm.requests[3]!.messages)).toContain('Actions left: 0');
  });

  it('maxSteps counts actions, not the closing "done": a task of exactly N actions completes with maxSteps N', async () => {
    await client.page.goto(`${server.origin}/form`);
    llm.reset((request, index) => {
      const text = pageTextOf(request);
      if (index === 0) return act(refOf(text, 'textbox', 'Name'), 'fill', ['Ada']);
      if (index === 1) return act(refOf(text, 'textbox', 'Code'), 'fill', ['42']);
      if (index === 2) return act(refOf(text, 'button', 'Submit'), 'click');
      return step({ step: 'done', success: text.includes('Welcome Ada (42)'), message: 'done' });
    });
    const result = await client.agent().execute({ instruction: 'sign up', maxSteps: 3, autoScreenshot: false });
    expect(result).toMatchObject({ success: true, completed: true });
    expect(result.actions.filter((a) => a.type !== 'done')).toHaveLength(3);
  });

  it('"done" with success false is giving up: completed and success are false', async () => {
    await client.page.goto(`${server.origin}/form`);
    llm.reset(() => step({ step: 'done', success: false, message: 'The form wants a code I do not have.' }));
    const result = await client.agent().execute({ instruction: 'sign up with the secret code', autoScreenshot: false });
    expect(result).toMatchObject({ success: false, completed: false, message: 'The form wants a code I do not have.' });
    expect(result.actions).toMatchObject([{ type: 'done', success: false }]);
  });

  it('text typed from a variable is recorded as %name%; the value reaches only the page', async () => {
    await client.page.goto(`${server.origin}/form`);
    llm.reset((request, index) => {
      const text = pageTextOf(request);
      if (index === 0) return act(refOf(text, 'textbox', 'Code'), 'fill', ['%code%']);
      return step({ step: 'done', success: true, message: 'filled' });
    });
    const result = await client.agent().execute({ instruction: 'fill the code', autoScreenshot: false, variables: { code: 'S3cr3t-99' } });
    expect(await client.page.locator('input[name=code]').inputValue()).toBe('S3cr3t-99');
    expect(result.actions[0]).toMatchObject({ type: 'act', method: 'fill', arguments: ['%code%'], text: '%code%', success: true });
    expect(JSON.stringify(llm.requests)).not.toContain('S3cr3t-99');
    expect(JSON.stringify(llm.requests[0]!.messages[0])).toContain('%code%');
    const history = await client.history;
    expect(JSON.stringify(history)).not.toContain('S3cr3t-99');
    expect(history.at(-1)!.parameters).toMatchObject({ variables: ['code'] });
  });

  it('calls tools with validated input and shows their output to the next step', async () => {
    await client.page.goto(`${server.origin}/form`);
    const calls: unknown[] = [];
    const tools = {
      lookupCode: {
        description: 'the signup code of a person',
        inputSchema: z.object({ person: z.string() }),
        execute: ({ person }: { person: string }) => {
          calls.push(person);
          return { code: person === 'Ada' ? 'X-7' : 'none' };
        },
      },
    };
    llm.reset((request, index) => {
      const text = pageTextOf(request);
      if (index === 0) return step({ step: 'tool', tool: { name: 'lookupCode', input: '{"person":"Ada"}' } });
      if (index === 1) {
        const code = /"code":"([^"]+)"/.exec(JSON.stringify(request.messages).replaceAll('\\"', '"'))?.[1] ?? '?';
        return act(refOf(text, 'textbox', 'Code'), 'fill', [code]);
      }
      return step({ step: 'done', success: true, message: 'filled' });
    });
    const result = await client.agent({ tools }).execute({ instruction: 'fill in the code of Ada', autoScreenshot: false });
    expect(calls).toEqual(['Ada']);
    expect(result.actions[0]).toMatchObject({ type: 'tool', tool: 'lookupCode', success: true, output: { code: 'X-7' } });
    expect(await client.page.locator('input[name=code]').inputValue()).toBe('X-7');
    expect(JSON.stringify(llm.requests[0]!.messages[0])).toContain('lookupCode');
  });

  it('a failed step is reported to the model, not thrown', async () => {
    await client.page.goto(`${server.origin}/form`);
    llm.reset((_request, index) => (index === 0 ? act('e999', 'click') : step({ step: 'done', success: false, message: 'gave up' })));
    const result = await client.agent().execute({ instruction: 'click the missing thing', autoScreenshot: false });
    expect(result.actions[0]).toMatchObject({ type: 'act', success: false });
    expect(result.actions[0]!.error).toMatch(/not on the page/);
    expect(JSON.stringify(llm.requests[1]!.messages)).toContain('FAILED');
    expect(result).toMatchObject({ success: false, completed: false, message: 'gave up' });
  });

  it('sends a screenshot each step to a model that takes images (autoScreenshot default true)', async () => {
    class SeeingLLM extends ScriptedLLM {
      override readonly supportsImages = true;
    }
    const seeing = new SeeingLLM(() => step({ step: 'done', success: true, message: 'seen' }));
    const other = new Client({ env: 'LOCAL', verbose: 0, llmClient: seeing, browserContext: client.context.playwright });
    await other.init();
    await other.page.goto(`${server.origin}/form`);
    await other.agent().execute('look at the page');
    const content = seeing.requests[0]!.messages.at(-1)!.content;
    expect(Array.isArray(content) && content.some((p) => p.type === 'image' && p.data.length > 1000)).toBe(true);
    await other.close();
  });

  it('bad configuration and options are typed errors that name the option', async () => {
    expect(() => client.agent({ integrations: ['not a url'] })).toThrow(/integrations/);
    expect(() => client.agent({ integrations: [{} as never] })).toThrow(ClientEnvironmentError);
    // options without model apply to the client's model; this client has only an llmClient.
    expect(() => client.agent({ options: { apiKey: 'k' } })).toThrow(/model/);
    expect(() => client.agent({ provider: 'mistral' as never })).toThrow(ClientEnvironmentError);
    const agent = client.agent();
    await expect(agent.execute({ instruction: 'x', maxSteps: 0 })).rejects.toThrow(/maxSteps/);
    await expect(agent.execute({ instruction: '' })).rejects.toThrow(ClientEnvironmentError);
  });
});
