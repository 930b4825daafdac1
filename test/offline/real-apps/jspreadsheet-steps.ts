/**
 * Steps for Jspreadsheet CE 5.0.4 (test/offline/apps/jspreadsheet/: the npm package
 * `jspreadsheet-ce`, MIT, with jSuites 6.4.3, MIT, on a host page of ours, `index.html`, set up the
 * way the package's README and documentation show, since the package ships no demo page): a
 * spreadsheet of a team trip's expenses, twelve rows of typed columns (Item text, Category
 * dropdown, Date calendar, Amount numeric, Approved checkbox), with cell editors, a search box,
 * column sorting, a context menu on headers, row numbers and cells (insert, delete, sort), undo
 * and redo by keyboard, and a second worksheet (Budget) in a tab.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole spreadsheet state (both worksheets' data and column headers, the
 * active worksheet, the search box and the rows it shows, the cell being edited, an open context
 * menu, dropdown or calendar, and the selection where the step asks for one) with the state the
 * step started from, with only the asked-for change: any other action leaves a difference.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Worksheet {
  getData(): unknown[][];
  getHeaders(asArray: true): string[];
  getSelection(): [number, number, number, number] | null | undefined;
  results: number[] | null;
  searchInput: HTMLInputElement;
  edition: [HTMLElement, string, number, number] | null;
  element: HTMLElement;
}

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => {
    const sheets = (window as unknown as { sheets: Worksheet[] }).sheets;
    const sheet = (w: Worksheet) => ({
      headers: w.getHeaders(true).join(' | '),
      // A date picked in the calendar is stored with a time of midnight; typed, without one.
      rows: w.getData().map((row) => row.map((v) => String(v).replace(/ 00:00:00$/, '')).join(' | ')),
      selection: (w.getSelection() ?? []).join(','),
      search: w.searchInput?.value ?? '',
      found: w.results ? [...w.results] : null,
      // The cell being edited: [td, its HTML, x, y] while an editor is open.
      editing: w.edition ? `${w.edition[2]},${w.edition[3]}` : '',
    });
    const tab = document.querySelector('.jtabs-headers > .jtabs-selected');
    return {
      expenses: sheet(sheets[0]!),
      budget: sheet(sheets[1]!),
      tab: (tab?.textContent ?? '').trim(),
      menu: document.querySelectorAll('.jcontextmenu-focus').length > 0,
      dropdown: document.querySelectorAll('.jdropdown-focus').length > 0,
      calendar: document.querySelectorAll('.jcalendar-focus').length > 0,
    };
  });
type State = Awaited<ReturnType<typeof read>>;
type Sheet = State['expenses'];

async function state(page: Page): Promise<string> {
  return JSON.stringify(await read(page));
}

let prepared: State | undefined;

const SETUPS = ['sheet', 'searched', 'budget', 'edited', 'editing', 'selected', 'menu'];

const table = (page: Page, sheet = 0) => page.locator('.jss_worksheet').nth(sheet);
/** A cell by its column (0-based) and row (0-based). */
const cell = (page: Page, x: number, y: number, sheet = 0) => table(page, sheet).locator(`tbody td[data-x="${x}"][data-y="${y}"]`);
const rowNumber = (page: Page, y: number) => table(page).locator(`tbody tr[data-y="${y}"] td.jss_row`);
const header = (page: Page, x: number) => table(page).locator(`thead td[data-x="${x}"]`);
const menuItem = (page: Page, name: string) => page.locator('.jss_contextmenu').getByText(name, { exact: true });
const searchBox = (page: Page) => page.locator('input.jss_search').first();

async function prepare(page: Page, origin: string, setup: string) {
  if (!SETUPS.includes(setup)) throw new Error(`no Jspreadsheet setup ${setup}`);
  await page.goto(`${origin}/jspreadsheet/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await page.waitForFunction(() => 'sheets' in window && document.querySelectorAll('.jss_worksheet tbody tr').length >= 12, undefined, { timeout: LOAD_MS });
  if (setup === 'searched') await searchFor('Travel')(page);
  if (setup === 'budget') await page.locator('.jtabs-headers').getByText('Budget', { exact: true }).click();
  if (setup === 'edited') await edit(3, 1, '45')(page);
  if (setup === 'editing') {
    await cell(page, 3, 1).dblclick();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('45');
  }
  if (setup === 'selected') await cell(page, 3, 8).click();
  if (setup === 'menu') await cell(page, 0, 2).click({ button: 'right' });
  await page.mouse.move(900, 700);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

/**
 * The spreadsheet as the step found it, with these changes only (to the Expenses sheet unless
 * said). Where the change asked for is not a selection, the selection may be anything: typing into
 * a cell, a context menu and Enter move it, each way of doing the step its own way.
 */
const becomes =
  (changes: Partial<Sheet> | ((start: Sheet) => Partial<Sheet>), rest: Partial<Omit<State, 'expenses'>> = {}, anySelection = true) =>
  async (page: Page) => {
    if (!prepared) throw new Error('not prepared');
    const start = prepared.expenses;
    const want = { ...prepared, ...rest, expenses: { ...start, ...(typeof changes === 'function' ? changes(start) : changes) } };
    const got = async () => {
      const now = await read(page);
      if (!anySelection) return now;
      return { ...now, expenses: { ...now.expenses, selection: want.expenses.selection }, budget: { ...now.budget, selection: want.budget.selection } };
    };
    await expect.poll(got, { timeout: 3_000 }).toEqual(want);
  };
/** A selection: that selection, and nothing else changed. */
const selects = (selection: string) => becomes({ selection }, {}, false);
/** The rows as they started, with one cell changed. */
const rowsWith = (y: number, x: number, to: string) =>
  prepared!.expenses.rows.map((row, i) => (i === y ? row.split(' | ').map((v, j) => (j === x ? to : v)).join(' | ') : row));
/** One cell changed. */
const cellBecomes = (x: number, y: number, to: string) => async (page: Page) => becomes({ rows: rowsWith(y, x, to) })(page);
const EMPTY_ROW = ' |  |  |  | false';
const columnsOf = (row: string, change: (cells: string[]) => string[]) => change(row.split(' | ')).join(' | ');

/** An ambiguous step: the right outcome is a hand-over, and the spreadsheet as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}, {}, false), phrasings);

// --- references ------------------------------------------------------------------------------

function edit(x: number, y: number, value: string) {
  return async (page: Page) => {
    await cell(page, x, y).dblclick();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  };
}
function searchFor(words: string) {
  return async (page: Page) => {
    await searchBox(page).click();
    await searchBox(page).pressSequentially(words);
    await expect.poll(() => page.evaluate(() => (window as unknown as { sheets: Worksheet[] }).sheets[0]!.results !== null)).toBe(true);
  };
}
const onMenu = (target: (page: Page) => ReturnType<Page['locator']>, item: string) => async (page: Page) => {
  await target(page).click({ button: 'right' });
  await menuItem(page, item).click();
};
const pickCategory = (y: number, value: string) => async (page: Page) => {
  await cell(page, 1, y).dblclick();
  await page.locator('.jdropdown-focus .jdropdown-item', { hasText: value }).click();
};
const tick = (y: number) => (page: Page) => cell(page, 4, y).locator('input[type=checkbox]').click();

export const JSPREADSHEET_STEPS: AppStep[] = [
  // Typing into cells.
  ...says('sheet', edit(3, 1, '45'), cellBecomes(3, 1, '45'), ['type 45 in the Amount of Taxi to airport']),
  ...says('sheet', edit(3, 4, '200'), cellBecomes(3, 4, '200'), ['change the amount in row 5 to 200']),
  ...says('sheet', edit(0, 5, 'Metro pass'), cellBecomes(0, 5, 'Metro pass'), ["rename 'Metro card' to 'Metro pass'"]),
  ...says('sheet', edit(0, 10, 'Coffee'), cellBecomes(0, 10, 'Coffee'), ['set the Item in row 11 to Coffee']),
  ...says('sheet', async (page) => {
    await cell(page, 3, 8).click();
    await page.keyboard.press('Delete');
  }, cellBecomes(3, 8, ''), ['clear the Amount of Museum tickets']),

  // Checkboxes.
  ...says('sheet', tick(3), cellBecomes(4, 3, 'true'), ['approve the Conference ticket', 'tick Approved for the conference ticket']),
  ...says('sheet', tick(11), cellBecomes(4, 11, 'false'), ['untick Approved for Flight home']),
  ...says('sheet', tick(4), cellBecomes(4, 4, 'true'), ['mark the team dinner as approved']),

  // The dropdown and calendar editors.
  ...says('sheet', pickCategory(6, 'Travel'), cellBecomes(1, 6, 'Travel'), ['change the category of Laptop charger to Travel']),
  ...says('sheet', pickCategory(5, 'Lodging'), cellBecomes(1, 5, 'Lodging'), ['set Category to Lodging for row 6']),
  ...says('sheet', async (page) => {
    await cell(page, 1, 7).dblclick();
  }, becomes({ editing: '1,7' }, { dropdown: true }), ['open the category dropdown of Lunch with client']),

  ...says('sheet', async (page) => {
    await cell(page, 2, 9).dblclick();
    await page.locator('.jcalendar-focus td.jcalendar-set-day').getByText('13', { exact: true }).click();
  }, cellBecomes(2, 9, '2027-03-13'), ['set the date of Train to Porto to 13 March 2027']),

  // Rows and columns.
  ...says('sheet', onMenu((p) => rowNumber(p, 4), 'Insert a new row before'), becomes((s) => ({ rows: [...s.rows.slice(0, 4), EMPTY_ROW, ...s.rows.slice(4)] })), [
    'insert a row above Team dinner',
  ]),
  ...says('sheet', onMenu((p) => rowNumber(p, 11), 'Insert a new row after'), becomes((s) => ({ rows: [...s.rows, EMPTY_ROW] })), ['add a new row below the last one']),
  ...says('sheet', onMenu((p) => rowNumber(p, 10), 'Delete selected rows'), becomes((s) => ({ rows: s.rows.filter((_, i) => i !== 10) })), [
    'delete the row for Coffee and snacks',
  ]),
  ...says('sheet', onMenu((p) => rowNumber(p, 6), 'Delete selected rows'), becomes((s) => ({ rows: s.rows.filter((_, i) => i !== 6) })), ['delete row 7']),
  ...says('sheet', onMenu((p) => header(p, 3), 'Insert a new column after'), becomes((s) => ({ headers: 'Item | Category | Date | Amount | E | Approved', rows: s.rows.map((r) => columnsOf(r, (c) => [...c.slice(0, 4), '', ...c.slice(4)])) })), [
    'insert a column after Amount',
  ]),
  ...says('sheet', onMenu((p) => header(p, 2), 'Delete selected columns'), becomes((s) => ({ headers: 'Item | Category | Amount | Approved', rows: s.rows.map((r) => columnsOf(r, (c) => c.filter((_, i) => i !== 2))) })), ['delete the Date column']),

  // Sorting.
  ...says('sheet', onMenu((p) => header(p, 3), 'Order descending'), becomes((s) => ({ rows: sortedBy(s.rows, 3, -1) })), ['sort by Amount, largest first']),
  ...says('sheet', onMenu((p) => header(p, 0), 'Order ascending'), becomes((s) => ({ rows: sortedBy(s.rows, 0, 1) })), ['sort the items alphabetically']),
  ...says('sheet', onMenu((p) => header(p, 3), 'Order ascending'), becomes((s) => ({ rows: sortedBy(s.rows, 3, 1) })), ['sort the Amount column in ascending order']),

  // Selecting.
  ...says('sheet', (page) => header(page, 3).click(), selects('3,0,3,11'), ['select the Amount column']),
  ...says('sheet', (page) => rowNumber(page, 3).click(), selects('0,3,4,3'), ['select row 4']),
  ...says('sheet', (page) => cell(page, 0, 2).click(), selects('0,2,0,2'), ['select the cell with Hotel Alfama, 4 nights']),
  ...says('sheet', async (page) => {
    await cell(page, 0, 0).click();
    await cell(page, 1, 2).click({ modifiers: ['Shift'] });
  }, selects('0,0,1,2'), ['select the first three items with their categories']),

  // Search.
  ...says('sheet', searchFor('Travel'), becomes({ search: 'Travel', found: [0, 1, 5, 9, 11] }), ['search for Travel']),
  ...says('sheet', searchFor('flight'), becomes({ search: 'flight', found: [0, 11] }), ["filter the sheet to rows containing 'flight'"]),
  ...says('searched', async (page) => {
    await searchBox(page).click();
    await searchBox(page).press('Control+A');
    await searchBox(page).press('Backspace');
  }, becomes({ search: '', found: null }), ['clear the search box']),

  // Worksheets.
  ...says('sheet', (page) => page.locator('.jtabs-headers').getByText('Budget', { exact: true }).click(), becomes({}, { tab: 'Budget' }), ['switch to the Budget sheet']),
  ...says('budget', (page) => page.locator('.jtabs-headers').getByText('Expenses', { exact: true }).click(), becomes({}, { tab: 'Expenses' }), ['go back to the Expenses tab']),
  ...says('budget', async (page) => {
    await cell(page, 1, 2, 1).dblclick();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('350');
    await page.keyboard.press('Enter');
  }, async (page) => {
    const budget = prepared!.budget;
    await becomes({}, { budget: { ...budget, rows: budget.rows.map((r) => (r.startsWith('Meals ') ? 'Meals | 350' : r)) } })(page);
  }, ['set the Meals budget to 350']),

  // The keyboard.
  ...says('edited', (page) => page.keyboard.press('Control+Z'), becomes(() => ({ rows: rowsWith(1, 3, '38') })), ['undo the last change']),
  ...says('editing', (page) => page.keyboard.press('Escape'), becomes({ editing: '' }), ['press Escape to cancel the edit']),
  ...says('editing', (page) => page.keyboard.press('Enter'), async (page) => becomes({ editing: '', rows: rowsWith(1, 3, '45') })(page), ['press Enter to save the edit']),
  ...says('selected', (page) => page.keyboard.press('Delete'), cellBecomes(3, 8, ''), ['press Delete to clear the selected cell']),

  // The context menu.
  ...says('sheet', (page) => header(page, 1).click({ button: 'right' }), becomes({}, { menu: true }), ['right-click the Category header']),
  ...says('sheet', (page) => rowNumber(page, 2).click({ button: 'right' }), becomes({}, { menu: true }), ['open the context menu of row 3']),
  ...says('menu', (page) => page.keyboard.press('Escape'), becomes({}, { menu: false }), ['close the context menu']),

  // Ambiguous: no row named; no row named; five Travel rows.
  ...asks('sheet', ['delete the row', 'change the amount to 50', 'select the Travel row']),

  // Finding things.
  ...finds('sheet', 'input.jss_search', ['find the search box']),
  ...finds('sheet', '.jss_worksheet >> nth=0 >> thead td[data-x="4"]', ['find the Approved column header']),
  ...finds('sheet', '.jss_worksheet >> nth=0 >> tbody td[data-x="0"][data-y="2"]', ['find the cell with Hotel Alfama, 4 nights']),
];

/** Rows ordered by one column (numbers as numbers); the values in it are all different. */
function sortedBy(rows: string[], x: number, dir: 1 | -1): string[] {
  const key = (row: string) => row.split(' | ')[x]!;
  const numeric = rows.every((row) => /^-?[\d.]+$/.test(key(row)));
  return [...rows].sort((a, b) => dir * (numeric ? Number(key(a)) - Number(key(b)) : key(a).localeCompare(key(b))));
}

export const JSPREADSHEET: RealApp = { name: 'jspreadsheet', steps: JSPREADSHEET_STEPS, prepare, state };
