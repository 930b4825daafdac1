/**
 * A fifth step list, the fourth phrasings batch (issue 25), on five of the repo's apps (AdminLTE,
 * Jspreadsheet, jstree, jQuery UI, Tabulator): the same kinds of things the apps' own steps ask
 * for, in words a different tester would use and that no existing step uses: everyday verbs and
 * phrasal verbs (key in, drill into, unfold, shut, close out, collapse everything, bump up, set …
 * back to, blank out, erase, tick off, switch over to, go with, tap), word orders ("button Set value
 * to 5", "Music > Jazz > Big Band"), requests ("could you …", "please …", "I need …", "now …",
 * "next, …"), labels with colons or quotes, ordinals and places ("the 3rd row", "the bottom
 * row", "the last node", "the box under Password", "the one above X", "the tab to the right of Y",
 * "in the header of the dialog", "in the dialog's footer"), values before and after their field,
 * a cell by row and column ("row 2, column Age"), and the case and punctuation of a hurried tester.
 * Blind: written before the resolver was run on them, checked with `REFERENCE=1`, and frozen
 * (test/offline/real-apps-frozen.test.ts). Three steps per app are ambiguous on purpose: the right
 * outcome is a hand-over with the page untouched. Each app runs as `<app>/phrasings4` on the app's
 * own pages and setups (`APPS=phrasings4` runs the five; `APPS=jstree` still runs the app's own list only).
 *
 * Every check compares the whole state the app's step could change (read afresh after the step)
 * with the state it started from, with only the asked-for change: any other action leaves a difference.
 */
import { expect, type Page } from '@playwright/test';
import { finds, says, type AppStep, type RealApp } from './corpus.js';
import { ADMINLTE } from './adminlte-steps.js';
import { JSPREADSHEET } from './jspreadsheet-steps.js';
import { JSTREE } from './jstree-steps.js';
import { JQUERY_UI } from './jquery-ui-steps.js';
import { TABULATOR } from './tabulator-steps.js';

type State = Record<string, unknown>;
type Changes = State | ((before: State, page: Page) => State | Promise<State>);

/** An app's state, recorded when a step's setup is ready; `becomes` compares the page with it. */
function tracked(read: (page: Page) => Promise<State>) {
  let prepared: State | undefined;
  return {
    record: async (page: Page) => {
      prepared = await read(page);
    },
    /** The page as the step found it, with these changes only. */
    becomes: (changes: Changes) => async (page: Page) => {
      if (!prepared) throw new Error('not prepared');
      const want = { ...prepared, ...(typeof changes === 'function' ? await changes(prepared, page) : changes) };
      await expect.poll(() => read(page), { timeout: 3_000 }).toEqual(want);
    },
  };
}

/** Ambiguous on purpose: the right outcome is a hand-over, and the page as it was. */
const asksWith = (becomes: (c: Changes) => (page: Page) => Promise<void>) => (setup: string, phrasings: string[]): AppStep[] =>
  says(setup, async () => undefined, becomes({}), phrasings);

/**
 * Every form control of the page, in document order: a text's value, a box's checked state, a
 * select's values. In-page source (read in page.evaluate).
 */
const READ_CONTROLS = `(() => Array.from(document.querySelectorAll('input, textarea, select')).map((e) => {
    if (e instanceof HTMLSelectElement) return Array.from(e.selectedOptions).map((o) => o.value).join(',');
    if (e instanceof HTMLInputElement && (e.type === 'checkbox' || e.type === 'radio')) return String(e.checked);
    return e.value;
  }))`;

/** The control `selector` names takes this value (its place in `READ_CONTROLS`'s list), the others stay. */
const control = (selector: string, value: string | boolean) => async (before: State, page: Page): Promise<State> => {
  const index = await page.evaluate((selector) => Array.from(document.querySelectorAll('input, textarea, select')).indexOf(document.querySelector(selector)!), selector);
  if (index < 0) throw new Error(`${selector} is no control`);
  const controls: unknown[] = [...(before.controls as string[])];
  controls[index] = String(value);
  return { controls };
};

const click = (selector: string) => (page: Page) => page.locator(selector).click();
const fill = (selector: string, value: string) => (page: Page) => page.locator(selector).fill(value);
const choose = (selector: string, option: string) => async (page: Page) => void (await page.locator(selector).selectOption(option));
const label = (id: string) => click(`label[for="${id}"]`);

// --- AdminLTE ----------------------------------------------------------------------------------

const adminRead = (page: Page): Promise<State> =>
  page.evaluate(`({
    path: location.pathname + location.hash,
    controls: ${READ_CONTROLS}(),
    panes: Array.from(document.querySelectorAll('.tab-pane.active')).map((e) => e.id),
    modals: Array.from(document.querySelectorAll('.modal.show')).map((e) => e.id),
    collapsed: Array.from(document.querySelectorAll('.card.collapsed-card')).map((c) => (c.querySelector('.card-title')?.textContent ?? '').trim()),
    menus: document.querySelectorAll('.dropdown-menu.show').length,
    toasts: document.querySelectorAll('.toast, .swal2-toast').length,
  })`);
const admin = tracked(adminRead);
const ab = admin.becomes;
const adminAsks = asksWith(ab);
const R = { name: 'input[placeholder="Full name"]', retype: 'input[placeholder="Retype password"]', terms: '#agreeTerms' };
const adminCard = (page: Page, title: string) => page.locator('.card').filter({ has: page.locator(`> .card-header .card-title`, { hasText: new RegExp(`^\\s*${title}\\s*$`) }) });

const ADMINLTE_PHRASINGS: AppStep[] = [
  ...says('register', fill(R.name, 'Ada Byron'), ab(control(R.name, 'Ada Byron')), ['could you key in "Ada Byron" for the full name?']),
  ...says('register', fill(R.retype, 's3cret'), ab(control(R.retype, 's3cret')), ['put s3cret in the box under Password']),
  ...says('register', label('agreeTerms'), ab(control(R.terms, true)), ['tick off the terms checkbox']),
  ...says('profile', click('a[href="#settings"]'), ab({ panes: ['settings'] }), ['next, open up the Settings tab']),
  ...says('settings', fill('#inputExperience', 'ten years of Go'), ab(control('#inputExperience', 'ten years of Go')), ['put "ten years of Go" in Experience']),
  ...says('settings', fill('#inputName2', 'Joe'), ab(control('#inputName2', 'Joe')), ['key in Joe in the 2nd Name field']),
  ...says('general', label('customCheckbox2'), ab(control('#customCheckbox2', false)), ["uncheck 'Custom Checkbox checked' please"]),
  ...says('general', fill('#inputEmail3', 'jo@x.io'), ab(control('#inputEmail3', 'jo@x.io')), ['jo@x.io into Email in the Horizontal Form']),
  ...says('general', (page) => page.locator('#exampleCheck2').check(), ab(control('#exampleCheck2', true)), ['now switch on Remember me']),
  ...says('projectAdd', choose('#inputStatus', 'On Hold'), ab(control('#inputStatus', 'On Hold')), ['go with On Hold for Status']),
  ...says('projectAdd', (page) => adminCard(page, 'Budget').locator('[data-card-widget=collapse]').click(), ab({ collapsed: ['Budget'] }), ['shut the Budget card']),
  ...says('modals', click('[data-target="#modal-default"]'), ab({ modals: ['modal-default'] }), ['open up the default modal']),
  ...says('defaultModal', click('#modal-default .modal-header .close'), ab({ modals: [] }), ['hit the X in the header of the dialog']),
  // Ambiguous: a dozen text boxes on the page; ten radios; three "Launch Success Toast" buttons (three toast libraries).
  ...adminAsks('general', ['type hello in the email box', 'choose a value in the dropdown']),
  ...adminAsks('modals', ['could you launch the success toast?']),
  ...finds('register', '.register-box button[type=submit]', ['the Register button at the bottom of the form']),
  ...finds('settings', '#inputSkills', ["Skills: where's that field?"]),
];

// --- Jspreadsheet ------------------------------------------------------------------------------

/** The spreadsheet's own state (its `state`); `withSelection: false` leaves out where the selection is. */
const sheetRead = (withSelection: boolean) => async (page: Page): Promise<State> => {
  const s = JSON.parse(await JSPREADSHEET.state!(page)) as State & { expenses: State; budget: State };
  if (withSelection) return s;
  return { ...s, expenses: { ...s.expenses, selection: '' }, budget: { ...s.budget, selection: '' } };
};
const sheet = tracked(sheetRead(false));
const sheetSel = tracked(sheetRead(true));
const sb = sheet.becomes;
const sheetAsks = asksWith(sheetSel.becomes);
type Sheet = { rows: string[] } & State;
const sTable = (page: Page, n = 0) => page.locator('.jss_worksheet').nth(n);
const sCell = (page: Page, x: number, y: number, n = 0) => sTable(page, n).locator(`tbody td[data-x="${x}"][data-y="${y}"]`);
const sRowNumber = (page: Page, y: number) => sTable(page).locator(`tbody tr[data-y="${y}"] td.jss_row`);
const sHeader = (page: Page, x: number) => sTable(page).locator(`thead td[data-x="${x}"]`);
const sEdit = (x: number, y: number, value: string, n = 0) => async (page: Page) => {
  await sCell(page, x, y, n).dblclick();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
};
const sErase = (x: number, y: number) => async (page: Page) => {
  await sCell(page, x, y).click();
  await page.keyboard.press('Delete');
};
const sMenu = (target: (page: Page) => ReturnType<Page['locator']>, item: string) => async (page: Page) => {
  await target(page).click({ button: 'right' });
  await page.locator('.jss_contextmenu').getByText(item, { exact: true }).click();
};
/** The Expenses sheet as it started, with these changes. */
const expenses = (change: (s: Sheet) => Partial<Sheet>) => (b: State) => ({ expenses: { ...(b.expenses as Sheet), ...change(b.expenses as Sheet) } });
/** One cell of the Expenses sheet changed. */
const sCellIs = (x: number, y: number, to: string) =>
  expenses((s) => ({ rows: s.rows.map((row, i) => (i === y ? row.split(' | ').map((v, j) => (j === x ? to : v)).join(' | ') : row)) }));

const JSPREADSHEET_PHRASINGS: AppStep[] = [
  ...says('sheet', sEdit(3, 1, '40'), sb(sCellIs(3, 1, '40')), ['row 2, Amount: 40']),
  ...says('sheet', sEdit(3, 4, '190'), sb(sCellIs(3, 4, '190')), ['make the amount for Team dinner 190']),
  ...says('sheet', sEdit(0, 5, 'Metro day pass'), sb(sCellIs(0, 5, 'Metro day pass')), ['key in Metro day pass as the Item in the 6th row']),
  ...says('sheet', sErase(3, 6), sb(sCellIs(3, 6, '')), ['erase the Amount of Laptop charger']),
  ...says('sheet', (page) => sCell(page, 4, 8).locator('input[type=checkbox]').click(), sb(sCellIs(4, 8, 'true')), ['tick off Approved for Museum tickets']),
  ...says('sheet', (page) => sCell(page, 4, 11).locator('input[type=checkbox]').click(), sb(sCellIs(4, 11, 'false')), ['toggle Approved in the last row']),
  ...says('sheet', async (page) => {
    await sCell(page, 1, 10).dblclick();
    await page.locator('.jdropdown-focus .jdropdown-item', { hasText: 'Events' }).click();
  }, sb(sCellIs(1, 10, 'Events')), ['Category for "Coffee and snacks": Events']),
  ...says('sheet', (page) => page.locator('.jtabs-headers').getByText('Budget', { exact: true }).click(), sb({ tab: 'Budget' }), ['next, switch over to Budget']),
  ...says('budget', sEdit(1, 0, '1200', 1), sb((b) => ({ budget: { ...(b.budget as Sheet), rows: (b.budget as Sheet).rows.map((r) => (r.startsWith('Travel ') ? 'Travel | 1200' : r)) } })), [
    'bump the Travel budget up to 1200',
  ]),
  ...says('sheet', sMenu((p) => sHeader(p, 0), 'Order descending'), sb(expenses((s) => ({ rows: [...s.rows].sort((a, b) => b.localeCompare(a)) }))), ['order Item from Z to A']),
  ...says('sheet', (page) => sRowNumber(page, 11).click(), sheetSel.becomes((b) => ({ expenses: { ...(b.expenses as Sheet), selection: '0,11,4,11' } })), ['highlight the bottom row']),
  ...says('sheet', sMenu((p) => sRowNumber(p, 2), 'Insert a new row after'), sb(expenses((s) => ({ rows: [...s.rows.slice(0, 3), ' |  |  |  | false', ...s.rows.slice(3)] }))), [
    'I need a blank row under Hotel Alfama, 4 nights',
  ]),
  ...says('sheet', sMenu((p) => sRowNumber(p, 3), 'Delete selected rows'), sb(expenses((s) => ({ rows: s.rows.filter((_, i) => i !== 3) }))), ['remove Conference ticket from the sheet']),
  // Ambiguous: no row named; no row named; no column named.
  ...sheetAsks('sheet', ['set the category to Meals', 'tick Approved', 'put the column in order']),
  ...finds('sheet', 'input.jss_search', ['the Search field above the sheet']),
  ...finds('sheet', '.jss_worksheet >> nth=0 >> tbody td[data-x="3"][data-y="11"]', ['the Amount cell for Flight home']),
];

// --- jstree ------------------------------------------------------------------------------------

const TREES = ['html', 'data', 'frmt', 'ajax', 'lazy', 'clbk', 'evts'] as const;
type Tree = (typeof TREES)[number];
const treeRead = (page: Page): Promise<State> =>
  page.evaluate((trees) => {
    const $ = (window as unknown as { jQuery: (s: string) => { jstree(b: true): { get_json(id: string, o: object): unknown[]; get_selected(full: true): { text: string }[] } } }).jQuery;
    const out: State = {};
    for (const id of trees) {
      const tree = $(`#${id}`).jstree(true);
      const open: string[] = [];
      const walk = (nodes: unknown[]) => {
        for (const n of nodes as { text: string; state: { opened?: boolean }; children: unknown[] }[]) {
          if (n.state.opened) open.push(n.text.trim());
          walk(n.children ?? []);
        }
      };
      walk(tree.get_json('#', {}));
      out[id] = { open, selected: tree.get_selected(true).map((n) => n.text.trim()) };
    }
    return out;
  }, TREES as unknown as string[]);
const trees = tracked(treeRead);
const tb = trees.becomes;
const jNode = (page: Page, id: Tree, text: string) => page.locator(`#${id} li.jstree-node`).filter({ has: page.locator(':scope > a', { hasText: new RegExp(`^\\s*${text}\\s*$`) }) });
const jToggle = (id: Tree, text: string) => (page: Page) => jNode(page, id, text).locator(':scope > i.jstree-ocl').click();
const jSelect = (id: Tree, text: string) => (page: Page) => jNode(page, id, text).locator(':scope > a').click();
const treeAsks = asksWith(tb);
const opened = (id: Tree, open: string[]) => (b: State) => ({ [id]: { ...(b[id] as object), open } });
const chosen = (id: Tree, selected: string[]) => (b: State) => ({ [id]: { ...(b[id] as object), selected } });

const JSTREE_PHRASINGS: AppStep[] = [
  ...says('demo', jToggle('data', 'Root node'), tb(opened('data', ['Root node'])), ['drill into the Root node under Inline data demo']),
  ...says('demo', jToggle('evts', 'Root node'), tb(opened('evts', ['Root node'])), ['please unfold the bottom Root node']),
  ...says('demo', jToggle('html', 'Root node'), tb(opened('html', [])), ['collapse everything in the HTML demo']),
  ...says('demo', jToggle('frmt', 'Root node'), tb(opened('frmt', [])), ['next, shut Root node of the Data format demo']),
  ...says('demo', jToggle('lazy', 'Root node'), tb(opened('lazy', ['Root node'])), ['I need Root node in Lazy loading demo opened']),
  ...says('demo', jToggle('clbk', 'Root'), tb(opened('clbk', ['Root'])), ['open up Root (Callback function data demo)']),
  ...says('demo', jToggle('ajax', 'Root node'), tb(opened('ajax', ['Root node'])), ["expand the AJAX demo's Root node"]),
  ...says('demo', jSelect('html', 'Child node 2'), tb(chosen('html', ['Child node 2'])), ['now pick the last node in the HTML demo']),
  ...says('demo', jSelect('html', 'Root node'), tb(chosen('html', ['Root node'])), ['tap the one above Child node 1 in the HTML demo']),
  ...says('demo', jSelect('frmt', 'Root node'), tb(chosen('frmt', ['Root node'])), ['choose Root node from the Data format demo']),
  // The API selects the node whether or not its parent is drawn open: only the selection is asked for.
  ...says('demo', (page) => page.locator('#evts_button').click(), tb({ evts: { open: expect.any(Array), selected: ['Child node 1'] } }), ['could you press select node with id 1?']),
  ...says('demo', jSelect('evts', 'Root node'), tb(chosen('evts', ['Root node'])), ['go with Root node in Interaction and events']),
  // Ambiguous: six nodes called Root node; seven trees; two open nodes in two trees.
  ...treeAsks('demo', ['select the root node please', 'open the tree', 'shut the open node']),
  ...finds('demo', '#evts_button', ["where's the button in the Interaction and events demo?"]),
  ...finds('demo', '#html li.jstree-node:has(> a:text-is("Child node 1")), #html li.jstree-node > a:text-is("Child node 1")', ['Child node 1 under the HTML demo']),
];

// --- jQuery UI ---------------------------------------------------------------------------------

const jqRead = (page: Page): Promise<State> =>
  page.evaluate(`({
    section: Array.from(document.querySelectorAll('#accordion h3[aria-expanded=true]')).map((e) => e.textContent.trim()),
    tab: Array.from(document.querySelectorAll('#tabs li[aria-selected=true]')).map((e) => e.textContent.trim()),
    menu: document.querySelector('#menu-log').textContent,
    controls: ${READ_CONTROLS}(),
    spinnerDisabled: document.querySelector('#spinner').disabled,
    dialog: !!document.querySelector('.ui-dialog') && getComputedStyle(document.querySelector('.ui-dialog')).display !== 'none',
    dialogLog: document.querySelector('#dialog-log').textContent,
    picker: getComputedStyle(document.querySelector('#ui-datepicker-div')).display !== 'none',
    month: document.querySelector('#ui-datepicker-div .ui-datepicker-month')?.textContent ?? '',
    selectmenus: document.querySelectorAll('.ui-selectmenu-menu.ui-selectmenu-open').length,
  })`);
const jq = tracked(jqRead);
const qb = jq.becomes;
const jqAsks = asksWith(qb);
const pickFrom = (select: string, option: string) => async (page: Page) => {
  await page.locator(`#${select}-button`).click();
  await page.locator(`#${select}-menu li div`, { hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
};
const menuItem = (text: string) => `#menu li > div:text-is("${text}")`;

const JQUERY_UI_PHRASINGS: AppStep[] = [
  ...says('page', click('#accordion h3:has-text("Section 4")'), qb({ section: ['Section 4'] }), ['drill into Section 4']),
  ...says('page', click('#tabs a:text-is("Proin dolor")'), qb({ tab: ['Proin dolor'] }), ['please open the tab to the right of Nunc tincidunt']),
  ...says('page', async (page) => {
    await page.locator(menuItem('Music')).hover();
    await page.locator(menuItem('Jazz')).hover();
    await page.locator(menuItem('Big Band')).click();
  }, qb({ menu: 'Selected: Big Band' }), ['Music > Jazz > Big Band']),
  ...says('page', click(menuItem('Movies')), qb({ menu: 'Selected: Movies' }), ['tap Movies']),
  ...says('page', click('.ui-spinner-up'), qb(control('#spinner', '1')), ['bump the spinner up by one']),
  ...says('page', click('#setvalue'), qb(control('#spinner', '5')), ['hit button Set value to 5']),
  ...says('page', pickFrom('number', '7'), qb(control('#number', '7')), ['I need 7 for Select a number']),
  ...says('page', pickFrom('files', 'Some unknown file'), qb(control('#files', 'somefile')), ['pick "Some unknown file" for the file']),
  ...says('page', pickFrom('speed', 'Slower'), qb(control('#speed', 'Slower')), ['set speed back to Slower']),
  ...says('page', label('radio-2'), qb(control('#radio-2', true)), ['go with Paris']),
  ...says('dialog', click('.ui-dialog-buttonpane button:has-text("Cancel")'), qb({ dialog: false, dialogLog: 'Cancelled' }), ["hit Cancel in the dialog's footer"]),
  ...says('dialog', click('.ui-dialog-titlebar-close'), qb({ dialog: false }), ['close out the dialog']),
  ...says('datepicker', click('#ui-datepicker-div .ui-datepicker-next'), qb(async (_b, page) => ({
    month: await page.evaluate(() => {
      const d = new Date();
      d.setDate(1);
      d.setMonth(d.getMonth() + 1);
      return d.toLocaleString('en-US', { month: 'long' });
    }),
  })), ['flip to the following month']),
  // Ambiguous: three closed sections; three locations; four Star checkboxes.
  ...jqAsks('page', ['could you unfold a section?', 'pick a location', 'tick the Star checkbox']),
  ...finds('page', '#destroy', ['button Toggle widget']),
  ...finds('page', '#datepicker', ["where's the Date box?"]),
];

// --- Tabulator ---------------------------------------------------------------------------------

const tabulatorRead = (page: Page): Promise<State> =>
  page.evaluate(() => {
    const table = (window as unknown as { table: { getData(kind?: string): { name: string }[] } }).table;
    return {
      data: table.getData().map((p) => ({ ...p })),
      shown: table.getData('visible').map((p) => p.name),
      sort: Array.from(document.querySelectorAll('.tabulator-col[tabulator-field]')).map((c) => `${c.getAttribute('tabulator-field')}:${c.getAttribute('aria-sort')}`),
      filters: Array.from(document.querySelectorAll<HTMLInputElement>('.tabulator-header-filter input')).map((i) => i.value),
      page: document.querySelector('.tabulator-page.active')?.textContent ?? '',
      log: document.getElementById('log')?.textContent ?? '',
      editing: document.querySelectorAll('.tabulator-editing').length,
      lists: document.querySelectorAll('.tabulator-edit-list').length,
    };
  });
const grid = tracked(tabulatorRead);
const gb = grid.becomes;
const gridAsks = asksWith(gb);
type Person = { id: number; name: string } & Record<string, unknown>;
/** One record changed; clicking a cell to edit it selects its row too (the log line). */
const record = (name: string, field: string, value: unknown) => (before: State) => ({
  data: (before.data as Person[]).map((p) => (p.name === name ? { ...p, [field]: value } : p)),
  log: expect.any(String),
});
const sorted = (field: string, dir: 'ascending' | 'descending') => (before: State) => ({
  sort: (before.sort as string[]).map((s) => (s.startsWith(`${field}:`) ? `${field}:${dir}` : s)),
});
const gCell = (page: Page, name: string, field: string) => page.locator('.tabulator-row', { hasText: name }).locator(`.tabulator-cell[tabulator-field=${field}]`);
const gEditor = (page: Page) => page.locator('.tabulator-cell.tabulator-editing input');
const gEdit = (name: string, field: string, value: string) => async (page: Page) => {
  await gCell(page, name, field).click();
  await gEditor(page).fill(value);
  await gEditor(page).press('Enter');
};
const gHeader = (field: string) => (page: Page) => page.locator(`.tabulator-col[tabulator-field=${field}] .tabulator-col-title`).click();
const FIRST_PAGE = ['Alice Moreau', 'Bruno Keller', 'Chen Wei', 'Dana Okafor', 'Emil Novak', 'Fatima Zahra', 'Gustav Berg', 'Hana Sato', 'Ivan Petrov', 'Julia Costa'];
const SECOND_PAGE = ['Kofi Mensah', 'Lena Fischer', 'Marco Rossi', 'Nora Lind', 'Omar Haddad'];

const TABULATOR_PHRASINGS: AppStep[] = [
  ...says('grid', gEdit('Bruno Keller', 'age', '42'), gb(record('Bruno Keller', 'age', 42)), ['row 2, column Age: 42']),
  ...says('grid', gEdit('Chen Wei', 'role', 'Designer'), gb(record('Chen Wei', 'role', 'Designer')), ['put Designer in the Role cell of the 3rd row']),
  ...says('grid', gEdit('Gustav Berg', 'role', ''), gb(record('Gustav Berg', 'role', '')), ['blank out Role for Gustav Berg']),
  ...says('grid', gEdit('Hana Sato', 'role', 'Head of Sales'), gb(record('Hana Sato', 'role', 'Head of Sales')), ["key in Head of Sales as Hana Sato's role"]),
  ...says('grid', async (page) => {
    await gCell(page, 'Fatima Zahra', 'remote').click();
    await gEditor(page).click();
  }, gb(record('Fatima Zahra', 'remote', true)), ["tick the Remote box in Fatima Zahra's row"]),
  ...says('grid', async (page) => {
    await gHeader('age')(page);
    await gHeader('age')(page);
  }, gb((b) => ({ ...sorted('age', 'descending')(b), shown: ['Hana Sato', 'Kofi Mensah', 'Fatima Zahra', 'Omar Haddad', 'Bruno Keller', 'Marco Rossi', 'Chen Wei', 'Ivan Petrov', 'Alice Moreau', 'Lena Fischer'] })), [
    'Age, oldest first please',
  ]),
  ...says('grid', gHeader('name'), gb(sorted('name', 'ascending')), ['sort by name A to Z']),
  ...says('grid', (page) => page.locator('.tabulator-page[data-page=last]').click(), gb({ page: '2', shown: SECOND_PAGE }), ['jump to the last page']),
  ...says('filtered', (page) => page.locator('#clear-filters').click(), gb({ filters: ['', ''], shown: FIRST_PAGE }), ['now reset the filters']),
  ...says('selected', (page) => page.locator('#delete-selected').click(), gb((b) => ({
    data: (b.data as Person[]).filter((p) => p.name !== 'Alice Moreau'),
    shown: [...FIRST_PAGE.slice(1), 'Kofi Mensah'],
    log: expect.any(String),
  })), ['erase the selected rows']),
  ...says('grid', (page) => page.locator('#add-row').click(), gb((b) => ({
    data: [{ name: 'New hire', department: 'Engineering', role: '', age: null, start: '', remote: false }, ...(b.data as Person[])],
    shown: ['New hire', ...FIRST_PAGE.slice(0, 9)],
  })), ['please hit Add Row at the top']),
  ...says('grid', (page) => gCell(page, 'Julia Costa', 'start').click(), gb({ log: 'Selected: Julia Costa' }), ['pick the bottom row on this page']),
  // Ambiguous: no row named; two Team Leads; six column headers.
  ...gridAsks('grid', ['key in Lead for the Role', 'select the Team Lead row', 'tap the column header']),
  ...finds('grid', '.tabulator-col[tabulator-field=name] .tabulator-header-filter input', ['the filter box in the Name header']),
  ...finds('grid', '#delete-selected', ["where's button Delete Selected?"]),
];

// --- the apps ----------------------------------------------------------------------------------

const withRecord = (app: RealApp, name: string, steps: AppStep[], record: (page: Page) => Promise<void>): RealApp => ({
  name,
  steps,
  prepare: async (page, origin, setup) => {
    await app.prepare(page, origin, setup);
    await record(page);
  },
  state: app.state,
});

export const PHRASINGS4: RealApp[] = [
  withRecord(ADMINLTE, 'adminlte/phrasings4', ADMINLTE_PHRASINGS, admin.record),
  withRecord(JSPREADSHEET, 'jspreadsheet/phrasings4', JSPREADSHEET_PHRASINGS, async (page) => {
    await sheet.record(page);
    await sheetSel.record(page);
  }),
  withRecord(JSTREE, 'jstree/phrasings4', JSTREE_PHRASINGS, trees.record),
  withRecord(JQUERY_UI, 'jquery-ui/phrasings4', JQUERY_UI_PHRASINGS, jq.record),
  withRecord(TABULATOR, 'tabulator/phrasings4', TABULATOR_PHRASINGS, grid.record),
];
