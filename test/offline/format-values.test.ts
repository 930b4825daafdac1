/**
 * Issue 25, Quill's and the phrasings batches' formatting with a value (rule format-value): "centre
 * the paragraph", "align the text to the right", "colour the text red", "highlight it in yellow".
 * On a minutes editor of our own whose toolbar pickers show icons only: their developers name them
 * on the wrapper (`class="alignment-dropdown"`, which the snapshot leaves out), their items are
 * known by a value (`data-value="center"`) or drawn as colour swatches with no words. Near misses
 * hand over with the page untouched: a colour no swatch is near, two swatches about as near, an
 * alignment the picker does not offer, two alignment pickers.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { colourItem, formatValueOf } from '../../src/engine/offline/rules/format-value.js';
import { ownPages } from '../support/own-pages.js';

/** A picker of icons: a face with no words, its items hidden in the menu its aria-controls names. */
const picker = (cls: string, id: string, items: string) =>
  `<span class="${cls}"><span role="button" tabindex="0" class="face" aria-expanded="false" aria-controls="${id}"><svg width="14" height="14"><rect width="14" height="3"/></svg></span><span class="menu" id="${id}">${items}</span></span>`;
const valued = (values: string[]) => values.map((v) => `<span role="button" tabindex="0" class="item" data-value="${v}"><svg width="14" height="14"><rect width="10" height="3"/></svg></span>`).join('');
const swatches = (colours: string[], withValue: boolean) => colours.map((c) => `<span role="button" tabindex="0" class="item swatch" ${withValue ? `data-value="${c}" ` : ''}style="background-color:${c}"></span>`).join('');

const STYLE = `<style>
  .menu { display: none; position: absolute; background: #fff; border: 1px solid #999; padding: 2px; }
  .open .menu { display: block; }
  .item { display: inline-block; width: 16px; height: 16px; margin: 1px; cursor: pointer; }
  .face { display: inline-block; padding: 2px; cursor: pointer; }
</style>`;
const SCRIPT = `<script>
  for (const face of document.querySelectorAll('.face')) face.addEventListener('click', () => {
    const open = face.parentElement.classList.toggle('open');
    face.setAttribute('aria-expanded', String(open));
  });
  for (const item of document.querySelectorAll('.item')) item.addEventListener('click', () => {
    const part = item.closest('.menu').parentElement;
    part.classList.remove('open');
    part.querySelector('.face').setAttribute('aria-expanded', 'false');
    document.getElementById('said').textContent = part.className.split(' ')[0] + ' = ' + (item.dataset.value || item.style.backgroundColor);
  });
  for (const b of document.querySelectorAll('[data-cmd]')) b.addEventListener('click', () => {
    document.getElementById('said').textContent = 'command ' + b.dataset.cmd;
  });
</script>`;

const INK = ['#d32f2f', '#e57373', '#8e24aa', '#43a047', '#212121'];
const MARKER = ['#ffeb3b', '#fff9c4', '#80deea', '#c5e1a5'];

const MINUTES = `<!doctype html><title>Minutes</title>${STYLE}
<h1>Board minutes, 4 March</h1>
<div role="toolbar" aria-label="Paragraph tools">
  <button type="button" aria-pressed="false" aria-label="Strong">S</button>
  ${picker('alignment-dropdown', 'al', valued(['center', 'right', 'justify']))}
  ${picker('text-colour-picker', 'ink', swatches(INK, false))}
  ${picker('highlight-picker', 'mk', swatches(MARKER, true))}
</div>
<div contenteditable="true"><p>The treasurer presented the accounts.</p></div>
<p id="said">nothing chosen</p>${SCRIPT}`;

// Buttons named by the format and the value; two alignment pickers; blues about as near as each other.
const OTHER = `<!doctype html><title>Agenda</title>${STYLE}
<div role="toolbar" aria-label="Agenda tools">
  <button type="button" data-cmd="left" aria-label="Align left">L</button>
  <button type="button" data-cmd="centre" aria-label="Align centre">C</button>
  ${picker('text-colour-picker', 'ink', swatches(['#3949ab', '#1e40d0', '#d32f2f'], false))}
</div>
<div role="toolbar" aria-label="Table tools">
  ${picker('align-menu', 'a1', valued(['center', 'right']))}
  ${picker('cell-align-menu', 'a2', valued(['center', 'right']))}
</div>
<div contenteditable="true"><p>Item 1: budget</p></div>
<p id="said">nothing chosen</p>${SCRIPT}`;

const pages = ownPages({ '/minutes': MINUTES, '/agenda': OTHER });
const said = () => pages.client.page.locator('#said').textContent();
const expanded = () => pages.client.page.locator('.face').evaluateAll((faces) => faces.map((f) => f.getAttribute('aria-expanded')));

describe('what the step asks (pure)', () => {
  it('reads alignments, text colours and highlights said in several ways; other steps are none', () => {
    expect(formatValueOf('centre the paragraph')).toEqual({ format: 'align', value: 'center' });
    expect(formatValueOf('align it to the right')).toEqual({ format: 'align', value: 'right' });
    expect(formatValueOf('right-align the text')).toEqual({ format: 'align', value: 'right' });
    expect(formatValueOf('colour the text red')).toEqual({ format: 'color', value: 'red' });
    expect(formatValueOf('set the text color to green')).toEqual({ format: 'color', value: 'green' });
    expect(formatValueOf('highlight it in yellow')).toEqual({ format: 'background', value: 'yellow' });
    expect(formatValueOf('make the background yellow')).toEqual({ format: 'background', value: 'yellow' });
    expect(formatValueOf('highlight the bottom row')).toBeUndefined();
    expect(formatValueOf('center the map on Paris')).toBeUndefined();
    expect(formatValueOf('make the text bold')).toBeUndefined();
  });

  it('a swatch is the colour named only when near it and clearly nearer than the next', () => {
    const swatch = (c: string) => ({ selector: c, tag: 'span', attrs: {}, label: '', value: c });
    expect(colourItem([swatch('#e60000'), swatch('#f06666'), swatch('#a10000')], 'red')).toMatchObject({ control: { value: '#e60000' } });
    expect(colourItem([swatch('#3949ab'), swatch('#1e40d0')], 'blue')).toHaveProperty('handover');
    expect(colourItem([swatch('#8e24aa'), swatch('#43a047')], 'blue')).toHaveProperty('handover');
  });
});

describe('formatting with a value, by a picker its developers name', () => {
  it('"centre the paragraph": the alignment picker opened, then its item of value center', async () => {
    await pages.client.page.goto(`${pages.origin}/minutes`);
    const result = await pages.client.act('centre the paragraph');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'format-value' });
    expect(await said()).toBe('alignment-dropdown = center');
  });

  it('"align the text to the right"', async () => {
    await pages.client.page.goto(`${pages.origin}/minutes`);
    const result = await pages.client.act('align the text to the right');
    expect(result.success, result.message).toBe(true);
    expect(await said()).toBe('alignment-dropdown = right');
  });

  it('"colour the text red": the text colour picker (not the highlight), its swatch nearest red', async () => {
    await pages.client.page.goto(`${pages.origin}/minutes`);
    const result = await pages.client.act('colour the text red');
    expect(result.success, result.message).toBe(true);
    expect(await said()).toBe('text-colour-picker = rgb(211, 47, 47)');
  });

  it('"highlight it in yellow": the highlight picker, its item of value nearest yellow', async () => {
    await pages.client.page.goto(`${pages.origin}/minutes`);
    const result = await pages.client.act('highlight it in yellow');
    expect(result.success, result.message).toBe(true);
    expect(await said()).toBe('highlight-picker = #ffeb3b');
  });

  it('"center the text" with a button named Align centre: that button', async () => {
    await pages.client.page.goto(`${pages.origin}/agenda`);
    const result = await pages.client.act('center the text');
    expect(result.success, result.message).toBe(true);
    expect(await said()).toBe('command centre');
  });
});

describe('near misses hand over, the pickers left closed', () => {
  it('"make the text blue" with no swatch near blue', async () => {
    await pages.client.page.goto(`${pages.origin}/minutes`);
    await expect(pages.client.act('make the text blue')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await said()).toBe('nothing chosen');
    expect(await expanded()).toEqual(['false', 'false', 'false']);
  });

  it('"align it to the left" where the picker offers no left', async () => {
    await pages.client.page.goto(`${pages.origin}/minutes`);
    await expect(pages.client.act('align it to the left')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await said()).toBe('nothing chosen');
  });

  it('"colour the text blue" with two blues about as near; "justify the text" with two alignment pickers', async () => {
    await pages.client.page.goto(`${pages.origin}/agenda`);
    await expect(pages.client.act('colour the text blue')).rejects.toThrow(MissingLLMConfigurationError);
    await expect(pages.client.act('justify the text')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await said()).toBe('nothing chosen');
    expect(await expanded()).toEqual(['false', 'false', 'false']);
  });
});
