/**
 * The second check corpus: checks and waits on the four apps added after the first corpus was
 * written (SB Admin 2, jstree, Vanilla JS Datepicker, Tabulator), phrased the way testers write
 * them and differently from the first corpus (checks.ts). Blind protocol: written before the check
 * resolver was ever run on these apps, frozen (sha256 in test/offline/check-corpus-frozen.test.ts),
 * run once, the blind figure recorded in docs/checks.md; only general rules may change after.
 *
 * Each check starts from an app state built by the app's own `prepare` (the act corpus's states),
 * and has a reference in plain Playwright that passes if and only if the check holds. `holds` is
 * the verdict; a false check must fail.
 */
import { expect, type Page } from '@playwright/test';
import type { CheckStep } from './checks.js';

export interface CheckApp2 {
  app: 'sb-admin-2' | 'jstree' | 'datepicker' | 'tabulator';
  steps: CheckStep[];
}

type Ref = (page: Page) => Promise<void>;
const want = expect.configure({ timeout: 2_000 });
const yes = (setup: string, reference: Ref, checks: string[]): CheckStep[] => checks.map((check) => ({ setup, check, holds: true, reference }));
const no = (setup: string, reference: Ref, checks: string[]): CheckStep[] => checks.map((check) => ({ setup, check, holds: false, reference }));

// --- SB Admin 2 ---------------------------------------------------------------------------------

const userMenu = (p: Page) => p.locator('[aria-labelledby=userDropdown]');
const SEARCH = '.navbar-search.d-sm-inline-block input';
const rows = (p: Page) => p.locator('#dataTable tbody tr');
const lengthSelect = (p: Page) => p.locator('select[name=dataTable_length]');
const logoutModal = (p: Page) => p.locator('#logoutModal');

export const SB_ADMIN_CHECKS: CheckStep[] = [
  // The dashboard.
  ...yes('dashboard', (p) => want(p).toHaveTitle('SB Admin 2 - Dashboard'), ['the page title should be "SB Admin 2 - Dashboard"']),
  ...no('dashboard', (p) => want(p).toHaveTitle('SB Admin 2 - Tables'), ['the title of the page is "SB Admin 2 - Tables"']),
  ...yes('dashboard', (p) => want(p.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(), ['the Dashboard heading is shown']),
  ...yes('dashboard', (p) => want(p.getByText('Earnings (Monthly)', { exact: true })).toBeVisible(), ['"Earnings (Monthly)" appears on the page']),
  ...no('dashboard', (p) => want(p.getByText('Earnings (Weekly)', { exact: true })).toBeVisible(), ['"Earnings (Weekly)" appears on the page']),
  ...yes('dashboard', (p) => want(p.getByRole('link', { name: 'Generate Report' })).toBeVisible(), ['the Generate Report link should be visible']),
  ...yes('dashboard', (p) => want(p.locator(SEARCH)).toHaveValue(''), ['the search box is blank']),
  ...no('dashboard', (p) => want(p.locator(SEARCH)).toHaveValue(/revenue/), ['the search field contains "revenue"']),
  ...yes('dashboard', (p) => want(userMenu(p)).toBeHidden(), ['the user menu is closed']),
  ...no('dashboard', (p) => want(p.getByRole('link', { name: 'Logout' })).toBeVisible(), ['the Logout link must be visible']),
  ...yes('dashboard', (p) => want(p.getByRole('link', { name: 'Logout' })).toHaveCount(0), ['no Logout link is shown']),
  ...no('dashboard', (p) => want(p.locator('#userDropdown')).toHaveAttribute('aria-expanded', 'true'), ['the Douglas McGee menu is expanded']),
  ...yes('dashboard', (p) => want(p.locator('#collapseTwo')).toBeHidden(), ['the Components section is collapsed']),
  ...no('dashboard', (p) => want(p.locator('#collapseTwo')).toBeVisible(), ['the Components menu is open']),
  ...yes('dashboard', (p) => want(p.getByRole('heading', { name: 'Revenue Sources' })).toBeVisible(), ['the Revenue Sources heading is displayed']),
  ...no('dashboard', (p) => want(p.getByRole('heading', { name: 'Sales Sources' })).toBeVisible(), ['the Sales Sources heading is displayed']),
  ...yes('dashboard', (p) => want(p.getByRole('contentinfo')).toContainText('Copyright © Your Website 2021'), ['the footer says "Copyright © Your Website 2021"']),
  ...no('dashboard', (p) => want(p.getByRole('contentinfo')).toContainText('Copyright © Your Website 2020'), ['the footer mentions "Copyright © Your Website 2020"']),

  // The user menu, open.
  ...yes('userMenu', (p) => want(p.locator('#userDropdown')).toHaveAttribute('aria-expanded', 'true'), ['the Douglas McGee dropdown is expanded']),
  ...yes('userMenu', (p) => want(p.getByText('Activity Log', { exact: true })).toBeVisible(), ['"Activity Log" is displayed']),
  ...yes('userMenu', (p) => want(p.getByRole('link', { name: 'Logout' })).toBeVisible(), ['the Logout option is shown']),
  ...no('userMenu', (p) => want(p.getByRole('link', { name: 'Profile' })).toBeHidden(), ['the Profile link is hidden']),
  ...yes('userMenu', (p) => want(userMenu(p).locator('a.dropdown-item')).toHaveCount(4), ['the user menu has 4 links']),
  ...no('userMenu', (p) => want(userMenu(p).locator('a.dropdown-item')).toHaveCount(5), ['there are five items in the user menu']),

  // The logout dialog, open.
  ...yes('logout', (p) => want(p.getByRole('dialog', { name: 'Ready to Leave?' })).toBeVisible(), ['the "Ready to Leave?" dialog is open', 'wait until the "Ready to Leave?" dialog is displayed']),
  ...yes('logout', (p) => want(logoutModal(p)).toBeVisible(), ['the logout modal is visible']),
  ...no('logout', (p) => want(p.getByRole('dialog', { name: 'Ready to Leave?' })).toBeHidden(), ['the "Ready to Leave?" dialog is closed']),
  ...yes('logout', (p) => want(p.getByRole('button', { name: 'Cancel' })).toBeEnabled(), ['the Cancel button is enabled']),
  ...no('logout', (p) => want(p.getByRole('button', { name: 'Cancel' })).toBeDisabled(), ['the Cancel button should be disabled']),
  ...yes('logout', (p) => want(logoutModal(p).locator('.modal-title')).toHaveText('Ready to Leave?'), ['the modal title reads "Ready to Leave?"']),
  ...no('logout', (p) => want(logoutModal(p).locator('.modal-title')).toHaveText('Ready to leave now?'), ["the dialog's heading says \"Ready to leave now?\""]),

  // The DataTables page.
  ...yes('tables', (p) => want(rows(p)).toHaveCount(10), ['the table shows 10 rows']),
  ...no('tables', (p) => want(rows(p)).toHaveCount(25), ['the table shows 25 rows']),
  ...no('tables', (p) => want(rows(p)).toHaveCount(57), ['the grid has 57 rows']),
  ...yes('tables', (p) => want(p.locator('#dataTable_info')).toHaveText('Showing 1 to 10 of 57 entries'), ['the info line says "Showing 1 to 10 of 57 entries"']),
  ...no('tables', (p) => want(p.getByText('Showing 1 to 25 of 57 entries', { exact: true })).toBeVisible(), ['"Showing 1 to 25 of 57 entries" is displayed']),
  ...yes('tables', (p) => want(lengthSelect(p)).toHaveValue('10'), ['the Show entries dropdown is set to 10']),
  ...no('tables', (p) => want(lengthSelect(p)).toHaveValue('50'), ['the entries selector shows "50"']),
  ...yes('tables', (p) => want(p.locator('#dataTable_filter input')).toHaveValue(''), ['the Search: box is empty']),
  ...yes('tables', (p) => want(rows(p).first()).toContainText('Airi Satou'), ['Airi Satou is in the first row']),
  ...no('tables', (p) => want(rows(p).first()).toContainText('Ashton Cox'), ['the first row is Ashton Cox']),
  ...yes('tables', (p) => want(p.getByText('Tiger Nixon', { exact: true })).toBeHidden(), ['"Tiger Nixon" is not on this page']),
  ...yes('tables', (p) => want(p.locator('#dataTable thead th', { hasText: /^Name$/ })).toHaveAttribute('aria-sort', 'ascending'), ['the Name column is sorted ascending']),
  ...no('tables', (p) => want(p.locator('#dataTable thead th', { hasText: /^Age$/ })).toHaveAttribute('aria-sort', 'ascending'), ['the Age column is sorted in ascending order']),
  ...yes('tables', (p) => want(p.getByRole('heading', { name: 'Tables', level: 1 })).toBeVisible(), ['the page heading is "Tables"']),
  ...yes('tables', (p) => want(p).toHaveURL(/tables/), ["I'm on the Tables page"]),
  ...no('tables', (p) => want(p).toHaveURL(/charts/), ["I'm on the Charts page"]),
  ...yes('tables', (p) => want(p).toHaveURL(/tables\.html/), ['the URL includes "tables.html"']),
  ...yes('tables', (p) => want(p.locator('#dataTable_paginate .paginate_button.active')).toHaveText('1'), ['page 1 of the table is active']),
  ...yes('tables', (p) => want(p.getByRole('link', { name: 'Next' })).toBeVisible(), ['the Next link is shown']),

  // The cards page.
  ...yes('cards', (p) => want(p.locator('#collapseCardExample')).toBeVisible(), ['the Collapsable Card Example is expanded']),
  ...no('cards', (p) => want(p.locator('#collapseCardExample')).toBeHidden(), ['the Collapsable Card Example is collapsed']),
  ...yes('cards', (p) => want(p.getByRole('heading', { name: 'Basic Card Example' })).toBeVisible(), ['the Basic Card Example heading is present']),
  ...no('cards', (p) => want(p.getByRole('heading', { name: 'Advanced Card Example' })).toBeVisible(), ['the "Advanced Card Example" heading is present']),
  ...yes('cards', (p) => want(p.locator('.card:has(h6:text-is("Dropdown Card Example")) .dropdown-menu')).toBeHidden(), ['the menu of the Dropdown Card Example is closed']),

  // The login page.
  ...yes('login', (p) => want(p.locator('#customCheck')).not.toBeChecked(), ['the Remember Me checkbox is not checked']),
  ...no('login', (p) => want(p.locator('#customCheck')).toBeChecked(), ['the Remember Me option is selected']),
  ...yes('login', (p) => want(p.locator('#exampleInputEmail')).toHaveValue(''), ['the email address field is empty']),
  ...no('login', (p) => want(p.locator('#exampleInputPassword')).toHaveValue('secret'), ['the password box holds "secret"']),
  ...yes('login', (p) => want(p.getByRole('link', { name: 'Login', exact: true })).toBeVisible(), ['the Login button is visible']),
  ...yes('login', (p) => want(p.getByText('Welcome Back!', { exact: true })).toBeVisible(), ['"Welcome Back!" is shown']),
  ...no('login', (p) => want(p.getByText('Welcome back, Douglas!', { exact: true })).toBeVisible(), ['"Welcome back, Douglas!" is shown']),
  ...yes('login', (p) => want(p.getByRole('link', { name: 'Forgot Password?' })).toBeVisible(), ['a "Forgot Password?" link is present']),
  ...no('login', (p) => want(p.getByRole('link', { name: 'Reset Password' })).toBeVisible(), ['there is a "Reset Password" link']),
  ...yes('login', (p) => want(p).toHaveTitle(/Login/), ['the page title says Login']),
];

// --- jstree -------------------------------------------------------------------------------------

const item = (p: Page, tree: string, name: string) => p.locator(`#${tree}`).getByRole('treeitem', { name, exact: true });

export const JSTREE_CHECKS: CheckStep[] = [
  ...yes('demo', (p) => want(p.getByRole('heading', { name: 'HTML demo' })).toBeVisible(), ['the HTML demo heading is visible']),
  ...no('demo', (p) => want(p.getByRole('heading', { name: 'Lazy loading demo' })).toBeHidden(), ['the Lazy loading demo heading is hidden']),
  ...yes('demo', (p) => want(p.getByRole('tree')).toHaveCount(7), ['there are 7 trees on the page']),
  ...no('demo', (p) => want(p.getByRole('tree')).toHaveCount(6), ['there are six trees']),
  ...yes('demo', (p) => want(item(p, 'frmt', 'Child node 2')).toBeDisabled(), ['Child node 2 in the Data format demo is disabled']),
  ...no('demo', (p) => want(item(p, 'html', 'Child node 2')).toBeDisabled(), ['Child node 2 in the HTML demo is disabled']),
  ...yes('demo', (p) => want(item(p, 'html', 'Child node 1')).toHaveAttribute('aria-selected', 'true'), ['Child node 1 is selected in the HTML demo']),
  ...no('demo', (p) => want(item(p, 'ajax', 'Root node')).toHaveAttribute('aria-expanded', 'true'), ['the Root node of the AJAX demo is expanded']),
  ...yes('demo', (p) => want(p.getByRole('button', { name: 'select node with id 1' })).toBeEnabled(), ['the "select node with id 1" button is enabled']),
  ...no('demo', (p) => want(p.getByRole('button', { name: 'select node with id 2' })).toBeVisible(), ['the "select node with id 2" button is visible']),
  ...yes('demo', (p) => want(p.getByText('Root', { exact: true })).toBeVisible(), ['"Root" is displayed']),
  ...yes('demo', (p) => want(p).toHaveTitle('jstree basic demos'), ['the page is titled "jstree basic demos"']),
  ...yes('demo', (p) => want(p.getByText('either click the button or a node in the tree', { exact: true })).toBeVisible(), ['"either click the button or a node in the tree" is visible']),
  ...no('demo', (p) => want(p.getByText('Leaf node', { exact: true })).toBeVisible(), ['I see "Leaf node"']),
  ...yes('demo', (p) => want(p.getByRole('heading', { name: 'Callback function data demo' })).toBeVisible(), ['wait for the Callback function data demo heading to appear']),
];

// --- Vanilla JS Datepicker ---------------------------------------------------------------------

const DATE = '#sandbox input.date';
const PICKER = '.datepicker.active';
const opt = (name: string) => `#options [name=${name}]`;

export const DATEPICKER_CHECKS: CheckStep[] = [
  ...yes('demo', (p) => want(p.getByRole('radio', { name: 'Input' })).toBeChecked(), ['the Input radio button is selected']),
  ...no('demo', (p) => want(p.getByRole('radio', { name: 'Range' })).toBeChecked(), ['the Range radio is selected']),
  ...yes('demo', (p) => want(p.getByRole('checkbox', { name: 'readonly', exact: true })).not.toBeChecked(), ['readonly is not checked']),
  ...no('demo', (p) => want(p.getByRole('checkbox', { name: 'enableOnReadonly' })).not.toBeChecked(), ['the enableOnReadonly box is unchecked']),
  ...yes('demo', (p) => want(p.getByRole('checkbox', { name: 'showOnClick' })).toBeChecked(), ['showOnClick is turned on']),
  ...no('demo', (p) => want(p.getByRole('checkbox', { name: 'autohide' })).toBeChecked(), ['autohide is switched on']),
  ...yes('demo', (p) => want(p.locator(opt('language'))).toHaveValue('en'), ['the language dropdown shows "en – English (US)"']),
  ...no('demo', (p) => want(p.locator(opt('language'))).toHaveValue('fr'), ['the language is set to "fr – French"']),
  ...yes('demo', (p) => want(p.locator(DATE)).toHaveValue(''), ['the date field is empty']),
  ...yes('demo', (p) => want(p.locator(PICKER)).toHaveCount(0), ['the calendar is not shown']),
  ...no('demo', (p) => want(p.locator(PICKER)).toBeVisible(), ['the date picker is visible']),
  ...yes('demo', (p) => want(p.getByRole('heading', { name: 'Type' })).toBeVisible(), ['the Type heading is visible']),
  ...yes('demo', (p) => want(p.getByRole('radio', { name: 'LTR' })).toBeChecked(), ['LTR is selected']),
  ...no('demo', (p) => want(p.getByRole('radio', { name: 'RTL' })).toBeChecked(), ['RTL is selected']),
  ...yes('demo', (p) => want(p.locator(opt('format'))).toHaveValue(''), ['the format field is blank']),
  ...no('demo', (p) => want(p.locator(opt('startView'))).toHaveValue('2'), ['the startView dropdown is set to "2 – years"']),
  ...yes('demo', (p) => want(p.locator(opt('maxView'))).toHaveValue('3'), ['the maxView select shows "3 – decades"']),
  ...yes('demo', (p) => want(p.locator(opt('pickLevel'))).toHaveValue('0'), ['pickLevel is "0 – date"']),
  ...no('demo', (p) => want(p.locator(opt('weekNumbers'))).toHaveValue('1'), ['weekNumbers is set to "1 – ISO 8601"']),
  ...yes('demo', (p) => want(p.getByRole('link', { name: 'Bootstrap' })).toBeVisible(), ['there is a Bootstrap link']),
  ...yes('open', (p) => want(p.locator(PICKER)).toBeVisible(), ['the calendar is open', 'wait until the date picker appears']),
  ...yes('open', (p) => want(p.getByRole('button', { name: '«' })).toBeVisible(), ['the « button is shown']),
  ...yes('open', (p) => want(p.getByRole('button', { name: '»' })).toBeEnabled(), ['the » button is enabled']),
  ...no('open', (p) => want(p.locator(DATE)).toHaveValue('01/01/2020'), ['the date box holds "01/01/2020"']),
  ...yes('open', (p) => want(p.locator(PICKER).getByText('Su', { exact: true })).toBeVisible(), ['"Su" is displayed']),
  ...no('open', (p) => want(p.getByText('Sun', { exact: true })).toBeVisible(), ['"Sun" is displayed']),
  ...no('open', (p) => want(p.locator(PICKER)).toBeHidden(), ['the calendar is hidden']),
];

// --- Tabulator ----------------------------------------------------------------------------------

const trows = (p: Page) => p.locator('.tabulator-row');
const nameFilter = (p: Page) => p.locator('.tabulator-col[tabulator-field=name] .tabulator-header-filter input');
const log = (p: Page) => p.locator('#log');

export const TABULATOR_CHECKS: CheckStep[] = [
  ...yes('grid', (p) => want(p.getByRole('heading', { name: 'Staff directory', level: 1 })).toBeVisible(), ['the main heading is "Staff directory"']),
  ...yes('grid', (p) => want(p).toHaveTitle('Staff directory'), ['the document title equals "Staff directory"']),
  ...yes('grid', (p) => want(trows(p)).toHaveCount(10), ['the table has 10 rows']),
  ...no('grid', (p) => want(trows(p)).toHaveCount(15), ['the table has 15 rows']),
  ...yes('grid', (p) => want(p.getByRole('button', { name: 'First Page' })).toBeDisabled(), ['the First Page button is disabled']),
  ...yes('grid', (p) => want(p.getByRole('button', { name: 'Prev Page' })).toBeDisabled(), ['the Prev Page button is greyed out']),
  ...no('grid', (p) => want(p.getByRole('button', { name: 'Next Page' })).toBeDisabled(), ['the Next Page button is disabled']),
  ...yes('grid', (p) => want(p.getByRole('button', { name: 'Last Page' })).toBeEnabled(), ['the Last Page button is clickable']),
  ...yes('grid', (p) => want(trows(p).first()).toContainText('Alice Moreau'), ['the first row shows "Alice Moreau"']),
  ...no('grid', (p) => want(trows(p).first()).toContainText('Bruno Keller'), ['the first row shows "Bruno Keller"']),
  ...yes('grid', (p) => want(log(p)).toHaveText('No row selected'), ['"No row selected" is displayed']),
  ...no('grid', (p) => want(p.getByText('Selected: Alice Moreau', { exact: true })).toBeVisible(), ['"Selected: Alice Moreau" is displayed']),
  ...yes('grid', (p) => want(nameFilter(p)).toHaveValue(''), ['the Name filter is empty']),
  ...yes('grid', (p) => want(p.getByRole('button', { name: 'Add Row' })).toBeVisible(), ['the Add Row button is visible']),
  ...no('grid', (p) => want(p.getByRole('button', { name: 'Save' })).toBeVisible(), ['the Save button is visible']),
  ...yes('grid', (p) => want(p.getByRole('gridcell', { name: 'Kofi Mensah' })).toHaveCount(0), ['Kofi Mensah is not shown']),
  ...no('grid', (p) => want(p.getByText('Kofi Mensah', { exact: true })).toBeVisible(), ['"Kofi Mensah" is visible']),
  ...yes('grid', (p) => want(p.getByRole('button', { name: 'Undo Edit' })).toBeEnabled(), ['Undo Edit is enabled']),
  ...yes('filtered', (p) => want(trows(p)).toHaveCount(1), ['the grid shows exactly 1 row']),
  ...no('filtered', (p) => want(trows(p)).toHaveCount(2), ['the grid shows 2 rows']),
  ...yes('filtered', (p) => want(nameFilter(p)).toHaveValue('Chen'), ['the Name filter holds "Chen"']),
  ...no('filtered', (p) => want(nameFilter(p)).toHaveValue(/Alice/), ['the Name filter contains "Alice"']),
  ...yes('filtered', (p) => want(p.getByRole('gridcell', { name: 'Chen Wei' })).toBeVisible(), ['"Chen Wei" is shown']),
  ...no('filtered', (p) => want(p.getByRole('gridcell', { name: 'Alice Moreau' })).toBeVisible(), ['"Alice Moreau" is shown']),
  ...yes('filtered', (p) => want(p.getByText('Alice Moreau', { exact: true })).toBeHidden(), ['wait until "Alice Moreau" is gone']),
  ...yes('selected', (p) => want(log(p)).toHaveText('Selected: Alice Moreau'), ['"Selected: Alice Moreau" appears']),
  ...yes('selected', (p) => want(p.locator('.tabulator-row.tabulator-selected', { hasText: 'Alice Moreau' })).toHaveCount(1), ['the row for Alice Moreau is selected']),
  ...no('selected', (p) => want(p.locator('.tabulator-row.tabulator-selected', { hasText: 'Bruno Keller' })).toHaveCount(1), ['the row for Bruno Keller is selected']),
  ...yes('selected', (p) => want(p.getByRole('button', { name: 'Delete Selected' })).toBeEnabled(), ['the Delete Selected button is enabled']),
  ...no('selected', (p) => want(p.getByText('No row selected', { exact: true })).toBeVisible(), ['"No row selected" is shown']),
];

export const CHECK_APPS_2: CheckApp2[] = [
  { app: 'sb-admin-2', steps: SB_ADMIN_CHECKS },
  { app: 'jstree', steps: JSTREE_CHECKS },
  { app: 'datepicker', steps: DATEPICKER_CHECKS },
  { app: 'tabulator', steps: TABULATOR_CHECKS },
];
