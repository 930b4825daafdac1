/**
 * Steps for jKanban 1.3.1 (test/offline/apps/jkanban/: the package's own demo page,
 * `example/index.html`, from the npm package `jkanban`, Apache-2.0): three boards (To Do, Working,
 * Done) of cards moved by dragging a handle (dragula), a "+ Add New Card" button in each board's
 * footer that opens a small form (a textarea, Submit, Cancel), and four buttons under the boards.
 * Nothing on the page has an ARIA role of its own: boards are header/main/footer, cards are divs.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 */
import { expect, type Page } from '@playwright/test';
import { finds, genericState, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

let prepared = '';

const board = (id: string) => `.kanban-board[data-id=${id}]`;
const card = (page: Page, title: string) => page.locator('.kanban-item', { has: page.locator(`div:text-is("${title}")`) });

async function prepare(page: Page, origin: string, setup: string) {
  if (!['board', 'form', 'filled'].includes(setup)) throw new Error(`no jKanban setup ${setup}`);
  await page.goto(`${origin}/jkanban/example/index.html?fresh=${Date.now()}`, { waitUntil: 'domcontentloaded', timeout: LOAD_MS });
  await expect(page.locator('.kanban-item').first()).toBeVisible({ timeout: LOAD_MS });
  if (setup !== 'board') {
    await page.locator(`${board('_working')} footer button`).click();
    await expect(page.locator(`${board('_working')} form.itemform textarea`)).toBeVisible();
  }
  if (setup === 'filled') await page.locator(`${board('_working')} form.itemform textarea`).fill('Write tests');
  await page.mouse.move(0, 0);
  prepared = await genericState(page);
}

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const untouched = async (page: Page) => {
  expect(await genericState(page)).toBe(prepared);
};
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, untouched, phrasings);

/** The titles of a board's cards, in order. */
const cards = (page: Page, id: string) => page.locator(`${board(id)} .kanban-item`).evaluateAll((items) => items.map((i) => i.textContent?.trim() ?? ''));
const boardHolds = (id: string, titles: string[]) => async (page: Page) => {
  await expect.poll(() => cards(page, id), { timeout: 3_000 }).toEqual(titles);
};
const boards = (page: Page) => page.locator('.kanban-board').evaluateAll((b) => b.map((x) => x.getAttribute('data-id')));
const TODO = ['Try drag this (Look the console)', 'Try Click This!'];
const WORKING = ['Do Something!', 'Run?'];
const DONE = ['All right', 'Ok!'];
const formIn = (id: string) => async (page: Page) => {
  await expect(page.locator(`${board(id)} form.itemform textarea`)).toBeVisible({ timeout: 3_000 });
  await expect(page.locator('form.itemform')).toHaveCount(1);
};
const formGone = async (page: Page) => {
  await expect(page.locator('form.itemform')).toHaveCount(0, { timeout: 3_000 });
};

// --- references ------------------------------------------------------------------------------

const click = (selector: string) => (page: Page) => page.locator(selector).click();
const button = (text: string) => (page: Page) => page.getByRole('button', { name: text, exact: true }).click();
/** Dragula starts a drag on a press on the card's handle and a move; a person moves the mouse in steps. */
const drag = (title: string, to: string) => async (page: Page) => {
  const handle = card(page, title).locator('.item_handle.drag_handler');
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const target = page.locator(`${board(to)} main.kanban-drag`);
  await target.scrollIntoViewIfNeeded();
  const there = await target.boundingBox();
  const start = await handle.boundingBox();
  if (!from || !there || !start) throw new Error('nothing to drag');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 3 });
  await page.mouse.move(there.x + there.width / 2, there.y + there.height - 5, { steps: 12 });
  await page.mouse.up();
};

export const JKANBAN_STEPS: AppStep[] = [
  // The buttons under the boards.
  ...says('board', button('Add "Default" board'), async (page) => {
    await expect.poll(() => boards(page), { timeout: 3_000 }).toEqual(['_todo', '_working', '_done', '_default']);
    await boardHolds('_default', ['Default Item', 'Default Item 2', 'Default Item 3'])(page);
  }, ['click Add "Default" board', 'add the Default board']),
  ...says('board', button('Add element in "To Do" Board'), boardHolds('_todo', [...TODO, 'Test Add']), [
    'click Add element in "To Do" Board',
    'press the button that adds an element to the To Do board',
  ]),
  ...says('board', button('Remove "Done" Board'), async (page) => {
    await expect.poll(() => boards(page), { timeout: 3_000 }).toEqual(['_todo', '_working']);
  }, ['click Remove "Done" Board', 'remove the Done board']),
  ...says('board', button('Remove "My Task Test"'), boardHolds('_todo', ['Try Click This!']), ['click Remove "My Task Test"']),

  // A board's own "+ Add New Card" form.
  ...says('board', click(`${board('_working')} footer button`), formIn('_working'), [
    'click + Add New Card in the Working board',
    'add a new card to Working',
    'click the "+ Add New Card" button under Working (Try drag me too)',
  ]),
  ...says('board', click(`${board('_done')} footer button`), formIn('_done'), ['click "+ Add New Card" in the Done column']),
  ...says('form', (page) => page.locator(`${board('_working')} form.itemform textarea`).fill('Write tests'), async (page) => {
    await expect(page.locator(`${board('_working')} form.itemform textarea`)).toHaveValue('Write tests', { timeout: 3_000 });
  }, ['type "Write tests" in the new card box', 'enter Write tests into the text area']),
  ...says('filled', click(`${board('_working')} form.itemform button[type=submit]`), async (page) => {
    await boardHolds('_working', [...WORKING, 'Write tests'])(page);
    await formGone(page);
  }, ['click Submit', 'submit the new card']),
  ...says('filled', click('#CancelBtn'), async (page) => {
    await formGone(page);
    await boardHolds('_working', WORKING)(page);
  }, ['click Cancel', 'cancel the new card']),

  // Dragging cards between boards.
  ...says('board', drag('Run?', '_done'), async (page) => {
    await boardHolds('_done', [...DONE, 'Run?'])(page);
    await boardHolds('_working', ['Do Something!'])(page);
  }, ['drag "Run?" to the Done board', 'move the card Run? to Done']),
  ...says('board', drag('Do Something!', '_todo'), boardHolds('_todo', [...TODO, 'Do Something!']), ['drag Do Something! into To Do']),
  ...says('board', drag('All right', '_working'), boardHolds('_working', [...WORKING, 'All right']), ['move "All right" to the Working column']),

  // Ambiguous: three boards have the same button; "the card" names none.
  ...asks('board', ['click + Add New Card', 'drag the card to Done']),

  // Finding things.
  ...finds('board', `${board('_working')}, ${board('_working')} .kanban-title-board, ${board('_working')} header`, ['find the Working board']),
  ...finds('board', '.kanban-item:has(div:text-is("Run?")), .kanban-item div:text-is("Run?")', ['find the card "Run?"']),
  ...finds('board', `${board('_done')} footer button`, ['where is the + Add New Card button of the Done board?']),
];

export const JKANBAN: RealApp = { name: 'jkanban', steps: JKANBAN_STEPS, prepare };
