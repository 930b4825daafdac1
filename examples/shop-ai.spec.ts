// The same shop driven by AI steps. Plain steps like these run with no model key (the offline
// resolver); set ACTWRIGHT_MODEL and its provider key to run the ones that need a model. With no
// model, a step that needs one skips its test (`missingModel: 'skip'` in playwright.config.ts).
import { test, expect } from 'actwright/test';
import { z } from 'zod';

const MODEL = process.env.ACTWRIGHT_MODEL;

test.describe('demo shop with AI steps', () => {
  test('search and add to the cart', async ({ client, page }) => {
    await page.goto('/');
    await client.act('type "mug" into the Search products field');
    await client.act('click the Search button');
    await expect(page.getByText('3 results for "mug"')).toBeVisible();
    await client.act('click the "Add Blue Mug to cart" button');
    await expect(page.locator('#cart-count')).toHaveText('1');
  });

  test('observe once, act without a model call', async ({ client, page }) => {
    await page.goto('/');
    // Variables reach the page only: the model, logs, history and report see %email%.
    await client.act('type %email% into the Newsletter email field', { variables: { email: 'ada@example.com' } });
    const [subscribe] = await client.observe('the Subscribe button');
    expect(subscribe).toBeDefined();
    await client.act(subscribe!);
    await expect(page.getByText('Thanks for subscribing, ada@example.com!')).toBeVisible();
  });

  test('extract: page text, and typed rows from the cart table', async ({ client, page }) => {
    await page.goto('/product.html?id=green-teapot');
    await client.act('click the Add to cart button');
    await page.goto('/cart.html');
    const { pageText } = await client.extract();
    expect(pageText).toContain('Green Teapot');
    const { lines } = await client.extract({
      instruction: 'the cart lines',
      schema: z.object({ lines: z.array(z.object({ product: z.string(), quantity: z.string(), price: z.string() })) }),
    });
    expect(lines).toEqual([{ product: 'Green Teapot', quantity: '1', price: '$38.00' }]);
  });

  test('checkout through the payment iframe', async ({ client, page }) => {
    await page.goto('/product.html?id=french-press');
    await client.act('click the Add to cart button');
    await page.goto('/checkout.html');
    await client.act('type "Ada Lovelace" into Full name');
    await client.act('type "ada@example.com" into Email');
    await client.act('type "12 St James Square, London" into Address');
    await client.act('select "United Kingdom" from Country');
    await client.act('check "I accept the terms and conditions"');
    // These fields live in a cross-origin iframe.
    await client.act('type "4242 4242 4242 4242" into Card number');
    await client.act('type "12/30" into Expiry');
    await client.act('type "123" into CVC');
    await client.act('click the "Pay $29.00" button');
    await expect(page.locator('#order-status')).toContainText('confirmed');
  });

  test('free-form questions need a model', async ({ client, page }) => {
    test.skip(!MODEL, 'needs a model: set ACTWRIGHT_MODEL (e.g. openai/gpt-4.1-mini) and its API key');
    await page.goto('/?q=tea');
    const { extraction } = await client.extract('which tea product is the most expensive, and its price?');
    expect(extraction).toContain('Green Teapot');
    await page.goto('/product.html?id=blue-mug');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/cart.html');
    const { total } = await client.extract({ instruction: 'the cart total', schema: z.object({ total: z.string() }) });
    expect(total).toBe('$12.00');
  });
});
