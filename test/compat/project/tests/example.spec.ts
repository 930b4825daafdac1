import { test, expect } from 'actwright/test';

test('add to cart', async ({ client, page }) => {
  await page.setContent(`<h1>Shop</h1><button onclick="this.textContent = 'Added'">Add to cart</button>`);
  await client.act('click the "Add to cart" button'); // a plain step: no model needed
  await expect(page.getByRole('button')).toHaveText('Added');
});
