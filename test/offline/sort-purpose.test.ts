/**
 * A sort said by its purpose, not by the option's name (rules/sort-choice.ts, endOf): "sort by price, lowest first"
 * where the sort list says "Price: low to high", "sort from most expensive to cheapest" where it says "Price: high to
 * low". Pages of our own: a bookshop's results and a food-delivery menu. Found by the sixteenth blind batch (a shop
 * storefront's Sort by select).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const BOOKSHOP = `<!doctype html><title>Books</title>
<h1>Crime fiction</h1>
<label for="order">Sort results</label>
<select id="order">
  <option value="relevance">Relevance</option>
  <option value="year-desc">Publication year: newest</option>
  <option value="price-asc">Price: low to high</option>
  <option value="price-desc">Price: high to low</option>
  <option value="pages-asc">Length: shortest first</option>
</select>
<label for="lang">Language</label>
<select id="lang"><option>Any</option><option>English</option><option>French</option></select>
<ul><li>The Hollow Key — £8.99</li><li>A Quiet Harbour — £12.50</li></ul>`;

// A menu whose sort list offers two price orders with the cheapest first: "price, lowest first" does not decide.
const MENU = `<!doctype html><title>Menu</title>
<h1>Noodle Bar — menu</h1>
<label for="sort">Sort by</label>
<select id="sort">
  <option value="popular">Most popular</option>
  <option value="price-asc">Price: low to high</option>
  <option value="weight-asc">Price per 100 g: low to high</option>
  <option value="price-desc">Price: high to low</option>
</select>
<ul><li>Miso ramen £9.50</li><li>Gyoza £5.00</li></ul>`;

const pages = ownPages({ '/books': BOOKSHOP, '/menu': MENU });
const value = (id: string) => pages.client.page.locator(`#${id}`).inputValue();

async function sorts(path: string, step: string, want: string) {
  await pages.client.page.goto(`${pages.origin}${path}`);
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'sort-choice' });
  expect(await value(path === '/books' ? 'order' : 'sort')).toBe(want);
}

async function handsOver(path: string, step: string, unchanged: string) {
  await pages.client.page.goto(`${pages.origin}${path}`);
  await expect(pages.client.act(step)).rejects.toThrow();
  expect(await value(path === '/books' ? 'order' : 'sort')).toBe(unchanged);
}

describe('a sort said by which end comes first', () => {
  it('"sort by price, lowest first" chooses "Price: low to high"', async () => {
    await sorts('/books', 'sort by price, lowest first', 'price-asc');
  });

  it('"sort from most expensive to cheapest" chooses "Price: high to low"', async () => {
    await sorts('/books', 'sort from most expensive to cheapest', 'price-desc');
  });

  it('"sort with the cheapest first" chooses "Price: low to high"', async () => {
    await sorts('/books', 'sort with the cheapest first', 'price-asc');
  });

  it('near miss: "sort by rating, highest first" — no option orders by rating: handed over, the list as it was', async () => {
    await handsOver('/books', 'sort by rating, highest first', 'relevance');
  });

  it('near miss: "sort by price, lowest first" with "Price" and "Price per 100 g" both low to high: handed over', async () => {
    await handsOver('/menu', 'sort by price, lowest first', 'popular');
  });
});
