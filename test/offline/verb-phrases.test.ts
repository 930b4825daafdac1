/**
 * Everyday verb phrases the phrasings batches (issue 25) used for verbs the tables know: "drill into"
 * (expand), "close out" (close), "flip to the following month" (go to the next one), "tick off"
 * (check), "empty" (clear), "erase X from Y" and "drop X from Y" (remove X from Y), "bump X up (by
 * one)" (one step up), "bump X up to N" (set), "show me the details of X" (expand), "back one page"
 * (the previous page), "I need V for F" / "I want V as my F" (set F to V), "I need X opened",
 * "reset the filters" (a Clear control), and a bare "next page". Each on a page of our own, with a
 * near miss that must not be read so.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const SHOP = `<!doctype html><title>Orders</title>
<h2>Shipping</h2>
<button aria-expanded="false" aria-controls="ship">Delivery options</button>
<div id="ship" hidden><p>Courier or pickup</p></div>
<button aria-expanded="false" aria-controls="ret">Returns policy</button>
<div id="ret" hidden><p>30 days</p></div>
<label>Quantity <input id="qty" type="number" value="3" min="0" max="20"></label>
<label>Size <select id="size"><option>Small</option><option>Medium</option><option>Large</option></select></label>
<label>Coupon <input id="coupon" value="SAVE10"></label>
<label><input type="checkbox" id="gift"> Gift wrap</label>
<ul aria-label="Cities">
  <li>Oslo <button aria-label="Remove Oslo" onclick="this.parentElement.remove()">×</button></li>
  <li>Lima <button aria-label="Remove Lima" onclick="this.parentElement.remove()">×</button></li>
</ul>
<div role="toolbar" aria-label="Results">
  <button id="clear" onclick="document.getElementById('log').textContent = 'filters cleared'">Clear filters</button>
  <button onclick="document.getElementById('log').textContent = 'trash emptied'">Empty trash</button>
</div>
<nav aria-label="Pages">
  <button id="prev" onclick="turn(-1)">Previous page</button>
  <span id="pageno">Page 2 of 3</span>
  <button id="next" onclick="turn(1)">Next page</button>
</nav>
<p id="log"></p>
<script>
  for (const b of document.querySelectorAll('[aria-expanded]')) b.addEventListener('click', () => {
    const open = b.getAttribute('aria-expanded') !== 'true';
    b.setAttribute('aria-expanded', String(open));
    document.getElementById(b.getAttribute('aria-controls')).hidden = !open;
  });
  let at = 2;
  function turn(by) { at = Math.min(3, Math.max(1, at + by)); document.getElementById('pageno').textContent = 'Page ' + at + ' of 3'; }
</script>`;

const DIALOG = `<!doctype html><title>Dialog</title>
<div role="dialog" aria-modal="true" aria-labelledby="t" id="d"><h2 id="t">Share</h2><p>Copy the link.</p>
<button onclick="document.getElementById('d').remove()">Close</button></div>`;

const pages = ownPages({ '/shop': SHOP, '/dialog': DIALOG });
const page = () => pages.client.page;
const open = async (path = '/shop') => page().goto(`${pages.origin}${path}`);
const expanded = (name: string) => page().getByRole('button', { name }).getAttribute('aria-expanded');

describe('verb phrases read as the verbs of the tables', () => {
  it('"drill into Returns policy" expands it; "show me the details of Delivery options" too', async () => {
    await open();
    const drill = await pages.client.act('drill into Returns policy');
    expect(drill.success, drill.message).toBe(true);
    expect(await expanded('Returns policy')).toBe('true');
    const details = await pages.client.act('show me the details of Delivery options');
    expect(details.success, details.message).toBe(true);
    expect(await expanded('Delivery options')).toBe('true');
  });

  it('"close out the dialog" closes it', async () => {
    await open('/dialog');
    const result = await pages.client.act('close out the dialog');
    expect(result.success, result.message).toBe(true);
    expect(await page().locator('#d').count()).toBe(0);
  });

  it('"tick off Gift wrap" checks the box; "empty the Coupon box" clears the field', async () => {
    await open();
    const tick = await pages.client.act('tick off Gift wrap');
    expect(tick.success, tick.message).toBe(true);
    expect(await page().locator('#gift').isChecked()).toBe(true);
    const empty = await pages.client.act('empty the Coupon box');
    expect(empty.success, empty.message).toBe(true);
    expect(await page().locator('#coupon').inputValue()).toBe('');
  });

  it('"empty the trash" is still the button named so, not a field cleared', async () => {
    await open();
    const result = await pages.client.act('empty the trash');
    expect(result.success, result.message).toBe(true);
    expect(await page().locator('#log').textContent()).toBe('trash emptied');
  });

  it('"drop Oslo from Cities" and "erase Lima from Cities" remove them', async () => {
    await open();
    const drop = await pages.client.act('drop Oslo from Cities');
    expect(drop.success, drop.message).toBe(true);
    const erase = await pages.client.act('erase Lima from Cities');
    expect(erase.success, erase.message).toBe(true);
    expect(await page().locator('li').count()).toBe(0);
  });

  it('"drop Oslo on Lima" is a drag, never a removal: handed over, the list as it was', async () => {
    await open();
    await expect(pages.client.act('drop Oslo on Lima')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await page().locator('li').count()).toBe(2);
  });

  it('"bump the Quantity up by one" steps it up once; "bump the Quantity up to 12" sets it', async () => {
    await open();
    const step = await pages.client.act('bump the Quantity up by one');
    expect(step.success, step.message).toBe(true);
    expect(await page().locator('#qty').inputValue()).toBe('4');
    const set = await pages.client.act('bump the Quantity up to 12');
    expect(set.success, set.message).toBe(true);
    expect(await page().locator('#qty').inputValue()).toBe('12');
  });

  it('"I need Large for Size" and "I want Medium as my size" choose the option', async () => {
    await open();
    const need = await pages.client.act('I need Large for Size');
    expect(need.success, need.message).toBe(true);
    expect(await page().locator('#size').inputValue()).toBe('Large');
    const want = await pages.client.act('I want Medium as my size');
    expect(want.success, want.message).toBe(true);
    expect(await page().locator('#size').inputValue()).toBe('Medium');
  });

  it('"I need Huge for Size" (no such option) is handed over, the select as it was', async () => {
    await open();
    await expect(pages.client.act('I need Huge for Size')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await page().locator('#size').inputValue()).toBe('Small');
  });

  it('"I need Returns policy opened" expands it', async () => {
    await open();
    const result = await pages.client.act('I need Returns policy opened');
    expect(result.success, result.message).toBe(true);
    expect(await expanded('Returns policy')).toBe('true');
  });

  it('"back one page", "next page please" and "flip to the following page" turn the pager', async () => {
    await open();
    const back = await pages.client.act('back one page');
    expect(back.success, back.message).toBe(true);
    expect(await page().locator('#pageno').textContent()).toBe('Page 1 of 3');
    const next = await pages.client.act('next page please');
    expect(next.success, next.message).toBe(true);
    expect(await page().locator('#pageno').textContent()).toBe('Page 2 of 3');
    const flip = await pages.client.act('flip to the following page');
    expect(flip.success, flip.message).toBe(true);
    expect(await page().locator('#pageno').textContent()).toBe('Page 3 of 3');
  });

  it('"reset the filters" is the Clear filters button; "reset the password" names nothing here and is handed over', async () => {
    await open();
    const reset = await pages.client.act('reset the filters');
    expect(reset.success, reset.message).toBe(true);
    expect(await page().locator('#log').textContent()).toBe('filters cleared');
    await open();
    await expect(pages.client.act('reset the password')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await page().locator('#log').textContent()).toBe('');
  });
});
