/**
 * A text size stepper drawn as short glyphs ("T−", "T+") and named by its tooltips: "make the font
 * smaller" clicks the one whose tooltip says "Smaller text" (rule title-purpose: "make" says no purpose
 * of its own, and a name of two characters with a sign in it is a sign). format-verb no longer keeps a
 * step whose word is no format it knows from the rules after it. On a reader app's toolbar of ours;
 * near misses (a size no tooltip says) hand over with the size as it was.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const READER = `<!doctype html><title>Reader</title>
<div role="toolbar" aria-label="Reading">
  <button id="down" title="Smaller text">T&minus;</button>
  <output id="size">16</output>
  <button id="up" title="Larger text">T+</button>
  <button title="Night mode">&#9790;</button>
</div>
<article><h1>Chapter one</h1><p id="text" style="font-size:16px">It was a bright cold day in April.</p></article>
<script>
  const set = (d) => { const s = Number(document.getElementById('size').textContent) + d; document.getElementById('size').textContent = s; document.getElementById('text').style.fontSize = s + 'px'; };
  document.getElementById('down').onclick = () => set(-1);
  document.getElementById('up').onclick = () => set(1);
</script>`;

const pages = ownPages({ '/reader': READER });
const size = () => pages.client.page.locator('#size').textContent();

describe('a text size said as the purpose of its stepper\'s glyph (rule title-purpose)', () => {
  it('"make the text smaller" clicks "T−" titled "Smaller text"', async () => {
    await pages.client.page.goto(`${pages.origin}/reader`);
    const result = await pages.client.act('make the text smaller');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'title-purpose' });
    expect(await size()).toBe('15');
  });

  it('"make the text larger" clicks "T+"', async () => {
    await pages.client.page.goto(`${pages.origin}/reader`);
    const result = await pages.client.act('make the text larger');
    expect(result.success, result.message).toBe(true);
    expect(await size()).toBe('17');
  });

  it('near miss: a size no tooltip says hands over, the size as it was', async () => {
    await pages.client.page.goto(`${pages.origin}/reader`);
    await expect(pages.client.act('make the text tiny')).rejects.toThrow();
    expect(await size()).toBe('16');
  });
});
