/**
 * The fifth batch's kinds acted on pages of our own, end to end through a client with no model:
 * a confirmation replaced in place by its result (the dialog is judged gone when its title
 * changes), a tag input (the item must show and the field be emptied), and two options of one
 * multiple select picked in one step. The markup is ours, written from the ARIA patterns, not any
 * library's.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const CONFIRM = `<!doctype html><title>Order</title>
<button id="order" onclick="ask()">Place order</button><p id="log">none</p>
<div id="dlg" role="dialog" aria-modal="true" aria-labelledby="t" hidden><h2 id="t"></h2><p id="txt"></p><button id="yes"></button><button id="no"></button></div>
<script>
  const $ = (id) => document.getElementById(id);
  function show(title, text, yes, no) { $('t').textContent = title; $('txt').textContent = text; $('yes').textContent = yes; $('no').textContent = no || ''; $('no').hidden = !no; $('dlg').hidden = false; }
  function ask() { show('Confirm your order?', 'Two lamps, 40 EUR', 'Yes, place it', 'Go back'); }
  $('yes').onclick = () => { if ($('t').textContent === 'Ordered!') { $('dlg').hidden = true; return; } $('log').textContent = 'ordered'; show('Ordered!', 'Reference 42', 'OK'); };
  $('no').onclick = () => { $('dlg').hidden = true; $('log').textContent = 'not ordered'; };
  ask();
</script>`;

const TAGS = `<!doctype html><title>Guests</title>
<form onsubmit="event.preventDefault(); document.body.dataset.sent = 'yes'">
  <label for="orig">Other guests</label>
  <div class="box"><div class="items" id="items"></div><input type="search" id="guests" aria-autocomplete="list" aria-label="Type a name and press Enter"></div>
  <button>Send</button>
</form>
<script>
  document.getElementById('guests').addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const item = document.createElement('span');
    item.textContent = e.target.value;
    const remove = document.createElement('button');
    remove.type = 'button'; remove.textContent = 'Remove item';
    item.append(remove);
    document.getElementById('items').append(item);
    e.target.value = '';
  });
</script>`;

const MULTI = `<!doctype html><title>Extras</title>
<span id="l">Extras</span>
<div id="box" role="combobox" aria-labelledby="l" aria-expanded="false" aria-controls="list" tabindex="0"><span id="chosen">Breakfast</span></div>
<ul id="list" role="listbox" aria-multiselectable="true" hidden>
  <li role="option">Parking</li><li role="option">Airport pickup</li><li role="option">Spa access</li>
</ul>
<script>
  const box = document.getElementById('box'), list = document.getElementById('list'), chosen = document.getElementById('chosen');
  const set = (open) => { list.hidden = !open; box.setAttribute('aria-expanded', String(open)); };
  box.onclick = () => set(list.hidden);
  box.onkeydown = (e) => { if (e.key === 'Escape') set(false); };
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') set(false); });
  for (const li of list.children) li.onclick = () => { chosen.textContent += ', ' + li.textContent; li.setAttribute('aria-selected', 'true'); };
</script>`;

const pages = ownPages({ '/confirm': CONFIRM, '/tags': TAGS, '/multi': MULTI });

describe('a confirmation answered by purpose', () => {
  it('"confirm the order" clicks the yes answer, and the dialog replaced by its result counts as gone', async () => {
    await pages.client.page.goto(`${pages.origin}/confirm`);
    const result = await pages.client.act('confirm the order');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'verb-object' });
    expect(result.decision?.effect).toMatchObject({ ok: true, found: expect.stringMatching(/another dialog took its place|gone/) });
    await expect.poll(() => pages.client.page.locator('#log').textContent()).toBe('ordered');
  });

  it('"go back to the cart" clicks Go back, and the dialog is gone', async () => {
    await pages.client.page.goto(`${pages.origin}/confirm`);
    const result = await pages.client.act('go back to the cart');
    expect(result.success, result.message).toBe(true);
    await expect.poll(() => pages.client.page.locator('#log').textContent()).toBe('not ordered');
  });
});

describe('a tag input', () => {
  it('"add Tom Baker as another guest" types and commits the name, and the item shows', async () => {
    await pages.client.page.goto(`${pages.origin}/tags`);
    const result = await pages.client.act('add Tom Baker as another guest');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'tag-add' });
    expect(result.decision?.effect).toMatchObject({ ok: true });
    await expect.poll(() => pages.client.page.locator('#items').textContent()).toBe('Tom BakerRemove item');
    expect(await pages.client.page.evaluate(() => document.body.dataset['sent'])).toBeUndefined();
  });
});

describe('two options of one multiple select', () => {
  it('"add Airport pickup and Spa access to the extras" picks both, each checked, and closes the list', async () => {
    await pages.client.page.goto(`${pages.origin}/multi`);
    const result = await pages.client.act('add Airport pickup and Spa access to the extras');
    expect(result.success, result.message).toBe(true);
    await expect.poll(() => pages.client.page.locator('#chosen').textContent()).toBe('Breakfast, Airport pickup, Spa access');
    expect(await pages.client.page.locator('#box').getAttribute('aria-expanded')).toBe('false');
  });
});
