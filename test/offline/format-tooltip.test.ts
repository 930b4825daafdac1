/**
 * Formatting said as a verb where the toolbar draws its buttons as letters or signs and says the
 * format only in the tooltip (rule format-verb): "italicize it" for a button "I" titled "Italic", on
 * a document editor of our own. Issue 25 (the chat app's composer: "italicize it"). Near misses: two
 * buttons titled Italic, and an "I" whose tooltip says something else.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const editor = (toolbar: string) => `<!doctype html><title>Editor</title>
<div role="toolbar" aria-label="Formatting">${toolbar}</div>
<textarea id="doc" aria-label="Document">The quarterly report is ready</textarea>
<p id="status">Ready</p>
<script>
  const doc = document.getElementById('doc');
  const marks = { bold: '**', italic: '_', strike: '~~' };
  for (const b of document.querySelectorAll('[data-wrap]')) b.onclick = () => {
    const m = marks[b.dataset.wrap], s = doc.selectionStart, e = doc.selectionEnd;
    doc.value = doc.value.slice(0, s) + m + doc.value.slice(s, e) + m + doc.value.slice(e);
    document.getElementById('status').textContent = b.dataset.wrap;
  };
  for (const b of document.querySelectorAll('[data-other]')) b.onclick = () => { document.getElementById('status').textContent = b.dataset.other; };
</script>`;

const TOOLBAR = '<button data-wrap="bold" title="Bold"><b>B</b></button><button data-wrap="italic" title="Italic"><i>I</i></button><button data-wrap="strike" title="Strikethrough"><s>S</s></button><button data-other="info" title="About this editor">ⓘ</button>';
// The same format twice: the toolbar's and a floating bubble's.
const TWICE = `${TOOLBAR}</div><div role="toolbar" aria-label="Selection"><button data-wrap="italic" title="Italic">I</button>`;
// An "I" that inserts an image: its tooltip says no format.
const IMAGE = '<button data-wrap="bold" title="Bold">B</button><button data-other="image" title="Insert image">I</button>';

const pages = ownPages({ '/editor': editor(TOOLBAR), '/twice': editor(TWICE), '/image': editor(IMAGE) });
const page = () => pages.client.page;
const select = async () => page().locator('#doc').evaluate((el: HTMLTextAreaElement) => { el.focus(); el.setSelectionRange(4, 20); });

describe('formatting by verb, the toolbar saying the format in its tooltips (rule format-verb)', () => {
  it('"italicize it" clicks the "I" titled Italic, and the text is italic after', async () => {
    await page().goto(`${pages.origin}/editor`);
    await select();
    const result = await pages.client.act('italicize it');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'format-verb' });
    expect(await page().locator('#doc').inputValue()).toBe('The _quarterly report_ is ready');
  });

  it('"strike through the selection" clicks the "S" titled Strikethrough', async () => {
    await page().goto(`${pages.origin}/editor`);
    await select();
    const result = await pages.client.act('strike through the selection');
    expect(result.success, result.message).toBe(true);
    expect(await page().locator('#status').textContent()).toBe('strike');
  });

  it('near miss: two controls titled Italic (the toolbar\'s and the bubble\'s): handed over', async () => {
    await page().goto(`${pages.origin}/twice`);
    await select();
    await expect(pages.client.act('italicize it')).rejects.toThrow(/2 controls/);
    expect(await page().locator('#doc').inputValue()).toBe('The quarterly report is ready');
  });

  it('near miss: an "I" whose tooltip says "Insert image" is not italic: handed over', async () => {
    await page().goto(`${pages.origin}/image`);
    await select();
    await expect(pages.client.act('italicize it')).rejects.toThrow(/italic/i);
    expect(await page().locator('#status').textContent()).toBe('Ready');
  });
});
