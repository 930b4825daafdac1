/**
 * A wrong found by the twenty-first blind app's run (an online bank, test/offline/apps/bank/), shown here on a page of
 * another kind (a recipe site): on the accounts page, the step "open the account" (three accounts listed, ambiguous on
 * purpose) clicked the side nav's link "Accounts" — `href="#/accounts"`, the page shown — by the plural of its noun,
 * and reported success: nothing changed, no account was opened. A link whose address is the page's own leads nowhere;
 * now rule here-link hands such a click over, whichever rule chose it. Near misses: a link to another place ("open the
 * shopping list"), a link named as said ("open Lemon tart"), "click Recipes" (the tester says how to act), and a script's
 * `href="#"` link ("print the recipe") still act.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const SITE = `<!doctype html><title>Pantry Notes</title>
<nav aria-label="Main">
  <a href="#/recipes" aria-current="page">Recipes</a>
  <a href="#/list">Shopping list</a>
</nav>
<main>
  <h1 id="title">Recipes</h1>
  <ul id="recipes">
    <li><a href="#/recipe/tart">Lemon tart</a></li>
    <li><a href="#/recipe/pie">Fish pie</a></li>
    <li><a href="#/recipe/soup">Leek soup</a></li>
  </ul>
  <a href="#" id="print">Print the recipe list</a>
  <p id="printed">Not printed</p>
</main>
<script>
  const show = () => { document.getElementById('title').textContent = location.hash === '#/list' ? 'Shopping list' : location.hash.startsWith('#/recipe/') ? 'Recipe ' + location.hash.slice(9) : 'Recipes'; };
  window.addEventListener('hashchange', show);
  document.getElementById('print').onclick = (e) => { e.preventDefault(); document.getElementById('printed').textContent = 'Printed'; };
  show();
</script>`;

const pages = ownPages({ '/pantry': SITE });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : `failed: ${r.message}`), () => 'handed over');
const open = () => page().goto(`${pages.origin}/pantry#/recipes`);

describe('a link to the page shown is not clicked for a step that asks for a change (rule here-link)', () => {
  it('"open the recipe" on the recipes page: handed over, not the nav link "Recipes"', async () => {
    await open();
    expect(await outcome('open the recipe')).toBe('handed over');
    expect(page().url()).toBe(`${pages.origin}/pantry#/recipes`);
    expect(await page().locator('#title').textContent()).toBe('Recipes');
  });

  it('near miss: "open the shopping list" follows its link', async () => {
    await open();
    expect(await outcome('open the shopping list')).toBe('acted');
    // The page names the place in its hashchange handler, a task after the link's click: polled (bounded).
    await expect.poll(() => page().locator('#title').textContent(), { timeout: 5_000 }).toBe('Shopping list');
  });

  it('near miss: "open Lemon tart" follows its link', async () => {
    await open();
    expect(await outcome('open Lemon tart')).toBe('acted');
    // The page names the place in its hashchange handler, a task after the link's click: polled (bounded).
    await expect.poll(() => page().locator('#title').textContent(), { timeout: 5_000 }).toBe('Recipe tart');
  });

  it('near miss: "click Recipes" says how to act: clicked', async () => {
    await open();
    expect(await outcome('click Recipes')).toBe('acted');
  });

  it('near miss: a script href="#" link ("print the recipe list") acts', async () => {
    await open();
    expect(await outcome('print the recipe list')).toBe('acted');
    expect(await page().locator('#printed').textContent()).toBe('Printed');
  });
});
