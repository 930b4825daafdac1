/**
 * Steps for SB Admin 2 4.1.4 (test/offline/apps/sb-admin-2/: the dashboard template's own pages
 * from the npm package `startbootstrap-sb-admin-2`, MIT): a dashboard with a collapsible sidebar
 * menu, top-bar dropdown menus (alerts, messages, the user's menu with Logout), card menus, a
 * logout dialog, a DataTables grid (sort by header, search, page, entries per page) and a login
 * form drawn without labels. Blind: written the way testers write them, before the resolver was
 * run on this app, and frozen (test/offline/real-apps/frozen.test.ts).
 */
import { expect, type Page } from '@playwright/test';
import { finds, holds, LOAD_MS, says, wentTo, type AppStep, type RealApp } from './corpus.js';

const PAGES: Record<string, string> = {
  dashboard: 'index.html',
  userMenu: 'index.html',
  logout: 'index.html',
  tables: 'tables.html',
  cards: 'cards.html',
  login: 'login.html',
};

async function prepare(page: Page, origin: string, setup: string) {
  const path = PAGES[setup];
  if (!path) throw new Error(`no SB Admin 2 setup ${setup}`);
  await page.goto(`${origin}/sb-admin-2/${path}?fresh=${Date.now()}`, { waitUntil: 'domcontentloaded', timeout: LOAD_MS });
  await page.waitForFunction(() => 'jQuery' in window && document.readyState === 'complete', undefined, { timeout: LOAD_MS });
  if (setup === 'tables') await expect(page.locator('#dataTable_info')).toBeVisible({ timeout: LOAD_MS });
  if (setup === 'userMenu' || setup === 'logout') {
    await page.locator('#userDropdown').click();
    await expect(page.locator('[aria-labelledby=userDropdown].show')).toBeVisible();
  }
  if (setup === 'logout') {
    await page.locator('[data-target="#logoutModal"]').click();
    await expect(page.locator('#logoutModal')).toBeVisible();
    await page.waitForFunction(() => !document.querySelector('.modal.fade:not(.show), .modal-backdrop.fade:not(.show)') || document.querySelector('#logoutModal.show'), undefined, { timeout: 3_000 });
  }
  await page.mouse.move(0, 0);
}

// --- checks ---------------------------------------------------------------------------------

const menuOpen = (toggle: string) => async (page: Page) => {
  await expect(page.locator(`[aria-labelledby=${toggle}].show`)).toBeVisible({ timeout: 3_000 });
  await expect(page.locator(`#${toggle}`)).toHaveAttribute('aria-expanded', 'true');
};
const sidebarOpen = (id: string) => async (page: Page) => {
  await expect(page.locator(`#${id}`)).toHaveClass(/\bshow\b/, { timeout: 3_000 });
  await expect(page.locator(`#${id} .collapse-item`).first()).toBeVisible();
};
const modalShown = async (page: Page) => {
  await expect(page.locator('#logoutModal')).toBeVisible({ timeout: 3_000 });
  await expect(page.locator('#logoutModal')).toHaveClass(/\bshow\b/);
};
const modalClosed = async (page: Page) => {
  await expect(page.locator('#logoutModal')).toBeHidden({ timeout: 3_000 });
  expect(page.url()).toMatch(/index\.html\?fresh=\d+#?$/);
};
const sortedBy = (column: string, order: 'ascending' | 'descending') => async (page: Page) => {
  const header = page.locator('#dataTable thead th', { hasText: new RegExp(`^${column}$`) });
  await expect(header).toHaveAttribute('aria-sort', order, { timeout: 3_000 });
};
const rowsAll = (text: string) => async (page: Page) => {
  await expect(page.locator('#dataTable_filter input')).toHaveValue(text, { timeout: 3_000 });
  const rows = page.locator('#dataTable tbody tr');
  await expect.poll(async () => (await rows.allInnerTexts()).every((r) => r.includes(text)), { timeout: 3_000 }).toBe(true);
  await expect(rows).not.toHaveCount(0);
};
const onPage = (n: number) => async (page: Page) => {
  await expect(page.locator('#dataTable_paginate .paginate_button.active')).toHaveText(String(n), { timeout: 3_000 });
};
const SEARCH = '.navbar-search.d-sm-inline-block input';
const LOGIN = { email: '#exampleInputEmail', password: '#exampleInputPassword', remember: '#customCheck' };

// --- references ------------------------------------------------------------------------------

const click = (selector: string) => (page: Page) => page.locator(selector).click();
const steps = (...actions: ((page: Page) => Promise<unknown>)[]) => async (page: Page) => {
  for (const action of actions) await action(page);
};
const fill = (selector: string, value: string) => (page: Page) => page.locator(selector).fill(value);
const sidebarLink = (name: string) => (page: Page) => page.locator('#accordionSidebar a.nav-link', { hasText: name }).click();
const header = (column: string) => (page: Page) => page.locator('#dataTable thead th', { hasText: new RegExp(`^${column}$`) }).click();

export const SB_ADMIN_STEPS: AppStep[] = [
  // Top-bar menus.
  ...says('dashboard', click('#userDropdown'), menuOpen('userDropdown'), [
    'open the user menu',
    'click Douglas McGee',
    'open the Douglas McGee dropdown in the top bar',
  ]),
  ...says('dashboard', click('#alertsDropdown'), menuOpen('alertsDropdown'), ['open the alerts', 'click the alerts bell', 'show the Alerts Center']),
  ...says('dashboard', click('#messagesDropdown'), menuOpen('messagesDropdown'), ['open the messages dropdown', 'click the envelope icon with 7 messages']),
  ...says('dashboard', steps(click('#userDropdown'), click('[data-target="#logoutModal"]')), modalShown, [
    'click Logout in the user menu',
    'log out',
    'open the user menu and click Logout',
  ]),
  ...says('userMenu', click('[data-target="#logoutModal"]'), modalShown, ['click Logout', 'choose Logout from the menu']),
  ...says('userMenu', click('[aria-labelledby=userDropdown] a.dropdown-item:has-text("Settings")'), async (page) => {
    await expect(page.locator('[aria-labelledby=userDropdown].show')).toHaveCount(0, { timeout: 3_000 });
    await wentTo('#')(page);
  }, ['click Settings', 'pick Settings in the user menu']),

  // The logout dialog.
  ...says('logout', click('#logoutModal .modal-footer button'), modalClosed, ['click Cancel', 'cancel the logout', 'Click "Cancel" in the dialog']),
  ...says('logout', click('#logoutModal .close'), modalClosed, ['close the dialog', 'click the × in the Ready to Leave? dialog']),
  ...says('logout', click('#logoutModal .modal-footer a'), wentTo('/login.html'), ['click Logout in the dialog', 'confirm the logout']),

  // Sidebar: collapsible sections, links inside them.
  ...says('dashboard', sidebarLink('Components'), sidebarOpen('collapseTwo'), [
    'expand Components in the sidebar',
    'open the Components menu',
    'click Components',
  ]),
  ...says('dashboard', sidebarLink('Utilities'), sidebarOpen('collapseUtilities'), ['expand Utilities', 'open the Utilities section of the sidebar']),
  ...says('dashboard', sidebarLink('Pages'), sidebarOpen('collapsePages'), ['expand the Pages menu']),
  ...says('dashboard', sidebarLink('Tables'), wentTo('/tables.html'), ['go to Tables', 'click Tables in the sidebar']),
  ...says('dashboard', sidebarLink('Charts'), wentTo('/charts.html'), ['open the Charts page']),
  ...says('dashboard', steps(sidebarLink('Components'), click('#collapseTwo a:has-text("Cards")')), wentTo('/cards.html'), [
    'go to Components > Cards',
    'open the Components menu and click Cards',
  ]),
  ...says('dashboard', steps(sidebarLink('Utilities'), click('#collapseUtilities a:has-text("Colors")')), wentTo('/utilities-color.html'), [
    'expand Utilities and click Colors',
  ]),
  ...says('dashboard', click('#sidebarToggle'), async (page) => {
    await expect(page.locator('body')).toHaveClass(/sidebar-toggled/, { timeout: 3_000 });
  }, ['collapse the sidebar', 'click the sidebar toggle button']),

  // Dashboard body.
  ...says('dashboard', click('a:has-text("Generate Report")'), wentTo('#'), ['click Generate Report', 'press the Generate Report button']),
  ...says('dashboard', fill(SEARCH, 'revenue'), holds({ [SEARCH]: 'revenue' }), [
    'type revenue into the search box',
    'fill "Search for..." with revenue',
    'enter "revenue" in the top search field',
  ]),
  ...says('dashboard', click('.card:has(h6:text-is("Earnings Overview")) .dropdown-toggle'), async (page) => {
    await expect(page.locator('.card:has(h6:text-is("Earnings Overview")) .dropdown-menu.show')).toBeVisible({ timeout: 3_000 });
    await expect(page.locator('.dropdown-menu.show')).toHaveCount(1);
  }, ['open the Earnings Overview menu', 'click the dropdown in the Earnings Overview card']),
  ...finds('dashboard', '#userDropdown', ['find the user menu']),
  ...finds('dashboard', SEARCH, ['find the search box']),

  // DataTables.
  ...says('tables', header('Age'), sortedBy('Age', 'ascending'), ['sort by Age', 'click the Age column header', 'sort the table by age']),
  ...says('tables', header('Office'), sortedBy('Office', 'ascending'), ['sort by Office']),
  ...says('tables', header('Name'), sortedBy('Name', 'descending'), ['sort the names in descending order', 'click the Name header']),
  ...says('tables', fill('#dataTable_filter input', 'London'), rowsAll('London'), [
    'search the table for London',
    'type London into the Search box',
    'filter the table by "London"',
  ]),
  ...says('tables', (page) => page.locator('select[name=dataTable_length]').selectOption('25').then(() => undefined), async (page) => {
    await expect(page.locator('select[name=dataTable_length]')).toHaveValue('25', { timeout: 3_000 });
    await expect(page.locator('#dataTable tbody tr')).toHaveCount(25);
  }, ['show 25 entries', 'select 25 in Show entries', 'set the page size to 25']),
  ...says('tables', click('#dataTable_next a'), onPage(2), ['go to the next page', 'click Next']),
  ...says('tables', click('#dataTable_paginate a:text-is("3")'), onPage(3), ['click page 3', 'go to page 3 of the table']),
  ...finds('tables', '#dataTable_filter input', ['find the Search box of the table']),
  ...finds('tables', '#dataTable tbody tr:has-text("Ashton Cox")', ['find the row for Ashton Cox']),

  // Cards page.
  ...says('cards', click('a[href="#collapseCardExample"]'), async (page) => {
    await expect(page.locator('#collapseCardExample')).toBeHidden({ timeout: 3_000 });
  }, ['collapse the Collapsable Card Example', 'click the Collapsable Card Example header']),
  ...says('cards', click('.card:has(h6:text-is("Dropdown Card Example")) .dropdown-toggle'), async (page) => {
    await expect(page.locator('.card:has(h6:text-is("Dropdown Card Example")) .dropdown-menu.show')).toBeVisible({ timeout: 3_000 });
  }, ['open the menu of the Dropdown Card Example']),

  // Login form: no labels, placeholders only.
  ...says('login', fill(LOGIN.email, 'user@example.com'), holds({ [LOGIN.email]: 'user@example.com', [LOGIN.password]: '' }), [
    'type user@example.com into the email field',
    'fill "Enter Email Address..." with user@example.com',
  ]),
  ...says('login', fill(LOGIN.password, 'secret'), holds({ [LOGIN.email]: '', [LOGIN.password]: 'secret' }), ['enter secret as the password']),
  ...says('login', click(`label[for=customCheck]`), holds({ [LOGIN.remember]: true }), ['check Remember Me', 'tick the Remember Me box']),
  ...says('login', click('a.btn-primary:has-text("Login")'), wentTo('/index.html'), ['click Login', 'click the Login button']),
  ...says('login', click('a.btn-google'), wentTo('/index.html'), ['click Login with Google']),
];

export const SB_ADMIN: RealApp = { name: 'sb-admin-2', steps: SB_ADMIN_STEPS, prepare };
