/**
 * A tenth step list, the ninth phrasings batch (issue 25), on seven of the repo's apps of the kinds the held-out checks
 * are made of: a field-service back office on a widget toolkit with no ARIA of ours (fieldservice, Kendo UI Core: a
 * top menu, a toolbar with a split button, side panels, a nested asset panel bar, a tab strip, a dialog, an order form
 * with number and date boxes), a data grid edited in place (Tabulator: header filters, sorting, paging, tick cells,
 * undo), a spreadsheet (Jspreadsheet: cells edited in place, a dropdown cell, check cells, a header context menu, two
 * worksheet tabs), an admin template (AdminLTE: sidebar menus, card tools, navbar dropdowns, a login form, profile
 * tabs, modals), a tree (jstree, its demo page plus a tree of ours with the package's context menu), an online bank
 * (transfer form, activity table with a pager, cards, a dialog) and a TodoMVC (Vue). Things each app supports, said
 * the way a third kind of tester writes them: Gherkin-style lines ("When I …", "And I …", "Given I am on …", "Then I
 * should see …"), terse commands with a full stop ("Export to PDF.", "Undo."), a sentence with the why ("… so the
 * warehouse is notified"), a place first ("In the sidebar, …", "In the dialog, …"), positions ("row 3", "the last
 * row", "the second node", "the fourth expense"), states ("the completed item", "the unchecked box"), grid inline
 * edits ("change Age in row 3 to 40"), tree nodes, date and number boxes. Four steps are ambiguous on purpose (the right
 * outcome is a hand-over with the page untouched) and three are observe steps.
 * Each app runs as `<app>/phrasings9` on the app's own pages and setups (`APPS=phrasings9` runs the seven).
 * Blind: written before the resolver was run on them (and before its grammar and rules were read), checked with
 * `REFERENCE=1`, and frozen (test/offline/real-apps-frozen.test.ts).
 *
 * Every check compares the app's whole state (the app's own reading where it has one — fieldservice, bank,
 * Jspreadsheet —, else a reading of ours of every record, control, panel, menu, node and todo), read afresh after
 * the step, with the state the step started from with only the asked-for change: any other action leaves a
 * difference. Where two end states are both right (a click that opened a grid editor may select its row; a node
 * made from a context menu may keep its name box open), the check names both and accepts either.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';
import { FIELDSERVICE } from './fieldservice-steps.js';
import { TABULATOR } from './tabulator-steps.js';
import { JSPREADSHEET } from './jspreadsheet-steps.js';
import { ADMINLTE } from './adminlte-steps.js';
import { JSTREE } from './jstree-steps.js';
import { BANK } from './bank-steps.js';
import { TODOMVC_APPS, THREE } from './todomvc-steps.js';

type State = Record<string, any>;
type Changes = State | ((before: State, page: Page) => State | Promise<State>);

const isObject = (v: unknown): v is State => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` with `patch` laid over it: objects merged key by key, anything else (arrays too) replaced. */
function merge(base: State, patch: State): State {
  const out: State = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = isObject(v) && isObject(base[k]) ? merge(base[k], v) : v;
  return out;
}

const same = (got: State, want: State) => {
  try {
    expect(got).toStrictEqual(want);
    return true;
  } catch {
    return false;
  }
};

/** An app's whole state, recorded when a step's setup is ready; `becomes` compares the page with it. */
function tracked(read: (page: Page) => Promise<State>) {
  let prepared: State | undefined;
  const wanted = async (changes: Changes, page: Page) => merge(prepared!, typeof changes === 'function' ? await changes(prepared!, page) : changes);
  const differs = (got: State, want: State) =>
    Object.keys({ ...want, ...got })
      .filter((k) => JSON.stringify(got[k]) !== JSON.stringify(want[k]))
      .map((k) => `${k} ${JSON.stringify(got[k]).slice(0, 400)}, wanted ${JSON.stringify(want[k]).slice(0, 400)}`)
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
        return wants.some((w) => same(got, w)) ? 'as asked' : differs(got, wants[0]!);
      };
      await expect.poll(matches, { timeout: 5_000 }).toBe('as asked').catch(async () => {
        throw new Error(`page state differs: ${await matches()}`);
      });
    },
  };
}

const ownState = (app: RealApp) => async (page: Page): Promise<State> => JSON.parse(await app.state!(page)) as State;
const nothing = async () => undefined;
const click = (selector: string) => (page: Page) => page.locator(selector).click();
const fill = (selector: string, value: string) => (page: Page) => page.locator(selector).fill(value);
const steps = (...all: ((page: Page) => Promise<unknown>)[]) => async (page: Page) => {
  for (const step of all) await step(page);
};

/** Every form control of the page, in document order. In-page source. */
const READ_CONTROLS = `(() => Array.from(document.querySelectorAll('input, textarea, select')).map((e) => {
    if (e instanceof HTMLSelectElement) return Array.from(e.selectedOptions).map((o) => o.value).join(',');
    if (e instanceof HTMLInputElement && (e.type === 'checkbox' || e.type === 'radio')) return String(e.checked);
    return e.value;
  }))`;
/** The controls `selectors` name take these values (their places in `READ_CONTROLS`'s list), the others stay. */
const controls = (values: Record<string, string | boolean>) => async (before: State, page: Page): Promise<State> => {
  const out: unknown[] = [...(before.controls as string[])];
  for (const [selector, value] of Object.entries(values)) {
    const index = await page.evaluate((selector) => Array.from(document.querySelectorAll('input, textarea, select')).indexOf(document.querySelector(selector)!), selector);
    if (index < 0) throw new Error(`${selector} is no control`);
    out[index] = String(value);
  }
  return { controls: out };
};

// --- fieldservice (Kendo UI Core) ----------------------------------------------------------------

const fs = tracked(ownState(FIELDSERVICE));
const fb = fs.becomes;
const fsMenu = (top: string, item: string) => async (page: Page) => {
  await page.locator('#main-menu > li > .k-link', { hasText: top }).click();
  await page.locator('#main-menu .k-menu-popup li', { hasText: item }).click();
};
const fsForm = (b: State, change: State) => ({ form: { ...b.form, ...change } });

const FIELDSERVICE_PHRASINGS: AppStep[] = [
  ...says('orders', fsMenu('Reports', 'Overdue orders'), fb((b) => ({ commands: ['report-overdue'], toasts: [...b.toasts, '1 overdue work order'] })), [
    'When I choose Overdue orders from the Reports menu',
  ]),
  ...says('orders', click('#tabs .k-tabstrip-items [role="tab"]:nth-child(2)'), fb({ tab: 1 }), ['Given I am on the Order form tab']),
  ...says('form', async (page) => {
    await page.locator('.k-numerictextbox:has(#hours) input').locator('visible=true').first().click();
    await page.locator('#hours').fill('6');
    await page.locator('#hours').press('Tab');
  }, fb((b) => fsForm(b, { hours: 6 })), ['And I enter 6 in the Estimated hours field']),
  ...says('form', click('label[for="needs-parts"]'), fb((b) => fsForm(b, { parts: true })), ['Tick Requires parts so the warehouse is notified']),
  ...says('orders', click('#side-panels > li[data-panel="technicians"] > .k-link'), fb({ panels: ['filters', 'technicians'] }), ['In the side panel, expand Technicians.']),
  ...says('orders', async (page) => {
    await page.locator('#tb-export_wrapper .k-split-button-arrow').click();
    await page.getByRole('menuitem', { name: 'Export to PDF' }).click();
  }, fb((b) => ({ exports: ['pdf'], toasts: [...b.toasts, 'Work orders exported as PDF'] })), ['Export to PDF.']),
  ...says('dialog', (page) => page.getByRole('dialog').getByRole('button', { name: 'Close order' }).click(), fb((b) => ({
    dialog: null,
    orders: (b.orders as string[]).map((o) => (o.startsWith('WO-1043:') ? 'WO-1043:Closed:Tomás Reyes' : o)),
    rows: (b.rows as string[]).filter((r) => r !== 'WO-1043'),
    toasts: [...b.toasts, 'WO-1043 closed'],
  })), ['And I press Close order in the dialog']),
  ...says('orders', click('#asset-tree li[data-node="f-2"] > .k-link'), fb({ tree: { selected: 'f-2' } }), ['In the asset tree, select the last asset under Workshop']),
  ...says('form', async (page) => {
    await page.locator('#due-date').fill('1/20/2027');
    await page.locator('#due-date').press('Tab');
  }, fb((b) => fsForm(b, { due: '2027-01-20' })), ['When I set the due date to 20 January 2027']),
  // Ambiguous: a Details button on every order.
  ...says('orders', nothing, fb({}), ['Click Details.']),
  ...finds('orders', '#tb-closed', ['Then I should see the Show closed toggle']),
];

// --- Tabulator -----------------------------------------------------------------------------------

/** Every record (by id), the names shown in the page's order, each column's aria-sort, the header filters, the page, the log, open editors. */
const tabRead = (page: Page): Promise<State> =>
  page.evaluate(() => {
    const table = (window as any).table;
    const rows = (table.getData() as any[]).slice().sort((p, q) => p.id - q.id).map((p) => `${p.id} ${p.name} | ${p.department} | ${p.role} | ${p.age} | ${p.start} | ${p.remote}`);
    return {
      rows,
      shown: Array.from(document.querySelectorAll('.tabulator-row')).map((r) => (r.querySelector('[tabulator-field=name]')?.textContent ?? '').trim()),
      sort: Array.from(document.querySelectorAll('.tabulator-col[tabulator-field]')).map((c) => `${c.getAttribute('tabulator-field')}:${c.getAttribute('aria-sort') ?? ''}`),
      filters: Array.from(document.querySelectorAll<HTMLInputElement>('.tabulator-header-filter input')).map((i) => i.value),
      page: document.querySelector('.tabulator-page.active')?.textContent ?? null,
      log: document.getElementById('log')?.textContent ?? '',
      editing: document.querySelectorAll('.tabulator-editing').length,
    };
  });
const tab = tracked(tabRead);
const tbb = tab.becomes;
const STAFF: [id: number, name: string, age: number][] = [
  [1, 'Alice Moreau', 34], [2, 'Bruno Keller', 41], [3, 'Chen Wei', 38], [4, 'Dana Okafor', 29], [5, 'Emil Novak', 25], [6, 'Fatima Zahra', 45],
  [7, 'Gustav Berg', 27], [8, 'Hana Sato', 52], [9, 'Ivan Petrov', 36], [10, 'Julia Costa', 31], [11, 'Kofi Mensah', 48], [12, 'Lena Fischer', 33],
  [13, 'Marco Rossi', 39], [14, 'Nora Lind', 23], [15, 'Omar Haddad', 44],
];
const FIELDS = ['name', 'department', 'role', 'age', 'start', 'remote'];
const ageSorted = (dir: 'ascending' | 'descending') => (b: State) => {
  const sign = dir === 'ascending' ? 1 : -1;
  const order = [...STAFF].sort((p, q) => sign * (p[2] - q[2]));
  return { sort: (b.sort as string[]).map((s) => (s.startsWith('age:') ? `age:${dir}` : s)), shown: order.slice(0, 10).map((p) => p[1]) };
};
const tCell = (page: Page, name: string, field: string) => page.locator('.tabulator-row', { hasText: name }).locator(`.tabulator-cell[tabulator-field=${field}]`);
const tEditor = (page: Page) => page.locator('.tabulator-cell.tabulator-editing input');
const tEdit = (name: string, field: string, value: string) => async (page: Page) => {
  await tCell(page, name, field).click();
  await tEditor(page).fill(value);
  await tEditor(page).press('Enter');
};
/** One record's field changed; the click that opened the editor may have selected the row. */
const tChanged = (id: number, field: string, to: string) => {
  const change = (b: State) => ({ rows: (b.rows as string[]).map((r) => (r.startsWith(`${id} `) ? `${id} ${r.slice(String(id).length + 1).split(' | ').map((v, i) => (FIELDS[i] === field ? to : v)).join(' | ')}` : r)) });
  const name = STAFF.find((p) => p[0] === id)![1];
  return [change, (b: State) => ({ ...change(b), log: `Selected: ${name}` })] as const;
};
const tabFilter = (field: string) => `.tabulator-col[tabulator-field=${field}] .tabulator-header-filter input`;
const ageHeader = '.tabulator-col[tabulator-field=age] .tabulator-col-title';

const TABULATOR_PHRASINGS: AppStep[] = [
  ...says('grid', steps(click(ageHeader), click(ageHeader)), tbb(ageSorted('descending')), ['Sort by Age, descending']),
  ...says('grid', click('.tabulator-page[data-page="2"]'), tbb({ page: '2', shown: STAFF.slice(10).map((p) => p[1]) }), ['Given I am on page 2 of the staff list']),
  ...says('grid', tEdit('Chen Wei', 'age', '40'), tbb(...tChanged(3, 'age', '40')), ['change Age in row 3 to 40']),
  ...says('grid', async (page) => {
    await page.locator(tabFilter('department')).click();
    await page.locator('.tabulator-edit-list-item', { hasText: /^Sales$/ }).click();
  }, tbb({ filters: ['', 'Sales'], shown: ['Bruno Keller', 'Hana Sato', 'Marco Rossi'] }), ['When I filter the Department column by Sales']),
  ...says('grid', async (page) => {
    await tCell(page, 'Julia Costa', 'remote').click();
    await tEditor(page).click();
  }, tbb(...tChanged(10, 'remote', 'false')), ['In the last row, untick Remote']),
  ...says('edited', click('#undo'), tbb((b) => tChanged(2, 'age', '41')[0](b)), ['Undo.']),
  ...says('grid', (page) => page.locator(tabFilter('name')).pressSequentially('Nora'), tbb({ filters: ['Nora', ''], shown: ['Nora Lind'] }), [
    'Type Nora in the Name filter so only her row shows',
  ]),
];

/** Tabulator's own page, and ours: `page2` (the second page shown), `edited` (Bruno Keller's age changed to 50, his row selected by that click). */
const tabPrepare = async (page: Page, origin: string, setup: string) => {
  if (!['grid', 'page2', 'edited'].includes(setup)) throw new Error(`no tabulator/phrasings9 setup ${setup}`);
  await TABULATOR.prepare(page, origin, 'grid');
  if (setup === 'page2') {
    await page.locator('.tabulator-page[data-page=next]').click();
    await expect(page.locator('.tabulator-page.active')).toHaveText('2');
  }
  if (setup === 'edited') {
    await tEdit('Bruno Keller', 'age', '50')(page);
    await expect.poll(() => page.evaluate(() => (window as any).table.getData().find((p: any) => p.id === 2).age)).toBe(50);
  }
  await page.mouse.move(0, 0);
};

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
const sAmountAsc = (b: State) => ({
  expenses: { rows: [...(b.expenses.rows as string[])].sort((p, q) => Number(p.split(' | ')[3]) - Number(q.split(' | ')[3])) },
});

const JSPREADSHEET_PHRASINGS: AppStep[] = [
  ...says('sheet', sEdit(3, 2, '600'), xb(sCellIs(3, 2, '600')), ['change Amount in row 3 to 600']),
  ...says('sheet', sEdit(3, 10, '25'), xb(sCellIs(3, 10, '25')), ['And I enter 25 as the amount for Coffee and snacks']),
  ...says('sheet', (page) => sCell(page, 4, 3).locator('input[type=checkbox]').click(), xb(sCellIs(4, 3, 'true')), ['Approve the fourth expense.']),
  ...says('sheet', (page) => page.locator('.jtabs-headers').getByText('Budget', { exact: true }).click(), xb({ tab: 'Budget' }), ['When I switch to the Budget tab']),
  ...says('budget', sEdit(1, 2, '350', 1), xb((b) => ({ budget: { rows: (b.budget.rows as string[]).map((r) => (r.startsWith('Meals ') ? 'Meals | 350' : r)) } })), [
    'In the Budget sheet, set Meals to 350',
  ]),
  ...says('sheet', async (page) => {
    await sCell(page, 1, 5).dblclick();
    await page.locator('.jdropdown-focus .jdropdown-item', { hasText: 'Equipment' }).click();
  }, xb(sCellIs(1, 5, 'Equipment')), ['Categorise the Metro card as Equipment']),
  ...says('sheet', async (page) => {
    await sTable(page).locator('thead td[data-x="3"]').click({ button: 'right' });
    await page.locator('.jss_contextmenu').getByText('Order ascending', { exact: true }).click();
  }, xb(sAmountAsc), ['Sort by Amount, ascending']),
  // Ambiguous: no cell is named or selected.
  ...says('sheet', nothing, xb({}), ['Clear the cell.']),
];

// --- AdminLTE ------------------------------------------------------------------------------------

const adminRead = (page: Page): Promise<State> =>
  page.evaluate(`({
    path: location.pathname + location.hash,
    controls: ${READ_CONTROLS}(),
    panes: Array.from(document.querySelectorAll('.tab-pane.active')).map((e) => e.id),
    modals: Array.from(document.querySelectorAll('.modal.show')).map((e) => e.id),
    collapsed: Array.from(document.querySelectorAll('.card.collapsed-card')).map((c) => (c.querySelector('.card-title')?.textContent ?? '').trim()),
    menus: Array.from(document.querySelectorAll('.dropdown-menu.show')).map((m) => (m.querySelector('.dropdown-header, .dropdown-footer')?.textContent ?? '').trim()),
    sidebarMenus: Array.from(document.querySelectorAll('.nav-sidebar li.menu-open > a > p')).map((p) => (p.firstChild?.textContent ?? '').trim()),
    sidebarHidden: document.body.classList.contains('sidebar-collapse'),
    toasts: document.querySelectorAll('.toast, .swal2-toast').length,
  })`);
const admin = tracked(adminRead);
const ab = admin.becomes;
const adminCard = (page: Page, title: string) => page.locator('.card').filter({ has: page.locator(`> .card-header .card-title`, { hasText: new RegExp(`^\\s*${title}\\s*$`) }) });
const sideLink = (name: string) => (page: Page) => page.locator('.nav-sidebar a.nav-link', { has: page.locator(`p:text-is("${name}")`) }).first().click();

const ADMINLTE_PHRASINGS: AppStep[] = [
  ...says('projectAdd', sideLink('Tables'), ab({ sidebarMenus: ['Tables', 'Pages'] }), ['In the sidebar, expand Tables.']),
  ...says('projectAdd', (page) => adminCard(page, 'General').locator('[data-card-widget=collapse]').click(), ab({ collapsed: ['General'] }), ['When I collapse the General card']),
  ...says('projectAdd', (page) => page.locator('.main-header .nav-link[data-toggle=dropdown]:has(.fa-bell)').click(), ab({ menus: ['15 Notifications'] }), [
    "Open the notifications dropdown so I can see what's new",
  ]),
  ...says('login', fill('.login-box input[type=email]', 'ada@example.com'), ab(controls({ '.login-box input[type=email]': 'ada@example.com' })), ['And I enter ada@example.com in the Email field']),
  ...says('login', click('label[for=remember]'), ab(controls({ '#remember': true })), ['Tick Remember me so the session persists']),
  ...says('profile', click('a[href="#settings"]'), ab({ panes: ['settings'] }), ['Given I am on the Settings tab']),
  ...says('modals', click('[data-target="#modal-sm"]'), ab({ modals: ['modal-sm'] }), ['Launch the small modal.']),
  ...says('defaultModal', click('#modal-default .modal-footer button[data-dismiss=modal]'), ab({ modals: [] }), ['In the dialog, click Close']),
];

// --- jstree --------------------------------------------------------------------------------------

const TREES = ['html', 'data', 'frmt', 'ajax', 'lazy', 'clbk', 'evts', 'files'];
/** Every tree's open and selected nodes (jstree's own API), the nodes of our Files tree as parent/child, a rename box, a context menu. */
const jtRead = (page: Page): Promise<State> =>
  page.evaluate((trees) => {
    const $ = (window as any).jQuery;
    const out: State = {};
    for (const id of trees) {
      if (!document.getElementById(id)) continue;
      const tree = $(`#${id}`).jstree(true);
      const open: string[] = [];
      const nodes: string[] = [];
      const walk = (list: any[], parent: string) => {
        for (const n of list) {
          const text = String(n.text).trim();
          if (n.state.opened) open.push(text);
          nodes.push(`${parent}/${text}`);
          walk(n.children ?? [], text);
        }
      };
      walk(tree.get_json('#', {}), '');
      out[id] = { open, selected: tree.get_selected(true).map((n: any) => String(n.text).trim()), ...(id === 'files' ? { nodes } : {}) };
    }
    const menu = document.querySelector<HTMLElement>('.vakata-context');
    out.renaming = document.querySelectorAll('.jstree-rename-input').length;
    out.menu = !!menu && getComputedStyle(menu).display !== 'none';
    return out;
  }, TREES);
const jt = tracked(jtRead);
const jb = jt.becomes;
/** One of these end states. */
const jbAny = (states: Changes[]) => jb(states[0]!, ...states.slice(1));
const jNode = (page: Page, id: string, text: string) => page.locator(`#${id} li.jstree-node`).filter({ has: page.locator(':scope > a', { hasText: new RegExp(`^\\s*${text}\\s*$`) }) });
const jToggle = (id: string, text: string) => (page: Page) => jNode(page, id, text).locator(':scope > i.jstree-ocl').click();
const jContext = (text: string, item: string) => async (page: Page) => {
  await jNode(page, 'files', text).locator(':scope > a').click({ button: 'right' });
  await page.locator('.vakata-context a', { hasText: new RegExp(`^\\s*${item}\\s*$`) }).first().click();
};
const jFiles = (b: State, files: State) => ({ files: { ...b.files, ...files } });
const FILE_NODES = ['/Documents', 'Documents/Reports', 'Documents/Invoices', '/Photos', 'Photos/Holiday', 'Photos/Family', '/Music'];

const JSTREE_PHRASINGS: AppStep[] = [
  ...says('files', jToggle('files', 'Documents'), jb((b) => jFiles(b, { open: ['Documents', 'Photos'] })), ['Expand Documents.']),
  ...says('files', (page) => jNode(page, 'files', 'Family').locator(':scope > a').click(), jb((b) => jFiles(b, { selected: ['Family'] })), ['When I select Family under Photos']),
  ...says('files', jToggle('files', 'Photos'), jb((b) => jFiles(b, { open: [] })), ['In the Files tree, collapse the second node']),
  // The right-click selects the node it is on; after the rename it may stay selected, or not.
  ...says('files', steps(jContext('Music', 'Rename'), (page) => page.locator('.jstree-rename-input').fill('Songs'), (page) => page.keyboard.press('Enter')), jbAny(
    [['Songs'], []].map((selected) => (b: State) => jFiles(b, { selected, nodes: FILE_NODES.map((n) => n.replace('Music', 'Songs')) })),
  ), ['And I rename Music to Songs']),
  ...says('files', jContext('Music', 'Delete'), jb((b) => jFiles(b, { nodes: FILE_NODES.filter((n) => n !== '/Music') })), ['Delete the last node of the Files tree']),
  // A node made from the context menu: the right-click selects Photos (or the new node is selected), its name box may still be open.
  ...says('files', jContext('Photos', 'Create'), jbAny(
    [['Photos'], ['New node'], []].flatMap((selected) => [true, false].map((renaming) => (b: State) => ({
      ...jFiles(b, { selected, nodes: [...FILE_NODES.slice(0, 6), 'Photos/New node', '/Music'] }),
      renaming: renaming ? 1 : 0,
    }))),
  ), ['Then I create a new node inside Photos using the right-click menu']),
  ...says('files', jToggle('html', 'Root node'), jb((b) => ({ html: { ...b.html, open: [] } })), ['In the HTML demo, collapse Root node']),
];

/** jstree's demo page with a tree of ours below it (Documents, Photos open, Music) made with the package's contextmenu plugin. */
const jtPrepare = async (page: Page, origin: string, setup: string) => {
  await JSTREE.prepare(page, origin, 'demo');
  if (setup !== 'files') throw new Error(`no jstree/phrasings9 setup ${setup}`);
  await page.evaluate(() => {
    const heading = document.createElement('h1');
    heading.textContent = 'Files demo';
    const box = document.createElement('div');
    box.id = 'files';
    box.className = 'demo';
    document.body.append(heading, box);
    (window as any).jQuery('#files').jstree({
      core: {
        check_callback: true,
        data: [
          { text: 'Documents', children: [{ text: 'Reports' }, { text: 'Invoices' }] },
          { text: 'Photos', state: { opened: true }, children: [{ text: 'Holiday' }, { text: 'Family' }] },
          { text: 'Music' },
        ],
      },
      plugins: ['contextmenu'],
    });
  });
  await expect(page.locator('#files [role=treeitem]', { hasText: 'Holiday' })).toBeVisible({ timeout: LOAD_MS });
  await page.mouse.move(0, 0);
};

// --- bank ----------------------------------------------------------------------------------------

const bank = tracked(ownState(BANK));
const kb = bank.becomes;

const BANK_PHRASINGS: AppStep[] = [
  ...says('transfer', fill('#amount', '120'), kb((b) => ({ xfer: { ...b.xfer, amount: '120' } })), ['And I enter 120 in the Amount field']),
  ...says('transfer-filled', click('#recurring'), kb((b) => ({ xfer: { ...b.xfer, recurring: true } })), ['Turn on Repeat this transfer so it happens every month']),
  ...says('accounts', click('nav.side a[data-nav=cards]'), kb({ view: 'cards', hash: '#/cards' }), ['Given I am on the Cards page']),
  ...says('activity', steps(click('#sort-amount'), click('#sort-amount')), kb((b) => ({ tx: { ...b.tx, sort: 'amount', dir: 'desc' } })), ['Sort by Amount, descending']),
  ...says('activity', click('#pager [aria-label="Next page"]'), kb((b) => ({ tx: { ...b.tx, page: 2 } })), ['Next page.']),
  ...says('cards', click('#credit-replace'), kb({ replaceDialog: { card: 'credit', reason: '', delivery: 'standard' } }), ['On the credit card, press Replace card.']),
  ...says('replace', (page) => page.locator('input[name=rreason][value=damaged]').check(), kb((b) => ({ replaceDialog: { ...b.replaceDialog, reason: 'damaged' } })), [
    'In the dialog, choose Damaged as the reason.',
  ]),
  ...says('transfer', click('#tab-payee'), kb((b) => ({ xfer: { ...b.xfer, mode: 'payee' } })), ['When I switch to the Pay someone tab']),
  // Ambiguous: every row of the activity can be disputed, none is open.
  ...says('activity', nothing, kb({}), ['Dispute the charge.']),
  ...finds('transfer', '#review-btn', ['Then I should see the Review transfer button']),
];

// --- TodoMVC (Vue) -------------------------------------------------------------------------------

const TODO_VUE = TODOMVC_APPS.find((a) => a.name === 'todomvc/vue')!;
const [CHEESE, CAT, DOCTOR] = THREE as [string, string, string];
/** Every todo in the list (title, done), the edit box, the new-todo field, the filter in the URL and what shows. */
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

const TODOMVC_PHRASINGS: AppStep[] = [
  ...says('empty', async (page) => {
    await page.locator('#new-todo').fill('buy bread');
    await page.locator('#new-todo').press('Enter');
  }, db({ todos: ['buy bread'], shown: ['buy bread'] }), ['When I add a todo called buy bread']),
  ...says('three', (page) => tRow(page, DOCTOR).locator('.toggle').check(), db({ todos: [CHEESE, CAT, `${DOCTOR} (done)`] }), ['Complete the last todo.']),
  ...says('oneDone', (page) => tRow(page, CAT).locator('.toggle').uncheck(), db({ todos: THREE }), ['Uncheck the completed item']),
  ...says('three', async (page) => {
    await tRow(page, CAT).hover();
    await tRow(page, CAT).locator('.destroy').click();
  }, db({ todos: [CHEESE, DOCTOR], shown: [CHEESE, DOCTOR] }), ['Delete the second todo so only two are left']),
  ...says('oneDone', click('#clear-completed'), db({ todos: [CHEESE, DOCTOR], shown: [CHEESE, DOCTOR] }), ['Clear completed.']),
  ...says('three', async (page) => {
    await tRow(page, CHEESE).locator('label').dblclick();
    await page.locator('#todo-list li.editing .edit').fill('buy brie');
    await page.locator('#todo-list li.editing .edit').press('Enter');
  }, db({ todos: ['buy brie', CAT, DOCTOR], shown: ['buy brie', CAT, DOCTOR] }), ['And I change the first todo to buy brie']),
  ...says('oneDone', (page) => page.locator('#filters a', { hasText: /^Completed$/ }).click(), db({ hash: '#/completed', todos: [`${CAT} (done)`], shown: [CAT] }), [
    'Given I am viewing the completed todos',
  ]),
  // Ambiguous: three todos, none named.
  ...says('three', nothing, db({}), ['Rename the todo to call mom']),
  ...finds('oneDone', '#todo-count, #todo-count strong', ['Then I should see 2 items left']),
];

// --- the apps ----------------------------------------------------------------------------------

const withRecord = (app: RealApp, steps: AppStep[], record: (page: Page) => Promise<void>, prepare: RealApp['prepare'] = app.prepare): RealApp => ({
  name: `${app.name}/phrasings9`,
  steps,
  prepare: async (page, origin, setup) => {
    await prepare(page, origin, setup);
    await record(page);
  },
  state: app.state,
});

export const PHRASINGS9: RealApp[] = [
  withRecord(FIELDSERVICE, FIELDSERVICE_PHRASINGS, fs.record),
  withRecord(TABULATOR, TABULATOR_PHRASINGS, tab.record, tabPrepare),
  withRecord(JSPREADSHEET, JSPREADSHEET_PHRASINGS, sheet.record),
  withRecord(ADMINLTE, ADMINLTE_PHRASINGS, admin.record),
  withRecord(JSTREE, JSTREE_PHRASINGS, jt.record, jtPrepare),
  withRecord(BANK, BANK_PHRASINGS, bank.record),
  withRecord(TODO_VUE, TODOMVC_PHRASINGS, todo.record),
];
