/**
 * maxModelCalls / maxCostUsd: per client, and per run through a shared ledger file. A call past a
 * limit throws BudgetExceededError naming what was spent and where; nothing past it reaches the model.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BudgetExceededError, Client, type ClientOptions } from '../../src/index.js';
import { readLedger } from '../../src/engine/llm/budget.js';
import { startFakeProvider, type FakeProvider } from '../support/fake-providers/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { sharedContexts } from '../support/shared-browser-context.js';

let site: TestServer;
let fake: FakeProvider;
const clients: Client[] = [];
/** Each client on a context of its own in the run's shared browser, closed after its test. */
const contexts = sharedContexts();
const dir = mkdtempSync(join(tmpdir(), 'actwright-budget-'));

beforeAll(async () => {
  site = await startTestServer();
  site.route('/page', '<title>P</title><h1>Orders</h1><p>3 open orders</p>');
  fake = await startFakeProvider('openai');
  // Every check is a page judgement quoting the page: one model call each.
  fake.fallback(() => ({ answer: { kind: 'judgement', judgement: { holds: true, evidence: '3 open orders' } }, usage: { input: 1_000_000, output: 0 } }));
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close({ force: true }).catch(() => undefined)));
  await contexts.releaseAll();
});
afterAll(async () => {
  await Promise.all([fake?.close(), site?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

async function open(options: Partial<ClientOptions>): Promise<Client> {
  // A priced model name: 1,000,000 input tokens of gpt-5.4-mini cost $0.75.
  const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, model: fake.model('gpt-5.4-mini'), ...options, ...(await contexts.options()) });
  clients.push(client);
  await client.init();
  await client.page.goto(`${site.origin}/page`);
  return client;
}

describe('spend limits', () => {
  it('maxModelCalls: the call past the limit throws, naming the spend and where it went', async () => {
    const client = await open({ maxModelCalls: 2 });
    await client.check('the orders look open', { timeout: 200 });
    await client.check('the page lists orders', { timeout: 200 });
    const before = fake.requests.length;
    const error = (await client.check('the orders are recent', { timeout: 200 }).catch((e: unknown) => e)) as BudgetExceededError;
    expect(error).toBeInstanceOf(BudgetExceededError);
    expect(error.message).toContain('check("the orders are recent") needs a model call, but this client already spent 2 model calls, $1.5');
    expect(error.message).toContain('check("the orders look open"): 1, $0.75');
    expect(error.message).toContain('limit is maxModelCalls 2');
    expect(fake.requests.length).toBe(before);
  });

  it('maxCostUsd: a limit in dollars', async () => {
    const client = await open({ maxCostUsd: 1 });
    await client.check('the orders look open', { timeout: 200 });
    await client.check('the page lists orders', { timeout: 200 });
    await expect(client.check('the orders are recent', { timeout: 200 })).rejects.toThrow(/spent 2 model calls, \$1\.5 .*limit is maxCostUsd \$1/);
  });

  it('a run budget is shared by every client on the same ledger (the workers of a run)', async () => {
    const ledger = join(dir, 'run', 'spend.jsonl');
    const runBudget = { ledger, maxModelCalls: 3 };
    const a = await open({ runBudget });
    const b = await open({ runBudget });
    await a.check('the orders look open', { timeout: 200 });
    await b.check('the page lists orders', { timeout: 200 });
    await a.check('the orders are recent', { timeout: 200 });
    const error = (await b.check('the orders are many', { timeout: 200 }).catch((e: unknown) => e)) as BudgetExceededError;
    expect(error).toBeInstanceOf(BudgetExceededError);
    expect(error.message).toContain('this run already spent 3 model calls');
    expect(error.message).toContain('limit is maxModelCalls 3');
    expect(readLedger(ledger)).toMatchObject({ calls: 3, costUsd: 2.25 });
  });
});
