/**
 * slide-tie: "go to slide 2" names a slide by its number and no carousel. On a page with two
 * carousels that each have a slide 2 (APG carousel: slides are groups labelled by position), the
 * one "Go to slide 2" button is only the first carousel's way there: the step is handed over with
 * the page untouched. With one carousel it is that carousel's button. (Swiper's frozen ambiguous
 * step "go to slide 2" was clicked on main.)
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const carousel = (title: string, slides: string[], dots: boolean) => `
<h2>${title}</h2>
<section class="carousel">
  ${slides.map((s, i) => `<div role="group" aria-label="${i + 1} / ${slides.length}" ${i ? 'class="off"' : ''}>${s}</div>`).join('\n  ')}
  ${dots ? slides.map((_, i) => `<button type="button" aria-label="Go to slide ${i + 1}"></button>`).join('') : '<button type="button" aria-label="Next slide">›</button>'}
</section>`;

// Slides off view are moved aside, as carousels draw them (still in the accessibility tree).
const SCRIPT = `<style>.carousel { position: relative; overflow: hidden; } .off { position: absolute; left: 200%; }</style><script>
  for (const c of document.querySelectorAll('.carousel')) {
    const slides = [...c.querySelectorAll('[role=group]')];
    let at = 0;
    const show = (i) => { at = i; slides.forEach((s, j) => s.classList.toggle('off', j !== i)); document.body.dataset[c.previousElementSibling.textContent.toLowerCase()] = String(i + 1); };
    c.querySelectorAll('button[aria-label^="Go to slide"]').forEach((b, i) => b.addEventListener('click', () => show(i)));
    c.querySelector('button[aria-label="Next slide"]')?.addEventListener('click', () => show((at + 1) % slides.length));
  }
</script>`;

const TWO = `<!doctype html><title>Trips</title>${carousel('Gallery', ['Mountains', 'Lake', 'Forest'], true)}${carousel('Reviews', ['Great', 'Lovely', 'Fine'], false)}${SCRIPT}`;
const ONE = `<!doctype html><title>Trips</title>${carousel('Gallery', ['Mountains', 'Lake', 'Forest'], true)}${SCRIPT}`;

const pages = ownPages({ '/two': TWO, '/one': ONE });
const at = () => pages.client.page.evaluate(() => ({ ...document.body.dataset }));

describe('slide-tie', () => {
  it('"go to slide 2" with two carousels that have a slide 2 is handed over, the page untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/two`);
    const error = await pages.client.act('go to slide 2').then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(MissingLLMConfigurationError);
    expect((error as Error).message).toMatch(/2 carousels have a slide 2 \(under "Gallery", under "Reviews"\)/);
    expect(await at()).toEqual({});
  });

  it('"go to slide 2" with one carousel goes there', async () => {
    await pages.client.page.goto(`${pages.origin}/one`);
    const result = await pages.client.act('go to slide 2');
    expect(result.success).toBe(true);
    expect(await at()).toEqual({ gallery: '2' });
  });
});
