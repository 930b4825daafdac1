/**
 * A seventh step list, the sixth phrasings batch (issue 25), on six of the repo's apps of the kinds the held-out
 * checks are made of: a data grid with inline editing (AG Grid), a spreadsheet (Jspreadsheet), a file tree with
 * renaming and folders (Wunderbaum), a TodoMVC (the Vue one) as a tester of Playwright's TodoMVC scenarios would
 * vary them, a widget toolkit with menus, a spinner and a date picker (jQuery UI), and web components with a
 * menu, a tree, a dialog and a rating (Shoelace). Things each app's own steps ask for, said the way a different
 * tester would: a cell named by its row's person or its row number and its column ("Bruno Costa's quantity", "the
 * qty in row 3"), a value said as a correction ("the Team dinner cost 210, not 184"), nouns without a verb ("20 per
 * page", "Amount, highest to lowest", "Advanced, please"), questions ("what have I finished?"), a tree's words
 * (rename … as, fold up, open everything up, make a new folder), a number box bumped by an amount, a day of a
 * date picker said as an ordinal ("the 14th"), menus said as a path ("Music, then Jazz, then Freejazz", "Edit >
 * Cut") or with "from the … menu", undo said as "take that back", and TodoMVC's complete-all, edit, clear-completed
 * and filters in other words. Four steps are ambiguous on purpose: the right outcome is a hand-over with the page
 * untouched. Each app runs as `<app>/phrasings6` on the app's own pages and setups, plus two setups of ours on
 * jQuery UI's page (`APPS=phrasings6` runs the six).
 * Blind: written before the resolver was run on them (and before its grammar and rules were read), checked with
 * `REFERENCE=1`, and frozen (test/offline/real-apps-frozen.test.ts).
 *
 * Every check compares the app's whole state (its own `state` where it has one, parsed; for TodoMVC and jQuery UI
 * a reading of ours of every todo, field, menu line, dialog and calendar), read afresh after the step, with the
 * state the step started from, with only the asked-for change: any other action leaves a difference. Where two
 * ways of doing a step are both right (a column filter or the quick filter for "only orders from Oslo"), the
 * check names both end states and accepts either.
 */
import { expect, type Page } from '@playwright/test';
import { says, type AppStep, type RealApp } from './corpus.js';
import { AG_GRID } from './ag-grid-steps.js';
import { JSPREADSHEET } from './jspreadsheet-steps.js';
import { WUNDERBAUM } from './wunderbaum-steps.js';
import { TODOMVC_APPS } from './todomvc-steps.js';
import { JQUERY_UI } from './jquery-ui-steps.js';
import { SHOELACE } from './shoelace-steps.js';

type State = Record<string, any>;
type Changes = State | ((before: State, page: Page) => State | Promise<State>);

const isObject = (v: unknown): v is State => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` with `patch` laid over it: objects merged key by key, anything else (arrays too) replaced. */
function merge(base: State, patch: State): State {
  const out: State = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = isObject(v) && isObject(base[k]) ? merge(base[k], v) : v;
  return out;
}

/** An app's whole state, recorded when a step's setup is ready; `becomes` compares the page with it. */
function tracked(read: (page: Page) => Promise<State>) {
  let prepared: State | undefined;
  const wanted = async (changes: Changes, page: Page) => merge(prepared!, typeof changes === 'function' ? await changes(prepared!, page) : changes);
  const differs = (got: State, want: State) =>
    Object.keys({ ...want, ...got })
      .filter((k) => JSON.stringify(got[k]) !== JSON.stringify(want[k]))
      .map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify(want[k])}`)
      .join('; ');
  return {
    record: async (page: Page) => {
      prepared = await read(page);
    },
    /** The page as the step found it, with these changes only; or with one of several sets of changes (`alternatives`). */
    becomes: (changes: Changes, ...alternatives: Changes[]) => async (page: Page) => {
      if (!prepared) throw new Error('not prepared');
      const wants = await Promise.all([changes, ...alternatives].map((c) => wanted(c, page)));
      const matches = async () => {
        const got = await read(page);
        return wants.some((w) => JSON.stringify(w) === JSON.stringify(got)) ? 'as asked' : differs(got, wants[0]!);
      };
      await expect.poll(matches, { timeout: 5_000 }).toBe('as asked').catch(async () => {
        throw new Error(`page state differs: ${await matches()}`);
      });
    },
  };
}

/** An app's own `state` (a JSON string), parsed. */
const ownState = (app: RealApp) => async (page: Page): Promise<State> => JSON.parse(await app.state!(page)) as State;

const nothing = async () => undefined;

// --- AG Grid -------------------------------------------------------------------------------------

const grid = tracked(ownState(AG_GRID));
const gb = grid.becomes;
const gCell = (page: Page, id: number, col: string) => page.locator(`.ag-row[row-id="${id}"] [col-id="${col}"]`);
const gHeader = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true }).locator('.ag-header-cell-label');
const gPager = (page: Page, name: string) => page.locator(`.ag-paging-button[aria-label="${name}"]`);
const gFloating = (page: Page, column: string) => page.getByRole('textbox', { name: `${column} Filter Input`, exact: true });
const gEdit = (id: number, col: string, value: string) => async (page: Page) => {
  await gCell(page, id, col).dblclick();
  await gCell(page, id, col).locator('input').fill(value);
  await page.keyboard.press('Enter');
};
const gPick = (id: number, value: string) => async (page: Page) => {
  await gCell(page, id, 'status').dblclick();
  await gCell(page, id, 'status').getByRole('combobox').click();
  await page.locator('.ag-popup').getByRole('option', { name: value, exact: true }).click();
};
/** One order's field changed, and the "Last action" line the grid writes for it. */
const gChanged = (id: number, field: 'product' | 'qty' | 'status', to: string, column: string) => (b: State) => ({
  rows: (b.rows as string[]).map((r) => {
    if (!r.startsWith(`${id} `)) return r;
    const [name, city, product, qty, status] = r.slice(String(id).length + 1).split(' | ');
    const parts: Record<string, string | undefined> = { product, qty, status, [field]: to };
    return `${id} ${name} | ${city} | ${parts.product} | ${parts.qty} | ${parts.status}`;
  }),
  log: `Last action: order ${id} ${column} set to ${to}`,
});
const containsText = (column: string, value: string) => JSON.stringify({ [column]: { filterType: 'text', type: 'contains', filter: value } });

const AG_GRID_PHRASINGS: AppStep[] = [
  ...says('grid', gEdit(1002, 'qty', '4'), gb(gChanged(1002, 'qty', '4', 'Qty')), ["change Bruno Costa's quantity to 4"]),
  ...says('grid', gEdit(1003, 'qty', '6'), gb(gChanged(1003, 'qty', '6', 'Qty')), ['set the qty in row 3 to 6']),
  ...says('grid', gPick(1007, 'Delivered'), gb(gChanged(1007, 'status', 'Delivered', 'Status')), ["mark Greta Larsen's order as Delivered"]),
  ...says('grid', gEdit(1006, 'product', 'HD webcam'), gb(gChanged(1006, 'product', 'HD webcam', 'Product')), ["the product for order 1006 should read 'HD webcam'"]),
  ...says('grid', async (page) => {
    await gHeader(page, 'Price').click();
    await gHeader(page, 'Price').click();
  }, gb({ sort: ['price desc'] }), ['most expensive orders first']),
  ...says('grid', (page) => gPager(page, 'Next Page').click(), gb({ page: 1 }), ['page 2 please']),
  ...says('page-3', (page) => gPager(page, 'First Page').click(), gb({ page: 0 }), ['back to page one']),
  ...says('grid', (page) => gFloating(page, 'City').fill('Oslo'), gb({ filter: containsText('city', 'Oslo') }, { quick: 'Oslo' }), ['only orders from Oslo']),
  ...says('grid', async (page) => {
    await page.getByRole('combobox', { name: 'Page Size' }).click();
    await page.locator('.ag-popup').getByRole('option', { name: '20', exact: true }).click();
  }, gb({ pageSize: 20 }), ['20 per page']),
  ...says('editing', (page) => page.keyboard.press('Escape'), gb({ editing: [] }), ["never mind, don't keep that edit"]),
  ...says('filtered', (page) => gFloating(page, 'City').fill(''), gb({ filter: '{}' }, { filter: '{}', log: 'Last action: filters cleared' }), ['get rid of the Berlin filter']),
  // Ambiguous: no order is named; 23 Status cells.
  ...says('grid', nothing, gb({}), ['set the status to Shipped']),
];

// --- Jspreadsheet --------------------------------------------------------------------------------

/** The spreadsheet's state without where the selection is (typing into a cell and Enter move it). */
const sheetState = async (page: Page): Promise<State> => {
  const s = await ownState(JSPREADSHEET)(page);
  return { ...s, expenses: { ...s.expenses, selection: '' }, budget: { ...s.budget, selection: '' } };
};
const sheet = tracked(sheetState);
const xb = sheet.becomes;
const sTable = (page: Page, n = 0) => page.locator('.jss_worksheet').nth(n);
const sCell = (page: Page, x: number, y: number, n = 0) => sTable(page, n).locator(`tbody td[data-x="${x}"][data-y="${y}"]`);
const sHeader = (page: Page, x: number) => sTable(page).locator(`thead td[data-x="${x}"]`);
const sEdit = (x: number, y: number, value: string, n = 0) => async (page: Page) => {
  await sCell(page, x, y, n).dblclick();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
};
/** The Expenses rows with one cell changed. */
const sCellIs = (x: number, y: number, to: string) => (b: State) => ({
  expenses: { rows: (b.expenses.rows as string[]).map((row, i) => (i === y ? row.split(' | ').map((v, j) => (j === x ? to : v)).join(' | ') : row)) },
});
const sAmountDesc = (b: State) => ({
  expenses: { rows: [...(b.expenses.rows as string[])].sort((p, q) => Number(q.split(' | ')[3]) - Number(p.split(' | ')[3])) },
});

const JSPREADSHEET_PHRASINGS: AppStep[] = [
  ...says('sheet', sEdit(3, 4, '210'), xb(sCellIs(3, 4, '210')), ['the Team dinner cost 210, not 184']),
  ...says('sheet', sEdit(3, 6, '70'), xb(sCellIs(3, 6, '70')), ['set the amount in row 7 to 70']),
  ...says('sheet', async (page) => {
    await sCell(page, 1, 8).dblclick();
    await page.locator('.jdropdown-focus .jdropdown-item', { hasText: 'Travel' }).click();
  }, xb(sCellIs(1, 8, 'Travel')), ['Museum tickets should be categorised as Travel']),
  ...says('sheet', (page) => sCell(page, 4, 10).locator('input[type=checkbox]').click(), xb(sCellIs(4, 10, 'true')), ['Coffee and snacks: approved']),
  ...says('sheet', async (page) => {
    await sCell(page, 2, 7).dblclick();
    await page.locator('.jcalendar-focus td.jcalendar-set-day').getByText('12', { exact: true }).click();
  }, xb(sCellIs(2, 7, '2027-03-12')), ['move Lunch with client to the 12th']),
  ...says('sheet', async (page) => {
    await sCell(page, 3, 5).click();
    await page.keyboard.press('Delete');
  }, xb(sCellIs(3, 5, '')), ['blank out the amount for the Metro card']),
  ...says('sheet', async (page) => {
    await sHeader(page, 3).click({ button: 'right' });
    await page.locator('.jss_contextmenu').getByText('Order descending', { exact: true }).click();
  }, xb(sAmountDesc), ['Amount, highest to lowest']),
  ...says('budget', sEdit(1, 3, '450', 1), xb((b) => ({ budget: { rows: (b.budget.rows as string[]).map((r) => (r.startsWith('Events ') ? 'Events | 450' : r)) } })), [
    'bump the Events budget up to 450',
  ]),
  ...says('edited', (page) => page.keyboard.press('Control+Z'), xb(sCellIs(3, 1, '38')), ['oops, take that back']),
  // Ambiguous: no row is named; twelve dates.
  ...says('sheet', nothing, xb({}), ['change the date to the 14th']),
];

// --- Wunderbaum ----------------------------------------------------------------------------------

type Row = { title: string; parent: string | null; expanded: boolean; selected: boolean; starred: unknown; status: unknown; shown: boolean };
interface TreeChange {
  rows?: Record<string, Partial<Row>>;
  renamed?: Record<string, string>;
  removed?: string[];
  added?: string[];
  /** Rows shown, when a filter decides it (folders' expanded flags are then the tree's own business). */
  shown?: string[];
  filter?: string;
  /** The row acted on: it may become the active row, and the status line may say so. */
  on?: string;
  /** Status lines the step may leave (besides the one it found and "Active: <on>"). */
  status?: string[];
}

const treeRead = ownState(WUNDERBAUM);
let treeStart: State | undefined;
/** The tree as the step found it, with these changes only; the active row and the status line as the step may leave them. */
const tb = (change: TreeChange) => async (page: Page) => {
  if (!treeStart) throw new Error('not prepared');
  const from = treeStart;
  const removed = new Set(change.removed ?? []);
  let rows: Row[] = (from.rows as Row[])
    .filter((r) => !removed.has(r.title) && !(r.parent && removed.has(r.parent)))
    .map((r) => ({ ...r, ...change.rows?.[r.title] }))
    .map((r) => ({ ...r, title: change.renamed?.[r.title] ?? r.title, parent: r.parent && (change.renamed?.[r.parent] ?? r.parent) }));
  for (const title of change.added ?? []) rows.push({ title, parent: null, expanded: false, selected: false, starred: null, status: null, shown: true });
  const byTitle = new Map(rows.map((r) => [r.title, r]));
  const shows = (r: Row): boolean => !r.parent || (!!byTitle.get(r.parent)?.expanded && shows(byTitle.get(r.parent)!));
  rows = rows.map((r) => ({ ...r, shown: change.shown ? change.shown.includes(r.title) : shows(r) }));
  const comparable = (rs: Row[]) => (change.shown ? rs.map(({ expanded: _, ...r }) => r) : rs);
  const actives = [from.active, change.on, change.on && change.renamed?.[change.on]].filter((a) => a !== undefined);
  const statuses = [from.status, ...(change.on ? [`Active: ${change.on}`] : []), ...(change.status ?? [])];
  const want = { rows: comparable(rows), filter: change.filter ?? from.filter, editing: false, url: from.url, active: 'as asked', status: 'as asked' };
  const got = async () => {
    const s = await treeRead(page);
    return {
      rows: comparable(s.rows as Row[]),
      filter: s.filter,
      editing: s.editing,
      url: s.url,
      active: actives.includes(s.active) ? 'as asked' : s.active,
      status: statuses.includes(s.status) ? 'as asked' : s.status,
    };
  };
  await expect.poll(got, { timeout: 5_000 }).toEqual(want).catch(async () => {
    const g = (await got()) as State;
    const keys = Object.keys(want).filter((k) => JSON.stringify(g[k]) !== JSON.stringify((want as State)[k]));
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(g[k]).slice(0, 300)}`).join('; ')}`);
  });
};
const wRow = (page: Page, title: string) => page.locator('.wb-row').filter({ has: page.locator('.wb-title').getByText(title, { exact: true }) });
const wButton = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).click();
const wRename = (title: string, to: string) => async (page: Page) => {
  await wRow(page, title).locator('.wb-title').click();
  await page.keyboard.press('F2');
  await page.locator('.wb-input-edit').fill(to);
  await page.keyboard.press('Enter');
};
const FOLDERS = ['Marketing', 'Social posts', 'Finance', 'Invoices', 'Engineering'];

const WUNDERBAUM_PHRASINGS: AppStep[] = [
  ...says('home', wRename('Readme.txt', 'README.md'), tb({ renamed: { 'Readme.txt': 'README.md' }, on: 'Readme.txt', status: ['Renamed Readme.txt to README.md'] }), ['rename Readme.txt as README.md']),
  ...says('finance', wRename('Forecast.xlsx', 'Forecast Q3.xlsx'), tb({ renamed: { 'Forecast.xlsx': 'Forecast Q3.xlsx' }, on: 'Forecast.xlsx', status: ['Renamed Forecast.xlsx to Forecast Q3.xlsx'] }), [
    "call Forecast.xlsx 'Forecast Q3.xlsx' instead",
  ]),
  ...says('all', wButton('Collapse all'), tb({ rows: { Marketing: { expanded: false }, Finance: { expanded: false }, Engineering: { expanded: false } }, status: ['Collapsed all folders'] }), [
    'fold all the folders up',
  ]),
  ...says('home', wButton('Expand all'), tb({ rows: Object.fromEntries(FOLDERS.map((f) => [f, { expanded: true }])), status: ['Expanded all folders'] }), ['open everything up']),
  ...says('home', (page) => wRow(page, 'Finance').locator('.wb-expander').click(), tb({ rows: { Finance: { expanded: true } }, on: 'Finance' }), ["show me what's in Finance"]),
  ...says('home', wButton('New folder'), tb({ added: ['New folder'], status: ['Created New folder'] }), ['make a new folder']),
  ...says('all', async (page) => void (await wRow(page, 'Release notes.md').locator('select').selectOption('In review')), tb({
    rows: { 'Release notes.md': { status: 'In review' } },
    on: 'Release notes.md',
    status: ['Release notes.md is now In review'],
  }), ['move Release notes.md to In review']),
  ...says('finance', (page) => wRow(page, 'Forecast.xlsx').locator('input[type=checkbox]').setChecked(true), tb({
    rows: { 'Forecast.xlsx': { starred: true } },
    on: 'Forecast.xlsx',
    status: ['Starred Forecast.xlsx'],
  }), ['give Forecast.xlsx a star']),
  ...says('selected', wButton('Delete selected'), tb({ removed: ['Budget 2026.xlsx', 'Forecast.xlsx'], status: ['Deleted 2 items'] }), ['get rid of the two selected files']),
  ...says('filtered', wButton('Clear filter'), tb({
    filter: '',
    shown: ['Marketing', 'Campaign plan.docx', 'Brand guidelines.pdf', 'Social posts', 'Finance', 'Engineering', 'Readme.txt'],
    status: ['Filter cleared'],
  }), ['stop filtering']),
  // Ambiguous: four spreadsheets.
  ...says('all', nothing, tb({}), ['rename the spreadsheet to Sheet.xlsx']),
];

// --- TodoMVC (Vue) -------------------------------------------------------------------------------

const TODO_VUE = TODOMVC_APPS.find((a) => a.name === 'todomvc/vue')!;
/** Every todo in the list (title, done, being edited; the Vue app lists only those its filter shows), the edit box, the new-todo field, the filter in the URL and what shows. */
const todoRead = (page: Page): Promise<State> =>
  page.evaluate(() => {
    const items = Array.from(document.querySelectorAll('#todo-list li'));
    return {
      todos: items.map((li) => `${(li.querySelector('label')?.textContent ?? '').trim()}${(li.querySelector('.toggle') as HTMLInputElement | null)?.checked ? ' (done)' : ''}`),
      editing: items.filter((li) => li.classList.contains('editing')).map((li) => (li.querySelector('.edit') as HTMLInputElement | null)?.value ?? ''),
      newTodo: (document.getElementById('new-todo') as HTMLInputElement).value,
      hash: location.hash,
      shown: items.filter((li) => (li as HTMLElement).offsetParent !== null).map((li) => (li.querySelector('label')?.textContent ?? '').trim()),
    };
  });
const todo = tracked(todoRead);
const db = todo.becomes;
const tRow = (page: Page, title: string) => page.locator('#todo-list li').filter({ has: page.locator('label', { hasText: new RegExp(`^${title}$`) }) });
const THREE = ['buy some cheese', 'feed the cat', 'book a doctors appointment'];

const TODOMVC_PHRASINGS: AppStep[] = [
  ...says('three', (page) => page.locator('#toggle-all').check(), db({ todos: THREE.map((t) => `${t} (done)`) }), ['mark everything as done']),
  ...says('three', async (page) => {
    await tRow(page, 'feed the cat').locator('label').dblclick();
    await page.locator('#todo-list li.editing .edit').fill('walk the dog');
    await page.locator('#todo-list li.editing .edit').press('Enter');
  }, db({ todos: ['buy some cheese', 'walk the dog', 'book a doctors appointment'], shown: ['buy some cheese', 'walk the dog', 'book a doctors appointment'] }), [
    "change the second todo to 'walk the dog'",
  ]),
  ...says('oneDone', (page) => page.locator('#clear-completed').click(), db({ todos: ['buy some cheese', 'book a doctors appointment'], shown: ['buy some cheese', 'book a doctors appointment'] }), [
    'get rid of the finished ones',
  ]),
  ...says('three', (page) => tRow(page, 'buy some cheese').locator('.toggle').check(), db({ todos: ['buy some cheese (done)', 'feed the cat', 'book a doctors appointment'] }), [
    'cross off buy some cheese',
  ]),
  ...says('oneDone', (page) => page.locator('#filters a', { hasText: /^Active$/ }).click(), db({ hash: '#/active', todos: ['buy some cheese', 'book a doctors appointment'], shown: ['buy some cheese', 'book a doctors appointment'] }), [
    'just the ones still to do',
  ]),
  ...says('oneDone', (page) => page.locator('#filters a', { hasText: /^Completed$/ }).click(), db({ hash: '#/completed', todos: ['feed the cat (done)'], shown: ['feed the cat'] }), ['what have I finished?']),
  ...says('three', async (page) => {
    await page.locator('#new-todo').fill('water the plants');
    await page.locator('#new-todo').press('Enter');
  }, db({ todos: [...THREE, 'water the plants'], shown: [...THREE, 'water the plants'] }), ["add 'water the plants' to the list"]),
  ...says('three', async (page) => {
    await tRow(page, 'book a doctors appointment').hover();
    await tRow(page, 'book a doctors appointment').locator('.destroy').click();
  }, db({ todos: ['buy some cheese', 'feed the cat'], shown: ['buy some cheese', 'feed the cat'] }), ["the last todo isn't needed, delete it"]),
  ...says('editing', async (page) => {
    await page.locator('#todo-list li.editing .edit').fill('feed the hamster');
    await page.locator('#todo-list li.editing .edit').press('Enter');
  }, db({ todos: ['buy some cheese', 'feed the hamster', 'book a doctors appointment'], editing: [], shown: ['buy some cheese', 'feed the hamster', 'book a doctors appointment'] }), [
    "make it say 'feed the hamster' instead",
  ]),
  // Ambiguous: three todos.
  ...says('three', nothing, db({}), ['mark the todo as done']),
];

// --- jQuery UI -----------------------------------------------------------------------------------

/** Every control's value, the accordion's and tabs' open parts, the menu's and dialog's lines, the dialog and the calendar. */
const jqRead = (page: Page): Promise<State> =>
  page.evaluate(() => {
    const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
    const visible = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector)).some((e) => e.offsetParent !== null || getComputedStyle(e).position === 'fixed' && getComputedStyle(e).display !== 'none');
    return {
      spinner: value('spinner'),
      spinnerDisabled: (document.getElementById('spinner') as HTMLInputElement).disabled,
      tags: value('tags'),
      date: value('datepicker'),
      calendar: visible('#ui-datepicker-div'),
      selects: ['speed', 'files', 'number', 'salutation'].map(value),
      checks: Array.from(document.querySelectorAll<HTMLInputElement>('input[type=radio], input[type=checkbox]')).map((i) => i.checked),
      accordion: Array.from(document.querySelectorAll('#accordion h3[aria-expanded=true]')).map((h) => (h.textContent ?? '').trim()),
      tab: Array.from(document.querySelectorAll('#tabs li[aria-selected=true]')).map((l) => (l.textContent ?? '').trim()),
      menuLog: (document.getElementById('menu-log')?.textContent ?? '').trim(),
      dialog: visible('.ui-dialog'),
      dialogLog: (document.getElementById('dialog-log')?.textContent ?? '').trim(),
      url: location.href,
    };
  });
const jq = tracked(jqRead);
const qb = jq.becomes;
const jqItem = (page: Page, text: string) => page.locator(`#menu li > div:text-is("${text}")`);
/** Today's month in the page, as the date picker opens on it: MM/<day>/YYYY. */
const thisMonthOn = (day: string) => async (_: State, page: Page) => ({
  date: await page.evaluate((d) => {
    const now = new Date();
    return `${String(now.getMonth() + 1).padStart(2, '0')}/${d}/${now.getFullYear()}`;
  }, day),
  calendar: false,
});

const JQUERY_UI_PHRASINGS: AppStep[] = [
  ...says('page', async (page) => {
    await page.locator('.ui-spinner-up').click();
    await page.locator('.ui-spinner-up').click();
  }, qb({ spinner: '2' }), ['bump the spinner up by two']),
  ...says('page', (page) => page.locator('#spinner').fill('12'), qb({ spinner: '12' }), ['spinner value: 12']),
  ...says('datepicker', (page) => page.locator('#ui-datepicker-div a.ui-state-default:text-is("14")').click(), qb(thisMonthOn('14')), ['pick the 14th']),
  ...says('page', async (page) => {
    await jqItem(page, 'Electronics').hover();
    await jqItem(page, 'Utilities').click();
  }, qb({ menuLog: 'Selected: Utilities' }), ['from the Electronics menu choose Utilities']),
  ...says('page', async (page) => {
    await jqItem(page, 'Music').hover();
    await jqItem(page, 'Jazz').hover();
    await jqItem(page, 'Freejazz').click();
  }, qb({ menuLog: 'Selected: Freejazz' }), ['Music, then Jazz, then Freejazz']),
  ...says('dialog', (page) => page.locator('.ui-dialog-buttonpane button', { hasText: 'Delete all items' }).click(), qb({ dialog: false, dialogLog: 'Deleted' }), ['yes, empty the bin']),
  // The date box holds a date (our setup): clearing it focuses the box, which may open the calendar; either way.
  ...says('dated', (page) => page.locator('#datepicker').fill(''), qb({ date: '' }, { date: '', calendar: true }), ['clear the date']),
  ...says('page', async (page) => {
    await page.locator('#speed-button').click();
    await page.locator('#speed-menu li div', { hasText: /^Fast$/ }).click();
  }, qb((b) => ({ selects: ['Fast', ...(b.selects as string[]).slice(1)] })), ['the speed should be Fast']),
];

/** jQuery UI's own setups, and `dated`: the page with 03/14/2025 in the date box, the calendar closed and the box not focused. */
const jqPrepare = async (page: Page, origin: string, setup: string) => {
  await JQUERY_UI.prepare(page, origin, setup === 'dated' ? 'page' : setup);
  if (setup === 'dated') {
    await page.locator('#datepicker').fill('03/14/2025');
    await page.locator('h2', { hasText: 'Datepicker' }).click();
    await expect(page.locator('#ui-datepicker-div')).toBeHidden();
    await page.mouse.move(0, 0);
  }
};

// --- Shoelace ------------------------------------------------------------------------------------

const shoe = tracked(ownState(SHOELACE));
const lb = shoe.becomes;
const slItem = (page: Page, label: string) => page.locator('sl-tree-item').filter({ hasText: new RegExp(`^\\s*${label}`) }).first();
const slPickMenu = (value: string) => async (page: Page) => {
  await page.locator('sl-dropdown sl-button').click();
  await page.locator(`sl-menu-item[value=${value}]`).click();
};
/** The tree's items in document order (Deciduous 0, Birch, Maple, three maples, Oak, Coniferous 7, …), each `expanded:selected`. */
const treeWith = (b: State, changes: Record<number, string>) => ({ tree: (b.tree as string[]).map((t, i) => changes[i] ?? t) });

const SHOELACE_PHRASINGS: AppStep[] = [
  ...says('page', slPickMenu('cut'), lb({ log: 'Selected: cut' }), ['Edit > Cut']),
  ...says('page', slPickMenu('copy'), lb({ log: 'Selected: copy' }), ['use the Edit menu to copy']),
  ...says('page', (page) => slItem(page, 'Coniferous').locator('[part=expand-button]').first().click(), lb((b) => treeWith(b, { 7: 'true:false' })), ['unfold Coniferous']),
  ...says('deciduous-open', (page) => slItem(page, 'Deciduous').locator('[part=expand-button]').first().click(), lb((b) => treeWith(b, { 0: 'false:false' })), [
    'fold the tree back up',
  ]),
  ...says('page', async (page) => {
    await page.locator('sl-select').click();
    await expect(page.locator('sl-select')).toHaveAttribute('open', '');
    await page.locator('sl-select').evaluate((e) => Promise.all((e.shadowRoot?.getAnimations() ?? []).map((a) => a.finished)));
    await page.locator('sl-option', { hasText: 'Novice' }).click();
  }, lb((b) => ({ values: (b.values as string[]).map((v, i) => (i === 1 ? '1' : v)) })), ['Experience: Novice']),
  ...says('dialog', (page) => page.locator('sl-dialog sl-button[slot=footer]').click(), lb((b) => ({ details: (b.details as string[]).map((d, i) => (i === 3 ? 'false' : d)) })), [
    "that's enough, dismiss the dialog",
  ]),
  ...says('page', (page) => page.locator('sl-tab[panel=advanced]').click(), lb({ tabs: ['false', 'false', 'true', 'false'] }), ['Advanced, please']),
  ...says('page', async (page) => {
    await page.locator('sl-rating').scrollIntoViewIfNeeded();
    const star = await page.locator('sl-rating .rating__symbol').nth(2).boundingBox();
    if (!star) throw new Error('no third star');
    await page.mouse.click(star.x + star.width / 2, star.y + star.height / 2);
  }, lb((b) => ({ values: (b.values as string[]).map((v, i) => (i === 4 ? '3' : v)) })), ['three stars']),
];

// --- the apps ----------------------------------------------------------------------------------

const withRecord = (
  app: RealApp,
  steps: AppStep[],
  record: (page: Page) => Promise<void>,
  prepare: RealApp['prepare'] = app.prepare,
): RealApp => ({
  name: `${app.name}/phrasings6`,
  steps,
  prepare: async (page, origin, setup) => {
    await prepare(page, origin, setup);
    await record(page);
  },
  state: app.state,
});

export const PHRASINGS6: RealApp[] = [
  withRecord(AG_GRID, AG_GRID_PHRASINGS, grid.record),
  withRecord(JSPREADSHEET, JSPREADSHEET_PHRASINGS, sheet.record),
  withRecord(WUNDERBAUM, WUNDERBAUM_PHRASINGS, async (page) => {
    treeStart = await treeRead(page);
  }),
  withRecord(TODO_VUE, TODOMVC_PHRASINGS, todo.record),
  withRecord(JQUERY_UI, JQUERY_UI_PHRASINGS, jq.record, jqPrepare),
  withRecord(SHOELACE, SHOELACE_PHRASINGS, shoe.record),
];
