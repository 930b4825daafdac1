// Run by test/reporter/report-code.test.ts (no model). The shop's page is served by page.route at
// a fixed URL, so a second test can change it under the step the first one cached.
import { test, expect } from '../../../src/fixtures/index.js';

const APP = 'http://app.test/order';
const serve = (page: import('@playwright/test').Page, body: string) =>
  page.route(APP, (route) => route.fulfill({ contentType: 'text/html', body: `<title>Order</title>${body}<p id="out"></p>` }));
const button = (name: string) => `<button onclick="document.getElementById('out').textContent = 'ordered'">${name}</button>`;

test('caches the step', async ({ client, page }) => {
  await serve(page, button('Submit'));
  await page.goto(APP);
  await client.act('click the Submit button');
  await expect(page.locator('#out')).toHaveText('ordered');
});

test('heals the step', async ({ client, page }) => {
  await serve(page, button('Submit order'));
  await page.goto(APP);
  await client.act('click the Submit button');
  await expect(page.locator('#out')).toHaveText('ordered');
});

test('quotes on a data page', async ({ client, page }) => {
  await page.goto(`data:text/html,<label>Email <input id="email"></label><p>${'x'.repeat(400)}</p>`);
  await client.act('fill the Email field with "a@b.c"');
  await expect(page.locator('#email')).toHaveValue('a@b.c');
});

test('handed over with no model', async ({ client, page }) => {
  await serve(page, button('Submit'));
  await page.goto(APP);
  await client.act('make the widget do the thing it does');
});

test('an effect that did not happen', async ({ client, page }) => {
  await serve(page, '<button aria-expanded="false" aria-controls="part">Shipping</button><div id="part" hidden>Shipping text</div>');
  await page.goto(APP);
  await client.act('expand Shipping');
});

test('a tie handed over with no model', async ({ client, page }) => {
  await serve(page, `<ul><li>Alice ${button('Delete')}</li><li>Bob ${button('Delete')}</li></ul>`);
  await page.goto(APP);
  await client.act('click the Delete button');
});
