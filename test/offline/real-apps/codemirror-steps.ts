/**
 * Steps for CodeMirror 5.65.20 (test/offline/apps/codemirror/: the npm package `codemirror`, MIT, on a
 * host page of ours, `index.html`, since the package ships no demo page): a snippet editor with a
 * file list (four files of four languages), a Language menu (an ARIA menu button of ours),
 * CodeMirror's own Find / Replace / Jump to line dialogs, Toggle comment, Undo, Redo and Save
 * buttons, option checkboxes (line numbers, wrapping, read-only), a Theme select and a font size.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (the open file, the editor's text, language, selection
 * and cursor line, the dialog at the top of the editor and its field, the menu, the options, the
 * status line) with the state the step started from, with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Editor {
  getValue(): string;
  getSelection(): string;
  getCursor(): { line: number; ch: number };
  getOption(name: string): unknown;
  getDoc(): { getMode(): { name: string } };
  getWrapperElement(): HTMLElement;
  setCursor(pos: { line: number; ch: number }): void;
  setValue(text: string): void;
  clearHistory(): void;
  replaceRange(text: string, pos: { line: number; ch: number }): void;
  focus(): void;
}

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => {
    const editor = (window as unknown as { editor: Editor }).editor;
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const dialog = document.querySelector('.CodeMirror-dialog');
    const checked = (id: string) => (document.getElementById(id) as HTMLInputElement).checked;
    return {
      file: text(document.getElementById('title')),
      value: editor.getValue(),
      mode: editor.getDoc().getMode().name,
      selection: editor.getSelection(),
      line: editor.getCursor().line + 1,
      dialog: text(dialog),
      field: (dialog?.querySelector('input') as HTMLInputElement | null)?.value ?? null,
      menu: document.getElementById('lang-button')?.getAttribute('aria-expanded') === 'true',
      language: text(document.getElementById('lang-button')),
      lineNumbers: [checked('opt-lines'), editor.getOption('lineNumbers')],
      wrap: [checked('opt-wrap'), editor.getOption('lineWrapping')],
      readOnly: [checked('opt-readonly'), editor.getOption('readOnly')],
      theme: [(document.getElementById('theme') as HTMLSelectElement).value, editor.getOption('theme')],
      fontSize: [(document.getElementById('font-size') as HTMLInputElement).value, editor.getWrapperElement().style.fontSize],
      status: text(document.getElementById('status')),
    };
  });
type State = Awaited<ReturnType<typeof read>>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared: State | undefined;

const CART = [
  '// Shopping cart totals',
  'function total(items) {',
  '  let sum = 0;',
  '  for (const item of items) {',
  '    sum += item.price * item.qty;',
  '  }',
  '  return sum;',
  '}',
  '',
  'function discount(amount, code) {',
  "  if (code === 'SAVE10') return amount * 0.9;",
  '  return amount;',
  '}',
  '',
  'console.log(total([{ price: 4, qty: 2 }]));',
].join('\n');
const REPORT = ['def report(rows):', '    for name, score in rows:', "        print(f'{name}: {score}')", '', "report([('Ada', 9), ('Lin', 7)])"].join('\n');
const NOTES = ['# Release notes', '', '- Cart totals include the discount', '- Reports print one line per row'].join('\n');

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const dialogField = (page: Page) => page.locator('.CodeMirror-dialog input');
const dialogButton = (page: Page, name: string) => page.locator('.CodeMirror-dialog').getByRole('button', { name, exact: true });
const menuItem = (page: Page, name: string) => page.getByRole('menuitemradio', { name, exact: true });
const editorText = (page: Page) => page.locator('.CodeMirror-code');

async function prepare(page: Page, origin: string, setup: string) {
  await page.goto(`${origin}/codemirror/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await page.waitForFunction(() => (window as unknown as { editor?: unknown }).editor !== undefined, undefined, { timeout: LOAD_MS });
  await expect(page.locator('.CodeMirror-code')).toContainText('Shopping cart totals', { timeout: LOAD_MS });
  const run = (fn: (editor: Editor) => void) => page.evaluate(`(${fn.toString()})(window.editor)`);
  if (setup === 'report' || setup === 'notes') await page.locator('aside').getByRole('button', { name: `${setup === 'report' ? 'report.py' : 'notes.md'}` }).click();
  if (setup === 'menu-open') {
    await page.locator('#lang-button').click();
    await expect(menuItem(page, 'JavaScript')).toBeVisible();
  }
  if (setup === 'python') {
    await page.locator('#lang-button').click();
    await menuItem(page, 'Python').click();
  }
  if (setup.startsWith('find')) {
    await button(page, 'Find').click();
    await expect(dialogField(page)).toBeFocused();
    if (setup === 'find-typed') await dialogField(page).fill('discount');
  }
  if (setup.startsWith('replace')) {
    await button(page, 'Replace').click();
    await expect(dialogField(page)).toBeFocused();
    if (setup !== 'replace-open') {
      await dialogField(page).fill('sum');
      await dialogField(page).press('Enter');
      await expect(page.locator('.CodeMirror-dialog')).toContainText('With:');
    }
    if (setup === 'replace-confirm') {
      await dialogField(page).fill('subtotal');
      await dialogField(page).press('Enter');
      await expect(page.locator('.CodeMirror-dialog')).toContainText('Replace?');
    }
  }
  if (setup === 'jump-open') {
    await button(page, 'Go to line').click();
    await expect(dialogField(page)).toBeFocused();
  }
  if (setup === 'cursor-3')
    await run((editor) => {
      editor.focus();
      editor.setCursor({ line: 2, ch: 4 });
    });
  if (setup === 'edited' || setup === 'undone') await run((editor) => editor.replaceRange('\n// checked', { line: 14, ch: 43 }));
  if (setup === 'undone') await button(page, 'Undo').click();
  if (setup === 'empty')
    await run((editor) => {
      editor.setValue('');
      editor.clearHistory();
    });
  if (setup === 'readonly') await page.getByLabel('Read-only').check();
  if (setup === 'monokai') await page.getByLabel('Theme').selectOption('monokai');
  await page.mouse.move(640, 700);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

/** The page as the step found it, with these changes only. */
const becomes = (changes: Partial<State>) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const want = { ...prepared, ...changes };
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want);
};
const LANGS = { javascript: 'JavaScript', python: 'Python', css: 'CSS', markdown: 'Markdown' } as const;
const language = (mode: keyof typeof LANGS) => becomes({ mode, language: `Language: ${LANGS[mode]}`, menu: false, status: `Last action: language set to ${LANGS[mode]}` });
const SEARCH = 'Search: (Use /re/ syntax for regexp search)';

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const openFile = (name: string) => async (page: Page) => {
  await page.locator('aside').getByRole('button', { name, exact: true }).click();
};
const chooseLanguage = (name: string) => async (page: Page) => {
  await page.locator('#lang-button').click();
  await menuItem(page, name).click();
};
const inDialog = (value: string, enter = false) => async (page: Page) => {
  await dialogField(page).fill(value);
  if (enter) await dialogField(page).press('Enter');
};
/** Select all of the editor's text with the keyboard, then type over it (or delete it). */
const typeOver = (text: string) => async (page: Page) => {
  await editorText(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  if (text) await page.keyboard.type(text);
  else await page.keyboard.press('Delete');
};

export const CODEMIRROR_STEPS: AppStep[] = [
  // The file list.
  ...says('home', openFile('report.py'), becomes({ file: 'report.py', value: REPORT, mode: 'python', language: 'Language: Python', status: 'Last action: opened report.py' }), ['open report.py']),
  ...says('home', openFile('notes.md'), becomes({ file: 'notes.md', value: NOTES, mode: 'markdown', language: 'Language: Markdown', status: 'Last action: opened notes.md' }), [
    'click notes.md in the file list',
  ]),
  ...says('report', openFile('cart.js'), becomes({ file: 'cart.js', value: CART, mode: 'javascript', language: 'Language: JavaScript', status: 'Last action: opened cart.js' }), [
    'go back to cart.js',
  ]),

  // The Language menu.
  ...says('home', (p) => p.locator('#lang-button').click(), becomes({ menu: true }), ['open the Language menu']),
  ...says('home', chooseLanguage('Python'), language('python'), ['choose Python from the Language menu']),
  ...says('home', chooseLanguage('Markdown'), language('markdown'), ['set the language to Markdown']),
  ...says('menu-open', (p) => menuItem(p, 'CSS').click(), language('css'), ['pick CSS']),
  ...says('python', chooseLanguage('JavaScript'), language('javascript'), ['switch the language back to JavaScript']),
  ...says('menu-open', (p) => p.keyboard.press('Escape'), becomes({ menu: false }), ['close the Language menu']),

  // Find, Replace, Go to line.
  ...says('home', (p) => button(p, 'Find').click(), becomes({ dialog: SEARCH, field: '' }), ['click Find']),
  ...says('home', (p) => button(p, 'Find').click(), becomes({ dialog: SEARCH, field: '' }), ['open the search dialog']),
  ...says('find-open', inDialog('discount'), becomes({ field: 'discount' }), ['type discount in the search box']),
  ...says('find-open', inDialog('qty', true), becomes({ dialog: '', field: null, selection: 'qty', line: 5 }), ['search for qty']),
  ...says('find-typed', (p) => dialogField(p).press('Enter'), becomes({ dialog: '', field: null, selection: 'discount', line: 10 }), [
    'press Enter in the search box',
  ]),
  ...says('find-open', (p) => dialogField(p).press('Escape'), becomes({ dialog: '', field: null }), ['close the search dialog']),
  ...says('home', (p) => button(p, 'Replace').click(), becomes({ dialog: 'Replace: (Use /re/ syntax for regexp search)', field: '' }), ['click Replace']),
  ...says('replace-open', inDialog('sum'), becomes({ field: 'sum' }), ['fill the Replace field with sum']),
  ...says('replace-with', inDialog('subtotal'), becomes({ field: 'subtotal' }), ['type subtotal in the With box']),
  ...says('replace-confirm', (p) => dialogButton(p, 'All').click(), becomes({ value: CART.replaceAll('sum', 'subtotal'), dialog: '', field: null, selection: '' }), ['click All']),
  ...says(
    'replace-confirm',
    (p) => dialogButton(p, 'Yes').click(),
    becomes({ value: CART.replace('sum', 'subtotal'), selection: 'sum', line: 5 }),
    ['click Yes in the replace dialog'],
  ),
  ...says('replace-confirm', (p) => dialogButton(p, 'No').click(), becomes({ selection: 'sum', line: 5 }), ['skip this match']),
  ...says('replace-confirm', (p) => dialogButton(p, 'Stop').click(), becomes({ dialog: '', field: null }), ['stop replacing']),
  ...says('home', (p) => button(p, 'Go to line').click(), becomes({ dialog: 'Jump to line: (Use line:column or scroll% syntax)', field: '1:0' }), ['click Go to line']),
  ...says('jump-open', inDialog('10', true), becomes({ dialog: '', field: null, line: 10 }), ['jump to line 10']),

  // Toolbar commands.
  ...says('cursor-3', (p) => button(p, 'Toggle comment').click(), becomes({ value: CART.replace('  let sum = 0;', '//   let sum = 0;') }), ['comment out the current line']),
  ...says('edited', (p) => button(p, 'Undo').click(), becomes({ value: CART }), ['undo the last change']),
  ...says('undone', (p) => button(p, 'Redo').click(), becomes({ value: `${CART}\n// checked` }), ['click Redo']),
  ...says('home', (p) => button(p, 'Save').click(), becomes({ status: 'Last action: saved cart.js (15 lines)' }), ['click Save']),

  // The editor's text.
  ...says('empty', typeOver('const TAX = 0.2;'), becomes({ value: 'const TAX = 0.2;' }), ['type const TAX = 0.2; into the editor']),
  ...says('home', typeOver(''), becomes({ value: '', line: 1 }), ['clear the editor']),
  ...says(
    'home',
    async (p) => {
      await editorText(p).click();
      await p.keyboard.press('ControlOrMeta+a');
    },
    becomes({ selection: CART, line: 15 }),
    ['select all the code'],
  ),
  ...says('notes', typeOver('# Changelog'), becomes({ value: '# Changelog', line: 1 }), ["set the editor's text to # Changelog"]),

  // Options.
  ...says('home', (p) => p.getByLabel('Line numbers').uncheck(), becomes({ lineNumbers: [false, false] }), ['turn off line numbers']),
  ...says('home', (p) => p.getByLabel('Wrap long lines').check(), becomes({ wrap: [true, true] }), ['check Wrap long lines']),
  ...says('home', (p) => p.getByLabel('Read-only').check(), becomes({ readOnly: [true, true] }), ['make the editor read-only']),
  ...says('readonly', (p) => p.getByLabel('Read-only').uncheck(), becomes({ readOnly: [false, false] }), ['uncheck Read-only']),
  ...says('home', async (p) => void (await p.getByLabel('Theme').selectOption('monokai')), becomes({ theme: ['monokai', 'monokai'] }), ['choose Monokai from the Theme dropdown']),
  ...says('monokai', async (p) => void (await p.getByLabel('Theme').selectOption('default')), becomes({ theme: ['default', 'default'] }), ['set the theme back to Default']),
  ...says(
    'home',
    async (p) => {
      await p.getByLabel('Font size').fill('18');
      await p.getByLabel('Font size').press('Enter');
    },
    becomes({ fontSize: ['18', '18px'] }),
    ['set the font size to 18'],
  ),

  // Ambiguous: four files; two boxes unticked (and three in all); four buttons in the replace dialog.
  ...asks('home', ['open the file']),
  ...asks('home', ['tick the checkbox']),
  ...asks('replace-confirm', ['click the button in the dialog']),

  // Finding things.
  ...finds('find-open', '.CodeMirror-dialog input', ['find the search field']),
  ...finds('home', '#lang-button', ['find the Language menu button']),
  ...finds('home', '#opt-readonly', ['find the Read-only checkbox']),
];

export const CODEMIRROR: RealApp = { name: 'codemirror', steps: CODEMIRROR_STEPS, prepare, state };
