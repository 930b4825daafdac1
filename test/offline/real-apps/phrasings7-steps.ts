/**
 * An eighth step list, the seventh phrasings batch (issue 25), on six of the repo's apps of the kinds the held-out
 * checks are made of, none of them in the sixth batch: a tree with a context menu (jstree: its own demo page plus a
 * tree of ours on it, made with the package's own `contextmenu` plugin), a data grid with inline editing, header
 * filters, sorting and paging (Tabulator), two admin templates with sidebar menus, card tools, navbar dropdowns,
 * modals, tabs and forms (AdminLTE, SB Admin 2 with its DataTables grid), and two TodoMVCs (Backbone, Knockout) as a
 * tester of Playwright's TodoMVC scenarios would vary them. Things each app supports, said the way a different tester
 * would: a context menu's item said with the right-click ("right-click Documents and create a new node"), expand and
 * collapse said as showing or hiding what is inside, a filter said without its verb ("only show rows where ..."),
 * paging and page sizes ("next page", "show 25 rows per page"), sorting said by its order ("oldest first", "Z to A"),
 * a cell's new value said as a fact ("Dana Okafor is 30 now"), sidebar paths ("Utilities > Borders"), a card
 * minimised, a dropdown or modal opened by what it shows, and TodoMVC's add, edit, toggle-all, filters and counter
 * in other words. Four steps are ambiguous on purpose: the right outcome is a hand-over with the page untouched.
 * Each app runs as `<app>/phrasings7` on the app's own pages and setups, plus setups of ours named below
 * (`APPS=phrasings7` runs the six).
 * Blind: written before the resolver was run on them (and before its grammar and rules were read), checked with
 * `REFERENCE=1`, and frozen (test/offline/real-apps-frozen.test.ts).
 *
 * Every check compares the app's whole state (a reading of ours of every tree, row, filter, sort, page, field,
 * menu, card, modal and todo), read afresh after the step, with the state the step started from with only the
 * asked-for change: any other action leaves a difference. Where two outcomes are both right (a row selected or not
 * by the click that opens a cell's editor), the check names both end states and accepts either.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, wentTo, type AppStep, type RealApp } from './corpus.js';
import { JSTREE } from './jstree-steps.js';
import { TABULATOR } from './tabulator-steps.js';
import { ADMINLTE } from './adminlte-steps.js';
import { SB_ADMIN } from './sb-admin-2-steps.js';
import { TODOMVC_APPS } from './todomvc-steps.js';

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

const nothing = async () => undefined;

/** Every form control of the page, in document order: a text's value, a box's checked state, a select's values. In-page source. */
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

const click = (selector: string) => (page: Page) => page.locator(selector).click();
const steps = (...all: ((page: Page) => Promise<unknown>)[]) => async (page: Page) => {
  for (const step of all) await step(page);
};

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
  // The right-click selects the node it is on; the new node may still have its name box open, or not.
  ...says('files', jContext('Documents', 'Create'), jbAny(
    [['Documents'], []].flatMap((selected) => [true, false].map((renaming) => (b: State) => ({
      ...jFiles(b, { open: ['Documents', 'Photos'], selected, nodes: [...FILE_NODES.slice(0, 3), 'Documents/New node', ...FILE_NODES.slice(3)] }),
      renaming: renaming ? 1 : 0,
    }))),
  ), ['right-click Documents and create a new node']),
  ...says('files', steps(jContext('Photos', 'Rename'), (page) => page.locator('.jstree-rename-input').fill('Pictures'), (page) => page.keyboard.press('Enter')), jbAny(
    [['Pictures'], []].map((selected) => (b: State) => jFiles(b, { open: ['Pictures'], selected, nodes: FILE_NODES.map((n) => n.replace('Photos', 'Pictures')) })),
  ), ['rename Photos to Pictures using the right-click menu']),
  ...says('files', jContext('Music', 'Delete'), jb((b) => jFiles(b, { nodes: FILE_NODES.filter((n) => n !== '/Music') })), ['delete the Music node from the context menu']),
  ...says('files', jToggle('files', 'Documents'), jb((b) => jFiles(b, { open: ['Documents', 'Photos'] })), ["show what's inside Documents"]),
  ...says('files', jToggle('files', 'Photos'), jb((b) => jFiles(b, { open: [] })), ['fold Photos away']),
  ...says('files', (page) => jNode(page, 'files', 'Holiday').locator(':scope > a').click(), jb((b) => jFiles(b, { selected: ['Holiday'] })), ['select Holiday inside Photos']),
  ...says('files', jToggle('html', 'Root node'), jb((b) => ({ html: { ...b.html, open: [] } })), ['hide Child node 1 and Child node 2 in the HTML demo']),
  ...says('files', jToggle('data', 'Root node'), jb((b) => ({ data: { ...b.data, open: ['Root node'] } })), ['Inline data demo: expand its Root node']),
  // Ambiguous: no node is named, and no node of the Files tree is selected.
  ...says('files', nothing, jb({}), ['rename the node to Archive']),
];

/** jstree's demo page, and `files`: the same page with a tree of ours below it (Documents, Photos open, Music) made with the package's contextmenu plugin. */
const jtPrepare = async (page: Page, origin: string, setup: string) => {
  await JSTREE.prepare(page, origin, 'demo');
  if (setup !== 'files') throw new Error(`no jstree/phrasings7 setup ${setup}`);
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
const STAFF: [id: number, name: string, age: number, start: string][] = [
  [1, 'Alice Moreau', 34, '2019-03-04'], [2, 'Bruno Keller', 41, '2016-07-18'], [3, 'Chen Wei', 38, '2014-11-02'], [4, 'Dana Okafor', 29, '2021-01-11'],
  [5, 'Emil Novak', 25, '2022-05-23'], [6, 'Fatima Zahra', 45, '2012-09-30'], [7, 'Gustav Berg', 27, '2023-02-06'], [8, 'Hana Sato', 52, '2010-04-12'],
  [9, 'Ivan Petrov', 36, '2017-08-21'], [10, 'Julia Costa', 31, '2020-10-05'], [11, 'Kofi Mensah', 48, '2013-06-17'], [12, 'Lena Fischer', 33, '2018-12-03'],
  [13, 'Marco Rossi', 39, '2015-03-09'], [14, 'Nora Lind', 23, '2024-01-15'], [15, 'Omar Haddad', 44, '2011-05-28'],
];
const FIELDS = ['name', 'department', 'role', 'age', 'start', 'remote'];
/** Sorted on one column: its aria-sort, and the first page in that order. */
const sortedOn = (field: 'name' | 'age', dir: 'ascending' | 'descending') => (b: State) => {
  const key = { name: 1, age: 2 }[field] as 1 | 2;
  const sign = dir === 'ascending' ? 1 : -1;
  const order = [...STAFF].sort((p, q) => (p[key] < q[key] ? -sign : p[key] > q[key] ? sign : 0));
  return { sort: (b.sort as string[]).map((s) => (s.startsWith(`${field}:`) ? `${field}:${dir}` : s)), shown: order.slice(0, 10).map((p) => p[1]) };
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

const TABULATOR_PHRASINGS: AppStep[] = [
  ...says('grid', async (page) => {
    await page.locator(tabFilter('department')).click();
    await page.locator('.tabulator-edit-list-item', { hasText: /^Sales$/ }).click();
  }, tbb({ filters: ['', 'Sales'], shown: ['Bruno Keller', 'Hana Sato', 'Marco Rossi'] }), ['only show rows where Department is Sales']),
  ...says('grid', (page) => page.locator(tabFilter('name')).pressSequentially('Ivan'), tbb({ filters: ['Ivan', ''], shown: ['Ivan Petrov'] }), ['just the people whose name contains Ivan']),
  ...says('grid', click('.tabulator-page[data-page=next]'), tbb({ page: '2', shown: STAFF.slice(10).map((p) => p[1]) }), ['next page']),
  ...says('page2', click('.tabulator-page[data-page="1"]'), tbb({ page: '1', shown: STAFF.slice(0, 10).map((p) => p[1]) }), ['back to the first page of staff']),
  ...says('grid', steps(click('.tabulator-col[tabulator-field=age] .tabulator-col-title'), click('.tabulator-col[tabulator-field=age] .tabulator-col-title')), tbb(sortedOn('age', 'descending')), ['oldest first']),
  ...says('grid', steps(click('.tabulator-col[tabulator-field=name] .tabulator-col-title'), click('.tabulator-col[tabulator-field=name] .tabulator-col-title')), tbb(sortedOn('name', 'descending')), ['sort by name Z to A']),
  ...says('grid', click('.tabulator-col[tabulator-field=age] .tabulator-col-title'), tbb(sortedOn('age', 'ascending')), ['youngest staff at the top']),
  ...says('grid', tEdit('Dana Okafor', 'age', '30'), tbb(...tChanged(4, 'age', '30')), ['Dana Okafor is 30 now']),
  ...says('grid', async (page) => {
    await tCell(page, 'Emil Novak', 'department').click();
    await page.locator('.tabulator-edit-list-item', { hasText: /^Finance$/ }).click();
  }, tbb(...tChanged(5, 'department', 'Finance')), ['move Emil Novak over to Finance']),
  ...says('grid', async (page) => {
    await tCell(page, 'Hana Sato', 'remote').click();
    await tEditor(page).click();
  }, tbb(...tChanged(8, 'remote', 'true')), ['Hana Sato works remotely now']),
  ...says('edited', click('#undo'), tbb((b) => tChanged(2, 'age', '41')[0](b)), ['revert my last edit']),
  // Ambiguous: no row is named; fifteen ages.
  ...says('grid', nothing, tbb({}), ['set the age to 40']),
];

/** Tabulator's own page, and ours: `page2` (the second page shown), `edited` (Bruno Keller's age changed to 50, his row selected by that click). */
const tabPrepare = async (page: Page, origin: string, setup: string) => {
  if (!['grid', 'page2', 'edited'].includes(setup)) throw new Error(`no tabulator/phrasings7 setup ${setup}`);
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
  ...says('projectAdd', steps(sideLink('Forms'), sideLink('General Elements')), wentTo('/adminlte/pages/forms/general.html'), ['in the sidebar, open Forms and then General Elements']),
  ...says('projectAdd', sideLink('Tables'), ab({ sidebarMenus: ['Tables', 'Pages'] }), ['expand the Tables menu in the sidebar']),
  ...says('projectAdd', (page) => adminCard(page, 'Budget').locator('[data-card-widget=collapse]').click(), ab({ collapsed: ['Budget'] }), ['minimise the Budget box']),
  ...says('projectAdd', (page) => page.locator('.main-header .nav-link[data-toggle=dropdown]:has(.fa-bell)').click(), ab({ menus: ['15 Notifications'] }), ['show me my notifications']),
  ...says('projectAdd', (page) => page.locator('.main-header .nav-link[data-toggle=dropdown]:has(.fa-comments)').click(), ab({ menus: ['See All Messages'] }), [
    'open the messages dropdown in the top bar',
  ]),
  ...says('projectAdd', click('.main-header [data-widget=pushmenu]'), ab((b) => ({ sidebarHidden: true, controls: (b.controls as string[]).map((c, i) => (i === 15 ? 'true' : c)) })), ['hide the sidebar']),
  ...says('modals', click('[data-target="#modal-lg"]'), ab({ modals: ['modal-lg'] }), ['launch the large modal']),
  ...says('defaultModal', click('#modal-default .modal-footer button[data-dismiss=modal]'), ab({ modals: [] }), ['dismiss the Default Modal without saving']),
  ...says('login', async (page) => {
    await page.locator('.login-box input[type=email]').fill('ada@example.com');
    await page.locator('.login-box input[type=password]').fill('hunter2');
  }, ab(controls({ '.login-box input[type=email]': 'ada@example.com', '.login-box input[type=password]': 'hunter2' })), ['enter ada@example.com as the email and hunter2 as the password']),
  ...says('profile', click('a[href="#timeline"]'), ab({ panes: ['timeline'] }), ["show the Timeline on the profile"]),
];

// --- SB Admin 2 ----------------------------------------------------------------------------------

const sbRead = (page: Page): Promise<State> =>
  page.evaluate(`({
    path: location.pathname + location.hash,
    menus: Array.from(document.querySelectorAll('.dropdown-menu.show')).map((e) => e.getAttribute('aria-labelledby') || 'card'),
    sidebar: Array.from(document.querySelectorAll('#accordionSidebar .collapse.show')).map((e) => e.id),
    modal: document.querySelector('#logoutModal')?.classList.contains('show') ?? null,
    toggled: document.body.classList.contains('sidebar-toggled'),
    controls: ${READ_CONTROLS}(),
    sort: Array.from(document.querySelectorAll('#dataTable thead th')).map((e) => (e.getAttribute('aria-sort') || '')),
    page: document.querySelector('#dataTable_paginate .paginate_button.active')?.textContent ?? null,
    info: document.querySelector('#dataTable_info')?.textContent ?? null,
    rows: document.querySelectorAll('#dataTable tbody tr').length,
    first: document.querySelector('#dataTable tbody tr td')?.textContent ?? null,
    cardBody: document.querySelector('#collapseCardExample')?.classList.contains('show') ?? null,
  })`);
const sba = tracked(sbRead);
const sbb = sba.becomes;
const sbHeader = (column: string) => (page: Page) => page.locator('#dataTable thead th', { hasText: new RegExp(`^${column}$`) }).click();
const COLUMNS = ['Name', 'Position', 'Office', 'Age', 'Start date', 'Salary'];
const sbSort = (column: string, order: 'ascending' | 'descending', first: string) => ({ sort: COLUMNS.map((c) => (c === column ? order : '')), first });

const SB_ADMIN_PHRASINGS: AppStep[] = [
  ...says('tables', async (page) => void (await page.locator('select[name=dataTable_length]').selectOption('25')), sbb(async (b, page) => ({
    ...(await controls({ 'select[name=dataTable_length]': '25' })(b, page)),
    info: 'Showing 1 to 25 of 57 entries',
    rows: 25,
  })), ['show 25 rows per page']),
  ...says('tables', click('#dataTable_paginate a:text-is("3")'), sbb({ page: '3', info: 'Showing 21 to 30 of 57 entries', first: 'Gloria Little' }), ['go to page 3']),
  ...says('tables', (page) => page.locator('#dataTable_filter input').fill('Edinburgh'), sbb(async (b, page) => ({
    ...(await controls({ '#dataTable_filter input': 'Edinburgh' })(b, page)),
    info: 'Showing 1 to 9 of 9 entries (filtered from 57 total entries)',
    rows: 9,
    first: 'Cedric Kelly',
  })), ['only show rows where the office is Edinburgh']),
  ...says('tables', steps(sbHeader('Salary'), sbHeader('Salary')), sbb(sbSort('Salary', 'descending', 'Angelica Ramos')), ['highest salary first']),
  ...says('tables', sbHeader('Age'), sbb(sbSort('Age', 'ascending', 'Tatyana Fitzpatrick')), ['youngest first']),
  ...says('tables', click('#dataTable_paginate a:text-is("6")'), sbb({ page: '6', info: 'Showing 51 to 57 of 57 entries', rows: 7, first: 'Tiger Nixon' }), ['jump to the final page']),
  ...says('dashboard', steps(click('#accordionSidebar a[data-target="#collapseUtilities"]'), click('#collapseUtilities a.collapse-item[href="utilities-border.html"]')), wentTo('/utilities-border.html'), [
    'Utilities > Borders in the sidebar',
  ]),
  ...says('dashboard', click('#userDropdown'), sbb({ menus: ['userDropdown'] }), ['open the user menu at the top right']),
  ...says('userMenu', click('[aria-labelledby=userDropdown] [data-target="#logoutModal"]'), sbb({ menus: [], modal: true }, { menus: ['userDropdown'], modal: true }), ['log me out']),
  ...says('cards', click('a[href="#collapseCardExample"]'), sbb({ cardBody: false }), ['fold up the Collapsable Card Example']),
  // Ambiguous: no value to filter by.
  ...says('tables', nothing, sbb({}), ['filter the table']),
];

// --- TodoMVC (Backbone, Knockout) ----------------------------------------------------------------

/** Every todo in the list (title, done), those being edited, the new-todo field, the filter in the URL and what shows. */
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
const THREE = ['buy some cheese', 'feed the cat', 'book a doctors appointment'];
const list = (todos: string[]) => ({ todos, shown: todos.map((t) => t.replace(/ \(done\)$/, '')) });
const tRow = (page: Page, title: string) => page.locator('#todo-list li').filter({ has: page.locator('label', { hasText: new RegExp(`^${title}$`) }) });
const tAdd = (...titles: string[]) => async (page: Page) => {
  for (const title of titles) {
    await page.locator('#new-todo').fill(title);
    await page.locator('#new-todo').press('Enter');
  }
};
const tRename = (title: string, to: string) => async (page: Page) => {
  await tRow(page, title).locator('label').dblclick();
  await page.locator('#todo-list li.editing .edit').fill(to);
  await page.locator('#todo-list li.editing .edit').press('Enter');
};
const tDestroy = (title: string) => async (page: Page) => {
  await tRow(page, title).hover();
  await tRow(page, title).locator('.destroy').click();
};
const todoFilter = (name: string) => (page: Page) => page.locator('#filters a', { hasText: new RegExp(`^${name}$`) }).click();

const backbone = tracked(todoRead);
const bbb = backbone.becomes;
const BACKBONE_PHRASINGS: AppStep[] = [
  ...says('empty', tAdd('buy milk', 'walk the dog', 'call mom'), bbb(list(['buy milk', 'walk the dog', 'call mom'])), ['add three todos: buy milk, walk the dog and call mom']),
  ...says('three', tRename('feed the cat', 'feed the dog'), bbb(list([THREE[0]!, 'feed the dog', THREE[2]!])), ["double click the second todo and change it to 'feed the dog'"]),
  ...says('three', click('#toggle-all'), bbb({ todos: THREE.map((t) => `${t} (done)`) }), ['hit the toggle-all arrow']),
  ...finds('oneDone', '#todo-count, #todo-count strong', ['how many items are left?']),
  ...says('oneDone', (page) => tRow(page, 'feed the cat').locator('.toggle').uncheck(), bbb({ todos: THREE }), ['uncheck feed the cat']),
  ...says('oneDone', click('#clear-completed'), bbb(list([THREE[0]!, THREE[2]!])), ['remove the completed items']),
  ...says('oneDone', todoFilter('Completed'), bbb({ hash: '#/completed', shown: ['feed the cat'] }), ['show only completed todos']),
  ...says('editing', (page) => page.locator('#todo-list li.editing .edit').press('Escape'), bbb({ editing: [] }), ['stop editing without saving']),
  ...says('three', tDestroy('feed the cat'), bbb(list([THREE[0]!, THREE[2]!])), ['delete feed the cat']),
  // Ambiguous: three todos.
  ...says('three', nothing, bbb({}), ['edit the todo']),
];

const knockout = tracked(todoRead);
const kb = knockout.becomes;
const KNOCKOUT_PHRASINGS: AppStep[] = [
  ...says('three', tAdd('pay rent'), kb(list([...THREE, 'pay rent'])), ["add 'pay rent' as a new todo"]),
  ...says('three', async (page) => {
    await tRow(page, 'buy some cheese').locator('.toggle').check();
    await tRow(page, 'feed the cat').locator('.toggle').check();
  }, kb({ todos: ['buy some cheese (done)', 'feed the cat (done)', THREE[2]] }), ['tick off both buy some cheese and feed the cat']),
  ...says('oneDone', click('#toggle-all'), kb({ todos: THREE.map((t) => `${t} (done)`) }), ['mark every todo complete']),
  ...says('allDone', click('#toggle-all'), kb({ todos: THREE }), ['mark all todos as not done']),
  ...says('oneDone', todoFilter('Active'), kb({ hash: '#/active', ...list([THREE[0]!, THREE[2]!]) }), ['switch to Active']),
  ...says('completedView', todoFilter('All'), kb({ hash: '#/all', todos: [THREE[0]!, `${THREE[1]!} (done)`, THREE[2]!], shown: THREE }), ['show all todos again']),
  ...says('three', tRename('book a doctors appointment', 'book a dentist appointment'), kb(list([THREE[0]!, THREE[1]!, 'book a dentist appointment'])), [
    "double-click book a doctors appointment and make it 'book a dentist appointment'",
  ]),
  ...says('three', tDestroy('buy some cheese'), kb(list([THREE[1]!, THREE[2]!])), ['get rid of the first todo']),
];

/** TodoMVC's own setups, and ours: `allDone` (the three todos all done, by the toggle-all box) and `completedView` (one done, the Completed filter on). */
const todoPrepare = (app: RealApp) => async (page: Page, origin: string, setup: string) => {
  await app.prepare(page, origin, setup === 'allDone' ? 'three' : setup === 'completedView' ? 'oneDone' : setup);
  if (setup === 'allDone') {
    await page.locator('#toggle-all').click();
    await expect(page.locator('#todo-list li .toggle:checked')).toHaveCount(3);
  }
  if (setup === 'completedView') {
    await todoFilter('Completed')(page);
    await expect(page).toHaveURL(/#\/completed$/);
  }
  await page.mouse.move(0, 0);
};

// --- the apps ----------------------------------------------------------------------------------

const withRecord = (
  app: RealApp,
  steps: AppStep[],
  record: (page: Page) => Promise<void>,
  prepare: RealApp['prepare'] = app.prepare,
): RealApp => ({
  name: `${app.name}/phrasings7`,
  steps,
  prepare: async (page, origin, setup) => {
    await prepare(page, origin, setup);
    await record(page);
  },
  state: app.state,
});

const TODO_BACKBONE = TODOMVC_APPS.find((a) => a.name === 'todomvc/backbone')!;
const TODO_KNOCKOUT = TODOMVC_APPS.find((a) => a.name === 'todomvc/knockoutjs')!;

export const PHRASINGS7: RealApp[] = [
  withRecord(JSTREE, JSTREE_PHRASINGS, jt.record, jtPrepare),
  withRecord(TABULATOR, TABULATOR_PHRASINGS, tab.record, tabPrepare),
  withRecord(ADMINLTE, ADMINLTE_PHRASINGS, admin.record),
  withRecord(SB_ADMIN, SB_ADMIN_PHRASINGS, sba.record),
  withRecord(TODO_BACKBONE, BACKBONE_PHRASINGS, backbone.record, todoPrepare(TODO_BACKBONE)),
  withRecord(TODO_KNOCKOUT, KNOCKOUT_PHRASINGS, knockout.record, todoPrepare(TODO_KNOCKOUT)),
];
