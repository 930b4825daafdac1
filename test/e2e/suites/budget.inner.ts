import { test, expect } from '../../../src/fixtures/index.js';

// Each test asks the model once (a page judgement) and may not ask twice.
for (const n of [1, 2, 3, 4]) {
  test(`judgement ${n}`, async ({ page, client }) => {
    await page.setContent('<h1>Orders</h1><p>3 open orders</p>');
    await expect(page).toSatisfy(`the orders look open (${n})`);
  });
}

test('a second model call in one test', async ({ page, client }) => {
  await page.setContent('<h1>Orders</h1><p>3 open orders</p>');
  await client.check('the orders look open (5)');
  await client.check('the orders look open (6)');
});
