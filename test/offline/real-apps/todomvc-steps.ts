/**
 * Steps for the TodoMVC apps (test/offline/apps/todomvc/*: real implementations shipped in the npm
 * package `todomvc`, MIT), written the way testers write them, before the resolver was run on
 * them. Every implementation follows the same spec, so every step runs on every app.
 *
 * Each step starts from a known state (built with plain Playwright), runs one act()/observe()
 * instruction, and checks the page with plain Playwright. The checks say what the step means;
 * a resolver that does anything else is wrong.
 */
import { expect, type Page } from '@playwright/test';
import type { AppStep, RealApp } from './corpus.js';

export type Setup = 'empty' | 'three' | 'oneDone' | 'editing' | 'typed';

const CHEESE = 'buy some cheese';
const CAT = 'feed the cat';
const DOCTOR = 'book a doctors appointment';
export const THREE = [CHEESE, CAT, DOCTOR];

/** The implementations in test/offline/apps/todomvc/: one spec, one set of steps, four DOMs. */
export const TODOMVC_IMPLEMENTATIONS = ['vanillajs', 'backbone', 'knockoutjs', 'vue'];

export const todoItems = (page: Page) => page.locator('#todo-list li');
const todo = (page: Page, title: string) => todoItems(page).filter({ has: page.locator('label', { hasText: new RegExp(`^${title}$`) }) });
const newTodo = (page: Page) => page.locator('#new-todo');

async function titles(page: Page): Promise<string[]> {
  return (await page.locator('#todo-list li label').allTextContents()).map((t) => t.trim());
}

/** A todo was added with exactly this title, and the new-todo field was emptied. */
const added = (title: string, before: string[]) => async (page: Page) => {
  await expect.poll(() => titles(page), { timeout: 3_000 }).toEqual([...before, title]);
  await expect(newTodo(page)).toHaveValue('');
};
const typedOnly = (value: string) => async (page: Page) => {
  await expect(newTodo(page)).toHaveValue(value);
  expect(await titles(page)).toEqual(THREE);
};
const completed = (title: string, done: boolean) => async (page: Page) => {
  await expect(todo(page, title).locator('.toggle')).toBeChecked({ checked: done, timeout: 3_000 });
  for (const other of THREE.filter((t) => t !== title)) await expect(todo(page, other).locator('.toggle')).toBeChecked({ checked: false });
};
const allDone = async (page: Page) => {
  for (const t of THREE) await expect(todo(page, t).locator('.toggle')).toBeChecked({ timeout: 3_000 });
};
const clearedCompleted = async (page: Page) => {
  await expect.poll(() => titles(page), { timeout: 3_000 }).toEqual([CHEESE, DOCTOR]);
};
const filtered = (name: 'active' | 'completed' | 'all') => async (page: Page) => {
  await expect.poll(() => new URL(page.url()).hash, { timeout: 3_000 }).toMatch(name === 'all' ? /^#\/(all)?$/ : new RegExp(`^#/${name}$`));
  const visible = { active: [CHEESE, DOCTOR], completed: [CAT], all: THREE }[name];
  await expect.poll(async () => (await page.locator('#todo-list li:visible label').allTextContents()).map((t) => t.trim()), { timeout: 3_000 }).toEqual(visible);
};
const deleted = async (page: Page) => {
  await expect.poll(() => titles(page), { timeout: 3_000 }).toEqual([CHEESE, DOCTOR]);
};
const editingCat = async (page: Page) => {
  await expect(todo(page, CAT)).toHaveClass(/editing/, { timeout: 3_000 });
  await expect(page.locator('#todo-list li.editing .edit')).toBeFocused();
};
const editValue = (value: string) => async (page: Page) => {
  await expect(page.locator('#todo-list li.editing .edit')).toHaveValue(value, { timeout: 3_000 });
};
const renamed = (title: string) => async (page: Page) => {
  await expect.poll(() => titles(page), { timeout: 3_000 }).toEqual([CHEESE, title, DOCTOR]);
  await expect(page.locator('#todo-list li.editing')).toHaveCount(0);
};
const editCancelled = async (page: Page) => {
  await expect(page.locator('#todo-list li.editing')).toHaveCount(0, { timeout: 3_000 });
  expect(await titles(page)).toEqual(THREE);
};
const hovered = async (page: Page) => {
  await expect(page.locator('#todo-list li:hover')).toHaveCount(1);
  await expect(page.locator('#todo-list li:hover label')).toHaveText(CAT);
};

type Row = [instruction: string, check: AppStep['check']];
const group = (setup: Setup, rows: Row[], kind: 'act' | 'observe' = 'act'): AppStep[] => rows.map(([instruction, check]) => ({ setup, kind, instruction, check }));

export const TODOMVC_STEPS: AppStep[] = [
  // Adding a todo: the field's only name is its placeholder.
  ...group('three', [
    ['Type "buy milk" into the "What needs to be done?" field and press Enter', added('buy milk', THREE)],
    ['type buy milk into the new todo field and hit Enter', added('buy milk', THREE)],
    ['Fill "What needs to be done?" with "feed the dog" and hit Enter', added('feed the dog', THREE)],
    ['fill the What needs to be done? box with walk the dog and press enter', added('walk the dog', THREE)],
    ['Enter "water the plants" in the todo input and press Enter', added('water the plants', THREE)],
    ['Please type "pay bills" in the What needs to be done field, then press Enter.', added('pay bills', THREE)],
    ['Add a todo "pay bills"', added('pay bills', THREE)],
    ["Enter 'Buy bread' into the What needs to be done? textbox and press the Enter key", added('Buy bread', THREE)],
    ['type "Buy eggs" into the What needs to be done? input and hit Return', added('Buy eggs', THREE)],
    ['type "call mom" into What needs to be done?', typedOnly('call mom')],
    ['fill in "What needs to be done?" with "call mom"', typedOnly('call mom')],
    ['enter call mom in the What needs to be done? field', typedOnly('call mom')],
    ['Type "call mom" in the text box "What needs to be done?"', typedOnly('call mom')],
    ['type "call mom and dad" into "What needs to be done?"', typedOnly('call mom and dad')],
    ['type "call mom" into "What needs to be done?" and submit', added('call mom', THREE)],
    ['type "call mom" into "What needs to be done?" and wait', typedOnly('call mom')],
    ['fill "What needs to be done?" with "call mom" and then press enter', added('call mom', THREE)],
    ['type "call mom into the What needs to be done? field', typedOnly('call mom')],
    ['Could you type "call mom" into the What needs to be done? field', typedOnly('call mom')],
  ]),
  ...group('empty', [
    ['Type "buy some cheese" into the "What needs to be done?" field and press Enter', added(CHEESE, [])],
    ['fill What needs to be done? with "buy some cheese" and hit enter', added(CHEESE, [])],
    ['Enter "buy some cheese" in What needs to be done? and press Enter.', added(CHEESE, [])],
  ]),
  ...group('typed', [
    ['Press Enter', added('pay the bills', THREE)],
    ['hit the Enter key', added('pay the bills', THREE)],
    ['press enter in the What needs to be done? field', added('pay the bills', THREE)],
    ['Hit Return', added('pay the bills', THREE)],
    ['clear the What needs to be done? field', async (page) => { await expect(newTodo(page)).toHaveValue(''); }],
    ['Clear "What needs to be done?" and type "pay the rent"', typedOnly('pay the rent')],
  ]),
  // Completing a todo: its checkbox has no name; the row says which one.
  ...group('three', [
    ['tick the "feed the cat" checkbox', completed(CAT, true)],
    ['toggle "feed the cat"', completed(CAT, true)],
    ['mark "feed the cat" as complete', completed(CAT, true)],
    ['mark feed the cat as done', completed(CAT, true)],
    ['check the checkbox for "feed the cat"', completed(CAT, true)],
    ['Click the checkbox next to "feed the cat"', completed(CAT, true)],
    ['check the box next to feed the cat', completed(CAT, true)],
    ['Please tick the checkbox of "feed the cat".', completed(CAT, true)],
    ['check "feed the cat"', completed(CAT, true)],
    ['mark the "feed the cat" todo as completed', completed(CAT, true)],
    ['click the toggle for "feed the cat"', completed(CAT, true)],
    ['complete "feed the cat"', completed(CAT, true)],
    ['tick feed the cat', completed(CAT, true)],
    ['Mark "feed the cat" done', completed(CAT, true)],
    ['check off "feed the cat"', completed(CAT, true)],
    ['toggle the checkbox of feed the cat', completed(CAT, true)],
    ['select the checkbox next to "feed the cat"', completed(CAT, true)],
    ['tick the checkbox for the second todo', completed(CAT, true)],
    ['check the "book a doctors appointment" checkbox', completed(DOCTOR, true)],
    ['mark "book a doctors appointment" as complete', completed(DOCTOR, true)],
    ['toggle buy some cheese', completed(CHEESE, true)],
  ]),
  ...group('oneDone', [
    ['untick "feed the cat"', completed(CAT, false)],
    ['uncheck the checkbox for "feed the cat"', completed(CAT, false)],
    ['uncheck feed the cat', completed(CAT, false)],
    ['toggle "feed the cat"', completed(CAT, false)],
    ['mark "feed the cat" as active', completed(CAT, false)],
    ['mark "feed the cat" as not done', completed(CAT, false)],
    ['Untick the checkbox next to "feed the cat".', completed(CAT, false)],
    ['check "feed the cat"', completed(CAT, true)],
  ]),
  // The footer: a button whose text carries a count, and filter links.
  ...group('oneDone', [
    ['click the "Clear completed" button', clearedCompleted],
    ['Click Clear completed', clearedCompleted],
    ['press the Clear completed button', clearedCompleted],
    ['click "Clear completed (1)"', clearedCompleted],
    ['hit Clear completed', clearedCompleted],
    ['Please click on the button labeled "Clear completed".', clearedCompleted],
    ['tap clear completed', clearedCompleted],
    ['click the clear completed btn', clearedCompleted],
    ['Clear completed todos', clearedCompleted],
    ['click Active', filtered('active')],
    ['click the "Active" filter', filtered('active')],
    ['go to the Completed tab', filtered('completed')],
    ['open the Completed filter', filtered('completed')],
    ['click the Completed link', filtered('completed')],
    ['Click on "Completed"', filtered('completed')],
    ['switch to Active', filtered('active')],
    ['show only completed todos', filtered('completed')],
    ['click the Completed link in the footer', filtered('completed')],
    ['select the Active filter', filtered('active')],
    ['click the last filter', filtered('completed')],
  ]),
  // Toggle all.
  ...group('three', [
    ['click "Mark all as complete"', allDone],
    ['check Mark all as complete', allDone],
    ['tick the mark all as complete checkbox', allDone],
    ['toggle all todos', allDone],
    ['mark all as complete', allDone],
    ['check the toggle all checkbox', allDone],
  ]),
  // Deleting: the destroy button has no name and shows on hover only.
  ...group('three', [
    ['delete "feed the cat"', deleted],
    ['click the delete button for "feed the cat"', deleted],
    ['remove feed the cat', deleted],
    ['click the × next to "feed the cat"', deleted],
    ['hover over "feed the cat"', hovered],
    ['Hover over the feed the cat todo', hovered],
    ['move the mouse over "feed the cat"', hovered],
  ]),
  // Editing: double-click the title; the edit box is focused and has no name.
  ...group('three', [
    ['double-click "feed the cat"', editingCat],
    ['double click the "feed the cat" todo', editingCat],
    ['Double-click on feed the cat', editingCat],
    ['doubleclick the label "feed the cat"', editingCat],
    ['dblclick "feed the cat"', editingCat],
    ['edit "feed the cat"', editingCat],
  ]),
  ...group('editing', [
    ['fill the edit box with "feed the dog" and press Enter', renamed('feed the dog')],
    ['clear the edit field', editValue('')],
    ['clear the edit field and type "feed the dog"', editValue('feed the dog')],
    ['press Escape', editCancelled],
    ['hit Esc', editCancelled],
    ['Fill the edit field with "feed the fish"', editValue('feed the fish')],
    ['fill the focused field with "feed the dog"', editValue('feed the dog')],
    ['Clear the edit box, then type "feed the fish" and hit Enter', renamed('feed the fish')],
    ['type " now" into the edit field and press Enter', renamed('feed the cat now')],
    ['select all text in the edit box', editValue('feed the cat')],
    ['press Enter', renamed(CAT)],
    ['fill the editing input with "feed the dog" and hit enter', renamed('feed the dog')],
    ['replace the text in the edit box with "feed the dog"', editValue('feed the dog')],
  ]),
  // observe(): naming an element.
  ...group('three', [
    ['find the "What needs to be done?" field', '#new-todo'],
    ['where is the What needs to be done? input', '#new-todo'],
    ['the new todo input', '#new-todo'],
    ['find the Completed link', '#filters a[href$="completed"]'],
    ['locate the "Mark all as complete" checkbox', '#toggle-all'],
  ], 'observe'),
  ...group('oneDone', [
    ['find the Clear completed button', '#clear-completed'],
    ['find the checkbox for "feed the cat"', '#todo-list li.completed .toggle'],
  ], 'observe'),
];

let loads = 0;

async function prepare(page: Page, origin: string, app: string, setup: Setup) {
  // A fresh load starts with no todos: storage is cleared before the app's scripts run (an app may
  // write its state back on unload, so clearing it from the loaded page is not enough; the harness
  // installs that init script for any URL with `fresh=`).
  await page.goto(`${origin}/todomvc/${app}/index.html?fresh=${++loads}#/`);
  const input = page.locator('#new-todo');
  await input.waitFor();
  if (setup === 'empty') return;
  for (const title of THREE) {
    await input.fill(title);
    await input.press('Enter');
  }
  await page.locator('#todo-list li').nth(2).waitFor();
  // The app empties the field after it adds a todo, on its own next tick: a step must not begin
  // while the last title is still in it (on a loaded machine it was, and the step typed into it).
  await page.waitForFunction(() => (document.querySelector('#new-todo') as HTMLInputElement | null)?.value === '', undefined, { timeout: 5_000 });
  const cat = page.locator('#todo-list li').filter({ hasText: 'feed the cat' });
  if (setup === 'oneDone') {
    await cat.locator('.toggle').check();
    await page.locator('#clear-completed').waitFor();
  }
  if (setup === 'editing') {
    await cat.locator('label').dblclick();
    await page.locator('#todo-list li.editing .edit').waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('edit'), undefined, { timeout: 3_000 }).catch(() => undefined);
  }
  if (setup === 'typed') {
    await input.fill('pay the bills');
    await input.focus();
  }
  await page.mouse.move(0, 0);
}

/** Everything a step could change: the todos, their states, the inputs, the URL. */
async function state(page: Page): Promise<string> {
  const dom = await page.evaluate(() =>
    Array.from(document.querySelectorAll('input, li, a, button')).map((e) => `${e.tagName}.${(e as HTMLElement).className}:${(e as HTMLInputElement).value ?? ''}:${(e as HTMLInputElement).checked ?? ''}:${e.textContent?.trim()}`).join('|'),
  );
  return `${page.url()}\n${dom}`;
}

export const TODOMVC_APPS: RealApp[] = TODOMVC_IMPLEMENTATIONS.map((app) => ({
  name: `todomvc/${app}`,
  steps: TODOMVC_STEPS,
  prepare: (page, origin, setup) => prepare(page, origin, app, setup as Setup),
  state,
}));
