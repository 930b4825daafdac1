import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client, MissingLLMConfigurationError } from '../../src/index.js';
import { buildReplay } from '../../src/replay/index.js';
import { startCorpusServer } from '../support/test-pages.js';
import type { TestServer } from '../support/http-server.js';
import { ScriptedLLM } from '../support/scripted-llm.js';

let server: TestServer;
/** No model at all: only the offline tier can answer. */
let client: Client;

beforeAll(async () => {
  server = await startCorpusServer();
  client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 3_000 });
  await client.init();
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

const open = (path: string) => client.page.goto(`${server.origin}/${path}`);
const lastRecord = () => client.exportSession().records.at(-1)!;

describe('the offline tier in a client with no model', () => {
  it('acts on a plain instruction with zero tokens, recorded as tier "offline"', async () => {
    await open('offline/shop.html');
    const result = await client.act('click Add to cart for Blue Mug');
    expect(result.success).toBe(true);
    await client.page.locator('#cart').filter({ hasText: 'Blue Mug' }).waitFor({ timeout: 5_000 });
    expect(result.actions[0]?.selector).toBeTruthy();
    const record = lastRecord();
    expect(record).toMatchObject({ method: 'act', tier: 'offline', tokenUsage: { inputTokens: 0, outputTokens: 0 } });
    const replay = buildReplay(client.exportSession().records);
    const action = replay.data.pages.flatMap((p) => p.actions).find((a) => a.method === 'act');
    expect(action?.tokenUsage).toMatchObject({ inputTokens: 0, outputTokens: 0 });
    expect((await client.metrics).totalPromptTokens).toBe(0);
  });

  it('fills a variable at execution time only: its value stays out of history and replay', async () => {
    await open('offline/login.html');
    const secret = 'kim.secret@example.com';
    const result = await client.act('type %email% into Email address', { variables: { email: secret } });
    expect(result.success).toBe(true);
    expect(await client.page.getByLabel('Email address').inputValue()).toBe(secret);
    expect(lastRecord().tier).toBe('offline');
    const exported = JSON.stringify(client.exportSession());
    expect(exported).toContain('%email%');
    expect(exported).not.toContain(secret);
    expect(JSON.stringify(await client.history)).not.toContain(secret);
  });

  it('hands an ambiguous instruction over, and with no model says which instruction needs one and how to configure it', async () => {
    await open('offline/login.html');
    const error = await client.act('click Sign in').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingLLMConfigurationError);
    expect((error as Error).message).toContain('act("click Sign in")');
    expect((error as Error).message).toMatch(/model: "openai\/.*OPENAI_API_KEY.*llmClient/s);
    expect(await client.page.locator('#status').textContent()).toBe('Not signed in');
  });

  it('reports an offline action the page refuses as a failed act, not as a missing model', async () => {
    await open('offline/covered.html');
    const result = await client.act('click Continue');
    expect(result.success).toBe(false);
    expect(result.message).toContain('Continue');
    expect(lastRecord().tier).toBe('offline');
    expect(await client.page.locator('#out').textContent()).toBe('Not clicked');
  });

  it('never picks a control under an open modal\'s backdrop: the one in the modal is the Save', async () => {
    await open('offline/modal.html');
    await client.page.locator('#title').fill('Hello');
    // Two buttons named Save: only the page's facts (the backdrop covers one) tell them apart.
    const result = await client.act('click Save');
    expect(result.success).toBe(true);
    expect(await client.page.locator('#out').textContent()).toBe('dialog saved: Hello');
  });

  it('never fills a field under an open modal\'s backdrop (a fill needs no pointer, so it would not fail)', async () => {
    await open('offline/modal-search.html');
    await expect(client.act('fill the search with "hello"')).rejects.toBeInstanceOf(MissingLLMConfigurationError);
    expect(await client.page.locator('#search').inputValue()).toBe('');
  });

  it('adds the option chosen in a multiple select to those selected before, and its code selects them all', async () => {
    await open('offline/multi-select.html');
    const result = await client.act('choose Oregon in States');
    expect(result.success, result.message).toBe(true);
    const selected = () => client.page.locator('#states option:checked').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(await selected()).toEqual(['NY', 'OR', 'WA']);
    expect(result.actions[0]?.code).toMatch(/\.selectOption\(\['NY', 'WA', 'Oregon'\]\);$/);
  });

  it('is off for one call with offline: false', async () => {
    await open('offline/invoice.html');
    await expect(client.act('click Download PDF', { offline: false })).rejects.toBeInstanceOf(MissingLLMConfigurationError);
    expect(lastRecord().parameters).toMatchObject({ offline: false });
    expect(await client.page.locator('#dl').textContent()).toBe('');
    expect((await client.act('click Download PDF')).success).toBe(true);
  });

  it('observes an element named in the instruction, with the method a user would use', async () => {
    await open('offline/login.html');
    const [found, ...rest] = await client.observe('find the Remember me checkbox');
    expect(rest).toHaveLength(0);
    expect(found).toMatchObject({ method: 'check' });
    expect(lastRecord().tier).toBe('offline');
    expect((await client.act(found!)).success).toBe(true);
    expect(await client.page.getByLabel('Remember me').isChecked()).toBe(true);
  });

  it('extracts a simple shape offline and hands the rest over', async () => {
    await open('offline/invoice.html');
    const data = await client.extract({ schema: z.object({ customer: z.string(), totalDue: z.number() }) });
    expect(data).toEqual({ customer: 'Acme Corp', totalDue: 144 });
    expect(lastRecord()).toMatchObject({ method: 'extract', tier: 'offline' });
    await expect(client.extract({ instruction: 'summarize the invoice', schema: z.object({ summary: z.string() }) })).rejects.toBeInstanceOf(MissingLLMConfigurationError);
  });
});

describe('the debug log', () => {
  it('says why the offline resolver handed over', async () => {
    const lines: string[] = [];
    const other = new Client({ env: 'LOCAL', verbose: 2, disablePino: true, logger: (line) => lines.push(line.message), browserContext: client.context.playwright });
    try {
      await other.init();
      await other.page.goto(`${server.origin}/offline/login.html`);
      await expect(other.act('click Sign in')).rejects.toBeInstanceOf(MissingLLMConfigurationError);
      expect(lines.find((l) => l.startsWith('offline resolver handed over'))).toMatch(/2 (elements|buttons) match "sign in" about equally: say "the first sign in/i);
    } finally {
      await other.close();
    }
  });
});

describe('offline: false on the client', () => {
  it('sends plain instructions to the model', async () => {
    const model = new ScriptedLLM(() => ({ action: null, twoStep: false }));
    const other = new Client({ env: 'LOCAL', llmClient: model, offline: false, verbose: 0, disablePino: true, browserContext: client.context.playwright });
    try {
      await other.init();
      await other.page.goto(`${server.origin}/offline/invoice.html`);
      const result = await other.act('click Download PDF');
      expect(result.success).toBe(false);
      expect(model.requests).toHaveLength(1);
      expect(other.exportSession().records.at(-1)?.tier).toBe('model');
    } finally {
      await other.close();
    }
  });
});
