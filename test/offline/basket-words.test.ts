/**
 * What a shop keeps chosen things in, said in another shop's word (vocabulary.ts WORD_FAMILIES: cart, basket,
 * bag, trolley) and "put a X in my basket" as "add the X to the basket" (rules/add-named.ts): a hardware store of
 * our own whose tools are list items titled by a heading, each with its own "Add to bag". Found by the sixteenth
 * blind batch (a shop storefront: "put a Summit Down Jacket in my basket" among "Add to cart" buttons).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const TOOLS = ['Claw Hammer', 'Sledge Hammer', 'Cordless Drill', 'Spirit Level'];

const STORE = `<!doctype html><title>Hardware</title>
<h1>Hand and power tools</h1>
<ul aria-label="Tools" id="tools"></ul>
<p id="status">Ready</p>
<script>
  const host = document.getElementById('tools');
  for (const name of ${JSON.stringify(TOOLS)}) {
    const li = document.createElement('li');
    li.innerHTML = '<h3></h3><button>Add to bag</button>';
    li.querySelector('h3').textContent = name;
    li.querySelector('button').onclick = () => { document.getElementById('status').textContent = 'Bag: ' + name; };
    host.appendChild(li);
  }
</script>`;

const pages = ownPages({ '/tools': STORE });
const status = () => pages.client.page.locator('#status').textContent();

async function resolves(step: string, after: string) {
  await pages.client.page.goto(`${pages.origin}/tools`);
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'add-named' });
  expect(await status()).toBe(after);
}

async function handsOver(step: string) {
  await pages.client.page.goto(`${pages.origin}/tools`);
  await expect(pages.client.act(step)).rejects.toThrow();
  expect(await status()).toBe('Ready');
}

describe('basket, cart and bag are one place; "put a X in my basket" adds it', () => {
  it('"put a Cordless Drill in my basket" clicks that tool\'s Add to bag', async () => {
    await resolves('put a Cordless Drill in my basket', 'Bag: Cordless Drill');
  });

  it('"add the spirit level to the cart" clicks that tool\'s Add to bag', async () => {
    await resolves('add the spirit level to the cart', 'Bag: Spirit Level');
  });

  it('near miss: "put a hammer in my basket" — two tools say hammer: handed over, nothing clicked', async () => {
    await handsOver('put a hammer in my basket');
  });

  it('near miss: "add the drill to the wishlist" — no wishlist control: handed over, nothing clicked', async () => {
    await handsOver('add the drill to the wishlist');
  });
});
