/**
 * Issue 25: a data grid's rows and cells named by what they hold, on pages of our own (plain ARIA
 * grid markup, no grid library): the row itself ("select the row for Bruno Costa", never the
 * checkbox whose name says "row"), a row's own controls ("check order 1004", "remove the order of
 * Elena Rossi"), a cell by row and column ("change the quantity of order 1003 to 5", a select-type
 * editor) and the open editor's keys ("press Enter to save the edit", "cancel the edit").
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

// An APG grid of orders: a header row, a filter row (a box under each header), rows of data that
// each hold a selection checkbox named with the word "row", Edit and Remove buttons. A row click
// is logged (it selects nothing). Qty and Product are edited in place (F2 or a double-click on a
// focused cell: Enter keeps, Escape leaves); Status by a select editor (a combobox in the cell
// whose list opens outside the grid; a pick keeps it).
const ORDERS = `<!doctype html><title>Orders</title>
<style>[role=row] { display: flex; } [role=row] > * { width: 120px; padding: 2px; } [role=gridcell]:focus { outline: 2px solid blue; }
[role=listbox] { position: absolute; top: 20px; left: 600px; border: 1px solid #444; background: white; list-style: none; padding: 0; } [role=option] { padding: 2px 8px; cursor: pointer; }
[role=combobox] { border: 1px solid #444; padding: 0 4px; cursor: pointer; }</style>
<h1>Orders</h1>
<div role="grid" aria-label="Orders" aria-multiselectable="true">
  <div role="row"><span role="columnheader">Select</span><span role="columnheader">Order</span><span role="columnheader">Customer</span><span role="columnheader">City</span><span role="columnheader">Product</span><span role="columnheader">Qty</span><span role="columnheader">Status</span><span role="columnheader">Actions</span></div>
  <div role="row"><span role="gridcell"></span><span role="gridcell"><input aria-label="Order filter"></span><span role="gridcell"><input aria-label="Customer filter"></span><span role="gridcell"><input aria-label="City filter"></span><span role="gridcell"><input aria-label="Product filter"></span><span role="gridcell"><input type="number" aria-label="Qty filter"></span><span role="gridcell"><input aria-label="Status filter"></span><span role="gridcell"></span></div>
</div>
<p id="log">Last action: none</p>
<script>
  const orders = [
    [1001, 'Alice Martin', 'Lyon', 'Desk lamp', 2, 'Pending'],
    [1002, 'Bruno Costa', 'Porto', 'Office chair', 1, 'Shipped'],
    [1003, 'Chloe Dubois', 'Paris', 'Monitor arm', 3, 'Delivered'],
    [1004, 'Daniel Novak', 'Prague', 'Keyboard', 1, 'Pending'],
    [1005, 'Elena Rossi', 'Milan', 'Standing desk', 1, 'Cancelled'],
    [1006, 'Farid Haddad', 'Lyon', 'Webcam', 2, 'Shipped'],
    [1007, 'Greta Larsen', 'Oslo', 'Headset', 4, 'Pending'],
    [1008, 'Hugo Schmidt', 'Berlin', 'Desk lamp', 1, 'Delivered'],
  ];
  const grid = document.querySelector('[role=grid]');
  const log = (text) => { document.getElementById('log').textContent = 'Last action: ' + text; };
  const editText = (cell, done) => {
    if (cell.querySelector('input')) return;
    const input = document.createElement('input');
    if (cell.dataset.col === 'qty') input.type = 'number';
    input.setAttribute('aria-label', cell.dataset.col);
    const was = cell.textContent;
    input.value = was;
    cell.textContent = '';
    cell.appendChild(input);
    input.focus();
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') { cell.textContent = input.value; cell.focus(); done(input.value); }
      if (e.key === 'Escape') { cell.textContent = was; cell.focus(); }
    });
  };
  const editStatus = (cell, done) => {
    if (cell.querySelector('[role=combobox]')) return;
    const box = document.createElement('div');
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-expanded', 'false');
    box.setAttribute('aria-controls', 'status-list');
    box.setAttribute('aria-label', 'Status');
    box.tabIndex = 0;
    const was = cell.textContent;
    box.textContent = was;
    cell.textContent = '';
    cell.appendChild(box);
    box.focus();
    const close = (value) => { document.getElementById('status-list')?.remove(); cell.textContent = value; cell.focus(); };
    box.addEventListener('keydown', (e) => { if (e.key === 'Escape') close(was); });
    box.addEventListener('click', () => {
      if (document.getElementById('status-list')) return;
      const list = document.createElement('ul');
      list.id = 'status-list';
      list.setAttribute('role', 'listbox');
      for (const value of ['Pending', 'Shipped', 'Delivered', 'Cancelled']) {
        const li = document.createElement('li');
        li.setAttribute('role', 'option');
        li.textContent = value;
        li.addEventListener('click', () => { close(value); done(value); });
        list.appendChild(li);
      }
      document.body.appendChild(list);
      box.setAttribute('aria-expanded', 'true');
    });
  };
  for (const [id, customer, city, product, qty, status] of orders) {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    row.setAttribute('aria-selected', 'false');
    row.dataset.id = id;
    row.innerHTML = '<span role="gridcell"><input type="checkbox" aria-label="Toggle row selection"></span>' +
      [id, customer, city, product, qty, status].map((v, i) => '<span role="gridcell" tabindex="-1" data-col="' + ['id', 'customer', 'city', 'product', 'qty', 'status'][i] + '">' + v + '</span>').join('') +
      '<span role="gridcell"><button class="edit">Edit</button> <button class="remove">Remove</button></span>';
    const box = row.querySelector('input[type=checkbox]');
    box.addEventListener('change', () => { row.setAttribute('aria-selected', String(box.checked)); log(grid.querySelectorAll('input[type=checkbox]:checked').length + ' selected'); });
    row.querySelector('.remove').addEventListener('click', (e) => { e.stopPropagation(); row.remove(); log('removed order ' + id); });
    row.querySelector('.edit').addEventListener('click', (e) => { e.stopPropagation(); log('editing order ' + id); });
    row.addEventListener('click', (e) => { if (!e.target.closest('input, button, [role=combobox]')) log('clicked order ' + id); });
    for (const cell of row.querySelectorAll('[data-col=qty], [data-col=product], [data-col=status]')) {
      const start = () => (cell.dataset.col === 'status' ? editStatus : editText)(cell, (v) => log('order ' + id + ' ' + cell.dataset.col + ' set to ' + v));
      cell.addEventListener('dblclick', start);
      cell.addEventListener('keydown', (e) => { if (e.key === 'F2' && e.target === cell) start(); });
    }
    grid.appendChild(row);
  }
</script>`;

// A grid whose rows are selected by a click (aria-selected), with no checkbox; a button in each
// row whose name says "row".
const PEOPLE = `<!doctype html><title>People</title>
<div role="grid" aria-label="People">
  <div role="row"><span role="columnheader">Name</span><span role="columnheader">Team</span><span role="columnheader">Menu</span></div>
  <div role="row" aria-selected="false"><span role="gridcell">Ann Lee</span><span role="gridcell">Red</span><span role="gridcell"><button>Open row menu</button></span></div>
  <div role="row" aria-selected="false"><span role="gridcell">Bo Chen</span><span role="gridcell">Blue</span><span role="gridcell"><button>Open row menu</button></span></div>
</div>
<script>
  for (const row of document.querySelectorAll('[role=row][aria-selected]')) row.addEventListener('click', (e) => { if (!e.target.closest('button')) row.setAttribute('aria-selected', String(row.getAttribute('aria-selected') !== 'true')); });
</script>`;

// Selection boxes whose names say their state, as a grid's do for screen readers: the name a box
// is found by changes once it is ticked.
const TEAM = `<!doctype html><title>Team</title>
<div role="grid" aria-label="Team">
  <div role="row"><span role="columnheader">Pick</span><span role="columnheader">Name</span><span role="columnheader">Remote</span></div>
  <div role="row"><span role="gridcell"><input type="checkbox" aria-label="Toggle row selection (unchecked)"></span><span role="gridcell">Ann Lee</span><span role="gridcell">yes</span></div>
  <div role="row"><span role="gridcell"><input type="checkbox" aria-label="Toggle row selection (unchecked)"></span><span role="gridcell">Bo Chen</span><span role="gridcell">no</span></div>
  <div role="row"><span role="gridcell"><input type="checkbox" aria-label="Toggle row selection (unchecked)"></span><span role="gridcell">Cy Diaz</span><span role="gridcell">no</span></div>
</div>
<script>
  for (const box of document.querySelectorAll('input')) box.addEventListener('change', () => box.setAttribute('aria-label', 'Toggle row selection (' + (box.checked ? 'checked' : 'unchecked') + ')'));
</script>`;

// Rows selected by a click with no ARIA state (a class says selectable and selected), whose wide
// cells say they are edited by a click (an editor opens there, and the row is not selected).
const STAFF = `<!doctype html><title>Staff</title>
<style>.row { display: flex; } .row > * { padding: 2px; } .wide { width: 300px; } .since { width: 100px; }</style>
<div role="grid" aria-label="Staff">
  <div role="row" class="row"><span role="columnheader" class="wide">Name</span><span role="columnheader" class="wide">Team</span><span role="columnheader" class="since">Since</span></div>
  <div role="row" class="row selectable-row"><span role="gridcell" class="wide cell-editable">Ann Lee</span><span role="gridcell" class="wide cell-editable">Red</span><span role="gridcell" class="since">2019</span></div>
  <div role="row" class="row selectable-row"><span role="gridcell" class="wide cell-editable">Bo Chen</span><span role="gridcell" class="wide cell-editable">Blue</span><span role="gridcell" class="since">2021</span></div>
</div>
<script>
  for (const cell of document.querySelectorAll('.cell-editable')) cell.addEventListener('click', (e) => { e.stopPropagation(); if (!cell.querySelector('input')) { const input = document.createElement('input'); input.value = cell.textContent; cell.textContent = ''; cell.appendChild(input); } });
  for (const row of document.querySelectorAll('.selectable-row')) row.addEventListener('click', () => row.classList.toggle('row-selected'));
</script>`;

const pages = ownPages({ '/orders': ORDERS, '/people': PEOPLE, '/team': TEAM, '/staff': STAFF });
const page = () => pages.client.page;

/** Every order as shown: id, the checkbox state, aria-selected, and the cells' text. */
const rows = () =>
  page().locator('[role=row][data-id]').evaluateAll((all) => all.map((r) => `${(r as HTMLElement).dataset.id} ${(r.querySelector('input[type=checkbox]') as HTMLInputElement).checked ? 'x' : '-'} ${Array.from(r.querySelectorAll('[data-col]')).slice(1).map((c) => c.textContent).join(' | ')}`));
const log = () => page().locator('#log').textContent();
const open = async () => {
  await page().goto(`${pages.origin}/orders`);
  return rows();
};
/** The rows as they started, with one changed (`null`: gone). */
const with_ = (start: string[], id: number, to: string | null) => start.flatMap((r) => (r.startsWith(`${id} `) ? (to === null ? [] : [to]) : [r]));

describe('a row named by what it holds is the row itself, never a control with "row" in its name', () => {
  it('"select the row for Bruno Costa" checks the row\'s selection box, and only it', async () => {
    const start = await open();
    const result = await pages.client.act('select the row for Bruno Costa');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'row-by-text' });
    expect(await rows()).toEqual(with_(start, 1002, start.find((r) => r.startsWith('1002'))!.replace(' - ', ' x ')));
    expect(await page().locator('[data-id="1002"]').getAttribute('aria-selected')).toBe('true');
  });

  it('observe "find the row for Hugo Schmidt" returns the row, not its checkbox', async () => {
    await open();
    const [found] = await pages.client.observe('find the row for Hugo Schmidt');
    expect(found, 'something found').toBeDefined();
    const el = page().locator(found!.selector);
    expect(await el.getAttribute('role')).toBe('row');
    expect(await el.textContent()).toContain('Hugo Schmidt');
  });

  it('"click the row for Chloe Dubois" clicks the row, its checkbox untouched', async () => {
    const start = await open();
    const result = await pages.client.act('click the row for Chloe Dubois');
    expect(result.success, result.message).toBe(true);
    expect(await log()).toBe('Last action: clicked order 1003');
    expect(await rows()).toEqual(start);
  });

  it('"select the row for Bo Chen" where the box\'s name says its state: ticked, and judged on that box', async () => {
    await page().goto(`${pages.origin}/team`);
    const result = await pages.client.act('select the row for Bo Chen');
    expect(result.success, result.message).toBe(true);
    expect(await page().locator('input').evaluateAll((all) => all.map((b) => (b as HTMLInputElement).checked))).toEqual([false, true, false]);
  });

  it('"select the row for Bo Chen" where rows select by a click (aria-selected): clicked, selected after', async () => {
    await page().goto(`${pages.origin}/people`);
    const result = await pages.client.act('select the row for Bo Chen');
    expect(result.success, result.message).toBe(true);
    expect(await page().locator('[role=row][aria-selected]').evaluateAll((all) => all.map((r) => r.getAttribute('aria-selected')))).toEqual(['false', 'true']);
  });
});

describe('a column word is no name for the rows', () => {
  it('"tick Remote for Bo Chen" (Remote: a yes/no column) does not tick the row\'s selection box', async () => {
    await page().goto(`${pages.origin}/team`);
    await expect(pages.client.act('tick Remote for Bo Chen')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await page().locator('input').evaluateAll((all) => all.map((b) => (b as HTMLInputElement).checked))).toEqual([false, false, false]);
  });
});

describe('a row clicked where no click edits it', () => {
  it('"select the row for Bo Chen" (no ARIA state; the page calls its rows selectable): a plain cell clicked, the row selected after', async () => {
    await page().goto(`${pages.origin}/staff`);
    const result = await pages.client.act('select the row for Bo Chen');
    expect(result.success, result.message).toBe(true);
    expect(await page().locator('.selectable-row').evaluateAll((all) => all.map((r) => r.classList.contains('row-selected')))).toEqual([false, true]);
    expect(await page().locator('input').count()).toBe(0);
  });

  it('"click the row for Ann Lee" clicks its plain cell, no editor opened', async () => {
    await page().goto(`${pages.origin}/staff`);
    const result = await pages.client.act('click the row for Ann Lee');
    expect(result.success, result.message).toBe(true);
    expect(await page().locator('.selectable-row').evaluateAll((all) => all.map((r) => r.classList.contains('row-selected')))).toEqual([true, false]);
    expect(await page().locator('input').count()).toBe(0);
  });
});

describe('a row\'s own control for the verb', () => {
  it('"tick the checkbox of Bruno Costa\'s order" and "check order 1004" check those rows\' boxes', async () => {
    const start = await open();
    expect((await pages.client.act("tick the checkbox of Bruno Costa's order")).success).toBe(true);
    const result = await pages.client.act('check order 1004');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'row-control' });
    const ticked = (id: number) => start.find((r) => r.startsWith(`${id}`))!.replace(' - ', ' x ');
    expect(await rows()).toEqual(with_(with_(start, 1002, ticked(1002)), 1004, ticked(1004)));
  });

  it('"unselect Daniel Novak" unchecks his box only', async () => {
    const start = await open();
    await page().locator('[data-id="1002"] input[type=checkbox]').check();
    await page().locator('[data-id="1004"] input[type=checkbox]').check();
    const result = await pages.client.act('unselect Daniel Novak');
    expect(result.success, result.message).toBe(true);
    expect(await rows()).toEqual(with_(start, 1002, start.find((r) => r.startsWith('1002'))!.replace(' - ', ' x ')));
  });

  it('"remove the order of Elena Rossi", "click Remove in the row for Farid Haddad", "remove order 1007": those rows gone', async () => {
    const start = await open();
    for (const step of ['remove the order of Elena Rossi', 'click Remove in the row for Farid Haddad', 'remove order 1007']) {
      const result = await pages.client.act(step);
      expect(result.success, `${step}: ${result.message}`).toBe(true);
    }
    expect(await rows()).toEqual(start.filter((r) => !/^100[567] /.test(r)));
  });

  it('"select the Lyon order" (two Lyon orders): handed over naming them, nothing changed', async () => {
    const start = await open();
    await expect(pages.client.act('select the Lyon order')).rejects.toThrow(/2 rows say "Lyon"/);
    expect(await rows()).toEqual(start);
    expect(await log()).toBe('Last action: none');
  });
});

describe('a cell named by its row and column, edited the grid\'s way', () => {
  it('"change the quantity of order 1003 to 5": the Qty cell (a short form of the word) edited in place', async () => {
    const start = await open();
    const result = await pages.client.act('change the quantity of order 1003 to 5');
    expect(result.success, result.message).toBe(true);
    expect(await rows()).toEqual(with_(start, 1003, '1003 - Chloe Dubois | Paris | Monitor arm | 5 | Delivered'));
  });

  it('`rename the product of order 1001 to "Floor lamp"`', async () => {
    const start = await open();
    const result = await pages.client.act('rename the product of order 1001 to "Floor lamp"');
    expect(result.success, result.message).toBe(true);
    expect(await rows()).toEqual(with_(start, 1001, '1001 - Alice Martin | Lyon | Floor lamp | 2 | Pending'));
  });

  it('"set the status of Daniel Novak\'s order to Shipped": a select editor, the option picked from its list', async () => {
    const start = await open();
    const result = await pages.client.act("set the status of Daniel Novak's order to Shipped");
    expect(result.success, result.message).toBe(true);
    expect(await rows()).toEqual(with_(start, 1004, '1004 - Daniel Novak | Prague | Keyboard | 1 | Shipped'));
    expect(await log()).toBe('Last action: order 1004 status set to Shipped');
  });

  it('"press Enter to save the edit" keeps the open edit; "cancel the edit" leaves it', async () => {
    const start = await open();
    await page().locator('[data-id="1002"] [data-col=qty]').dblclick();
    await page().locator('[data-id="1002"] [data-col=qty] input').fill('7');
    const saved = await pages.client.act('press Enter to save the edit');
    expect(saved.success, saved.message).toBe(true);
    expect(saved.decision?.by).toEqual({ kind: 'rule', rule: 'cell-editor' });
    expect(await rows()).toEqual(with_(start, 1002, '1002 - Bruno Costa | Porto | Office chair | 7 | Shipped'));
    await page().locator('[data-id="1003"] [data-col=qty]').dblclick();
    await page().locator('[data-id="1003"] [data-col=qty] input').fill('9');
    const cancelled = await pages.client.act('cancel the edit');
    expect(cancelled.success, cancelled.message).toBe(true);
    expect(await rows()).toEqual(with_(start, 1002, '1002 - Bruno Costa | Porto | Office chair | 7 | Shipped'));
  });
});

describe('what is not certain is handed over', () => {
  it('"cancel the edit" with no editor open: handed over, nothing changed', async () => {
    const start = await open();
    await expect(pages.client.act('cancel the edit')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await rows()).toEqual(start);
  });
});
