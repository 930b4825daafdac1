/**
 * Steps for a made-up project's issue tracker of ours ("Lantern") built on Floating UI 1.8.0 (@floating-ui/core and
 * @floating-ui/dom, MIT: they place the menus) (test/offline/apps/tracker/): a search box named by aria-label, List view /
 * Board view icon buttons named by title only, a New issue button; the list box with a Select all checkbox, Open / Closed
 * state buttons with counts (aria-pressed), Close selected (shown while rows are ticked), a Labels and an Assignee
 * dropdown (menu buttons opening role=menu popovers of menuitemcheckbox / menuitemradio items), a labelled Sort select,
 * Clear filters; issue rows each with an unlabelled checkbox, a title link, label chips that filter by their label, the
 * assignee's avatar (img alt), a comment count and an "Issue actions" ⋯ menu button on every row (Assign to me, Pin issue,
 * Close issue); a board of three columns (To do / In progress / In review) whose cards carry an unlabelled status select;
 * a New issue dialog (Title, a description named by placeholder only, Labels checkboxes, Assignee select, Priority
 * radios, Cancel, Create issue, an icon-only Close); an issue page (Back to issues, Add a comment, Comment, Close issue).
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (the page shown, the filters and sort, the view, the issues shown in order,
 * every issue's state / labels / assignee / status / comments, the pinned and ticked issues, the menu open, the dialog
 * and its fields, the comment typed, every toast shown, the URL) with the state the step started from, with only the
 * asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Filters { query: string; state: string; labels: string[]; assignee: string | null; sort: string }
interface Issue { n: number; title: string; state: string; labels: string[]; assignee: string | null; status: string; priority: string; comments: number }
interface Draft { title: string; body: string; labels: string[]; assignee: string; priority: string }
interface State {
  page: string;
  filters: Filters;
  view: string;
  shown: number[];
  issues: Issue[];
  pinned: number[];
  selected: number[];
  menu: string | null;
  dialog: boolean;
  draft: Draft;
  comment: string | null;
  toasts: string[];
  url?: string;
}

const read = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { tracker: { read(): object } }).tracker.read(), url: location.href })) as Promise<State>;

async function state(page: Page): Promise<string> {
  return JSON.stringify(await read(page));
}

const RANK: Record<string, number> = { urgent: 4, high: 3, medium: 2, low: 1 };

/** The issues the list shows for these filters, pinned ones first: what a step's check expects. */
function shownFor(issues: Issue[], f: Filters, pinned: number[]): number[] {
  const q = f.query.trim().toLowerCase();
  const list = issues.filter((i) => i.state === f.state &&
    (!q || i.title.toLowerCase().includes(q) || `#${i.n}` === q) &&
    f.labels.every((l) => i.labels.includes(l)) &&
    (f.assignee === null || (f.assignee === 'none' ? !i.assignee : i.assignee === f.assignee)));
  const by: Record<string, (a: Issue, b: Issue) => number> = {
    newest: (a, b) => b.n - a.n,
    oldest: (a, b) => a.n - b.n,
    comments: (a, b) => b.comments - a.comments || b.n - a.n,
    priority: (a, b) => (RANK[b.priority] ?? 0) - (RANK[a.priority] ?? 0) || b.n - a.n,
  };
  return list.sort((a, b) => (Number(pinned.includes(b.n)) - Number(pinned.includes(a.n))) || by[f.sort]!(a, b)).map((i) => i.n);
}

let prepared: State | undefined;

const until = async (page: Page, ok: (s: State) => boolean) => {
  await expect.poll(() => read(page).then(ok), { timeout: LOAD_MS }).toBe(true);
};
const row = (page: Page, n: number) => page.locator(`#rows li[data-n="${n}"]`);
const boardCard = (page: Page, n: number) => page.locator(`#board .card[data-n="${n}"]`);
const actions = (page: Page, n: number) => row(page, n).getByRole('button', { name: 'Issue actions' });

async function prepare(page: Page, origin: string, setup: string) {
  const at = setup === 'issue' || setup === 'commented' ? '#/issues/13' : '';
  await page.goto(`${origin}/tracker/index.html?fresh=${Date.now()}${at}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect.poll(() => page.evaluate(() => (window as unknown as { trackerReady?: boolean }).trackerReady === true), { timeout: LOAD_MS }).toBe(true);
  if (setup === 'closed') {
    await page.locator('#tab-closed').click();
    await until(page, (s) => s.filters.state === 'closed');
  }
  if (setup === 'bugs') {
    await row(page, 17).getByRole('button', { name: 'bug' }).click();
    await until(page, (s) => s.filters.labels.length === 1);
  }
  if (setup === 'labels') {
    await page.getByRole('button', { name: /^Labels/ }).click();
    await until(page, (s) => s.menu === 'labels');
  }
  if (setup === 'assignee') {
    await page.getByRole('button', { name: /^Assignee/ }).click();
    await until(page, (s) => s.menu === 'assignee');
  }
  if (setup === 'selected') {
    await row(page, 17).getByRole('checkbox').check();
    await row(page, 13).getByRole('checkbox').check();
    await until(page, (s) => s.selected.length === 2);
  }
  if (setup === 'actions15' || setup === 'actions12') {
    const n = setup === 'actions15' ? 15 : 12;
    await actions(page, n).click();
    await until(page, (s) => s.menu === `actions:${n}`);
  }
  if (setup === 'board') {
    await page.getByTitle('Board view').click();
    await until(page, (s) => s.view === 'board');
  }
  if (setup === 'dialog' || setup === 'drafted') {
    await page.getByRole('button', { name: 'New issue' }).click();
    await until(page, (s) => s.dialog);
    if (setup === 'drafted') {
      await page.getByLabel('Title').fill('Broken link in the footer');
      await until(page, (s) => s.draft.title === 'Broken link in the footer');
    }
  }
  if (setup === 'issue' || setup === 'commented') {
    await until(page, (s) => s.page === 'issue 13');
    if (setup === 'commented') {
      await page.getByLabel('Add a comment').fill('Reproduced on 2.4.1');
      await until(page, (s) => s.comment === 'Reproduced on 2.4.1');
    }
  }
  await page.mouse.move(1270, 710);
  prepared = await read(page);
}

interface Change {
  filters?: Partial<Filters>;
  view?: string;
  /** Changed fields of issues, by number. */
  issues?: Record<number, Partial<Issue>>;
  added?: Issue;
  pinned?: number[];
  selected?: number[];
  menu?: string | null;
  dialog?: boolean;
  draft?: Partial<Draft>;
  comment?: string | null;
  /** Toasts shown by the step, after the ones before it. */
  toasts?: string[];
  page?: string;
  /** The URL's new ending (a hash). */
  hash?: string;
}

/** The page as the step found it, with these changes only. */
const becomes = (change: Change) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const { filters: f = {}, issues: patch = {}, added, draft = {}, toasts = [], hash, ...rest } = change;
  const filters = { ...prepared.filters, ...f };
  const issues = prepared.issues.map((i) => ({ ...i, ...(patch[i.n] ?? {}) }));
  if (added) issues.push(added);
  const pinned = change.pinned ?? prepared.pinned;
  const url = hash !== undefined ? prepared.url!.replace(/#.*$/, '') + hash : prepared.url;
  const want: State = {
    ...prepared, ...rest, filters, issues, pinned, shown: shownFor(issues, filters, pinned),
    draft: { ...prepared.draft, ...draft }, toasts: [...prepared.toasts, ...toasts], url,
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

const sort = (value: string) => async (page: Page) => { await page.getByLabel('Sort').selectOption(value); };
const tick = (n: number) => async (page: Page) => { await row(page, n).getByRole('checkbox').check(); };
const move = (n: number, status: string) => async (page: Page) => { await boardCard(page, n).locator('select').selectOption(status); };
const menuItem = (name: string) => async (page: Page) => { await page.getByRole('menuitem', { name, exact: true }).click(); };
const OPEN_NOW = [17, 16, 15, 14, 13, 12, 11, 10];

export const TRACKER_STEPS: AppStep[] = [
  // Search and filters.
  ...says('list', async (page) => { await page.getByLabel('Search all issues').fill('password'); }, becomes({ filters: { query: 'password' } }), ['search for "password"']),
  ...says('list', async (page) => { await page.locator('#tab-closed').click(); }, becomes({ filters: { state: 'closed' } }), ['show the closed issues']),
  ...says('closed', async (page) => { await page.locator('#tab-open').click(); }, becomes({ filters: { state: 'open' } }), ['click Open']),
  ...says('list', async (page) => { await page.getByRole('button', { name: /^Labels/ }).click(); }, becomes({ menu: 'labels' }), ['open the Labels dropdown']),
  ...says('labels', async (page) => { await page.getByRole('menuitemcheckbox', { name: 'bug' }).click(); }, becomes({ filters: { labels: ['bug'] } }), ['choose bug']),
  ...says('labels', async (page) => { await page.getByRole('menuitemcheckbox', { name: 'accessibility' }).click(); }, becomes({ filters: { labels: ['accessibility'] } }), ['tick accessibility']),
  ...says('labels', async (page) => { await page.keyboard.press('Escape'); }, becomes({ menu: null }), ['close the labels menu']),
  ...says('assignee', async (page) => { await page.getByRole('menuitemradio', { name: 'Aiko Tanaka' }).click(); }, becomes({ filters: { assignee: 'Aiko Tanaka' }, menu: null }), ['pick Aiko Tanaka']),
  ...says('assignee', async (page) => { await page.getByRole('menuitemradio', { name: 'Assigned to nobody' }).click(); }, becomes({ filters: { assignee: 'none' }, menu: null }), ['show issues assigned to nobody']),
  ...says('list', async (page) => {
    await page.getByRole('button', { name: /^Assignee/ }).click();
    await page.getByRole('menuitemradio', { name: 'Marco Rossi' }).click();
  }, becomes({ filters: { assignee: 'Marco Rossi' } }), ['filter by assignee Marco Rossi']),
  ...says('list', async (page) => { await row(page, 15).getByRole('button', { name: 'security' }).click(); }, becomes({ filters: { labels: ['security'] } }), ['click the security label on the login form issue']),
  ...says('bugs', async (page) => { await page.getByRole('button', { name: /Clear filters/ }).click(); }, becomes({ filters: { labels: [] } }), ['clear filters']),

  // Sort and view.
  ...says('list', sort('comments'), becomes({ filters: { sort: 'comments' } }), ['sort by most commented']),
  ...says('list', sort('priority'), becomes({ filters: { sort: 'priority' } }), ['order the issues by priority']),
  ...says('list', async (page) => { await page.getByTitle('Board view').click(); }, becomes({ view: 'board' }), ['switch to the board view']),

  // Rows.
  ...says('list', tick(12), becomes({ selected: [12] }), ['select issue #12']),
  ...says('list', tick(14), becomes({ selected: [14] }), ['tick the checkbox next to "Document the webhook retry policy"']),
  ...says('list', async (page) => { await page.getByLabel('Select all issues').check(); }, becomes({ selected: OPEN_NOW.slice().sort((a, b) => a - b) }), ['select all issues']),
  ...says('selected', async (page) => { await page.getByRole('button', { name: 'Close selected' }).click(); }, becomes({ issues: { 13: { state: 'closed' }, 17: { state: 'closed' } }, selected: [], toasts: ['Closed 2 issues'] }), ['close the selected issues']),
  ...says('list', async (page) => { await actions(page, 16).click(); }, becomes({ menu: 'actions:16' }), ['open the actions menu of issue #16']),
  ...says('actions15', menuItem('Assign to me'), becomes({ issues: { 15: { assignee: 'Sam Carter' } }, menu: null, toasts: ['Assigned #15 to you'] }), ['click Assign to me']),
  ...says('actions12', menuItem('Close issue'), becomes({ issues: { 12: { state: 'closed' } }, menu: null, toasts: ['Closed #12 Keyboard trap in the date picker'] }), ['choose Close issue']),
  ...says('list', async (page) => { await actions(page, 16).click(); await menuItem('Pin issue')(page); }, becomes({ pinned: [16], toasts: ['Pinned #16'] }), ['pin the dark mode issue']),
  ...says('list', async (page) => { await row(page, 13).getByRole('link').click(); }, becomes({ page: 'issue 13', comment: '', hash: '#/issues/13' }), ['open issue #13']),

  // The board (To do: 17, 16, 12, 11, 10; In progress: 15, 13; In review: 14).
  ...says('board', move(12, 'progress'), becomes({ issues: { 12: { status: 'progress' } }, toasts: ['Moved #12 to In progress'] }), ['move "Keyboard trap in the date picker" to In progress']),
  ...says('board', move(17, 'review'), becomes({ issues: { 17: { status: 'review' } }, toasts: ['Moved #17 to In review'] }), ['put the CSV export card in In review']),
  ...says('board', async (page) => { await page.getByTitle('List view').click(); }, becomes({ view: 'list' }), ['back to the list']),

  // The New issue dialog.
  ...says('list', async (page) => { await page.getByRole('button', { name: 'New issue' }).click(); }, becomes({ dialog: true }), ['click New issue']),
  ...says('dialog', async (page) => { await page.getByLabel('Title').fill('Broken link in the footer'); }, becomes({ draft: { title: 'Broken link in the footer' } }), ['enter "Broken link in the footer" as the title']),
  ...says('dialog', async (page) => { await page.getByPlaceholder('Leave a description').fill('The Status link returns a 404'); }, becomes({ draft: { body: 'The Status link returns a 404' } }), ['describe it as "The Status link returns a 404"']),
  ...says('dialog', async (page) => { await page.locator('#f-labels').getByLabel('docs').check(); }, becomes({ draft: { labels: ['docs'] } }), ['tick the docs label']),
  ...says('dialog', async (page) => { await page.locator('#f-assignee').selectOption('Aiko Tanaka'); }, becomes({ draft: { assignee: 'Aiko Tanaka' } }), ['assign it to Aiko Tanaka']),
  ...says('dialog', async (page) => { await page.getByLabel('High').check(); }, becomes({ draft: { priority: 'high' } }), ['set the priority to High']),
  ...says('drafted', async (page) => { await page.getByRole('button', { name: 'Create issue' }).click(); }, becomes({
    dialog: false,
    added: { n: 18, title: 'Broken link in the footer', state: 'open', labels: [], assignee: null, status: 'todo', priority: 'medium', comments: 0 },
    toasts: ['Created issue #18'],
  }), ['create the issue']),
  ...says('dialog', async (page) => { await page.getByRole('button', { name: 'Cancel' }).click(); }, becomes({ dialog: false }), ['cancel']),

  // The issue page (#13).
  ...says('issue', async (page) => { await page.getByLabel('Add a comment').fill('Reproduced on 2.4.1'); }, becomes({ comment: 'Reproduced on 2.4.1' }), ['write "Reproduced on 2.4.1" in the comment box']),
  ...says('commented', async (page) => { await page.getByRole('button', { name: 'Comment', exact: true }).click(); }, becomes({ issues: { 13: { comments: 10 } }, comment: '', toasts: ['Comment added to #13'] }), ['post the comment']),
  ...says('issue', async (page) => { await page.getByRole('button', { name: 'Close issue' }).click(); }, becomes({ issues: { 13: { state: 'closed' } }, toasts: ['Closed #13 Search is slow with more than 10k records'] }), ['close this issue']),
  ...says('issue', async (page) => { await page.getByRole('link', { name: /Back to issues/ }).click(); }, becomes({ page: 'list', comment: null, hash: '#/' }), ['go back to the issue list']),

  // Ambiguous: nine checkboxes (eight rows and Select all), eight ⋯ buttons, eight cards.
  ...asks('list', ['tick the checkbox']),
  ...asks('list', ['open the issue actions']),
  ...asks('board', ['move the card to In review']),

  // Finding things.
  ...finds('list', '#rows li[data-n="15"] img.avatar', ['find the assignee of issue #15']),
  ...finds('list', '#tab-closed, #closed-count', ['find how many issues are closed']),
  ...finds('list', '#sort', ['find the sort dropdown']),
];

export const TRACKER: RealApp = { name: 'tracker', steps: TRACKER_STEPS, prepare, state };
