/**
 * A third step list, the second phrasings batch (issue 25), on five of the repo's apps (AdminLTE,
 * Swagger UI, SB Admin 2, jQuery UI, Tom Select): the same kinds of things the apps' own steps ask
 * for, in words a different tester would use and that no existing step uses: verb synonyms (hit,
 * tap, press the X button, go with, enter, put, input, mark, toggle on, unfold, drop, empty, take
 * me to, shut), word orders ("the Authorize button", "button Launch Large Modal", "card Budget"),
 * labels with colons or quotes ("Status: Success", "Search for...: revenue"), "please", "now",
 * "then", ordinals written "2nd", "1st", "the last but one", "the one after X", values before and
 * after their field, and the case and punctuation of a hurried tester.
 * Blind: written before the resolver was run on them, checked with `REFERENCE=1`, and frozen
 * (test/offline/real-apps-frozen.test.ts). Three steps per app are ambiguous on purpose: the right
 * outcome is a hand-over with the page untouched. Each app runs as `<app>/phrasings2` on the app's
 * own pages and setups (`APPS=phrasings2` runs the five; `APPS=adminlte` still runs the app's own list only).
 *
 * Every check compares the whole state the app's step could change (read afresh after the step)
 * with the state it started from, with only the asked-for change: any other action leaves a difference.
 * A step that leaves the page (a link, a form sent) is checked by where it went.
 */
import { expect, type Page } from '@playwright/test';
import { finds, says, wentTo, type AppStep, type RealApp } from './corpus.js';
import { ADMINLTE } from './adminlte-steps.js';
import { SWAGGER_UI } from './swagger-ui-steps.js';
import { SB_ADMIN } from './sb-admin-2-steps.js';
import { JQUERY_UI } from './jquery-ui-steps.js';
import { TOM_SELECT } from './tom-select-steps.js';

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
 * Every form control of the page (or under the roots a selector names), in document order: a
 * text's value, a box's checked state, a select's values. In-page source (read in page.evaluate).
 */
const READ_CONTROLS = `((scope) => Array.from(document.querySelectorAll(scope || 'body')).flatMap((root) =>
  Array.from(root.querySelectorAll('input, textarea, select')).map((e) => {
    if (e instanceof HTMLSelectElement) return Array.from(e.selectedOptions).map((o) => o.value).join(',');
    if (e instanceof HTMLInputElement && (e.type === 'checkbox' || e.type === 'radio')) return String(e.checked);
    return e.value;
  })))`;

/** The control `selector` names takes this value (its place in `READ_CONTROLS`'s list), the others stay. */
const control = (selector: string, value: string | boolean | ReturnType<typeof expect.stringMatching>, scope = 'body') => async (before: State, page: Page): Promise<State> => {
  const index = await page.evaluate(
    ([selector, scope]) => Array.from(document.querySelectorAll(scope)).flatMap((root) => Array.from(root.querySelectorAll('input, textarea, select'))).indexOf(document.querySelector(selector)!),
    [selector, scope] as const,
  );
  if (index < 0) throw new Error(`${selector} is no control`);
  const controls: unknown[] = [...(before.controls as string[])];
  controls[index] = typeof value === 'string' || typeof value === 'boolean' ? String(value) : value;
  return { controls };
};

const click = (selector: string) => (page: Page) => page.locator(selector).click();
const fill = (selector: string, value: string) => (page: Page) => page.locator(selector).fill(value);
const choose = (selector: string, option: string) => async (page: Page) => void (await page.locator(selector).selectOption(option));
const steps = (...actions: ((page: Page) => Promise<unknown>)[]) => async (page: Page) => {
  for (const action of actions) await action(page);
};

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
const L = { email: '.login-box input[type=email]', password: '.login-box input[type=password]', remember: '#remember' };
const R = { terms: '#agreeTerms' };
const adminCard = (page: Page, title: string) => page.locator('.card').filter({ has: page.locator(`> .card-header .card-title`, { hasText: new RegExp(`^\\s*${title}\\s*$`) }) });
const label = (id: string) => click(`label[for="${id}"]`);

const ADMINLTE_PHRASINGS: AppStep[] = [
  ...says('login', fill(L.email, 'admin@site.org'), ab(control(L.email, 'admin@site.org')), ['Email: admin@site.org']),
  ...says('login', fill(L.password, 'hunter2'), ab(control(L.password, 'hunter2')), ['input hunter2 as the password please']),
  ...says('login', label('remember'), ab(control(L.remember, true)), ["mark 'Remember Me'."]),
  ...says('login', click('button[type=submit]'), wentTo('/adminlte/index3.html'), ['HIT SIGN IN']),
  ...says('register', label('agreeTerms'), ab(control(R.terms, true)), ['now toggle on I agree to the terms']),
  ...says('profile', click('a[href="#timeline"]'), ab({ panes: ['timeline'] }), ['switch over to the Timeline']),
  ...says('settings', fill('#inputSkills', 'Go, Rust'), ab(control('#inputSkills', 'Go, Rust')), ['skills: Go, Rust']),
  ...says('general', label('customSwitch1'), ab(control('#customSwitch1', true)), ['toggle on the 1st custom switch']),
  ...says('projectAdd', choose('#inputStatus', 'Success'), ab(control('#inputStatus', 'Success')), ['Status: Success']),
  ...says('projectAdd', fill('#inputEstimatedBudget', '4200'), ab(control('#inputEstimatedBudget', '4200')), ['put 4200 in estimated budget']),
  ...says('projectAdd', (page) => adminCard(page, 'Budget').locator('[data-card-widget=collapse]').click(), ab({ collapsed: ['Budget'] }), ['collapse card Budget']),
  ...says('modals', click('[data-target="#modal-lg"]'), ab({ modals: ['modal-lg'] }), ['press the button Launch Large Modal']),
  ...says('defaultModal', click('#modal-default .modal-footer [data-dismiss=modal]'), ab({ modals: [] }), ['now shut the dialog']),
  // Ambiguous: many checkboxes on the page; six modal launchers; several selects with an "option 2".
  ...adminAsks('general', ['tick the checkbox', 'pick option 2']),
  ...adminAsks('modals', ['launch the modal']),
  ...finds('login', '.login-box button[type=submit]', ['locate button Sign In']),
  ...finds('projectAdd', '#inputStatus', ["where's Status?"]),
];

// --- Swagger UI --------------------------------------------------------------------------------

const swaggerRead = (page: Page): Promise<State> =>
  page.evaluate(`({
    open: Array.from(document.querySelectorAll('.opblock.is-open')).map((e) => e.id),
    tags: Array.from(document.querySelectorAll('.opblock-tag')).map((e) => e.id + ':' + e.getAttribute('data-is-open')),
    models: document.querySelector('section.models')?.classList.contains('is-open') ?? null,
    dialog: document.querySelectorAll('.modal-ux').length,
    trying: Array.from(document.querySelectorAll('.opblock .execute')).map((e) => e.closest('.opblock').id),
    controls: ${READ_CONTROLS}('.opblock, .modal-ux'),
    requests: Array.from(document.querySelectorAll('.request-url')).map((e) => e.textContent.trim()),
    dark: document.documentElement.classList.contains('dark-mode'),
    authorized: Array.from(document.querySelectorAll('.auth-container')).filter((c) => /Authorized/.test(c.textContent)).length,
  })`);
const swagger = tracked(swaggerRead);
const sb = swagger.becomes;
const swaggerAsks = asksWith(sb);
const op = (id: string) => `#operations-${id}`;
const summary = (id: string) => `${op(id)} .opblock-summary-control`;
const SCOPE = '.opblock, .modal-ux';
const STATUS = `${op('pet-findPetsByStatus')} tr[data-param-name=status] select`;
const PET_ID = `${op('pet-getPetById')} input[placeholder=petId]`;
const PASSWORD = `${op('user-loginUser')} input[placeholder=password]`;

const SWAGGER_PHRASINGS: AppStep[] = [
  // An operation opened, or the dialog, draws its own controls (none is drawn before).
  ...says('loaded', click(summary('store-getInventory')), sb({ open: ['operations-store-getInventory'], controls: expect.any(Array) }), ['unfold GET /store/inventory']),
  ...says('loaded', click(summary('store-getInventory')), sb({ open: ['operations-store-getInventory'], controls: expect.any(Array) }), ["Now expand 'Returns pet inventories by status'."]),
  ...says('loaded', click(summary('user-deleteUser')), sb({ open: ['operations-user-deleteUser'], controls: expect.any(Array) }), ['show me the details of Delete user']),
  ...says('loaded', click('#operations-tag-pet'), sb((b) => ({ tags: (b.tags as string[]).map((t) => (t.startsWith('operations-tag-pet:') ? 'operations-tag-pet:false' : t)) })), ['hide the pet section']),
  ...says('loaded', click('.auth-wrapper .authorize'), sb({ dialog: 1, controls: expect.any(Array) }), ['hit the Authorize button']),
  ...says('loaded', click('.dark-mode-toggle'), sb({ dark: true }), ['toggle dark mode']),
  // Trying out draws the operation's parameter controls as fields.
  ...says('findByStatus', click(`${op('pet-findPetsByStatus')} .try-out__btn`), sb({ trying: ['operations-pet-findPetsByStatus'], controls: expect.any(Array) }), ['tap "Try it out"']),
  ...says('findByStatusTry', choose(STATUS, 'pending'), sb(control(STATUS, 'pending', SCOPE)), ['status: pending']),
  // Executing draws the response, with its own controls.
  ...says('findByStatusSold', click(`${op('pet-findPetsByStatus')} .execute`), sb({ requests: [expect.stringContaining('/v2/pet/findByStatus?status=sold')], controls: expect.any(Array) }), ['Hit Execute.']),
  ...says('getPetTry', fill(PET_ID, '12'), sb(control(PET_ID, '12', SCOPE)), ['put 12 in the petId box']),
  ...says('loginTry', fill(PASSWORD, 'secret'), sb(control(PASSWORD, 'secret', SCOPE)), ["input 'secret' as the password"]),
  ...says('auth', fill('#api_key_value', 'special-key'), sb(control('#api_key_value', 'special-key', SCOPE)), ['key in special-key for api_key']),
  ...says('auth', click('input[data-value="write:pets"] + label'), sb(control('input[data-value="write:pets"]', true, SCOPE)), ['mark write:pets']),
  ...says('auth', click('.modal-ux-header .close-modal'), sb({ dialog: 0, controls: [] }), ['close the Available authorizations dialog']),
  // Ambiguous: many GET operations, three DELETE ones, two scopes.
  ...swaggerAsks('loaded', ['expand the GET operation', 'open the DELETE endpoint']),
  ...swaggerAsks('auth', ['tick the scope']),
  ...finds('findByStatusTry', `${op('pet-findPetsByStatus')} .execute`, ["where's Execute?"]),
  ...finds('getPetTry', PET_ID, ['petId box']),
];

// --- SB Admin 2 --------------------------------------------------------------------------------

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
    cardBody: document.querySelector('#collapseCardExample')?.classList.contains('show') ?? null,
  })`);
const sba = tracked(sbRead);
const bb = sba.becomes;
const sbAsks = asksWith(bb);
const sidebarLink = (name: string) => (page: Page) => page.locator('#accordionSidebar a.nav-link', { hasText: name }).click();
const header = (column: string) => (page: Page) => page.locator('#dataTable thead th', { hasText: new RegExp(`^${column}$`) }).click();
const COLUMNS = ['Name', 'Position', 'Office', 'Age', 'Start date', 'Salary'];
const sortOn = (column: string, order: 'ascending' | 'descending') => ({ sort: COLUMNS.map((c) => (c === column ? order : '')), info: 'Showing 1 to 10 of 57 entries' });
const SEARCH = '.navbar-search.d-sm-inline-block input';

const SB_ADMIN_PHRASINGS: AppStep[] = [
  ...says('dashboard', click('#alertsDropdown'), bb({ menus: ['alertsDropdown'] }), ['bring up the Alerts Center']),
  ...says('dashboard', click('#messagesDropdown'), bb({ menus: ['messagesDropdown'] }), ['hit the messages icon']),
  ...says('dashboard', sidebarLink('Utilities'), bb({ sidebar: ['collapseUtilities'] }), ['unfold Utilities in the sidebar']),
  ...says('dashboard', sidebarLink('Pages'), bb({ sidebar: ['collapsePages'] }), ['expand the sidebar section Pages']),
  ...says('dashboard', sidebarLink('Charts'), wentTo('/charts.html'), ['take me to Charts']),
  ...says('dashboard', fill(SEARCH, 'revenue'), bb(control(SEARCH, 'revenue')), ['Search for...: revenue']),
  ...says('logout', click('#logoutModal .modal-footer button'), bb({ modal: false }), ['dismiss the logout dialog']),
  ...says('logout', click('#logoutModal .modal-footer a'), wentTo('/login.html'), ['hit the Logout button in the modal']),
  ...says('tables', header('Position'), bb(sortOn('Position', 'ascending')), ['order by Position']),
  ...says('tables', steps(header('Age'), header('Age')), bb(sortOn('Age', 'descending')), ['sort Age descending']),
  ...says('tables', fill('#dataTable_filter input', 'Tokyo'), bb(async (b, page) => ({ ...(await control('#dataTable_filter input', 'Tokyo')(b, page)), info: 'Showing 1 to 5 of 5 entries (filtered from 57 total entries)', rows: 5 })), ['Search: Tokyo']),
  ...says('tables', choose('select[name=dataTable_length]', '50'), bb(async (b, page) => ({ ...(await control('select[name=dataTable_length]', '50')(b, page)), info: 'Showing 1 to 50 of 57 entries', rows: 50 })), ['pick 50 in Show entries']),
  ...says('tables', click('#dataTable_paginate a:text-is("4")'), bb({ page: '4', info: 'Showing 31 to 40 of 57 entries' }), ['jump to page 4']),
  // Ambiguous: three collapsible sidebar sections; several dropdowns; six columns.
  ...sbAsks('dashboard', ['expand the section', 'open the dropdown']),
  ...sbAsks('tables', ['sort the column']),
  ...finds('dashboard', '#alertsDropdown', ['the Alerts bell']),
  ...finds('tables', '#dataTable thead th:has-text("Name")', ['Name header, where is it?']),
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
const jb = jq.becomes;
const jqAsks = asksWith(jb);
const accordion = (n: number) => click(`#accordion h3:has-text("Section ${n}")`);
const pickFrom = (select: string, option: string) => async (page: Page) => {
  await page.locator(`#${select}-button`).click();
  await page.locator(`#${select}-menu li div`, { hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
};
const menuItem = (text: string) => `#menu li > div:text-is("${text}")`;

const JQUERY_UI_PHRASINGS: AppStep[] = [
  ...says('page', accordion(2), jb({ section: ['Section 2'] }), ['unfold the 2nd section']),
  ...says('page', accordion(3), jb({ section: ['Section 3'] }), ['expand the last but one section']),
  ...says('page', click('#tabs a:text-is("Aenean lacinia")'), jb({ tab: ['Aenean lacinia'] }), ["switch to tab 'Aenean lacinia'"]),
  ...says('page', click('#tabs a:text-is("Aenean lacinia")'), jb({ tab: ['Aenean lacinia'] }), ['open the tab after Proin dolor']),
  ...says('page', click(menuItem('Books')), jb({ menu: 'Selected: Books' }), ['hit Books.']),
  ...says('page', fill('#spinner', '12'), jb(control('#spinner', '12')), ['Select a value: 12']),
  ...says('page', click('.ui-spinner-up'), jb(control('#spinner', '1')), ["press the spinner's up arrow"]),
  ...says('page', pickFrom('speed', 'Slow'), jb(control('#speed', 'Slow')), ['speed: Slow']),
  ...says('page', pickFrom('salutation', 'Mrs.'), jb(control('#salutation', 'Mrs.')), ['go with Mrs. for the title']),
  ...says('page', label('radio-3'), jb(control('#radio-3', true)), ['now select London']),
  ...says('dialog', click('.ui-dialog-buttonpane button:has-text("Delete all items")'), jb({ dialog: false, dialogLog: 'Deleted' }), ["hit 'Delete all items'"]),
  ...says('datepicker', click('#ui-datepicker-div a.ui-state-default:text-is("15")'), jb(async (b, page) => ({
    ...(await control('#datepicker', expect.stringMatching(/^\d\d\/15\/\d{4}$/))(b, page)),
    picker: false,
  })), ['choose the 15th']),
  ...says('datepicker', click('#ui-datepicker-div .ui-datepicker-prev'), jb(async (_b, page) => ({
    month: await page.evaluate(() => {
      const d = new Date();
      d.setDate(1);
      d.setMonth(d.getMonth() - 1);
      return d.toLocaleString('en-US', { month: 'long' });
    }),
  })), ['previous month please']),
  // Ambiguous: four accordion sections; four select menus; eight checkboxes.
  ...jqAsks('page', ['expand a section', 'open the select menu', 'check the box']),
  ...finds('page', '#spinner', ["where's the spinner?"]),
  ...finds('page', '#opener', ['the Open Dialog button']),
];

// --- Tom Select --------------------------------------------------------------------------------

const tsRead = (page: Page): Promise<State> =>
  page.evaluate(() => ({
    beast: (document.querySelector('#select-beast') as HTMLSelectElement).value,
    tags: (document.querySelector('#input-tags') as HTMLInputElement).value,
    states: Array.from((document.querySelector('#select-state') as HTMLSelectElement).selectedOptions).map((o) => o.value).sort(),
    gear: Array.from((document.querySelector('#select-gear') as HTMLSelectElement).selectedOptions).map((o) => o.value),
    country: (document.querySelector('#select-country') as HTMLSelectElement).value,
    toppings: Array.from((document.querySelector('#select-toppings') as HTMLSelectElement).selectedOptions).map((o) => o.value),
  }));
const ts = tracked(tsRead);
const tb = ts.becomes;
const tsAsks = asksWith(tb);
const tsControl = (id: string) => `#${id}-ts-control`;
const box = (id: string) => `.ts-wrapper:has(${tsControl(id)}) .ts-control`;
const pick = (id: string, value: string) => async (page: Page) => {
  await page.locator(box(id)).click();
  await page.locator(`#${id}-ts-dropdown [role=option][data-value="${value}"]`).click();
};
const removeItem = (id: string, value: string) => (page: Page) => page.locator(box(id)).locator(`.item[data-value="${value}"] .remove`).click();

const TOM_SELECT_PHRASINGS: AppStep[] = [
  ...says('page', pick('select-beast', '4'), tb({ beast: '4' }), ['Person: Thomas Edison']),
  ...says('page', pick('select-beast', '3'), tb({ beast: '3' }), ['go with Nikola Tesla for the person']),
  ...says('page', async (page) => {
    await page.locator(box('input-tags')).click();
    await page.locator(tsControl('input-tags')).pressSequentially('quick');
    await page.keyboard.press('Enter');
  }, tb({ tags: 'awesome,neat,quick' }), ['enter the tag quick']),
  ...says('page', removeItem('input-tags', 'awesome'), tb({ tags: 'neat' }), ["delete tag 'awesome'"]),
  ...says('page', removeItem('select-state', 'NY'), tb({ states: ['WA'] }), ['drop New York from States']),
  ...says('page', pick('select-state', 'TX'), tb({ states: ['NY', 'TX', 'WA'] }), ['also pick Texas under States']),
  ...says('page', pick('select-gear', 'skis'), tb({ gear: ['skis'] }), ['Gear: Skis']),
  ...says('page', click('.ts-wrapper:has(#select-country-ts-control) .clear-button'), tb({ country: '' }), ['empty the Country box']),
  ...says('page', pick('select-country', 'is'), tb({ country: 'is' }), ['Country: Iceland']),
  ...says('page', pick('select-toppings', 'olives'), tb({ toppings: ['olives'] }), ['mark Olives under Toppings']),
  ...says('person-open', click('#select-beast-ts-dropdown [role=option][data-value="4"]'), tb({ beast: '4' }), ['TAP THOMAS EDISON']),
  ...says('states-open', click('#select-state-ts-dropdown [role=option][data-value="AL"]'), tb({ states: ['AL', 'NY', 'WA'] }), ['choose the 1st option']),
  // Ambiguous: two tags; three fields hold values that could be cleared; six fields of options.
  ...tsAsks('page', ['remove one tag', 'clear the field', 'choose an option']),
  ...finds('page', tsControl('select-gear'), ['the Gear box']),
  ...finds('page', tsControl('select-toppings'), ['where is Toppings?']),
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

export const PHRASINGS2: RealApp[] = [
  withRecord(ADMINLTE, 'adminlte/phrasings2', ADMINLTE_PHRASINGS, admin.record),
  withRecord(SWAGGER_UI, 'swagger-ui/phrasings2', SWAGGER_PHRASINGS, swagger.record),
  withRecord(SB_ADMIN, 'sb-admin-2/phrasings2', SB_ADMIN_PHRASINGS, sba.record),
  withRecord(JQUERY_UI, 'jquery-ui/phrasings2', JQUERY_UI_PHRASINGS, jq.record),
  withRecord(TOM_SELECT, 'tom-select/phrasings2', TOM_SELECT_PHRASINGS, ts.record),
];
