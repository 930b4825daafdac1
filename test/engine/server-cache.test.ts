import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client, InvalidArgumentError, type ClientOptions } from '../../src/index.js';
import { startFakeCloud, type FakeCloud } from '../support/fake-cloud.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { waitFor } from '../support/processes.js';
import { actAnswer, pageTextOf, refOf, ScriptedLLM } from '../support/scripted-llm.js';

let fake: FakeCloud;
let site: TestServer;
const clients: Client[] = [];

beforeAll(async () => {
  [fake, site] = await Promise.all([startFakeCloud(), startTestServer()]);
  site.route(
    '/price',
    `<title>Price</title><p id="price">Price: $12</p>
     <button onclick="document.getElementById('price').textContent = 'Price: $15'">Raise</button>`,
  );
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close({ force: true }).catch(() => undefined)));
});
afterAll(async () => {
  await fake?.stop();
  await site?.close();
  if (fake) await waitFor(() => fake.livePids().length === 0);
});

/** Answers from the page text it is shown, so a stale answer would be visible. */
function priceModel(): ScriptedLLM {
  return new ScriptedLLM((request) => {
    const text = pageTextOf(request);
    if (request.schema.name === 'extraction') return { extraction: /Price: \$\d+/.exec(text)?.[0] ?? 'none' };
    if (request.schema.name === 'observe_elements') return { elements: [{ elementId: refOf(text, 'button', 'Raise'), method: 'click', arguments: [], description: 'the Raise button' }] };
    return actAnswer(refOf(text, 'button', 'Raise'), 'click');
  });
}

/** offline: false, so every instruction would reach the (counting) model. */
async function start(model: ScriptedLLM, options: Partial<ClientOptions>): Promise<Client> {
  const base = options.env === 'LOCAL' ? {} : { env: 'CLOUD' as const, apiKey: fake.apiKey, cloudBaseURL: fake.baseURL };
  const client = new Client({ env: 'LOCAL', ...base, llmClient: model, offline: false, verbose: 0, disablePino: true, domSettleTimeout: 5_000, ...options } as ClientOptions);
  clients.push(client);
  await client.init();
  await client.page.goto(`${site.origin}/price`);
  return client;
}

const lastRecord = (client: Client, method: string) => client.exportSession().records.findLast((r) => r.method === method)!;

describe('serverCache on CLOUD', () => {
  it('answers the same call on the same page from the cache; serverCache: false per call asks again; a changed page asks again', async () => {
    const model = priceModel();
    const client = await start(model, {});
    expect(await client.extract('the price')).toEqual({ extraction: 'Price: $12' });
    expect(await client.extract('the price')).toEqual({ extraction: 'Price: $12' });
    expect(model.requests).toHaveLength(1);
    expect(lastRecord(client, 'extract')).toMatchObject({ tier: 'cache', tokenUsage: { inputTokens: 0, outputTokens: 0, timeMs: 0 } });
    expect((await client.metrics).extractPromptTokens).toBe(120); // counted once

    expect(await client.extract({ instruction: 'the price', serverCache: false })).toEqual({ extraction: 'Price: $12' });
    expect(model.requests).toHaveLength(2);
    expect(lastRecord(client, 'extract')).toMatchObject({ tier: 'model', parameters: { serverCache: false } });

    await client.page.locator('button').click();
    expect(await client.extract('the price')).toEqual({ extraction: 'Price: $15' }); // other page text: not the cached answer
    expect(model.requests).toHaveLength(3);

    const found = await client.observe('find the raise button');
    expect(await client.observe('find the raise button')).toEqual(found);
    expect(model.requests).toHaveLength(4);
    expect(lastRecord(client, 'observe').tier).toBe('cache');
  });

  it('act reuses the chosen action and still performs it; serverCache: false per call asks again', async () => {
    const model = priceModel();
    const client = await start(model, {});
    await client.page.locator('button').click(); // later clicks leave the page text as it is
    await client.page.evaluate(() => {
      (window as unknown as { clicks: number }).clicks = 0;
      document.querySelector('button')!.addEventListener('click', () => (window as unknown as { clicks: number }).clicks++);
    });
    expect((await client.act('click raise')).success).toBe(true);
    expect((await client.act('click raise')).success).toBe(true);
    expect(model.requests).toHaveLength(1);
    expect(lastRecord(client, 'act').tier).toBe('cache');
    expect((await client.act('click raise', { serverCache: false })).success).toBe(true);
    expect(model.requests).toHaveLength(2);
    expect(await client.page.evaluate(() => (window as unknown as { clicks: number }).clicks)).toBe(3);
  });

  it('serverCache: false on the client asks the model every time', async () => {
    const model = priceModel();
    const client = await start(model, { serverCache: false });
    await client.extract('the price');
    await client.extract('the price');
    expect(model.requests).toHaveLength(2);
    expect(lastRecord(client, 'extract').tier).toBe('model');
  });
});

describe('serverCache on LOCAL', () => {
  it('has no effect: the same extract asks the model again', async () => {
    const model = priceModel();
    const client = await start(model, { env: 'LOCAL', serverCache: true });
    await client.extract({ instruction: 'the price', serverCache: true });
    await client.extract({ instruction: 'the price', serverCache: true });
    expect(model.requests).toHaveLength(2);
    expect(lastRecord(client, 'extract').tier).toBe('model');
  });

  it('the per-call option is checked before anything runs', async () => {
    const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true });
    await expect(client.extract({ instruction: 'x', serverCache: 'yes' as unknown as boolean })).rejects.toThrow(InvalidArgumentError);
  });
});
