/**
 * "go back to the issue list" where the page's only way back says so ("← Back to issues"), with no
 * control named the place itself (rule return-to). Found by the seventeenth blind batch (an issue
 * tracker's issue page). On a recipe site of our own: an article page whose link reads "← Back to
 * recipes", and a shop's order page with "All orders". The near misses hand over and stay put.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const article = (links: string) => `<!doctype html><title>Lemon tart</title>
<nav aria-label="Site"><a href="/about">About us</a></nav>
${links}
<h1>Lemon tart</h1><p>Zest two lemons, then whisk in the eggs.</p>`;

const pages = ownPages({
  '/recipe': article('<a href="/recipes">← Back to recipes</a>'),
  '/order': article('<a href="/orders">All orders</a><a href="/recipes">Recipes</a>'),
  '/twice': article('<a href="/recipes">← Back to recipes</a><p>Done?</p><a href="/recipes?from=foot">Back to recipes</a>'),
  '/recipes': '<!doctype html><title>Recipes</title><h1>All recipes</h1>',
  '/orders': '<!doctype html><title>Orders</title><h1>Your orders</h1>',
});
const page = () => pages.client.page;

async function goesTo(from: string, step: string, to: string) {
  await page().goto(`${pages.origin}${from}`);
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'return-to' });
  await expect.poll(() => new URL(page().url()).pathname, { timeout: 3_000 }).toBe(to);
}

async function handsOver(from: string, step: string, why: RegExp) {
  await page().goto(`${pages.origin}${from}`);
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(new URL(page().url()).pathname).toBe(from);
}

describe('"go back to the X list": the one link that says it goes back there', () => {
  it('"go back to the recipe list" follows "← Back to recipes"', async () => {
    await goesTo('/recipe', 'go back to the recipe list', '/recipes');
  });

  it('"go back to recipes" follows "← Back to recipes"', async () => {
    await goesTo('/recipe', 'go back to recipes', '/recipes');
  });

  it('"go back to the order overview" follows "All orders"', async () => {
    await goesTo('/order', 'go back to the order overview', '/orders');
  });

  it('near miss: the link goes back to recipes, the step to the invoice list: handed over', async () => {
    await handsOver('/recipe', 'go back to the invoice list', /./);
  });

  it('near miss: two links say "Back to recipes": handed over, naming both', async () => {
    await handsOver('/twice', 'go back to the recipe list', /2 controls/);
  });
});
