/**
 * A rich-text editor drawn as a contenteditable part with no role (no role="textbox", no name):
 * the aria snapshot reads it as a plain part, or, while it holds one paragraph, as that paragraph
 * alone. "type X into the editor", "write X in the text area", "click into the editor" resolve by
 * rule editor-text once the page says the part is editable, and succeed only when the editor shows
 * the text (or holds the focus). Pages of our own (a journal and a reply box); found by Quill's
 * batch ("no element matches editor").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const toolbar = '<div class="tools"><button type="button" aria-label="Bold">B</button><button type="button" aria-label="Italic">I</button></div>';

const pages = ownPages({
  // The empty editor holds one empty paragraph (the snapshot folds the part into it).
  '/journal': `<!doctype html><title>Journal</title><h1>Today's entry</h1>${toolbar}<div class="page" contenteditable="true" style="min-height:80px;border:1px solid #999"><p><br></p></div><button type="button">Publish</button>`,
  // Two paragraphs already: the part shows as a plain part holding them.
  '/draft': `<!doctype html><title>Draft</title><h1>Draft</h1>${toolbar}<div class="page" contenteditable="true" style="min-height:80px;border:1px solid #999"><p>First line</p><p>Second line</p></div>`,
  // The same words on a page where nothing is editable: an article's paragraphs.
  '/article': `<!doctype html><title>Article</title><h1>Editor's pick</h1><div class="page"><p>First line</p><p>Second line</p></div><button type="button">Share</button>`,
  // Two editors, one under each heading.
  '/two': `<!doctype html><title>Two</title><h2>Summary</h2><div contenteditable="true" style="min-height:40px"><p><br></p></div><h2>Details</h2><div contenteditable="true" style="min-height:40px"><p><br></p></div>`,
});

const shown = (n = 0) => pages.client.page.locator('[contenteditable]').nth(n).innerText();

describe('a contenteditable editor with no role', () => {
  it('"type X into the editor" types into the empty editor and is checked from what it shows', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/journal`);
    const result = await client.act('type Walked to the lake into the editor');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'editor-text' });
    expect((await shown()).trim()).toBe('Walked to the lake');
    expect(result.actions.at(-1)?.code).toBe("await page.keyboard.type('Walked to the lake');");
  });

  it('"write X in the text area" names the same editor', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/journal`);
    const result = await client.act('write Rain all day in the text area');
    expect(result.success, result.message).toBe(true);
    expect((await shown()).trim()).toBe('Rain all day');
  });

  it('"click into the editor" puts the focus in it, and says so', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/journal`);
    const result = await client.act('click into the editor');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'editor-text' });
    expect(await client.page.evaluate(() => (document.activeElement as HTMLElement | null)?.isContentEditable === true)).toBe(true);
  });

  it('an editor holding paragraphs: cleared whole, and "type" into it is handed over (replace or add?)', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/draft`);
    await expect(client.act('type more into the editor')).rejects.toThrow(/already shows text/);
    expect((await shown()).replace(/\s+/g, ' ').trim()).toBe('First line Second line');
    const result = await client.act('clear the editor');
    expect(result.success, result.message).toBe(true);
    expect((await shown()).trim()).toBe('');
  });

  it('paragraphs nobody can edit are no editor: handed over, the page untouched', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/article`);
    await expect(client.act('type more into the editor')).rejects.toThrow();
    await expect(client.act('click into the editor')).rejects.toThrow();
    expect(await client.page.locator('.page').innerText()).toBe('First line\n\nSecond line');
  });

  it('two editors: the heading before each names it, else handed over', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/two`);
    await expect(client.act('type Short into the editor')).rejects.toThrow(/2 editors/);
    const result = await client.act('type Longer text into the Details editor');
    expect(result.success, result.message).toBe(true);
    expect((await shown(1)).trim()).toBe('Longer text');
    expect((await shown(0)).trim()).toBe('');
  });
});

describe('observe', () => {
  it('"find the editor" points at the editable part, and at nothing on a page with none', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/draft`);
    const [found] = await client.observe('find the editor');
    expect(found, 'observe found nothing').toBeDefined();
    expect(await client.page.locator(found!.selector).evaluate((el) => (el as HTMLElement).isContentEditable)).toBe(true);
    await client.page.goto(`${pages.origin}/article`);
    await expect(client.observe('find the editor')).rejects.toThrow();
  });
});
