/**
 * Steps for Quill 2.0.3 (test/offline/apps/quill/: the editor from the npm package `quill`,
 * BSD-3-Clause, on a host page of ours, `index.html`: the quickstart of quilljs.com with the
 * toolbar of its "Toolbar" guide, since the package ships no demo page): a rich-text editor (a
 * contenteditable div) under a toolbar of icon buttons named by their format ("bold",
 * "header: 1", "list: bullet") and of pickers drawn with spans (size, header, color, background,
 * font, align) whose items show their names through CSS only, and a link tooltip. Blind: written
 * the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 */
import { expect, type Page } from '@playwright/test';
import { finds, genericState, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

let prepared = '';

interface QuillLike {
  setSelection(index: number, length: number): void;
  formatText(index: number, length: number, formats: Record<string, unknown>): void;
  getFormat(index: number, length: number): Record<string, unknown>;
  getText(): string;
  hasFocus(): boolean;
}

async function prepare(page: Page, origin: string, setup: string) {
  if (!['editor', 'selected', 'link', 'formatted'].includes(setup)) throw new Error(`no Quill setup ${setup}`);
  await page.goto(`${origin}/quill/index.html?fresh=${Date.now()}`, { waitUntil: 'domcontentloaded', timeout: LOAD_MS });
  await expect(page.locator('.ql-toolbar')).toBeVisible({ timeout: LOAD_MS });
  // "Hello World!" selected, as a person selects it before using the toolbar.
  if (setup !== 'editor') await page.evaluate(() => (window as unknown as { quill: QuillLike }).quill.setSelection(0, 12));
  if (setup === 'formatted') {
    await page.evaluate(() => (window as unknown as { quill: QuillLike }).quill.formatText(0, 12, { bold: true, italic: true }));
    await page.evaluate(() => (window as unknown as { quill: QuillLike }).quill.setSelection(0, 12));
  }
  if (setup === 'link') {
    await page.locator('button.ql-link').click();
    await expect(page.locator('.ql-tooltip.ql-editing input')).toBeVisible();
  }
  await page.mouse.move(0, 0);
  prepared = await genericState(page);
}

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const untouched = async (page: Page) => {
  expect(await genericState(page)).toBe(prepared);
};
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, untouched, phrasings);

/** "Hello World!" carries this format; its text is unchanged. */
const formatted = (format: string, value: unknown) => async (page: Page) => {
  const read = () =>
    page.evaluate(
      ([f]) => {
        const q = (window as unknown as { quill: QuillLike }).quill;
        return { value: q.getFormat(0, 12)[f as string] ?? null, text: q.getText().split('\n')[0] };
      },
      [format],
    );
  await expect.poll(read, { timeout: 3_000 }).toEqual({ value, text: 'Hello World!' });
};
const noFormat = (formats: string[]) => async (page: Page) => {
  const read = () =>
    page.evaluate((fs) => {
      const got = (window as unknown as { quill: QuillLike }).quill.getFormat(0, 12);
      return fs.map((f) => got[f] ?? null);
    }, formats);
  await expect.poll(read, { timeout: 3_000 }).toEqual(formats.map(() => null));
};

// --- references ------------------------------------------------------------------------------

const click = (selector: string) => (page: Page) => page.locator(selector).click();
const picker = (name: string, value: string | null) => async (page: Page) => {
  await page.locator(`span.ql-${name} .ql-picker-label`).click();
  await page.locator(`span.ql-${name} .ql-picker-item${value === null ? ':not([data-value])' : `[data-value="${value}"]`}`).click();
};

export const QUILL_STEPS: AppStep[] = [
  // Toolbar buttons on the selected text.
  ...says('selected', click('button.ql-bold'), formatted('bold', true), ['click Bold', 'make the selected text bold', 'press the bold button in the toolbar']),
  ...says('selected', click('button.ql-italic'), formatted('italic', true), ['click Italic', 'italicize the selection']),
  ...says('selected', click('button.ql-underline'), formatted('underline', true), ['underline the selected text']),
  ...says('selected', click('button.ql-strike'), formatted('strike', true), ['strike through the selection']),
  ...says('selected', click('button.ql-blockquote'), formatted('blockquote', true), ['make the line a quote', 'click the blockquote button']),
  ...says('selected', click('button.ql-code-block'), formatted('code-block', 'plain'), ['turn it into a code block']),
  ...says('selected', click('button.ql-header[value="1"]'), formatted('header', 1), ['turn the line into Heading 1', 'click the H1 button']),
  ...says('selected', click('button.ql-list[value=bullet]'), formatted('list', 'bullet'), ['make it a bulleted list', 'click the bullet list button']),
  ...says('selected', click('button.ql-list[value=ordered]'), formatted('list', 'ordered'), ['make it a numbered list']),
  ...says('selected', click('button.ql-script[value=super]'), formatted('script', 'super'), ['make it superscript']),
  ...says('selected', click('button.ql-indent[value="+1"]'), formatted('indent', 1), ['indent the line', 'click increase indent']),

  // Pickers.
  ...says('selected', picker('header', '2'), formatted('header', 2), ['choose Heading 2 from the header dropdown', 'set the heading to Heading 2']),
  ...says('selected', picker('size', 'large'), formatted('size', 'large'), ['set the text size to Large', 'choose Large in the size menu']),
  ...says('selected', picker('align', 'center'), formatted('align', 'center'), ['center the text', 'align center']),
  ...says('selected', picker('color', '#e60000'), formatted('color', '#e60000'), ['color the text red']),
  ...says('selected', picker('font', 'monospace'), formatted('font', 'monospace'), ['choose Monospace as the font', 'change the font to Monospace']),
  ...says('selected', click('span.ql-size .ql-picker-label'), async (page) => {
    await expect(page.locator('span.ql-size')).toHaveClass(/ql-expanded/, { timeout: 3_000 });
  }, ['open the size dropdown']),

  // The link tooltip.
  ...says('selected', click('button.ql-link'), async (page) => {
    await expect(page.locator('.ql-tooltip.ql-editing input')).toBeVisible({ timeout: 3_000 });
  }, ['click the link button', 'insert a link']),
  ...says('link', async (page) => {
    await page.locator('.ql-tooltip input').fill('https://example.com');
    await page.locator('.ql-tooltip a.ql-action').click();
  }, formatted('link', 'https://example.com'), ['type https://example.com into the link box and click Save']),

  // Removing formats.
  ...says('formatted', click('button.ql-clean'), noFormat(['bold', 'italic']), ['click clean', 'remove the formatting']),

  // Typing.
  ...says('editor', async (page) => {
    await page.locator('.ql-editor').click();
    await page.keyboard.type('Hi there');
  }, async (page) => {
    await expect.poll(() => page.evaluate(() => (window as unknown as { quill: QuillLike }).quill.getText()), { timeout: 3_000 }).toContain('Hi there');
  }, ['type "Hi there" into the editor', 'write Hi there in the text area']),
  ...says('editor', click('.ql-editor'), async (page) => {
    await expect.poll(() => page.evaluate(() => (window as unknown as { quill: QuillLike }).quill.hasFocus()), { timeout: 3_000 }).toBe(true);
  }, ['click into the editor']),

  // Ambiguous: six pickers; three list buttons.
  ...asks('selected', ['open the dropdown', 'click the list button']),

  // Finding things.
  ...finds('editor', 'button.ql-bold', ['find the Bold button']),
  ...finds('editor', '.ql-editor, #editor', ['find the editor']),
  ...finds('editor', 'span.ql-size .ql-picker-label, span.ql-size', ['find the size dropdown']),
];

export const QUILL: RealApp = { name: 'quill', steps: QUILL_STEPS, prepare };
