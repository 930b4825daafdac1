import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client, OperationTimeoutError, type ObserveResult } from '../../src/index.js';
import { startModelTier, stopModelTier } from '../support/model-tier.js';
import type { TestServer } from '../support/http-server.js';
import { never, pageTextOf, refOf, ScriptedLLM } from '../support/scripted-llm.js';

let server: TestServer;
let client: Client;
const model = new ScriptedLLM();

beforeAll(async () => void ({ server, client } = await startModelTier(model)));
afterAll(() => stopModelTier(server, client));
beforeEach(() => model.reset(() => ({ elements: [] })));

const open = (name: string) => client.page.goto(`${server.origin}/${name}`);

async function expectEachResolvesOnce(actions: ObserveResult[]) {
  for (const action of actions) expect(await client.page.deepLocator(action.selector).count(), action.selector).toBe(1);
}

describe('observe()', () => {
  it('returns the elements the model found, with durable selectors, and records the call', async () => {
    await open('forms.html');
    model.reset((request) => {
      const text = pageTextOf(request);
      return {
        elements: [
          { elementId: refOf(text, 'textbox', 'Email'), method: 'fill', arguments: ['%email%'], description: 'the email field' },
          { elementId: refOf(text, 'button', 'Create account'), method: 'click', arguments: [], description: 'the submit button' },
          { elementId: 'e99999', method: 'click', arguments: [], description: 'an element that is not there' },
        ],
      };
    });
    const actions = await client.observe('the fields to sign up');
    expect(actions).toEqual([
      { selector: expect.stringContaining('Email'), description: 'the email field', method: 'fill', arguments: ['%email%'], code: "await page.getByRole('textbox', { name: 'Email', exact: true }).fill(variables.email);" },
      { selector: expect.stringContaining('Create account'), description: 'the submit button', method: 'click', arguments: [], code: "await page.getByRole('button', { name: 'Create account', exact: true }).click();" },
    ]);
    await client.page.reload();
    await expectEachResolvesOnce(actions);
    const record = client.exportSession().records.findLast((r) => r.method === 'observe')!;
    expect(record).toMatchObject({ tier: 'model', parameters: { instruction: 'the fields to sign up' }, tokenUsage: { inputTokens: 120 } });
    expect((await client.metrics).observePromptTokens).toBe(120);
  });

  it('without an instruction lists every action of the page offline, with fitting methods', async () => {
    await open('forms.html');
    const actions = await client.observe();
    expect(model.requests).toHaveLength(0);
    const byDescription = (text: string) => actions.find((a) => a.description.includes(text));
    expect(byDescription('Full name')?.method).toBe('fill');
    expect(byDescription('I accept the terms')?.method).toBe('check');
    expect(byDescription('Send me news')?.method).toBe('uncheck');
    expect(byDescription('Create account')?.method).toBe('click');
    expect(byDescription('Delete account')).toBeUndefined(); // disabled
    expect(actions.length).toBeGreaterThanOrEqual(18);
    await client.page.reload();
    await expectEachResolvesOnce(actions);
  });

  it('finds elements a dropdown shows only once open, and inside shadow roots', async () => {
    await open('dropdown.html');
    await client.page.getByRole('button', { name: 'Pick a flavor' }).click();
    const actions = await client.observe();
    expect(actions.map((a) => a.description)).toEqual(expect.arrayContaining([expect.stringContaining('Pistachio')]));
    await open('shadow.html');
    const shadow = await client.observe();
    expect(shadow.map((a) => a.description)).toEqual(expect.arrayContaining([expect.stringContaining('Open action'), expect.stringContaining('Closed action'), expect.stringContaining('Coupon')]));
  });

  it('limits the scope with a selector', async () => {
    await open('frames.html');
    const actions = await client.observe({ selector: 'iframe#same' });
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((a) => !a.description.includes('Pay now'))).toBe(true);
  });

  it('stops at its timeout', async () => {
    await open('forms.html');
    model.reset(never);
    await expect(client.observe('anything', { timeout: 600 })).rejects.toBeInstanceOf(OperationTimeoutError);
  });
});
