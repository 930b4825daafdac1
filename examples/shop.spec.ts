// The page API through the client: what works with no model at all.
import { test, expect } from 'actwright/test';

test.describe('demo shop with the page API', () => {
  test('search, add to cart and see the total', async ({ client, page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('mug');
    await client.page.keyPress('Enter');
    await expect(page.getByText('3 results for "mug"')).toBeVisible();

    await page.getByRole('button', { name: 'Add Blue Mug to cart' }).click();
    await page.getByRole('link', { name: /Cart/ }).click();
    await expect(page.getByRole('table', { name: 'Cart' })).toContainText('Blue Mug');
    await expect(page.locator('#total')).toHaveText('$12.00');

    // Every navigation is in the client's history, ready for the replay.
    const history = await client.history;
    expect(history.filter((h) => h.method === 'navigate').map((h) => new URL(String((h.parameters as { url: string }).url)).pathname)).toEqual([
      '/',
      '/',
      '/cart.html',
    ]);
  });

  test('product page: choose a quantity', async ({ page }) => {
    await page.goto('/product.html?id=green-teapot');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Green Teapot');
    await page.getByLabel('Quantity').selectOption('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status')).toHaveText('Added 2 × Green Teapot to your cart.');
    await expect(page.locator('#cart-count')).toHaveText('2');
  });

  test('checkout through the cross-origin payment iframe', async ({ client, page }) => {
    await page.goto('/product.html?id=french-press');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/checkout.html');
    await expect(page.locator('#order-total')).toHaveText('$29.00');

    const form = page.getByRole('form', { name: 'Shipping details' });
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Address').fill('12 St James Square, London');
    await form.getByLabel('Country').selectOption('United Kingdom');
    await form.getByLabel('Express ($9.00)').check();
    await form.getByLabel('I accept the terms and conditions').check();

    // deepLocator crosses the out-of-process payment frame in one selector.
    await client.page.deepLocator('iframe[title="Payment"] >>> input[name="number"]').fill('4242 4242 4242 4242');
    const payment = page.frameLocator('iframe[title="Payment"]');
    await payment.getByLabel('Expiry').fill('12/30');
    await payment.getByLabel('CVC').fill('123');
    await payment.getByRole('button', { name: 'Pay $29.00' }).click();

    await expect(page.locator('#order-status')).toHaveText('Order ML-02900 confirmed: $29.00 paid with card ending 4242.');
  });

  test('newsletter inside a shadow root', async ({ page }) => {
    await page.goto('/');
    // Playwright's locators pierce open shadow roots.
    await page.getByLabel('Newsletter email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thanks for subscribing, ada@example.com!')).toBeVisible();
  });
});
