/**
 * Three wrongs found by guard2's probe of the apps of the held-out kinds (session 23; BLIND.md "Session 23, guard2
 * probe"), shown here on pages of other kinds (a recipe box, a checkout, a delivery form):
 *
 * - "delete Campaign plan.docx" in a file tree drawn in divs (wunderbaum) clicked the toolbar's "Delete selected"
 *   (rule scoped-name: "delete X" read as the Delete control "for X", and the part around X's row that first holds a
 *   "delete" control was the whole page), deleting the selected files instead. Now a text in a part that is one of
 *   several alike (a row drawn in divs among rows, a card among cards), with no match inside that part, does not take
 *   a match found further out: handed over. Near miss: each card with its own Delete still resolves to that one.
 * - "clear the form and book" clicked "Clear form" (rule verb-name: the verb and the words it names, the rest ignored)
 *   and reported the whole step done. Now words after "and"/"then" keep a control whose name says no such joint from
 *   the verb-name rule. Near misses: "clear the cart" clicks "Clear cart"; "save and close" clicks "Save and close".
 * - "select Option 2 and Option 3" on one radio group clicked both (rule compound-step), ending with Option 3 only, and
 *   reported success. Now two parts choosing in one set where one is chosen at a time (radios, tabs) are handed over.
 *   Near misses: "tick Gift wrap and Receipt" (checkboxes) ticks both; "choose Express" chooses it.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const RECIPES = `<!doctype html><title>Recipes</title>
<style>.r span, .card span { display: inline-block; width: 120px; cursor: pointer; }</style>
<main>
  <h1>Recipe box</h1>
  <div class="bar"><button id="new">New recipe</button> <button id="del">Delete selected</button></div>
  <div class="rows">
    <div class="r" data-id="lasagne"><span class="pick"><input type="checkbox" aria-label="Select"></span><span class="t">Lasagne</span><span>Italian</span><span>90 min</span></div>
    <div class="r" data-id="pancakes"><span class="pick"><input type="checkbox" aria-label="Select" checked></span><span class="t">Pancakes</span><span>Breakfast</span><span>20 min</span></div>
    <div class="r" data-id="ramen"><span class="pick"><input type="checkbox" aria-label="Select"></span><span class="t">Ramen</span><span>Japanese</span><span>45 min</span></div>
  </div>
  <p id="status">Ready</p>
</main>
<script>
  document.getElementById('del').onclick = () => {
    const picked = [...document.querySelectorAll('.r')].filter((r) => r.querySelector('input').checked);
    for (const r of picked) r.remove();
    document.getElementById('status').textContent = 'Deleted ' + picked.length;
  };
</script>`;

const CARDS = `<!doctype html><title>Recipes</title>
<style>.r span, .card span { display: inline-block; width: 120px; cursor: pointer; }</style>
<main>
  <h1>Recipe box</h1>
  <div class="cards">
    <div class="card"><div class="head"><span class="t">Lasagne</span><span>Italian</span></div><div class="foot"><button class="d">Delete</button></div></div>
    <div class="card"><div class="head"><span class="t">Pancakes</span><span>Breakfast</span></div><div class="foot"><button class="d">Delete</button></div></div>
    <div class="card"><div class="head"><span class="t">Ramen</span><span>Japanese</span></div><div class="foot"><button class="d">Delete</button></div></div>
  </div>
</main>
<script>
  for (const b of document.querySelectorAll('.d')) b.onclick = () => b.closest('.card').remove();
</script>`;

const CHECKOUT = `<!doctype html><title>Checkout</title>
<main>
  <h1>Your cart</h1>
  <ul id="cart"><li>Tea tin × 2</li><li>Honey jar × 1</li></ul>
  <button id="clear">Clear cart</button> <button id="pay">Pay now</button> <button id="sc">Save and close</button>
  <p id="status">2 items</p>
</main>
<script>
  document.getElementById('clear').onclick = () => { document.getElementById('cart').innerHTML = ''; document.getElementById('status').textContent = 'Cart cleared'; };
  document.getElementById('pay').onclick = () => { document.getElementById('status').textContent = 'Paid'; };
  document.getElementById('sc').onclick = () => { document.getElementById('status').textContent = 'Saved and closed'; };
</script>`;

const DELIVERY = `<!doctype html><title>Delivery</title>
<main>
  <h1>Delivery</h1>
  <div role="radiogroup" aria-label="Delivery speed">
    <label><input type="radio" name="speed" value="standard" checked> Standard</label>
    <label><input type="radio" name="speed" value="express"> Express</label>
    <label><input type="radio" name="speed" value="pickup"> Pickup</label>
  </div>
  <fieldset><legend>Extras</legend>
    <label><input type="checkbox" id="gift"> Gift wrap</label>
    <label><input type="checkbox" id="receipt"> Receipt</label>
  </fieldset>
</main>`;

const pages = ownPages({ '/recipes': RECIPES, '/cards': CARDS, '/checkout': CHECKOUT, '/delivery': DELIVERY });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : `failed: ${r.message}`), () => 'handed over');
const titles = () => page().locator('.t').allTextContents();

describe('a control outside the part that holds the item is not its control (rule scoped-name)', () => {
  it('"delete Lasagne" in rows drawn in divs under a "Delete selected" toolbar: handed over, nothing deleted', async () => {
    await page().goto(`${pages.origin}/recipes`);
    expect(await outcome('delete Lasagne')).toBe('handed over');
    expect(await titles()).toEqual(['Lasagne', 'Pancakes', 'Ramen']);
    expect(await page().locator('#status').textContent()).toBe('Ready');
  });

  it('near miss: "delete Lasagne" where each card has its own Delete removes that card only', async () => {
    await page().goto(`${pages.origin}/cards`);
    expect(await outcome('delete Lasagne')).toBe('acted');
    expect(await titles()).toEqual(['Pancakes', 'Ramen']);
  });

  it('near miss: "click Delete selected" still clicks the toolbar button', async () => {
    await page().goto(`${pages.origin}/recipes`);
    expect(await outcome('click Delete selected')).toBe('acted');
    expect(await titles()).toEqual(['Lasagne', 'Ramen']);
  });
});

describe('a verb-named control does not take a step that goes on after "and" (rule verb-name)', () => {
  it('"clear the cart and pay": handed over, the cart kept and nothing paid', async () => {
    await page().goto(`${pages.origin}/checkout`);
    expect(await outcome('clear the cart and pay')).toBe('handed over');
    expect(await page().locator('#cart li').count()).toBe(2);
    expect(await page().locator('#status').textContent()).toBe('2 items');
  });

  it('near miss: "clear the cart" clicks Clear cart', async () => {
    await page().goto(`${pages.origin}/checkout`);
    expect(await outcome('clear the cart')).toBe('acted');
    expect(await page().locator('#status').textContent()).toBe('Cart cleared');
  });

  it('near miss: "save and close" clicks Save and close', async () => {
    await page().goto(`${pages.origin}/checkout`);
    expect(await outcome('save and close')).toBe('acted');
    expect(await page().locator('#status').textContent()).toBe('Saved and closed');
  });
});

describe('two choices of one radio group in one step are handed over (rule compound-step)', () => {
  const checked = () => page().evaluate(() => Array.from(document.querySelectorAll('input')).map((i) => `${(i as HTMLInputElement).value === 'on' ? i.id : (i as HTMLInputElement).value}:${(i as HTMLInputElement).checked}`));

  it('"choose Express and Pickup": handed over, Standard still chosen', async () => {
    await page().goto(`${pages.origin}/delivery`);
    expect(await outcome('choose Express and Pickup')).toBe('handed over');
    expect(await checked()).toEqual(['standard:true', 'express:false', 'pickup:false', 'gift:false', 'receipt:false']);
  });

  it('near miss: "tick Gift wrap and Receipt" ticks both boxes', async () => {
    await page().goto(`${pages.origin}/delivery`);
    expect(await outcome('tick Gift wrap and Receipt')).toBe('acted');
    expect(await checked()).toEqual(['standard:true', 'express:false', 'pickup:false', 'gift:true', 'receipt:true']);
  });

  it('near miss: "choose Express" chooses it', async () => {
    await page().goto(`${pages.origin}/delivery`);
    expect(await outcome('choose Express')).toBe('acted');
    expect(await checked()).toEqual(['standard:false', 'express:true', 'pickup:false', 'gift:false', 'receipt:false']);
  });
});
