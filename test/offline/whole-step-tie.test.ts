/**
 * The whole step, verb and all, as the exact name of one of the controls a plain name ties between
 * (act.ts resolveStep): "open the basket" where a recipe site has an icon button "Open basket" and an
 * "Add to basket" per recipe. Found by the sixteenth blind batch (a shop storefront: "open the cart" among
 * "Open cart" and ten "Add to cart").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const RECIPES = ['Lentil soup', 'Mushroom risotto', 'Apple crumble', 'Chickpea curry'];

const SITE = `<!doctype html><title>Recipes</title>
<header><h1>Weeknight recipes</h1> <button aria-label="Open basket" id="open">🧺 <span>0</span></button></header>
<ul aria-label="Recipes" id="list"></ul>
<p id="status">Ready</p>
<script>
  const list = document.getElementById('list');
  for (const name of ${JSON.stringify(RECIPES)}) {
    const li = document.createElement('li');
    li.innerHTML = '<h2></h2><button>Add to basket</button>';
    li.querySelector('h2').textContent = name;
    li.querySelector('button').onclick = () => { document.getElementById('status').textContent = 'Added ' + name; };
    list.appendChild(li);
  }
  document.getElementById('open').onclick = () => { document.getElementById('status').textContent = 'Basket opened'; };
</script>`;

const pages = ownPages({ '/recipes': SITE });
const status = () => pages.client.page.locator('#status').textContent();

describe('the whole step names one of the tied controls', () => {
  it('"open the basket" clicks "Open basket", not one of the four "Add to basket"', async () => {
    await pages.client.page.goto(`${pages.origin}/recipes`);
    const result = await pages.client.act('open the basket');
    expect(result.success, result.message).toBe(true);
    expect(await status()).toBe('Basket opened');
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'whole-step-name' });
  });

  it('near miss: "show the basket" is no control\'s whole name: the tie is handed over, nothing clicked', async () => {
    await pages.client.page.goto(`${pages.origin}/recipes`);
    await expect(pages.client.act('show the basket')).rejects.toThrow(/about equally|say which|match/);
    expect(await status()).toBe('Ready');
  });
});
