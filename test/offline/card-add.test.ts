/**
 * "add the <thing> to the <place>" where every card has the same button (rules/add-named.ts): a bookshop of our
 * own whose books are articles titled by a heading, each with its own "Add to basket" and "Save for later"
 * buttons, one sold out (disabled), two titles sharing a word. Found by the sixteenth blind batch (a shop
 * storefront: "add the Daypack 22L to the cart" among ten "Add to cart" buttons).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const BOOKS: [string, string, boolean][] = [
  ['The Lighthouse Keeper', 'Novel, paperback', true],
  ['A Walled Garden', 'Gardening, hardback', true],
  ['Winter Garden Notes', 'Gardening, paperback', true],
  ['Northern Sea Atlas', 'Maps, hardback', false],
  ['Bread Every Day', 'Cookery, paperback', true],
];

const SHOP = `<!doctype html><title>Bookshop</title>
<h1>New this month</h1>
<section aria-label="Books" id="books"></section>
<p id="status">Ready</p>
<script>
  const books = ${JSON.stringify(BOOKS)};
  const host = document.getElementById('books');
  for (const [title, kind, stock] of books) {
    const card = document.createElement('article');
    card.innerHTML = '<h2></h2><p></p><button class="add">Add to basket</button> <button class="save">Save for later</button>';
    card.querySelector('h2').textContent = title;
    card.querySelector('p').textContent = kind;
    const add = card.querySelector('.add');
    add.disabled = !stock;
    add.onclick = () => { document.getElementById('status').textContent = 'Basket: ' + title; };
    card.querySelector('.save').onclick = () => { document.getElementById('status').textContent = 'Saved: ' + title; };
    host.appendChild(card);
  }
</script>`;

const pages = ownPages({ '/books': SHOP });
const status = () => pages.client.page.locator('#status').textContent();

async function open() {
  await pages.client.page.goto(`${pages.origin}/books`);
}

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await status()).toBe('Ready');
}

async function resolves(step: string, after: string) {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'add-named' });
  expect(await status()).toBe(after);
}

describe('a card\'s "Add to …" button picked by the card\'s title (rule add-named)', () => {
  it('"add the Lighthouse Keeper to the basket" clicks that book\'s Add to basket', async () => {
    await open();
    await resolves('add the Lighthouse Keeper to the basket', 'Basket: The Lighthouse Keeper');
  });

  it('the whole title said: "add the Bread Every Day to the basket"', async () => {
    await open();
    await resolves('add the Bread Every Day to the basket', 'Basket: Bread Every Day');
  });

  it('two titles say the word: "add the garden to the basket" hands over naming both', async () => {
    await open();
    await handsOver('add the garden to the basket', /2 parts say "garden"/);
  });

  it('the card\'s button is disabled (sold out): hands over, nothing clicked', async () => {
    await open();
    await handsOver('add the Northern Sea Atlas to the basket', /"Add to basket" in the part "northern sea atlas" is disabled/i);
  });

  it('no card says the thing: hands over counting the alike buttons', async () => {
    await open();
    await handsOver('add the cookbook to the basket', /4 controls add the cookbook/);
  });
});
