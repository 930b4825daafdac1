/**
 * Ways of saying a step that the eighth phrasings batch (real-apps/phrasings8-steps.ts, session 25, BLIND.md) showed
 * the tier did not read, each said here in words of our own on pages of our own, with a near miss where the new
 * reading must not act: a test case's numbered step ("2. Click Publish", "Step 3: tick …"), a number box
 * changed by an amount ("increase Guests by 2", "decrease Nights by two"), and a search said with its place first
 * ("In the top bar, search for lamps").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';
import { stepOutcomes } from '../support/step-outcomes.js';

/** A post editor's actions, each logged; a second Save in the footer. */
const POST = `<!doctype html><title>Post</title><main><h1>New post</h1>
<label><input type="checkbox" id="pin"> Pin to the top</label>
<button onclick="say('draft saved')">Save draft</button> <button onclick="say('published')">Publish</button>
<p id="log"></p></main>
<footer><button onclick="say('saved (footer)')">Save</button> <button onclick="say('saved (sidebar)')">Save</button></footer>
<script>function say(t) { document.getElementById('log').textContent += t + ';'; }</script>`;

/**
 * A booking form: number boxes for guests and nights (holding numbers), one for rooms (empty), two ticket boxes
 * whose names share a word, and a disabled one.
 */
const BOOKING = `<!doctype html><title>Booking</title><main><h1>Book a stay</h1><form onsubmit="return false">
<label for="g">Guests</label> <input id="g" type="number" value="2" min="1" max="12">
<label for="n">Nights</label> <input id="n" type="number" value="5" min="1" max="30">
<label for="r">Rooms</label> <input id="r" type="number" min="1" max="6">
<label for="ta">Adult tickets</label> <input id="ta" type="number" value="1">
<label for="tc">Child tickets</label> <input id="tc" type="number" value="0">
<label for="w">Luggage weight (kg)</label> <input id="w" type="number" step="0.5" value="1.5">
<label for="p">Parking spaces</label> <input id="p" type="number" value="1" disabled>
</form></main>`;

/** A shop: a search box in the top navigation and another in the page's content (orders), each showing what it searched. */
const SHOP = `<!doctype html><title>Shop</title>
<nav aria-label="Top"><a href="#home">Home</a> <form id="site" onsubmit="event.preventDefault(); shown.textContent = 'Products matching ' + this.q.value"><input type="search" name="q" placeholder="Search" aria-label="Search"></form></nav>
<main><h1>Your orders</h1><form id="orders" onsubmit="event.preventDefault(); shown.textContent = 'Orders matching ' + this.q.value"><input type="search" name="q" aria-label="Search orders"></form>
<p id="shown">Nothing searched</p></main>`;

const pages = ownPages({ '/post': POST, '/booking': BOOKING, '/shop': SHOP });
const at = async (path: string) => {
  await pages.client.page.goto(`${pages.origin}${path}`);
  await pages.client.page.mouse.move(0, 0);
  return pages.client.page;
};
const everything = () =>
  pages.client.page.evaluate(() => ({
    fields: Array.from(document.querySelectorAll('input')).map((i) => (i.type === 'checkbox' ? String(i.checked) : i.value)),
    log: document.getElementById('log')?.textContent ?? null,
    shown: document.getElementById('shown')?.textContent ?? null,
  }));
const { acts, handsOver } = stepOutcomes(() => pages.client, everything);

describe('a numbered step ("2. Click Publish")', () => {
  it('reads the step after its number', async () => {
    await at('/post');
    await acts('2. Click Publish');
    expect((await everything()).log).toBe('published;');
    await at('/post');
    await acts('Step 3: tick Pin to the top');
    expect((await everything()).fields).toEqual(['true']);
    await at('/post');
    await acts('4) save the draft');
    expect((await everything()).log).toBe('draft saved;');
  });

  it('hands over a numbered step that names nothing on the page, or two things', async () => {
    await at('/post');
    await handsOver('1. Click Delete');
    await handsOver('5. Click Save');
  });
});

describe('a number box changed by an amount ("increase Guests by 2")', () => {
  it('fills the box with its number plus or minus the amount', async () => {
    await at('/booking');
    await acts('increase Guests by 2');
    expect((await everything()).fields).toEqual(['4', '5', '', '1', '0', '1.5', '1']);
    await at('/booking');
    await acts('Decrease the nights by two.');
    expect((await everything()).fields).toEqual(['2', '3', '', '1', '0', '1.5', '1']);
    await at('/booking');
    await acts('increase the luggage weight by 0.5');
    expect((await everything()).fields).toEqual(['2', '5', '', '1', '0', '2.0', '1']);
  });

  it('hands over a box that holds no number, two boxes named alike, a disabled box, and one not on the page', async () => {
    await at('/booking');
    await handsOver('increase Rooms by 2');
    await handsOver('increase the tickets by 2');
    await handsOver('increase Parking spaces by 2');
    await handsOver('increase Pets by 2');
  });
});

describe('a search said with its place first ("In the top bar, search for lamps")', () => {
  it('types into the search box of that part of the page', async () => {
    await at('/shop');
    await acts('In the top bar, search for lamps');
    expect(await everything()).toEqual({ fields: ['lamps', ''], log: null, shown: 'Products matching lamps' });
  });

  it('hands over a part the page does not have', async () => {
    await at('/shop');
    await handsOver('In the sidebar, search for lamps');
    await handsOver('In the footer, search for lamps');
  });
});
