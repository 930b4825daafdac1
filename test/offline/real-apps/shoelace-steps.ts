/**
 * Steps for Shoelace 2.20.1 (test/offline/apps/shoelace/: the web components from the npm package
 * `@shoelace-style/shoelace`, MIT, on a host page of ours, `index.html`, made of examples of
 * Shoelace's documentation, since the package ships no demo page): custom elements whose roles,
 * names and controls live in shadow roots: a tab group, a group of details (one open at a time),
 * a dialog with two "Close" buttons, a dropdown menu, a tree whose items expand by their own arrow,
 * and form controls (input, select with a listbox, textarea, checkbox, switch, radio group,
 * rating). Blind: written the way testers write them, before the resolver was run on this app,
 * and frozen (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the
 * right outcome is a hand-over with the page untouched.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Props {
  active?: boolean;
  open?: boolean;
  expanded?: boolean;
  selected?: boolean;
  checked?: boolean;
  value?: unknown;
}

/** Everything a step could change, read from the components' own properties (their controls are in shadow roots). */
async function state(page: Page): Promise<string> {
  return page.evaluate(() => {
    const props = (selector: string, keys: (keyof Props)[]) =>
      Array.from(document.querySelectorAll(selector)).map((e) => keys.map((k) => String((e as unknown as Props)[k])).join(':'));
    return JSON.stringify({
      tabs: props('sl-tab', ['active']),
      details: props('sl-details, sl-dialog, sl-dropdown', ['open']),
      tree: props('sl-tree-item', ['expanded', 'selected']),
      values: props('sl-input, sl-select, sl-textarea, sl-radio-group, sl-rating', ['value']),
      checks: props('sl-checkbox, sl-switch', ['checked']),
      log: document.querySelector('.menu-log')?.textContent ?? '',
      url: location.href,
    });
  });
}

let prepared = '';

const item = (page: Page, label: string) => page.locator('sl-tree-item').filter({ hasText: new RegExp(`^\\s*${label}`) }).first();

async function prepare(page: Page, origin: string, setup: string) {
  if (!['page', 'first-open', 'dialog', 'menu', 'deciduous-open'].includes(setup)) throw new Error(`no Shoelace setup ${setup}`);
  await page.goto(`${origin}/shoelace/index.html?fresh=${Date.now()}`, { waitUntil: 'domcontentloaded', timeout: LOAD_MS });
  await page.waitForFunction(() => ['sl-tab-group', 'sl-tree', 'sl-rating', 'sl-dialog', 'sl-select'].every((tag) => customElements.get(tag)), undefined, { timeout: LOAD_MS });
  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true', { timeout: LOAD_MS });
  if (setup === 'first-open') {
    await page.locator('sl-details[summary=First]').evaluate((d) => ((d as unknown as Props).open = true));
    await expect(page.getByText('Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do')).toBeVisible();
  }
  if (setup === 'dialog') {
    await page.locator('.open-dialog').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }
  if (setup === 'menu') {
    await page.locator('sl-dropdown sl-button').click();
    await expect(page.locator('sl-menu-item[value=copy]')).toBeVisible();
  }
  if (setup === 'deciduous-open') {
    await item(page, 'Deciduous').evaluate((e) => ((e as unknown as Props).expanded = true));
    await expect(item(page, 'Birch')).toBeVisible();
  }
  await page.mouse.move(0, 0);
  prepared = await state(page);
}

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const untouched = async (page: Page) => {
  expect(await state(page)).toBe(prepared);
};
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, untouched, phrasings);

const prop = (page: Page, selector: string, key: keyof Props) => page.locator(selector).first().evaluate((e, k) => (e as unknown as Props)[k as keyof Props], key);
const has = (selector: string, key: keyof Props, value: unknown) => async (page: Page) => {
  await expect.poll(() => prop(page, selector, key), { timeout: 3_000 }).toEqual(value);
};
const treeItem = (label: string, key: 'expanded' | 'selected', value: boolean) => async (page: Page) => {
  await expect.poll(() => item(page, label).evaluate((e, k) => (e as unknown as Props)[k as keyof Props], key), { timeout: 3_000 }).toBe(value);
};
const tabActive = (panel: string) => async (page: Page) => {
  await has(`sl-tab[panel=${panel}]`, 'active', true)(page);
  await expect(page.getByText(`This is the ${panel} tab panel.`)).toBeVisible();
};
const detailsOpen = (summary: string) => async (page: Page) => {
  const read = () => page.locator('sl-details').evaluateAll((ds) => ds.filter((d) => (d as unknown as Props).open).map((d) => d.getAttribute('summary')));
  await expect.poll(read, { timeout: 3_000 }).toEqual(summary ? [summary] : []);
};
const menuPicked = (value: string) => async (page: Page) => {
  await expect(page.locator('.menu-log')).toHaveText(`Selected: ${value}`, { timeout: 3_000 });
};

// --- references ------------------------------------------------------------------------------

const click = (selector: string) => (page: Page) => page.locator(selector).first().click();
const pickMenu = (value: string) => async (page: Page) => {
  await page.locator('sl-dropdown sl-button').click();
  await page.locator(`sl-menu-item[value=${value}]`).click();
};
/** A tree item expands by its own arrow (a click on its label selects it). */
const expandArrow = (label: string) => (page: Page) => item(page, label).locator('[part=expand-button]').first().click();
const selectOption = (label: string) => async (page: Page) => {
  await page.locator('sl-select').click();
  // The listbox slides open; a person clicks once it has stopped.
  await expect(page.locator('sl-select')).toHaveAttribute('open', '');
  await page.locator('sl-select').evaluate((e) => Promise.all((e.shadowRoot?.getAnimations() ?? []).map((a) => a.finished)));
  await page.locator('sl-option', { hasText: label }).click();
};

export const SHOELACE_STEPS: AppStep[] = [
  // Tabs.
  ...says('page', click('sl-tab[panel=custom]'), tabActive('custom'), ['click the Custom tab', 'switch to Custom']),
  ...says('page', click('sl-tab[panel=advanced]'), tabActive('advanced'), ['open the Advanced tab']),

  // Details.
  ...says('page', click('sl-details[summary=Second]'), detailsOpen('Second'), ['expand Second', 'open the Second details', 'click Second']),
  ...says('page', click('sl-details[summary=Third]'), detailsOpen('Third'), ['show the Third section']),
  ...says('first-open', click('sl-details[summary=First] [part=header]'), detailsOpen(''), ['collapse First', 'close the First details']),

  // The dialog.
  ...says('page', click('.open-dialog'), has('sl-dialog', 'open', true), ['click Open Dialog', 'open the dialog']),
  ...says('dialog', click('sl-dialog sl-button[slot=footer]'), has('sl-dialog', 'open', false), ['click Close', 'close the dialog', 'click the Close button at the bottom of the dialog']),

  // The dropdown menu.
  ...says('page', click('sl-dropdown sl-button'), has('sl-dropdown', 'open', true), ['click Edit', 'open the Edit menu']),
  ...says('page', pickMenu('copy'), menuPicked('copy'), ['choose Copy from the Edit menu', 'click Edit, then Copy']),
  ...says('page', pickMenu('paste'), menuPicked('paste'), ['select Paste in the Edit dropdown']),
  ...says('menu', click('sl-menu-item[value=cut]'), menuPicked('cut'), ['click Cut', 'choose Cut']),

  // The tree.
  ...says('page', expandArrow('Deciduous'), treeItem('Deciduous', 'expanded', true), ['expand Deciduous', 'open the Deciduous node']),
  ...says('page', click('sl-tree > sl-tree-item:nth-of-type(2)'), treeItem('Coniferous', 'selected', true), ['select Coniferous', 'click Coniferous in the tree']),
  ...says('deciduous-open', expandArrow('Maple'), treeItem('Maple', 'expanded', true), ['expand Maple']),
  ...says('deciduous-open', expandArrow('Deciduous'), treeItem('Deciduous', 'expanded', false), ['collapse Deciduous']),
  ...says('deciduous-open', (page) => item(page, 'Oak').click(), treeItem('Oak', 'selected', true), ['select Oak']),

  // Form controls.
  ...says('page', (page) => page.getByRole('textbox', { name: 'What is your name?' }).fill('Ada'), has('sl-input', 'value', 'Ada'), [
    'type Ada in "What is your name?"',
    'enter Ada as the name',
  ]),
  ...says('page', selectOption('Advanced'), has('sl-select', 'value', '3'), ['select Advanced in Experience', 'set Experience to Advanced']),
  ...says('page', selectOption('Intermediate'), has('sl-select', 'value', '2'), ['choose Intermediate as the experience level']),
  ...says('page', (page) => page.getByRole('textbox', { name: 'Comments' }).fill('Great demo'), has('sl-textarea', 'value', 'Great demo'), ['type "Great demo" into Comments']),
  ...says('page', click('sl-checkbox'), has('sl-checkbox', 'checked', true), ['check Send me the newsletter', 'tick the newsletter box']),
  ...says('page', click('sl-switch'), has('sl-switch', 'checked', true), ['turn on Dark mode', 'toggle the Dark mode switch']),
  ...says('page', click('sl-radio[value="2"]'), has('sl-radio-group', 'value', '2'), ['choose Option 2']),
  ...says('page', click('sl-radio[value="3"]'), has('sl-radio-group', 'value', '3'), ['select Option 3 in "Select an option"']),
  ...says('page', async (page) => {
    // The stars let the pointer through to their row, which reads the value from where it was clicked.
    await page.locator('sl-rating').scrollIntoViewIfNeeded();
    const star = await page.locator('sl-rating .rating__symbol').nth(3).boundingBox();
    if (!star) throw new Error('no fourth star');
    await page.mouse.click(star.x + star.width / 2, star.y + star.height / 2);
  }, has('sl-rating', 'value', 4), ['rate it 4 stars', 'set the rating to 4']),

  // Ambiguous: three details, three radios.
  ...asks('page', ['expand the details', 'click the radio button']),

  // Finding things.
  // The component or the control in its shadow root that carries the role.
  ...finds('page', 'sl-select, sl-select [role=combobox]', ['find the Experience select']),
  ...finds('page', 'sl-switch, sl-switch [role=switch]', ['find the Dark mode switch']),
  ...finds('page', 'sl-tree > sl-tree-item:nth-of-type(2)', ['find the Coniferous tree item']),
];

export const SHOELACE: RealApp = { name: 'shoelace', steps: SHOELACE_STEPS, prepare, state };
