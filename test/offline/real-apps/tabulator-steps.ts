/**
 * Steps for Tabulator 6.5.3 (test/offline/apps/tabulator/: the library from the npm package
 * `tabulator-tables`, MIT, on a host page of ours, `index.html`, set up the way its documented
 * examples are): an ARIA grid of 15 people with sortable column headers, filter boxes under two
 * headers (a text filter and a list filter), cells edited in place, rows selected by clicking,
 * pagination, and toolbar buttons. Blind: written the way testers write them, before the resolver
 * was run on this app, and frozen (test/offline/real-apps/frozen.test.ts).
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

async function prepare(page: Page, origin: string, setup: string) {
  if (!['grid', 'filtered', 'selected'].includes(setup)) throw new Error(`no Tabulator setup ${setup}`);
  await page.goto(`${origin}/tabulator/index.html?fresh=${Date.now()}`, { waitUntil: 'domcontentloaded', timeout: LOAD_MS });
  await expect(page.locator('.tabulator-row').first()).toBeVisible({ timeout: LOAD_MS });
  if (setup === 'filtered') {
    await page.locator('.tabulator-col[tabulator-field=name] .tabulator-header-filter input').pressSequentially('Chen');
    await expect(page.locator('.tabulator-row')).toHaveCount(1);
  }
  if (setup === 'selected') {
    await page.locator('.tabulator-row', { hasText: 'Alice Moreau' }).locator('[tabulator-field=age]').click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#log')).toHaveText('Selected: Alice Moreau');
  }
  await page.mouse.move(0, 0);
}

interface Person {
  id: number;
  name: string;
  department: string;
  role: string;
  age: number | null;
  remote: boolean;
}
const data = (page: Page) => page.evaluate(() => (window as unknown as { table: { getData(): Person[] } }).table.getData());
const shown = (page: Page) => page.evaluate(() => (window as unknown as { table: { getData(kind: string): Person[] } }).table.getData('visible').map((p) => p.name));

/** One person's record changed so; every other record as it was. */
const changed = (id: number, field: keyof Person, value: unknown) => async (page: Page) => {
  await expect.poll(async () => (await data(page)).find((p) => p.id === id)?.[field], { timeout: 3_000 }).toEqual(value);
  await expect(page.locator('.tabulator-editing')).toHaveCount(0);
};
const sorted = (field: string, dir: 'ascending' | 'descending') => async (page: Page) => {
  await expect(page.locator(`.tabulator-col[tabulator-field=${field}]`)).toHaveAttribute('aria-sort', dir, { timeout: 3_000 });
};
const rowsAre = (names: string[]) => async (page: Page) => {
  await expect.poll(() => shown(page), { timeout: 3_000 }).toEqual(names);
};
const selected = (text: string) => async (page: Page) => {
  await expect(page.locator('#log')).toHaveText(text, { timeout: 3_000 });
};
const onPage = (n: number) => async (page: Page) => {
  await expect(page.locator('.tabulator-page.active')).toHaveText(String(n), { timeout: 3_000 });
};

// --- references ------------------------------------------------------------------------------

const click = (selector: string) => (page: Page) => page.locator(selector).click();
const header = (field: string) => click(`.tabulator-col[tabulator-field=${field}] .tabulator-col-title`);
const cell = (page: Page, name: string, field: string) => page.locator('.tabulator-row', { hasText: name }).locator(`.tabulator-cell[tabulator-field=${field}]`);
/** The cell's editor (the cell's text is gone from its row while it edits). */
const editor = (page: Page) => page.locator('.tabulator-cell.tabulator-editing input');
const edit = (name: string, field: string, value: string) => async (page: Page) => {
  await cell(page, name, field).click();
  await editor(page).fill(value);
  await editor(page).press('Enter');
};
const filter = (field: string) => `.tabulator-col[tabulator-field=${field}] .tabulator-header-filter input`;

const ENGINEERING_PAGE_1 = ['Alice Moreau', 'Chen Wei', 'Gustav Berg', 'Lena Fischer', 'Omar Haddad'];

export const TABULATOR_STEPS: AppStep[] = [
  // Sorting by column header.
  ...says('grid', header('age'), sorted('age', 'ascending'), ['sort by Age', 'click the Age column header', 'sort the table by age']),
  ...says('grid', header('name'), sorted('name', 'ascending'), ['sort by Name', 'click the Name header']),
  ...says('grid', header('start'), sorted('start', 'ascending'), ['sort by Start Date']),

  // Header filters.
  // Tabulator filters on key presses: a person types.
  ...says('grid', (page) => page.locator(filter('name')).pressSequentially('Chen'), rowsAre(['Chen Wei']), [
    'type Chen into the Name filter',
    'filter Name by "Chen"',
    'type "Chen" in the filter box under the Name column',
  ]),
  ...says('grid', async (page) => {
    await page.locator(filter('department')).click();
    await page.locator('.tabulator-edit-list-item', { hasText: /^Engineering$/ }).click();
  }, rowsAre(ENGINEERING_PAGE_1), ['filter Department by Engineering', 'choose Engineering in the Department filter']),
  ...says('filtered', click('#clear-filters'), async (page) => {
    await expect(page.locator(filter('name'))).toHaveValue('', { timeout: 3_000 });
    await expect(page.locator('.tabulator-row')).toHaveCount(10);
  }, ['click Clear Filters', 'clear the filters']),

  // Pagination.
  ...says('grid', click('.tabulator-page[data-page=next]'), onPage(2), ['go to the next page', 'click Next', 'show the next page of the table']),
  ...says('grid', click('.tabulator-page[data-page="2"]'), onPage(2), ['go to page 2', 'click page 2']),
  ...says('grid', click('.tabulator-page[data-page=last]'), onPage(2), ['click Last', 'go to the last page']),

  // Rows.
  ...says('grid', (page) => cell(page, 'Dana Okafor', 'start').click(), selected('Selected: Dana Okafor'), [
    'select the row for Dana Okafor',
    'click the row of Dana Okafor',
  ]),
  ...says('selected', click('#delete-selected'), async (page) => {
    await expect.poll(async () => (await data(page)).map((p) => p.name).includes('Alice Moreau'), { timeout: 3_000 }).toBe(false);
    expect((await data(page)).length).toBe(14);
  }, ['click Delete Selected', 'delete the selected row']),
  ...says('grid', click('#add-row'), async (page) => {
    await expect.poll(async () => (await data(page))[0]?.name, { timeout: 3_000 }).toBe('New hire');
    expect((await data(page)).length).toBe(16);
  }, ['click Add Row', 'add a row']),

  // Editing cells in place.
  ...says('grid', edit('Bruno Keller', 'age', '42'), changed(2, 'age', 42), [
    "change Bruno Keller's age to 42",
    'set the Age of Bruno Keller to 42',
    'edit the Age cell in the row for Bruno Keller: 42',
  ]),
  ...says('grid', edit('Alice Moreau', 'name', 'Alice Martin'), changed(1, 'name', 'Alice Martin'), [
    'rename Alice Moreau to Alice Martin',
    'replace "Alice Moreau" with "Alice Martin" in the Name column',
  ]),
  ...says('grid', edit('Emil Novak', 'role', 'Senior Agent'), changed(5, 'role', 'Senior Agent'), ["set Emil Novak's role to Senior Agent"]),
  ...says('grid', async (page) => {
    await cell(page, 'Bruno Keller', 'remote').click();
    await editor(page).click();
  }, changed(2, 'remote', true), ['mark Bruno Keller as remote', 'tick Remote for Bruno Keller']),

  // Finding things.
  ...finds('grid', filter('name'), ['find the Name filter']),
  ...finds('grid', '.tabulator-col[tabulator-field=age]', ['find the Age column header']),
  ...finds('grid', '.tabulator-cell[tabulator-field=name]:text-is("Hana Sato"), .tabulator-row:has-text("Hana Sato")', ['find the cell with Hana Sato']),
  ...finds('grid', '#delete-selected', ['where is the Delete Selected button?']),
];

export const TABULATOR: RealApp = { name: 'tabulator', steps: TABULATOR_STEPS, prepare };
