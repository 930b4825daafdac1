import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle, call, launch, pageWith } from './support.js';

// reader/visibility.ts: hidden from assistive technology, and laid out with a size, for the elements marked data-t.
let browser: Browser;
let script: string;
beforeAll(async () => {
  browser = await launch();
  script = await bundle(`
    import { beginRead, style } from './reader/state.js';
    import { boxVisible, hiddenForAria, textNotRendered } from './reader/visibility.js';
    const marked = () => Array.from(document.querySelectorAll('[data-t]'));
    const aria = () => { beginRead(); return Object.fromEntries(marked().map((e) => [e.getAttribute('data-t'), hiddenForAria(e) ? 'hidden' : 'shown'])); };
    const box = () => { beginRead(); return Object.fromEntries(marked().map((e) => [e.getAttribute('data-t'), boxVisible(e, style(e))])); };
    const texts = () => Array.from(document.querySelectorAll('[data-text]')).map((e) => textNotRendered(e.firstChild));
    Object.assign(window, { __t: { aria, box, texts } });
  `);
});
afterAll(async () => browser?.close());

const PAGE = `
  <p data-t="plain">shown</p>
  <p data-t="display-none" style="display:none">x</p>
  <p data-t="visibility-hidden" style="visibility:hidden">x</p>
  <div aria-hidden="true"><p data-t="under-aria-hidden">x</p></div>
  <div aria-hidden="TRUE"><p data-t="aria-hidden-any-case">x</p></div>
  <p data-t="empty"></p>
  <div data-t="contents-with-text" style="display:contents">text</div>
  <div data-t="contents-empty" style="display:contents"><span style="display:none">x</span></div>
  <select><option data-t="option">In a closed select</option></select>
  <div id="host"><span data-t="unslotted">not slotted</span></div>
  <script data-t="script">1</script>`;
const withShadow = async (page: import('playwright-core').Page) => page.evaluate(() => void document.getElementById('host')!.attachShadow({ mode: 'open' }).append('shadow text'));

describe('visibility', () => {
  it('hidden from assistive technology: display none, visibility hidden, aria-hidden above, a light child no slot shows, script', async () => {
    const page = await pageWith(browser, PAGE, script);
    await withShadow(page);
    expect(await call(page, 'aria')).toEqual({
      plain: 'shown', 'display-none': 'hidden', 'visibility-hidden': 'hidden', 'under-aria-hidden': 'hidden', 'aria-hidden-any-case': 'hidden',
      empty: 'shown', 'contents-with-text': 'shown', 'contents-empty': 'hidden', option: 'shown', unslotted: 'hidden', script: 'hidden',
    });
    await page.close();
  });

  it('laid out with a size: an empty paragraph has none, display: contents has one when a child has, an option of a closed select has none', async () => {
    const page = await pageWith(browser, PAGE, script);
    await withShadow(page);
    expect(await call(page, 'box')).toMatchObject({
      plain: true, 'display-none': false, 'visibility-hidden': false, empty: false, 'contents-with-text': true, 'contents-empty': false, option: false, unslotted: false,
    });
    await page.close();
  });

  it('text not rendered: inside a closed details, or a shadow host’s unslotted text', async () => {
    const page = await pageWith(browser, '<details data-text><summary>s</summary>closed body</details><details open data-text>open body</details><div id="host" data-text>light text</div><p data-text>plain</p>', script);
    await withShadow(page);
    expect(await call(page, 'texts')).toEqual([true, false, true, false]);
    await page.close();
  });
});
