/**
 * Issue 25 item 4, grid cells named by their row and their column (branch cells), on pages of our
 * own: an ARIA grid whose cells are edited in place, a plain table, and a tree of files drawn in
 * divs and spans with no roles at all (a header of titles above a run of rows, each part of a row
 * under the title at its place; a Starred checkbox and a Status select in each file's row, a
 * folder's row drawing only its name and type; F2 renames the active row in place). The row by
 * its number ("row 2, Amount"), its place ("the 3rd row", "the last row") or a text it shows; the
 * column by its title; ties and rows whose parts do not line up with the titles handed over.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

// An ARIA grid: a click on a text cell opens an input in it, Enter keeps it; Remote and Approved are checkboxes.
const PEOPLE = [
  ['Alice Moreau', 'Engineer', '34', false],
  ['Bruno Keller', 'Manager', '41', true],
  ['Chen Wei', 'Analyst', '29', false],
  ['Dana Okafor', 'Engineer', '38', true],
] as const;
const GRID = `<!doctype html><title>People</title>
<div role="grid" aria-label="People"><div role="row"><span role="columnheader">Name</span><span role="columnheader">Role</span><span role="columnheader">Age</span><span role="columnheader">Remote</span></div>
${PEOPLE.map(([name, role, age, remote]) => `<div role="row"><span role="gridcell" class="ed">${name}</span><span role="gridcell" class="ed">${role}</span><span role="gridcell" class="ed">${age}</span><span role="gridcell"><input type="checkbox" aria-label="Remote"${remote ? ' checked' : ''}></span></div>`).join('\n')}</div>
<script>
  for (const cell of document.querySelectorAll('.ed')) cell.addEventListener('click', () => {
    if (cell.querySelector('input')) return;
    const input = document.createElement('input');
    input.value = cell.textContent;
    cell.textContent = '';
    cell.appendChild(input);
    input.focus();
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter') cell.textContent = input.value; });
  });
</script>`;

// A tree of files drawn without roles: titles in a header, then one div per row, spans for its parts.
const FILES = [
  ['Marketing', 'Folder', null, null],
  ['Campaign plan.docx', 'Document', true, 'Draft'],
  ['Brand guidelines.pdf', 'PDF', false, 'In review'],
  ['Finance', 'Folder', null, null],
  ['Budget.xlsx', 'Spreadsheet', false, 'Final'],
  ['Forecast.xlsx', 'Spreadsheet', true, 'Draft'],
] as const;
const part = (x: number, w: number, inner: string) => `<span class="col" style="left: ${x}px; width: ${w}px">${inner}</span>`;
const rowOf = ([title, type, starred, status]: (typeof FILES)[number]) =>
  `<div class="row">${part(0, 200, `<i class="box"></i><i class="icon">${starred === null ? '' : ' '}</i><span class="name"><span class="title">${title}</span></span>`)}${part(200, 100, type)}${
    starred === null
      ? part(300, 60, '') + part(360, 100, '')
      : part(300, 60, `<input type="checkbox"${starred ? ' checked' : ''}>`) + part(360, 100, `<select>${['Draft', 'In review', 'Final'].map((s) => `<option${s === status ? ' selected' : ''}>${s}</option>`).join('')}</select>`)
  }</div>`;
const TREE = `<!doctype html><title>Files</title><style>.head, .row { position: relative; height: 24px; } .col { position: absolute; top: 0; } .box::before { content: "\\f584"; } .icon::before { content: "\\f3e8"; }</style>
<h1>Team files</h1>
<div class="tree"><div class="head">${part(0, 200, '<span>Name</span>')}${part(200, 100, '<span>Type</span>')}${part(300, 60, '<span>Starred</span>')}${part(360, 100, '<span>Status</span>')}</div>
<div class="list">${FILES.map(rowOf).join('')}</div></div>
<p id="last">Ready</p>
<script>
  let active = null;
  for (const row of document.querySelectorAll('.row')) {
    row.addEventListener('click', () => { active = row; });
    row.addEventListener('dblclick', () => rename(row));
  }
  const rename = (row) => {
    const title = row.querySelector('.title');
    if (!title) return;
    const input = document.createElement('input');
    input.value = title.textContent;
    title.replaceWith(input);
    input.focus();
    input.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      const span = document.createElement('span');
      span.className = 'title';
      span.textContent = input.value;
      input.replaceWith(span);
    });
  };
  document.addEventListener('keydown', (e) => { if (e.key === 'F2' && active && !active.querySelector('input:not([type=checkbox])')) rename(active); });
</script>`;

const pages = ownPages({ '/grid': GRID, '/tree': TREE });

const gridColumn = (x: number) => pages.client.page.locator('[role=row]:not(:first-child) > :nth-child(' + (x + 1) + ')').allTextContents();
const remote = () => pages.client.page.locator('[role=grid] input[type=checkbox]').evaluateAll((all) => all.map((b) => (b as HTMLInputElement).checked));
const titles = () => pages.client.page.locator('.row .title').allTextContents();
const starred = () => pages.client.page.locator('.row input[type=checkbox]').evaluateAll((all) => all.map((b) => (b as HTMLInputElement).checked));
const statuses = () => pages.client.page.locator('.row select').evaluateAll((all) => all.map((s) => (s as HTMLSelectElement).value));

describe('an ARIA grid: the row by its number or its place, the column by its title', () => {
  it('"row 2, column Age: 42": the row by its number, then the column, with a colon before the value', async () => {
    await pages.client.page.goto(`${pages.origin}/grid`);
    const result = await pages.client.act('row 2, column Age: 42');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'grid-cell' });
    expect(await gridColumn(2)).toEqual(['34', '42', '29', '38']);
  });

  it('"row 3, Role: Designer": the column said without the word "column"', async () => {
    await pages.client.page.goto(`${pages.origin}/grid`);
    const result = await pages.client.act('row 3, Role: Designer');
    expect(result.success, result.message).toBe(true);
    expect(await gridColumn(1)).toEqual(['Engineer', 'Manager', 'Designer', 'Engineer']);
  });

  it('"put Designer in the Role cell of the 3rd row": an ordinal row is a place, not a cell\'s text', async () => {
    await pages.client.page.goto(`${pages.origin}/grid`);
    const result = await pages.client.act('put Designer in the Role cell of the 3rd row');
    expect(result.success, result.message).toBe(true);
    expect(await gridColumn(1)).toEqual(['Engineer', 'Manager', 'Designer', 'Engineer']);
  });

  it('"toggle Remote in the last row": the last row\'s box set the other way', async () => {
    await pages.client.page.goto(`${pages.origin}/grid`);
    const result = await pages.client.act('toggle Remote in the last row');
    expect(result.success, result.message).toBe(true);
    expect(await remote()).toEqual([false, true, false, false]);
  });

  it('"tick the Remote box in Chen Wei\'s row": a box named by its column, the row by its owner', async () => {
    await pages.client.page.goto(`${pages.origin}/grid`);
    const result = await pages.client.act("tick the Remote box in Chen Wei's row");
    expect(result.success, result.message).toBe(true);
    expect(await remote()).toEqual([false, true, true, true]);
  });

  it('"erase the Role of Dana Okafor": erase empties the cell', async () => {
    await pages.client.page.goto(`${pages.origin}/grid`);
    const result = await pages.client.act('erase the Role of Dana Okafor');
    expect(result.success, result.message).toBe(true);
    expect(await gridColumn(1)).toEqual(['Engineer', 'Manager', 'Analyst', '']);
  });

  it('"key in Designer as the Role in the 3rd row": the value, "as", the column, the row by its place', async () => {
    await pages.client.page.goto(`${pages.origin}/grid`);
    const result = await pages.client.act('key in Designer as the Role in the 3rd row');
    expect(result.success, result.message).toBe(true);
    expect(await gridColumn(1)).toEqual(['Engineer', 'Manager', 'Designer', 'Engineer']);
  });

  it('a row past the last ("row 9, Age: 5") is handed over, nothing changed', async () => {
    await pages.client.page.goto(`${pages.origin}/grid`);
    await expect(pages.client.act('row 9, Age: 5')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await gridColumn(2)).toEqual(['34', '41', '29', '38']);
  });
});

describe('a tree of files drawn without roles: the column by the title at the same place in the header', () => {
  it('"set the status of Campaign plan.docx to In review": the row\'s Status list chosen in', async () => {
    await pages.client.page.goto(`${pages.origin}/tree`);
    const result = await pages.client.act('set the status of Campaign plan.docx to In review');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'grid-cell' });
    expect(await statuses()).toEqual(['In review', 'In review', 'Final', 'Draft']);
  });

  it('"change Forecast.xlsx\'s status to Final": a possessive row', async () => {
    await pages.client.page.goto(`${pages.origin}/tree`);
    const result = await pages.client.act("change Forecast.xlsx's status to Final");
    expect(result.success, result.message).toBe(true);
    expect(await statuses()).toEqual(['Draft', 'In review', 'Final', 'Final']);
  });

  it('"choose Final from the Status of Brand guidelines.pdf": the value, then the column of the row', async () => {
    await pages.client.page.goto(`${pages.origin}/tree`);
    const result = await pages.client.act('choose Final from the Status of Brand guidelines.pdf');
    expect(result.success, result.message).toBe(true);
    expect(await statuses()).toEqual(['Draft', 'Final', 'Final', 'Draft']);
  });

  it('"select Draft in the Status column for Budget.xlsx"', async () => {
    await pages.client.page.goto(`${pages.origin}/tree`);
    const result = await pages.client.act('select Draft in the Status column for Budget.xlsx');
    expect(result.success, result.message).toBe(true);
    expect(await statuses()).toEqual(['Draft', 'In review', 'Draft', 'Draft']);
  });

  it('"star Budget.xlsx" and "unstar Campaign plan.docx": the column of boxes titled with the verb\'s form', async () => {
    await pages.client.page.goto(`${pages.origin}/tree`);
    const star = await pages.client.act('star Budget.xlsx');
    expect(star.success, star.message).toBe(true);
    const unstar = await pages.client.act('unstar Campaign plan.docx');
    expect(unstar.success, unstar.message).toBe(true);
    expect(await starred()).toEqual([false, false, true, true]);
  });

  it('"check Starred in the Brand guidelines.pdf row"', async () => {
    await pages.client.page.goto(`${pages.origin}/tree`);
    const result = await pages.client.act('check Starred in the Brand guidelines.pdf row');
    expect(result.success, result.message).toBe(true);
    expect(await starred()).toEqual([true, true, false, true]);
  });

  it('observe "the status of Forecast.xlsx" finds that row\'s list', async () => {
    await pages.client.page.goto(`${pages.origin}/tree`);
    const [found] = await pages.client.observe('find the status of Forecast.xlsx');
    expect(found).toBeDefined();
    const value = await pages.client.page.locator(found!.selector).evaluate((el) => (el as HTMLSelectElement).value);
    expect(value).toBe('Draft');
    expect(await pages.client.page.locator(found!.selector).evaluate((el) => el.closest('.row')?.querySelector('.title')?.textContent)).toBe('Forecast.xlsx');
  });

  it('"rename Budget.xlsx to Budget 2027.xlsx": the row\'s title edited in place', async () => {
    await pages.client.page.goto(`${pages.origin}/tree`);
    const result = await pages.client.act('rename Budget.xlsx to Budget 2027.xlsx');
    expect(result.success, result.message).toBe(true);
    expect(await titles()).toEqual(['Marketing', 'Campaign plan.docx', 'Brand guidelines.pdf', 'Finance', 'Budget 2027.xlsx', 'Forecast.xlsx']);
  });

  it('a folder\'s row draws fewer parts than the header has titles ("the Status of Finance"): handed over, nothing changed', async () => {
    await pages.client.page.goto(`${pages.origin}/tree`);
    await expect(pages.client.act('set the Status of Finance to Final')).rejects.toThrow(/parts under 4 column titles/);
    expect(await statuses()).toEqual(['Draft', 'In review', 'Final', 'Draft']);
  });

  it('two rows showing the key ("star Spreadsheet": a type two files have) are handed over, nothing changed', async () => {
    await pages.client.page.goto(`${pages.origin}/tree`);
    await expect(pages.client.act('star Spreadsheet')).rejects.toThrow(/2 rows say "Spreadsheet"/);
    expect(await starred()).toEqual([true, false, false, true]);
  });

  it('a value the list does not offer is handed over, nothing changed', async () => {
    await pages.client.page.goto(`${pages.origin}/tree`);
    await expect(pages.client.act('set the status of Budget.xlsx to Archived')).rejects.toThrow(/offers no "Archived"/);
    expect(await statuses()).toEqual(['Draft', 'In review', 'Final', 'Draft']);
  });
});
