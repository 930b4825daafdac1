/**
 * Steps for GLightbox 3.3.1 (test/offline/apps/glightbox/: the npm package `glightbox`, MIT, on a
 * host page of ours, `index.html`, set up the way its README shows, since the package ships no demo
 * page): a photo page of two galleries (four photos of the Julian Alps, three of the coast) that
 * open in a lightbox with a caption, Next/Previous/Close buttons, arrow keys and Escape, images
 * that zoom when clicked, a "Start slideshow" button, and a "Read the trip notes" link that opens
 * inline content (a short form) in the lightbox.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (whether the lightbox is open, the slide it shows and
 * its place in the gallery, the status line, whether the image is zoomed, the trip notes' form)
 * with the state the step started from, with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => {
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const box = document.querySelector('.glightbox-container');
    const current = box?.querySelector('.gslide.current');
    const field = (selector: string) => (box?.querySelector(selector) as HTMLInputElement | null)?.value ?? null;
    return {
      open: !!box,
      slide: current ? (current.querySelector('.gslide-inline') ? 'trip notes' : text(current.querySelector('.gslide-title'))) : '',
      status: text(document.getElementById('status')),
      zoomed: !!current?.classList.contains('zoomed'),
      name: field('.gslide.current [name=name]'),
      question: field('.gslide.current [name=question]'),
      sent: text(box?.querySelector('.gslide.current .sent')),
    };
  });
type State = Awaited<ReturnType<typeof read>>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared: State | undefined;

const thumb = (page: Page, alt: string) => page.getByRole('img', { name: alt, exact: true });
const PHOTOS = {
  bled: 'Lake Bled with its island church',
  triglav: "The ridge below Triglav's summit",
  vrsic: 'Hairpin bends on the Vrsic Pass road',
  savica: 'Savica waterfall above Lake Bohinj',
  piran: 'Boats in Piran harbour',
  lighthouse: 'Savudrija lighthouse at sunset',
  strunjan: 'The cliffs of Strunjan',
} as const;
type Photo = keyof typeof PHOTOS;
/** Each photo's caption title, and its place in its gallery. */
const SLIDES: Record<Photo, string> = {
  bled: 'Viewing Lake Bled, 1 of 4',
  triglav: 'Viewing Triglav summit, 2 of 4',
  vrsic: 'Viewing Vrsic Pass, 3 of 4',
  savica: 'Viewing Savica waterfall, 4 of 4',
  piran: 'Viewing Piran harbour, 1 of 3',
  lighthouse: 'Viewing Savudrija lighthouse, 2 of 3',
  strunjan: 'Viewing Strunjan cliffs, 3 of 3',
};
const box = (page: Page) => page.locator('.glightbox-container');
const next = (page: Page) => box(page).locator('.gnext');
const prev = (page: Page) => box(page).locator('.gprev');
const close = (page: Page) => box(page).locator('.gclose');
const notes = (page: Page) => box(page).locator('.gslide.current .notes');

/** The lightbox has finished moving: the status line says the slide, and no animation runs. */
async function settled(page: Page, status: string) {
  await expect(page.locator('#status')).toHaveText(status, { timeout: LOAD_MS });
  await expect
    .poll(() => page.evaluate(() => Array.from(document.querySelectorAll('.glightbox-container, .glightbox-container *')).some((e) => /\bg(fade|zoom|slide)(In|Out)/.test(e.getAttribute('class') ?? ''))), { timeout: LOAD_MS })
    .toBe(false);
}

async function prepare(page: Page, origin: string, setup: string) {
  await page.goto(`${origin}/glightbox/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect(page.locator('#status')).toHaveText('Lightbox closed', { timeout: LOAD_MS });
  await page.waitForFunction(() => (window as unknown as { lightbox?: unknown }).lightbox !== undefined, undefined, { timeout: LOAD_MS });
  const open = setup.match(/^open-(\w+)$/)?.[1];
  if (open === 'notes') {
    await page.getByRole('link', { name: 'Read the trip notes' }).click();
    await settled(page, 'Viewing the trip notes');
  } else if (open) {
    await thumb(page, PHOTOS[open as Photo]).click();
    await settled(page, SLIDES[open as Photo]);
  }
  if (setup === 'zoomed') {
    await thumb(page, PHOTOS.bled).click();
    await settled(page, SLIDES.bled);
    await box(page).locator('.gslide.current img').click();
    await expect(box(page).locator('.gslide.current')).toHaveClass(/\bzoomed\b/);
  }
  if (setup === 'notes-filled') {
    await page.getByRole('link', { name: 'Read the trip notes' }).click();
    await settled(page, 'Viewing the trip notes');
    await notes(page).locator('[name=name]').fill('Ana');
    await notes(page).locator('[name=question]').fill('Is September too late for Triglav?');
  }
  await page.mouse.move(640, 700);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

/** The page as the step found it, with these changes only. */
const becomes = (changes: Partial<State>) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const want = { ...prepared, ...changes };
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want);
};
const TITLES: Record<Photo, string> = {
  bled: 'Lake Bled',
  triglav: 'Triglav summit',
  vrsic: 'Vrsic Pass',
  savica: 'Savica waterfall',
  piran: 'Piran harbour',
  lighthouse: 'Savudrija lighthouse',
  strunjan: 'Strunjan cliffs',
};
/** The lightbox open on this photo (and nothing else changed). */
const viewing = (photo: Photo) => becomes({ open: true, slide: TITLES[photo], status: SLIDES[photo], zoomed: false });
const tripNotes = becomes({ open: true, slide: 'trip notes', status: 'Viewing the trip notes', name: '', question: '', sent: '' });
const closed = becomes({ open: false, slide: '', status: 'Lightbox closed', zoomed: false, name: null, question: null, sent: '' });

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const openPhoto = (photo: Photo) => async (page: Page) => {
  await thumb(page, PHOTOS[photo]).click();
};
/** Click a lightbox button n times, each once the slide before has settled. */
const press = (button: (page: Page) => ReturnType<Page['locator']>, statuses: string[]) => async (page: Page) => {
  for (const status of statuses) {
    await button(page).click();
    await settled(page, status);
  }
};
const fill = (name: string, value: string) => async (page: Page) => {
  await notes(page).locator(`[name=${name}]`).fill(value);
};

export const GLIGHTBOX_STEPS: AppStep[] = [
  // Opening a photo.
  ...says('home', openPhoto('bled'), viewing('bled'), ['open the photo of Lake Bled']),
  ...says('home', openPhoto('piran'), viewing('piran'), ['click the Piran harbour thumbnail']),
  ...says('home', openPhoto('lighthouse'), viewing('lighthouse'), ['view the second photo in The coast']),
  ...says('home', openPhoto('savica'), viewing('savica'), ['open the last photo of the Julian Alps']),
  ...says('home', openPhoto('lighthouse'), viewing('lighthouse'), ['click the picture of the lighthouse']),
  ...says('home', openPhoto('triglav'), viewing('triglav'), ['open Triglav summit']),
  ...says('home', openPhoto('strunjan'), viewing('strunjan'), ['enlarge the Strunjan cliffs photo']),
  ...says('home', openPhoto('vrsic'), viewing('vrsic'), ['view the Vrsic Pass picture']),
  ...says('home', openPhoto('piran'), viewing('piran'), ['open the first photo in the coast gallery']),
  ...says('home', (p) => p.getByRole('button', { name: 'Start slideshow' }).click(), becomes({ open: true, slide: 'Lake Bled', status: 'Viewing Lake Bled, 1 of 7' }), [
    'start the slideshow',
  ]),
  ...says('home', (p) => p.getByRole('link', { name: 'Read the trip notes' }).click(), tripNotes, ['read the trip notes']),
  ...says('home', (p) => p.getByRole('link', { name: 'Read the trip notes' }).click(), tripNotes, ['click Read the trip notes']),

  // Moving through a gallery.
  ...says('open-bled', press(next, [SLIDES.triglav]), viewing('triglav'), ['go to the next photo']),
  ...says('open-bled', press(next, [SLIDES.triglav]), viewing('triglav'), ['click Next']),
  ...says('open-triglav', press(prev, [SLIDES.bled]), viewing('bled'), ['show the previous image']),
  ...says('open-triglav', (p) => p.keyboard.press('ArrowRight'), viewing('vrsic'), ['press the right arrow key']),
  ...says('open-vrsic', press(prev, [SLIDES.triglav]), viewing('triglav'), ['go back one photo']),
  ...says('open-bled', press(next, [SLIDES.triglav, SLIDES.vrsic]), viewing('vrsic'), ['skip ahead two photos']),
  ...says('open-piran', press(next, [SLIDES.lighthouse]), viewing('lighthouse'), ['next slide']),
  ...says('open-strunjan', press(prev, [SLIDES.lighthouse]), viewing('lighthouse'), ['go to the previous slide']),
  ...says('open-bled', press(next, [SLIDES.triglav, SLIDES.vrsic, SLIDES.savica]), viewing('savica'), ['go to the last photo']),
  ...says('open-lighthouse', press(prev, [SLIDES.piran]), viewing('piran'), ['go to the first photo']),
  ...says('open-bled', press(next, [SLIDES.triglav, SLIDES.vrsic]), viewing('vrsic'), ['go to Vrsic Pass']),
  ...says('open-strunjan', press(prev, [SLIDES.lighthouse, SLIDES.piran]), viewing('piran'), ['go back to Piran harbour']),

  // Closing.
  ...says('open-bled', (p) => close(p).click(), closed, ['close the lightbox']),
  ...says('open-piran', (p) => close(p).click(), closed, ['click the close button']),
  ...says('open-triglav', (p) => p.keyboard.press('Escape'), closed, ['press Escape']),
  ...says('open-notes', (p) => close(p).click(), closed, ['close the trip notes']),
  ...says('open-vrsic', (p) => close(p).click(), closed, ['close the photo viewer']),

  // Zoom.
  ...says('open-bled', (p) => box(p).locator('.gslide.current img').click(), becomes({ zoomed: true }), ['zoom in on the photo']),
  ...says('zoomed', (p) => box(p).locator('.gslide.current img').click(), becomes({ zoomed: false }), ['zoom out']),

  // The trip notes' form.
  ...says('open-notes', fill('name', 'Ana'), becomes({ name: 'Ana' }), ['fill Your name with Ana']),
  ...says('open-notes', fill('question', 'Is September too late for Triglav?'), becomes({ question: 'Is September too late for Triglav?' }), [
    "type 'Is September too late for Triglav?' into the question box",
  ]),
  ...says('open-notes', fill('name', 'Marko'), becomes({ name: 'Marko' }), ['enter Marko as your name']),
  ...says('open-notes', fill('question', 'Which train goes to Bled?'), becomes({ question: 'Which train goes to Bled?' }), [
    "write 'Which train goes to Bled?' in Your question",
  ]),
  ...says('notes-filled', (p) => notes(p).getByRole('button', { name: 'Send question' }).click(), becomes({ sent: 'Thanks, Ana: we will answer soon.' }), [
    'send the question',
  ]),
  ...says('open-notes', (p) => notes(p).getByRole('button', { name: 'Send question' }).click(), becomes({ sent: 'Please give your name.' }), [
    'click Send question',
  ]),
  ...says('notes-filled', fill('name', ''), becomes({ name: '' }), ['clear the name field']),

  // Ambiguous: seven photos; three in the coast gallery; two boxes in the trip notes.
  ...asks('home', ['open the photo']),
  ...asks('home', ['click the thumbnail in The coast']),
  ...asks('open-notes', ['fill in the box with Hello']),

  // Finding things.
  ...finds('open-bled', '.glightbox-container .gclose', ['find the close button']),
  ...finds('home', 'a[href="photos/lake-bled.svg"], a[href="photos/lake-bled.svg"] img', ['find the Lake Bled thumbnail']),
  ...finds('open-piran', '.glightbox-container .gnext', ['find the next button']),
];

export const GLIGHTBOX: RealApp = { name: 'glightbox', steps: GLIGHTBOX_STEPS, prepare, state };
