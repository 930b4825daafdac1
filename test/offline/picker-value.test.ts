/**
 * Issue 25, the phrasings batches' toolbar pickers: a picker whose button shows only its value
 * ("Regular") and whose purpose only its developers' names say, on the part drawn around the button
 * alone (`class="weight-picker"`), with its items drawn by the stylesheet (CSS generated content,
 * no text of their own) and hidden until it opens. "Weight: Bold", "set the line spacing to
 * Double", "choose Light in the weight menu", "open the weight dropdown" open it, then pick the item
 * (menu-value, menu-pick, menu-button). On a letter editor's toolbar of our own; near misses hand over
 * with the toolbar untouched: two pickers of one name, a value shown already, and a part whose names
 * say no menu word.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

/** A picker: a face button, then its items, drawn only by the stylesheet from data-v. */
const picker = (cls: string, id: string, face: string, values: string[]) =>
  `<span class="${cls}"><button type="button" class="face" aria-expanded="false" aria-controls="${id}">${face}</button><span class="opts" id="${id}">${values
    .map((v) => `<span role="button" tabindex="0" class="opt" data-v="${v.toLowerCase()}"></span>`)
    .join('')}</span></span>`;
const labels = (values: string[]) => values.map((v) => `.opt[data-v="${v.toLowerCase()}"]::before { content: "${v}"; }`).join('\n');

const WEIGHTS = ['Light', 'Regular', 'Bold'];
const SPACINGS = ['Single', 'Double'];
const SHADES = ['Red', 'Blue'];
const STYLE = `<style>
  .opts { display: none; position: absolute; background: #fff; border: 1px solid #999; }
  .open .opts { display: block; }
  .opt { display: block; padding: 2px 8px; cursor: pointer; }
  ${labels([...WEIGHTS, ...SPACINGS, ...SHADES])}
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
</script>`;

const LETTER = `<!doctype html><title>Letter</title>${STYLE}
<h1>Letter to the council</h1>
<div role="toolbar" aria-label="Formatting">
  <button type="button" aria-pressed="false">B</button>
  ${picker('weight-picker', 'w', 'Regular', WEIGHTS)}
  ${picker('spacing-picker', 's', 'Single', SPACINGS)}
</div>
<p contenteditable="true">Dear members of the council,</p>
<p id="said">nothing chosen</p>${SCRIPT}`;

// Two pickers of one name ("shade picker" for the text and for the fill), and one whose part says no menu word.
const TWO = `<!doctype html><title>Shapes</title>${STYLE}
<div role="toolbar" aria-label="Shape">
  ${picker('shade-picker text', 't', 'Red', SHADES)}
  ${picker('shade-picker fill', 'f', 'Blue', SHADES)}
  ${picker('weight', 'w', 'Regular', WEIGHTS)}
</div>
<p id="said">nothing chosen</p>${SCRIPT}`;

const pages = ownPages({ '/letter': LETTER, '/shapes': TWO });
const said = () => pages.client.page.locator('#said').textContent();
const faces = () => pages.client.page.locator('.face').allTextContents();

describe('a picker named by its developers, its items drawn by the stylesheet', () => {
  it('"Weight: Bold": the weight picker opened, then its Bold', async () => {
    await pages.client.page.goto(`${pages.origin}/letter`);
    const result = await pages.client.act('Weight: Bold');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'menu-value' });
    expect(await said()).toBe('weight-picker = Bold');
  });

  it('"set the line spacing to Double": the thing set said with more words than its developers wrote', async () => {
    await pages.client.page.goto(`${pages.origin}/letter`);
    const result = await pages.client.act('set the line spacing to Double');
    expect(result.success, result.message).toBe(true);
    expect(await said()).toBe('spacing-picker = Double');
  });

  it('"choose Light in the weight menu": the menu opened by its developers\' name, then the item', async () => {
    await pages.client.page.goto(`${pages.origin}/letter`);
    const result = await pages.client.act('choose Light in the weight menu');
    expect(result.success, result.message).toBe(true);
    expect(await said()).toBe('weight-picker = Light');
  });

  it('"open the weight dropdown": only opened', async () => {
    await pages.client.page.goto(`${pages.origin}/letter`);
    const result = await pages.client.act('open the weight dropdown');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('.weight-picker .face').getAttribute('aria-expanded')).toBe('true');
    expect(await said()).toBe('nothing chosen');
  });

  it('a value the picker shows already ("Weight: Regular") is handed over', async () => {
    await pages.client.page.goto(`${pages.origin}/letter`);
    await expect(pages.client.act('Weight: Regular')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await said()).toBe('nothing chosen');
  });
});

describe('near misses: two pickers of the name, a part whose names say no menu word', () => {
  it('"Shade: Blue" with a text and a fill shade picker is handed over, nothing chosen', async () => {
    await pages.client.page.goto(`${pages.origin}/shapes`);
    await expect(pages.client.act('Shade: Blue')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await said()).toBe('nothing chosen');
    expect(await faces()).toEqual(['Red', 'Blue', 'Regular']);
  });

  it('"Weight: Bold" where the part is called "weight" alone (no picker, menu or dropdown) is handed over', async () => {
    await pages.client.page.goto(`${pages.origin}/shapes`);
    await expect(pages.client.act('Weight: Bold')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await said()).toBe('nothing chosen');
  });
});
