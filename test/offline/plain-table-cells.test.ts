/**
 * Issue 25, the sixth batch's spreadsheet by its kind: cells of tables drawn without grid roles,
 * on pages of our own (plain `<table>` markup, no ARIA, no grid library). A cell is named by its
 * column (a `th`, or the first row of a `thead` drawn with `td`) and its row (a value it holds, its
 * number, its place); it is edited the way the table edits (an input already in it filled; a click
 * then F2 opens an editor, Enter keeps it; Delete clears a selected cell; an editor that is a
 * read-only box over a list of items picks the item), and checked after by the cell's text.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

// A spreadsheet of our own: a click selects a cell, F2, Enter or a double-click opens its editor
// (a text box; for Category a read-only box over a list of items drawn without roles), Enter keeps
// the text, Escape leaves it, Delete clears the selected cell. Approved is a checkbox in each row.
const SCRIPT = `<script>
  let selected = null;
  const select = (cell) => { if (selected) selected.classList.remove('on'); selected = cell; cell.classList.add('on'); };
  const open = (cell) => {
    if (cell.querySelector('input')) return;
    const was = cell.textContent;
    cell.textContent = '';
    const input = document.createElement('input');
    input.value = was;
    cell.appendChild(input);
    if (cell.classList.contains('pick')) {
      input.readOnly = true;
      const list = document.createElement('div');
      for (const name of ['Travel', 'Lodging', 'Meals', 'Events']) {
        const item = document.createElement('div');
        item.textContent = name;
        item.addEventListener('mousedown', (e) => { e.preventDefault(); cell.textContent = name; });
        list.appendChild(item);
      }
      cell.appendChild(list);
    }
    input.focus();
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') { e.stopPropagation(); cell.textContent = input.value; }
      if (e.key === 'Escape') { e.stopPropagation(); cell.textContent = was; }
    });
  };
  for (const cell of document.querySelectorAll('td.ed, td.pick')) {
    cell.addEventListener('mousedown', () => select(cell));
    cell.addEventListener('dblclick', () => open(cell));
  }
  document.addEventListener('keydown', (e) => {
    if (!selected || selected.querySelector('input')) return;
    if (e.key === 'F2' || e.key === 'Enter') open(selected);
    if (e.key === 'Delete') selected.textContent = '';
  });
</script>`;

const ROW = (n: number, item: string, category: string, amount: number, approved: boolean) =>
  `<tr><td>${n}</td><td class="ed">${item}</td><td class="pick">${category}</td><td class="ed">${amount}</td><td><input type="checkbox"${approved ? ' checked' : ''}></td></tr>`;
const ROWS = [ROW(1, 'Taxi to airport', 'Travel', 38, true), ROW(2, 'Conference ticket', 'Events', 299, false), ROW(3, 'Team dinner', 'Meals', 184, false), ROW(4, 'Museum tickets', 'Events', 48, false), ROW(5, 'Flight home', 'Travel', 395, true)].join('');

// The head in `th` cells (column headers by HTML's own table semantics, no ARIA).
const SHEET = `<!doctype html><title>Trip</title><style>td.on { outline: 2px solid blue; }</style>
<table><thead><tr><th>#</th><th>Item</th><th>Category</th><th>Amount</th><th>Approved</th></tr></thead><tbody>${ROWS}</tbody></table>${SCRIPT}`;

// The head drawn with `td` in the table's `thead` (as spreadsheets draw it), a blank corner over the row numbers.
const DRAWN = `<!doctype html><title>Trip</title>
<table><thead><tr><td></td><td>Item</td><td>Category</td><td>Amount</td><td>Approved</td></tr></thead><tbody>${ROWS}</tbody></table>${SCRIPT}`;

// Two tables with the same columns, and a row value in both.
const TWO = `<!doctype html><title>Trips</title>
<h2>March</h2><table><thead><tr><th>Item</th><th>Amount</th></tr></thead><tbody><tr><td class="ed">Taxi</td><td class="ed">38</td></tr></tbody></table>
<h2>April</h2><table><thead><tr><th>Item</th><th>Amount</th></tr></thead><tbody><tr><td class="ed">Taxi</td><td class="ed">41</td></tr><tr><td class="ed">Hotel</td><td class="ed">300</td></tr></tbody></table>${SCRIPT}`;

// A stock list whose Qty cells hold their own inputs; a read-only list whose rows are links.
const STOCK = `<!doctype html><title>Stock</title>
<table><tr><th>Item</th><th>Qty</th></tr><tr><td>Pens</td><td><input value="7"></td></tr><tr><td>Ink</td><td><input value="2"></td></tr></table>
<table><tr><th>Name</th><th>Status</th></tr><tr><td style="cursor: pointer" onclick="location.hash = 'ann'">Ann</td><td style="cursor: pointer" onclick="location.hash = 'ann'">Active</td></tr></table>`;

// An ARIA grid whose column headers and cells say they can be selected (aria-selected), a click selecting one.
const SELECTABLE = `<!doctype html><title>Trip</title>
<div role="grid" aria-label="Trip"><div role="row"><span role="columnheader" aria-selected="false">Item</span><span role="columnheader" aria-selected="false">Amount</span></div>
<div role="row"><span role="gridcell" aria-selected="false">Taxi</span><span role="gridcell" aria-selected="false">38</span></div>
<div role="row"><span role="gridcell" aria-selected="false">Hotel</span><span role="gridcell" aria-selected="false">300</span></div></div>
<script>
  for (const el of document.querySelectorAll('[aria-selected]')) el.addEventListener('click', () => {
    for (const other of document.querySelectorAll('[aria-selected]')) other.setAttribute('aria-selected', 'false');
    el.setAttribute('aria-selected', 'true');
  });
</script>`;

// Worksheet tabs drawn without a role: labels side by side (a flex row of divs) that a click switches the view with.
const TABS = `<!doctype html><title>Book</title><style>.tabs { display: flex; gap: 8px; } .tabs > div { cursor: pointer; }</style>
<div><div class="tabs"><div>Expenses</div><div>Budget</div><div>Notes</div></div>
<section id="expenses"><p>Taxi to airport 38</p></section><section id="budget" hidden><p>Travel 1000</p></section><section id="notes" hidden><p>Pay by Friday</p></section></div>
<script>
  for (const tab of document.querySelectorAll('.tabs > div')) tab.addEventListener('click', () => {
    for (const s of document.querySelectorAll('section')) s.hidden = s.id !== tab.textContent.toLowerCase();
  });
</script>`;

// A table that edits a row at a time: a filter row and an insert row in its head, Edit and Delete
// buttons in each row; editing draws the row anew with a field in each cell and Update / Cancel
// buttons (Enter in a field does nothing). ROWS_BY_CLICK starts the edit with a click on the row.
const rowEditing = (byClick: boolean) => `<!doctype html><title>People</title>
<table><thead><tr><th>Name</th><th>Age</th><th>City</th><th></th></tr>
<tr><td><input aria-label="Name filter"></td><td><input aria-label="Age filter"></td><td><input aria-label="City filter"></td><td><button>Search</button></td></tr>
<tr><td><input aria-label="New name"></td><td><input aria-label="New age"></td><td><input aria-label="New city"></td><td><button>Insert</button></td></tr></thead>
<tbody></tbody></table>
<script>
  const people = [['Ann Lee', '34', 'Lyon'], ['Bo Chen', '41', 'Oslo']];
  const body = document.querySelector('tbody');
  const show = (i) => {
    const tr = document.createElement('tr');
    for (const v of people[i]) { const td = document.createElement('td'); td.textContent = v; tr.appendChild(td); }
    const tools = document.createElement('td');
    const edit = document.createElement('button'); edit.textContent = 'Edit'; edit.onclick = (e) => { e.stopPropagation(); editing(i); };
    const del = document.createElement('button'); del.textContent = 'Delete'; del.onclick = (e) => { e.stopPropagation(); people.splice(i, 1); render(); };
    tools.append(edit, ' ', del); tr.appendChild(tools);
    ${byClick ? "tr.addEventListener('click', () => editing(i));" : ''}
    return tr;
  };
  const editing = (i) => {
    const tr = document.createElement('tr');
    const inputs = people[i].map((v) => { const td = document.createElement('td'); const input = document.createElement('input'); input.value = v; td.appendChild(input); tr.appendChild(td); return input; });
    const tools = document.createElement('td');
    const update = document.createElement('button'); update.textContent = 'Update'; update.onclick = () => { people[i] = inputs.map((x) => x.value); render(); };
    const cancel = document.createElement('button'); cancel.textContent = 'Cancel'; cancel.onclick = () => render();
    tools.append(update, ' ', cancel); tr.appendChild(tools);
    body.replaceChild(tr, body.children[i]);
  };
  const render = () => { body.replaceChildren(...people.map((_, i) => show(i))); };
  render();
</script>`;

const pages = ownPages({ '/rows-by-button': rowEditing(false), '/rows-by-click': rowEditing(true), '/sheet': SHEET, '/drawn': DRAWN, '/two': TWO, '/stock': STOCK, '/selectable': SELECTABLE, '/tabs': TABS });

const column = (x: number) => pages.client.page.locator(`tbody tr > td:nth-child(${x + 1})`).allTextContents();
const boxes = () => pages.client.page.locator('tbody input[type=checkbox]').evaluateAll((all) => all.map((b) => (b as HTMLInputElement).checked));
const AMOUNTS = ['38', '299', '184', '48', '395'];

describe('a cell of a plain table named by its column and its row, edited the way the table edits', () => {
  it('"type 45 in the Amount of Taxi to airport": the Amount cell of that row opened, typed into, kept with Enter', async () => {
    await pages.client.page.goto(`${pages.origin}/sheet`);
    const result = await pages.client.act('type 45 in the Amount of Taxi to airport');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'grid-cell' });
    expect(await column(3)).toEqual(['45', '299', '184', '48', '395']);
  });

  it('"put 45 in Team dinner\'s Amount cell": a possessive row before the column, with "put … in" (fill), as with "type"', async () => {
    await pages.client.page.goto(`${pages.origin}/sheet`);
    const result = await pages.client.act("put 45 in Team dinner's Amount cell");
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'grid-cell' });
    expect(await column(3)).toEqual(['38', '299', '45', '48', '395']);
  });

  it('"change the amount in row 4 to 200": the row by its number (a first column counting 1, 2, 3…)', async () => {
    await pages.client.page.goto(`${pages.origin}/sheet`);
    const result = await pages.client.act('change the amount in row 4 to 200');
    expect(result.success, result.message).toBe(true);
    expect(await column(3)).toEqual(['38', '299', '184', '200', '395']);
  });

  it('"set the Item in row 2 to Coffee" on a head drawn with td in the thead', async () => {
    await pages.client.page.goto(`${pages.origin}/drawn`);
    const result = await pages.client.act('set the Item in row 2 to Coffee');
    expect(result.success, result.message).toBe(true);
    expect(await column(1)).toEqual(['Taxi to airport', 'Coffee', 'Team dinner', 'Museum tickets', 'Flight home']);
  });

  it('"set Category to Lodging for row 3": a list editor (a read-only box over items without roles) picks the item', async () => {
    await pages.client.page.goto(`${pages.origin}/drawn`);
    const result = await pages.client.act('set Category to Lodging for row 3');
    expect(result.success, result.message).toBe(true);
    expect(await column(2)).toEqual(['Travel', 'Events', 'Lodging', 'Events', 'Travel']);
  });

  it('"change the category of Flight home to Snacks": no such item, the editor left as it was, a failure', async () => {
    await pages.client.page.goto(`${pages.origin}/sheet`);
    const result = await pages.client.act('change the category of Flight home to Snacks');
    expect(result.success).toBe(false);
    expect(await column(2)).toEqual(['Travel', 'Events', 'Meals', 'Events', 'Travel']);
  });

  it('"clear the Amount of Museum tickets": the selected cell cleared with Delete, shown empty after', async () => {
    await pages.client.page.goto(`${pages.origin}/sheet`);
    const result = await pages.client.act('clear the Amount of Museum tickets');
    expect(result.success, result.message).toBe(true);
    expect(await column(3)).toEqual(['38', '299', '184', '', '395']);
  });

  it('a cell that holds its own input is filled: "set the Qty of Pens to 3"', async () => {
    await pages.client.page.goto(`${pages.origin}/stock`);
    const result = await pages.client.act('set the Qty of Pens to 3');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('input').evaluateAll((all) => all.map((i) => (i as HTMLInputElement).value))).toEqual(['3', '2']);
  });

  it('a plain table whose cells take a click for something else (a pointer) is not edited: a hand-over', async () => {
    await pages.client.page.goto(`${pages.origin}/stock`);
    await expect(pages.client.act('set the Status of Ann to Away')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await pages.client.page.evaluate(() => location.hash)).toBe('');
  });
});

describe('ties are handed over, naming them', () => {
  it('a row value in two rows ("the Amount of Travel"): handed over, nothing changed', async () => {
    await pages.client.page.goto(`${pages.origin}/sheet`);
    await expect(pages.client.act('set the Amount of Travel to 5')).rejects.toThrow(/2 rows say "Travel"/);
    expect(await column(3)).toEqual(AMOUNTS);
  });

  it('a header and a row in two tables ("the Amount of Taxi"): handed over, nothing changed', async () => {
    await pages.client.page.goto(`${pages.origin}/two`);
    await expect(pages.client.act('set the Amount of Taxi to 5')).rejects.toThrow(/2 tables have a Amount column/);
    expect(await pages.client.page.locator('td').allTextContents()).toEqual(['Taxi', '38', 'Taxi', '41', 'Hotel', '300']);
  });

  it('a row in one of the two tables is that table\'s ("the Amount of Hotel")', async () => {
    await pages.client.page.goto(`${pages.origin}/two`);
    const result = await pages.client.act('set the Amount of Hotel to 320');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('td').allTextContents()).toEqual(['Taxi', '38', 'Taxi', '41', 'Hotel', '320']);
  });
});

describe('checkbox cells by column and row, or by the column\'s word as a verb', () => {
  it('"tick Approved for the conference ticket" and "untick Approved for Flight home"', async () => {
    await pages.client.page.goto(`${pages.origin}/drawn`);
    const ticked = await pages.client.act('tick Approved for the conference ticket');
    expect(ticked.success, ticked.message).toBe(true);
    expect(ticked.decision?.by).toEqual({ kind: 'rule', rule: 'grid-cell' });
    const unticked = await pages.client.act('untick Approved for Flight home');
    expect(unticked.success, unticked.message).toBe(true);
    expect(await boxes()).toEqual([true, true, false, false, false]);
  });

  it('"approve the Conference ticket" (the one column of boxes titled "Approved") and "mark the team dinner as approved"', async () => {
    await pages.client.page.goto(`${pages.origin}/sheet`);
    const approved = await pages.client.act('approve the Conference ticket');
    expect(approved.success, approved.message).toBe(true);
    const marked = await pages.client.act('mark the team dinner as approved');
    expect(marked.success, marked.message).toBe(true);
    expect(await boxes()).toEqual([true, true, true, false, true]);
  });

  it('a verb that titles no column of boxes ("verify the Conference ticket") is not read as one', async () => {
    await pages.client.page.goto(`${pages.origin}/sheet`);
    await expect(pages.client.act('verify the Conference ticket')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await boxes()).toEqual([true, false, false, false, true]);
  });
});

describe('selecting a row, a column, a cell', () => {
  it('"select the Amount column" and "select the cell with Hotel" where they say they can be selected: clicked, aria-selected after', async () => {
    await pages.client.page.goto(`${pages.origin}/selectable`);
    const column = await pages.client.act('select the Amount column');
    expect(column.success, column.message).toBe(true);
    expect(column.decision?.by).toEqual({ kind: 'rule', rule: 'grid-select' });
    expect(await pages.client.page.locator('[aria-selected=true]').allTextContents()).toEqual(['Amount']);
    const cell = await pages.client.act('select the cell with Hotel');
    expect(cell.success, cell.message).toBe(true);
    expect(await pages.client.page.locator('[aria-selected=true]').allTextContents()).toEqual(['Hotel']);
  });

  it('a table that shows no selection state: "select the Amount column" is handed over, "click the Amount column" clicks its header', async () => {
    await pages.client.page.goto(`${pages.origin}/drawn`);
    await expect(pages.client.act('select the Amount column')).rejects.toThrow(/does not say it can be selected/);
    const clicked = await pages.client.act('click the Amount column');
    expect(clicked.success, clicked.message).toBe(true);
  });

  it('"select the row for Team dinner" never ticks the row\'s Approved box (a titled column\'s value, no selection box)', async () => {
    await pages.client.page.goto(`${pages.origin}/sheet`);
    await expect(pages.client.act('select the row for Team dinner')).rejects.toThrow(/"Approved" value, not a selection box/);
    expect(await boxes()).toEqual([true, false, false, false, true]);
  });

  it('"select row 3" reads the row by its number, and hands over for the same reason', async () => {
    await pages.client.page.goto(`${pages.origin}/sheet`);
    await expect(pages.client.act('select row 3')).rejects.toThrow(/"Approved" value, not a selection box/);
    expect(await boxes()).toEqual([true, false, false, false, true]);
  });
});

describe('worksheet tabs drawn without a role', () => {
  const shown = () => pages.client.page.locator('section:not([hidden])').getAttribute('id');

  it('"switch to the Budget sheet", then "go back to the Expenses tab": the label clicked, the view beside it switched', async () => {
    await pages.client.page.goto(`${pages.origin}/tabs`);
    const budget = await pages.client.act('switch to the Budget sheet');
    expect(budget.success, budget.message).toBe(true);
    expect(budget.decision?.by).toEqual({ kind: 'rule', rule: 'tab-text' });
    expect(await shown()).toBe('budget');
    const back = await pages.client.act('go back to the Expenses tab');
    expect(back.success, back.message).toBe(true);
    expect(await shown()).toBe('expenses');
  });

  it('the tab already shown: the click changes nothing, and the step is not reported done', async () => {
    await pages.client.page.goto(`${pages.origin}/tabs`);
    const again = await pages.client.act('switch to the Expenses sheet').catch((error: Error) => ({ success: false, message: error.message }));
    expect(again.success).toBe(false);
    expect(await shown()).toBe('expenses');
  });
});

describe('a table that edits a row at a time (a filter row and an insert row in its head, Edit / Update / Cancel in the rows)', () => {
  const shown = () => pages.client.page.locator('tbody td').allTextContents();

  it('"set the Age of Bo Chen to 42" where the row\'s Edit button starts the edit and Update keeps it', async () => {
    await pages.client.page.goto(`${pages.origin}/rows-by-button`);
    const result = await pages.client.act('set the Age of Bo Chen to 42');
    expect(result.success, result.message).toBe(true);
    expect(await shown()).toEqual(['Ann Lee', '34', 'Lyon', 'Edit Delete', 'Bo Chen', '42', 'Oslo', 'Edit Delete']);
    expect(await pages.client.page.locator('thead input').evaluateAll((all) => all.map((i) => (i as HTMLInputElement).value))).toEqual(['', '', '', '', '', '']);
  });

  it('"change the City of Ann Lee to Paris" where a click on the row starts the edit (the row drawn anew)', async () => {
    await pages.client.page.goto(`${pages.origin}/rows-by-click`);
    const result = await pages.client.act('change the City of Ann Lee to Paris');
    expect(result.success, result.message).toBe(true);
    expect(await shown()).toEqual(['Ann Lee', '34', 'Paris', 'Edit Delete', 'Bo Chen', '41', 'Oslo', 'Edit Delete']);
  });
});

describe('other ways to name a cell or a column', () => {
  it('"set the Team dinner amount to 190": a row\'s key then a column\'s title in one phrase', async () => {
    await pages.client.page.goto(`${pages.origin}/sheet`);
    const result = await pages.client.act('set the Team dinner amount to 190');
    expect(result.success, result.message).toBe(true);
    expect(await column(3)).toEqual(['38', '299', '190', '48', '395']);
  });

  it(`"rename 'Museum tickets' to 'Museum pass'": the one cell saying the old text, in a plain table`, async () => {
    await pages.client.page.goto(`${pages.origin}/drawn`);
    const result = await pages.client.act("rename 'Museum tickets' to 'Museum pass'");
    expect(result.success, result.message).toBe(true);
    expect(await column(1)).toEqual(['Taxi to airport', 'Conference ticket', 'Team dinner', 'Museum pass', 'Flight home']);
  });

  it('observe "find the Approved column header" on a head drawn with td', async () => {
    await pages.client.page.goto(`${pages.origin}/drawn`);
    const found = await pages.client.observe('find the Approved column header');
    expect(found).toHaveLength(1);
    expect(await pages.client.page.locator(found[0]!.selector).textContent()).toBe('Approved');
  });
});

describe('an edit open in a plain table\'s cell, kept or left by its key (cell-editor)', () => {
  const openAmount = async () => {
    await pages.client.page.locator('tbody tr:nth-child(2) td:nth-child(4)').dblclick();
    await pages.client.page.locator('tbody input:not([type=checkbox])').fill('250');
  };

  it('"press Enter to save the edit": kept, the editor gone', async () => {
    await pages.client.page.goto(`${pages.origin}/sheet`);
    await openAmount();
    const result = await pages.client.act('press Enter to save the edit');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'cell-editor' });
    expect(await column(3)).toEqual(['38', '250', '184', '48', '395']);
  });

  it('"press Escape to cancel the edit": left, the cell as it was', async () => {
    await pages.client.page.goto(`${pages.origin}/sheet`);
    await openAmount();
    const result = await pages.client.act('press Escape to cancel the edit');
    expect(result.success, result.message).toBe(true);
    expect(await column(3)).toEqual(AMOUNTS);
  });
});
