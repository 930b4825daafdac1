// A spec whose every AI step the offline tier resolves: its generated form needs no actwright at all.
import { test, expect } from 'actwright/test';

test('checkout with AI steps only', async ({ client, page }) => {
  await page.goto('/product.html?id=french-press');
  await client.act('click the Add to cart button');
  await page.goto('/checkout.html');
  await client.act('fill the Full name field with "Ada \'The Countess\' Lovelace"');
  await client.act('type %email% into Email', { variables: { email: 'ada@example.com' } });
  await client.act(
    'type "12 St James Square, London" into Address',
  );
  await client.act('select "United Kingdom" from Country');
  await client.act('check "I accept the terms and conditions"');
  await client.act('type "4242 4242 4242 4242" into Card number');
  await client.act('type "12/30" into Expiry');
  await client.act('type "123" into CVC');
  await client.act('click the "Pay $29.00" button');
  await expect(page.locator('#order-status')).toContainText('confirmed');
});
