/**
 * Steps for jQuery UI 1.14.2 (test/offline/apps/jquery-ui/: the library from the npm package
 * `jquery-ui`, MIT, on a host page of ours, `index.html`, made of the default demos of
 * jqueryui.com, since the package ships none): an accordion, tabs, a nested menu, an autocomplete,
 * a spinner with its up/down arrows, four selectmenus (a button and a listbox drawn over a hidden
 * select), radios and checkboxes drawn as buttons over hidden inputs, a modal confirm dialog and a
 * date picker. Blind: written the way testers write them, before the resolver was run on this
 * app, and frozen (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose:
 * the right outcome is a hand-over with the page untouched.
 */
import { expect, type Page } from '@playwright/test';
import { finds, genericState, holds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

let prepared = '';

async function prepare(page: Page, origin: string, setup: string) {
  if (!['page', 'dialog', 'datepicker', 'music'].includes(setup)) throw new Error(`no jQuery UI setup ${setup}`);
  await page.goto(`${origin}/jquery-ui/index.html?fresh=${Date.now()}`, { waitUntil: 'domcontentloaded', timeout: LOAD_MS });
  await page.waitForFunction(() => document.readyState === 'complete' && document.querySelector('#datepicker.hasDatepicker') !== null, undefined, { timeout: LOAD_MS });
  if (setup === 'dialog') {
    await page.locator('#opener').click();
    await expect(page.locator('.ui-dialog')).toBeVisible();
  }
  if (setup === 'datepicker') {
    await page.locator('#datepicker').click();
    await expect(page.locator('#ui-datepicker-div')).toBeVisible();
  }
  if (setup === 'music') {
    await page.locator('#menu > li > div', { hasText: /^Music$/ }).hover();
    await expect(page.locator('#menu li:has(> div:text-is("Music")) > ul')).toBeVisible();
  }
  if (setup !== 'music') await page.mouse.move(0, 0);
  prepared = await genericState(page);
}

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const untouched = async (page: Page) => {
  expect(await genericState(page)).toBe(prepared);
};
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, untouched, phrasings);

const sectionOpen = (n: number) => async (page: Page) => {
  await expect(page.locator('#accordion h3', { hasText: `Section ${n}` })).toHaveAttribute('aria-expanded', 'true', { timeout: 3_000 });
  await expect(page.locator('#accordion h3[aria-expanded=true]')).toHaveCount(1);
};
const tabShown = (n: number) => async (page: Page) => {
  await expect(page.locator(`#tabs li[aria-controls=tabs-${n}]`)).toHaveAttribute('aria-selected', 'true', { timeout: 3_000 });
  await expect(page.locator(`#tabs-${n}`)).toBeVisible();
};
const menuPicked = (item: string) => async (page: Page) => {
  await expect(page.locator('#menu-log')).toHaveText(`Selected: ${item}`, { timeout: 3_000 });
};
const dialogClosed = (log: string) => async (page: Page) => {
  await expect(page.locator('.ui-dialog')).toBeHidden({ timeout: 3_000 });
  await expect(page.locator('#dialog-log')).toHaveText(log);
};
const spinnerHolds = (value: string) => holds({ '#spinner': value });
const speedIs = (value: string) => holds({ '#speed': [value], '#files': ['jquery'], '#number': ['2'] });

// --- references ------------------------------------------------------------------------------

const click = (selector: string) => (page: Page) => page.locator(selector).click();
const header = (n: number) => click(`#accordion h3:has-text("Section ${n}")`);
const tab = (name: string) => click(`#tabs a:text-is("${name}")`);
const item = (text: string) => `#menu li > div:text-is("${text}")`;
const pickFrom = (select: string, option: string) => async (page: Page) => {
  await page.locator(`#${select}-button`).click();
  await page.locator(`#${select}-menu li div`, { hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
};
const label = (id: string) => click(`label[for=${id}]`);

export const JQUERY_UI_STEPS: AppStep[] = [
  // Accordion.
  ...says('page', header(3), sectionOpen(3), ['open Section 3', 'expand Section 3']),
  ...says('page', header(2), sectionOpen(2), ['show Section 2 of the accordion']),
  ...says('page', header(4), sectionOpen(4), ['expand the last section']),

  // Tabs.
  ...says('page', tab('Proin dolor'), tabShown(2), ['click the Proin dolor tab']),
  ...says('page', tab('Aenean lacinia'), tabShown(3), ['open the tab Aenean lacinia', 'go to the third tab']),

  // Menu (submenus open when the pointer rests on their item).
  ...says('page', click(item('Books')), menuPicked('Books'), ['click Books in the menu']),
  ...says('page', click(item('Movies')), menuPicked('Movies'), ['select Movies']),
  ...says('page', async (page) => {
    await page.locator(item('Electronics')).hover();
    await page.locator(item('Car Hifi')).click();
  }, menuPicked('Car Hifi'), ['open Electronics and pick Car Hifi', 'choose Car Hifi from the Electronics submenu']),
  ...says('page', async (page) => {
    await page.locator(item('Music')).hover();
    await page.locator(item('Rock')).hover();
    await page.locator(item('Alternative')).click();
  }, menuPicked('Alternative'), ['select Music > Rock > Alternative']),
  ...says('music', async (page) => {
    await page.locator(item('Jazz')).hover();
    await page.locator(item('Big Band')).click();
  }, menuPicked('Big Band'), ['choose Big Band from the Jazz submenu']),
  ...says('music', click(item('Pop')), menuPicked('Pop'), ['click Pop']),

  // Autocomplete.
  ...says('page', async (page) => {
    await page.locator('#tags').pressSequentially('Ja');
    await page.locator('.ui-autocomplete li div', { hasText: /^JavaScript$/ }).click();
  }, holds({ '#tags': 'JavaScript' }), ['type "Ja" into Tags and choose JavaScript']),
  ...says('page', (page) => page.locator('#tags').fill('Python'), holds({ '#tags': 'Python', '#spinner': '' }), ['enter Python in the Tags field']),

  // Spinner.
  ...says('page', (page) => page.locator('#spinner').fill('7'), spinnerHolds('7'), ['type 7 in "Select a value:"', 'set the spinner to 7']),
  ...says('page', click('.ui-spinner-up'), spinnerHolds('1'), ['click the up arrow of the spinner', 'increment the spinner']),
  ...says('page', click('#setvalue'), spinnerHolds('5'), ['click Set value to 5']),
  ...says('page', click('#disable'), async (page) => {
    await expect(page.locator('#spinner')).toBeDisabled({ timeout: 3_000 });
  }, ['click Toggle disable/enable']),

  // Selectmenus.
  ...says('page', pickFrom('speed', 'Fast'), speedIs('Fast'), ['select Fast from the speed menu', 'choose Fast as the speed']),
  ...says('page', pickFrom('speed', 'Slower'), speedIs('Slower'), ['pick Slower in Select a speed']),
  ...says('page', pickFrom('files', 'Some unknown file'), holds({ '#files': ['somefile'], '#speed': ['Medium'] }), ['choose "Some unknown file" in Select a file']),
  ...says('page', pickFrom('number', '7'), holds({ '#number': ['7'], '#speed': ['Medium'] }), ['select 7 in Select a number']),
  ...says('page', pickFrom('salutation', 'Dr.'), holds({ '#salutation': ['Dr.'] }), ['pick Dr. as the title']),
  ...says('page', click('#speed-button'), async (page) => {
    await expect(page.locator('#speed-menu')).toBeVisible({ timeout: 3_000 });
  }, ['open the speed dropdown']),

  // Radios and checkboxes drawn as buttons.
  ...says('page', label('radio-2'), holds({ '#radio-1': false, '#radio-2': true, '#radio-3': false }), ['choose Paris']),
  ...says('page', label('checkbox-3'), holds({ '#checkbox-1': false, '#checkbox-2': false, '#checkbox-3': true, '#checkbox-4': false }), ['check 4 Star', 'tick the 4 Star hotel rating']),
  ...says('page', label('checkbox-nested-4'), holds({ '#checkbox-nested-3': false, '#checkbox-nested-4': true }), ['check 1 King']),
  ...asks('page', ['check Queen', 'tick the star rating']),

  // The confirm dialog.
  ...says('page', click('#opener'), async (page) => {
    await expect(page.locator('.ui-dialog')).toBeVisible({ timeout: 3_000 });
  }, ['click Open Dialog']),
  ...says('dialog', click('.ui-dialog-buttonpane button:has-text("Delete all items")'), dialogClosed('Deleted'), ['click Delete all items', 'confirm emptying the recycle bin']),
  ...says('dialog', click('.ui-dialog-buttonpane button:has-text("Cancel")'), dialogClosed('Cancelled'), ['click Cancel in the dialog', 'cancel']),
  ...says('dialog', click('.ui-dialog-titlebar-close'), dialogClosed(''), ['close the "Empty the recycle bin?" dialog']),

  // The date picker (drawn as a table of links under the box).
  ...says('page', click('#datepicker'), async (page) => {
    await expect(page.locator('#ui-datepicker-div')).toBeVisible({ timeout: 3_000 });
  }, ['click the Date field', 'open the date picker']),
  ...says('page', (page) => page.locator('#datepicker').fill('03/14/2025'), holds({ '#datepicker': '03/14/2025' }), ['type 03/14/2025 into the Date box']),
  ...says('datepicker', click('#ui-datepicker-div a.ui-state-default:text-is("20")'), async (page) => {
    await expect(page.locator('#datepicker')).toHaveValue(/^\d\d\/20\/\d{4}$/, { timeout: 3_000 });
  }, ['pick 20 in the calendar']),
  ...says('datepicker', click('#ui-datepicker-div .ui-datepicker-next'), async (page) => {
    const want = await page.evaluate(() => {
      const d = new Date();
      d.setDate(1);
      d.setMonth(d.getMonth() + 1);
      return d.toLocaleString('en-US', { month: 'long' });
    });
    await expect(page.locator('#ui-datepicker-div .ui-datepicker-month')).toHaveText(want, { timeout: 3_000 });
  }, ['click Next', 'go to the next month']),

  // Finding things.
  ...finds('page', '#tags', ['find the Tags input']),
  ...finds('page', '#speed-button', ['find the speed dropdown']),
  ...finds('page', '#accordion h3:has-text("Section 2")', ['where is Section 2?']),
];

export const JQUERY_UI: RealApp = { name: 'jquery-ui', steps: JQUERY_UI_STEPS, prepare };
