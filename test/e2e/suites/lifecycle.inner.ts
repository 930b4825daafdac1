import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '../../../src/fixtures/index.js';
import { ScriptedLLM, actAnswer, instructionOf, pageTextOf, refOf } from '../../support/scripted-llm.js';

// The engine's own act/observe/extract, with a scripted model (the seed's llmClient option).
const model = new ScriptedLLM((request) => {
  const page = pageTextOf(request);
  switch (request.schema.name) {
    case 'act_action':
      // "wait forever": a model that never answers, so the test's timeout fires during the act.
      if (instructionOf(request).includes('forever')) return new Promise<never>(() => undefined);
      return instructionOf(request).includes('missing') ? { action: null, twoStep: false } : actAnswer(refOf(page, 'button', 'Buy'), 'click');
    case 'observe_elements':
      return { elements: [{ elementId: refOf(page, 'button', /\b(Buy|Bought)\b/), method: 'click', arguments: [], description: 'Buy button' }] };
    default:
      return { extraction: 'Mini shop' };
  }
});
test.use({ actwright: { llmClient: model, offline: false } }); // every step asks the model

const SHOP = '<title>Mini shop</title><h1>Mini shop</h1><button onclick="this.textContent=\'Bought\'">Buy</button>';

test('passes with AI steps', async ({ client, page }) => {
  await page.setContent(SHOP);
  expect(client.page).toBe(page);
  await client.act('click the Buy button');
  await expect(page.getByRole('button')).toHaveText('Bought');
  expect(await client.observe('the buy button')).toHaveLength(1);
  expect(await client.extract('the shop name')).toEqual({ extraction: 'Mini shop' });
  expect((await client.extract()).pageText).toContain('Mini shop');
});

test('leaves no context or page behind', async ({ browser, context, client }) => {
  // Runs in the same worker after the test above: its context must be gone.
  expect(browser.contexts()).toEqual([context]);
  expect(context.pages()).toHaveLength(1);
  expect(client.context.pages()).toHaveLength(1);
});

test('fails on an expectation', async ({ client, page }) => {
  await page.setContent(SHOP);
  await client.act('click the Buy button');
  expect(await page.title()).toBe('Another title');
});

test('fails when act reports failure', async ({ client, page }) => {
  await page.setContent(SHOP);
  await client.act('click the missing button');
});

test('throws an error', async ({ client, page }) => {
  await page.setContent(SHOP);
  await client.observe('anything');
  throw new Error('boom from the test body');
});

test('times out', async ({ client }) => {
  test.setTimeout(5_000);
  await client.page.waitForTimeout(60_000);
});

test('times out during an act', async ({ client, page }) => {
  test.setTimeout(5_000);
  await page.setContent(SHOP);
  // What the act throws when the fixture's teardown closes the browser under it: written where the
  // outer spec reads it, because Playwright reports only the timeout for a test that timed out.
  await client.act('wait forever for the Buy button').catch((error: Error) => {
    writeFileSync(join(process.env.ACTWRIGHT_E2E_OUT ?? '.', 'cut-short.txt'), `${error.name}: ${error.message}`);
    throw error;
  });
});

test.describe('act failures returned', () => {
  test.use({ actwrightSteps: { throwOnActFailure: false, screenshot: 'on' } });
  test('returns the result and takes step screenshots', async ({ client, page }) => {
    await page.setContent(SHOP);
    const result = await client.act('click the missing button');
    expect(result.success).toBe(false);
  });
});
