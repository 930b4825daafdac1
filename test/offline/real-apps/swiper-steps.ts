/**
 * Steps for Swiper 14.4.0 (test/offline/apps/swiper/: the bundle from the npm package `swiper`,
 * MIT, on a host page of ours, `index.html`, set up the way the demos on swiperjs.com are, since
 * the package ships no demo page): carousels under headings, whose arrows are divs with
 * role=button named "Next slide"/"Previous slide" by Swiper's a11y module (the same names in both
 * carousels), bullets named "Go to slide N", a row of thumbnails that drives the gallery, fraction
 * pagination ("1 / 3"), slides that sit outside the visible frame, and a "Book now" button on each
 * slide of which one is in view. Blind: written the way testers write them, before the resolver
 * was run on this app, and frozen (test/offline/real-apps-frozen.test.ts). A few steps are
 * ambiguous on purpose: the right outcome is a hand-over with the page untouched.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Slider {
  activeIndex: number;
  animating: boolean;
  slideTo(index: number, speed?: number): void;
}
declare const gallery: Slider;
declare const testimonials: Slider;

/** Everything a step could change: each slider's slide, the booking line, the page's scroll inside the sliders. */
async function state(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      gallery: gallery.activeIndex,
      testimonials: testimonials.activeIndex,
      booked: document.getElementById('booked')?.textContent,
      // A browser scrolling a slide into view moves the frame under Swiper's feet.
      scrolled: Array.from(document.querySelectorAll('.swiper')).map((e) => e.scrollLeft),
      url: location.href,
    }),
  );
}

let prepared = '';

async function prepare(page: Page, origin: string, setup: string) {
  const start = { page: [0, 0], 'gallery-3': [2, 0], 'testimonials-2': [0, 1] }[setup];
  if (!start) throw new Error(`no Swiper setup ${setup}`);
  await page.goto(`${origin}/swiper/index.html?fresh=${Date.now()}`, { waitUntil: 'domcontentloaded', timeout: LOAD_MS });
  await expect(page.locator('.gallery.swiper-initialized .swiper-pagination-bullet')).toHaveCount(5, { timeout: LOAD_MS });
  await expect(page.locator('.testimonials .swiper-pagination-current')).toHaveText('1', { timeout: LOAD_MS });
  await page.evaluate(([g, t]) => {
    gallery.slideTo(g!, 0);
    testimonials.slideTo(t!, 0);
  }, start);
  await expect(page.locator('.gallery .swiper-slide-active')).toHaveAttribute('aria-label', `${start[0]! + 1} / 5`);
  await expect(page.locator('.testimonials .swiper-pagination-current')).toHaveText(String(start[1]! + 1));
  await page.mouse.move(0, 0);
  prepared = await state(page);
}

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const untouched = async (page: Page) => {
  expect(await state(page)).toBe(prepared);
};
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, untouched, phrasings);

// --- checks ----------------------------------------------------------------------------------

/** The sliders rest on these slides (0-based), and the other one has not moved. */
const on = (galleryIndex: number, testimonialIndex: number) => async (page: Page) => {
  const read = () => page.evaluate(() => (gallery.animating || testimonials.animating ? null : [gallery.activeIndex, testimonials.activeIndex]));
  await expect.poll(read, { timeout: 3_000 }).toEqual([galleryIndex, testimonialIndex]);
};
const booked = (trip: string) => async (page: Page) => {
  await expect(page.locator('#booked')).toHaveText(`Booked: ${trip}`, { timeout: 3_000 });
  await on(0, 0)(page);
};

// --- references ------------------------------------------------------------------------------

const click = (selector: string) => (page: Page) => page.locator(selector).first().click();
const swipeLeft = async (page: Page) => {
  const box = await page.locator('.gallery').boundingBox();
  if (!box) throw new Error('no gallery');
  const y = box.y + box.height / 3;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 10 });
  await page.mouse.up();
};

export const SWIPER_STEPS: AppStep[] = [
  // The gallery's arrows.
  ...says('page', click('.gallery .swiper-button-next'), on(1, 0), [
    'go to the next slide in the gallery',
    'click Next slide in the Gallery',
    'show the next picture of the gallery',
  ]),
  ...says('gallery-3', click('.gallery .swiper-button-prev'), on(1, 0), ['go back one slide in the gallery', 'click the previous arrow of the gallery']),
  ...says('gallery-3', click('.gallery .swiper-button-next'), on(3, 0), ['click the right arrow on the Forest slide']),

  // Bullets.
  ...says('page', click('.gallery .swiper-pagination-bullet:nth-child(4)'), on(3, 0), [
    'go to slide 4 of the gallery',
    'click the fourth dot under the gallery',
    'click "Go to slide 4"',
  ]),
  ...says('gallery-3', click('.gallery .swiper-pagination-bullet:nth-child(1)'), on(0, 0), ['go back to the first slide of the gallery']),

  // Slides by their content, and the thumbnails.
  ...says('page', click('.thumbs .swiper-slide:nth-child(2)'), on(1, 0), ['show the Lake slide', 'go to Lake']),
  ...says('page', click('.thumbs .swiper-slide:nth-child(4)'), on(3, 0), ['click the Desert thumbnail', 'select Desert in the thumbnails']),
  ...says('gallery-3', click('.thumbs .swiper-slide:nth-child(5)'), on(4, 0), ['click City below the gallery']),

  // Swiping.
  ...says('page', swipeLeft, on(1, 0), ['swipe the gallery to the left']),

  // The testimonials.
  ...says('page', click('.testimonials .swiper-button-next'), on(0, 1), ['next testimonial', 'click the next arrow in Testimonials']),
  ...says('testimonials-2', click('.testimonials .swiper-button-prev'), on(0, 0), ['go to the previous testimonial', 'click Previous slide in the Testimonials section']),
  ...says('testimonials-2', click('.testimonials .swiper-button-next'), on(0, 2), ["show Chloe Martin's testimonial", 'go to the third testimonial']),

  // The slide in view.
  ...says('page', click('.gallery .swiper-slide:nth-child(1) .book'), booked('Mountains'), ['click Book now', 'book the Mountains trip']),

  // Ambiguous: two carousels, each with its arrows and slides.
  ...asks('page', ['click next', 'go to slide 2']),

  // Finding things.
  ...finds('page', '.gallery .swiper-button-next', ['find the next arrow of the gallery']),
  ...finds('page', '.gallery .swiper-slide-active', ['find the active slide in the gallery']),
  ...finds('page', '.testimonials .swiper-pagination', ['find the testimonial counter']),
  ...finds('page', '.thumbs .swiper-slide:nth-child(3)', ['find the Forest thumbnail']),
];

export const SWIPER: RealApp = { name: 'swiper', steps: SWIPER_STEPS, prepare, state };
