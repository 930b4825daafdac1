import { test, expect } from '../../../src/fixtures/index.js';

test('passes', async ({ client, page }) => {
  await page.setContent('<h1>hi</h1>');
  expect(client.page).toBe(page);
});
