/**
 * Steps for a made-up company's cloud drive of ours ("Nimbus Drive") built on iziToast 1.4.0 (Apache-2.0: every toast,
 * and the undo toast after a move to trash, with its "Undo" button) (test/offline/apps/drive/): a sidebar (My files with
 * an expander button "Expand My files" whose folders show under it, Shared with me, Recent, Starred, Trash; a storage
 * meter, role=meter); breadcrumbs (a nav "Breadcrumb", the last with aria-current); a toolbar (New folder, Upload, a
 * sort menu button named "Sort by Name, ascending" that reads "Name ↑", a List view icon button named by aria-label, a
 * Grid view icon button named by title only, a View details icon button); a selection bar while rows are checked
 * (Clear selection ✕, "2 selected", Move, a Download icon button named by title only, a Move to trash icon button named
 * by aria-label); a file table (a Select all checkbox; per row a "Select <name>" checkbox, the name as a link for
 * folders and a button for files, owner, last modified, size, and a "More actions" ⋮ button, the same name on every
 * row, opening a role=menu: Open / Rename / Move to… / Share / Download / Add to starred / Move to trash); a New folder
 * dialog (Folder name, Cancel, Create); a Rename dialog (New name, Cancel, OK); a Move dialog with its own role=tree of
 * folders (expanders that are aria-hidden glyphs, Cancel, Move here, disabled until another folder is picked); a Share
 * dialog (an "Add people" combobox with a listbox of suggestions, chips, a Role select, People with access with an
 * "Access for Marco Rossi" select, a role=switch named by aria-labelledby "Anyone with the link can view", Copy link,
 * Send, Done); a details side panel (a close button "×" with title Close details); a delete alertdialog (Cancel, Move
 * to trash); a Trash view with per-row Restore and Empty trash.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome is a hand-over
 * with the page untouched.
 *
 * Every check compares the whole page state (the folder shown, the view, the sort, the sidebar, every item with its
 * name / folder / trashed / starred / people / link, the selection, the menu open, every dialog and its fields, the
 * details panel, the downloads, the link copied, every toast shown, the search box, the URL's hash) with the state the
 * step started from, with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Item { name: string; parent: string; trashed: boolean; starred: boolean; people: string[]; link: boolean }
interface State {
  folder: string;
  view: string;
  sort: { key: string; dir: string };
  sideOpen: boolean;
  selected: string[];
  menu: string | null;
  newFolder: string | null;
  renaming: { id: string; text: string } | null;
  move: { ids: string[]; target: string | null; expanded: string[] } | null;
  share: { id: string; query: string; pending: string[]; role: string } | null;
  details: boolean;
  confirm: { kind: string; ids: string[] } | null;
  preview: string | null;
  downloads: string[];
  copied: string | null;
  toasts: string[];
  items: Record<string, Item>;
  search: string;
  hash: string;
}

const read = (page: Page) => page.evaluate(() => (window as unknown as { drive: { read(): object } }).drive.read()) as Promise<State>;

async function state(page: Page): Promise<string> {
  return JSON.stringify(await read(page));
}

let prepared: State | undefined;

const until = async (page: Page, ok: (s: State) => boolean) => {
  await expect.poll(() => read(page).then(ok), { timeout: LOAD_MS }).toBe(true);
};
const row = (page: Page, id: string) => page.locator(`#listwrap tr[data-id="${id}"]`);
const moreOf = (page: Page, id: string) => row(page, id).locator('button.more');

async function prepare(page: Page, origin: string, setup: string) {
  const at = setup === 'projects' ? '#/folder/projects' : setup === 'trash' ? '#/folder/trash' : '';
  await page.goto(`${origin}/drive/index.html?fresh=${Date.now()}${at}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect.poll(() => page.evaluate(() => (window as unknown as { driveReady?: boolean }).driveReady === true), { timeout: LOAD_MS }).toBe(true);
  if (setup === 'projects') await until(page, (s) => s.folder === 'projects');
  if (setup === 'trash') await until(page, (s) => s.folder === 'trash');
  if (setup === 'grid') {
    await page.locator('#view-grid').click();
    await until(page, (s) => s.view === 'grid');
  }
  if (setup === 'sort-menu') {
    await page.locator('#sort-btn').click();
    await until(page, (s) => s.menu === 'sort');
  }
  if (setup === 'new-folder' || setup === 'new-typed') {
    await page.locator('#new-folder').click();
    await until(page, (s) => s.newFolder !== null);
    if (setup === 'new-typed') {
      await page.locator('#new-name').fill('Contracts');
      await until(page, (s) => s.newFolder === 'Contracts');
    }
  }
  if (setup === 'selected2') {
    await page.getByLabel('Select Budget 2026.xlsx').check();
    await page.getByLabel('Select Meeting notes.docx').check();
    await until(page, (s) => s.selected.length === 2);
  }
  if (setup === 'more-roadmap') {
    await moreOf(page, 'roadmap').click();
    await until(page, (s) => s.menu === 'more:roadmap');
  }
  if (setup === 'rename' || setup === 'renamed') {
    await moreOf(page, 'budget').click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await until(page, (s) => s.renaming !== null);
    if (setup === 'renamed') {
      await page.locator('#rename-input').fill('Budget 2027.xlsx');
      await until(page, (s) => s.renaming?.text === 'Budget 2027.xlsx');
    }
  }
  if (setup === 'move' || setup === 'move-picked') {
    await moreOf(page, 'roadmap').click();
    await page.getByRole('menuitem', { name: 'Move to…' }).click();
    await until(page, (s) => s.move !== null);
    if (setup === 'move-picked') {
      await page.locator('#move-tree [data-node="projects"] > .lbl').click();
      await until(page, (s) => s.move?.target === 'projects');
    }
  }
  if (setup.startsWith('share')) {
    await moreOf(page, 'budget').click();
    await page.getByRole('menuitem', { name: 'Share' }).click();
    await until(page, (s) => s.share !== null);
    if (setup === 'share-typed' || setup === 'share-picked') {
      await page.locator('#share-input').fill('Aiko');
      await until(page, (s) => s.share?.query === 'Aiko');
    }
    if (setup === 'share-picked') {
      await page.locator('#share-list [data-person="Aiko Tanaka"]').click();
      await until(page, (s) => s.share?.pending.length === 1);
    }
  }
  if (setup === 'confirm' || setup === 'deleted') {
    await moreOf(page, 'roadmap').click();
    await page.getByRole('menuitem', { name: 'Move to trash' }).click();
    await until(page, (s) => s.confirm !== null);
    if (setup === 'deleted') {
      await page.locator('#confirm-ok').click();
      await until(page, (s) => s.items.roadmap?.trashed === true);
      await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible({ timeout: LOAD_MS });
    }
  }
  if (setup === 'details') {
    await page.locator('#details-btn').click();
    await until(page, (s) => s.details);
  }
  await page.mouse.move(1270, 710);
  prepared = await read(page);
}

interface Change {
  folder?: string;
  view?: string;
  sort?: Partial<State['sort']>;
  sideOpen?: boolean;
  selected?: string[];
  menu?: string | null;
  newFolder?: string | null;
  renaming?: State['renaming'];
  move?: State['move'];
  share?: Partial<NonNullable<State['share']>> | null;
  details?: boolean;
  confirm?: State['confirm'];
  preview?: string | null;
  /** Downloads started by the step, after the ones before it. */
  downloads?: string[];
  copied?: string | null;
  /** Changed fields of items, by id. */
  item?: Record<string, Partial<Item>>;
  /** Items added. */
  added?: Record<string, Item>;
  /** Toasts shown by the step, after the ones before it. */
  toasts?: string[];
  hash?: string;
}

/** The page as the step found it, with these changes only. */
const becomes = (change: Change) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const { sort = {}, share, downloads = [], item = {}, added = {}, toasts = [], ...rest } = change;
  const items: Record<string, Item> = {};
  for (const [id, it] of Object.entries(prepared.items)) items[id] = { ...it, ...(item[id] ?? {}) };
  Object.assign(items, added);
  const want: State = {
    ...prepared,
    ...rest,
    sort: { ...prepared.sort, ...sort },
    share: share === undefined ? prepared.share : share === null ? null : { ...prepared.share!, ...share },
    downloads: [...prepared.downloads, ...downloads],
    toasts: [...prepared.toasts, ...toasts],
    items,
  };
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want).catch(async () => {
    const got = (await read(page)) as unknown as Record<string, unknown>;
    const keys = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify((want as unknown as Record<string, unknown>)[k]));
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify((want as unknown as Record<string, unknown>)[k])}`).join('; ')}`);
  });
};

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const menuItem = (name: string) => async (page: Page) => { await page.getByRole('menuitem', { name, exact: true }).click(); };
const click = (selector: string) => async (page: Page) => { await page.locator(selector).click(); };
const ROOT_ITEMS = ['budget', 'invoices', 'logo', 'notes', 'photos', 'projects', 'roadmap'];

export const DRIVE_STEPS: AppStep[] = [
  // The sidebar and the breadcrumbs.
  ...says('home', click('.side a[data-nav="shared"]'), becomes({ folder: 'shared', hash: '#/folder/shared' }), ['go to Shared with me']),
  ...says('home', click('.side a[data-nav="trash"]'), becomes({ folder: 'trash', hash: '#/folder/trash' }), ['open the trash']),
  ...says('home', click('#tw-my'), becomes({ sideOpen: true }), ['expand My files in the sidebar']),
  ...says('projects', click('#crumbs a[href="#/folder/my"]'), becomes({ folder: 'my', hash: '#/folder/my' }), ['go back to My files using the breadcrumbs']),
  ...says('home', click('#listwrap a[href="#/folder/projects"]'), becomes({ folder: 'projects', hash: '#/folder/projects' }), ['open the Projects folder']),

  // The toolbar.
  ...says('home', click('#view-grid'), becomes({ view: 'grid' }), ['switch to grid view']),
  ...says('grid', click('#view-list'), becomes({ view: 'list' }), ['show the files as a list again']),
  ...says('home', click('#sort-btn'), becomes({ menu: 'sort' }), ['open the sort options']),
  ...says('sort-menu', async (page) => { await page.getByRole('menuitemradio', { name: 'File size' }).click(); }, becomes({ menu: null, sort: { key: 'size' } }), ['sort by size']),
  ...says('home', click('#new-folder'), becomes({ newFolder: 'Untitled folder' }), ['create a new folder']),
  ...says('new-folder', async (page) => { await page.locator('#new-name').fill('Contracts'); }, becomes({ newFolder: 'Contracts' }), ['call the folder "Contracts"']),
  ...says('new-typed', click('#new-create'), becomes({
    newFolder: null, added: { new1: { name: 'Contracts', parent: 'my', trashed: false, starred: false, people: [], link: false } }, toasts: ['Created folder "Contracts"'],
  }), ['click Create']),

  // Selecting rows.
  ...says('home', async (page) => { await page.getByLabel('Select Budget 2026.xlsx').check(); }, becomes({ selected: ['budget'] }), ['tick the checkbox next to Budget 2026.xlsx']),
  ...says('home', async (page) => { await page.getByLabel('Select all').check(); }, becomes({ selected: ROOT_ITEMS }), ['select everything']),
  ...says('selected2', click('#sel-clear'), becomes({ selected: [] }), ['clear the selection']),
  ...says('selected2', click('#sel-delete'), becomes({ confirm: { kind: 'trash', ids: ['budget', 'notes'] } }), ['move the selected files to the trash']),
  ...says('selected2', click('#sel-download'), becomes({ downloads: ['budget', 'notes'], toasts: ['Downloading 2 items'] }), ['download them']),

  // A row's More actions menu.
  ...says('home', async (page) => { await moreOf(page, 'roadmap').click(); }, becomes({ menu: 'more:roadmap' }), ['open the actions menu for Roadmap.pdf']),
  ...says('more-roadmap', menuItem('Add to starred'), becomes({ menu: null, item: { roadmap: { starred: true } }, toasts: ['Added Roadmap.pdf to starred'] }), ['star it']),
  ...says('more-roadmap', menuItem('Rename'), becomes({ menu: null, renaming: { id: 'roadmap', text: 'Roadmap.pdf' } }), ['rename']),
  ...says('more-roadmap', menuItem('Move to…'), becomes({ menu: null, move: { ids: ['roadmap'], target: null, expanded: ['my'] } }), ['move it to another folder']),
  ...says('more-roadmap', menuItem('Share'), becomes({ menu: null, share: { id: 'roadmap', query: '', pending: [], role: 'viewer' } }), ['share the file']),
  ...says('more-roadmap', menuItem('Move to trash'), becomes({ menu: null, confirm: { kind: 'trash', ids: ['roadmap'] } }), ['delete it']),

  // Rename.
  ...says('rename', async (page) => { await page.locator('#rename-input').fill('Budget 2027.xlsx'); }, becomes({ renaming: { id: 'budget', text: 'Budget 2027.xlsx' } }), ['change the name to Budget 2027.xlsx']),
  ...says('renamed', click('#rename-ok'), becomes({ renaming: null, item: { budget: { name: 'Budget 2027.xlsx' } }, toasts: ['Renamed "Budget 2026.xlsx" to "Budget 2027.xlsx"'] }), ['confirm the new name']),
  ...says('rename', click('#rename-cancel'), becomes({ renaming: null }), ['never mind, cancel the rename']),

  // Move to….
  ...says('move', click('#move-tree [data-node="projects"] > .lbl'), becomes({ move: { ids: ['roadmap'], target: 'projects', expanded: ['my'] } }), ['choose Projects as the destination']),
  ...says('move-picked', click('#move-ok'), becomes({ move: null, item: { roadmap: { parent: 'projects' } }, toasts: ['Moved "Roadmap.pdf" to Projects'] }), ['move it there']),

  // Share.
  ...says('share', async (page) => { await page.locator('#share-input').fill('Aiko'); }, becomes({ share: { query: 'Aiko' } }), ['type Aiko in the people field']),
  ...says('share-typed', click('#share-list [data-person="Aiko Tanaka"]'), becomes({ share: { query: '', pending: ['Aiko Tanaka'] } }), ['pick Aiko Tanaka from the suggestions']),
  ...says('share-picked', async (page) => { await page.locator('#share-role').selectOption('editor'); }, becomes({ share: { role: 'editor' } }), ['set the role to Editor']),
  ...says('share-picked', click('#share-send'), becomes({
    share: null, item: { budget: { people: ['Marco Rossi:editor', 'Aiko Tanaka:viewer'] } }, toasts: ['Shared "Budget 2026.xlsx" with Aiko Tanaka'],
  }), ['send the invitation']),
  ...says('share', click('#share-link'), becomes({ item: { budget: { link: true } }, toasts: ['Anyone with the link can now view'] }), ['let anyone with the link view it']),
  ...says('share', click('#share-copy'), async (page) => {
    const url = await page.evaluate(() => `${location.origin}${location.pathname}#/file/budget`);
    await becomes({ copied: url, toasts: ['Link copied'] })(page);
  }, ['copy the link']),
  ...says('share', async (page) => { await page.locator('select[data-access="Marco Rossi"]').selectOption('viewer'); }, becomes({ item: { budget: { people: ['Marco Rossi:viewer'] } } }), ['make Marco Rossi a viewer']),
  ...says('share', click('#share-done'), becomes({ share: null }), ['close the sharing dialog']),

  // The details panel.
  ...says('home', click('#details-btn'), becomes({ details: true }), ['open the details panel']),
  ...says('details', click('#details-close'), becomes({ details: false }), ['hide the details']),

  // Delete, undo and the trash.
  ...says('confirm', click('#confirm-ok'), becomes({ confirm: null, item: { roadmap: { trashed: true } }, toasts: ['"Roadmap.pdf" moved to trash'] }), ['go ahead and move it to trash']),
  ...says('confirm', click('#confirm-cancel'), becomes({ confirm: null }), ['cancel']),
  ...says('deleted', async (page) => { await page.getByRole('button', { name: 'Undo' }).click(); }, becomes({ item: { roadmap: { trashed: false } }, toasts: ['Restored "Roadmap.pdf"'] }), ['undo that']),
  ...says('trash', click('#listwrap [data-restore="old"]'), becomes({ item: { old: { trashed: false } }, toasts: ['Restored "Old draft.docx"'] }), ['restore Old draft.docx']),
  ...says('trash', click('#empty-trash'), becomes({ confirm: { kind: 'empty', ids: ['old'] } }), ['empty the trash']),

  // Open a file.
  ...says('home', click('#listwrap [data-open="notes"]'), becomes({ preview: 'notes' }), ['open Meeting notes.docx']),

  // Ambiguous: eight menu buttons (seven rows' More actions and the sort button), eight checkboxes, three folders.
  ...asks('home', ['open the menu']),
  ...asks('home', ['tick the checkbox']),
  ...asks('home', ['open the folder']),

  // Finding things.
  ...finds('home', '#meter, #storage, #storage-text', ['find how much storage I have used']),
  ...finds('home', '#upload', ['find the upload button']),
  ...finds('home', '#search', ['find the search box']),
];

export const DRIVE: RealApp = { name: 'drive', steps: DRIVE_STEPS, prepare, state };
