/**
 * Steps for Tom Select 2.6.2 (test/offline/apps/tom-select/: the library from the npm package
 * `tom-select`, Apache-2.0, on a host page of ours, `index.html`, set up the way the examples on
 * tom-select.js.org are, since the package ships none): six comboboxes drawn over hidden selects
 * or a text input (a single select that can create options, a tag input and a multiple select
 * whose items carry × remove buttons, option groups, a clear button, checkbox options), each with a
 * listbox that exists only while open. Blind: written the way testers write them, before the
 * resolver was run on this app, and frozen (test/offline/real-apps-frozen.test.ts). A few steps
 * are ambiguous on purpose: the right outcome is a hand-over with the page untouched.
 */
import { expect, type Page } from '@playwright/test';
import { finds, genericState, holds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

let prepared = '';

async function prepare(page: Page, origin: string, setup: string) {
  if (!['page', 'person-open', 'states-open'].includes(setup)) throw new Error(`no Tom Select setup ${setup}`);
  await page.goto(`${origin}/tom-select/index.html?fresh=${Date.now()}`, { waitUntil: 'domcontentloaded', timeout: LOAD_MS });
  await expect(page.locator('.ts-wrapper')).toHaveCount(6, { timeout: LOAD_MS });
  if (setup === 'person-open') {
    await page.locator('#select-beast-ts-control').click();
    await expect(page.locator('#select-beast-ts-dropdown [role=option]').first()).toBeVisible();
  }
  if (setup === 'states-open') {
    await page.locator('#select-state-ts-control').click();
    await expect(page.locator('#select-state-ts-dropdown [role=option]').first()).toBeVisible();
  }
  await page.mouse.move(0, 0);
  prepared = await genericState(page);
}

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const untouched = async (page: Page) => {
  expect(await genericState(page)).toBe(prepared);
};
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, untouched, phrasings);

/** Every field's value, so a step that touches the wrong field fails. */
const START = {
  '#select-beast': [''],
  '#input-tags': 'awesome,neat',
  '#select-state': ['NY', 'WA'],
  '#select-gear': [] as string[],
  '#select-country': ['no'],
  '#select-toppings': [] as string[],
};
type Field = keyof typeof START;
const fieldsAre = (changes: Partial<Record<Field, string | string[]>>) => async (page: Page) => {
  // The selects' selected options, as the form would send them, in document order.
  await holds({ ...START, ...changes })(page);
};
const sorted = (values: string[]) => async (page: Page) => {
  await expect.poll(() => page.locator('#select-state option:checked').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).sort()), { timeout: 3_000 }).toEqual([...values].sort());
};
const dropdownOpen = (id: string) => async (page: Page) => {
  await expect(page.locator(`#${id}-ts-dropdown [role=option]`).first()).toBeVisible({ timeout: 3_000 });
};

// --- references ------------------------------------------------------------------------------

const control = (id: string) => `#${id}-ts-control`;
/** A person clicks the box (a single select's input hides while it holds an item). */
const box = (id: string) => `.ts-wrapper:has(${control(id)}) .ts-control`;
const pick = (id: string, value: string) => async (page: Page) => {
  await page.locator(box(id)).click();
  await page.locator(`#${id}-ts-dropdown [role=option][data-value="${value}"]`).click();
};
const removeItem = (id: string, value: string) => (page: Page) => page.locator(`#${id}-ts-control`).locator('..').locator(`.item[data-value="${value}"] .remove`).click();
const typeIn = (id: string, text: string) => async (page: Page) => {
  await page.locator(box(id)).click();
  await page.locator(control(id)).pressSequentially(text);
};

export const TOM_SELECT_STEPS: AppStep[] = [
  // A single select.
  ...says('page', pick('select-beast', '3'), fieldsAre({ '#select-beast': ['3'] }), [
    'select Nikola Tesla in the Person field',
    'choose "Nikola Tesla" from the Person dropdown',
    'set Person to Nikola Tesla',
  ]),
  ...says('page', pick('select-beast', '4'), fieldsAre({ '#select-beast': ['4'] }), ['pick Thomas Edison as the person']),
  ...says('page', pick('select-beast', '1'), fieldsAre({ '#select-beast': ['1'] }), ['select Nikola in Person']),
  ...says('page', click(control('select-beast')), dropdownOpen('select-beast'), ['open the Person dropdown', 'click the "Select a person..." box']),
  ...says('person-open', (page) => page.locator('#select-beast-ts-dropdown [role=option][data-value="5"]').click(), fieldsAre({ '#select-beast': ['5'] }), [
    'click Arnold Schwarzenegger',
    'choose the option Arnold Schwarzenegger',
  ]),
  ...says('page', async (page) => {
    await typeIn('select-beast', 'Ada Lovelace')(page);
    await page.locator('#select-beast-ts-dropdown .create').click();
  }, fieldsAre({ '#select-beast': ['Ada Lovelace'] }), ['type Ada Lovelace into Person and add it as a new option']),

  // The tag input.
  ...says('page', async (page) => {
    await typeIn('input-tags', 'fast')(page);
    await page.keyboard.press('Enter');
  }, fieldsAre({ '#input-tags': 'awesome,neat,fast' }), ['add the tag "fast"', 'type fast in Tags and press Enter']),
  ...says('page', removeItem('input-tags', 'neat'), fieldsAre({ '#input-tags': 'awesome' }), ['remove the tag neat', 'click the × next to "neat"']),

  // A multiple select with remove buttons.
  ...says('page', pick('select-state', 'CA'), sorted(['NY', 'WA', 'CA']), ['add California to States', 'select California in the States field']),
  ...says('states-open', (page) => page.locator('#select-state-ts-dropdown [role=option][data-value="TX"]').click(), sorted(['NY', 'WA', 'TX']), ['choose Texas']),
  ...says('page', removeItem('select-state', 'NY'), sorted(['WA']), ['remove New York from the states', 'click the x on New York']),
  ...says('page', async (page) => {
    await typeIn('select-state', 'Ore')(page);
    await page.locator('#select-state-ts-dropdown [role=option][data-value="OR"]').click();
  }, sorted(['NY', 'WA', 'OR']), ['type "Ore" in States and choose Oregon']),

  // Option groups.
  ...says('page', pick('select-gear', 'cams'), fieldsAre({ '#select-gear': ['cams'] }), ['choose Cams under Climbing in Gear', 'add Cams to the gear']),
  ...says('page', pick('select-gear', 'skis'), fieldsAre({ '#select-gear': ['skis'] }), ['select Skis from the Gear list']),

  // The clear button.
  ...says('page', click('#select-country-ts-control ~ .clear-button, .ts-wrapper:has(#select-country-ts-control) .clear-button'), fieldsAre({ '#select-country': [''] }), [
    'clear the Country field',
    'click "Remove all selected options"',
  ]),
  ...says('page', pick('select-country', 'is'), fieldsAre({ '#select-country': ['is'] }), ['change the country to Iceland', 'select Iceland as Country']),

  // Checkbox options.
  ...says('page', pick('select-toppings', 'olives'), fieldsAre({ '#select-toppings': ['olives'] }), ['tick Olives in Toppings', 'add the topping Olives']),

  // Ambiguous: six fields have a dropdown, two have × buttons.
  ...asks('page', ['open the dropdown', 'click the ×']),

  // Finding things.
  ...finds('page', control('select-beast'), ['find the Person combobox']),
  ...finds('page', control('select-state'), ['find the States field']),
  ...finds('page', '.ts-wrapper:has(#input-tags-ts-control) .item[data-value="neat"] .remove', ['find the remove button of the tag neat']),
];

function click(selector: string) {
  return (page: Page) => page.locator(selector).first().click();
}

export const TOM_SELECT: RealApp = { name: 'tom-select', steps: TOM_SELECT_STEPS, prepare };
