/**
 * Steps for Wunderbaum 0.14.1 (test/offline/apps/wunderbaum/: the npm package `wunderbaum`, MIT, with
 * the Bootstrap Icons font it draws its icons with, on a host page of ours, `index.html`, since the
 * package ships no demo page): a team's shared files in a tree grid. Folders expand and collapse;
 * every row has a checkbox that selects it; file rows show a type, a size, an owner, a Starred
 * checkbox and a Status select; F2 renames the active row. A filter box of ours is connected to the
 * tree (it hides what does not match), and a toolbar of ours: Clear filter, Expand all, Collapse all,
 * New folder, Delete selected. A status line says what happened last.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (each row's title, parent, expanded, selected, starred,
 * status and whether it shows; the filter text; whether a title is being edited) with the state the
 * step started from, with only the asked-for change. Clicking in a row makes it the active row (the
 * grid's focus, which the status line reports): the row a step acts on may become the active one.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Node {
  title: string;
  parent: Node | null;
  expanded?: boolean;
  selected?: boolean;
  data: Record<string, unknown>;
  isVisible(): boolean;
  setExpanded(flag: boolean): Promise<void>;
  setSelected(flag: boolean): void;
}
interface Tree {
  visit(callback: (node: Node) => void): void;
  getActiveNode(): Node | null;
  findFirst(title: string): Node | null;
  expandAll(flag: boolean): Promise<void>;
}

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => {
    const tree = (window as unknown as { tree: Tree }).tree;
    const rows: { title: string; parent: string | null; expanded: boolean; selected: boolean; starred: unknown; status: unknown; shown: boolean }[] = [];
    tree.visit((n) => {
      rows.push({
        title: n.title,
        parent: n.parent?.parent ? n.parent.title : null,
        expanded: !!n.expanded,
        selected: !!n.selected,
        starred: n.data.starred ?? null,
        status: n.data.status ?? null,
        shown: n.isVisible(),
      });
    });
    return {
      rows,
      active: tree.getActiveNode()?.title ?? null,
      filter: (document.getElementById('filter') as HTMLInputElement).value,
      editing: document.querySelector('.wb-input-edit') !== null,
      status: (document.getElementById('status')?.textContent ?? '').trim(),
    };
  });
type State = Awaited<ReturnType<typeof read>>;
type Row = State['rows'][number];

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared: State | undefined;

async function prepare(page: Page, origin: string, setup: string) {
  await page.goto(`${origin}/wunderbaum/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect(page.locator('.wb-row .wb-title', { hasText: 'Readme.txt' })).toBeVisible({ timeout: LOAD_MS });
  const tree = (fn: string, ...titles: string[]) =>
    page.evaluate(async ([f, t]) => {
      const tr = (window as unknown as { tree: Tree }).tree;
      if (f === 'expandAll') return void (await tr.expandAll(true));
      for (const title of t as string[]) {
        const node = tr.findFirst(title);
        if (!node) throw new Error(`no row ${title}`);
        if (f === 'expand') await node.setExpanded(true);
        if (f === 'select') node.setSelected(true);
      }
    }, [fn, titles] as const);
  if (setup === 'finance' || setup === 'selected') await tree('expand', 'Finance');
  if (setup === 'selected') await tree('select', 'Budget 2026.xlsx', 'Forecast.xlsx');
  if (setup === 'all') await tree('expandAll');
  await expect(page.locator('.wb-row .wb-title', { hasText: 'Readme.txt' })).toBeVisible({ timeout: LOAD_MS });
  if (setup === 'filtered') {
    await page.locator('#filter').fill('pdf');
    await expect.poll(() => read(page).then((s) => s.rows.filter((r) => r.shown).length), { timeout: LOAD_MS }).toBe(6);
  }
  await page.mouse.move(1270, 700);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

interface Change {
  /** Changes to rows, by title. */
  rows?: Record<string, Partial<Omit<Row, 'title' | 'parent' | 'shown'>>>;
  /** Rows renamed: old title to new one. */
  renamed?: Record<string, string>;
  /** Rows removed, by title (with their children). */
  removed?: string[];
  /** Rows added at the end of the top level (folders). */
  added?: string[];
  filter?: string;
  /** When a filter decides it: the titles shown (rows' expanded flags are then the tree's business). */
  shown?: string[];
  /** The row the step acts on, which may become the active row. */
  on?: string;
  /** Status lines the step may leave besides the one it found and "Active: <on>". */
  status?: string[];
  /** The row that must be the active one afterwards (a step that asks for it). */
  active?: string;
  /** The status line the step must leave (when that line is the step's only effect). */
  said?: string;
}

const sameRows = (rows: Row[], shownBy?: string[]) =>
  rows.map((r) => (shownBy ? { title: r.title, parent: r.parent, selected: r.selected, starred: r.starred, status: r.status, shown: r.shown } : r));

/** The page as the step found it, with these changes only. */
const becomes = (change: Change) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const from = prepared;
  const removed = new Set(change.removed ?? []);
  let rows: Row[] = from.rows
    .filter((r) => !removed.has(r.title) && !(r.parent && removed.has(r.parent)))
    .map((r) => ({ ...r, ...change.rows?.[r.title] }))
    .map((r) => ({ ...r, title: change.renamed?.[r.title] ?? r.title, parent: r.parent && (change.renamed?.[r.parent] ?? r.parent) }));
  for (const title of change.added ?? []) rows.push({ title, parent: null, expanded: false, selected: false, starred: null, status: null, shown: true });
  // A row shows when every folder above it is expanded (no filter is on).
  const byTitle = new Map(rows.map((r) => [r.title, r]));
  const shows = (r: Row): boolean => !r.parent || (!!byTitle.get(r.parent)?.expanded && shows(byTitle.get(r.parent)!));
  rows = change.shown ? rows.map((r) => ({ ...r, shown: change.shown!.includes(r.title) })) : rows.map((r) => ({ ...r, shown: shows(r) }));
  const want = { rows: sameRows(rows, change.shown), filter: change.filter ?? from.filter, editing: false };
  const actives = [from.active, change.on ?? from.active, (change.on && change.renamed?.[change.on]) ?? from.active];
  const statuses = [from.status, ...(change.on ? [`Active: ${change.on}`] : []), ...(change.status ?? [])];
  const got = async () => {
    const s = await read(page);
    const active = change.active ? s.active === change.active : actives.includes(s.active);
    const status = change.said ? s.status === change.said : statuses.includes(s.status);
    return { rows: sameRows(s.rows, change.shown), filter: s.filter, editing: s.editing, active, status: status ? 'as asked' : s.status };
  };
  await expect.poll(got, { timeout: 5_000 }).toEqual({ ...want, active: true, status: 'as asked' }).catch(async () => {
    // One line that names what differs (the corpus prints the first lines of a failed check).
    const g = (await got()) as Record<string, unknown>;
    const w = { ...want, active: true, status: 'as asked' } as Record<string, unknown>;
    const keys = Object.keys(w).filter((k) => JSON.stringify(g[k]) !== JSON.stringify(w[k]));
    const rowDiff = (g.rows as Row[]).map((r, i) => (JSON.stringify(r) === JSON.stringify((w.rows as Row[])[i]) ? '' : `${JSON.stringify(r)} wanted ${JSON.stringify((w.rows as Row[])[i])}`)).filter(Boolean);
    throw new Error(`page state differs: ${keys.map((k) => (k === 'rows' ? `rows ${rowDiff.slice(0, 2).join('; ')}` : `${k} ${JSON.stringify(g[k])}, wanted ${JSON.stringify(w[k])}`)).join('; ')}`);
  });
};

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

/** Expand all expands every folder; Collapse all collapses the top-level ones (the folders inside them keep their own flag, hidden). */
const allExpanded = (flag: boolean) =>
  Object.fromEntries((flag ? ['Marketing', 'Social posts', 'Finance', 'Invoices', 'Engineering'] : ['Marketing', 'Finance', 'Engineering']).map((f) => [f, { expanded: flag }]));

// --- references ------------------------------------------------------------------------------

const row = (page: Page, title: string): Locator => page.locator('.wb-row').filter({ has: page.locator('.wb-title').getByText(title, { exact: true }) });
const expander = (title: string) => async (page: Page) => {
  await row(page, title).locator('.wb-expander').click();
};
const tick = (title: string) => async (page: Page) => {
  await row(page, title).locator('.wb-checkbox').click();
};
const star = (title: string, flag: boolean) => async (page: Page) => {
  await row(page, title).locator('input[type=checkbox]').setChecked(flag);
};
const setStatus = (title: string, value: string) => async (page: Page) => {
  await row(page, title).locator('select').selectOption(value);
};
const activate = (title: string) => async (page: Page) => {
  await row(page, title).locator('.wb-title').click();
};
const rename = (title: string, to: string) => async (page: Page) => {
  await row(page, title).locator('.wb-title').click();
  await page.keyboard.press('F2');
  await page.locator('.wb-input-edit').fill(to);
  await page.keyboard.press('Enter');
};
const button = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click();
};
const filter = (text: string) => async (page: Page) => {
  await page.getByRole('searchbox').fill(text);
};

const PDFS = ['Marketing', 'Brand guidelines.pdf', 'Finance', 'Invoices', 'Invoice 1001.pdf', 'Invoice 1002.pdf'];
const UNFILTERED = { filter: '', shown: ['Marketing', 'Campaign plan.docx', 'Brand guidelines.pdf', 'Social posts', 'Finance', 'Engineering', 'Readme.txt'] };

export const WUNDERBAUM_STEPS: AppStep[] = [
  // Expanding and collapsing folders.
  ...says('home', expander('Finance'), becomes({ rows: { Finance: { expanded: true } }, on: 'Finance' }), ['expand Finance']),
  ...says('home', expander('Engineering'), becomes({ rows: { Engineering: { expanded: true } }, on: 'Engineering' }), ['open the Engineering folder']),
  ...says('home', expander('Marketing'), becomes({ rows: { Marketing: { expanded: false } }, on: 'Marketing' }), ['collapse Marketing']),
  ...says('home', expander('Social posts'), becomes({ rows: { 'Social posts': { expanded: true } }, on: 'Social posts' }), ['expand the Social posts folder']),
  ...says('finance', expander('Invoices'), becomes({ rows: { Invoices: { expanded: true } }, on: 'Invoices' }), ['expand Invoices in the Finance folder']),
  ...says('finance', expander('Finance'), becomes({ rows: { Finance: { expanded: false } }, on: 'Finance' }), ['close the Finance folder']),
  ...says('home', expander('Engineering'), becomes({ rows: { Engineering: { expanded: true } }, on: 'Engineering' }), ['show what is inside Engineering']),
  ...says('home', button('Expand all'), becomes({ rows: allExpanded(true), status: ['Expanded all folders'] }), ['click Expand all']),
  ...says('all', button('Collapse all'), becomes({ rows: allExpanded(false), status: ['Collapsed all folders'] }), ['collapse all the folders']),

  // Selecting rows with their checkboxes, and deleting them.
  ...says('home', tick('Campaign plan.docx'), becomes({ rows: { 'Campaign plan.docx': { selected: true } }, on: 'Campaign plan.docx', status: ['1 selected'] }), ['check the box next to Campaign plan.docx']),
  ...says('finance', tick('Budget 2026.xlsx'), becomes({ rows: { 'Budget 2026.xlsx': { selected: true } }, on: 'Budget 2026.xlsx', status: ['1 selected'] }), ['tick Budget 2026.xlsx']),
  ...says('selected', tick('Forecast.xlsx'), becomes({ rows: { 'Forecast.xlsx': { selected: false } }, on: 'Forecast.xlsx', status: ['1 selected'] }), ['uncheck Forecast.xlsx']),
  ...says('home', tick('Engineering'), becomes({ rows: { Engineering: { selected: true } }, on: 'Engineering', status: ['1 selected'] }), ['tick the checkbox of the Engineering folder']),
  ...says('all', tick('Invoice 1002.pdf'), becomes({ rows: { 'Invoice 1002.pdf': { selected: true } }, on: 'Invoice 1002.pdf', status: ['1 selected'] }), ['tick the second invoice']),
  ...says('selected', button('Delete selected'), becomes({ removed: ['Budget 2026.xlsx', 'Forecast.xlsx'], status: ['Deleted 2 items'] }), ['click Delete selected']),
  ...says('selected', button('Delete selected'), becomes({ removed: ['Budget 2026.xlsx', 'Forecast.xlsx'], status: ['Deleted 2 items'] }), ['delete the selected files']),
  ...says('home', button('Delete selected'), becomes({ said: 'Nothing selected' }), ['press Delete selected']),

  // The Starred column.
  ...says('home', star('Campaign plan.docx', true), becomes({ rows: { 'Campaign plan.docx': { starred: true } }, on: 'Campaign plan.docx', status: ['Starred Campaign plan.docx'] }), ['star Campaign plan.docx']),
  ...says('home', star('Brand guidelines.pdf', false), becomes({ rows: { 'Brand guidelines.pdf': { starred: false } }, on: 'Brand guidelines.pdf', status: ['Unstarred Brand guidelines.pdf'] }), ['unstar Brand guidelines.pdf']),
  ...says('finance', star('Forecast.xlsx', true), becomes({ rows: { 'Forecast.xlsx': { starred: true } }, on: 'Forecast.xlsx', status: ['Starred Forecast.xlsx'] }), ['mark Forecast.xlsx as starred']),
  ...says('all', star('Release notes.md', true), becomes({ rows: { 'Release notes.md': { starred: true } }, on: 'Release notes.md', status: ['Starred Release notes.md'] }), ['check Starred in the Release notes.md row']),
  ...says('finance', star('Forecast.xlsx', true), becomes({ rows: { 'Forecast.xlsx': { starred: true } }, on: 'Forecast.xlsx', status: ['Starred Forecast.xlsx'] }), ['star the second file in the Finance folder']),

  // The Status column.
  ...says('home', setStatus('Campaign plan.docx', 'In review'), becomes({ rows: { 'Campaign plan.docx': { status: 'In review' } }, on: 'Campaign plan.docx', status: ['Campaign plan.docx is now In review'] }), ['set the status of Campaign plan.docx to In review']),
  ...says('finance', setStatus('Forecast.xlsx', 'Final'), becomes({ rows: { 'Forecast.xlsx': { status: 'Final' } }, on: 'Forecast.xlsx', status: ['Forecast.xlsx is now Final'] }), ["change Forecast.xlsx's status to Final"]),
  ...says('all', setStatus('Invoice 1002.pdf', 'Final'), becomes({ rows: { 'Invoice 1002.pdf': { status: 'Final' } }, on: 'Invoice 1002.pdf', status: ['Invoice 1002.pdf is now Final'] }), ['choose Final from the Status of Invoice 1002.pdf']),
  ...says('all', setStatus('Architecture.md', 'Draft'), becomes({ rows: { 'Architecture.md': { status: 'Draft' } }, on: 'Architecture.md', status: ['Architecture.md is now Draft'] }), ['select Draft in the Status column for Architecture.md']),
  ...says('all', setStatus('Roadmap.docx', 'Final'), becomes({ rows: { 'Roadmap.docx': { status: 'Final' } }, on: 'Roadmap.docx', status: ['Roadmap.docx is now Final'] }), ['in the Engineering folder, set Roadmap.docx to Final']),

  // The active row, and renaming.
  ...says('home', activate('Readme.txt'), becomes({ on: 'Readme.txt', active: 'Readme.txt' }), ['click Readme.txt']),
  ...says('finance', activate('Forecast.xlsx'), becomes({ on: 'Forecast.xlsx', active: 'Forecast.xlsx' }), ['click on the Forecast.xlsx row']),
  ...says('home', rename('Readme.txt', 'Read me first.txt'), becomes({ renamed: { 'Readme.txt': 'Read me first.txt' }, on: 'Readme.txt', status: ['Renamed Readme.txt to Read me first.txt'] }), ['rename Readme.txt to Read me first.txt']),
  ...says('finance', rename('Forecast.xlsx', 'Forecast 2027.xlsx'), becomes({ renamed: { 'Forecast.xlsx': 'Forecast 2027.xlsx' }, on: 'Forecast.xlsx', status: ['Renamed Forecast.xlsx to Forecast 2027.xlsx'] }), ['change the name of Forecast.xlsx to Forecast 2027.xlsx']),

  // Filtering.
  ...says('home', filter('pdf'), becomes({ filter: 'pdf', shown: PDFS }), ['type pdf into the filter']),
  ...says('home', filter('Budget'), becomes({ filter: 'Budget', shown: ['Finance', 'Budget 2026.xlsx'] }), ['filter the files by Budget']),
  ...says('filtered', button('Clear filter'), becomes({ ...UNFILTERED, status: ['Filter cleared'] }), ['click Clear filter']),
  ...says('filtered', filter(''), becomes({ ...UNFILTERED, status: ['Filter cleared'] }), ['empty the filter box']),
  ...says('filtered', tick('Invoice 1001.pdf'), becomes({ shown: PDFS, rows: { 'Invoice 1001.pdf': { selected: true } }, on: 'Invoice 1001.pdf', status: ['1 selected'] }), ['tick Invoice 1001.pdf']),

  // New folders.
  ...says('home', button('New folder'), becomes({ added: ['New folder'], status: ['Created New folder'] }), ['click New folder']),
  ...says('home', button('New folder'), becomes({ added: ['New folder'], status: ['Created New folder'] }), ['create a new folder']),

  // Ambiguous: three collapsed folders; six spreadsheets; eleven Status selects.
  ...asks('home', ['expand the folder']),
  ...asks('all', ['star the spreadsheet']),
  ...asks('all', ['set the status to Final']),

  // Finding things.
  ...finds('home', '#filter', ['find the filter box']),
  ...finds('home', '.wb-row:has(.wb-title:text-is("Readme.txt")) .wb-checkbox', ['find the checkbox of Readme.txt']),
  ...finds('finance', '.wb-row:has(.wb-title:text-is("Forecast.xlsx")) select', ['find the status of Forecast.xlsx']),
];

export const WUNDERBAUM: RealApp = { name: 'wunderbaum', steps: WUNDERBAUM_STEPS, prepare, state };
