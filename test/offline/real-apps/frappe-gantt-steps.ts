/**
 * Steps for Frappe Gantt 1.2.2 (test/offline/apps/frappe-gantt/: the npm package `frappe-gantt`, MIT,
 * on a host page of ours, `index.html`, since the package ships no demo page): a project plan of
 * six tasks with dependencies drawn as a Gantt chart (bars that open a popup with Mark done and
 * Delete task actions), view buttons (Day, Week, Month, Year), two option checkboxes (read-only,
 * weekend highlighting), a task table (sortable columns, a progress field and a Delete button per
 * row) and a "New task" form.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (the plan's tasks, the table's rows and sort, the view
 * mode, the popup, the options, the form and its error, the status line) with the state the step
 * started from, with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Task {
  id: string;
  name: string;
  start: string;
  end: string;
  progress: number;
  dependencies: string;
}
interface Chart {
  options: { view_mode: string; readonly: boolean; holidays: Record<string, unknown> };
  bars: { task: { id: string; name: string; progress: number } }[];
}

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { plan: Task[]; gantt: Chart };
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const popup = document.querySelector('.popup-wrapper');
    const field = (name: string) => (document.querySelector(`#new-task [name=${name}]`) as HTMLInputElement).value;
    return {
      plan: w.plan.map((t) => `${t.id}|${t.name}|${t.start}|${t.end}|${t.progress}|${t.dependencies}`),
      bars: w.gantt.bars.map((b) => `${b.task.id}|${b.task.progress}`),
      rows: Array.from(document.querySelectorAll('#rows tr')).map((tr) => `${(tr as HTMLElement).dataset.id}|${(tr.querySelector('input') as HTMLInputElement).value}`),
      sort: Array.from(document.querySelectorAll('th[aria-sort=ascending]')).map((th) => text(th)),
      view: w.gantt.options.view_mode,
      pressed: Array.from(document.querySelectorAll('[data-view][aria-pressed=true]')).map((b) => text(b)),
      popup: popup && !popup.classList.contains('hide') ? text(popup.querySelector('.title')) : '',
      readonly: [(document.getElementById('opt-readonly') as HTMLInputElement).checked, w.gantt.options.readonly],
      weekends: [(document.getElementById('opt-weekends') as HTMLInputElement).checked, Object.keys(w.gantt.options.holidays).length],
      form: ['name', 'start', 'end', 'depends', 'progress'].map(field),
      error: text(document.getElementById('form-error')),
      status: text(document.getElementById('status')),
    };
  });
type State = Awaited<ReturnType<typeof read>>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared: State | undefined;

const PLAN: Task[] = [
  { id: 'design', name: 'Design mockups', start: '2027-01-04', end: '2027-01-08', progress: 60, dependencies: '' },
  { id: 'content', name: 'Content writing', start: '2027-01-06', end: '2027-01-15', progress: 20, dependencies: '' },
  { id: 'backend', name: 'Backend API', start: '2027-01-11', end: '2027-01-20', progress: 40, dependencies: '' },
  { id: 'frontend', name: 'Frontend build', start: '2027-01-11', end: '2027-01-22', progress: 0, dependencies: 'design' },
  { id: 'qa', name: 'QA testing', start: '2027-01-25', end: '2027-01-29', progress: 0, dependencies: 'frontend, backend' },
  { id: 'launch', name: 'Launch', start: '2027-02-01', end: '2027-02-02', progress: 0, dependencies: 'qa' },
];
type Id = 'design' | 'content' | 'backend' | 'frontend' | 'qa' | 'launch';
const NAMES: Record<Id, string> = { design: 'Design mockups', content: 'Content writing', backend: 'Backend API', frontend: 'Frontend build', qa: 'QA testing', launch: 'Launch' };

/** A bar, clicked where its label is (the label lies over the bar). */
const bar = (page: Page, id: Id) => page.locator(`.bar-wrapper[data-id="${id}"] .bar-label`);
const row = (page: Page, id: Id) => page.locator(`#rows tr[data-id="${id}"]`);
const form = (page: Page) => page.locator('#new-task');
const viewButton = (page: Page, name: string) => page.getByRole('group', { name: 'View' }).getByRole('button', { name, exact: true });
const popupAction = (page: Page, name: string) => page.locator('.popup-wrapper').getByRole('button', { name, exact: true });

async function prepare(page: Page, origin: string, setup: string) {
  await page.goto(`${origin}/frappe-gantt/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await page.waitForFunction(() => (window as unknown as { gantt?: unknown }).gantt !== undefined, undefined, { timeout: LOAD_MS });
  await expect(page.locator('.bar-wrapper')).toHaveCount(6, { timeout: LOAD_MS });
  if (setup === 'week') await viewButton(page, 'Week').click();
  const popup = setup.match(/^popup-(\w+)$/)?.[1] as Id | undefined;
  if (popup) {
    await bar(page, popup).click();
    await expect(page.locator('.popup-wrapper .title')).toHaveText(NAMES[popup]);
  }
  if (setup === 'form-filled' || setup === 'form-name') {
    await form(page).getByLabel('Task name').fill('Security review');
    if (setup === 'form-filled') {
      await form(page).getByLabel('Start date').fill('2027-01-18');
      await form(page).getByLabel('End date').fill('2027-01-21');
      await form(page).getByLabel('Depends on').selectOption('backend');
      await form(page).getByLabel('Progress (%)').fill('10');
    }
  }
  if (setup === 'readonly') await page.getByLabel('Read-only chart').check();
  if (setup === 'sorted-name') await page.getByRole('button', { name: 'Task', exact: true }).click();
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
const line = (t: Task) => `${t.id}|${t.name}|${t.start}|${t.end}|${t.progress}|${t.dependencies}`;
/** The table's rows for a plan, in the order of a column. */
const rowsOf = (plan: Task[], key: 'start' | 'name' | 'end' = 'start') =>
  [...plan].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0)).map((t) => `${t.id}|${t.progress}`);
/** The plan after a change, everywhere it shows (the plan, the chart's bars, the table). */
const planIs = (plan: Task[], extra: Partial<State> = {}) =>
  becomes({ plan: plan.map(line), bars: plan.map((t) => `${t.id}|${t.progress}`), rows: rowsOf(plan), ...extra });
const withProgress = (id: Id, progress: number, extra: Partial<State> = {}) =>
  planIs(PLAN.map((t) => (t.id === id ? { ...t, progress } : t)), { status: `Last action: ${NAMES[id]} progress set to ${progress}%`, ...extra });
const without = (id: Id) =>
  planIs(
    PLAN.filter((t) => t.id !== id).map((t) => ({ ...t, dependencies: t.dependencies.split(', ').filter((d) => d && d !== id).join(', ') })),
    { status: `Last action: ${NAMES[id]} deleted`, popup: '' },
  );
const view = (mode: string) => becomes({ view: mode, pressed: [mode], status: `Last action: view set to ${mode}` });
const popupOf = (id: Id) => becomes({ popup: NAMES[id] });
const SECURITY: Task = { id: 'new1', name: 'Security review', start: '2027-01-18', end: '2027-01-21', progress: 10, dependencies: 'backend' };
const sorted = (key: 'name' | 'start' | 'end', label: string) => becomes({ rows: rowsOf(PLAN, key), sort: [label], status: `Last action: sorted by ${label}` });

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const rowProgress = (id: Id, value: string) => async (page: Page) => {
  await row(page, id).getByRole('spinbutton').fill(value);
  await row(page, id).getByRole('spinbutton').press('Enter');
};
const formField = (label: string, value: string) => async (page: Page) => {
  await form(page).getByLabel(label).fill(value);
};

export const FRAPPE_GANTT_STEPS: AppStep[] = [
  // View modes.
  ...says('home', (p) => viewButton(p, 'Week').click(), view('Week'), ['switch to Week view']),
  ...says('home', (p) => viewButton(p, 'Month').click(), view('Month'), ['click Month']),
  ...says('home', (p) => viewButton(p, 'Year').click(), view('Year'), ['show the chart by year']),
  ...says('week', (p) => viewButton(p, 'Day').click(), view('Day'), ['go back to the Day view']),
  ...says('home', (p) => viewButton(p, 'Week').click(), view('Week'), ['change the view mode to Week']),
  ...says('week', (p) => viewButton(p, 'Month').click(), view('Month'), ['select the Month view']),

  // Bars and their popup.
  ...says('home', (p) => bar(p, 'design').click(), popupOf('design'), ['click the Design mockups bar']),
  ...says('home', (p) => bar(p, 'backend').click(), popupOf('backend'), ['open the details of the Backend API task']),
  ...says('home', (p) => bar(p, 'qa').click(), popupOf('qa'), ['show the popup for QA testing']),
  ...says('home', (p) => bar(p, 'launch').click(), popupOf('launch'), ['click on the Launch bar in the chart']),
  ...says('popup-design', (p) => p.locator('.gantt-container .grid-header').click({ position: { x: 5, y: 5 } }), becomes({ popup: '' }), ['close the popup']),
  ...says('popup-design', (p) => popupAction(p, 'Mark done').click(), withProgress('design', 100, { popup: '' }), ['click Mark done']),
  ...says('popup-qa', (p) => popupAction(p, 'Mark done').click(), withProgress('qa', 100, { popup: '' }), ['mark the task as done']),
  ...says('popup-design', (p) => popupAction(p, 'Delete task').click(), without('design'), ['click Delete task in the popup']),

  // The task table.
  ...says('home', (p) => row(p, 'launch').getByRole('button', { name: 'Delete' }).click(), without('launch'), ['delete the row for Launch']),
  ...says('home', (p) => row(p, 'content').getByRole('button', { name: 'Delete' }).click(), without('content'), ['remove Content writing from the task list']),
  ...says('home', (p) => row(p, 'backend').getByRole('button', { name: 'Delete' }).click(), without('backend'), ['click Delete in the Backend API row']),
  ...says('home', rowProgress('backend', '75'), withProgress('backend', 75), ['set the progress of Backend API to 75']),
  ...says('home', rowProgress('qa', '50'), withProgress('qa', 50), ['fill Progress in the row for QA testing with 50']),
  ...says('home', rowProgress('design', '100'), withProgress('design', 100), ['enter 100 as the progress of Design mockups']),
  ...says('home', (p) => p.getByRole('button', { name: 'Task', exact: true }).click(), sorted('name', 'Task'), ['sort the tasks by name']),
  ...says('home', (p) => p.getByRole('button', { name: 'End', exact: true }).click(), sorted('end', 'End'), ['sort by end date']),
  ...says('sorted-name', (p) => p.getByRole('button', { name: 'Start', exact: true }).click(), sorted('start', 'Start'), ['sort by Start']),

  // The New task form.
  ...says('home', formField('Task name', 'Security review'), becomes({ form: ['Security review', '', '', '', ''] }), ['fill Task name with Security review']),
  ...says('home', formField('Start date', '2027-01-18'), becomes({ form: ['', '2027-01-18', '', '', ''] }), ['set the start date to 2027-01-18']),
  ...says('home', formField('End date', '2027-01-21'), becomes({ form: ['', '', '2027-01-21', '', ''] }), ['enter 2027-01-21 in End date']),
  ...says('home', async (p) => void (await form(p).getByLabel('Depends on').selectOption('backend')), becomes({ form: ['', '', '', 'backend', ''] }), ['choose Backend API from Depends on']),
  ...says('home', formField('Progress (%)', '10'), becomes({ form: ['', '', '', '', '10'] }), ['type 10 into the Progress (%) field']),
  ...says('form-filled', (p) => form(p).getByRole('button', { name: 'Add task' }).click(), planIs([...PLAN, SECURITY], { form: ['', '', '', '', ''], status: 'Last action: Security review added' }), [
    'click Add task',
  ]),
  ...says('form-filled', (p) => form(p).getByRole('button', { name: 'Add task' }).click(), planIs([...PLAN, SECURITY], { form: ['', '', '', '', ''], status: 'Last action: Security review added' }), [
    'add the task to the plan',
  ]),
  ...says('home', (p) => form(p).getByRole('button', { name: 'Add task' }).click(), becomes({ error: 'Give the task a name.' }), ['click Add task']),
  ...says('form-name', (p) => form(p).getByRole('button', { name: 'Add task' }).click(), becomes({ error: 'Give the task a start and an end date.' }), ['submit the new task form']),
  ...says('form-filled', (p) => form(p).getByRole('button', { name: 'Clear' }).click(), becomes({ form: ['', '', '', '', ''] }), ['clear the form']),

  // Options.
  ...says('home', (p) => p.getByLabel('Read-only chart').check(), becomes({ readonly: [true, true], status: 'Last action: chart locked' }), ['check Read-only chart']),
  ...says('readonly', (p) => p.getByLabel('Read-only chart').uncheck(), becomes({ readonly: [false, false], status: 'Last action: chart unlocked' }), ['turn off read-only']),
  ...says('home', (p) => p.getByLabel('Highlight weekends').uncheck(), becomes({ weekends: [false, 0], status: 'Last action: weekends not highlighted' }), [
    'stop highlighting weekends',
  ]),
  ...says('home', (p) => p.getByLabel('Highlight weekends').uncheck(), becomes({ weekends: [false, 0], status: 'Last action: weekends not highlighted' }), [
    'uncheck Highlight weekends',
  ]),

  // Ambiguous: six Delete buttons; six bars; two date fields.
  ...asks('home', ['delete the task']),
  ...asks('home', ['click the bar']),
  ...asks('home', ['set the date to 2027-01-20']),

  // Finding things.
  ...finds('home', '[data-view="Week"]', ['find the Week button']),
  ...finds('home', '.bar-wrapper[data-id="qa"], .bar-wrapper[data-id="qa"] *', ['find the bar for QA testing']),
  ...finds('home', '#new-task [name=name]', ['find the Task name field']),
];

export const FRAPPE_GANTT: RealApp = { name: 'frappe-gantt', steps: FRAPPE_GANTT_STEPS, prepare, state };
