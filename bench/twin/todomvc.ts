/**
 * The twin suite (figure 8): Playwright's own TodoMVC scenarios (its demo-todo-app spec: new todos,
 * mark as complete, filters, clear completed, edit, delete, mark all) on the TodoMVC app of the
 * repo's corpus (test/offline/apps/todomvc), written twice: each step in English for
 * `client.act()` and as the plain Playwright locator a person would write. Both ways end with
 * the same plain checks, so a fast way that does the wrong thing fails the run.
 */
import { expect, type Page } from '@playwright/test';

export const CHEESE = 'buy some cheese';
export const CAT = 'feed the cat';
export const DOCTOR = 'book a doctors appointment';

export interface TwinStep {
  english: string;
  plain: (page: Page) => Promise<void>;
}

export interface TwinScenario {
  title: string;
  steps: TwinStep[];
  /** The page as the scenario leaves it, checked with plain Playwright (not timed as a step). */
  check: (page: Page) => Promise<void>;
}

const newTodo = (page: Page) => page.getByPlaceholder('What needs to be done?');
const todo = (page: Page, title: string) => page.locator('#todo-list li').filter({ hasText: title });
const titles = async (page: Page) => (await page.locator('#todo-list li label').allTextContents()).map((t) => t.trim());

const add = (title: string): TwinStep => ({
  english: `fill "What needs to be done?" with "${title}" and press Enter`,
  plain: async (page) => {
    await newTodo(page).fill(title);
    await newTodo(page).press('Enter');
  },
});

export const TWIN_SCENARIOS: TwinScenario[] = [
  {
    title: 'add todos, complete one, filter, clear completed',
    steps: [
      add(CHEESE),
      add(CAT),
      add(DOCTOR),
      { english: `tick "${CAT}"`, plain: (page) => todo(page, CAT).getByRole('checkbox').check() },
      { english: 'click Active', plain: (page) => page.getByRole('link', { name: 'Active' }).click() },
      { english: 'click Completed', plain: (page) => page.getByRole('link', { name: 'Completed' }).click() },
      { english: 'click the "All" filter', plain: (page) => page.getByRole('link', { name: 'All' }).click() },
      { english: 'click "Clear completed"', plain: (page) => page.getByRole('button', { name: 'Clear completed' }).click() },
    ],
    check: async (page) => {
      await expect.poll(() => titles(page), { timeout: 3_000 }).toEqual([CHEESE, DOCTOR]);
      expect(new URL(page.url()).hash).toMatch(/^#\/$/);
    },
  },
  {
    title: 'edit, delete, mark all as complete',
    steps: [
      add(CHEESE),
      add(CAT),
      add(DOCTOR),
      { english: `double-click "${CAT}"`, plain: (page) => todo(page, CAT).locator('label').dblclick() },
      {
        english: 'fill the edit box with "feed the dog" and press Enter',
        plain: async (page) => {
          const edit = page.locator('#todo-list li.editing').getByRole('textbox');
          await edit.fill('feed the dog');
          await edit.press('Enter');
        },
      },
      {
        english: `delete "${DOCTOR}"`,
        plain: async (page) => {
          await todo(page, DOCTOR).hover();
          await todo(page, DOCTOR).locator('.destroy').click();
        },
      },
      { english: 'mark all as complete', plain: (page) => page.getByLabel('Mark all as complete').check() },
    ],
    check: async (page) => {
      await expect.poll(() => titles(page), { timeout: 3_000 }).toEqual([CHEESE, 'feed the dog']);
      for (const title of [CHEESE, 'feed the dog']) await expect(todo(page, title).getByRole('checkbox')).toBeChecked();
    },
  },
];

/** Each scenario runs this many times in the Playwright Test suites (a test each). */
export const TWIN_REPEAT = Math.max(1, Number(process.env.BENCH_TWIN_REPEAT ?? 3) || 3);

/** The app's page, empty: each scenario starts on a fresh load (the page clears its storage on `fresh=`). */
export function twinUrl(origin: string, app: string, run: number): string {
  return `${origin}/todomvc/${app}/index.html?fresh=${run}#/`;
}

/** Installed in every context of the twin: a load with `fresh=` starts with no todos. */
export const FRESH_STORAGE_SCRIPT = `if (location.search.includes('fresh=')) localStorage.clear();`;
