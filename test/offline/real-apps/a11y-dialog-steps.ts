/**
 * Steps for a cloud drive's file manager of ours built on a11y-dialog 8.1.5 and notyf 3.10.0 (test/offline/apps/a11y-dialog/:
 * the npm packages `a11y-dialog` and `notyf`, both MIT): a header with a "Search files" box (and a Clear search
 * button while searching), a sidebar of locations (My files, Recent, Starred, Trash links), breadcrumbs, a toolbar
 * (New folder, Up one level and Refresh icon buttons named only by a title, Empty trash in the Trash, a "Sort by"
 * select, a Reverse order icon button, a View group of List view / Grid view buttons, a Show details icon button),
 * a selection bar (N selected, Download, Move, Delete, Clear selection), a table of the folder's items (each row: a
 * "Select <name>" checkbox, the name (a link for a folder), modified, size, kind, a Star toggle named by its title
 * only and a "More actions" button opening a menu: Open, Rename, Move to…, Make a copy, Download, Move to Trash; the
 * same menu on right-click), Restore and Delete forever per row in the Trash, a details pane (Close details, a
 * Description box), dialogs drawn by a11y-dialog (Rename with a New name field; New folder with an unlabelled
 * field whose placeholder is "Folder name"; Move with a Destination radio group of folders, Move here; a Move to
 * Trash / Delete forever confirmation, role alertdialog) and toasts drawn by notyf.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (every item with its place, kind, date, star, trash flag and
 * description; the location and folder shown, the search box, the names shown in order, the sort, the view, the
 * selection, the menu open, the details pane, the dialog open with its field, choice and error, the last toast,
 * and the URL's hash) with the state the step started from, with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Item { name: string; kind: string; where: string; modified: string; starred: boolean; trashed: boolean; description: string }
interface Dialog { kind: string; open: boolean; title: string; value?: string; error?: string }
interface State {
  items: Item[];
  location: string;
  folder: string;
  query: string;
  shown: string[];
  sort: string;
  view: string;
  selected: string[];
  menu: string | null;
  details: string | null;
  dialog: Dialog | null;
  status: string;
  hash: string;
}

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { files: { read(): object } }).files.read(), hash: location.hash })) as Promise<State>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared: State | undefined;

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${name}`, exact: true }) });
const button = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click();
};
const title = (text: string) => async (page: Page) => {
  await page.getByTitle(text, { exact: true }).click();
};
const until = async (page: Page, ok: (s: State) => boolean) => {
  await expect.poll(() => read(page).then(ok), { timeout: LOAD_MS }).toBe(true);
};
const moreActions = (name: string) => async (page: Page) => {
  await row(page, name).getByRole('button', { name: 'More actions' }).click();
};
const menuItem = (name: string) => async (page: Page) => {
  await page.getByRole('menuitem', { name, exact: true }).click();
};

const HASH: Record<string, string> = {
  root: '#/', documents: '#/Documents', invoices: '#/Documents/Invoices', website: '#/Projects/Website%20redesign', trash: '#/trash',
};

async function prepare(page: Page, origin: string, setup: string) {
  const hash = HASH[setup] ?? '#/';
  await page.goto(`${origin}/a11y-dialog/index.html?fresh=${Date.now()}${hash}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect.poll(() => page.evaluate(() => (window as unknown as { filesReady?: boolean }).filesReady === true), { timeout: LOAD_MS }).toBe(true);
  if (['selected', 'move', 'move-picked', 'confirm', 'details', 'details-open'].includes(setup)) {
    await page.getByRole('checkbox', { name: 'Select Budget 2026.xlsx' }).check();
    await until(page, (s) => s.selected.length === 1);
  }
  if (setup === 'move' || setup === 'move-picked') {
    await page.locator('#selbar').getByRole('button', { name: 'Move', exact: true }).click();
    await until(page, (s) => s.dialog?.kind === 'move' && s.dialog.open);
  }
  if (setup === 'move-picked') await page.getByRole('radio', { name: 'Documents', exact: true }).check();
  if (setup === 'confirm') {
    await page.locator('#selbar').getByRole('button', { name: 'Delete', exact: true }).click();
    await until(page, (s) => s.dialog?.kind === 'trash' && s.dialog.open);
  }
  if (setup === 'details') {
    await title('Show details')(page);
    await until(page, (s) => s.details === 'Budget 2026.xlsx');
  }
  if (setup === 'menu') {
    await moreActions('Presentation.pptx')(page);
    await until(page, (s) => s.menu === 'Presentation.pptx');
  }
  if (setup === 'rename' || setup === 'rename-filled') {
    await moreActions('Reading list.txt')(page);
    await menuItem('Rename')(page);
    await until(page, (s) => s.dialog?.kind === 'rename' && s.dialog.open);
  }
  if (setup === 'rename-filled') await page.getByLabel('New name').fill('Books to read.txt');
  if (setup === 'folder' || setup === 'folder-filled') {
    await button('+ New folder')(page);
    await until(page, (s) => s.dialog?.kind === 'folder' && s.dialog.open);
  }
  if (setup === 'folder-filled') await page.getByPlaceholder('Folder name').fill('Receipts');
  if (setup === 'searched') {
    await page.getByLabel('Search files').fill('invoice');
    await until(page, (s) => s.shown.length === 4);
  }
  await page.mouse.move(1270, 710);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

type Change = Partial<Omit<State, 'items' | 'dialog'>> & {
  /** Items changed, by name. */
  edit?: Record<string, Partial<Item>>;
  /** Items gone for good, by name. */
  remove?: string[];
  /** An item added at the end. */
  add?: Item;
  /** The dialog: null (closed), or the one open (merged into the one the step started with). */
  dialog?: null | Partial<Dialog>;
};

/** The page as the step found it, with these changes only. */
const becomes = (change: Change) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const { edit = {}, remove = [], add, dialog, ...rest } = change;
  const items = prepared.items.filter((it) => !remove.includes(it.name)).map((it) => ({ ...it, ...edit[it.name] }));
  if (add) items.push(add);
  let wantDialog = prepared.dialog;
  if (dialog === null) wantDialog = null;
  else if (dialog) wantDialog = { ...(prepared.dialog ?? { kind: '', open: true, title: '' }), ...dialog } as Dialog;
  const want = { ...prepared, ...rest, items, dialog: wantDialog };
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want).catch(async () => {
    // One line that names what differs (the corpus prints the first lines of a failed check).
    const got = (await read(page)) as unknown as Record<string, unknown>;
    const keys = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify((want as Record<string, unknown>)[k]));
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify((want as Record<string, unknown>)[k])}`).join('; ')}`);
  });
};

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

const TODAY = '2026-11-28';
const ROOT_FOLDERS = ['Archive', 'Documents', 'Photos', 'Projects'];
const ROOT = [...ROOT_FOLDERS, 'Budget 2026.xlsx', 'Presentation.pptx', 'Reading list.txt', 'Tax return 2025.pdf'];
const DOCUMENTS = ['Invoices', 'Contract draft.docx', 'Meeting notes.txt'];
const PROJECTS = ['Garden plan', 'Website redesign'];
const without = (list: string[], name: string) => list.filter((n) => n !== name);

// --- references ------------------------------------------------------------------------------

const link = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('link', typeof name === 'string' ? { name, exact: true } : { name }).click();
};
const pick = (name: string) => async (page: Page) => {
  await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
};
const rowButton = (name: string, label: string) => async (page: Page) => {
  await row(page, name).getByRole('button', { name: label, exact: true }).click();
};
const star = (name: string) => async (page: Page) => {
  await row(page, name).getByTitle('Star', { exact: true }).click();
};
const inSelectionBar = (label: string) => async (page: Page) => {
  await page.locator('#selbar').getByRole('button', { name: label, exact: true }).click();
};
const inDialog = (label: string) => async (page: Page) => {
  await page.locator('.dialog-container:not([aria-hidden=true])').getByRole('button', { name: label, exact: true }).click();
};

export const A11Y_DIALOG_STEPS: AppStep[] = [
  // Getting around: folders, breadcrumbs, the sidebar.
  ...says('root', link('Documents'), becomes({ folder: 'My files/Documents', shown: DOCUMENTS, hash: '#/Documents' }), ['open the Documents folder']),
  ...says('root', async (page) => { await row(page, 'Photos').getByRole('cell', { name: 'Photos', exact: true }).dblclick(); }, becomes({ folder: 'My files/Photos', shown: ['Holiday 2026', 'profile.png'], hash: '#/Photos' }), ['double-click Photos']),
  ...says('documents', link('Invoices'), becomes({ folder: 'My files/Documents/Invoices', shown: ['invoice-2026-09.pdf', 'invoice-2026-10.pdf', 'invoice-2026-11.pdf'], hash: '#/Documents/Invoices' }), ['go into Invoices']),
  ...says('website', async (page) => { await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Projects' }).click(); }, becomes({ folder: 'My files/Projects', shown: PROJECTS, hash: '#/Projects' }), ['go back to Projects using the breadcrumb']),
  ...says('website', async (page) => { await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My files' }).click(); }, becomes({ folder: 'My files', shown: ROOT, hash: '#/' }), ['click My files in the breadcrumbs']),
  ...says('documents', title('Up one level'), becomes({ folder: 'My files', shown: ROOT, hash: '#/' }), ['go up one level']),
  ...says('root', link(/Starred$/), becomes({ location: 'starred', shown: ['Holiday 2026', 'Budget 2026.xlsx'], hash: '#/starred' }), ['show my starred files']),
  ...says('root', link(/Trash$/), becomes({ location: 'trash', shown: ['Draft v1.docx', 'Old logo.png'], hash: '#/trash' }), ['open the Trash']),

  // Selecting.
  ...says('root', pick('Budget 2026.xlsx'), becomes({ selected: ['Budget 2026.xlsx'] }), ['select Budget 2026.xlsx']),
  ...says('root', pick('Tax return 2025.pdf'), becomes({ selected: ['Tax return 2025.pdf'] }), ['tick the checkbox next to Tax return 2025.pdf']),
  ...says('root', pick('Photos'), becomes({ selected: ['Photos'] }), ['tick the box in the third row']),
  ...says('root', async (page) => { await page.getByRole('checkbox', { name: 'Select all', exact: true }).check(); }, becomes({ selected: ROOT }), ['select everything in this folder']),
  ...says('selected', button('Clear selection'), becomes({ selected: [] }), ['clear the selection']),

  // Stars.
  ...says('root', star('Reading list.txt'), becomes({ edit: { 'Reading list.txt': { starred: true } }, status: 'Starred Reading list.txt' }), ['star Reading list.txt']),
  ...says('root', star('Budget 2026.xlsx'), becomes({ edit: { 'Budget 2026.xlsx': { starred: false } }, status: 'Removed Budget 2026.xlsx from Starred' }), ['unstar Budget 2026.xlsx']),

  ...says('root', star('Presentation.pptx'), becomes({ edit: { 'Presentation.pptx': { starred: true } }, status: 'Starred Presentation.pptx' }), ['star the file modified on 2026-10-07']),

  // The row actions menu.
  ...says('root', moreActions('Presentation.pptx'), becomes({ menu: 'Presentation.pptx' }), ['open the actions menu for Presentation.pptx']),
  ...says('root', async (page) => { await row(page, 'Tax return 2025.pdf').getByRole('cell', { name: 'Tax return 2025.pdf', exact: true }).click({ button: 'right' }); }, becomes({ menu: 'Tax return 2025.pdf', selected: ['Tax return 2025.pdf'] }), ['right-click Tax return 2025.pdf']),
  ...says('menu', menuItem('Make a copy'), becomes({
    add: { name: 'Presentation (copy).pptx', kind: 'Slides', where: 'My files', modified: TODAY, starred: false, trashed: false, description: '' },
    menu: null, shown: [...ROOT_FOLDERS, 'Budget 2026.xlsx', 'Presentation (copy).pptx', 'Presentation.pptx', 'Reading list.txt', 'Tax return 2025.pdf'], status: 'Copied Presentation.pptx',
  }), ['choose Make a copy']),
  ...says('menu', menuItem('Download'), becomes({ menu: null, status: 'Downloading Presentation.pptx' }), ['click Download']),
  ...says('menu', async (page) => { await page.keyboard.press('Escape'); }, becomes({ menu: null }), ['press Escape']),
  ...says('menu', menuItem('Move to Trash'), becomes({ menu: null, dialog: { kind: 'trash', open: true, title: 'Move \u201cPresentation.pptx\u201d to Trash?' } }), ['select Move to Trash']),

  // Renaming (Reading list.txt).
  ...says('root', async (page) => { await moreActions('Reading list.txt')(page); await menuItem('Rename')(page); }, becomes({ dialog: { kind: 'rename', open: true, title: 'Rename \u201cReading list.txt\u201d', value: 'Reading list.txt', error: '' } }), ['rename Reading list.txt']),
  ...says('rename', async (page) => { await page.getByLabel('New name').fill('Books to read.txt'); }, becomes({ dialog: { value: 'Books to read.txt' } }), ['change the name to Books to read.txt']),
  ...says('rename-filled', inDialog('Rename'), becomes({
    edit: { 'Reading list.txt': { name: 'Books to read.txt', modified: TODAY } },
    shown: [...ROOT_FOLDERS, 'Books to read.txt', 'Budget 2026.xlsx', 'Presentation.pptx', 'Tax return 2025.pdf'],
    dialog: null, status: 'Renamed \u201cReading list.txt\u201d to \u201cBooks to read.txt\u201d',
  }), ['click Rename']),
  ...says('rename', inDialog('Cancel'), becomes({ dialog: null }), ['cancel the rename']),

  // A new folder.
  ...says('root', button('+ New folder'), becomes({ dialog: { kind: 'folder', open: true, title: 'New folder', value: '', error: '' } }), ['create a new folder']),
  ...says('folder', async (page) => { await page.getByPlaceholder('Folder name').fill('Receipts'); }, becomes({ dialog: { value: 'Receipts' } }), ['type Receipts as the folder name']),
  ...says('folder-filled', inDialog('Create'), becomes({
    add: { name: 'Receipts', kind: 'Folder', where: 'My files', modified: TODAY, starred: false, trashed: false, description: '' },
    shown: [...ROOT_FOLDERS, 'Receipts', 'Budget 2026.xlsx', 'Presentation.pptx', 'Reading list.txt', 'Tax return 2025.pdf'],
    dialog: null, status: 'Created folder Receipts',
  }), ['press Create']),
  ...says('folder', inDialog('Create'), becomes({ dialog: { error: 'Enter a folder name' } }), ['click Create']),
  ...says('folder', inDialog('Close'), becomes({ dialog: null }), ['close the dialog']),

  // Moving (Budget 2026.xlsx selected).
  ...says('selected', inSelectionBar('Move'), becomes({ dialog: { kind: 'move', open: true, title: 'Move \u201cBudget 2026.xlsx\u201d', value: '', error: '' } }), ['move the selected file']),
  ...says('move', async (page) => { await page.getByRole('radio', { name: 'Documents', exact: true }).check(); }, becomes({ dialog: { value: 'My files/Documents' } }), ['choose Documents as the destination']),
  ...says('move', async (page) => { await page.getByRole('radio', { name: 'Invoices', exact: true }).check(); }, becomes({ dialog: { value: 'My files/Documents/Invoices' } }), ['pick the Invoices folder']),
  ...says('move-picked', inDialog('Move here'), becomes({
    edit: { 'Budget 2026.xlsx': { where: 'My files/Documents' } }, shown: without(ROOT, 'Budget 2026.xlsx'), selected: [],
    dialog: null, status: 'Moved Budget 2026.xlsx to Documents',
  }), ['click Move here']),

  // Deleting (Budget 2026.xlsx selected) and the Trash.
  ...says('selected', inSelectionBar('Delete'), becomes({ dialog: { kind: 'trash', open: true, title: 'Move \u201cBudget 2026.xlsx\u201d to Trash?' } }), ['delete the selected file']),
  ...says('confirm', inDialog('Move to Trash'), becomes({
    edit: { 'Budget 2026.xlsx': { trashed: true } }, shown: without(ROOT, 'Budget 2026.xlsx'), selected: [],
    dialog: null, status: 'Moved Budget 2026.xlsx to Trash',
  }), ['yes, move it to the Trash']),
  ...says('confirm', inDialog('Cancel'), becomes({ dialog: null }), ['keep the file']),
  ...says('trash', rowButton('Old logo.png', 'Restore'), becomes({ edit: { 'Old logo.png': { trashed: false } }, shown: ['Draft v1.docx'], status: 'Restored Old logo.png' }), ['restore Old logo.png']),
  ...says('trash', button('Empty trash'), becomes({ dialog: { kind: 'forever', open: true, title: 'Delete 2 items forever?' } }), ['empty the trash']),
  ...says('trash', rowButton('Draft v1.docx', 'Delete forever'), becomes({ dialog: { kind: 'forever', open: true, title: 'Delete \u201cDraft v1.docx\u201d forever?' } }), ['delete Draft v1.docx forever']),

  // The details pane.
  ...says('selected', title('Show details'), becomes({ details: 'Budget 2026.xlsx' }), ['show the details pane']),
  ...says('details', button('Close details'), becomes({ details: null }), ['close the details pane']),
  ...says('details', async (page) => { await page.getByLabel('Description').fill('Figures for all four quarters'); }, becomes({ edit: { 'Budget 2026.xlsx': { description: 'Figures for all four quarters' } } }), ['write "Figures for all four quarters" in the description']),

  // The toolbar.
  ...says('root', button('Grid view'), becomes({ view: 'grid' }), ['switch to grid view']),
  ...says('root', async (page) => { await page.getByLabel('Sort by').selectOption('size'); }, becomes({ sort: 'size', shown: [...ROOT_FOLDERS, 'Reading list.txt', 'Budget 2026.xlsx', 'Tax return 2025.pdf', 'Presentation.pptx'] }), ['sort by size']),
  ...says('root', title('Reverse order'), becomes({ sort: 'name reversed', shown: ['Projects', 'Photos', 'Documents', 'Archive', 'Tax return 2025.pdf', 'Reading list.txt', 'Presentation.pptx', 'Budget 2026.xlsx'] }), ['reverse the sort order']),

  ...says('root', title('Refresh'), becomes({ status: 'Up to date' }), ['click the Refresh button']),

  // Searching.
  ...says('root', async (page) => { await page.getByLabel('Search files').fill('invoice'); }, becomes({ query: 'invoice', shown: ['Invoices', 'invoice-2026-09.pdf', 'invoice-2026-10.pdf', 'invoice-2026-11.pdf'] }), ['search for invoice']),
  ...says('searched', button('Clear search'), becomes({ query: '', shown: ROOT }), ['clear the search']),

  // Ambiguous: four folders; three invoices; a More actions button on every row.
  ...asks('root', ['open the folder']),
  ...asks('invoices', ['star the invoice']),
  ...asks('root', ['click More actions']),

  // Finding things.
  ...finds('root', '#search', ['find the search box']),
  ...finds('website', 'nav.crumbs, nav.crumbs ol', ['find the breadcrumb']),
  ...finds('root', 'tr[data-id="a4"], tr[data-id="a4"] td.name', ['find the row for Tax return 2025.pdf']),
];

export const A11Y_DIALOG: RealApp = { name: 'a11y-dialog', steps: A11Y_DIALOG_STEPS, prepare, state };
