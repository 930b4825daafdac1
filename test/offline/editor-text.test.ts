/**
 * A code or text editor drawn in divs that takes its keys through a hidden text field (the way
 * CodeMirror 5 and Ace do): "type X into the editor", "clear the editor", "select all the code",
 * "replace the editor's text with X" resolve by rule editor-text (a click on its text, then keys)
 * and succeed only when the editor shows the result. Pages of our own; found by the eighth blind
 * batch (CodeMirror's text area handed over).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

/** A small editor: the text shown in a <pre> under its line number, the keys taken by a textarea clipped to nothing. */
const editor = (id: string, text: string) => `<div class="ed" id="${id}" style="border:1px solid #999;min-height:80px">
  <div style="overflow:hidden;position:relative;width:3px;height:0"><textarea style="position:absolute;width:1px;height:1em"></textarea></div>
  <div class="gutter" style="color:#888">1</div>
  <pre style="margin:0;min-height:60px"></pre>
</div>
<script>
(() => {
  const ed = document.getElementById(${JSON.stringify(id)}), te = ed.querySelector('textarea'), pre = ed.querySelector('pre');
  let doc = ${JSON.stringify(text)}, all = false;
  const render = () => { pre.textContent = doc; ed.dataset.value = doc; };
  ed.addEventListener('mousedown', (e) => { e.preventDefault(); all = false; te.value = ''; te.focus(); });
  te.addEventListener('keydown', (e) => {
    if ((e.ctrlKey || e.metaKey) && e.key === 'a') { e.preventDefault(); all = true; te.value = doc; te.select(); }
    else if ((e.key === 'Delete' || e.key === 'Backspace') && all) { e.preventDefault(); doc = ''; all = false; te.value = ''; render(); }
  });
  te.addEventListener('input', () => { doc = all ? te.value : doc + te.value; all = false; te.value = ''; render(); });
  render();
})();
</script>`;

const pages = ownPages({
  '/one': `<!doctype html><title>Snippet</title><h1>Snippet</h1>${editor('code', 'let total = 0;')}<label>Comment <textarea id="comment"></textarea></label>`,
  '/empty': `<!doctype html><title>Snippet</title>${editor('code', '')}`,
  '/two': `<!doctype html><title>Two</title><h2>Notes</h2>${editor('notes', 'a')}<h2>Draft</h2>${editor('draft', 'b')}`,
});

const value = (id: string) => pages.client.page.locator(`#${id}`).getAttribute('data-value');

describe('an editor that takes its keys through a hidden field', () => {
  it('"clear the editor" empties what it shows, by a click and keys', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/one`);
    const result = await client.act('clear the editor');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'editor-text' });
    expect(await value('code')).toBe('');
    expect(result.actions.map((a) => a.code).join('\n')).toContain("page.keyboard.press('ControlOrMeta+a')");
    expect(await client.page.locator('#comment').inputValue()).toBe('');
  });

  it('"replace the editor\'s text with X" and "set the editor\'s text to X" leave only X', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/one`);
    const replaced = await client.act("replace the editor's text with let sum = 1;");
    expect(replaced.success, replaced.message).toBe(true);
    expect(await value('code')).toBe('let sum = 1;');
    const set = await client.act("set the editor's text to # Notes");
    expect(set.success, set.message).toBe(true);
    expect(await value('code')).toBe('# Notes');
    expect(set.actions.at(-1)?.code).toBe("await page.keyboard.type('# Notes');");
  });

  it('"select all the code" selects all of it, checked from the browser\'s selection', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/one`);
    const result = await client.act('select all the code');
    expect(result.success, result.message).toBe(true);
    expect(await client.page.evaluate(() => { const te = document.activeElement as HTMLTextAreaElement; return te.value.slice(te.selectionStart, te.selectionEnd); })).toBe('let total = 0;');
  });

  it('"type X into the editor" types into an empty one; one that shows text is handed over (replace or add?)', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/empty`);
    const result = await client.act('type const TAX = 0.2; into the editor');
    expect(result.success, result.message).toBe(true);
    expect(await value('code')).toBe('const TAX = 0.2;');
    await expect(client.act('type more into the editor')).rejects.toThrow(/already shows text.*replace the editor's text with more/);
    expect(await value('code')).toBe('const TAX = 0.2;');
  });

  it('two editors: named by the heading before each, else handed over', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/two`);
    await expect(client.act('clear the editor')).rejects.toThrow(/2 editors/);
    expect([await value('notes'), await value('draft')]).toEqual(['a', 'b']);
    const result = await client.act("replace the Draft editor's text with done");
    expect(result.success, result.message).toBe(true);
    expect([await value('notes'), await value('draft')]).toEqual(['a', 'done']);
  });
});
