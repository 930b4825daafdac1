/**
 * A fourth step list, the third phrasings batch (issue 25), on five of the repo's apps (Bootstrap,
 * AG Grid, Shoelace, Quill, Shepherd): the same kinds of things the apps' own steps ask for, in words
 * a different tester would use and that no existing step uses: verb synonyms and phrasal verbs
 * (punch in, fill out, go ahead and, make sure X is on, flip, switch off, untick, get rid of, bin,
 * wipe out, pull up, pop open, back out of, kick off), questions and politeness ("can you
 * …?", "I want …", "let's …"), labels with colons or quotes, ordinals ("2nd", "third from the
 * top", "the last"), places ("at the top", "in the sidebar", "in Lena's row"), values before and
 * after their field, and the case and punctuation of a hurried tester.
 * Blind: written before the resolver was run on them, checked with `REFERENCE=1`, and frozen
 * (test/offline/real-apps-frozen.test.ts). Three steps per app are ambiguous on purpose: the right
 * outcome is a hand-over with the page untouched. Each app runs as `<app>/phrasings3` on the app's
 * own pages and setups (`APPS=phrasings3` runs the five; `APPS=bootstrap` still runs the app's own list only).
 *
 * Every check compares the whole state the app's step could change (read afresh after the step)
 * with the state it started from, with only the asked-for change: any other action leaves a difference.
 */
import { expect, type Page } from '@playwright/test';
import { finds, says, type AppStep, type RealApp } from './corpus.js';
import { BOOTSTRAP } from './bootstrap-steps.js';
import { AG_GRID } from './ag-grid-steps.js';
import { SHOELACE } from './shoelace-steps.js';
import { QUILL } from './quill-steps.js';
import { SHEPHERD } from './shepherd-steps.js';

type State = Record<string, unknown>;
type Changes = State | ((before: State) => State);

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
      const want = { ...prepared, ...(typeof changes === 'function' ? changes(prepared) : changes) };
      await expect.poll(() => read(page), { timeout: 3_000 }).toEqual(want);
    },
  };
}

/** The app's own state (its `state`, a JSON text of everything a step could change). */
const ownState = (app: RealApp) => async (page: Page): Promise<State> => JSON.parse(await app.state!(page)) as State;

/** Ambiguous on purpose: the right outcome is a hand-over, and the page as it was. */
const asksWith = (becomes: (c: Changes) => (page: Page) => Promise<void>) => (setup: string, phrasings: string[]): AppStep[] =>
  says(setup, async () => undefined, becomes({}), phrasings);

const steps = (...actions: ((page: Page) => Promise<unknown>)[]) => async (page: Page) => {
  for (const action of actions) await action(page);
};

// --- Bootstrap ---------------------------------------------------------------------------------

const boot = tracked(ownState(BOOTSTRAP));
const ob = boot.becomes;
const bootAsks = asksWith(ob);
/** Form fields changed (by id), the others as they were. */
const bFields = (f: Record<string, string | boolean>, more: State = {}) => (b: State) => ({ ...more, fields: { ...(b.fields as object), ...f } });
const bButton = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).click();
const bFill = (selector: string, value: string) => (page: Page) => page.locator(selector).fill(value);
const bCheck = (selector: string, on: boolean) => (page: Page) => page.locator(selector).setChecked(on);

const BOOTSTRAP_PHRASINGS: AppStep[] = [
  ...says('page', bButton('Account'), ob({ menu: true }), ['can you pull up the Account dropdown?']),
  ...says('page', (page) => page.locator('#trialAlert .btn-close').click(), ob({ alert: false }), ['close the Heads up alert at the top']),
  ...says('page', bButton('Filters'), ob({ filters: true }), ["let's bring up the Filters panel"]),
  ...says('filters-open', async (page) => void (await page.locator('#fSort').selectOption('newest')), ob(bFields({ fSort: 'newest' })), ['Sort by: Newest']),
  ...says('modal-open', bFill('#custName', 'Linus Torvalds'), ob(bFields({ custName: 'Linus Torvalds' })), ['punch in Linus Torvalds for Name']),
  ...says('modal-filled', (page) => page.locator('#customerModal .modal-footer').getByRole('button', { name: 'Close' }).click(), ob(bFields({ custName: '', custEmail: '', custPlan: 'free' }, { modal: false })), [
    'back out of the New customer dialog',
  ]),
  ...says('page', (page) => page.getByRole('tab', { name: 'Yearly' }).click(), ob({ pill: 'Yearly' }), ['FLIP PRICING TO YEARLY']),
  ...says('page', bButton('Is there a warranty?'), ob({ faq: ['faqWarranty'] }), ['expand the last FAQ question']),
  ...says('page', bButton('Sent'), ob({ mailbox: ['Sent'] }), ['pick the mailbox third from the top']),
  ...says('page', bFill('#shipCity', 'Lyon'), ob(bFields({ shipCity: 'Lyon' })), ['City: "Lyon"']),
  ...says('page', bCheck('#emailNotif', false), ob(bFields({ emailNotif: false })), ['switch off Email notifications']),
  ...says('page', (page) => page.locator('label[for="alignRight"]').click(), ob(bFields({ alignLeft: false, alignRight: true })), ['I want the text aligned Right']),
  ...says('address-filled', (page) => page.locator('#addressForm button[type=submit]').click(), ob({ log: 'Address saved: Paris' }), ['go ahead and save the shipping address']),
  // Ambiguous: "Save address" and "Save preferences"; three switches that can be flipped; five tabs in two lists.
  ...bootAsks('page', ['can you hit Save?', 'flip the switch', 'select the tab']),
  ...finds('page', '#shipCountry', ["where's the Country dropdown?"]),
  ...finds('page', '#shipEmail', ['the Email address box under Shipping address']),
];

// --- AG Grid -----------------------------------------------------------------------------------

const grid = tracked(ownState(AG_GRID));
const gb = grid.becomes;
const gridAsks = asksWith(gb);
const gCell = (page: Page, id: number, col: string) => page.locator(`.ag-row[row-id="${id}"] [col-id="${col}"]`);
const gRowBox = (id: number) => (page: Page) => page.locator(`.ag-row[row-id="${id}"] .ag-selection-checkbox input`);
const gHeader = (name: string) => (page: Page) => page.getByRole('columnheader', { name, exact: true }).locator('.ag-header-cell-label').click();
const gPager = (name: string) => (page: Page) => page.locator(`.ag-paging-button[aria-label="${name}"]`).click();
const gFloating = (page: Page, column: string) => page.getByRole(column === 'Qty' || column === 'Price' ? 'spinbutton' : 'textbox', { name: `${column} Filter Input`, exact: true });
const gText = (column: string, value: string) => JSON.stringify({ [column]: { filterType: 'text', type: 'contains', filter: value } });
/** One order changed (`null` removes it). */
const gRows = (id: number, change: ((row: string) => string) | null) => (b: State) => ({
  rows: (b.rows as string[]).flatMap((r) => (r.startsWith(`${id} `) ? (change ? [change(r)] : []) : [r])),
});
const gRemove = (id: number) => (page: Page) => gCell(page, id, '0').getByRole('button', { name: 'Remove' }).click();
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

const AG_GRID_PHRASINGS: AppStep[] = [
  ...says('grid', gHeader('City'), gb({ sort: ['city asc'] }), ['order the rows by City']),
  ...says('grid', steps(gHeader('Price'), gHeader('Price')), gb({ sort: ['price desc'] }), ['Price: highest first, please']),
  ...says('grid', (page) => gFloating(page, 'Customer').fill('Rossi'), gb({ filter: gText('customer', 'Rossi') }), ['Rossi in the Customer filter']),
  ...says('grid', (page) => page.locator('#quickFilter').fill('Oslo'), gb({ quick: 'Oslo' }), ['punch Oslo into Search orders']),
  ...says('filtered', bButton('Clear filters'), gb({ filter: '{}', log: 'Last action: filters cleared' }), ['wipe out the filters']),
  ...says('page-2', gPager('Previous Page'), gb({ page: 0 }), ['back one page']),
  ...says('grid', (page) => gRowBox(1006)(page).check(), gb({ selected: [1006], log: 'Last action: 1 selected' }), ['tick Farid Haddad']),
  ...says('grid', (page) => gRowBox(1002)(page).check(), gb({ selected: [1002], log: 'Last action: 1 selected' }), ['select the 2nd order']),
  ...says('two-selected', (page) => gRowBox(1002)(page).uncheck(), gb({ selected: [1004], log: 'Last action: 1 selected' }), ['untick Bruno Costa']),
  ...says('two-selected', bButton('Remove selected'), gb((b) => ({
    rows: (b.rows as string[]).filter((r) => !r.startsWith('1002 ') && !r.startsWith('1004 ')),
    selected: [],
    log: 'Last action: removed 2 orders',
  })), ['bin the selected orders']),
  ...says('grid', gRemove(1007), gb((b) => ({ ...gRows(1007, null)(b), log: 'Last action: removed order 1007' })), ["get rid of Greta Larsen's order"]),
  ...says('grid', gEdit(1008, 'qty', '4'), gb((b) => ({ ...gRows(1008, (r) => r.replace('| 1 |', '| 4 |'))(b), log: 'Last action: order 1008 Qty set to 4' })), [
    "make Hugo Schmidt's Qty 4",
  ]),
  ...says('grid', gPick(1001, 'Delivered'), gb((b) => ({ ...gRows(1001, (r) => r.replace('| Pending', '| Delivered'))(b), log: 'Last action: order 1001 Status set to Delivered' })), [
    'Status for order 1001: Delivered',
  ]),
  // Ambiguous: two Lyon orders on the page, each with a Remove button; seven filters; two orders selected.
  ...gridAsks('grid', ['hit Remove in the Lyon row', 'type 2 in the filter']),
  ...gridAsks('two-selected', ['untick the order']),
  ...finds('grid', '.ag-row[row-id="1002"] [col-id="0"] button', ['the Remove button next to Bruno Costa']),
  ...finds('grid', '#quickFilter', ['the search box above the grid']),
];

// --- Shoelace ----------------------------------------------------------------------------------

const lace = tracked(ownState(SHOELACE));
const lb = lace.becomes;
const laceAsks = asksWith(lb);
/** Item `i` of the list `key` (in document order) takes this value. */
const nth = (key: string, i: number, value: string) => (b: State) => ({ [key]: (b[key] as string[]).map((v, j) => (j === i ? value : v)) });
/** The tree items in document order. */
const TREE = ['Deciduous', 'Birch', 'Maple', 'Field maple', 'Red maple', 'Sugar maple', 'Oak', 'Coniferous', 'Cedar', 'Pine', 'Spruce', 'Non-trees', 'Bamboo', 'Cactus', 'Fern'];
const treeAt = (label: string, expanded: boolean, selected: boolean) => nth('tree', TREE.indexOf(label), `${expanded}:${selected}`);
const lClick = (selector: string) => (page: Page) => page.locator(selector).first().click();
const lItem = (page: Page, label: string) => page.locator('sl-tree-item').filter({ hasText: new RegExp(`^\\s*${label}`) }).first();
const lMenu = (value: string) => async (page: Page) => {
  await page.locator('sl-dropdown sl-button').click();
  await page.locator(`sl-menu-item[value=${value}]`).click();
};
const lSelect = (label: string) => async (page: Page) => {
  await page.locator('sl-select').click();
  await expect(page.locator('sl-select')).toHaveAttribute('open', '');
  await page.locator('sl-select').evaluate((e) => Promise.all((e.shadowRoot?.getAnimations() ?? []).map((a) => a.finished)));
  await page.locator('sl-option', { hasText: label }).click();
};
// The details, the dialog and the dropdown, in document order, in `details`; the input, select, textarea, radio group and rating in `values`.
const DETAILS = { First: 0, Second: 1, Third: 2, dialog: 3, dropdown: 4 };
const VALUES = { name: 0, experience: 1, comments: 2, option: 3, rating: 4 };

const SHOELACE_PHRASINGS: AppStep[] = [
  ...says('page', lClick('sl-tab[panel=advanced]'), lb({ tabs: ['false', 'false', 'true', 'false'] }), ['flip over to Advanced']),
  ...says('page', lClick('sl-tab[panel=custom]'), lb({ tabs: ['false', 'true', 'false', 'false'] }), ['the 2nd tab please']),
  ...says('page', lClick('sl-details[summary=Third]'), lb(nth('details', DETAILS.Third, 'true')), ['open up the last of the details']),
  ...says('first-open', lClick('sl-details[summary=First] [part=header]'), lb(nth('details', DETAILS.First, 'false')), ['fold First back up']),
  ...says('page', lClick('.open-dialog'), lb(nth('details', DETAILS.dialog, 'true')), ['can you pop open the dialog?']),
  ...says('dialog', lClick('sl-dialog sl-button[slot=footer]'), lb(nth('details', DETAILS.dialog, 'false')), ['dismiss the Dialog popup']),
  ...says('page', lMenu('paste'), lb({ log: 'Selected: paste' }), ['from the Edit menu, go with Paste']),
  ...says('page', (page) => lItem(page, 'Non-trees').locator('[part=expand-button]').first().click(), lb(treeAt('Non-trees', true, false)), ["show what's under Non-trees"]),
  ...says('deciduous-open', (page) => lItem(page, 'Deciduous').locator('[part=expand-button]').first().click(), lb(treeAt('Deciduous', false, false)), ['close Deciduous up']),
  ...says('page', (page) => page.getByRole('textbox', { name: 'What is your name?' }).fill('Grace'), lb(nth('values', VALUES.name, 'Grace')), ['What is your name?: Grace']),
  ...says('page', lSelect('Novice'), lb(nth('values', VALUES.experience, '1')), ['I want Novice as my experience']),
  ...says('page', (page) => page.getByRole('textbox', { name: 'Comments' }).fill('looks good'), lb(nth('values', VALUES.comments, 'looks good')), ['fill out Comments with looks good']),
  ...says('page', lClick('sl-switch'), lb(nth('checks', 1, 'true')), ['make sure Dark mode is on']),
  // Ambiguous: three radios and three options of the select; three tabs that can be chosen; fourteen tree items to pick from.
  ...laceAsks('page', ['pick an option', 'open the tab']),
  ...laceAsks('deciduous-open', ['select the tree item']),
  ...finds('page', 'sl-textarea, sl-textarea textarea', ["where's the Comments box?"]),
  ...finds('page', 'sl-dropdown sl-button, sl-dropdown sl-button button', ['the Edit button']),
];

// --- Quill -------------------------------------------------------------------------------------

interface QuillLike {
  getFormat(index: number, length: number): Record<string, unknown>;
  getText(): string;
  getContents(index?: number): { ops: unknown[] };
}
/** The first line's formats and text, the rest of the document, the open pickers, the link tooltip. */
const quillRead = (page: Page): Promise<State> =>
  page.evaluate(() => {
    const q = (window as unknown as { quill: QuillLike }).quill;
    return {
      first: q.getFormat(0, 12),
      text: q.getText(),
      rest: JSON.stringify(q.getContents(13).ops),
      expanded: Array.from(document.querySelectorAll('.ql-toolbar .ql-picker.ql-expanded')).map((e) => e.classList[0]),
      tooltip: document.querySelector('.ql-tooltip')?.className ?? '',
      link: (document.querySelector('.ql-tooltip input') as HTMLInputElement | null)?.value ?? '',
    };
  });
const quill = tracked(quillRead);
const qb = quill.becomes;
const quillAsks = asksWith(qb);
const qClick = (selector: string) => (page: Page) => page.locator(selector).click();
const qPicker = (name: string, value: string) => async (page: Page) => {
  await page.locator(`span.ql-${name} .ql-picker-label`).click();
  await page.locator(`span.ql-${name} .ql-picker-item[data-value="${value}"]`).click();
};
/** "Hello World!" takes these formats too. */
const first = (formats: Record<string, unknown>) => (b: State) => ({ first: { ...(b.first as object), ...formats } });

const QUILL_PHRASINGS: AppStep[] = [
  ...says('selected', qClick('button.ql-bold'), qb(first({ bold: true })), ['Bold it.']),
  ...says('selected', qClick('button.ql-italic'), qb(first({ italic: true })), ['hit the italic button']),
  ...says('selected', qClick('button.ql-strike'), qb(first({ strike: true })), ['apply strikethrough']),
  ...says('selected', qClick('button.ql-header[value="2"]'), qb(first({ header: 2 })), ['make the line an H2']),
  ...says('selected', qClick('button.ql-list[value=check]'), qb(first({ list: 'unchecked' })), ['turn it into a checklist']),
  ...says('selected', qClick('button.ql-script[value=sub]'), qb(first({ script: 'sub' })), ['make it subscript']),
  ...says('selected', qPicker('size', 'huge'), qb(first({ size: 'huge' })), ['Size: Huge']),
  ...says('selected', qPicker('align', 'right'), qb(first({ align: 'right' })), ['align it to the right']),
  ...says('selected', qPicker('background', '#ffff00'), qb(first({ background: '#ffff00' })), ['highlight it in yellow']),
  ...says('selected', qPicker('font', 'serif'), qb(first({ font: 'serif' })), ['Font: Serif']),
  ...says('selected', qClick('span.ql-header .ql-picker-label'), qb({ expanded: ['ql-header'] }), ['pull up the heading dropdown']),
  ...says('formatted', qClick('button.ql-clean'), qb({ first: {} }), ['strip all formatting from the selection']),
  ...says('link', (page) => page.locator('.ql-tooltip input').press('Escape'), qb({ tooltip: expect.stringContaining('ql-hidden') }), ['back out of the link box']),
  // Ambiguous: a color and a background picker; three list buttons; two heading buttons and a heading picker.
  ...quillAsks('selected', ['pick a color', 'make it a list', 'make it a heading']),
  ...finds('editor', 'button.ql-link', ["where's the link button?"]),
  ...finds('editor', 'span.ql-font .ql-picker-label, span.ql-font', ['the font picker']),
];

// --- Shepherd ----------------------------------------------------------------------------------

const tour = tracked(ownState(SHEPHERD));
const sb = tour.becomes;
const tourAsks = asksWith(sb);
const STEP = '.shepherd-element:not([hidden])';
const STATUS: Record<string, string> = {
  welcome: 'step 1 of 5, Welcome to Northwind',
  'new-project': 'step 2 of 5, Create a project',
  search: 'step 3 of 5, Find anything',
  invite: 'step 4 of 5, Bring your team',
  done: 'step 5 of 5, You are all set',
};
const at = (id: string) => sb({ step: id, status: STATUS[id], tips: id === 'invite' ? false : null });
const ended = (status: 'completed' | 'cancelled') => sb({ step: null, status, tips: null });
const inStep = (name: string) => (page: Page) => page.locator(STEP).getByRole('button', { name, exact: true }).click();
const PROJECTS = ['Website redesign', 'Mobile app', 'Data migration'];
const openProject = (project: string) => (page: Page) => page.getByRole('row', { name: project }).getByRole('button', { name: 'Open' }).click();

const SHEPHERD_PHRASINGS: AppStep[] = [
  ...says('page', bButton('Start tour'), at('welcome'), ['kick off the tour']),
  ...says('cancelled', bButton('Start tour'), at('welcome'), ['start the tour over']),
  ...says('welcome', inStep('Next'), at('new-project'), ['move on to the next step']),
  ...says('welcome', inStep('Skip tour'), ended('cancelled'), ["I'd like to skip the tour"]),
  ...says('new-project', inStep('Back'), at('welcome'), ['back up one step']),
  ...says('new-project', bButton('New project'), sb({ projects: [...PROJECTS, 'Untitled project 1'], log: 'Created: Untitled project 1' }), ['press New project']),
  ...says('search', (page) => page.locator('#search').fill('migration'), sb({ search: 'migration', projects: ['Data migration'] }), ['search: migration']),
  ...says('search', (page) => page.locator('#search').fill('web'), sb({ search: 'web', projects: ['Website redesign'] }), ['punch web into Search projects']),
  ...says('invite', (page) => page.locator(`${STEP} #tips`).check(), sb({ tips: true }), ["make sure 'Email me tips about teams' is ticked"]),
  ...says('done', inStep('Back'), at('invite'), ['take me back a step']),
  ...says('page', openProject('Website redesign'), sb({ log: 'Opened: Website redesign' }), ['open the top project']),
  ...says('page', openProject('Data migration'), sb({ log: 'Opened: Data migration' }), ["hit Open in Lena's row"]),
  ...says('page', (page) => page.getByRole('link', { name: 'Settings' }).click(), sb({ section: 'Settings', log: 'Section: Settings' }), ['go to Settings in the sidebar']),
  // Ambiguous: three projects; four links in the sidebar; three buttons in the welcome step.
  ...tourAsks('page', ['open a project', 'choose the link in the sidebar']),
  ...tourAsks('welcome', ['hit the button in the tour']),
  ...finds('welcome', `${STEP} .shepherd-button-secondary`, ['the Skip tour button']),
  ...finds('search', '#search', ['the search field the tour points at']),
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

export const PHRASINGS3: RealApp[] = [
  withRecord(BOOTSTRAP, 'bootstrap/phrasings3', BOOTSTRAP_PHRASINGS, boot.record),
  withRecord(AG_GRID, 'ag-grid/phrasings3', AG_GRID_PHRASINGS, grid.record),
  withRecord(SHOELACE, 'shoelace/phrasings3', SHOELACE_PHRASINGS, lace.record),
  withRecord(QUILL, 'quill/phrasings3', QUILL_PHRASINGS, quill.record),
  withRecord(SHEPHERD, 'shepherd/phrasings3', SHEPHERD_PHRASINGS, tour.record),
];
