/**
 * Issue 25, the phrasings batches' and Quill's toolbar steps said in a tester's words, not the
 * code's: a picker its developers call `header` said as "the heading dropdown" (one word family,
 * WORD_FAMILIES), a picker's value chosen "from the X dropdown", a picker said with "picker" ("the
 * style picker"), and the clear-formatting button said as a verb ("remove the formatting", "strip
 * all formatting from the selection"). On a newsletter composer of our own; near misses hand over
 * with the toolbar untouched: two pickers of one family, a part whose names say no menu word, no
 * clear-formatting button, a formatting word with more in it.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

/** A picker: a face button, then its items, drawn only by the stylesheet from data-v. */
const picker = (cls: string, id: string, face: string, values: string[]) =>
  `<span class="${cls}"><button type="button" class="face" aria-expanded="false" aria-controls="${id}">${face}</button><span class="opts" id="${id}">${values
    .map((v) => `<span role="button" tabindex="0" class="opt" data-v="${v.toLowerCase().replace(/\s+/g, '-')}"></span>`)
    .join('')}</span></span>`;
const labels = (values: string[]) => values.map((v) => `.opt[data-v="${v.toLowerCase().replace(/\s+/g, '-')}"]::before { content: "${v}"; }`).join('\n');

const TITLES = ['Plain', 'Large title', 'Small title'];
const TYPEFACES = ['Grotesk', 'Garamond'];
const STYLE = `<style>
  .opts { display: none; position: absolute; background: #fff; border: 1px solid #999; }
  .open .opts { display: block; }
  .opt { display: block; padding: 2px 8px; cursor: pointer; }
  ${labels([...TITLES, ...TYPEFACES])}
</style>`;
const SCRIPT = `<script>
  for (const face of document.querySelectorAll('.face')) face.addEventListener('click', () => {
    const open = face.parentElement.classList.toggle('open');
    face.setAttribute('aria-expanded', String(open));
  });
  for (const opt of document.querySelectorAll('.opt')) opt.addEventListener('click', () => {
    const part = opt.closest('.opts').parentElement;
    const face = part.querySelector('.face');
    face.textContent = getComputedStyle(opt, '::before').content.replace(/"/g, '');
    part.classList.remove('open');
    face.setAttribute('aria-expanded', 'false');
    document.getElementById('said').textContent = part.className.split(' ')[0] + ' = ' + face.textContent;
  });
  for (const b of document.querySelectorAll('[data-cmd]')) b.addEventListener('click', () => {
    document.getElementById('said').textContent = 'command ' + b.dataset.cmd;
  });
</script>`;

const COMPOSER = `<!doctype html><title>Newsletter</title>${STYLE}
<h1>Spring newsletter</h1>
<div role="toolbar" aria-label="Text tools">
  <button type="button" aria-pressed="false" aria-label="Strong" data-cmd="strong">S</button>
  ${picker('header-picker', 'h', 'Plain', TITLES)}
  ${picker('typeface-picker', 't', 'Grotesk', TYPEFACES)}
  <button type="button" aria-label="Clear format" data-cmd="unformat">Tx</button>
</div>
<p contenteditable="true">Our garden club meets on Saturdays.</p>
<p id="said">nothing chosen</p>${SCRIPT}`;

// Two pickers of one family (the code's "header" and "heading"), a part whose names say no menu
// word, and no clear-formatting button.
const TWO = `<!doctype html><title>Poster</title>${STYLE}
<div role="toolbar" aria-label="Poster tools">
  ${picker('header-picker', 'h', 'Plain', TITLES)}
  ${picker('heading-menu', 'g', 'Plain', TITLES)}
  ${picker('typeface', 't', 'Grotesk', TYPEFACES)}
  <button type="button" aria-label="Strong" data-cmd="strong">S</button>
</div>
<p contenteditable="true">Bake sale on Friday.</p>
<p id="said">nothing chosen</p>${SCRIPT}`;

const pages = ownPages({ '/composer': COMPOSER, '/poster': TWO });
const said = () => pages.client.page.locator('#said').textContent();
const faces = () => pages.client.page.locator('.face').allTextContents();

describe('a picker said in a word of its developers\' word\'s family', () => {
  it('"set the heading to Small title": the picker its developers call header, opened, then its Small title', async () => {
    await pages.client.page.goto(`${pages.origin}/composer`);
    const result = await pages.client.act('set the heading to Small title');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'menu-value' });
    expect(await said()).toBe('header-picker = Small title');
  });

  it('"choose Large title from the heading dropdown": a value chosen from a picker said with its kind word', async () => {
    await pages.client.page.goto(`${pages.origin}/composer`);
    const result = await pages.client.act('choose Large title from the heading dropdown');
    expect(result.success, result.message).toBe(true);
    expect(await said()).toBe('header-picker = Large title');
  });

  it('"choose Garamond from the typeface menu" and "pull up the heading dropdown"', async () => {
    await pages.client.page.goto(`${pages.origin}/composer`);
    const chosen = await pages.client.act('choose Garamond from the typeface menu');
    expect(chosen.success, chosen.message).toBe(true);
    expect(await said()).toBe('typeface-picker = Garamond');
    await pages.client.page.goto(`${pages.origin}/composer`);
    const opened = await pages.client.act('pull up the heading dropdown');
    expect(opened.success, opened.message).toBe(true);
    expect(await pages.client.page.locator('.header-picker .face').getAttribute('aria-expanded')).toBe('true');
    expect(await said()).toBe('nothing chosen');
  });

  it('observe "the typeface picker": the picker said with the word picker', async () => {
    await pages.client.page.goto(`${pages.origin}/composer`);
    const [found] = await pages.client.observe('the typeface picker');
    expect(found?.description).toContain('Grotesk');
    expect(await pages.client.page.locator(found!.selector).evaluate((el) => el.parentElement?.className)).toBe('typeface-picker');
  });
});

describe('the clear-formatting button said as a verb', () => {
  for (const step of ['remove the formatting', 'strip all formatting from the selection', 'clear the formatting']) {
    it(`"${step}": the button named Clear format`, async () => {
      await pages.client.page.goto(`${pages.origin}/composer`);
      const result = await pages.client.act(step);
      expect(result.success, result.message).toBe(true);
      expect(await said()).toBe('command unformat');
    });
  }
});

describe('near misses hand over, the toolbar untouched', () => {
  it('"set the heading to Small title" with a header picker and a heading menu', async () => {
    await pages.client.page.goto(`${pages.origin}/poster`);
    await expect(pages.client.act('set the heading to Small title')).rejects.toThrow(MissingLLMConfigurationError);
    await expect(pages.client.act('choose Small title from the heading dropdown')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await said()).toBe('nothing chosen');
    expect(await faces()).toEqual(['Plain', 'Plain', 'Grotesk']);
  });

  it('"choose Garamond from the typeface dropdown" where the part is called "typeface" alone', async () => {
    await pages.client.page.goto(`${pages.origin}/poster`);
    await expect(pages.client.act('choose Garamond from the typeface dropdown')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await said()).toBe('nothing chosen');
  });

  it('"remove the formatting" with no clear-formatting button; "remove the strong formatting" names more', async () => {
    await pages.client.page.goto(`${pages.origin}/poster`);
    await expect(pages.client.act('remove the formatting')).rejects.toThrow(MissingLLMConfigurationError);
    await pages.client.page.goto(`${pages.origin}/composer`);
    await expect(pages.client.act('remove the strong formatting')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await said()).toBe('nothing chosen');
  });
});
