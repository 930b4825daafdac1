/**
 * A ninth step list, the eighth phrasings batch (issue 25), on seven of the repo's apps of the kinds the held-out
 * checks are made of: a help desk on a widget toolkit with no ARIA (helpdesk, w2ui: a sidebar, toolbars with a menu
 * and a check button, a grid edited in place, a tabbed form with a date box), an HR portal on Fomantic-UI
 * (onboarding: dropdowns, a calendar, a number box, an accordion of policies, a modal, a sortable table with row
 * menus), a widget toolkit (jQuery UI: accordion, tabs, nested menu, spinner, selectmenus, button checkboxes, a
 * dialog, a date box), a tree grid (Wunderbaum: folders, checkboxes, stars, statuses, renaming, a filter), an admin
 * template's components (Bootstrap: navbar search, offcanvas, modal form, range, accordion, toggle buttons), an API
 * console (Swagger UI: operations, try-out fields, the authorization dialog) and a TodoMVC (vanillajs) as a tester
 * of Playwright's TodoMVC scenarios would write them. Things each app supports, said the way a QA engineer writes a
 * test case: short imperative steps, a place said first ("In the sidebar, …", "On the toolbar, …", "In the dialog,
 * …"), "Enter X in Y", positions ("the second row", "the first ticket", "the last person", "the second laptop"), a
 * number box changed by an amount ("Decrease the weekly hours by 8", "Increase the spinner by 3"), dates said in
 * words ("Set the start date to 25 January 2027"), menu paths ("Music > Rock > Classic"), numbered steps ("3. …"),
 * a leading "Then", trailing full stops and "please", and an observe said as a check ("Check that 2 items are
 * left"). Four steps are ambiguous on purpose: the right outcome is a hand-over with the page untouched.
 * Each app runs as `<app>/phrasings8` on the app's own pages and setups (`APPS=phrasings8` runs the seven).
 * Blind: written before the resolver was run on them (and before its grammar and rules were read), checked with
 * `REFERENCE=1`, and frozen (test/offline/real-apps-frozen.test.ts).
 *
 * Every check compares the app's whole state (the app's own reading where it has one — helpdesk, onboarding,
 * Bootstrap, Wunderbaum —, else a reading of ours of every control, panel, dialog, menu line and todo), read afresh
 * after the step, with the state the step started from with only the asked-for change: any other action leaves a
 * difference. Where two end states are both right (a date box that may keep its calendar open after typing), the
 * check names both and accepts either.
 */
import { expect, type Page } from '@playwright/test';
import { finds, says, type AppStep, type RealApp } from './corpus.js';
import { HELPDESK } from './helpdesk-steps.js';
import { ONBOARDING } from './onboarding-steps.js';
import { JQUERY_UI } from './jquery-ui-steps.js';
import { WUNDERBAUM } from './wunderbaum-steps.js';
import { BOOTSTRAP } from './bootstrap-steps.js';
import { SWAGGER_UI } from './swagger-ui-steps.js';
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

/** Deep equality, where the wanted state may hold asymmetric matchers (`expect.any(Array)`: controls an opened part draws). */
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

// --- helpdesk (w2ui) -----------------------------------------------------------------------------

const desk = tracked(ownState(HELPDESK));
const hb = desk.becomes;
const hCell = (page: Page, recid: number, col: number) => page.locator(`#grid_grid_rec_${recid} td[col="${col}"]`);
const hMenuItem = (page: Page, text: string) => page.locator('.w2ui-overlay .w2ui-menu-item', { hasText: text });
/** A grid row (`recid|subject|customer|status|priority|agent`) with some fields changed. */
const H_FIELDS = ['recid', 'subject', 'customer', 'status', 'priority', 'agent'];
const hRow = (b: State, recid: number, change: Record<string, string>) =>
  (b.grid.rows as string[]).map((r) => {
    if (!r.startsWith(`${recid}|`)) return r;
    const parts = r.split('|');
    for (const [k, v] of Object.entries(change)) parts[H_FIELDS.indexOf(k)] = v;
    return parts.join('|');
  });
/** Double-click a Status or Priority cell, and pick from the list it opens. */
const hEditCell = (recid: number, col: number, value: string) => async (page: Page) => {
  await hCell(page, recid, col).dblclick();
  await hMenuItem(page, value).click();
};

const HELPDESK_PHRASINGS: AppStep[] = [
  ...says('tickets', click('#node_solved'), hb((b) => ({ ticketFilter: 'solved', sidebar: { ...b.sidebar, selected: 'solved' }, grid: { ...b.grid, search: 'status:is:Solved' } })), [
    'In the sidebar, click Solved',
  ]),
  ...says('tickets', click('#grid_grid_rec_1002 td[col="1"]'), hb((b) => ({ grid: { ...b.grid, selection: [1002] } })), ['Select the second row']),
  ...says('tickets', steps(click('#grid_grid_rec_1002 td[col="1"]'), click('#tb_grid_toolbar_item_assign')), hb((b) => ({
    grid: { ...b.grid, selection: [1002], rows: hRow(b, 1002, { agent: 'Dana Whitfield' }) },
    log: [...b.log, 'Assigned 1002 to Dana Whitfield'],
  })), ['Assign ticket 1002 to myself']),
  ...says('tickets', hEditCell(1005, 4, 'Urgent'), hb((b) => ({ grid: { ...b.grid, selection: [1005], rows: hRow(b, 1005, { priority: 'Urgent' }) } })), [
    "Set ticket 1005's priority to Urgent",
  ]),
  ...says('tickets', hEditCell(1001, 3, 'Closed'), hb((b) => ({ grid: { ...b.grid, selection: [1001], rows: hRow(b, 1001, { status: 'Closed' }) } })), [
    'Change the status of the first ticket to Closed',
  ]),
  ...says('tickets', async (page) => {
    await page.locator('#tb_toolbar_item_export').click();
    await hMenuItem(page, 'Export as CSV').click();
  }, hb((b) => ({ exports: [...b.exports, 'csv'], log: [...b.log, 'Exported csv'] })), ['From the Export menu, choose Export as CSV']),
  ...says('tickets', click('#tb_toolbar_item_away'), hb((b) => ({ away: true, log: [...b.log, 'Out of office on'] })), ['On the toolbar, switch Out of office on.']),
  ...says('new-ticket', fill('#subject', 'Login page is slow'), hb((b) => ({ form: { ...b.form, record: { ...b.form.record, subject: 'Login page is slow' } } })), [
    "Enter 'Login page is slow' in Subject",
  ]),
  ...says('new-ticket', async (page) => {
    await page.locator('#due').fill('01/15/2027');
    await page.keyboard.press('Escape');
  }, hb((b) => ({ form: { ...b.form, record: { ...b.form.record, due: '01/15/2027' } } })), ['Set the due date to 15 January 2027']),
  ...says('tickets', steps(click('#node_reports'), click('#node_r-sla')), hb((b) => ({
    view: 'report', report: 'sla', sidebar: { selected: 'r-sla', expanded: [...b.sidebar.expanded, 'reports'] }, grid: { ...b.grid, searchAll: null },
  })), ['3. Open the SLA breaches report']),
  // Ambiguous: no ticket is selected, forty to escalate.
  ...says('tickets', nothing, hb({}), ['Escalate the ticket']),
];

// --- onboarding (Fomantic-UI) --------------------------------------------------------------------

const hr = tracked(ownState(ONBOARDING));
const ob = hr.becomes;
const oPick = (dropdown: string, item: string) => async (page: Page) => {
  await page.locator(dropdown).click();
  await page.locator(`${dropdown} .menu .item`, { hasText: item }).click();
};
const oRowMenu = (id: string, item: string) => async (page: Page) => {
  await page.locator(`#team-body tr[data-id="${id}"] .row-actions`).click();
  await page.locator(`#team-body tr[data-id="${id}"] .row-actions .item`, { hasText: item }).click();
};
const personal = (b: State, change: State) => ({ personal: { ...b.personal, ...change } });

const ONBOARDING_PHRASINGS: AppStep[] = [
  ...says('personal', async (page) => {
    await page.locator('#start-date').click();
    await page.locator('#start-cal .ui.popup td.link:not(.adjacent)', { hasText: /^25$/ }).click();
  }, ob((b) => personal(b, { start: '2027-01-25' })), ['Set the start date to 25 January 2027']),
  ...says('personal', fill('#hours', '32'), ob((b) => personal(b, { hours: '32' })), ['Decrease the weekly hours by 8']),
  ...says('personal', click('#view-personal .ui.radio.checkbox:has(input[value="part"]) label'), ob((b) => personal(b, { etype: 'part' })), ['Employment type: Part-time.']),
  ...says('job', oPick('#department', 'Finance'), ob((b) => ({ job: { ...b.job, department: 'finance' } })), ['Pick Finance from the Department dropdown']),
  ...says('equipment', click('#kit .card[data-kit="laptop16"] .kit-add'), ob((b) => ({ kit: ['laptop16'], toasts: [...b.toasts, 'Laptop 16" added to your request'] })), [
    'Request the second laptop',
  ]),
  ...says('equipment', steps(click('#policies .title[data-policy="it"]'), click('#policies .content[data-policy="it"] .ui.checkbox label')), ob((b) => ({
    policiesOpen: ['it'], agreed: { ...b.agreed, it: true },
  })), ['Accept the IT acceptable use policy']),
  ...says('modal', click('#confirm-modal .deny'), ob({ modal: false }), ['In the dialog, click Not yet']),
  ...says('team', click('#team-table th[data-sort="name"]'), ob((b) => ({ team: { ...b.team, sort: 'name', dir: 'ascending', order: ['p4', 'p2', 'p6', 'p5', 'p3', 'p1'] } })), [
    'Sort the team by name',
  ]),
  ...says('team', oRowMenu('p6', 'Remove from list'), ob((b) => ({
    removed: ['p6'], team: { ...b.team, order: ['p1', 'p2', 'p3', 'p4', 'p5'] }, toasts: [...b.toasts, 'Kenji Sato removed from the list'],
  })), ['Remove the last person from the list']),
  // Ambiguous: two toggles on the page.
  ...says('personal', nothing, ob({}), ['Flip the toggle']),
];

// --- jQuery UI -----------------------------------------------------------------------------------

/** Every control's value, the accordion's and tabs' open parts, the menu's and dialog's lines, the dialog and the calendar. */
const jqRead = (page: Page): Promise<State> =>
  page.evaluate(() => {
    const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
    const visible = (selector: string) =>
      Array.from(document.querySelectorAll<HTMLElement>(selector)).some((e) => e.offsetParent !== null || (getComputedStyle(e).position === 'fixed' && getComputedStyle(e).display !== 'none'));
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
/** The radios and checkboxes in document order: New York, Paris, London, 2 Star … 5 Star, 2 Double … 1 King. */
const checked = (b: State, on: number[]) => ({ checks: (b.checks as boolean[]).map((c, i) => (on.includes(i) ? true : c)) });

const JQUERY_UI_PHRASINGS: AppStep[] = [
  ...says('page', steps(click('.ui-spinner-up'), click('.ui-spinner-up'), click('.ui-spinner-up')), qb({ spinner: '3' }), ['Increase the spinner by 3']),
  ...says('page', click('#accordion h3:has-text("Section 2")'), qb({ accordion: ['Section 2'] }), ['In the accordion, open the second section']),
  ...says('page', click('#tabs a:text-is("Aenean lacinia")'), qb({ tab: ['Aenean lacinia'] }), ['Go to the last tab']),
  ...says('page', async (page) => {
    await jqItem(page, 'Music').hover();
    await jqItem(page, 'Rock').hover();
    await jqItem(page, 'Classic').click();
  }, qb({ menuLog: 'Selected: Classic' }), ['In the menu, go to Music > Rock > Classic']),
  // Typing the date focuses the box, which may leave the calendar open; either way.
  ...says('page', fill('#datepicker', '03/12/2027'), qb({ date: '03/12/2027' }, { date: '03/12/2027', calendar: true }), ['Set the date to 12 March 2027']),
  ...says('dialog', click('.ui-dialog-buttonpane button:has-text("Cancel")'), qb({ dialog: false, dialogLog: 'Cancelled' }), ['In the dialog, press Cancel.']),
  ...says('page', async (page) => {
    await page.locator('#speed-button').click();
    await page.locator('#speed-menu li div', { hasText: /^Slow$/ }).click();
  }, qb((b) => ({ selects: ['Slow', ...(b.selects as string[]).slice(1)] })), ['Set Select a speed to Slow']),
  ...says('page', steps(click('label[for=checkbox-1]'), click('label[for=checkbox-2]')), qb((b) => checked(b, [3, 4])), ['Tick 2 Star and 3 Star']),
];

const jqPrepare = async (page: Page, origin: string, setup: string) => {
  await JQUERY_UI.prepare(page, origin, setup);
};

// --- Wunderbaum ----------------------------------------------------------------------------------

interface Row {
  title: string;
  parent: string | null;
  expanded: boolean;
  selected: boolean;
  starred: unknown;
  status: unknown;
  shown: boolean;
}
interface TreeChange {
  rows?: Record<string, Partial<Row>>;
  renamed?: Record<string, string>;
  /** Rows shown, when a filter decides it (folders' expanded flags are then the tree's own business). */
  shown?: string[];
  filter?: string;
  /** The rows acted on: each may become the active row, and the status line may say so. */
  on?: string[];
  /** Status lines the step may leave (besides the one it found and "Active: <on>"). */
  status?: string[];
}

const treeRead = ownState(WUNDERBAUM);
let treeStart: State | undefined;
/** The tree as the step found it, with these changes only; the active row and the status line as the step may leave them. */
const wb = (change: TreeChange) => async (page: Page) => {
  if (!treeStart) throw new Error('not prepared');
  const from = treeStart;
  let rows: Row[] = (from.rows as Row[])
    .map((r) => ({ ...r, ...change.rows?.[r.title] }))
    .map((r) => ({ ...r, title: change.renamed?.[r.title] ?? r.title, parent: r.parent && (change.renamed?.[r.parent] ?? r.parent) }));
  const byTitle = new Map(rows.map((r) => [r.title, r]));
  const shows = (r: Row): boolean => !r.parent || (!!byTitle.get(r.parent)?.expanded && shows(byTitle.get(r.parent)!));
  rows = rows.map((r) => ({ ...r, shown: change.shown ? change.shown.includes(r.title) : shows(r) }));
  const comparable = (rs: Row[]) => (change.shown ? rs.map(({ expanded: _, ...r }) => r) : rs);
  const on = change.on ?? [];
  const actives = [from.active, ...on, ...on.map((t) => change.renamed?.[t])].filter((a) => a !== undefined);
  const statuses = [from.status, ...on.map((t) => `Active: ${t}`), ...(change.status ?? [])];
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
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(g[k]).slice(0, 400)}`).join('; ')}`);
  });
};
const wRow = (page: Page, title: string) => page.locator('.wb-row').filter({ has: page.locator('.wb-title').getByText(title, { exact: true }) });
const wExpand = (title: string) => (page: Page) => wRow(page, title).locator('.wb-expander').click();
const wTick = (title: string) => (page: Page) => wRow(page, title).locator('.wb-checkbox').click();
const wButton = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).click();

const WUNDERBAUM_PHRASINGS: AppStep[] = [
  ...says('home', steps(wExpand('Finance'), wExpand('Invoices')), wb({ rows: { Finance: { expanded: true }, Invoices: { expanded: true } }, on: ['Finance', 'Invoices'] }), [
    'Open Invoices inside Finance',
  ]),
  ...says('finance', wTick('Budget 2026.xlsx'), wb({ rows: { 'Budget 2026.xlsx': { selected: true } }, on: ['Budget 2026.xlsx'], status: ['1 selected'] }), [
    'Check the first file in Finance',
  ]),
  ...says('all', async (page) => {
    await wRow(page, 'Architecture.md').locator('.wb-title').click();
    await page.keyboard.press('F2');
    await page.locator('.wb-input-edit').fill('Design.md');
    await page.keyboard.press('Enter');
  }, wb({ renamed: { 'Architecture.md': 'Design.md' }, on: ['Architecture.md'], status: ['Renamed Architecture.md to Design.md'] }), ["Change Architecture.md's name to Design.md"]),
  ...says('home', (page) => page.getByRole('searchbox').fill('docx'), wb({ filter: 'docx', shown: ['Marketing', 'Campaign plan.docx', 'Engineering', 'Roadmap.docx'] }), [
    'Filter the tree for docx',
  ]),
  ...says('all', async (page) => void (await wRow(page, 'Invoice 1001.pdf').locator('select').selectOption('In review')), wb({
    rows: { 'Invoice 1001.pdf': { status: 'In review' } }, on: ['Invoice 1001.pdf'], status: ['Invoice 1001.pdf is now In review'],
  }), ['Mark Invoice 1001.pdf as In review']),
  ...says('home', (page) => wRow(page, 'Readme.txt').locator('input[type=checkbox]').setChecked(true), wb({
    rows: { 'Readme.txt': { starred: true } }, on: ['Readme.txt'], status: ['Starred Readme.txt'],
  }), ['Star the last file in the list']),
  ...says('finance', wButton('Collapse all'), wb({ rows: { Marketing: { expanded: false }, Finance: { expanded: false } }, status: ['Collapsed all folders'] }), ['Collapse every folder']),
  // Ambiguous: three PDFs.
  ...says('all', nothing, wb({}), ['Rename the PDF to Old.pdf']),
];

// --- Bootstrap -----------------------------------------------------------------------------------

const boot = tracked(ownState(BOOTSTRAP));
const bb = boot.becomes;
const bFields = (f: Record<string, string | boolean>, more: State = {}) => (b: State) => ({ ...more, fields: { ...(b.fields as object), ...f } });

const BOOTSTRAP_PHRASINGS: AppStep[] = [
  ...says('page', steps(fill('#searchBox', 'desk lamp'), (page) => page.getByRole('button', { name: 'Search', exact: true }).click()), bb(bFields({ searchBox: 'desk lamp' }, { log: 'Searched for: desk lamp' })), [
    'In the navbar, search for desk lamp',
  ]),
  ...says('filters-open', async (page) => void (await page.locator('#fSort').selectOption('price-desc')), bb(bFields({ fSort: 'price-desc' })), ['Change the sort order to highest price first']),
  ...says('modal-open', fill('#custEmail', 'ada@example.com'), bb(bFields({ custEmail: 'ada@example.com' })), ['Enter ada@example.com in Email']),
  ...says('page', fill('#volume', '30'), bb(bFields({ volume: '30' })), ['Set the volume to 30']),
  ...says('page', (page) => page.getByRole('button', { name: 'Can I return an item?' }).click(), bb({ faq: ['faqReturns'] }), ['Open the second FAQ question']),
  ...says('page', click('label[for="styleItalic"]'), bb(bFields({ styleItalic: true })), ['Make the text italic']),
];

// --- Swagger UI ----------------------------------------------------------------------------------

/** Every form control under the operations and the dialog, in document order. In-page source. */
const SW_CONTROLS = `Array.from(document.querySelectorAll('.opblock, .modal-ux')).flatMap((root) =>
  Array.from(root.querySelectorAll('input, textarea, select')).map((e) => {
    if (e instanceof HTMLSelectElement) return Array.from(e.selectedOptions).map((o) => o.value).join(',');
    if (e instanceof HTMLInputElement && (e.type === 'checkbox' || e.type === 'radio')) return String(e.checked);
    return e.value;
  }))`;
const swaggerRead = (page: Page): Promise<State> =>
  page.evaluate(`({
    open: Array.from(document.querySelectorAll('.opblock.is-open')).map((e) => e.id),
    tags: Array.from(document.querySelectorAll('.opblock-tag')).map((e) => e.id + ':' + e.getAttribute('data-is-open')),
    models: document.querySelector('section.models')?.classList.contains('is-open') ?? null,
    dialog: document.querySelectorAll('.modal-ux').length,
    trying: Array.from(document.querySelectorAll('.opblock .execute')).map((e) => e.closest('.opblock').id),
    controls: ${SW_CONTROLS},
    requests: Array.from(document.querySelectorAll('.request-url')).map((e) => e.textContent.trim()),
    dark: document.documentElement.classList.contains('dark-mode'),
    authorized: Array.from(document.querySelectorAll('.auth-container')).filter((c) => /Authorized/.test(c.textContent)).length,
  })`);
const swagger = tracked(swaggerRead);
const sb = swagger.becomes;
const op = (id: string) => `#operations-${id}`;
const summary = (id: string) => `${op(id)} .opblock-summary-control`;
/** The controls these selectors name take these values (their places in the list of controls), the others stay. */
const swControls = (values: Record<string, string | boolean>) => async (before: State, page: Page): Promise<State> => {
  const out: unknown[] = [...(before.controls as string[])];
  for (const [selector, value] of Object.entries(values)) {
    const index = await page.evaluate(
      (selector) => Array.from(document.querySelectorAll('.opblock, .modal-ux')).flatMap((root) => Array.from(root.querySelectorAll('input, textarea, select'))).indexOf(document.querySelector(selector)!),
      selector,
    );
    if (index < 0) throw new Error(`${selector} is no control`);
    out[index] = String(value);
  }
  return { controls: out };
};
const PET_ID = `${op('pet-getPetById')} input[placeholder=petId]`;
const MEDIA_TYPE = `${op('pet-findPetsByStatus')} select[aria-label="Media Type"]`;

const SWAGGER_PHRASINGS: AppStep[] = [
  // An operation opened draws its own controls (none is drawn before).
  ...says('loaded', click(summary('pet-addPet')), sb({ open: ['operations-pet-addPet'], controls: expect.any(Array) }), ['Expand POST /pet']),
  ...says('loaded', click(summary('store-getOrderById')), sb({ open: ['operations-store-getOrderById'], controls: expect.any(Array) }), [
    'In the store section, open GET /store/order/{orderId}',
  ]),
  // Executing draws the response, with its own controls.
  ...says('getPetTry', steps(fill(PET_ID, '7'), click(`${op('pet-getPetById')} .execute`)), sb({ requests: [expect.stringContaining('/v2/pet/7')], controls: expect.any(Array) }), [
    'Enter 7 in petId and execute',
  ]),
  ...says('auth', fill('#api_key_value', 'abc123'), sb(swControls({ '#api_key_value': 'abc123' })), ['In the dialog, enter abc123 as the api_key']),
  ...says('auth', click('.scopes a[data-all=true]'), sb(swControls({ 'input[data-value="write:pets"]': true, 'input[data-value="read:pets"]': true })), ['Check both scopes']),
  ...says('findByStatusTry', async (page) => void (await page.locator(MEDIA_TYPE).selectOption('application/xml')), sb(swControls({ [MEDIA_TYPE]: 'application/xml' })), [
    'Choose application/xml as the response media type',
  ]),
  ...says('loaded', click('.dark-mode-toggle'), sb({ dark: true }), ['Turn on dark mode, please']),
];

// --- TodoMVC (vanillajs) -------------------------------------------------------------------------

const [CHEESE, CAT, DOCTOR] = THREE as [string, string, string];
const VANILLA = TODOMVC_APPS.find((a) => a.name === 'todomvc/vanillajs')!;
/** Every todo in the list (title and done; the app draws only those its filter shows), those shown, the new-todo field, the filter, the editing. */
const todoRead = (page: Page): Promise<State> =>
  page.evaluate(() => {
    const items = Array.from(document.querySelectorAll('#todo-list li'));
    const title = (li: Element) => (li.querySelector('label')?.textContent ?? '').trim();
    return {
      hash: location.hash,
      todos: items.map((li) => `${title(li)}:${(li.querySelector('.toggle') as HTMLInputElement | null)?.checked ? 'done' : 'open'}`),
      visible: items.filter((li) => getComputedStyle(li).display !== 'none').map(title),
      input: (document.querySelector('#new-todo') as HTMLInputElement).value,
      editing: items.filter((li) => li.classList.contains('editing')).map(title),
      edit: (document.querySelector('#todo-list li.editing .edit') as HTMLInputElement | null)?.value ?? '',
    };
  });
const todo = tracked(todoRead);
const tb = todo.becomes;
const tRow = (page: Page, title: string) => page.locator('#todo-list li').filter({ has: page.locator('label', { hasText: new RegExp(`^${title}$`) }) });
const done = (titles: string[]) => (b: State) => ({
  todos: (b.todos as string[]).map((t) => {
    const name = t.slice(0, t.lastIndexOf(':'));
    return titles.includes(name) ? `${name}:done` : t;
  }),
});
const without = (title: string) => (b: State) => ({
  todos: (b.todos as string[]).filter((t) => !t.startsWith(`${title}:`)),
  visible: (b.visible as string[]).filter((t) => t !== title),
});

const TODOMVC_PHRASINGS: AppStep[] = [
  ...says('empty', async (page) => {
    await page.locator('#new-todo').fill('buy milk');
    await page.locator('#new-todo').press('Enter');
  }, tb({ todos: ['buy milk:open'], visible: ['buy milk'] }), ['Create a todo called buy milk']),
  ...says('three', (page) => tRow(page, CAT).locator('.toggle').check(), tb(done([CAT])), ['Mark the 2nd item as complete']),
  ...says('three', async (page) => {
    await tRow(page, CHEESE).locator('label').dblclick();
    await page.locator('#todo-list li.editing .edit').fill('buy cheddar');
    await page.locator('#todo-list li.editing .edit').press('Enter');
  }, tb((b) => ({ todos: (b.todos as string[]).map((t) => (t === `${CHEESE}:open` ? 'buy cheddar:open' : t)), visible: ['buy cheddar', CAT, DOCTOR] })), [
    'Double-click the first todo and change it to buy cheddar',
  ]),
  ...says('oneDone', click('#clear-completed'), tb(without(CAT)), ['Remove all completed todos']),
  ...finds('oneDone', '#todo-count, #todo-count strong', ['Check that 2 items are left']),
  ...says('three', click('#toggle-all'), tb(done(THREE)), ['Complete all todos']),
  ...says('oneDone', (page) => page.locator('#filters a', { hasText: 'Active' }).click(), tb((b) => ({
    hash: '#/active', visible: [CHEESE, DOCTOR], todos: (b.todos as string[]).filter((t) => t.endsWith(':open')),
  })), ['Then show only the active items']),
  // Playwright's scenario: an edit emptied and submitted removes the todo.
  ...says('editing', async (page) => {
    await page.locator('#todo-list li.editing .edit').fill('');
    await page.locator('#todo-list li.editing .edit').press('Enter');
  }, tb((b) => ({ ...without(CAT)(b), editing: [], edit: '' })), ['Clear the text of the todo being edited and press Enter']),
  // Ambiguous: three todos, none named.
  ...says('three', nothing, tb({}), ['Delete the item']),
];

// --- the apps ----------------------------------------------------------------------------------

const withRecord = (app: RealApp, steps: AppStep[], record: (page: Page) => Promise<void>, prepare: RealApp['prepare'] = app.prepare): RealApp => ({
  name: `${app.name}/phrasings8`,
  steps,
  prepare: async (page, origin, setup) => {
    await prepare(page, origin, setup);
    await record(page);
  },
  state: app.state,
});

export const PHRASINGS8: RealApp[] = [
  withRecord(HELPDESK, HELPDESK_PHRASINGS, desk.record),
  withRecord(ONBOARDING, ONBOARDING_PHRASINGS, hr.record),
  withRecord(JQUERY_UI, JQUERY_UI_PHRASINGS, jq.record, jqPrepare),
  withRecord(WUNDERBAUM, WUNDERBAUM_PHRASINGS, async (page) => {
    treeStart = await treeRead(page);
  }),
  withRecord(BOOTSTRAP, BOOTSTRAP_PHRASINGS, boot.record),
  withRecord(SWAGGER_UI, SWAGGER_PHRASINGS, swagger.record),
  withRecord(VANILLA, TODOMVC_PHRASINGS, todo.record),
];
