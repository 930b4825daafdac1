/**
 * A data grid's verbs (issue 25, the fifth batch's hand-over kinds), on a page of our own: plain
 * ARIA markup (APG grid and sortable table patterns), no grid library, through a Client with no
 * model. Sort with an order or a paraphrase (column-sort: clicked until aria-sort says it, read
 * after each click), paging in words (pager-step on a pager drawn without page numbers, page-size
 * on a dropdown whose options show once open), a column's filter field in the filter row and its
 * filter menu (column-filter, column-menu), and the header's select-all box (all-items-box).
 * Each with the hand-overs where the page does not say enough.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Client, MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';
import { parseGrammar } from '../../src/engine/offline/grammar.js';
import { sortOf } from '../../src/engine/offline/rules/column-sort.js';
import { numberForms } from '../../src/engine/offline/rules/columns.js';
import { facts, n, outcome, page } from '../support/built-tree.js';

// 23 orders, 10 a page. Customer and Price sort none → ascending → descending → none; Price's
// title is a sort button (APG sortable table). Qty sorts ascending only (none ↔ ascending). City
// sorts on a click and says nothing of it (no aria-sort). A filter row under the titles: a box
// and a filter-menu button in each column's cell. A pager without page numbers, a page-size
// dropdown whose options are drawn only while it is open.
const GRID = `<!doctype html><title>Orders grid</title>
<style>[role=row] { display: flex; } [role=row] > * { width: 150px; padding: 2px; } [role=columnheader] { cursor: pointer; }
[role=option] { cursor: pointer; padding: 2px 6px; } [role=menu] { border: 1px solid #444; }</style>
<h1>Orders</h1>
<p><label>Search orders <input id="quick" type="search"></label> <button id="remove-selected" type="button">Remove selected</button></p>
<div role="grid" aria-label="Orders" id="grid">
  <div role="rowgroup">
    <div role="row">
      <span role="columnheader"><input type="checkbox" id="all" aria-label="Toggle selection of every row"></span>
      <span role="columnheader" aria-sort="none" data-key="customer" data-cycle="3">Customer</span>
      <span role="columnheader" aria-sort="none" data-key="price" data-cycle="3"><button type="button" class="sort">Price</button></span>
      <span role="columnheader" aria-sort="none" data-key="qty" data-cycle="2">Qty</span>
      <span role="columnheader" data-key="city" data-cycle="0">City</span>
    </div>
    <div role="row">
      <span role="gridcell"></span>
      <span role="gridcell"><input aria-label="Filter" data-col="customer"><button type="button" aria-label="Open filter menu" aria-haspopup="menu" aria-expanded="false" data-col="customer">≡</button></span>
      <span role="gridcell"><input aria-label="Filter" data-col="price"><button type="button" aria-label="Open filter menu" aria-haspopup="menu" aria-expanded="false" data-col="price">≡</button></span>
      <span role="gridcell"><input aria-label="Filter" data-col="qty"><button type="button" aria-label="Open filter menu" aria-haspopup="menu" aria-expanded="false" data-col="qty">≡</button></span>
      <span role="gridcell"><input aria-label="Filter" data-col="city"><button type="button" aria-label="Open filter menu" aria-haspopup="menu" aria-expanded="false" data-col="city">≡</button></span>
    </div>
  </div>
  <div role="rowgroup" id="body"></div>
</div>
<div role="menu" id="menu" hidden aria-label="Filter menu"><div role="menuitem">Contains</div><div role="menuitem">Equals</div></div>
<div id="pager">
  <span id="summary"></span>
  <span>Rows per page</span> <div role="combobox" id="size" aria-label="Rows per page" aria-expanded="false" aria-controls="sizes" tabindex="0" style="display:inline-block;min-width:40px;border:1px solid #444">10</div>
  <div role="button" tabindex="0" aria-label="First Page" data-to="first">|&lt;</div>
  <div role="button" tabindex="0" aria-label="Previous Page" data-to="prev">&lt;</div>
  <span>Page <b id="now">1</b> of <b id="max">3</b></span>
  <div role="button" tabindex="0" aria-label="Next Page" data-to="next">&gt;</div>
  <div role="button" tabindex="0" aria-label="Last Page" data-to="last">&gt;|</div>
</div>
<ul role="listbox" id="sizes" aria-label="Rows per page" hidden></ul>
<p id="log">none</p>
<script>
  const names = ['Alice Martin', 'Bruno Costa', 'Chloe Dubois', 'Daniel Novak', 'Elena Rossi', 'Farid Haddad', 'Greta Larsen', 'Hugo Schmidt', 'Ines Garcia', 'Jonas Berg', 'Katarina Horvat', 'Luca Bianchi', 'Maya Cohen', 'Nils Andersen', 'Olivia Brown', 'Pavel Ivanov', 'Quentin Laurent', 'Rosa Fernandez', 'Sven Olsen', 'Tomas Kral', 'Ursula Meyer', 'Victor Petit', 'Wiktoria Nowak'];
  const cities = ['Lyon', 'Porto', 'Paris', 'Prague', 'Milan', 'Berlin', 'Oslo'];
  const orders = names.map((customer, i) => ({ id: 1001 + i, customer, price: 10 + ((i * 37) % 200), qty: 1 + (i % 5), city: cities[i % cities.length], selected: false }));
  const state = { sort: null, page: 0, size: 10, filters: {}, quick: '' };
  const shown = () => {
    let rows = orders.filter((o) => Object.entries(state.filters).every(([k, v]) => String(o[k]).toLowerCase().includes(v.toLowerCase())) && (!state.quick || JSON.stringify(o).toLowerCase().includes(state.quick.toLowerCase())));
    if (state.sort) rows = [...rows].sort((a, b) => (a[state.sort.key] > b[state.sort.key] ? 1 : a[state.sort.key] < b[state.sort.key] ? -1 : 0) * (state.sort.dir === 'descending' ? -1 : 1));
    return rows;
  };
  function render() {
    const rows = shown();
    const pages = Math.max(1, Math.ceil(rows.length / state.size));
    state.page = Math.min(state.page, pages - 1);
    const body = document.getElementById('body');
    body.innerHTML = '';
    for (const o of rows.slice(state.page * state.size, (state.page + 1) * state.size)) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.innerHTML = '<span role="gridcell"><input type="checkbox" aria-label="Select row"></span><span role="gridcell"></span><span role="gridcell"></span><span role="gridcell"></span><span role="gridcell"></span>';
      const cells = row.querySelectorAll('[role=gridcell]');
      cells[1].textContent = o.customer; cells[2].textContent = String(o.price); cells[3].textContent = String(o.qty); cells[4].textContent = o.city;
      const box = row.querySelector('input');
      box.checked = o.selected;
      box.addEventListener('change', () => { o.selected = box.checked; render(); });
      body.appendChild(row);
    }
    document.getElementById('now').textContent = String(state.page + 1);
    document.getElementById('max').textContent = String(pages);
    document.getElementById('summary').textContent = (state.page * state.size + 1) + ' to ' + Math.min(rows.length, (state.page + 1) * state.size) + ' of ' + rows.length;
    for (const b of document.querySelectorAll('#pager [data-to]')) {
      const off = (b.dataset.to === 'first' || b.dataset.to === 'prev') ? state.page === 0 : state.page === pages - 1;
      b.setAttribute('aria-disabled', String(off));
    }
    const all = document.getElementById('all');
    all.checked = orders.every((o) => o.selected);
    all.indeterminate = !all.checked && orders.some((o) => o.selected);
  }
  for (const header of document.querySelectorAll('[role=columnheader][data-key]')) {
    header.addEventListener('click', () => {
      const cycle = Number(header.dataset.cycle);
      const states = cycle === 3 ? ['none', 'ascending', 'descending'] : ['none', 'ascending'];
      const now = header.getAttribute('aria-sort') || 'none';
      const next = cycle === 0 ? 'ascending' : states[(states.indexOf(now) + 1) % states.length];
      for (const h of document.querySelectorAll('[role=columnheader][aria-sort]')) if (h !== header) h.setAttribute('aria-sort', 'none');
      if (cycle) header.setAttribute('aria-sort', next);
      state.sort = next === 'none' ? null : { key: header.dataset.key, dir: next };
      render();
    });
  }
  document.getElementById('all').addEventListener('change', (e) => { for (const o of orders) o.selected = e.target.checked; render(); });
  for (const input of document.querySelectorAll('input[data-col]')) input.addEventListener('input', () => { state.filters[input.dataset.col] = input.value; if (!input.value) delete state.filters[input.dataset.col]; state.page = 0; render(); });
  document.getElementById('quick').addEventListener('input', (e) => { state.quick = e.target.value; state.page = 0; render(); });
  const menu = document.getElementById('menu');
  for (const button of document.querySelectorAll('button[data-col]')) button.addEventListener('click', () => {
    for (const b of document.querySelectorAll('button[data-col]')) b.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-expanded', 'true');
    menu.hidden = false;
    menu.dataset.col = button.dataset.col;
    document.getElementById('log').textContent = 'menu of ' + button.dataset.col;
  });
  for (const b of document.querySelectorAll('#pager [data-to]')) b.addEventListener('click', () => {
    if (b.getAttribute('aria-disabled') === 'true') return;
    const pages = Math.max(1, Math.ceil(shown().length / state.size));
    state.page = b.dataset.to === 'first' ? 0 : b.dataset.to === 'last' ? pages - 1 : b.dataset.to === 'prev' ? state.page - 1 : state.page + 1;
    render();
  });
  const size = document.getElementById('size');
  const sizes = document.getElementById('sizes');
  size.addEventListener('click', () => {
    const open = sizes.hidden;
    sizes.hidden = !open;
    size.setAttribute('aria-expanded', String(open));
    sizes.innerHTML = '';
    if (!open) return;
    for (const n of [10, 20, 50]) {
      const li = document.createElement('li');
      li.setAttribute('role', 'option');
      li.textContent = String(n);
      li.addEventListener('click', () => { state.size = n; size.textContent = String(n); sizes.hidden = true; size.setAttribute('aria-expanded', 'false'); render(); });
      sizes.appendChild(li);
    }
  });
  document.getElementById('remove-selected').addEventListener('click', () => {
    for (let i = orders.length - 1; i >= 0; i--) if (orders[i].selected) orders.splice(i, 1);
    document.getElementById('log').textContent = 'removed selected';
    render();
  });
  render();
</script>`;

// A table whose filter row holds a text box and a list of a column's values (a native select),
// and a checkbox column with no filter.
const TABLE = `<!doctype html><title>People</title>
<table><thead>
  <tr><th>Name</th><th>Country</th><th>Active</th></tr>
  <tr><td><input></td><td><select id="country"><option value="">All</option><option>Canada</option><option>Chile</option></select></td><td></td></tr>
</thead><tbody>
  <tr><td>Ann</td><td>Canada</td><td><input type="checkbox" aria-label="Active"></td></tr>
  <tr><td>Bo</td><td>Chile</td><td><input type="checkbox" aria-label="Active"></td></tr>
</tbody></table>`;

const pages = ownPages({ '/grid': GRID, '/table': TABLE });

/** The grid as a test reads it: sort states, the page, the rows' first cells, filters, selection. */
async function grid() {
  return pages.client.page.evaluate(() => ({
    sort: Array.from(document.querySelectorAll('[role=columnheader][aria-sort]')).map((h) => `${h.textContent!.trim()} ${h.getAttribute('aria-sort')}`),
    page: document.getElementById('now')!.textContent,
    size: document.getElementById('size')!.textContent,
    first: document.querySelector('#body [role=row] [role=gridcell]:nth-child(2)')?.textContent,
    filters: Array.from(document.querySelectorAll<HTMLInputElement>('input[data-col]')).map((i) => i.value).join('|'),
    quick: (document.getElementById('quick') as HTMLInputElement).value,
    all: (document.getElementById('all') as HTMLInputElement).checked,
    selected: Array.from(document.querySelectorAll<HTMLInputElement>('#body input[type=checkbox]')).filter((b) => b.checked).length,
    log: document.getElementById('log')!.textContent,
  }));
}

const open = () => pages.client.page.goto(`${pages.origin}/grid`);
const START = { sort: ['Customer none', 'Price none', 'Qty none'], page: '1', size: '10', first: 'Alice Martin', filters: '|||', quick: '', all: false, selected: 0, log: 'none' };

async function handsOver(step: string, why: RegExp) {
  const error = await pages.client.act(step).then(() => undefined, (e: unknown) => e);
  expect(error, step).toBeInstanceOf(MissingLLMConfigurationError);
  expect(String((error as Error).message)).toMatch(why);
}

describe('a sort step\'s column and order, read from its words', () => {
  const read = (step: string) => {
    const form = parseGrammar(step);
    return form && sortOf(form);
  };
  it('reads the order said in words, for numbers, words and dates', () => {
    expect(read('sort by Qty, highest first')).toEqual({ column: 'qty', order: 'descending' });
    expect(read('sort Customer in descending order')).toEqual({ column: 'customer', order: 'descending' });
    expect(read('sort by name A to Z')).toEqual({ column: 'name', order: 'ascending' });
    expect(read('sort by name Z to A')).toEqual({ column: 'name', order: 'descending' });
    expect(read('sort the orders by price')).toEqual({ column: 'price', order: 'sorted', of: 'orders' });
    expect(read('order the list by date, newest first')).toEqual({ column: 'date', order: 'descending', dated: true, of: 'list' });
    expect(read('sort by Age, oldest first')).toEqual({ column: 'age', order: 'ascending', dated: true });
    expect(read('sort by Price from low to high')).toEqual({ column: 'price', order: 'ascending' });
    expect(read('sort by First Name')).toEqual({ column: 'first name', order: 'sorted' });
    expect(read('sort by Order')).toEqual({ column: 'order', order: 'sorted' });
  });
  it('reads no column from an order it cannot place or two orders at once', () => {
    expect(read('sort Customer in reverse order')).toBeUndefined();
    expect(read('sort by price ascending, highest first')).toBeUndefined();
  });
  it('says a noun in either number', () => {
    expect(numberForms('orders')).toEqual(['orders', 'order']);
    expect(numberForms('Product')).toEqual(['product', 'products']);
    expect(numberForms('categories')).toContain('category');
    expect(numberForms('boxes')).toContain('box');
    expect(numberForms('Status')).toEqual(['status', 'statuses']);
    expect(numberForms('unit price')).toEqual(['unit price', 'unit prices']);
  });
});

describe('orders said of dates (rule column-sort, on a built tree)', () => {
  it('reads "newest first" on a column of dates, and hands it over on a column of ages', () => {
    const placed = n('columnheader', 'Placed');
    const age = n('columnheader', 'Age');
    const row = (date: string, years: string) => n('row', undefined, [n('cell', date), n('cell', years)]);
    const snapshot = page(n('table', undefined, [n('row', undefined, [placed, age]), row('2026-11-02', '33'), row('2026-10-14', '41')]));
    const known = facts(snapshot, [[placed, { sort: 'none' }], [age, { sort: 'none' }]]);
    expect(outcome(snapshot, 'sort by Placed, newest first', known)).toEqual({ rule: 'column-sort', actions: [`click ${placed.ref}`] });
    expect(outcome(snapshot, 'sort by Age, oldest first', known)).toMatch(/does not show dates: say "ascending" or "descending"/);
    expect(outcome(snapshot, 'sort by Age, highest first', known)).toEqual({ rule: 'column-sort', actions: [`click ${age.ref}`] });
  });
});

describe('sorting by a column header in the order asked (rule column-sort)', () => {
  it('"sort by Price, highest first": the sort button clicked until the header says descending (two clicks)', async () => {
    await open();
    const result = await pages.client.act('sort by Price, highest first');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'column-sort' });
    expect((await grid()).sort).toEqual(['Customer none', 'Price descending', 'Qty none']);
    expect(result.actions[0]!.code).toMatch(/for \(let i = 0; i < 2; i\+\+\) await page\.getByRole\('button', \{ name: 'Price'/);
  });

  it('"sort Customer in descending order", "sort by customer A to Z", "sort the orders by price": each order read from its words', async () => {
    await open();
    expect((await pages.client.act('sort Customer in descending order')).success).toBe(true);
    expect((await grid()).sort).toEqual(['Customer descending', 'Price none', 'Qty none']);
    expect((await grid()).first).toBe('Wiktoria Nowak');
    expect((await pages.client.act('sort by customer A to Z')).success).toBe(true);
    expect((await grid()).sort).toEqual(['Customer ascending', 'Price none', 'Qty none']);
    await open();
    const result = await pages.client.act('sort the orders by price');
    expect(result.success, result.message).toBe(true);
    expect((await grid()).sort).toEqual(['Customer none', 'Price ascending', 'Qty none']);
  });

  it('"reverse the sort": the one sorted column, to the other order', async () => {
    await open();
    expect((await pages.client.act('sort Customer in descending order')).success).toBe(true);
    const result = await pages.client.act('reverse the sort');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'column-sort' });
    expect((await grid()).sort).toEqual(['Customer ascending', 'Price none', 'Qty none']);
  });

  it('hands over an order a header cannot show or verify, and an order shown already; a cycle without the order fails where it started', async () => {
    await open();
    // City sorts and says nothing of it: no order can be verified there.
    await handsOver('sort by City, highest first', /shows no sort state.*cannot be verified/);
    await handsOver('reverse the sort', /no column is sorted now/);
    expect(await grid()).toEqual(START);
    // Qty goes none → ascending → none: descending is never shown, and the header is back where it was.
    const result = await pages.client.act('sort by Qty in descending order');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/never showed descending/);
    expect((await grid()).sort).toEqual(START.sort);
    expect((await pages.client.act('sort by Price in ascending order')).success).toBe(true);
    await handsOver('sort by price, lowest first', /sorted ascending already/);
  });
});

describe('"sort by X" resolved by name, judged by the header\'s aria-sort', () => {
  it('succeeds when the header shows a sort, and fails when the click sorts nothing', async () => {
    await open();
    const sorted = await pages.client.act('sort by Qty');
    expect(sorted.success, sorted.message).toBe(true);
    expect(sorted.decision?.effect).toMatchObject({ ok: true, expected: 'the column sorted' });
    await open();
    // The Customer header drawn again without its handler: a click on it sorts nothing.
    await pages.client.page.evaluate(() => {
      const header = document.querySelector('[data-key=customer]')!;
      header.replaceWith(header.cloneNode(true));
    });
    const dead = await pages.client.act('sort by Customer');
    expect(dead.success).toBe(false);
    expect(dead.message).toMatch(/its sort stayed none/);
    expect(await grid()).toEqual(START);
  });
});

describe('paging in words (rules pager-step, page-size)', () => {
  it('steps a pager drawn without page numbers, judged by the page it shows', async () => {
    await open();
    const last = await pages.client.act('jump to the last page');
    expect(last.success, last.message).toBe(true);
    expect(last.decision?.by).toEqual({ kind: 'rule', rule: 'pager-step' });
    expect((await grid()).page).toBe('3');
    expect((await pages.client.act('go back to the previous page')).success).toBe(true);
    expect((await grid()).page).toBe('2');
    expect((await pages.client.act('jump to the first page')).success).toBe(true);
    expect((await grid()).page).toBe('1');
    await handsOver('go back to the previous page', /disabled: the first page is shown already/);
  });

  it('"show 20 rows per page": the page-size dropdown opened and 20 picked, shown after', async () => {
    await open();
    const result = await pages.client.act('show 20 rows per page');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'page-size' });
    expect(await grid()).toEqual({ ...START, size: '20', first: 'Alice Martin' });
  });
});

describe('a column\'s filter and its menu (rules column-filter, column-menu), search and select-all', () => {
  it('"filter the City column by Berlin", `filter customers by "Ann"`: the box in that column of the filter row', async () => {
    await open();
    const city = await pages.client.act('filter the City column by Berlin');
    expect(city.success, city.message).toBe(true);
    expect((await grid()).filters).toBe('|||Berlin');
    await open();
    const customer = await pages.client.act('filter customers by "Ann"');
    expect(customer.success, customer.message).toBe(true);
    expect((await grid()).filters).toBe('Ann|||');
  });

  it('"filter the Country column by Chile": a filter drawn as a list of the values is chosen from, not typed into', async () => {
    await pages.client.page.goto(`${pages.origin}/table`);
    const result = await pages.client.act('filter the Country column by Chile');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('#country').inputValue()).toBe('Chile');
    await handsOver('filter the Country column by Peru', /offers no "Peru"/);
  });

  it('"open the filter menu of the Price column": that column\'s menu button; without a column it is handed over', async () => {
    await open();
    await handsOver('open the filter menu', /./);
    const result = await pages.client.act('open the filter menu of the Price column');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'column-menu' });
    expect((await grid()).log).toBe('menu of price');
  });

  it('"select all orders": the select-all box in the column header, every row selected after', async () => {
    await open();
    const result = await pages.client.act('select all orders');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'all-items-box' });
    expect(await grid()).toEqual({ ...START, all: true, selected: 10 });
  });

  it('`search orders for "chair"` fills the one search box of the orders', async () => {
    await open();
    const result = await pages.client.act('search orders for "Oslo"');
    expect(result.success, result.message).toBe(true);
    expect((await grid()).quick).toBe('Oslo');
  });
});

describe('an action on the selected items (rule selected-action)', () => {
  it('"remove the selected orders": the toolbar\'s "Remove selected", not a row\'s own', async () => {
    await open();
    await pages.client.page.locator('#body input[type=checkbox]').first().check();
    const result = await pages.client.act('remove the selected orders');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'selected-action' });
    expect(await grid()).toMatchObject({ first: 'Bruno Costa', log: 'removed selected' });
  });
});

describe('a page turn judged by the pager (ExpectedEffect.turned)', () => {
  it('a Next that turns nothing fails and says so, the page left as it was', async () => {
    await open();
    // The Next control drawn again without its handler: a click on it does nothing.
    await pages.client.page.evaluate(() => {
      const next = document.querySelector('#pager [data-to=next]')!;
      next.replaceWith(next.cloneNode(true));
    });
    const result = await pages.client.act('jump to the next page');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/the pager and its rows read as before/);
    expect(await grid()).toEqual(START);
  });
});

describe('a sort step replayed from the action cache', () => {
  it('is clicked again until the header says the order the step asks, whatever state the header starts in', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'actwright-sort-cache-'));
    const client = new Client({ env: 'LOCAL', cacheDir: dir, verbose: 0, disablePino: true, domSettleTimeout: 1_000 });
    try {
      await client.init();
      await client.page.goto(`${pages.origin}/grid`);
      expect((await client.act('sort by Price, highest first')).success).toBe(true);
      // The same step again on a fresh page, and on one where Price is sorted ascending already.
      for (const clicks of [0, 1]) {
        await client.page.goto(`${pages.origin}/grid`);
        for (let i = 0; i < clicks; i++) await client.page.getByRole('button', { name: 'Price', exact: true }).click();
        const again = await client.act('sort by Price, highest first');
        expect(again.success, again.message).toBe(true);
        expect(client.exportSession().records.findLast((r) => r.method === 'act')!.tier).toBe('cache');
        const sort = await client.page.evaluate(() => document.querySelector('[data-key=price]')!.getAttribute('aria-sort'));
        expect(sort).toBe('descending');
      }
    } finally {
      await client.close({ force: true }).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
