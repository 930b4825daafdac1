/**
 * Issue 25, item 4: rows and columns of a table inserted, deleted and sorted through the menu the
 * table opens on a right-click (rules/table-menu.ts, offline/menu-layer.ts), on pages of our own: a
 * table with numbered rows and a head drawn with `td`, whose menu is a positioned layer of plain
 * divs (no ARIA), its words unlike any app's in the corpus. The entry is found after the right-click
 * (the layer of short entries that appeared) by the step's verb, thing and place; the table must
 * then show the change, else the step fails.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

/**
 * A sheet of our own. `entries` are the menu's entries for a row (on a row number) and for a
 * column (on a header): label → what it does. `broken` entries do nothing.
 */
const sheet = (rowEntries: string[], columnEntries: string[], broken: string[] = []) => `<!doctype html><title>Sheet</title>
<style>.layer { position: absolute; background: #fff; border: 1px solid #888; z-index: 5; } .layer > div { padding: 2px 8px; cursor: pointer; }</style>
<p>Right-click a row number or a column title for its menu.</p>
<table id="t"><thead></thead><tbody></tbody></table>
<script>
  let heads = ['Item', 'Kind', 'Amount'];
  let rows = [['Taxi', 'Travel', '38'], ['Hotel', 'Lodging', '560'], ['Dinner', 'Meals', '184'], ['Metro', 'Travel', '12']];
  const t = document.getElementById('t');
  const act = {
    'row-before': (r) => rows.splice(r, 0, heads.map(() => '')),
    'row-after': (r) => rows.splice(r + 1, 0, heads.map(() => '')),
    'row-delete': (r) => rows.splice(r, 1),
    'col-before': (c) => { heads.splice(c, 0, 'New'); rows.forEach((row) => row.splice(c, 0, '')); },
    'col-after': (c) => { heads.splice(c + 1, 0, 'New'); rows.forEach((row) => row.splice(c + 1, 0, '')); },
    'col-delete': (c) => { heads.splice(c, 1); rows.forEach((row) => row.splice(c, 1)); },
    'sort-up': (c) => rows.sort((a, b) => Number(a[c]) - Number(b[c]) || a[c].localeCompare(b[c])),
    'sort-down': (c) => rows.sort((a, b) => Number(b[c]) - Number(a[c]) || b[c].localeCompare(a[c])),
  };
  const menu = (x, y, entries, at) => {
    close();
    const layer = document.createElement('div');
    layer.className = 'layer';
    layer.style.left = x + 'px';
    layer.style.top = y + 'px';
    for (const [label, what] of entries) {
      const entry = document.createElement('div');
      entry.textContent = label;
      entry.addEventListener('click', () => { close(); if (!${JSON.stringify(broken)}.includes(label)) act[what](at); draw(); });
      layer.appendChild(entry);
    }
    document.body.appendChild(layer);
  };
  const close = () => document.querySelectorAll('.layer').forEach((l) => l.remove());
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') close(); });
  const ROW = ${JSON.stringify(rowEntries.map((e) => e.split('=')))};
  const COLUMN = ${JSON.stringify(columnEntries.map((e) => e.split('=')))};
  const draw = () => {
    t.tHead.innerHTML = '<tr><td></td>' + heads.map((h) => '<td>' + h + '</td>').join('') + '</tr>';
    t.tBodies[0].innerHTML = rows.map((r, i) => '<tr><td>' + (i + 1) + '</td>' + r.map((v) => '<td>' + v + '</td>').join('') + '</tr>').join('');
    t.tHead.querySelectorAll('td').forEach((td, i) => { if (i) td.oncontextmenu = (e) => { e.preventDefault(); menu(e.pageX, e.pageY, COLUMN, i - 1); }; });
    t.tBodies[0].querySelectorAll('tr').forEach((tr, i) => { tr.cells[0].oncontextmenu = (e) => { e.preventDefault(); menu(e.pageX, e.pageY, ROW, i); }; });
  };
  draw();
</script>`;

const ROW_MENU = ['Add row above=row-before', 'Add row below=row-after', 'Remove this row=row-delete'];
const COLUMN_MENU = ['Add column to the left=col-before', 'Add column to the right=col-after', 'Remove column=col-delete', 'Sort A to Z=sort-up', 'Sort Z to A=sort-down'];

const pages = ownPages({
  '/sheet': sheet(ROW_MENU, COLUMN_MENU),
  // Two entries that both say "add row above" (which one is meant is not certain).
  '/twice': sheet(['Add row above=row-before', 'Add empty row above=row-before', 'Remove this row=row-delete'], COLUMN_MENU),
  // The menu has no entry to insert a row.
  '/no-insert': sheet(['Remove this row=row-delete', 'Copy row=row-after'], COLUMN_MENU),
  // An entry that does nothing when picked.
  '/broken': sheet(ROW_MENU, COLUMN_MENU, ['Remove this row']),
  // A table that opens no menu of its own.
  '/plain': '<!doctype html><title>Plain</title><table><thead><tr><td></td><td>Item</td><td>Amount</td></tr></thead><tbody><tr><td>1</td><td>Taxi</td><td>38</td></tr><tr><td>2</td><td>Hotel</td><td>560</td></tr></tbody></table>',
});

const page = () => pages.client.page;
const table = () => page().locator('#t tr').evaluateAll((trs) => trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells, (c) => c.textContent).slice(1).join('|')));
const layers = () => page().locator('.layer').count();
const open = async (path: string) => {
  await page().goto(`${pages.origin}${path}`);
  return table();
};

describe('rows and columns through the menu a table opens on a right-click (table-menu)', () => {
  it('"insert a row above Hotel": the row number right-clicked, "Add row above" picked; a blank row stands where Hotel was', async () => {
    const before = await open('/sheet');
    const result = await pages.client.act('insert a row above Hotel');
    expect(result.success).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'table-menu' });
    expect(await table()).toEqual([before[0], before[1], '||', ...before.slice(2)]);
    expect(await layers()).toBe(0);
  });

  it('"add a new row below the last one" and "delete row 2": the last row, a row by its number', async () => {
    const before = await open('/sheet');
    expect((await pages.client.act('add a new row below the last one')).success).toBe(true);
    expect(await table()).toEqual([...before, '||']);
    expect((await pages.client.act('delete row 2')).success).toBe(true);
    expect(await table()).toEqual([before[0], before[1], before[3], before[4], '||']);
  });

  it('"delete the row for Dinner": the row by a cell it holds', async () => {
    const before = await open('/sheet');
    expect((await pages.client.act('delete the row for Dinner')).success).toBe(true);
    expect(await table()).toEqual(before.filter((r) => !r.startsWith('Dinner')));
  });

  it('"insert a column after Kind" and "delete the Item column": the header right-clicked, the entry by its place words (right, left)', async () => {
    await open('/sheet');
    expect((await pages.client.act('insert a column after Kind')).success).toBe(true);
    expect((await table())[0]).toBe('Item|Kind|New|Amount');
    expect((await pages.client.act('delete the Item column')).success).toBe(true);
    expect((await table())[0]).toBe('Kind|New|Amount');
    expect((await table())[1]).toBe('Travel||38');
  });

  it('"sort by Amount, largest first": a header that says no sort state is sorted through its menu ("Sort Z to A"), the order read after', async () => {
    await open('/sheet');
    const result = await pages.client.act('sort by Amount, largest first');
    expect(result.success).toBe(true);
    expect((await table()).slice(1).map((r) => r.split('|')[2])).toEqual(['560', '184', '38', '12']);
  });

  it('two entries fit: the menu is closed again and the step handed over naming them, the table as it was', async () => {
    const before = await open('/twice');
    await expect(pages.client.act('insert a row above Hotel')).rejects.toThrow(/2 entries of the menu fit \("add row above", "add empty row above"\)/);
    expect(await layers()).toBe(0);
    expect(await table()).toEqual(before);
  });

  it('no entry fits: the menu is closed again and the step handed over naming the entries it shows', async () => {
    const before = await open('/no-insert');
    await expect(pages.client.act('insert a row above Hotel')).rejects.toThrow(/no entry of the menu says insert\/add\/new \+ row\/rows \+ before\/above \(it shows "remove this row", "copy row"\)/);
    expect(await layers()).toBe(0);
    expect(await table()).toEqual(before);
  });

  it('an entry picked whose change does not show: the step fails, never a success', async () => {
    const before = await open('/broken');
    const result = await pages.client.act('delete row 3');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/4 rows before, 4 now/);
    expect(await table()).toEqual(before);
  });

  it('a row named by text two rows hold is handed over with the page untouched', async () => {
    const before = await open('/sheet');
    await expect(pages.client.act('delete the row for Travel')).rejects.toThrow(MissingLLMConfigurationError);
    await expect(pages.client.act('delete the row for Travel')).rejects.toThrow(/2 rows say "Travel"/);
    expect(await table()).toEqual(before);
    expect(await layers()).toBe(0);
  });
});

describe('a row\'s or a column\'s menu opened (table-menu-open)', () => {
  it('"open the context menu of row 3" and "right-click the Amount header": the number cell, the header right-clicked; the layer that appeared is the menu', async () => {
    await open('/sheet');
    const row = await pages.client.act('open the context menu of row 3');
    expect(row.success, row.message).toBe(true);
    expect(row.decision?.by).toEqual({ kind: 'rule', rule: 'table-menu-open' });
    expect(await page().locator('.layer').innerText()).toContain('Remove this row');
    await page().keyboard.press('Escape');
    const header = await pages.client.act('right-click the Amount header');
    expect(header.success, header.message).toBe(true);
    expect(await page().locator('.layer').innerText()).toContain('Sort Z to A');
  });

  it('a table that opens no menu: handed over saying so, never a success ("open the context menu of row 2", "delete row 2")', async () => {
    await open('/plain');
    await expect(pages.client.act('open the context menu of row 2')).rejects.toThrow(/opened no menu/);
    await expect(pages.client.act('delete row 2')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await page().locator('tbody tr').count()).toBe(2);
  });
});
