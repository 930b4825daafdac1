/**
 * Steps for Leaflet 1.9.4 (test/offline/apps/leaflet/: the map library from the npm package
 * `leaflet`, BSD-2-Clause, on a host page of ours, `index.html`, set up the way Leaflet's tutorials
 * show, since the package ships no demo page): a town map of plain local tiles with zoom buttons
 * named "Zoom in"/"Zoom out" but showing "+" and "−", a custom "Reset view" control, a collapsed
 * layers control (a "Layers" button that opens on hover) with two base layers as radios and three
 * overlays as checkboxes, three landmark markers (images named by their alt text) and three café
 * markers drawn as a ☕ with the café's name only in a title, popups with an "Add to trip" button,
 * two parks drawn as SVG paths with a hover info box, a scale, and a "My trip" list beside the map.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface LatLng {
  lat: number;
  lng: number;
}
interface LeafletMap {
  getZoom(): number;
  getCenter(): LatLng;
  hasLayer(layer: unknown): boolean;
  setView(center: [number, number], zoom: number, options?: { animate: boolean }): void;
  addLayer(layer: unknown): void;
  removeLayer(layer: unknown): void;
}
declare const map: LeafletMap;
declare const streets: unknown, grey: unknown, cafes: unknown, parks: unknown, cycleRoutes: unknown;
declare const landmarks: Record<string, { openPopup(): void }>;
declare const layersControl: { expand(): void };
declare let trip: string[];
declare function drawTrip(): void;

/** The map as the page reports it: view, layers, the open popup, the layers control, the info box, the trip. */
const read = (page: Page) =>
  page.evaluate(() => {
    const c = map.getCenter();
    const text = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? null;
    return {
      zoom: map.getZoom(),
      center: [Math.round(c.lat * 1e4) / 1e4, Math.round(c.lng * 1e4) / 1e4],
      base: [map.hasLayer(streets) ? 'Streets' : '', map.hasLayer(grey) ? 'Grey' : ''].filter(Boolean).join(','),
      overlays: (
        [
          ['Cafés', cafes],
          ['Parks', parks],
          ['Cycle routes', cycleRoutes],
        ] as const
      )
        .filter(([, layer]) => map.hasLayer(layer))
        .map(([name]) => name),
      popup: text('.leaflet-popup-content b'),
      layersOpen: document.querySelector('.leaflet-control-layers-expanded') !== null,
      info: text('.info'),
      trip: Array.from(document.querySelectorAll('#trip li')).map((li) => li.textContent),
    };
  });
type Read = Awaited<ReturnType<typeof read>>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

const HOME = { lat: 51.5, lng: -0.09 };
const START = { zoom: 13, base: 'Streets', overlays: ['Cafés', 'Parks'], popup: null as string | null, trip: [] as string[] };
const SETUPS = ['page', 'layers-open', 'grey', 'museum-popup', 'trip', 'zoomed'];

let prepared = '';
let from: Partial<Read> = {};

async function prepare(page: Page, origin: string, setup: string) {
  if (!SETUPS.includes(setup)) throw new Error(`no Leaflet setup ${setup}`);
  await page.goto(`${origin}/leaflet/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(6, { timeout: LOAD_MS });
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible({ timeout: LOAD_MS });
  await expect(page.locator('.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0, { timeout: LOAD_MS });
  from = {};
  if (setup === 'layers-open') {
    await page.evaluate(() => layersControl.expand());
    await expect(page.locator('.leaflet-control-layers-expanded')).toHaveCount(1);
  }
  if (setup === 'grey') {
    await page.evaluate(() => {
      map.removeLayer(streets);
      map.addLayer(grey);
    });
    from = { base: 'Grey' };
  }
  if (setup === 'museum-popup') {
    await page.evaluate(() => landmarks['City Museum']!.openPopup());
    await expect(page.locator('.leaflet-popup-content')).toContainText('City Museum');
    from = { popup: 'City Museum' };
  }
  if (setup === 'trip') {
    await page.evaluate(() => {
      trip = ['City Museum', 'Town Hall'];
      drawTrip();
    });
    await expect(page.locator('#trip li')).toHaveCount(2);
    from = { trip: ['City Museum', 'Town Hall'] };
  }
  if (setup === 'zoomed') {
    await page.evaluate(() => map.setView([51.512, -0.06], 15, { animate: false }));
    await expect(page.locator('.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0, { timeout: LOAD_MS });
    from = { zoom: 15 };
  }
  await page.mouse.move(0, 0);
  // A popup opened near the edge pans the map: wait until the view is still.
  let last = '';
  await expect.poll(async () => {
    const now = await state(page);
    const still = now === last;
    last = now;
    return still;
  }, { timeout: LOAD_MS, intervals: [200] }).toBe(true);
  prepared = last;
}

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const untouched = async (page: Page) => {
  expect(await state(page)).toBe(prepared);
};
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, untouched, phrasings);

// --- checks ----------------------------------------------------------------------------------

type Want = Partial<typeof START> & { center?: [number, number]; layersOpen?: boolean; info?: string };

/**
 * The map holds these: zoom, base layer, overlays, popup and trip as the setup left them but for
 * `changes`; the centre, the layers control and the info box only when named.
 */
const shows = (changes: Want) => async (page: Page) => {
  const want = { ...START, ...from, ...changes };
  const pick = (r: Read) => Object.fromEntries(Object.keys(want).map((k) => [k, r[k as keyof Read]]));
  await expect.poll(() => read(page).then(pick), { timeout: 3_000 }).toEqual(want);
};

/** The map moved east of where it started, and nothing else changed. */
const pannedEast = async (page: Page) => {
  await expect.poll(() => read(page).then((r) => r.center[1]! > HOME.lng + 0.005 && Math.abs(r.center[0]! - HOME.lat) < 0.002), { timeout: 3_000 }).toBe(true);
  await shows({})(page);
};

// --- references ------------------------------------------------------------------------------

const zoomIn = (page: Page) => page.locator('.leaflet-control-zoom-in').click();
/** Waits for a zoom to land before the next click (a click during the 250 ms animation is dropped). */
const zoomedTo = (zoom: number) => async (page: Page) => {
  await expect.poll(() => read(page).then((r) => r.zoom), { timeout: 3_000 }).toBe(zoom);
  await expect(page.locator('.leaflet-map-pane.leaflet-zoom-anim')).toHaveCount(0, { timeout: 3_000 });
};
const openLayers = (page: Page) => page.locator('.leaflet-control-layers').hover();
const layer = (name: string) => async (page: Page) => {
  await openLayers(page);
  await page.locator('.leaflet-control-layers label').filter({ hasText: name }).click();
};
const marker = (name: string) => (page: Page) => page.locator(`.leaflet-marker-icon[title="${name}"]`).click();
const addToTrip = (page: Page) => page.locator('.leaflet-popup-content').getByRole('button', { name: 'Add to trip' }).click();
/** The parks' shapes, in the order the page draws them (Riverside Park, Elm Common). */
const park = (page: Page, n: number) => page.locator('.leaflet-overlay-pane path.leaflet-interactive').nth(n);

export const LEAFLET_STEPS: AppStep[] = [
  // Zooming.
  ...says('page', zoomIn, shows({ zoom: 14, center: [HOME.lat, HOME.lng] }), ['zoom in', 'click the Zoom in button', 'click + on the map']),
  ...says('page', (page) => page.locator('.leaflet-control-zoom-out').click(), shows({ zoom: 12, center: [HOME.lat, HOME.lng] }), ['zoom out', 'press the minus button on the map']),
  ...says('page', async (page) => {
    await zoomIn(page);
    await zoomedTo(14)(page);
    await zoomIn(page);
  }, shows({ zoom: 15, center: [HOME.lat, HOME.lng] }), ['zoom in twice']),
  ...says('zoomed', (page) => page.getByRole('button', { name: 'Reset view' }).click(), shows({ zoom: 13, center: [HOME.lat, HOME.lng] }), ['click Reset view', 'reset the map view']),
  ...says('page', async (page) => {
    await page.locator('#map').focus();
    await page.keyboard.press('ArrowRight');
  }, pannedEast, ['press the right arrow key on the map']),

  // The layers control.
  ...says('page', openLayers, shows({ layersOpen: true }), ['open the layers control', 'hover over the Layers button']),
  ...says('page', layer('Grey'), shows({ base: 'Grey' }), ['switch to the Grey map', 'choose the Grey base layer']),
  ...says('layers-open', layer('Grey'), shows({ base: 'Grey' }), ['select Grey']),
  ...says('grey', layer('Streets'), shows({ base: 'Streets' }), ['switch back to Streets']),
  ...says('page', layer('Cafés'), shows({ overlays: ['Parks'] }), ['hide the cafés', 'uncheck Cafés in the layers control']),
  ...says('layers-open', layer('Cycle routes'), shows({ overlays: ['Cafés', 'Parks', 'Cycle routes'] }), ['turn on Cycle routes', 'check "Cycle routes"']),
  ...says('page', layer('Parks'), shows({ overlays: ['Cafés'] }), ['turn off the Parks layer']),
  ...says('page', async (page) => {
    await layer('Cycle routes')(page);
    await layer('Parks')(page);
  }, shows({ overlays: ['Cafés', 'Cycle routes'] }), ['show the cycle routes and hide the parks']),

  // Markers and popups.
  ...says('page', marker('City Museum'), shows({ popup: 'City Museum' }), ['click the City Museum marker', 'open the popup for City Museum']),
  ...says('page', marker('Central Station'), shows({ popup: 'Central Station' }), ['click on Central Station']),
  ...says('museum-popup', (page) => page.getByRole('button', { name: 'Close popup' }).click(), shows({ popup: null }), ['close the popup', 'click the × in the popup']),
  ...says('museum-popup', addToTrip, shows({ trip: ['City Museum'] }), ['click Add to trip']),
  ...says('page', async (page) => {
    await marker('Town Hall')(page);
    await addToTrip(page);
  }, shows({ popup: 'Town Hall', trip: ['Town Hall'] }), ['open the Town Hall popup and add it to my trip']),
  ...says('trip', (page) => page.getByRole('button', { name: 'Clear trip' }).click(), shows({ trip: [] }), ['clear the trip', 'click Clear trip']),
  ...says('page', marker('Harbour Café'), shows({ popup: 'Harbour Café' }), ['click the Harbour Café marker']),
  ...says('page', marker('The Bean Counter'), shows({ popup: 'The Bean Counter' }), ['open The Bean Counter']),

  // Parks: SVG shapes with a hover box and a popup.
  ...says('page', (page) => park(page, 0).hover(), shows({ info: 'ParksRiverside Park12 ha' }), ['hover over Riverside Park']),
  ...says('page', (page) => park(page, 1).click(), shows({ popup: 'Elm Common' }), ['click Elm Common']),

  // Ambiguous: six markers, three cafés, three overlays.
  ...asks('page', ['click the marker', 'click the café']),
  ...asks('layers-open', ['turn off the layer']),

  // Finding things.
  ...finds('page', '.leaflet-control-scale, .leaflet-control-scale-line', ['find the scale bar']),
  ...finds('page', '.leaflet-marker-icon[title="Central Station"]', ['find the Central Station marker']),
  ...finds('page', '.leaflet-control-zoom-out', ['find the Zoom out button']),
  ...finds('page', '.leaflet-control-layers, .leaflet-control-layers-toggle', ['find the layers button']),
  ...finds('page', '.info, .info h4', ['find the parks info box']),
];

export const LEAFLET: RealApp = { name: 'leaflet', steps: LEAFLET_STEPS, prepare, state };
