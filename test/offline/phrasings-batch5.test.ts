/**
 * Ways of saying a step that the fifth phrasings batch (phrasings5, session 22; not the older phrasings5.test.ts) (real-apps/phrasings5-steps.ts, BLIND.md) showed
 * the grammar did not read, each said here in words of our own on pages of our own, with a near miss
 * where the new reading must not act: a particle after the thing ("turn the Weekly summary on"), a
 * state wanted of things in the plural ("make sure the beta features are ticked"), an order wanted
 * ("have the orders sorted by price, high to low", "Total, highest first please"), a page said with no
 * verb ("Page three, please."), "yes, go ahead and …", a favour asked last ("… for me"), ordinals
 * written with hyphens ("the second-to-last row"), "…, then redeem it" after a value is entered, and a
 * thing said by what it is about ("the order which is about the monitor arm").
 */
import { expect as see } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const TOGGLE = `this.setAttribute('aria-checked', String(this.getAttribute('aria-checked') !== 'true'))`;

const PREFS = `<!doctype html><title>Preferences</title><main><h1>Preferences</h1>
<div><span id="l1">Weekly summary</span> <button role="switch" id="weekly" aria-checked="false" aria-labelledby="l1" onclick="${TOGGLE}">●</button></div>
<div><span id="l2">Desktop alerts</span> <button role="switch" id="alerts" aria-checked="true" aria-labelledby="l2" onclick="${TOGGLE}">●</button></div>
<label><input type="checkbox" id="beta"> Beta features</label>
<label><input type="checkbox" id="tips"> Show tips</label>
<p><label for="code">Coupon</label> <input id="code"> <button onclick="say('redeemed ' + code.value)">Redeem</button> <button onclick="say('copied')">Copy</button></p>
<p><label for="note">Note</label> <input id="note"></p>
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

const pages = ownPages({ '/prefs': PREFS, '/lab': LAB, '/orders': ORDERS, '/two': TWO_TABLES });
const at = async (path: string) => {
  await pages.client.page.goto(`${pages.origin}${path}`);
  return pages.client.page;
};
/** Every control's state and the log: what a hand-over must leave as it was. */
const everything = () =>
  pages.client.page.evaluate(() => ({
    controls: [...document.querySelectorAll('input, select')].map((e) => (e instanceof HTMLInputElement && e.type === 'checkbox' ? e.checked : (e as HTMLInputElement).value)),
    switches: [...document.querySelectorAll('[role=switch]')].map((e) => e.getAttribute('aria-checked')),
    current: document.querySelector('[aria-current=page]')?.textContent ?? null,
    sort: document.getElementById('total-h')?.getAttribute('aria-sort') ?? null,
    log: document.getElementById('log')?.textContent ?? null,
  }));
const acts = async (step: string) => {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
};
/** The step is handed over and the page is as it was. */
const handsOver = async (step: string) => {
  const before = await everything();
  await expect(pages.client.act(step)).rejects.toThrow(MissingLLMConfigurationError);
  expect(await everything()).toEqual(before);
};

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

describe('"yes, go ahead and …", and a favour asked last ("… for me")', () => {
  it('reads the step after "yes, go ahead and", and leaves "for me" out', async () => {
    const page = await at('/prefs');
    await acts('yes, go ahead and click Redeem');
    await see(page.locator('#log')).toHaveText('redeemed ');
    await page.locator('#log').evaluate((e) => (e.textContent = ''));
    await acts('could you click Copy for me?');
    await see(page.locator('#log')).toHaveText('copied');
  });

  it('keeps "Yes, delete" a name, never "delete"', async () => {
    const page = await at('/prefs');
    const result = await pages.client.act('Yes, delete').catch((e: unknown) => e);
    if (result instanceof MissingLLMConfigurationError) expect(await page.locator('#log').textContent()).toBe('');
    else await see(page.locator('#log')).toHaveText('confirmed');
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
  });

  it('hands over a verb that works on the text itself ("then copy it"), the field untouched', async () => {
    await at('/prefs');
    await handsOver('type SPRING in the Coupon box, then copy it');
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
