// The compatibility run's suite (scripts/compat.mjs): AI steps that the offline resolver answers,
// on a page served over loopback HTTP, with the project's own Playwright.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from 'actwright/test';
import { ActwrightError, type Client } from 'actwright';
import { z } from 'zod';

const SHOP = `<!doctype html><title>Compat shop</title>
<main>
  <h1>Compat shop</h1>
  <section aria-label="Cart"><h2>Cart</h2><p id="count">Items: 0</p>
    <button onclick="document.querySelector('#count').textContent = 'Items: ' + (++window.n)">Add to cart</button></section>
  <form aria-label="Newsletter"><label>Email <input name="email"></label>
    <label><input type="checkbox" name="terms"> I accept the terms</label></form>
  <section id="totals" aria-label="Totals"><p>Subtotal: $12.00</p><p>Total due: $14.50</p></section>
  <aside aria-label="Last order"><p>Total due: $99.00</p></aside>
  <iframe title="Help" srcdoc="<button onclick=&quot;this.textContent='Thanks'&quot;>Ask for help</button>"></iframe>
  <a href="/checkout">Checkout</a>
</main><script>window.n = 0</script>`;

let server: Server;
let origin: string;
test.beforeAll(async () => {
  server = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(req.url === '/checkout' ? '<h1>Checkout</h1>' : SHOP));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('act, extract and observe with the project\'s Playwright', async ({ client, page }) => {
  const typed: Client = client;
  await page.goto(origin);
  await typed.act('click the "Add to cart" button');
  await expect(client.page.locator('#count')).toHaveText('Items: 1');
  await client.act('fill the Email field with "ada@example.com"');
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  await client.act('check I accept the terms');
  await expect(page.getByRole('checkbox')).toBeChecked();

  const { pageText } = await client.extract();
  expect(pageText).toContain('Items: 1');
  expect(pageText).toContain('Ask for help'); // inside the iframe

  // Scoped: the other "Total due" (outside the section) must not be read.
  const totals = await client.extract({ schema: z.object({ totalDue: z.string() }), selector: 'xpath=//section[@id="totals"]' });
  expect(totals.totalDue).toContain('14.50');

  const [help] = await client.observe('find the "Ask for help" button');
  expect(help?.selector).toBeTruthy();
  await client.act(help!);
  await expect(page.frameLocator('iframe').getByRole('button')).toHaveText('Thanks');

  await client.act('click the Checkout link');
  await expect(page).toHaveURL(`${origin}/checkout`);
  expect((await client.history).map((entry) => entry.method)).toContain('act');
});

test('a failing step fails the test with a typed error', async ({ client, page }) => {
  await page.goto(origin);
  const error = await client.act('click the "Delete everything" button').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ActwrightError);
});
