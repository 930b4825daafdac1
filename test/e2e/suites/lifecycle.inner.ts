import { test, expect } from '../../../src/fixtures/index.js';
import { installScriptedAI } from './scripted-ai.js';

installScriptedAI();

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

test('times out', async ({ client, page }) => {
  test.setTimeout(3_000);
  await page.setContent(SHOP);
  await client.act('click the Buy button');
  await page.waitForTimeout(20_000);
});

test.describe('act failures returned', () => {
  test.use({ actwrightSteps: { throwOnActFailure: false, screenshot: 'on' } });
  test('returns the result and takes step screenshots', async ({ client, page }) => {
    await page.setContent(SHOP);
    const result = await client.act('click the missing button');
    expect(result.success).toBe(false);
  });
});
