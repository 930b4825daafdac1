/**
 * Steps for Pickr 1.10.2 (test/offline/apps/pickr/: the colour picker from the npm package
 * `@simonwep/pickr`, MIT, on a host page of ours, `index.html`, set up the way its README's usage
 * example is, since the package ships no demo page): two pickers whose buttons are both named
 * "toggle color picker dialog" and told apart only by the text beside them, a popup appended to the
 * end of the page (far from its button in the DOM) with a palette, hue and opacity sliders, six
 * swatches all named "color swatch", a text field for the value, HEXA/RGBA/HSLA buttons drawn as
 * `<input type=button>`, Save, Cancel and Clear. Blind: written the way testers write them, before
 * the resolver was run on this app, and frozen (test/offline/real-apps-frozen.test.ts). A few
 * steps are ambiguous on purpose: the right outcome is a hand-over with the page untouched.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Picker {
  isOpen(): boolean;
  getColor(): { toHEXA(): { toString(): string } } | null;
  getColorRepresentation(): string;
  show(): void;
  getRoot(): { app: HTMLElement; button: HTMLElement };
}
declare const pickers: { background: Picker; accent: Picker };

/** Both pickers' state: open, colour, representation; the saved colours. */
const read = (page: Page) =>
  page.evaluate(() => {
    const one = (p: Picker) => ({ open: p.isOpen(), color: p.getColor()?.toHEXA().toString() ?? null, as: p.getColorRepresentation() });
    return {
      background: one(pickers.background),
      accent: one(pickers.accent),
      saved: [document.getElementById('saved-background')?.textContent, document.getElementById('saved-accent')?.textContent],
    };
  });
type Read = Awaited<ReturnType<typeof read>>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared = '';

async function prepare(page: Page, origin: string, setup: string) {
  if (!['page', 'bg-open', 'accent-open', 'bg-changed'].includes(setup)) throw new Error(`no Pickr setup ${setup}`);
  await page.goto(`${origin}/pickr/index.html?fresh=${Date.now()}`, { waitUntil: 'domcontentloaded', timeout: LOAD_MS });
  await expect.poll(() => read(page).then((r) => [r.background.color, r.accent.color]), { timeout: LOAD_MS }).toEqual(['#FFFFFF', '#1E88E5']);
  if (setup === 'bg-open' || setup === 'bg-changed') await page.locator('.pcr-button').nth(0).click();
  if (setup === 'accent-open') await page.locator('.pcr-button').nth(1).click();
  if (setup !== 'page') await expect(page.locator('.pcr-app.visible')).toHaveCount(1);
  if (setup === 'bg-changed') {
    await page.locator('.pcr-app.visible .pcr-swatches button').nth(4).click();
    await expect.poll(() => read(page).then((r) => r.background.color)).toBe('#4CAF50');
  }
  await page.mouse.move(0, 0);
  prepared = await state(page);
}

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const untouched = async (page: Page) => {
  expect(await state(page)).toBe(prepared);
};
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, untouched, phrasings);

// --- checks ----------------------------------------------------------------------------------

/** What a step's check reads, polled until it holds. */
const becomes = (pick: (r: Read) => unknown, want: unknown) => async (page: Page) => {
  await expect.poll(() => read(page).then(pick), { timeout: 3_000 }).toEqual(want);
};
const open = (background: boolean, accent: boolean) => becomes((r) => [r.background.open, r.accent.open], [background, accent]);
const saved = (background: string, accent: string) => becomes((r) => r.saved, [`Background: ${background}`, `Accent: ${accent}`]);

// --- references ------------------------------------------------------------------------------

const app = '.pcr-app.visible';
const click = (selector: string) => (page: Page) => page.locator(selector).first().click();
const swatch = (n: number) => (page: Page) => page.locator(`${app} .pcr-swatches button`).nth(n).click();

export const PICKR_STEPS: AppStep[] = [
  // Opening.
  ...says('page', (page) => page.locator('.pcr-button').nth(0).click(), open(true, false), [
    'open the Background colour picker',
    'click the Background color button',
    'click the colour square next to Background',
  ]),
  ...says('page', (page) => page.locator('.pcr-button').nth(1).click(), open(false, true), ['open the accent color picker']),
  ...says('accent-open', (page) => page.locator('.pcr-button').nth(0).click(), open(true, false), ['click the Background color button']),

  // The value field.
  ...says('bg-open', async (page) => {
    await page.locator(`${app} .pcr-result`).fill('#336699');
    await page.locator(`${app} .pcr-save`).click();
  }, saved('#336699', '#1E88E5'), ['set the colour to #336699 and click Save']),
  ...says('bg-open', (page) => page.locator(`${app} .pcr-result`).fill('#336699'), becomes((r) => r.background.color, '#336699'), ['type #336699 into the color input']),

  // Swatches.
  ...says('bg-open', swatch(4), becomes((r) => r.background.color, '#4CAF50'), ['pick the green swatch', 'click the fifth swatch']),
  ...says('accent-open', async (page) => {
    await swatch(0)(page);
    await page.locator(`${app} .pcr-save`).click();
  }, saved('#FFFFFF', '#F44336'), ['choose the first swatch and save']),

  // Save, cancel, clear.
  ...says('bg-changed', click(`${app} .pcr-save`), saved('#4CAF50', '#1E88E5'), ['click Save', 'save the colour']),
  ...says('bg-changed', click(`${app} .pcr-cancel`), becomes((r) => [r.background.color, r.saved[0]], ['#FFFFFF', 'Background: #FFFFFF']), ['click Cancel', 'cancel the change']),
  ...says('bg-open', click(`${app} .pcr-clear`), saved('none', '#1E88E5'), ['clear the colour', 'click Clear']),

  // The representation.
  ...says('bg-open', click(`${app} .pcr-type[data-type=RGBA]`), becomes((r) => r.background.as, 'RGBA'), ['switch the input to RGBA', 'click RGBA']),
  ...says('bg-open', click(`${app} .pcr-type[data-type=HSLA]`), becomes((r) => r.background.as, 'HSLA'), ['show the colour as HSLA']),

  // Closing.
  ...says('bg-open', (page) => page.keyboard.press('Escape'), open(false, false), ['close the colour picker', 'press Escape']),

  // Ambiguous: two pickers; six swatches.
  ...asks('page', ['open the color picker', 'click the colour button']),
  ...asks('bg-open', ['click the swatch']),

  // Finding things.
  ...finds('bg-open', `${app} .pcr-result`, ['find the color input field']),
  ...finds('page', '.setting:nth-child(3) .pcr-button', ['find the Accent colour button']),
  ...finds('bg-open', `${app} .pcr-save`, ['find the Save button']),
  ...finds('bg-open', `${app} .pcr-hue`, ['find the hue slider']),
];

export const PICKR: RealApp = { name: 'pickr', steps: PICKR_STEPS, prepare, state };
