/**
 * Steps for EasyMDE 2.21.0 (test/offline/apps/easymde/: the markdown editor from the npm package
 * `easymde`, MIT, whose bundle holds CodeMirror 5, on a host page of ours, `index.html`, set up the
 * way its README shows, since the package ships no demo page): a code editor (CodeMirror's hidden
 * textarea, no label of its own) under a toolbar of icon buttons whose titles carry shortcut hints
 * ("Bold (Ctrl-B)"), formatting that acts on the editor's selection or line, preview, side by side
 * and full screen modes, a status bar, and a Title field and Publish button of ours. Blind:
 * written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 */
import { expect, type Page } from '@playwright/test';
import { finds, holds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Editor {
  value(text?: string): string;
  isPreviewActive(): boolean;
  isSideBySideActive(): boolean;
  isFullscreenActive(): boolean;
  togglePreview(): void;
  codemirror: {
    focus(): void;
    setSelection(from: { line: number; ch: number }, to?: { line: number; ch: number }): void;
    setCursor(pos: { line: number; ch: number }): void;
    lastLine(): number;
    getLine(n: number): string;
  };
}
declare const easyMDE: Editor;

const TEXT = 'Release notes\n\nThis release is important for every user.\n\nUpgrade steps\nBack up the database\nRun the migration';

/** Everything a step could change: the text, the modes, the Title field, the published line. */
async function state(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      text: easyMDE.value(),
      modes: [easyMDE.isPreviewActive(), easyMDE.isSideBySideActive(), easyMDE.isFullscreenActive()],
      title: (document.getElementById('title') as HTMLInputElement).value,
      published: document.getElementById('published')?.textContent,
      url: location.href,
    }),
  );
}

let prepared = '';

const SETUPS = ['page', 'empty', 'word', 'line', 'lines', 'end', 'preview', 'bolded'];

async function prepare(page: Page, origin: string, setup: string) {
  if (!SETUPS.includes(setup)) throw new Error(`no EasyMDE setup ${setup}`);
  await page.goto(`${origin}/easymde/index.html?fresh=${Date.now()}`, { waitUntil: 'domcontentloaded', timeout: LOAD_MS });
  await expect(page.locator('.editor-toolbar button.bold')).toBeVisible({ timeout: LOAD_MS });
  await expect(page.locator('.CodeMirror')).toContainText('Run the migration');
  await page.evaluate((setup) => {
    const cm = easyMDE.codemirror;
    if (setup === 'empty') easyMDE.value('');
    if (setup === 'word' || setup === 'bolded') {
      cm.focus();
      // "important" on line 3 (0-based 2).
      cm.setSelection({ line: 2, ch: 16 }, { line: 2, ch: 25 });
    }
    if (setup === 'line') {
      cm.focus();
      cm.setCursor({ line: 4, ch: 3 });
    }
    if (setup === 'lines') {
      cm.focus();
      cm.setSelection({ line: 5, ch: 0 }, { line: 6, ch: 17 });
    }
    if (setup === 'end') {
      cm.focus();
      cm.setCursor({ line: cm.lastLine(), ch: cm.getLine(cm.lastLine()).length });
    }
    if (setup === 'preview') easyMDE.togglePreview();
  }, setup);
  if (setup === 'bolded') {
    await page.locator('.editor-toolbar button.bold').click();
    await expect.poll(() => page.evaluate(() => easyMDE.value())).toContain('**important**');
  }
  if (setup === 'preview') await expect(page.locator('.editor-preview-active')).toBeVisible();
  await page.mouse.move(0, 0);
  prepared = await state(page);
}

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const untouched = async (page: Page) => {
  expect(await state(page)).toBe(prepared);
};
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, untouched, phrasings);

// --- checks ----------------------------------------------------------------------------------

const text = (want: string) => async (page: Page) => {
  await expect.poll(() => page.evaluate(() => easyMDE.value()), { timeout: 3_000 }).toBe(want);
};
/** The text is the starting text with `from` written as `to`. */
const edited = (from: string, to: string) => text(TEXT.replace(from, to));
/** Something was inserted after the last line, and nothing else changed. */
const endsWith = (inserted: string) => async (page: Page) => {
  const read = () => page.evaluate(() => easyMDE.value());
  await expect.poll(read, { timeout: 3_000 }).toContain(inserted);
  const now = await read();
  expect(now.startsWith(TEXT)).toBe(true);
};
const modes = (preview: boolean, side: boolean, full: boolean) => async (page: Page) => {
  const read = () => page.evaluate(() => [easyMDE.isPreviewActive(), easyMDE.isSideBySideActive(), easyMDE.isFullscreenActive()]);
  await expect.poll(read, { timeout: 3_000 }).toEqual([preview, side, full]);
};

// --- references ------------------------------------------------------------------------------

const tool = (name: string) => (page: Page) => page.locator(`.editor-toolbar button.${name}`).click();
const typeInEditor = (typed: string) => async (page: Page) => {
  await page.locator('.CodeMirror').click();
  await page.keyboard.type(typed);
};

export const EASYMDE_STEPS: AppStep[] = [
  // Writing.
  ...says('empty', typeInEditor('Hello world'), text('Hello world'), [
    'type "Hello world" into the editor',
    'write Hello world in the Body',
    'enter "Hello world" in the markdown editor',
  ]),
  ...says('page', async (page) => {
    await page.locator('.CodeMirror').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
  }, text(''), ['clear the editor', 'delete all the text in the body']),
  ...says('page', (page) => page.getByLabel('Title').fill('Spring release'), holds({ '#title': 'Spring release' }), [
    'type "Spring release" as the title',
    'fill Title with Spring release',
  ]),
  ...says('page', (page) => page.getByRole('button', { name: 'Publish' }).click(), async (page) => {
    await expect(page.locator('#published')).toHaveText(`Published:  (${TEXT.length} characters)`, { timeout: 3_000 });
  }, ['click Publish', 'publish the post']),

  // Formatting the selected word.
  ...says('word', tool('bold'), edited('important', '**important**'), ['click Bold', 'make the selection bold', 'press Ctrl+B']),
  ...says('word', tool('italic'), edited('important', '*important*'), ['italicize the selected text', 'click the Italic button']),
  ...says('word', tool('strikethrough'), edited('important', '~~important~~'), ['strike through the selected word']),
  ...says('word', tool('code'), edited('important', '`important`'), ['click the code button']),
  ...says('word', tool('link'), edited('important', '[important](https://)'), ['insert a link', 'click "Create Link"']),

  // Formatting lines.
  ...says('line', tool('heading'), edited('Upgrade steps', '# Upgrade steps'), ['make this line a heading', 'click Heading']),
  ...says('line', tool('quote'), edited('Upgrade steps', '> Upgrade steps'), ['turn the line into a quote']),
  ...says('lines', tool('ordered-list'), edited('Back up the database\nRun the migration', '1. Back up the database\n2. Run the migration'), [
    'make the selected lines a numbered list',
    'click Numbered List',
  ]),
  ...says('lines', tool('unordered-list'), edited('Back up the database\nRun the migration', '* Back up the database\n* Run the migration'), [
    'make them a bulleted list',
    'click "Generic List"',
  ]),

  // Inserting.
  ...says('end', tool('horizontal-rule'), endsWith('---'), ['insert a horizontal line', 'add a horizontal rule']),
  ...says('end', tool('table'), endsWith('| Column 1 |'), ['insert a table']),

  // Modes.
  ...says('page', tool('preview'), modes(true, false, false), ['toggle preview', 'preview the post', 'click the eye icon']),
  ...says('preview', tool('preview'), modes(false, false, false), ['go back to editing', 'turn off the preview']),
  ...says('page', tool('side-by-side'), modes(false, true, true), ['show side by side', 'click Toggle Side by Side']),
  ...says('page', tool('fullscreen'), modes(false, false, true), ['go full screen']),

  // Undo.
  ...says('bolded', tool('undo'), text(TEXT), ['undo', 'click Undo']),

  // Ambiguous: two list buttons; three toggles; "format" names no format.
  ...asks('page', ['click the list button', 'click the toggle button']),
  ...asks('word', ['format the selection']),

  // Finding things.
  ...finds('page', '.editor-toolbar button.bold', ['find the Bold button']),
  ...finds('page', '.editor-statusbar .words', ['find the word count']),
  ...finds('page', '.editor-toolbar button.preview', ['find the preview button']),
  ...finds('page', '#title', ['find the title field']),
];

export const EASYMDE: RealApp = { name: 'easymde', steps: EASYMDE_STEPS, prepare, state };
