/**
 * Ways of saying a step that the fifth phrasings batch (real-apps/phrasings5-steps.ts, session 22, BLIND.md;
 * not the older phrasings5.test.ts) showed the grammar did not read, each said here in words of our own on
 * pages of our own, with a near miss where the new reading must not act: a particle after the thing ("turn
 * the Weekly summary on"), a state wanted of things in the plural ("make sure the beta features are
 * ticked"), an order wanted ("have the orders sorted by price, high to low", "Total, highest first
 * please"), a page said with no verb ("Page three, please."), a favour asked last ("… for me"), ordinals
 * written with hyphens ("the second-to-last row"), "…, then redeem it" after a value is entered, a thing
 * said by what it is about ("the order which is about the monitor arm"), a page size wanted ("I want ten
 * rows on each page"), "make X a favourite", "I only want to see X", a number set said as the way it
 * moves ("lower the volume to 20"), and "look up" for search.
 */
import { expect as see } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';
import { stepOutcomes } from '../support/step-outcomes.js';

const TOGGLE = `this.setAttribute('aria-checked', String(this.getAttribute('aria-checked') !== 'true'))`;

const PREFS = `<!doctype html><title>Preferences</title><main><h1>Preferences</h1>
<div><span id="l1">Weekly summary</span> <button role="switch" id="weekly" aria-checked="false" aria-labelledby="l1" onclick="${TOGGLE}">●</button></div>
<div><span id="l2">Desktop alerts</span> <button role="switch" id="alerts" aria-checked="true" aria-labelledby="l2" onclick="${TOGGLE}">●</button></div>
<label><input type="checkbox" id="beta"> Beta features</label>
<label><input type="checkbox" id="tips"> Show tips</label>
<p><label for="code">Coupon</label> <input id="code"> <button onclick="say('redeemed ' + code.value)">Redeem</button> <button onclick="say('copied')">Copy</button></p>
<p><label for="note">Note</label> <input id="note"> <button onclick="say('sent ' + note.value)">Send note</button></p>
<p><button onclick="say('deleted draft')">Delete</button> <button onclick="say('confirmed')">Yes, delete</button></p>
<p id="log"></p></main>
<script>function say(t) { document.getElementById('log').textContent = t; }</script>`;

const LAB = `<!doctype html><title>Lab</title><main><h1>Lab</h1>
<label><input type="checkbox" id="beta"> Beta features</label>
<label><input type="checkbox" id="lab"> Lab features</label></main>`;

const ORDERS = `<!doctype html><title>Orders</title><main><h1>Orders</h1>
<label for="sort">Sort by</label> <select id="sort"><option value="new">Newest</option><option value="price-asc">Price, low to high</option><option value="price-desc">Price, high to low</option></select>
<table id="orders"><thead><tr><th></th><th>Order</th><th>Item</th>
<th aria-sort="none" id="total-h"><button onclick="sortTotal()">Total</button></th></tr></thead><tbody>
<tr><td><input type="checkbox" aria-label="Select order 101"></td><td>101</td><td>Desk lamp</td><td>40</td></tr>
<tr><td><input type="checkbox" aria-label="Select order 102"></td><td>102</td><td>Office chair</td><td>120</td></tr>
<tr><td><input type="checkbox" aria-label="Select order 103"></td><td>103</td><td>Monitor arm</td><td>60</td></tr>
<tr><td><input type="checkbox" aria-label="Select order 104"></td><td>104</td><td>Cable tray</td><td>15</td></tr>
</tbody></table>
<nav aria-label="Pagination"><button aria-current="page" onclick="go(this)">Page 1</button> <button onclick="go(this)">Page 2</button> <button onclick="go(this)">Page 3</button></nav></main>
<script>
function go(b) { for (const x of document.querySelectorAll('nav button')) x.removeAttribute('aria-current'); b.setAttribute('aria-current', 'page'); }
function sortTotal() {
  const h = document.getElementById('total-h');
  const next = h.getAttribute('aria-sort') === 'ascending' ? 'descending' : 'ascending';
  h.setAttribute('aria-sort', next);
  const body = document.querySelector('#orders tbody');
  const rows = [...body.rows].sort((a, b) => (Number(a.cells[3].textContent) - Number(b.cells[3].textContent)) * (next === 'ascending' ? 1 : -1));
  for (const r of rows) body.appendChild(r);
}
</script>`;

/** Two tables of rows: "the second-to-last row" could be either's. */
const TWO_TABLES = `<!doctype html><title>Two</title><main><h1>Orders</h1>
<h2>Open</h2><table><tbody>
<tr><td><input type="checkbox" aria-label="Select order 1"></td><td>Lamp</td></tr>
<tr><td><input type="checkbox" aria-label="Select order 2"></td><td>Chair</td></tr>
<tr><td><input type="checkbox" aria-label="Select order 3"></td><td>Desk</td></tr></tbody></table>
<h2>Closed</h2><table><tbody>
<tr><td><input type="checkbox" aria-label="Select order 4"></td><td>Shelf</td></tr>
<tr><td><input type="checkbox" aria-label="Select order 5"></td><td>Rug</td></tr>
<tr><td><input type="checkbox" aria-label="Select order 6"></td><td>Stool</td></tr></tbody></table></main>`;

const FAV = `this.setAttribute('aria-pressed', String(this.getAttribute('aria-pressed') !== 'true'))`;
const CONTACTS = `<!doctype html><title>Contacts</title><main><h1>Contacts</h1>
<p><input type="search" aria-label="Search contacts" id="q" oninput="for (const r of document.querySelectorAll('tbody tr')) r.hidden = !r.cells[0].textContent.toLowerCase().includes(this.value.toLowerCase())"></p>
<p><label for="status">Filter by status</label> <select id="status"><option value="">All statuses</option><option>Lead</option><option>Customer</option></select>
<label for="size">Rows per page</label> <select id="size"><option>5</option><option>10</option><option>20</option></select></p>
<table><thead><tr><th>Name</th><th>Status</th><th></th></tr></thead><tbody>
<tr><td>Ana Lima</td><td>Lead</td><td><button aria-label="Favourite" aria-pressed="false" id="fav-ana" onclick="${FAV}">☆</button></td></tr>
<tr><td>Ben Ode</td><td>Customer</td><td><button aria-label="Favourite" aria-pressed="true" id="fav-ben" onclick="${FAV}">★</button></td></tr>
<tr><td>Cy Park</td><td>Customer</td><td><button aria-label="Favourite" aria-pressed="false" id="fav-cy" onclick="${FAV}">☆</button></td></tr>
</tbody></table>
<p><label for="vol">Volume</label> <input type="number" id="vol" value="60"></p></main>`;
const TWO_SEARCH = `<!doctype html><title>Two</title><main><h1>Directory</h1>
<section aria-label="People"><input type="search" aria-label="Search people"></section>
<section aria-label="Teams"><input type="search" aria-label="Search teams"></section></main>`;

const pages = ownPages({ '/prefs': PREFS, '/lab': LAB, '/orders': ORDERS, '/two': TWO_TABLES, '/contacts': CONTACTS, '/two-search': TWO_SEARCH });
const at = async (path: string) => {
  await pages.client.page.goto(`${pages.origin}${path}`);
  return pages.client.page;
};
/** Every control's state and the log: what a hand-over must leave as it was. */
const everything = () =>
  pages.client.page.evaluate(() => ({
    controls: Array.from(document.querySelectorAll('input, select')).map((e) => (e instanceof HTMLInputElement && e.type === 'checkbox' ? e.checked : (e as HTMLInputElement).value)),
    switches: Array.from(document.querySelectorAll('[role=switch]')).map((e) => e.getAttribute('aria-checked')),
    current: document.querySelector('[aria-current=page]')?.textContent ?? null,
    sort: document.getElementById('total-h')?.getAttribute('aria-sort') ?? null,
    log: document.getElementById('log')?.textContent ?? null,
  }));
const { acts, handsOver } = stepOutcomes(() => pages.client, everything);

describe('a switch or box said with its particle after it ("turn the Weekly summary on")', () => {
  it('turns on and off the switch it names', async () => {
    const page = await at('/prefs');
    await acts('go ahead and turn the Weekly summary on');
    await see(page.locator('#weekly')).toHaveAttribute('aria-checked', 'true');
    await acts('switch Desktop alerts off');
    await see(page.locator('#alerts')).toHaveAttribute('aria-checked', 'false');
    await acts('turn the tips on');
    await see(page.locator('#tips')).toBeChecked();
  });

  it('hands over "turn it on": nothing says which', async () => {
    await at('/prefs');
    await handsOver('turn it on');
  });
});

describe('a state wanted of things said in the plural ("make sure the beta features are ticked")', () => {
  it('ticks the one box so named', async () => {
    const page = await at('/lab');
    await acts('make sure the beta features are ticked');
    await see(page.locator('#beta')).toBeChecked();
    await see(page.locator('#lab')).not.toBeChecked();
  });

  it('hands over when two boxes say "features"', async () => {
    await at('/lab');
    await handsOver('make sure the features are ticked');
  });
});

describe('an order wanted ("have the orders sorted by price, high to low", "Total, highest first please")', () => {
  it('picks the sort option that says the order', async () => {
    const page = await at('/orders');
    await acts('have the orders sorted by price, high to low');
    await see(page.locator('#sort')).toHaveValue('price-desc');
  });

  it('sorts a column said with a comma and its order, and a please after it', async () => {
    const page = await at('/orders');
    await acts('Total, highest first please');
    await see(page.locator('#total-h')).toHaveAttribute('aria-sort', 'descending');
    await see(page.locator('#orders tbody td:nth-child(4)')).toHaveText(['120', '60', '40', '15']);
  });

  it('hands over an order the page does not offer, and words after a comma that are no order', async () => {
    await at('/orders');
    await handsOver('have the orders sorted by weight');
    await handsOver('Total, the big ones please');
  });
});

describe('a page said with no verb ("Page three, please.")', () => {
  it('goes to that page of the pager', async () => {
    const page = await at('/orders');
    await acts('Page three, please.');
    await see(page.locator('[aria-current=page]')).toHaveText('Page 3');
  });

  it('hands over a page the pager does not have', async () => {
    await at('/orders');
    await handsOver('page seven, please.');
  });
});

describe('a favour asked last ("… for me")', () => {
  it('leaves "for me" out of a step whose verb takes no value', async () => {
    const page = await at('/prefs');
    await acts('could you click Copy for me?');
    await see(page.locator('#log')).toHaveText('copied');
  });

  it('keeps "for me" in a plain value, where it may be the value\'s own words', async () => {
    const page = await at('/prefs');
    await acts('fill Note with call Ann for me');
    await see(page.locator('#note')).toHaveValue('call Ann for me');
  });
});

describe('ordinals written with hyphens ("the second-to-last row")', () => {
  it('ticks the row counted from the bottom', async () => {
    const page = await at('/orders');
    await acts('tick the second-to-last row');
    await see(page.getByLabel('Select order 103')).toBeChecked();
    await acts('tick the third-to-last row');
    await see(page.getByLabel('Select order 102')).toBeChecked();
    await see(page.getByLabel('Select order 101')).not.toBeChecked();
    await see(page.getByLabel('Select order 104')).not.toBeChecked();
  });

  it('hands over when two tables each have a second-to-last row', async () => {
    await at('/two');
    await handsOver('tick the second-to-last row');
  });
});

describe('"…, then redeem it" after a value is entered', () => {
  it('enters the value, then presses the control the verb names', async () => {
    const page = await at('/prefs');
    await acts('type SPRING in the Coupon box, then redeem it');
    await see(page.locator('#log')).toHaveText('redeemed SPRING');
    await acts('write "see you at 5" in the Note field, then send it');
    await see(page.locator('#log')).toHaveText('sent see you at 5');
  });

  it('hands over a verb that works on the text or the field itself ("then copy it", "then delete it"), the page untouched', async () => {
    await at('/prefs');
    await handsOver('type SPRING in the Coupon box, then copy it');
    await handsOver('type SPRING in the Coupon box, then delete it');
  });
});

describe('a thing said by what it is about ("the order which is about the monitor arm")', () => {
  it('ticks the row that holds those words', async () => {
    const page = await at('/orders');
    await acts('tick the order which is about the Monitor arm');
    await see(page.getByLabel('Select order 103')).toBeChecked();
    await see(page.getByLabel('Select order 102')).not.toBeChecked();
  });

  it('hands over when no row holds them', async () => {
    await at('/orders');
    await handsOver('tick the order that is about shipping');
  });
});

describe('a page size wanted ("I want ten rows on each page")', () => {
  it('sets the rows per page', async () => {
    const page = await at('/contacts');
    await acts('I want ten rows on each page');
    await see(page.locator('#size')).toHaveValue('10');
  });

  it('hands over a size the page does not offer', async () => {
    await at('/contacts');
    await handsOver('I want fifteen rows on each page');
  });
});

describe('"make X a favourite"', () => {
  it("presses the favourite toggle in X's row", async () => {
    const page = await at('/contacts');
    await acts('make Cy Park a favourite');
    await see(page.locator('#fav-cy')).toHaveAttribute('aria-pressed', 'true');
    await see(page.locator('#fav-ana')).toHaveAttribute('aria-pressed', 'false');
  });

  it('hands over when two rows fit ("the customer"), and when X is one already', async () => {
    await at('/contacts');
    await handsOver('make the customer a favourite');
    await handsOver('make Ben Ode a favourite');
  });
});

describe('"I only want to see X"', () => {
  it('picks the filter that offers X', async () => {
    const page = await at('/contacts');
    await acts('I only want to see the lead contacts');
    await see(page.locator('#status')).toHaveValue('Lead');
  });

  it('hands over what no filter offers', async () => {
    await at('/contacts');
    await handsOver('I only want to see the partners');
  });
});

describe('a number set said as the way it moves ("lower the volume to 20")', () => {
  it('sets the field to the number', async () => {
    const page = await at('/contacts');
    await acts('lower the volume to 20');
    await see(page.locator('#vol')).toHaveValue('20');
  });

  it('hands over "drop X to Y" when Y is no number (a drop is a drag)', async () => {
    await at('/contacts');
    await handsOver('drop the volume to the bottom');
  });
});

describe('"look up" for search', () => {
  it('fills the search box with the words asked for', async () => {
    const page = await at('/contacts');
    await acts('look up "Cy Park"');
    await see(page.locator('#q')).toHaveValue('Cy Park');
  });

  it('hands over where two search boxes could take them', async () => {
    await at('/two-search');
    await handsOver('look up "Cy Park"');
  });
});
