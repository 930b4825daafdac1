/**
 * Steps for a release planner of ours built on vis-timeline 8.5.4 (test/offline/apps/vis-timeline/: the
 * npm package `vis-timeline`, Apache-2.0 OR MIT, its standalone UMD bundle): teams as the timeline's
 * groups (Design; Engineering, a nesting group of Backend and Frontend, collapsible from its label; QA),
 * eleven tasks as range items and one milestone as a box item on a time axis (selectable by a click,
 * movable by dragging, removable by the × of a selected item, opened by a double-click), a toolbar
 * (Add task, Edit task, Delete task, Zoom in, Zoom out, Fit all, Previous, Today, Next), a Filter tasks
 * box, a Teams fieldset of checkboxes, a task dialog (Title, Team, Start date, End date, Milestone,
 * Cancel, Save, Close) and a status line.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (the app's model: every task's title, team and dates, the
 * selection, the visible window, the teams shown, the Engineering group's expansion, the filter and the
 * tasks it shows, the dialog and its fields, the status line) with the state the step started from,
 * with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Task { title: string; team: string; start: string; end: string | null }
interface Dialog { title: string; name: string; team: string; start: string; end: string; milestone: boolean }
interface State {
  tasks: Record<string, Task>;
  selected: number[];
  window: { start: string; end: string };
  teams: Record<string, boolean>;
  expanded: boolean;
  filter: string;
  shown: number[];
  dialog: Dialog | null;
  status: string;
}

/** Everything a step could change. */
const read = (page: Page) => page.evaluate(() => (window as unknown as { planner: { read(): unknown } }).planner.read()) as Promise<State>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared: State | undefined;

const item = (page: Page, title: string) => page.locator('.vis-item').filter({ has: page.locator('.vis-item-content').getByText(title, { exact: true }) });

async function prepare(page: Page, origin: string, setup: string) {
  await page.goto(`${origin}/vis-timeline/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect.poll(() => page.evaluate(() => (window as unknown as { plannerReady?: boolean }).plannerReady === true), { timeout: LOAD_MS }).toBe(true);
  await expect(item(page, 'Wireframes')).toBeVisible({ timeout: LOAD_MS });
  if (setup === 'selected') {
    await item(page, 'Wireframes').click();
    await expect.poll(() => read(page).then((s) => s.selected), { timeout: LOAD_MS }).toEqual([1]);
  }
  if (setup === 'edit') {
    await item(page, 'Database migration').click();
    await page.getByRole('button', { name: 'Edit task' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: LOAD_MS });
  }
  if (setup === 'new' || setup === 'filled') {
    await page.getByRole('button', { name: 'Add task' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: LOAD_MS });
  }
  if (setup === 'filled') {
    await page.getByLabel('Title', { exact: true }).fill('Load testing');
    await page.getByLabel('Team').selectOption('qa');
    await page.getByLabel('Start date', { exact: true }).fill('2026-04-27');
    await page.getByLabel('End date', { exact: true }).fill('2026-05-01');
  }
  if (setup === 'zoomed') {
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => read(page).then((s) => s.status), { timeout: LOAD_MS }).toBe('Zoomed in');
  }
  if (setup === 'filtered') {
    await page.getByRole('searchbox', { name: 'Filter tasks' }).fill('review');
    await expect.poll(() => read(page).then((s) => s.shown), { timeout: LOAD_MS }).toEqual([3, 6]);
  }
  if (setup === 'collapsed') {
    await page.locator('.vis-label').filter({ hasText: 'Engineering' }).click();
    await expect.poll(() => read(page).then((s) => s.expanded), { timeout: LOAD_MS }).toBe(false);
  }
  if (setup === 'hidden') {
    await page.getByRole('checkbox', { name: 'QA' }).uncheck();
    await expect.poll(() => read(page).then((s) => s.teams.qa), { timeout: LOAD_MS }).toBe(false);
  }
  await page.mouse.move(1270, 710);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

type Change = Partial<Omit<State, 'tasks' | 'dialog' | 'teams'>> & { tasks?: Record<number, Partial<Task> | null>; dialog?: Partial<Dialog> | null; teams?: Record<string, boolean> };

/** The page as the step found it, with these changes only (`tasks`, `teams` and `dialog` are merged; a task set to null is gone). */
const becomes = (change: Change) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const tasks: Record<string, Task> = { ...prepared.tasks };
  for (const [id, patch] of Object.entries(change.tasks ?? {})) {
    if (patch === null) delete tasks[id];
    else tasks[id] = { ...tasks[id]!, ...patch } as Task;
  }
  const dialog = change.dialog === null ? null : change.dialog ? { ...(prepared.dialog ?? NEW), ...change.dialog } : prepared.dialog;
  const want = { ...prepared, ...change, tasks, dialog, teams: { ...prepared.teams, ...change.teams } };
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want).catch(async () => {
    // One line that names what differs (the corpus prints the first lines of a failed check).
    const got = (await read(page)) as unknown as Record<string, unknown>;
    const keys = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify((want as Record<string, unknown>)[k]));
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify((want as Record<string, unknown>)[k])}`).join('; ')}`);
  });
};

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

const NEW: Dialog = { title: 'New task', name: '', team: 'design', start: '', end: '', milestone: false };
const EDIT = (title: string, team: string, start: string, end: string): Dialog => ({ title: `Edit ${title}`, name: title, team, start, end, milestone: false });
const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

// --- references ------------------------------------------------------------------------------

const click = (title: string) => async (page: Page) => {
  await item(page, title).click();
};
const button = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click();
};
/** Selects a task and drags it along the time axis by whole days (the axis shows 35 days across the timeline's width; dragging an unselected task pans the view). */
const drag = (title: string, days: number) => async (page: Page) => {
  await item(page, title).click();
  const box = (await item(page, title).boundingBox())!;
  const axis = (await page.locator('.vis-center').boundingBox())!;
  const dx = (days * axis.width) / 35;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y);
  await page.mouse.up();
};
const fill = (label: string, value: string) => async (page: Page) => {
  await page.getByLabel(label, { exact: true }).fill(value);
};
const filter = (text: string) => async (page: Page) => {
  await page.getByRole('searchbox', { name: 'Filter tasks' }).fill(text);
};
const team = (name: string, on: boolean) => async (page: Page) => {
  await page.getByRole('checkbox', { name, exact: true }).setChecked(on);
};
const groupLabel = (name: string) => async (page: Page) => {
  await page.locator('.vis-label').filter({ hasText: name }).click();
};

export const VIS_TIMELINE_STEPS: AppStep[] = [
  // Selecting tasks on the timeline.
  ...says('home', click('Wireframes'), becomes({ selected: [1], status: 'Selected Wireframes' }), ['click Wireframes']),
  ...says('home', click('Database migration'), becomes({ selected: [5], status: 'Selected Database migration' }), ['select the Database migration task']),
  ...says('home', click('Launch'), becomes({ selected: [11], status: 'Selected Launch' }), ['click the Launch milestone']),
  ...says('home', click('Test plan'), becomes({ selected: [9], status: 'Selected Test plan' }), ['select the first task in the QA row']),
  ...says('home', click('Dashboard'), becomes({ selected: [8], status: 'Selected Dashboard' }), ['pick Dashboard in the Frontend lane']),

  // Deleting.
  ...says('selected', button('Delete task'), becomes({ tasks: { 1: null }, selected: [], shown: ALL.filter((id) => id !== 1), status: 'Deleted Wireframes' }), ['click Delete task']),
  ...says('home', async (page) => { await click('Code review')(page); await button('Delete task')(page); }, becomes({ tasks: { 6: null }, selected: [], shown: ALL.filter((id) => id !== 6), status: 'Deleted Code review' }), ['delete the Code review task']),
  ...says('selected', async (page) => { await item(page, 'Wireframes').locator('.vis-delete').click(); }, becomes({ tasks: { 1: null }, selected: [], shown: ALL.filter((id) => id !== 1), status: 'Deleted Wireframes' }), ['click the delete icon on Wireframes']),
  ...says('home', button('Delete task'), becomes({ status: 'Select a task first' }), ['press Delete task']),

  // Editing a task.
  ...says('selected', button('Edit task'), becomes({ dialog: EDIT('Wireframes', 'design', '2026-04-01', '2026-04-08'), status: 'Editing Wireframes' }), ['click Edit task']),
  ...says('home', async (page) => { await item(page, 'Dashboard').dblclick(); }, becomes({ selected: [8], dialog: EDIT('Dashboard', 'frontend', '2026-04-14', '2026-04-28'), status: 'Editing Dashboard' }), ['double-click Dashboard']),
  ...says('home', async (page) => { await click('Login page')(page); await button('Edit task')(page); }, becomes({ selected: [7], dialog: EDIT('Login page', 'frontend', '2026-04-06', '2026-04-14'), status: 'Editing Login page' }), ['edit the Login page task']),
  ...says('edit', fill('End date', '2026-04-24'), becomes({ dialog: { end: '2026-04-24' } }), ['change the end date to 2026-04-24']),
  ...says('edit', async (page) => { await page.getByLabel('Team').selectOption('frontend'); }, becomes({ dialog: { team: 'frontend' } }), ['set Team to Frontend']),
  ...says('edit', fill('Title', 'Data migration'), becomes({ dialog: { name: 'Data migration' } }), ['rename the task to Data migration']),
  ...says('edit', button('Save'), becomes({ dialog: null, status: 'Saved Database migration' }), ['save the changes']),
  ...says('edit', button('Cancel'), becomes({ dialog: null, status: 'Cancelled' }), ['close the dialog']),

  // Adding a task.
  ...says('home', button('Add task'), becomes({ dialog: NEW, status: 'Adding a task' }), ['click Add task']),
  ...says('new', fill('Title', 'Load testing'), becomes({ dialog: { name: 'Load testing' } }), ['fill Title with Load testing']),
  ...says('new', async (page) => { await page.getByLabel('Team').selectOption('qa'); }, becomes({ dialog: { team: 'qa' } }), ['choose QA from the Team dropdown']),
  ...says('new', fill('Start date', '2026-04-27'), becomes({ dialog: { start: '2026-04-27' } }), ['set the start date to 2026-04-27']),
  ...says('new', fill('End date', '2026-05-01'), becomes({ dialog: { end: '2026-05-01' } }), ['enter 2026-05-01 as the end date']),
  ...says('new', async (page) => { await page.getByRole('checkbox', { name: /Milestone/ }).check(); }, becomes({ dialog: { milestone: true } }), ['tick Milestone']),
  ...says('filled', button('Save'), becomes({ dialog: null, tasks: { 12: { title: 'Load testing', team: 'qa', start: '2026-04-27', end: '2026-05-01' } }, shown: [...ALL, 12], status: 'Added Load testing' }), ['click Save']),

  // Moving tasks along the time axis.
  ...says('home', drag('Login page', 2), becomes({ tasks: { 7: { start: '2026-04-08', end: '2026-04-16' } }, selected: [7], status: 'Moved Login page to Frontend, 2026-04-08' }), ['drag Login page two days to the right']),
  ...says('home', drag('Test plan', 1), becomes({ tasks: { 9: { start: '2026-04-04', end: '2026-04-11' } }, selected: [9], status: 'Moved Test plan to QA, 2026-04-04' }), ['move Test plan one day later']),

  // Zooming and moving the view.
  ...says('home', button('Zoom in'), becomes({ window: { start: '2026-04-07T18:00', end: '2026-04-25T06:00' }, status: 'Zoomed in' }), ['zoom in']),
  ...says('home', button('Zoom out'), becomes({ window: { start: '2026-03-12T12:00', end: '2026-05-21T12:00' }, status: 'Zoomed out' }), ['click Zoom out']),
  ...says('zoomed', button('Fit all'), becomes({ window: { start: '2026-03-31T16:40', end: '2026-05-01T08:56' }, status: 'Showing all tasks' }), ['fit all tasks on the screen']),
  ...says('home', button('Next'), becomes({ window: { start: '2026-04-06T00:00', end: '2026-05-11T00:00' }, status: 'Moved ahead a week' }), ['go to the next week']),
  ...says('zoomed', button('Today'), becomes({ window: { start: '2026-04-06T06:00', end: '2026-04-23T18:00' }, status: 'Showing today' }), ['jump to today']),

  // Filtering.
  ...says('home', filter('review'), becomes({ filter: 'review', shown: [3, 6], status: 'Showing 2 of 11 tasks' }), ['filter the tasks by review']),
  ...says('home', filter('design'), becomes({ filter: 'design', shown: [2, 3, 4], status: 'Showing 3 of 11 tasks' }), ["type 'design' in Filter tasks"]),
  ...says('filtered', filter(''), becomes({ filter: '', shown: ALL, status: 'Filter cleared' }), ['clear the filter']),

  // Teams.
  ...says('home', team('QA', false), becomes({ teams: { qa: false }, status: 'Hiding QA' }), ['hide the QA team']),
  ...says('home', team('Engineering', false), becomes({ teams: { engineering: false, backend: false, frontend: false }, status: 'Hiding Engineering' }), ['uncheck Engineering in the Teams filter']),
  ...says('hidden', team('QA', true), becomes({ teams: { qa: true }, status: 'Showing QA' }), ['show QA again']),
  ...says('home', groupLabel('Engineering'), becomes({ expanded: false, teams: { backend: false, frontend: false } }), ['collapse the Engineering group']),
  ...says('collapsed', groupLabel('Engineering'), becomes({ expanded: true, teams: { backend: true, frontend: true } }), ['expand Engineering']),

  // Ambiguous: two review tasks; three tasks in the Design row; two date fields.
  ...asks('home', ['open the review task']),
  ...asks('home', ['select the task in the Design row']),
  ...asks('new', ['enter 2026-04-20 in the date field']),

  // Finding things.
  ...finds('home', '#zoom-in', ['find the Zoom in button']),
  ...finds('home', '.vis-item:has-text("Dashboard"), .vis-item:has-text("Dashboard") *', ['find the Dashboard task']),
  ...finds('new', '#start', ['find the Start date field']),
];

export const VIS_TIMELINE: RealApp = { name: 'vis-timeline', steps: VIS_TIMELINE_STEPS, prepare, state };
