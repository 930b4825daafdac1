import { test, expect } from '../../../src/fixtures/index.js';

const PAGE = `<title>Shop</title><h1>Your cart</h1><button disabled>Save</button>
<label>Email <input value="a@b.c"></label><p>Order confirmed</p>`;

test('checks that hold', async ({ page, client }) => {
  await page.setContent(PAGE);
  await expect(page).toSatisfy('the Save button is disabled');
  await expect(page).not.toSatisfy('"Payment failed" is visible');
  await expect(client).toSatisfy('the Email field holds "a@b.c"', { timeout: 2_000 });
  await client.check('the title is "Shop"');
  const waiting = client.waitFor('"Shipped" is visible', { timeout: 10_000 });
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p>Shipped</p>'));
  await waiting;
});

test('a check that fails', async ({ page, client: _client }) => {
  await page.setContent(PAGE);
  await expect(page).toSatisfy('the Save button is enabled');
});

test('a soft check that fails, and the test goes on', async ({ page, client }) => {
  await page.setContent(PAGE);
  await expect.soft(page).toSatisfy('"Order cancelled" is visible');
  await client.check('the Email field is empty', { soft: true, timeout: 200 });
  await expect(page).toSatisfy('"Order confirmed" is visible');
});

test('without the client fixture', async ({ page }) => {
  await page.setContent(PAGE);
  await expect(page).toSatisfy('the Save button is disabled');
});
