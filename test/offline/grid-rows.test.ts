/**
 * Issue 25, the fifth blind batch's wrong steps by their kind, on pages of our own (plain ARIA
 * markup, no grid or select library): a value that swallowed a row phrase is never typed into a
 * field outside that row (a column's filter box), and a list that stays open after a pick (a
 * multiple select) is closed as the step found it.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

// An APG grid with a filter row under its headers (a text field in each column header) and cells
// edited in place: F2 or a double-click on a focused cell opens an input, Enter keeps it. A click
// only focuses a cell. A Note field outside the grid.
const ORDERS = `<!doctype html><title>Orders</title>
<style>[role=row] { display: flex; } [role=row] > * { width: 130px; padding: 2px; } [role=gridcell]:focus { outline: 2px solid blue; }</style>
<div role="grid" aria-label="Orders">
  <div role="row"><span role="columnheader">Order</span><span role="columnheader">Customer</span><span role="columnheader">Qty</span><span role="columnheader">Status</span></div>
  <div role="row"><span role="columnheader"><input aria-label="Order Filter"></span><span role="columnheader"><input aria-label="Customer Filter"></span><span role="columnheader"><input type="number" aria-label="Qty Filter"></span><span role="columnheader"><input aria-label="Status Filter"></span></div>
  <div role="row"><span role="gridcell" tabindex="-1">1003</span><span role="gridcell" tabindex="-1">Chloe Dubois</span><span role="gridcell" tabindex="-1" class="ed">2</span><span role="gridcell" tabindex="-1" class="ed">Pending</span></div>
  <div role="row"><span role="gridcell" tabindex="-1">1004</span><span role="gridcell" tabindex="-1">Daniel Novak</span><span role="gridcell" tabindex="-1" class="ed">1</span><span role="gridcell" tabindex="-1" class="ed">Pending</span></div>
</div>
<p><label>Note <input id="note"></label></p>
<script>
  for (const cell of document.querySelectorAll('.ed')) {
    const start = () => {
      if (cell.querySelector('input')) return;
      const input = document.createElement('input');
      input.value = cell.textContent;
      cell.textContent = '';
      cell.appendChild(input);
      input.focus();
      input.addEventListener('keydown', (e) => { if (e.key === 'Enter') { cell.textContent = input.value; cell.focus(); } });
    };
    cell.addEventListener('dblclick', start);
    cell.addEventListener('keydown', (e) => { if (e.key === 'F2' && e.target === cell) start(); });
  }
</script>`;

// An APG combobox whose listbox is multi-selectable: a pick adds a chip and the list stays open
// (Escape closes it, keeping the chips), the way multiple selects of widget libraries behave.
const EXTRAS = `<!doctype html><title>Extras</title>
<style>.chip { border: 1px solid #888; margin: 0 2px; padding: 0 4px; } [role=combobox] { display: inline-block; min-width: 200px; border: 1px solid #444; padding: 4px; cursor: pointer; }
[role=option] { cursor: pointer; padding: 2px 6px; }</style>
<p><span id="extras-label">Extras</span></p>
<div id="extras" role="combobox" aria-labelledby="extras-label" aria-expanded="false" aria-controls="extras-list" tabindex="0"><span class="chip">Breakfast</span></div>
<ul id="extras-list" role="listbox" aria-multiselectable="true" aria-labelledby="extras-label" hidden></ul>
<script>
  const box = document.getElementById('extras');
  const list = document.getElementById('extras-list');
  const all = ['Breakfast', 'Parking', 'Late checkout', 'Airport pickup'];
  const chosen = () => Array.from(box.querySelectorAll('.chip'), (c) => c.textContent);
  const render = () => {
    list.innerHTML = '';
    for (const name of all.filter((n) => !chosen().includes(n))) {
      const li = document.createElement('li');
      li.setAttribute('role', 'option');
      li.textContent = name;
      li.addEventListener('click', (e) => { e.stopPropagation(); const chip = document.createElement('span'); chip.className = 'chip'; chip.textContent = name; box.append(' ', chip); render(); });
      list.appendChild(li);
    }
  };
  const open = (yes) => { list.hidden = !yes; box.setAttribute('aria-expanded', String(yes)); if (yes) render(); };
  box.addEventListener('click', () => open(list.hidden));
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') open(false); });
</script>`;

// A grid and its pager inside wrappers drawn as their children (\`display: contents\`, as a
// theme's root element often is): such a wrapper has no box, and its 0×0 rectangle at the page's
// corner is no sign that what it holds is hidden.
const WRAPPED = `<!doctype html><title>Wrapped</title>
<div style="display: contents"><div style="display: contents">
  <div role="grid" aria-label="People"><div role="row"><span role="columnheader">Name</span></div><div role="row"><span role="gridcell">Ann</span></div></div>
  <div style="overflow: hidden; height: 40px"><span id="page">Page 1</span>
    <div role="button" tabindex="0" aria-label="Next Page" onclick="document.getElementById('page').textContent = 'Page 2'">›</div></div>
</div></div>`;

// A time field set only by its picker (read-only input; a click opens a list of times).
const TIME = `<!doctype html><title>Time</title>
<p><label for="arrival">Arrival time</label> <input id="arrival" readonly value="14:00"></p>
<ul id="times" role="listbox" aria-label="Times" hidden><li role="option">17:00</li><li role="option">18:00</li></ul>
<script>
  const field = document.getElementById('arrival');
  const list = document.getElementById('times');
  field.addEventListener('click', () => { list.hidden = false; });
  for (const o of list.children) o.addEventListener('click', () => { field.value = o.textContent; list.hidden = true; });
</script>`;

const pages = ownPages({ '/orders': ORDERS, '/extras': EXTRAS, '/wrapped': WRAPPED, '/time': TIME });

const cells = () => pages.client.page.locator('[role=gridcell]').allTextContents();
const filters = () => pages.client.page.locator('[role=columnheader] input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
const START = ['1003', 'Chloe Dubois', '2', 'Pending', '1004', 'Daniel Novak', '1', 'Pending'];

describe('a value that swallowed a row phrase: the row\'s cell, else a hand-over; never a field outside the row', () => {
  it('"change Status to Shipped in the row for order 1004" edits the Status cell of order 1004, the Status filter untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/orders`);
    const result = await pages.client.act('change Status to Shipped in the row for order 1004');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'grid-cell' });
    expect(await filters()).toEqual(['', '', '', '']);
    expect(await cells()).toEqual(['1003', 'Chloe Dubois', '2', 'Pending', '1004', 'Daniel Novak', '1', 'Shipped']);
  });

  it('"set Qty to 5 for Chloe Dubois" edits the Qty cell of the row saying Chloe Dubois', async () => {
    await pages.client.page.goto(`${pages.origin}/orders`);
    const result = await pages.client.act('set Qty to 5 for Chloe Dubois');
    expect(result.success, result.message).toBe(true);
    expect(await filters()).toEqual(['', '', '', '']);
    expect(await cells()).toEqual(['1003', 'Chloe Dubois', '5', 'Pending', '1004', 'Daniel Novak', '1', 'Pending']);
  });

  it('a row the grid does not have ("in the row for order 1009"): handed over, nothing typed', async () => {
    await pages.client.page.goto(`${pages.origin}/orders`);
    await expect(pages.client.act('change Status to Shipped in the row for order 1009')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await filters()).toEqual(['', '', '', '']);
    expect(await cells()).toEqual(START);
  });

  it('a value whose "for" names no row is typed as said ("set Note to Thanks for coming")', async () => {
    await pages.client.page.goto(`${pages.origin}/orders`);
    const result = await pages.client.act('set Note to Thanks for coming');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('#note').inputValue()).toBe('Thanks for coming');
  });
});

describe('a pick from a list that stays open (a multiple select)', () => {
  it('"add Parking to the extras" adds Parking and closes the list it opened', async () => {
    await pages.client.page.goto(`${pages.origin}/extras`);
    const result = await pages.client.act('add Parking to the extras');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('#extras .chip').allTextContents()).toEqual(['Breakfast', 'Parking']);
    expect(await pages.client.page.locator('#extras').getAttribute('aria-expanded')).toBe('false');
    expect(await pages.client.page.locator('#extras-list').isHidden()).toBe(true);
  });
});

describe('visibility: a display: contents wrapper hides nothing', () => {
  it('"find the Next Page button" and "go to the next page" under display: contents wrappers', async () => {
    await pages.client.page.goto(`${pages.origin}/wrapped`);
    const [found] = await pages.client.observe('find the Next Page button');
    expect(found?.description ?? '').toMatch(/Next Page/);
    const result = await pages.client.act('go to the next page');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('#page').textContent()).toBe('Page 2');
  });
});

describe('a read-only field is not typed into', () => {
  it('"set Arrival time to 18:00" on a read-only picker input: never typed into, no success, the field as it was', async () => {
    await pages.client.page.goto(`${pages.origin}/time`);
    // The date-field rule opens the field's picker to set a time there; this page shows none, so the
    // step fails and says so (before that rule: a hand-over saying the field is read-only).
    const outcome = await pages.client.act('set Arrival time to 18:00').then(
      (result) => ({ success: result.success, message: result.message }),
      (error: Error) => ({ success: false, message: error.message }),
    );
    expect(outcome.success).toBe(false);
    expect(outcome.message).toMatch(/read-only|no hour and minute fields showed/);
    expect(await pages.client.page.locator('#arrival').inputValue()).toBe('14:00');
  });

  it('a box only drawn without a caret (a style) is typed into as asked: only its own read-only refuses typing', async () => {
    await pages.client.page.setContent('<label>Note <input id="note" type="text" style="caret-color: transparent"></label>');
    const result = await pages.client.act('type hello into the Note field');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('#note').inputValue()).toBe('hello');
  });
});
