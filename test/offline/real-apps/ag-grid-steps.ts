/**
 * Steps for AG Grid Community 36.2.0 (test/offline/apps/ag-grid/: the UMD bundle from the npm package
 * `ag-grid-community`, MIT, on a host page of ours, `index.html`, set up the way AG Grid's
 * documentation shows, since the package ships no demo page): a data grid of 23 orders (ARIA grid
 * pattern) with sortable column headers, floating filters (text and number) and filter menus, a
 * quick filter box, pagination with a page-size selector, multi-row selection with checkboxes,
 * cell editing (text, number, a select editor) and a Remove button in each row; ours besides: a
 * toolbar (Remove selected, Clear filters, Reset sorting) and a "Last action" line.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole grid state (sort, filters, quick filter, page, page size, selected
 * rows, every row's data, cells being edited, open popups, the "Last action" line) with the state
 * the step started from, with only the asked-for change: any other action leaves a difference.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Row {
  id: number;
  customer: string;
  city: string;
  product: string;
  qty: number;
  price: number;
  status: string;
}
interface GridApi {
  getColumnState(): { colId: string; sort?: string | null; hide?: boolean | null; pinned?: string | null }[];
  getFilterModel(): unknown;
  paginationGetCurrentPage(): number;
  paginationGetPageSize(): number;
  getSelectedRows(): Row[];
  forEachNode(fn: (node: { data: Row }) => void): void;
  getEditingCells(): { rowIndex: number; column: { getColId(): string } }[];
}

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => {
    const api = (window as unknown as { gridApi: GridApi }).gridApi;
    const rows: string[] = [];
    api.forEachNode((node) => rows.push(`${node.data.id} ${node.data.customer} | ${node.data.city} | ${node.data.product} | ${node.data.qty} | ${node.data.status}`));
    // An open popup (a filter menu, a list of a select), named by the column header it is under.
    const popups = Array.from(document.querySelectorAll('.ag-popup-child')).map((popup) => {
      const left = popup.getBoundingClientRect().left;
      const header = Array.from(document.querySelectorAll<HTMLElement>('.ag-header-row-column .ag-header-cell')).find((cell) => {
        const r = cell.getBoundingClientRect();
        return left >= r.left - 1 && left < r.right;
      });
      return `${popup.querySelector('[role=listbox]') ? 'list' : 'menu'} under ${header?.getAttribute('col-id') ?? '?'}`;
    });
    return {
      sort: api.getColumnState().filter((s) => s.sort).map((s) => `${s.colId} ${s.sort}`),
      columns: api.getColumnState().map((s) => `${s.colId}${s.hide ? ' hidden' : ''}${s.pinned ? ` ${s.pinned}` : ''}`),
      filter: JSON.stringify(api.getFilterModel()),
      quick: (document.getElementById('quickFilter') as HTMLInputElement).value,
      page: api.paginationGetCurrentPage(),
      pageSize: api.paginationGetPageSize(),
      selected: api.getSelectedRows().map((r) => r.id).sort(),
      rows,
      editing: api.getEditingCells().map((c) => `${c.rowIndex} ${c.column.getColId()}`),
      popups,
      log: document.getElementById('log')?.textContent ?? '',
    };
  });
type State = Awaited<ReturnType<typeof read>>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared: State | undefined;

const cell = (page: Page, id: number, col: string) => page.locator(`.ag-row[row-id="${id}"] [col-id="${col}"]`);
const rowBox = (page: Page, id: number) => page.locator(`.ag-row[row-id="${id}"] .ag-selection-checkbox input`);
const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true }).locator('.ag-header-cell-label');
const pager = (page: Page, name: string) => page.locator(`.ag-paging-button[aria-label="${name}"]`);
const floating = (page: Page, column: string) => page.getByRole(column === 'Qty' || column === 'Price' ? 'spinbutton' : 'textbox', { name: `${column} Filter Input`, exact: true });

const SETUPS = ['grid', 'sorted', 'filtered', 'page-2', 'page-3', 'two-selected', 'editing'];

async function prepare(page: Page, origin: string, setup: string) {
  if (!SETUPS.includes(setup)) throw new Error(`no AG Grid setup ${setup}`);
  await page.goto(`${origin}/ag-grid/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await page.waitForFunction(() => 'gridApi' in window && document.querySelectorAll('.ag-row').length === 10, undefined, { timeout: LOAD_MS });
  if (setup === 'sorted') {
    await header(page, 'Customer').click();
    await expect.poll(() => read(page).then((s) => s.sort)).toEqual(['customer asc']);
  }
  if (setup === 'filtered') {
    await floating(page, 'City').fill('Berlin');
    await expect(page.locator('.ag-row')).toHaveCount(3);
  }
  if (setup === 'page-2' || setup === 'page-3') {
    await pager(page, setup === 'page-2' ? 'Next Page' : 'Last Page').click();
    await expect.poll(() => read(page).then((s) => s.page)).toBe(setup === 'page-2' ? 1 : 2);
  }
  if (setup === 'two-selected') {
    await rowBox(page, 1002).check();
    await rowBox(page, 1004).check();
    await expect.poll(() => read(page).then((s) => s.selected)).toEqual([1002, 1004]);
  }
  if (setup === 'editing') {
    await cell(page, 1002, 'qty').dblclick();
    await cell(page, 1002, 'qty').locator('input').fill('7');
  }
  await page.mouse.move(0, 0);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

/** The grid as the step found it, with these changes only. */
const becomes = (changes: Partial<State>) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const want = { ...prepared, ...changes };
  await expect.poll(() => read(page), { timeout: 3_000 }).toEqual(want);
};
/** The rows as they started, with one order changed (`null` removes it). */
const rowsWith = (id: number, to: string | null) => prepared!.rows.flatMap((r) => (r.startsWith(`${id} `) ? (to === null ? [] : [`${id} ${to}`]) : [r]));
const changed = (id: number, field: 'qty' | 'status' | 'product', to: string, log: string) => async (page: Page) => {
  const row = prepared!.rows.find((r) => r.startsWith(`${id} `))!;
  const [name, city, product, qty, status] = row.slice(String(id).length + 1).split(' | ');
  const parts = { product, qty, status, [field]: to };
  await becomes({ rows: rowsWith(id, `${name} | ${city} | ${parts.product} | ${parts.qty} | ${parts.status}`), log: `Last action: ${log}` })(page);
};
const removed = (log: string, ...ids: number[]) => async (page: Page) =>
  becomes({
    rows: prepared!.rows.filter((r) => !ids.some((id) => r.startsWith(`${id} `))),
    selected: prepared!.selected.filter((id) => !ids.includes(id)),
    log: `Last action: ${log}`,
  })(page);
const text = (column: string, value: string) => JSON.stringify({ [column]: { filterType: 'text', type: 'contains', filter: value } });

/** An ambiguous step: the right outcome is a hand-over, and the grid as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).click();
const steps = (...refs: ((page: Page) => Promise<unknown>)[]) => async (page: Page) => {
  for (const ref of refs) await ref(page);
};
const edit = (id: number, col: string, value: string) => async (page: Page) => {
  await cell(page, id, col).dblclick();
  await cell(page, id, col).locator('input').fill(value);
  await page.keyboard.press('Enter');
};
const pick = (id: number, value: string) => async (page: Page) => {
  await cell(page, id, 'status').dblclick();
  await cell(page, id, 'status').getByRole('combobox').click();
  await page.locator('.ag-popup').getByRole('option', { name: value, exact: true }).click();
};
const pageSize = (size: string) => async (page: Page) => {
  await page.getByRole('combobox', { name: 'Page Size' }).click();
  await page.locator('.ag-popup').getByRole('option', { name: size, exact: true }).click();
};

export const AG_GRID_STEPS: AppStep[] = [
  // Sorting by a column header.
  ...says('grid', (page) => header(page, 'Customer').click(), becomes({ sort: ['customer asc'] }), ['sort by Customer', 'click the Customer column header']),
  ...says('grid', (page) => header(page, 'Price').click(), becomes({ sort: ['price asc'] }), ['sort the orders by price']),
  ...says('grid', steps((page) => header(page, 'Qty').click(), (page) => header(page, 'Qty').click()), becomes({ sort: ['qty desc'] }), [
    'sort by Qty, highest first',
  ]),
  ...says('sorted', (page) => header(page, 'Customer').click(), becomes({ sort: ['customer desc'] }), ['sort Customer in descending order']),
  ...says('sorted', button('Reset sorting'), becomes({ sort: [], log: 'Last action: sorting reset' }), ['reset the sorting']),

  // Filters.
  ...says('grid', (page) => floating(page, 'City').fill('Berlin'), becomes({ filter: text('city', 'Berlin') }), ['type Berlin in the City filter', 'filter the City column by Berlin']),
  ...says('grid', (page) => floating(page, 'Product').fill('lamp'), becomes({ filter: text('product', 'lamp') }), ['filter products by "lamp"']),
  ...says('grid', (page) => floating(page, 'Status').fill('Pending'), becomes({ filter: text('status', 'Pending') }), ['enter Pending in the Status filter box']),
  ...says('grid', (page) => floating(page, 'Qty').fill('2'), becomes({ filter: JSON.stringify({ qty: { filterType: 'number', type: 'equals', filter: 2 } }) }), [
    'fill the Qty filter with 2',
  ]),
  ...says('grid', (page) => page.getByLabel('Search orders').fill('chair'), becomes({ quick: 'chair' }), ['search orders for "chair"']),
  ...says('filtered', (page) => floating(page, 'City').fill(''), becomes({ filter: '{}' }), ['clear the City filter']),
  ...says('filtered', button('Clear filters'), becomes({ filter: '{}', log: 'Last action: filters cleared' }), ['click Clear filters']),
  ...says('grid', (page) => page.getByRole('gridcell').filter({ has: floating(page, 'Price') }).getByRole('button', { name: 'Open Filter Menu' }).click(), becomes({ popups: ['menu under price'] }), [
    'open the filter menu of the Price column',
  ]),

  // Pages.
  ...says('grid', (page) => pager(page, 'Next Page').click(), becomes({ page: 1 }), ['go to the next page']),
  ...says('grid', (page) => pager(page, 'Last Page').click(), becomes({ page: 2 }), ['go to the last page']),
  ...says('page-2', (page) => pager(page, 'Previous Page').click(), becomes({ page: 0 }), ['go back to the previous page']),
  ...says('page-3', (page) => pager(page, 'First Page').click(), becomes({ page: 0 }), ['jump to the first page']),
  ...says('grid', pageSize('20'), becomes({ pageSize: 20 }), ['show 20 rows per page']),
  ...says('grid', pageSize('50'), becomes({ pageSize: 50 }), ['choose 50 in the Page Size dropdown']),

  // Selecting rows.
  ...says('grid', (page) => rowBox(page, 1002).check(), becomes({ selected: [1002], log: 'Last action: 1 selected' }), ['select the row for Bruno Costa', 'tick the checkbox of Bruno Costa\'s order']),
  ...says('grid', (page) => rowBox(page, 1004).check(), becomes({ selected: [1004], log: 'Last action: 1 selected' }), ['check order 1004']),
  ...says('grid', (page) => page.getByRole('checkbox', { name: 'Column with Header Selection' }).check(), becomes({
    selected: Array.from({ length: 23 }, (_, i) => 1001 + i),
    log: 'Last action: 23 selected',
  }), ['select all orders']),
  ...says('two-selected', (page) => rowBox(page, 1004).uncheck(), becomes({ selected: [1002], log: 'Last action: 1 selected' }), ['unselect Daniel Novak']),
  ...says('two-selected', button('Remove selected'), async (page) => removed('removed 2 orders', 1002, 1004)(page).then(() => undefined), ['click Remove selected', 'remove the selected orders']),

  // A row's own button.
  ...says('grid', (page) => cell(page, 1005, '0').getByRole('button', { name: 'Remove' }).click(), removed('removed order 1005', 1005), [
    'remove the order of Elena Rossi',
    'click Remove in the row for Elena Rossi',
  ]),
  ...says('grid', (page) => cell(page, 1003, '0').getByRole('button', { name: 'Remove' }).click(), removed('removed order 1003', 1003), ['delete the third order']),
  ...says('grid', (page) => cell(page, 1007, '0').getByRole('button', { name: 'Remove' }).click(), removed('removed order 1007', 1007), ['remove order 1007']),

  // Editing cells.
  ...says('grid', edit(1003, 'qty', '5'), changed(1003, 'qty', '5', 'order 1003 Qty set to 5'), ['change the quantity of order 1003 to 5', 'set Qty to 5 for Chloe Dubois']),
  ...says('grid', edit(1001, 'product', 'Floor lamp'), changed(1001, 'product', 'Floor lamp', 'order 1001 Product set to Floor lamp'), [
    'rename the product of order 1001 to "Floor lamp"',
  ]),
  ...says('grid', pick(1004, 'Shipped'), changed(1004, 'status', 'Shipped', 'order 1004 Status set to Shipped'), [
    "set the status of Daniel Novak's order to Shipped",
    'change Status to Shipped in the row for order 1004',
  ]),
  ...says('editing', (page) => page.keyboard.press('Enter'), async (page) => {
    const row = prepared!.rows.find((r) => r.startsWith('1002 '))!;
    await becomes({ editing: [], rows: rowsWith(1002, row.slice(5).replace('| 1 |', '| 7 |')), log: 'Last action: order 1002 Qty set to 7' })(page);
  }, ['press Enter to save the edit']),
  ...says('editing', (page) => page.keyboard.press('Escape'), becomes({ editing: [] }), ['cancel the edit']),

  // Ambiguous: a Remove button in every row; a filter menu in every column; three orders from Lyon.
  ...asks('grid', ['click Remove', 'open the filter menu', 'select the Lyon order']),

  // Finding things.
  ...finds('grid', '[aria-label="Customer Filter Input"]', ['find the Customer filter box']),
  ...finds('grid', '.ag-paging-button[aria-label="Next Page"]', ['find the Next Page button']),
  ...finds('grid', '.ag-row[row-id="1008"]', ['find the row for Hugo Schmidt']),
];

export const AG_GRID: RealApp = { name: 'ag-grid', steps: AG_GRID_STEPS, prepare, state };
