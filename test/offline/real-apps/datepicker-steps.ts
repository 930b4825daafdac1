/**
 * Steps for Vanilla JS Datepicker 1.3.4 (test/offline/apps/datepicker/: the package's own demo
 * page, `demo/plain-css.html`, from the npm package `vanillajs-datepicker`, MIT): a date box with
 * no label that opens a calendar drawn with plain spans and buttons (« November 2026 »), and a
 * long options form beside it (checkboxes named by their text, radios, selects and text boxes
 * labelled by a neighbouring `label` element that is not tied to them, placeholders). Blind:
 * written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps/frozen.test.ts). Dates are read relative to today: the page opens on
 * the current month.
 */
import { expect, type Page } from '@playwright/test';
import { all, finds, holds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

const DATE = '#sandbox input.date';
const PICKER = '.datepicker.active';

async function prepare(page: Page, origin: string, setup: string) {
  if (setup !== 'demo' && setup !== 'open') throw new Error(`no datepicker setup ${setup}`);
  await page.goto(`${origin}/datepicker/demo/plain-css.html?fresh=${Date.now()}`, { waitUntil: 'domcontentloaded', timeout: LOAD_MS });
  await page.waitForFunction(() => document.readyState === 'complete' && 'Datepicker' in window, undefined, { timeout: LOAD_MS });
  if (setup === 'open') {
    await page.locator(DATE).click();
    await expect(page.locator(PICKER)).toBeVisible();
  }
  await page.mouse.move(0, 0);
}

const opt = (name: string) => `#options [name=${name}]`;
const optBox = (name: string, value: string) => `#options [name=${name}][value="${value}"]`;

const pickerShown = async (page: Page) => {
  await expect(page.locator(PICKER)).toBeVisible({ timeout: 3_000 });
};
/** The date box holds a date of the current view's month with this day, mm/dd/yyyy. */
const dayPicked = (day: number) => async (page: Page) => {
  await expect(page.locator(DATE)).toHaveValue(new RegExp(`^\\d\\d/${String(day).padStart(2, '0')}/\\d{4}$`), { timeout: 3_000 });
};
/** The calendar shows the month `offset` months from today's. */
const showsMonth = (offset: number) => async (page: Page) => {
  const want = await page.evaluate((offset) => {
    const d = new Date();
    d.setDate(1);
    d.setMonth(d.getMonth() + offset);
    return `${d.toLocaleString('en-US', { month: 'long' })} ${d.getFullYear()}`;
  }, offset);
  await expect(page.locator(`${PICKER} .view-switch`)).toHaveText(want, { timeout: 3_000 });
};

// --- references ------------------------------------------------------------------------------

const click = (selector: string) => (page: Page) => page.locator(selector).click();
const fill = (selector: string, value: string) => (page: Page) => page.locator(selector).fill(value);
const check = (selector: string) => (page: Page) => page.locator(selector).check();
const uncheck = (selector: string) => (page: Page) => page.locator(selector).uncheck();
const choose = (selector: string, value: string) => async (page: Page) => void (await page.locator(selector).selectOption(value));
const day = (n: number) => (page: Page) => page.locator(`${PICKER} .datepicker-cell.day:not(.prev):not(.next)`, { hasText: new RegExp(`^${n}$`) }).click();

export const DATEPICKER_STEPS: AppStep[] = [
  // The date box and its calendar.
  ...says('demo', click(DATE), pickerShown, ['click the date field', 'open the date picker', 'click into the date input under Demo']),
  ...says('demo', fill(DATE, '04/15/2024'), holds({ [DATE]: '04/15/2024', [opt('format')]: '' }), [
    'type 04/15/2024 into the date field',
    'enter "04/15/2024" in the date input',
  ]),
  ...says('open', day(15), dayPicked(15), ['pick 15 in the calendar', 'click 15 in the date picker', 'select the 15th']),
  ...says('open', day(3), dayPicked(3), ['choose day 3']),
  ...says('open', click(`${PICKER} .next-button`), showsMonth(1), ['go to the next month', 'click the next month arrow', 'click »']),
  ...says('open', click(`${PICKER} .prev-button`), showsMonth(-1), ['go to the previous month', 'click «']),
  ...says('open', click(`${PICKER} .view-switch`), async (page) => {
    await expect(page.locator(`${PICKER} .months`)).toBeVisible({ timeout: 3_000 });
  }, ['switch the calendar to the month view', 'click the month and year title of the calendar']),
  ...finds('demo', DATE, ['find the date input']),

  // The options form.
  ...says('demo', check(opt('autohide')), holds({ [opt('autohide')]: true, [opt('clearButton')]: false }), ['check autohide', 'tick the autohide option']),
  ...says('demo', check(opt('clearButton')), holds({ [opt('autohide')]: false, [opt('clearButton')]: true }), ['turn on clearButton', 'enable the clearButton option']),
  ...says('demo', uncheck(opt('showDaysOfWeek')), holds({ [opt('showDaysOfWeek')]: false, [opt('showOnClick')]: true }), ['uncheck showDaysOfWeek', 'untick "showDaysOfWeek"']),
  ...says('demo', check('#elem-attribs [name=readonly]'), holds({ '#elem-attribs [name=readonly]': true, '#elem-attribs [name=disabled]': false }), [
    'check readonly',
    'tick the readonly attribute',
  ]),
  ...says('demo', check('#types [value=range]'), all(holds({ '#types [value=range]': true }), async (page) => {
    await expect(page.locator('#sandbox input')).toHaveCount(2, { timeout: 3_000 });
  }), ['select Range as the type', 'choose Range', 'click the Range radio button']),
  ...says('demo', check('#types [value=inline]'), holds({ '#types [value=inline]': true, '#types [value=input]': false }), ['choose Inline']),
  ...says('demo', check('#direction [value=rtl]'), holds({ '#direction [value=rtl]': true, '#direction [value=ltr]': false }), [
    'choose RTL',
    'switch the text direction to RTL',
  ]),
  ...says('demo', fill(opt('format'), 'yyyy-mm-dd'), holds({ [opt('format')]: 'yyyy-mm-dd', [opt('title')]: '', [opt('maxDate')]: '' }), [
    'type yyyy-mm-dd into the format field',
    'set format to "yyyy-mm-dd"',
    'fill "mm/dd/yyyy" with yyyy-mm-dd',
  ]),
  ...says('demo', fill(opt('maxDate'), '12/31/2030'), holds({ [opt('maxDate')]: '12/31/2030', [opt('minDate')]: '', [opt('format')]: '' }), ['fill maxDate with 12/31/2030']),
  ...says('demo', fill(opt('title'), 'Pick a date'), holds({ [opt('title')]: 'Pick a date', [opt('format')]: '' }), ['type "Pick a date" into the title field']),
  ...says('demo', fill(opt('weekStart'), '1'), holds({ [opt('weekStart')]: '1', [opt('maxNumberOfDates')]: '' }), ['set weekStart to 1']),
  ...says('demo', choose(opt('startView'), '1'), holds({ [opt('startView')]: ['1'], [opt('maxView')]: ['3'] }), [
    'select "1 – months" in the startView dropdown',
    'set startView to months',
  ]),
  ...says('demo', choose(opt('weekNumbers'), '1'), holds({ [opt('weekNumbers')]: ['1'] }), ['set weekNumbers to ISO 8601', 'choose ISO 8601 for week numbers']),
  ...says('demo', choose(opt('orientation'), 'top right'), holds({ [opt('orientation')]: ['top right'] }), ['select top right in orientation']),
  ...says('demo', check(optBox('daysOfWeekDisabled', '0')), holds({ [optBox('daysOfWeekDisabled', '0')]: true, [optBox('daysOfWeekHighlighted', '0')]: false }), [
    'check 0 under daysOfWeekDisabled',
  ]),
  ...says('demo', check(optBox('daysOfWeekHighlighted', '6')), holds({ [optBox('daysOfWeekHighlighted', '6')]: true, [optBox('daysOfWeekDisabled', '6')]: false }), [
    'tick 6 in daysOfWeekHighlighted',
  ]),
  ...says('demo', click('.collapse-button[data-target=code-beforeShowDay]'), async (page) => {
    await expect(page.locator('#code-beforeShowDay')).toHaveClass(/is-active/, { timeout: 3_000 });
  }, ['click show/hide under beforeShowDay', 'show the beforeShowDay code']),
  ...finds('demo', opt('format'), ['find the format field']),
  ...finds('demo', opt('startView'), ['where is the startView select?']),
];

export const DATEPICKER: RealApp = { name: 'datepicker', steps: DATEPICKER_STEPS, prepare };
