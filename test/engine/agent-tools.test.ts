// agent({ tools }): AI SDK tool sets as users write them (tool(), zod and jsonSchema() inputs, the
// execute options), through the OpenAI-wire fake model and real Chromium.
import { jsonSchema, tool } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client, ClientEnvironmentError } from '../../src/index.js';
import { actStep, agentPageText, doneStep, toolStep } from '../support/agent-steps.js';
import { startFakeProvider, type FakeProvider } from '../support/fake-providers/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { refOf } from '../support/scripted-llm.js';

const PAGE = `<title>Stock</title><label>Quantity <input name="qty"></label><p id="out"></p>`;

let site: TestServer;
let fake: FakeProvider;
let client: Client;

beforeAll(async () => {
  site = await startTestServer();
  site.route('/stock', PAGE);
  fake = await startFakeProvider('openai');
  client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, model: fake.model(), offline: false });
  await client.init();
});
afterAll(async () => {
  await client?.close();
  await Promise.all([fake?.close(), site?.close()]);
});
beforeEach(async () => {
  fake.reset();
  await client.page.goto(`${site.origin}/stock`);
});

describe('agent({ tools }) with AI SDK tool sets', () => {
  it('tool() with a zod inputSchema: validated input, and execute gets { toolCallId, abortSignal, messages }', async () => {
    const seen: { input: unknown; toolCallId: string; aborted: boolean | undefined; messages: number }[] = [];
    const tools = {
      stockOf: tool({
        description: 'units in stock of a product',
        inputSchema: z.object({ sku: z.string().regex(/^SKU-\d+$/) }),
        execute: async ({ sku }, { toolCallId, abortSignal, messages }) => {
          seen.push({ input: { sku }, toolCallId, aborted: abortSignal?.aborted, messages: messages.length });
          return { sku, units: 12 };
        },
      }),
    };
    fake.script(
      { answer: toolStep('stockOf', { sku: 'mug' }) }, // invalid: the model sees why and tries again
      { answer: toolStep('stockOf', { sku: 'SKU-7' }) },
      { answer: doneStep(true, 'SKU-7 has 12 units') },
    );
    const result = await client.agent({ tools }).execute({ instruction: 'how many SKU-7 are in stock?', autoScreenshot: false });
    expect(result).toMatchObject({ success: true, completed: true, message: 'SKU-7 has 12 units' });
    expect(result.actions[0]).toMatchObject({ type: 'tool', tool: 'stockOf', success: false, input: { sku: 'mug' } });
    expect(result.actions[0]!.error).toMatch(/invalid input for tool "stockOf": sku:/);
    expect(result.actions[1]).toMatchObject({ type: 'tool', tool: 'stockOf', success: true, output: { sku: 'SKU-7', units: 12 } });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ input: { sku: 'SKU-7' }, aborted: false });
    expect(seen[0]!.toolCallId).toMatch(/^call_/);
    expect(seen[0]!.messages).toBeGreaterThan(0);
    // The model saw the JSON Schema zod made, and the failure of the first call.
    expect(fake.requests[0]!.prompt).toContain('"pattern":"^SKU-\\\\d+$"');
    expect(fake.requests[1]!.prompt).toContain('FAILED: invalid input for tool');
    expect(fake.requests[2]!.prompt).toContain('"units":12');
  });

  it('jsonSchema() input without a validate function is checked against the JSON Schema', async () => {
    const calls: unknown[] = [];
    const tools = {
      reserve: tool({
        description: 'reserve units',
        inputSchema: jsonSchema<{ units: number }>({ type: 'object', properties: { units: { type: 'integer', minimum: 1 } }, required: ['units'], additionalProperties: false }),
        execute: async (input) => (calls.push(input), 'reserved'),
      }),
    };
    fake.script({ answer: toolStep('reserve', { units: 'many' }) }, { answer: toolStep('reserve', { units: 3 }) }, { answer: doneStep(true, 'reserved 3') });
    const result = await client.agent({ tools }).execute({ instruction: 'reserve 3 units', autoScreenshot: false });
    expect(result.actions[0]).toMatchObject({ success: false });
    expect(result.actions[0]!.error).toMatch(/units must be integer/);
    expect(result.actions[1]).toMatchObject({ success: true, output: 'reserved' });
    expect(calls).toEqual([{ units: 3 }]);
    expect(fake.requests[0]!.prompt).toContain('"minimum":1');
  });

  it("jsonSchema() with its own validate uses it (and the value it returns)", async () => {
    const calls: unknown[] = [];
    const schema = jsonSchema<{ units: number }>(
      { type: 'object', properties: { units: { type: 'string' } } },
      { validate: (value) => { const units = Number((value as { units?: unknown }).units); return Number.isInteger(units) ? { success: true, value: { units } } : { success: false, error: new Error('units is not a whole number') }; } },
    );
    const tools = { reserve: tool({ description: 'reserve units', inputSchema: schema, execute: async (input) => (calls.push(input), 'ok') }) };
    fake.script({ answer: toolStep('reserve', { units: 'x' }) }, { answer: toolStep('reserve', { units: '4' }) }, { answer: doneStep(true, 'ok') });
    const result = await client.agent({ tools }).execute({ instruction: 'reserve 4', autoScreenshot: false });
    expect(result.actions[0]!.error).toContain('units is not a whole number');
    expect(calls).toEqual([{ units: 4 }]);
  });

  it('a tool that throws is a failed step the model sees; the loop goes on and acts on the page', async () => {
    const tools = {
      warehouseCount: tool({
        description: 'units in the warehouse',
        inputSchema: z.object({}),
        execute: async (): Promise<number> => {
          throw new TypeError('warehouse API unreachable');
        },
      }),
    };
    fake.fallback((request) => {
      const page = agentPageText(request.prompt);
      if (fake.requests.length === 1) return { answer: toolStep('warehouseCount', {}) };
      if (!request.prompt.includes('act: type 5')) return { answer: actStep(refOf(page, 'textbox', 'Quantity'), 'fill', ['5'], 'type 5 into Quantity') };
      return { answer: doneStep(true, 'used the default quantity') };
    });
    const result = await client.agent({ tools }).execute({ instruction: 'set the quantity to the warehouse count, or 5', autoScreenshot: false });
    expect(result.actions[0]).toMatchObject({ type: 'tool', success: false, error: 'tool "warehouseCount" failed: TypeError: warehouse API unreachable' });
    expect(fake.requests[1]!.prompt).toContain('FAILED: tool "warehouseCount" failed: TypeError: warehouse API unreachable');
    expect(result).toMatchObject({ success: true, completed: true });
    expect(await client.page.locator('input[name=qty]').inputValue()).toBe('5');
  });

  it('an async iterable answer counts by its last value; an unknown tool is a failed step', async () => {
    const tools = {
      progress: tool({
        description: 'streams progress',
        inputSchema: z.object({}),
        async *execute() {
          yield { done: 1 };
          yield { done: 3 };
        },
      }),
    };
    fake.script({ answer: toolStep('progress', {}) }, { answer: toolStep('nope', {}) }, { answer: doneStep(true, 'ok') });
    const result = await client.agent({ tools }).execute({ instruction: 'stream', autoScreenshot: false });
    expect(result.actions[0]).toMatchObject({ success: true, output: { done: 3 } });
    expect(result.actions[1]).toMatchObject({ success: false, error: 'unknown tool "nope"; available: progress' });
  });

  it('a schema that is neither zod nor JSON Schema, or a tool without execute, is a typed configuration error', async () => {
    await expect(client.agent({ tools: { odd: { inputSchema: 42, execute: () => 1 } } }).execute({ instruction: 'x', autoScreenshot: false })).rejects.toThrow(ClientEnvironmentError);
    expect(() => client.agent({ tools: { noExecute: { description: 'x' } } })).toThrow(/execute/);
    expect(fake.requests).toHaveLength(0);
  });
});
