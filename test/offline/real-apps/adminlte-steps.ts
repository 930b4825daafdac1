/**
 * Steps for AdminLTE 3.2.0 (test/offline/apps/adminlte/: the admin template's own example pages
 * from the npm package `admin-lte`, MIT): a login and a register form, a profile page with tabs
 * and a settings form, the "General Form Elements" page (text fields, selects, checkboxes,
 * radios, switches, several fields with the same label), a project form with selects and
 * collapsible cards, and a page of Bootstrap modals and toasts. Written the way testers write
 * them, before the resolver was run on them.
 */
import { expect, type Page } from '@playwright/test';
import { all, finds, holds, LOAD_MS, says, wentTo, type AppStep, type RealApp } from './corpus.js';

const PAGES: Record<string, string> = {
  login: 'examples/login',
  register: 'examples/register',
  profile: 'examples/profile',
  settings: 'examples/profile',
  general: 'forms/general',
  projectAdd: 'examples/project-add',
  modals: 'UI/modals',
  defaultModal: 'UI/modals',
};

/** Resolves when jQuery fires a Bootstrap event on `selector` (a transition has ended). */
function bootstrapEvent(page: Page, selector: string, event: string): Promise<void> {
  return page.evaluate(
    ([selector, event]) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${event} did not fire`)), 3_000);
        (window as unknown as { jQuery: (s: string) => { one(e: string, f: () => void): void } }).jQuery(selector).one(event, () => {
          clearTimeout(timer);
          resolve();
        });
      }),
    [selector, event] as const,
  );
}

async function prepare(page: Page, origin: string, setup: string) {
  const path = PAGES[setup];
  if (!path) throw new Error(`no AdminLTE setup ${setup}`);
  await page.goto(`${origin}/adminlte/pages/${path}.html?fresh=${Date.now()}`, { waitUntil: 'domcontentloaded', timeout: LOAD_MS });
  await page.waitForFunction(() => 'jQuery' in window && document.readyState === 'complete', undefined, { timeout: LOAD_MS });
  if (setup === 'settings') {
    await page.locator('a[href="#settings"]').click();
    await expect(page.locator('#settings')).toBeVisible();
  }
  if (setup === 'defaultModal') {
    const shown = bootstrapEvent(page, '#modal-default', 'shown.bs.modal');
    await page.locator('[data-target="#modal-default"]').click();
    await shown;
  }
  await page.mouse.move(0, 0);
}

// --- checks ---------------------------------------------------------------------------------

// Login page.
const L = { email: '.login-box input[type=email]', password: '.login-box input[type=password]', remember: '#remember' };
// Register page.
const R = {
  name: 'input[placeholder="Full name"]',
  email: '.register-box input[placeholder="Email"]',
  password: 'input[placeholder="Password"]',
  retype: 'input[placeholder="Retype password"]',
  terms: '#agreeTerms',
};
const registerHolds = (want: Partial<Record<keyof typeof R, string | boolean>>) =>
  holds({ [R.name]: want.name ?? '', [R.email]: want.email ?? '', [R.password]: want.password ?? '', [R.retype]: want.retype ?? '', [R.terms]: want.terms ?? false });
// Profile settings form.
const S = { name: '#inputName', email: '#inputEmail', name2: '#inputName2', experience: '#inputExperience', skills: '#inputSkills', terms: '#settings input[type=checkbox]' };
const settingsHolds = (want: Partial<Record<keyof typeof S, string | boolean>>) =>
  holds({ [S.name]: want.name ?? '', [S.email]: want.email ?? '', [S.name2]: want.name2 ?? '', [S.experience]: want.experience ?? '', [S.skills]: want.skills ?? '', [S.terms]: want.terms ?? false });
// General form elements.
const G = {
  quickEmail: '#exampleInputEmail1',
  quickPassword: '#exampleInputPassword1',
  checkMeOut: '#exampleCheck1',
  horizontalEmail: '#inputEmail3',
  horizontalPassword: '#inputPassword3',
  rememberMe: '#exampleCheck2',
  flatSelect: '#exampleSelectRounded0',
  flatInput: '#exampleInputRounded0',
  text: '.card-warning input[placeholder="Enter ..."]:not([disabled]):not([id])',
  textarea: '.card-warning textarea:not([disabled])',
  warning: '#inputWarning',
  plainCheckbox: '.card-warning input[type=checkbox]:not([checked]):not([disabled])',
  plainRadio: '.card-warning input[type=radio][name=radio1]:not([checked])',
  plainRadioChecked: '.card-warning input[type=radio][name=radio1][checked]',
  select: '.card-warning select:not([multiple]):not([disabled])',
  selectMultiple: '.card-warning select[multiple]:not([disabled])',
  customSelect: '.card-secondary select.custom-select:not([multiple]):not([disabled])',
  username: 'input[placeholder=Username]',
};
// Project form.
const P = {
  name: '#inputName',
  description: '#inputDescription',
  status: '#inputStatus',
  company: '#inputClientCompany',
  leader: '#inputProjectLeader',
  budget: '#inputEstimatedBudget',
  spent: '#inputSpentBudget',
  duration: '#inputEstimatedDuration',
};

const focused = (selector: string) => async (page: Page) => {
  await expect(page.locator(selector)).toBeFocused({ timeout: 3_000 });
};
const tabShown = (pane: 'activity' | 'timeline' | 'settings') => async (page: Page) => {
  await expect(page.locator(`#${pane}`)).toBeVisible({ timeout: 3_000 });
  await expect(page.locator(`a[href="#${pane}"]`)).toHaveClass(/active/);
  for (const other of ['activity', 'timeline', 'settings'].filter((p) => p !== pane)) await expect(page.locator(`#${other}`)).toBeHidden();
};
const card = (page: Page, title: string) => page.locator('.card').filter({ has: page.locator(`> .card-header .card-title`, { hasText: new RegExp(`^\\s*${title}\\s*$`) }) });
const collapsed = (title: string, other: string) => async (page: Page) => {
  await expect(card(page, title)).toHaveClass(/collapsed-card/, { timeout: 3_000 });
  await expect(card(page, title).locator('> .card-body')).toBeHidden({ timeout: 3_000 });
  await expect(card(page, other).locator('> .card-body')).toBeVisible();
};
const modalShown = (id: string) => async (page: Page) => {
  await expect(page.locator(`#${id}`)).toBeVisible({ timeout: 3_000 });
  await expect(page.locator('.modal.show')).toHaveCount(1);
};
const modalClosed = async (page: Page) => {
  await expect(page.locator('.modal.show')).toHaveCount(0, { timeout: 3_000 });
  await expect(page.locator('#modal-default')).toBeHidden({ timeout: 3_000 });
};
const dropdownOpen = async (page: Page) => {
  await expect(page.locator('.content .dropdown-menu.show')).toHaveCount(1, { timeout: 3_000 });
  await expect(page.locator('.content .dropdown-menu.show')).toContainText('Another action');
};
/** Exactly one toast from one library: AdminLTE's own, SweetAlert2's or Toastr's. */
const toast = (kind: 'adminlte' | 'sweetalert' | 'toastr', text: RegExp) => async (page: Page) => {
  const where = { adminlte: '.toasts-top-right .toast', sweetalert: '.swal2-toast', toastr: '#toast-container .toast' };
  await expect(page.locator(where[kind])).toHaveCount(1, { timeout: 3_000 });
  await expect(page.locator(where[kind])).toContainText(text);
  for (const other of Object.keys(where).filter((k) => k !== kind)) await expect(page.locator(where[other as keyof typeof where])).toHaveCount(0);
};

// --- references: how a person would do it with plain Playwright -----------------------------

const fill = (selector: string, value: string) => (page: Page) => page.locator(selector).fill(value);
const check = (selector: string) => (page: Page) => page.locator(selector).check();
/** AdminLTE's styled checkboxes and radios (iCheck, custom-control): the input is invisible under its label, which a person clicks. */
const clickLabel = (id: string) => (page: Page) => page.locator(`label[for="${id}"]`).click();
const click = (selector: string) => (page: Page) => page.locator(selector).click();
const choose = (selector: string, option: string) => async (page: Page) => void (await page.locator(selector).selectOption(option));
const steps = (...actions: ((page: Page) => Promise<unknown>)[]) => async (page: Page) => {
  for (const action of actions) await action(page);
};
const press = (selector: string, key: string) => (page: Page) => page.locator(selector).press(key);

export const ADMINLTE_STEPS: AppStep[] = [
  // Login.
  ...says('login', fill(L.email, 'admin@example.com'), holds({ [L.email]: 'admin@example.com', [L.password]: '' }), [
    'type admin@example.com into the Email field',
    'Fill Email with "admin@example.com"',
    'Enter "admin@example.com" in the email box',
    'Please type "admin@example.com" into the Email input.',
  ]),
  ...says('login', fill(L.password, 'hunter2'), holds({ [L.email]: '', [L.password]: 'hunter2' }), [
    'fill in the password with hunter2',
    'type "hunter2" into Password',
    'enter hunter2 in the password field',
  ]),
  ...says('login', clickLabel('remember'), holds({ [L.remember]: true }), [
    'check Remember Me',
    'tick the "Remember Me" checkbox',
    'Please check the remember me box',
    'click Remember Me',
  ]),
  ...says('login', steps(fill(L.email, 'admin@example.com'), fill(L.password, 'hunter2')), holds({ [L.email]: 'admin@example.com', [L.password]: 'hunter2' }), [
    'fill the Email field with "admin@example.com" and the Password field with "hunter2"',
  ]),
  ...says('login', steps(fill(L.email, 'admin@example.com'), press(L.email, 'Tab')), all(holds({ [L.email]: 'admin@example.com' }), focused(L.password)), [
    'type admin@example.com into email and press Tab',
    'Fill "Email" with "admin@example.com" and hit Tab',
  ]),
  ...says('login', click('button[type=submit]'), wentTo('/adminlte/index3.html'), [
    'click Sign In',
    'press the Sign In button',
    'Click on "Sign In"',
    'submit the login form',
  ]),
  ...says('login', click('a[href="forgot-password.html"]'), wentTo('/forgot-password.html'), [
    'click "I forgot my password"',
    'click the forgot password link',
  ]),
  ...says('login', click('a[href="register.html"]'), wentTo('/register.html'), [
    'click the Register a new membership link',
    'Click "Register a new membership"',
  ]),
  ...finds('login', '#remember', ['find the Remember Me checkbox']),
  ...finds('login', '.login-box button[type=submit]', ['find the Sign In button', 'where is the "Sign In" button?']),

  // Register: "Password" and "Retype password" side by side.
  ...says('register', fill(R.name, 'Nina Mcintire'), registerHolds({ name: 'Nina Mcintire' }), [
    'fill Full name with "Nina Mcintire"',
    'type "Nina Mcintire" into the full name field',
    'Enter Nina Mcintire as the full name',
  ]),
  ...says('register', fill(R.email, 'nina@example.com'), registerHolds({ email: 'nina@example.com' }), [
    'enter nina@example.com in Email',
    "type 'nina@example.com' into the email address field",
  ]),
  ...says('register', fill(R.password, 's3cret!'), registerHolds({ password: 's3cret!' }), [
    'type s3cret! into the Password field',
    'fill Password with "s3cret!"',
  ]),
  ...says('register', fill(R.retype, 's3cret!'), registerHolds({ retype: 's3cret!' }), [
    'fill "Retype password" with "s3cret!"',
    'fill in the retype password box with s3cret!',
    'Type "s3cret!" in the Retype password input',
    'confirm the password: "s3cret!"',
  ]),
  ...says('register', clickLabel('agreeTerms'), registerHolds({ terms: true }), [
    'check I agree to the terms',
    'tick the terms checkbox',
    'accept the terms',
    'Please tick "I agree to the terms".',
  ]),
  ...says('register', click('#agreeTerms + label a'), all(wentTo('#'), registerHolds({})), ['click the terms link']),
  ...says('register', click('.register-box button[type=submit]'), wentTo('/adminlte/index.html'), ['click Register', 'Click the "Register" button']),
  ...says('register', click('a[href="login.html"]'), wentTo('/login.html'), ['click "I already have a membership"', 'go to the login page']),
  ...finds('register', R.retype, ['locate the Retype password field']),

  // Profile: tabs.
  ...says('profile', click('a[href="#settings"]'), tabShown('settings'), [
    'click the Settings tab',
    'open Settings',
    'Go to the "Settings" tab',
    'switch to settings',
  ]),
  ...says('profile', click('a[href="#timeline"]'), tabShown('timeline'), [
    'go to the Timeline tab',
    'click Timeline',
    'show the timeline',
  ]),
  ...says('settings', click('a[href="#activity"]'), tabShown('activity'), ['click the Activity tab', 'back to Activity']),
  ...says('profile', fill('#activity .post:nth-child(1) input[placeholder="Type a comment"]', 'Great post!'),
    holds({ '#activity .post:nth-child(1) input[placeholder="Type a comment"]': 'Great post!', '#activity .post:nth-child(3) input[placeholder="Type a comment"]': '' }), [
      'type "Great post!" into the first Type a comment box',
      'fill the first comment field with "Great post!"',
    ]),
  ...says('profile', fill('input[placeholder=Response]', 'Thanks'), holds({ 'input[placeholder=Response]': 'Thanks' }), [
    'type "Thanks" into the Response field',
    'Fill Response with Thanks',
  ]),
  ...finds('profile', 'a[href="#settings"]', ['where is the Settings tab']),

  // Profile: the settings form, with two fields labelled "Name".
  ...says('settings', fill(S.name, 'Nina'), settingsHolds({ name: 'Nina' }), ['fill the first Name field with "Nina"']),
  ...says('settings', fill(S.name2, 'Nina Mcintire'), settingsHolds({ name2: 'Nina Mcintire' }), [
    'type "Nina Mcintire" into the second Name field',
    'fill the 2nd name input with Nina Mcintire',
  ]),
  ...says('settings', fill(S.email, 'nina@example.com'), settingsHolds({ email: 'nina@example.com' }), [
    'enter nina@example.com into the Email field',
    'Fill "Email" with "nina@example.com"',
  ]),
  ...says('settings', fill(S.experience, 'Ten years of TypeScript'), settingsHolds({ experience: 'Ten years of TypeScript' }), [
    'Fill Experience with "Ten years of TypeScript"',
    'type "Ten years of TypeScript" in the experience textarea',
  ]),
  ...says('settings', fill(S.skills, 'TypeScript, Playwright'), settingsHolds({ skills: 'TypeScript, Playwright' }), [
    'type TypeScript, Playwright in Skills',
    'set Skills to "TypeScript, Playwright"',
  ]),
  ...says('settings', check(S.terms), settingsHolds({ terms: true }), [
    'check "I agree to the terms and conditions"',
    'tick the terms and conditions checkbox',
    'agree to the terms and conditions',
  ]),
  ...says('settings', click('#settings button[type=submit]'), wentTo('/profile.html?'), ['click Submit', 'submit the settings form']),
  ...says('settings', steps(fill(S.skills, 'SQL'), press(S.skills, 'Enter')), wentTo('/profile.html?'), ['fill Skills with "SQL" and press Enter']),

  // General form elements: many fields, some labelled alike.
  ...says('general', fill(G.quickEmail, 'ann@example.com'), holds({ [G.quickEmail]: 'ann@example.com', [G.horizontalEmail]: '' }), [
    'fill the Email address field with "ann@example.com"',
    'type ann@example.com into "Enter email"',
    'Enter "ann@example.com" as the email address',
  ]),
  ...says('general', fill(G.quickPassword, 'secret'), holds({ [G.quickPassword]: 'secret', [G.horizontalPassword]: '' }), [
    'type secret into the Password field in the Quick Example card',
    'fill Password in the Quick Example form with "secret"',
  ]),
  ...says('general', check(G.checkMeOut), holds({ [G.checkMeOut]: true, [G.rememberMe]: false }), ['check "Check me out"', 'tick Check me out']),
  ...says('general', check(G.rememberMe), holds({ [G.checkMeOut]: false, [G.rememberMe]: true }), [
    'check Remember me in the Horizontal Form',
    'tick "Remember me"',
  ]),
  ...says('general', fill(G.horizontalEmail, 'bob@example.com'), holds({ [G.quickEmail]: '', [G.horizontalEmail]: 'bob@example.com' }), [
    "fill the Horizontal Form's Email with \"bob@example.com\"",
    'type bob@example.com into the Email field of the Horizontal Form',
  ]),
  ...says('general', choose(G.flatSelect, 'Value 3'), holds({ [G.flatSelect]: ['Value 3'], [G.flatInput]: '' }), [
    'select "Value 3" in the Flat dropdown',
    'choose Value 3 from the Flat select',
  ]),
  ...says('general', choose(G.select, 'option 3'), holds({ [G.select]: ['option 3'], [G.customSelect]: ['option 1'] }), [
    'choose option 3 from the Select dropdown',
    'select "option 3" in Select',
  ]),
  ...says('general', choose(G.customSelect, 'option 4'), holds({ [G.select]: ['option 1'], [G.customSelect]: ['option 4'] }), [
    'select option 4 in Custom Select',
    'pick "option 4" from the custom select',
  ]),
  ...says('general', choose(G.selectMultiple, 'option 2'), holds({ [G.selectMultiple]: ['option 2'] }), ['select option 2 from the Select Multiple list']),
  ...says('general', clickLabel('customCheckbox1'), holds({ '#customCheckbox1': true, '#customCheckbox2': true, '#customCheckbox4': true }), [
    'check the Custom Checkbox',
    'tick "Custom Checkbox"',
  ]),
  ...says('general', clickLabel('customCheckbox2'), holds({ '#customCheckbox1': false, '#customCheckbox2': false }), [
    'uncheck "Custom Checkbox checked"',
    'untick the Custom Checkbox checked box',
  ]),
  ...says('general', clickLabel('customRadio1'), holds({ '#customRadio1': true, '#customRadio2': false, '#customRadio4': true }), [
    'select the Custom Radio option',
    'click the "Custom Radio" radio button',
    'choose Custom Radio',
  ]),
  ...says('general', clickLabel('customRadio5'), holds({ '#customRadio1': false, '#customRadio2': true, '#customRadio4': false, '#customRadio5': true }), [
    'choose Custom Radio with custom color outline',
  ]),
  ...says('general', clickLabel('customSwitch1'), holds({ '#customSwitch1': true, '#customSwitch3': false }), [
    'click "Toggle this custom switch element"',
    'turn on the first custom switch',
  ]),
  ...says('general', clickLabel('customSwitch3'), holds({ '#customSwitch1': false, '#customSwitch3': true }), ['turn on the switch with custom colors']),
  ...says('general', fill(G.text, 'hello'), holds({ [G.text]: 'hello', [G.textarea]: '' }), ['type hello in the Text field']),
  ...says('general', fill(G.textarea, 'Some notes'), holds({ [G.text]: '', [G.textarea]: 'Some notes' }), ['fill the Textarea with "Some notes"']),
  ...says('general', fill(G.warning, 'careful'), holds({ [G.warning]: 'careful', '#inputSuccess': '', '#inputError': '' }), [
    'fill "Input with warning" with "careful"',
    'type careful into the input with warning',
  ]),
  ...says('general', fill(G.username, 'jdoe'), holds({ [G.username]: 'jdoe' }), ['type jdoe in the Username field', 'Enter "jdoe" as the username']),
  ...says('general', check(G.plainCheckbox), holds({ [G.plainCheckbox]: true }), ['check the first checkbox in the General Elements card']),
  ...says('general', check(G.plainRadio), holds({ [G.plainRadio]: true, [G.plainRadioChecked]: false }), ['select the Radio option in General Elements']),
  ...says('general', click('.input-group-lg .dropdown-toggle'), dropdownOpen, ['click the Action dropdown', 'open the Action menu']),
  ...finds('general', G.quickEmail, ['find the Email address field']),

  // Project form: selects, number fields, collapsible cards.
  ...says('projectAdd', fill(P.name, 'Website redesign'), holds({ [P.name]: 'Website redesign', [P.company]: '', [P.leader]: '' }), [
    'fill Project Name with "Website redesign"',
    'type "Website redesign" into the project name field',
  ]),
  ...says('projectAdd', choose(P.status, 'On Hold'), holds({ [P.status]: ['On Hold'] }), ['select On Hold from Status', 'Select "On Hold" in the Status dropdown']),
  ...says('projectAdd', choose(P.status, 'Success'), holds({ [P.status]: ['Success'] }), ['choose "Success" in the Status dropdown', 'set Status to Success']),
  ...says('projectAdd', choose(P.status, 'Canceled'), holds({ [P.status]: ['Canceled'] }), ['change the status to Canceled']),
  ...says('projectAdd', fill(P.budget, '5000'), holds({ [P.budget]: '5000', [P.spent]: '', [P.duration]: '' }), [
    'fill Estimated budget with 5000',
    'enter 5000 as the estimated budget',
  ]),
  ...says('projectAdd', fill(P.spent, '1200'), holds({ [P.budget]: '', [P.spent]: '1200', [P.duration]: '' }), ['enter 1200 in Total amount spent']),
  ...says('projectAdd', fill(P.duration, '3'), holds({ [P.budget]: '', [P.spent]: '', [P.duration]: '3' }), ['type 3 into the Estimated project duration field']),
  ...says('projectAdd', fill(P.description, 'A new look for the site.'), holds({ [P.description]: 'A new look for the site.' }), [
    'fill the Project Description with "A new look for the site."',
    'Type "A new look for the site." in the description',
  ]),
  ...says('projectAdd', steps(fill(P.company, 'ACME'), fill(P.leader, 'Ann')), holds({ [P.company]: 'ACME', [P.leader]: 'Ann' }), [
    'fill Client Company with "ACME" and Project Leader with "Ann"',
  ]),
  ...says('projectAdd', steps(fill(P.company, 'ACME'), press(P.company, 'Tab')), all(holds({ [P.company]: 'ACME' }), focused(P.leader)), [
    'type ACME into Client Company and press Tab',
  ]),
  ...says('projectAdd', (page) => card(page, 'Budget').locator('[data-card-widget=collapse]').click(), collapsed('Budget', 'General'), [
    'collapse the Budget card',
    'click the Collapse button in the Budget card',
  ]),
  ...says('projectAdd', (page) => card(page, 'General').locator('[data-card-widget=collapse]').click(), collapsed('General', 'Budget'), [
    'collapse the General section',
  ]),
  ...finds('projectAdd', P.status, ['find the Status dropdown']),

  // Modals and toasts.
  ...says('modals', click('[data-target="#modal-default"]'), modalShown('modal-default'), [
    'click Launch Default Modal',
    'open the default modal',
    'Click the "Launch Default Modal" button',
  ]),
  ...says('modals', click('[data-target="#modal-lg"]'), modalShown('modal-lg'), ['click the "Launch Large Modal" button', 'launch the large modal']),
  ...says('modals', click('[data-target="#modal-danger"]'), modalShown('modal-danger'), ['launch the danger modal']),
  ...says('defaultModal', click('#modal-default .modal-footer [data-dismiss=modal]'), modalClosed, [
    'click Close',
    'close the modal',
    'Click "Close" in the dialog',
  ]),
  ...says('defaultModal', click('#modal-default .modal-header .close'), modalClosed, ['click the × in the dialog']),
  ...says('modals', click('.toastsDefaultDefault'), toast('adminlte', /Lorem ipsum/), ['click Launch Default Toast']),
  ...says('modals', click('.toastrDefaultSuccess'), toast('toastr', /.+/), [
    'click Launch Success Toast in the Toastr card',
    'click the Toastr "Launch Success Toast" button',
  ]),
  ...says('modals', click('.swalDefaultError'), toast('sweetalert', /.+/), ['click Launch Error Toast in the SweetAlert2 examples']),
];

export const ADMINLTE: RealApp = { name: 'adminlte', steps: ADMINLTE_STEPS, prepare };
