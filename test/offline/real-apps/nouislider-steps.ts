/**
 * Steps for noUiSlider 15.8.1 (test/offline/apps/nouislider/: the library from the npm package
 * `nouislider`, MIT, on a host page of ours, `index.html`, set up the way the examples on its
 * documentation site are, since the package ships no demo page): sliders drawn as divs whose
 * handles carry role=slider and aria-valuenow; two handles named "Minimum price"/"Maximum price"
 * and linked to two number fields that apply on change; the other handles have no name but the
 * heading above them; a scale of pips whose numbers are clickable; a slider disabled by a "Lock"
 * checkbox; a Reset button. Blind: written the way testers write them, before the resolver was run
 * on this app, and frozen (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on
 * purpose: the right outcome is a hand-over with the page untouched.
 */
import { expect, type Page } from '@playwright/test';
import { finds, holds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

type SliderId = 'price' | 'volume' | 'opacity' | 'brightness';
interface SliderElement extends HTMLElement {
  noUiSlider: { get(): string | string[]; set(v: unknown): void };
}

/** Every slider's value(s), as the sliders report them. */
const readValues = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(['price', 'volume', 'opacity', 'brightness'].map((id) => [id, (document.getElementById(id) as SliderElement).noUiSlider.get()])),
  );

/** Everything a step could change: the sliders' values, the fields, the lock, the disabled slider. */
async function state(page: Page): Promise<string> {
  const values = await readValues(page);
  const dom = await page.evaluate(() => ({
    fields: Array.from(document.querySelectorAll('input')).map((i) => `${i.value}:${i.checked}`),
    disabled: document.getElementById('brightness')?.hasAttribute('disabled'),
    url: location.href,
  }));
  return JSON.stringify({ values, ...dom });
}

let prepared = '';

const START = { price: ['200', '800'], volume: '40', opacity: '100', brightness: '50' };

async function prepare(page: Page, origin: string, setup: string) {
  if (!['page', 'unlocked', 'price-moved'].includes(setup)) throw new Error(`no noUiSlider setup ${setup}`);
  await page.goto(`${origin}/nouislider/index.html?fresh=${Date.now()}`, { waitUntil: 'domcontentloaded', timeout: LOAD_MS });
  await expect(page.locator('#values')).toHaveText('Price 200–800, volume 40, opacity 100, brightness 50', { timeout: LOAD_MS });
  if (setup === 'unlocked') {
    await page.locator('#lock').uncheck();
    await expect(page.locator('#brightness')).not.toHaveAttribute('disabled');
  }
  if (setup === 'price-moved') {
    await page.evaluate(() => (document.getElementById('price') as SliderElement).noUiSlider.set([100, 900]));
    await expect(page.locator('#price-max')).toHaveValue('900');
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

/** The sliders hold these values, every other one its starting value. */
const values = (changes: Partial<typeof START>, from: Partial<typeof START> = {}) => async (page: Page) => {
  await expect.poll(() => readValues(page), { timeout: 3_000 }).toEqual({ ...START, ...from, ...changes });
};

// --- references ------------------------------------------------------------------------------

const RANGES: Record<SliderId, [number, number]> = { price: [0, 1000], volume: [0, 100], opacity: [0, 100], brightness: [0, 100] };

/** A person drags the handle to where the value sits on the track. */
const drag = (id: SliderId, value: number, handle = 0) => async (page: Page) => {
  const base = await page.locator(`#${id} .noUi-base`).boundingBox();
  const grip = await page.locator(`#${id} .noUi-handle`).nth(handle).boundingBox();
  if (!base || !grip) throw new Error(`no slider ${id}`);
  const [min, max] = RANGES[id];
  const y = grip.y + grip.height / 2;
  await page.mouse.move(grip.x + grip.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(base.x + (base.width * (value - min)) / (max - min), y, { steps: 8 });
  await page.mouse.up();
};
const key = (id: SliderId, name: string, handle = 0) => async (page: Page) => {
  await page.locator(`#${id} .noUi-handle`).nth(handle).focus();
  await page.keyboard.press(name);
};
/** A number field applies on change: a person types and leaves the field. */
const enter = (field: 'min' | 'max', value: string) => async (page: Page) => {
  await page.locator(`#price-${field}`).fill(value);
  await page.locator(`#price-${field}`).press('Tab');
};

export const NOUISLIDER_STEPS: AppStep[] = [
  // Volume: one handle, no name of its own.
  ...says('page', drag('volume', 75), values({ volume: '75' }), ['set the volume to 75', 'drag the Volume slider to 75', 'move volume to 75']),
  ...says('page', key('volume', 'End'), values({ volume: '100' }), ['turn the volume all the way up', 'set Volume to the maximum', 'press End on the volume slider']),
  ...says('page', drag('volume', 0), values({ volume: '0' }), ['set the volume to 0']),
  ...says('page', key('volume', 'ArrowRight'), values({ volume: '41' }), ['increase the volume by one step', 'press the right arrow on the volume slider']),
  ...says('page', drag('volume', 25), values({ volume: '25' }), ['drag the volume handle to 25 percent']),

  // Price: two named handles and two linked fields.
  ...says('page', enter('min', '300'), values({ price: ['300', '800'] }), ['set the minimum price to 300', 'change Min price to 300']),
  ...says('page', drag('price', 600, 1), values({ price: ['200', '600'] }), ['move the upper handle of the price slider to 600', 'set Maximum price to 600']),
  ...says('page', async (page) => {
    await enter('min', '100')(page);
    await enter('max', '500')(page);
  }, values({ price: ['100', '500'] }), ['set the price range from 100 to 500']),
  ...says('page', (page) => page.locator('#price-max').fill('950'), holds({ '#price-min': '200', '#price-max': '950' }), ['type 950 in Max price']),
  ...says('page', key('price', 'ArrowLeft', 0), values({ price: ['190', '800'] }), ['lower the minimum price by one step']),
  ...says('price-moved', (page) => page.getByRole('button', { name: 'Reset' }).click(), values({}), ['click Reset', 'reset the price range']),

  // Opacity: a scale of clickable numbers.
  ...says('page', (page) => page.locator('#opacity .noUi-value[data-value="60"]').click(), values({ opacity: '60' }), ['set opacity to 60', 'click 60 on the opacity scale']),
  ...says('page', drag('opacity', 20), values({ opacity: '20' }), ['drag Opacity down to 20']),

  // Brightness: locked until the checkbox is cleared.
  ...says('page', (page) => page.getByLabel('Lock brightness').uncheck(), async (page) => {
    await holds({ '#lock': false })(page);
    await expect(page.locator('#brightness')).not.toHaveAttribute('disabled');
  }, ['unlock brightness', 'uncheck "Lock brightness"']),
  ...says('unlocked', drag('brightness', 30), values({ brightness: '30' }), ['set brightness to 30', 'slide Brightness to 30']),
  ...says('unlocked', (page) => page.getByLabel('Lock brightness').check(), async (page) => {
    await holds({ '#lock': true })(page);
    await expect(page.locator('#brightness')).toHaveAttribute('disabled');
  }, ['lock the brightness again']),

  // Ambiguous: four sliders, five handles.
  ...asks('page', ['move the slider to 50', 'drag the handle to the right']),

  // Finding things.
  ...finds('page', '#volume, #volume .noUi-handle', ['find the volume slider']),
  ...finds('page', '#price .noUi-handle-upper', ['find the Maximum price handle']),
  ...finds('page', '#price-min', ['find the Min price field']),
  ...finds('page', '#price .noUi-handle-lower .noUi-tooltip', ['find the tooltip of the minimum price']),
];

export const NOUISLIDER: RealApp = { name: 'nouislider', steps: NOUISLIDER_STEPS, prepare, state };
