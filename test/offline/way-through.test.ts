/**
 * A part of the page's navigation said as the way through ("go back to Account using the breadcrumb",
 * "open Orders via the sidebar"): read as where the control is ("… in the breadcrumb"), by both step
 * tables (grammar.ts scopeLast). On a page of our own: a shop's account page whose breadcrumb and
 * sidebar both link to Account. Near misses: a link only the other part has hands over, and "using"
 * before no part of the page ("pay using PayPal") is left as written.
 */
import { describe, expect, it } from 'vitest';
import { parseGrammar } from '../../src/engine/offline/grammar.js';
import { ownPages } from '../support/own-pages.js';

const ACCOUNT = `<!doctype html><title>Your orders</title>
<header><a href="#/" onclick="go(event,'logo')">Corner Shop</a></header>
<nav aria-label="Account menu" class="side">
  <a href="#/account" onclick="go(event,'side: Account')">Account</a>
  <a href="#/account/orders" onclick="go(event,'side: Orders')">Orders</a>
  <a href="#/account/wishlist" onclick="go(event,'side: Wishlist')">Wishlist</a>
</nav>
<main>
  <nav aria-label="Breadcrumb"><ol>
    <li><a href="#/" onclick="go(event,'crumb: Home')">Home</a></li>
    <li><a href="#/account" onclick="go(event,'crumb: Account')">Account</a></li>
    <li aria-current="page">Orders</li>
  </ol></nav>
  <h1>Your orders</h1>
  
</main>
<p id="log">Ready</p>
<script>
  function go(e, what) { document.getElementById('log').textContent = what; }
</script>`;

const pages = ownPages({ '/account': ACCOUNT });
const page = () => pages.client.page;
const log = () => page().locator('#log').textContent();

async function open() {
  await page().goto(`${pages.origin}/account`);
}

async function acts(step: string, after: string) {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(await log()).toBe(after);
}

describe('a part said as the way through is where the control is', () => {
  it('"go back to Account using the breadcrumb": the breadcrumb\'s Account, not the sidebar\'s', async () => {
    await open();
    await acts('go back to Account using the breadcrumb', 'crumb: Account');
  });

  it('"open Orders via the sidebar": the sidebar\'s link', async () => {
    await open();
    await acts('open Orders via the sidebar', 'side: Orders');
  });

  it('near miss: a link the breadcrumb does not have hands over, the sidebar\'s left alone', async () => {
    await open();
    await expect(pages.client.act('go to Wishlist using the breadcrumb')).rejects.toThrow(/breadcrumb|wishlist/i);
    expect(await log()).toBe('Ready');
  });

  it('"using" before no part of the page is left as written (no scope read)', () => {
    expect(parseGrammar('go back to Account using the breadcrumb')?.scope).toEqual({ relation: 'in', name: 'breadcrumb', exact: false });
    expect(parseGrammar('pay using PayPal')?.scope).toBeUndefined();
    expect(parseGrammar('log in using Google')?.scope).toBeUndefined();
  });
});
