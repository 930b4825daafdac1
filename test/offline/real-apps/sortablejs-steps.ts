/**
 * Steps for SortableJS 1.15.7 (test/offline/apps/sortablejs/: the npm package `sortablejs`, MIT, on
 * a host page of ours, `index.html`, set up the way its README shows, since the package ships no
 * demo page): a meetup planner of six drag-and-drop lists: talks reordered by a drag handle, two
 * lists of speakers that share items, building blocks that are copied into the evening agenda,
 * an agenda whose items have remove buttons and whose first item cannot be moved, and a plain
 * list of tags. A status line says what the last change was.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (every list's items in order, the sizes in the
 * headings, the status line) with the state the step started from, with only the asked-for change.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

const LISTS = {
  talks: 'Talk order',
  invite: 'Speakers to invite',
  confirmed: 'Confirmed speakers',
  blocks: 'Building blocks',
  agenda: 'Evening agenda',
  tags: 'Tags, most important first',
} as const;
type List = keyof typeof LISTS;

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => {
    const name = (el: Element) => (el.textContent ?? '').replace(/[\u2630\u2715]/g, '').replace(/\s+/g, ' ').trim();
    const lists: Record<string, string[]> = {};
    for (const ul of Array.from(document.querySelectorAll('ul'))) lists[ul.id] = Array.from(ul.children).map(name);
    return {
      lists,
      counts: Array.from(document.querySelectorAll('h2 .count')).map(name),
      status: name(document.getElementById('status')!),
    };
  });
type State = Awaited<ReturnType<typeof read>>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared: State | undefined;

async function prepare(page: Page, origin: string, setup: string) {
  if (setup !== 'home') throw new Error(`no sortablejs setup ${setup}`);
  await page.goto(`${origin}/sortablejs/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect(page.locator('#h-agenda .count')).toHaveText('(5)', { timeout: LOAD_MS });
  await page.mouse.move(640, 700);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

/** The lists as the step found them, with these lists changed and this status line only. */
const becomes = (lists: Partial<Record<List, string[]>>, status?: string) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const all = { ...prepared.lists, ...lists };
  const want: State = { lists: all, counts: Object.values(all).map((items) => `(${items.length})`), status: status ?? prepared.status };
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want);
};
/** Moved within one list: its new order and the status line the page prints. */
const reordered = (list: List, items: string[], moved: string) => becomes({ [list]: items }, `Moved "${moved}" to place ${items.indexOf(moved) + 1} in ${LISTS[list]}`);
/** Moved from one list to another. */
const across = (moved: string, from: List, fromItems: string[], to: List, toItems: string[]) =>
  becomes({ [from]: fromItems, [to]: toItems }, `Moved "${moved}" from ${LISTS[from]} to ${LISTS[to]}, place ${toItems.indexOf(moved) + 1}`);
/** A building block copied into the agenda (the blocks stay as they were). */
const copied = (block: string, agenda: string[]) => becomes({ agenda }, `Moved "${block}" from ${LISTS.blocks} to ${LISTS.agenda}, place ${agenda.indexOf(block) + 1}`);
const removed = (item: string, agenda: string[]) => becomes({ agenda }, `Removed "${item}" from Evening agenda`);

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (phrasings: string[]): AppStep[] => says('home', async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const item = (page: Page, list: List, text: string) => page.locator(`#${list} > li`).filter({ hasText: text });
/**
 * Drag an item onto another (SortableJS's default: onto an item further down the same list puts it
 * after that item, onto one further up or in another list puts it before), or onto the lower edge
 * of a list's last item (`end`: appended). Talks are dragged by their handle.
 */
const drag = (list: List, text: string, toList: List, onto: string, end = false) => async (page: Page) => {
  const from: Locator = list === 'talks' ? item(page, list, text).locator('.handle') : item(page, list, text);
  const target = item(page, toList, onto);
  const box = await target.boundingBox();
  if (!box) throw new Error(`${onto} is not shown`);
  await from.dragTo(target, end ? { targetPosition: { x: box.width / 2, y: box.height - 3 } } : {});
};
const remove = (name: string) => async (page: Page) => {
  await page.locator('#agenda').getByRole('button', { name: `Remove ${name}` }).click();
};

const TAGS = ['javascript', 'css', 'testing', 'a11y'];
const [WEB, CSS, TESTING, MODALS, LIGHTNING] = ['Web components in 2027', 'CSS container queries', 'Testing with Playwright', 'Accessible modals', 'Lightning talks'] as const;
const INVITE = ['Maya Okafor', 'Jonas Berg', 'Priya Raman', 'Tomás Ruiz'];
const CONFIRMED = ['Lena Fischer', 'Ade Bello'];
const AGENDA = ['Doors open', 'Welcome', 'Talks', 'Pizza', 'Closing'];
const without = (items: string[], gone: string) => items.filter((i) => i !== gone);

export const SORTABLEJS_STEPS: AppStep[] = [
  // The tags (a plain list).
  ...says('home', drag('tags', 'css', 'tags', 'javascript'), reordered('tags', ['css', 'javascript', 'testing', 'a11y'], 'css'), ['move css to the top of the tags']),
  ...says('home', drag('tags', 'a11y', 'tags', 'css'), reordered('tags', ['javascript', 'a11y', 'css', 'testing'], 'a11y'), ['drag a11y above css']),
  ...says('home', drag('tags', 'javascript', 'tags', 'testing'), reordered('tags', ['css', 'testing', 'javascript', 'a11y'], 'javascript'), ['drag javascript below testing']),
  ...says('home', drag('tags', 'testing', 'tags', 'javascript'), reordered('tags', ['testing', 'javascript', 'css', 'a11y'], 'testing'), ['make testing the first tag']),
  ...says('home', drag('tags', 'javascript', 'tags', 'a11y'), reordered('tags', ['css', 'testing', 'a11y', 'javascript'], 'javascript'), ['move javascript to the end of the tags list']),
  ...says('home', drag('tags', 'a11y', 'tags', 'javascript'), reordered('tags', ['a11y', 'javascript', 'css', 'testing'], 'a11y'), ['sort the tags so that a11y comes first']),

  // The talks (dragged by a handle).
  ...says('home', drag('talks', MODALS, 'talks', WEB), reordered('talks', [MODALS, WEB, CSS, TESTING, LIGHTNING], MODALS), ['move Accessible modals to the top of the talk order']),
  ...says('home', drag('talks', LIGHTNING, 'talks', TESTING), reordered('talks', [WEB, CSS, LIGHTNING, TESTING, MODALS], LIGHTNING), ['drag Lightning talks above Testing with Playwright']),
  ...says('home', drag('talks', WEB, 'talks', CSS), reordered('talks', [CSS, WEB, TESTING, MODALS, LIGHTNING], WEB), ['put Web components in 2027 after CSS container queries']),
  ...says('home', drag('talks', TESTING, 'talks', MODALS), reordered('talks', [WEB, CSS, MODALS, TESTING, LIGHTNING], TESTING), ['move Testing with Playwright down one place']),
  ...says('home', drag('talks', CSS, 'talks', LIGHTNING), reordered('talks', [WEB, TESTING, MODALS, LIGHTNING, CSS], CSS), ['move the second talk to the end']),
  ...says('home', drag('talks', LIGHTNING, 'talks', WEB), reordered('talks', [LIGHTNING, WEB, CSS, TESTING, MODALS], LIGHTNING), ['reorder the talks so Lightning talks comes first']),
  ...says('home', drag('talks', CSS, 'talks', LIGHTNING), reordered('talks', [WEB, TESTING, MODALS, LIGHTNING, CSS], CSS), ['in the Talk order, move CSS container queries to the bottom']),

  // Speakers, between two lists.
  ...says('home', drag('invite', 'Jonas Berg', 'confirmed', 'Ade Bello', true), across('Jonas Berg', 'invite', without(INVITE, 'Jonas Berg'), 'confirmed', [...CONFIRMED, 'Jonas Berg']), [
    'drag Jonas Berg to Confirmed speakers',
  ]),
  ...says('home', drag('invite', 'Maya Okafor', 'confirmed', 'Ade Bello', true), across('Maya Okafor', 'invite', without(INVITE, 'Maya Okafor'), 'confirmed', [...CONFIRMED, 'Maya Okafor']), [
    'move the first speaker to invite to the confirmed list',
  ]),
  ...says('home', drag('invite', 'Priya Raman', 'confirmed', 'Ade Bello'), across('Priya Raman', 'invite', without(INVITE, 'Priya Raman'), 'confirmed', ['Lena Fischer', 'Priya Raman', 'Ade Bello']), [
    'move Priya Raman into the Confirmed speakers list, above Ade Bello',
  ]),
  ...says('home', drag('confirmed', 'Ade Bello', 'invite', 'Tomás Ruiz', true), across('Ade Bello', 'confirmed', ['Lena Fischer'], 'invite', [...INVITE, 'Ade Bello']), [
    'move Ade Bello back to Speakers to invite',
  ]),
  ...says('home', drag('invite', 'Tomás Ruiz', 'confirmed', 'Lena Fischer'), across('Tomás Ruiz', 'invite', without(INVITE, 'Tomás Ruiz'), 'confirmed', ['Tomás Ruiz', ...CONFIRMED]), [
    'drag Tomás Ruiz to the top of Confirmed speakers',
  ]),
  ...says('home', drag('confirmed', 'Lena Fischer', 'invite', 'Maya Okafor'), across('Lena Fischer', 'confirmed', ['Ade Bello'], 'invite', ['Lena Fischer', ...INVITE]), [
    'drag Lena Fischer above Maya Okafor',
  ]),
  ...says('home', drag('invite', 'Tomás Ruiz', 'invite', 'Maya Okafor'), reordered('invite', ['Tomás Ruiz', 'Maya Okafor', 'Jonas Berg', 'Priya Raman'], 'Tomás Ruiz'), [
    'reorder the speakers to invite: Tomás Ruiz first',
  ]),
  ...says('home', drag('invite', 'Jonas Berg', 'confirmed', 'Ade Bello'), across('Jonas Berg', 'invite', without(INVITE, 'Jonas Berg'), 'confirmed', ['Lena Fischer', 'Jonas Berg', 'Ade Bello']), [
    'move Jonas Berg between Lena Fischer and Ade Bello',
  ]),
  ...says('home', drag('confirmed', 'Lena Fischer', 'invite', 'Tomás Ruiz', true), across('Lena Fischer', 'confirmed', ['Ade Bello'], 'invite', [...INVITE, 'Lena Fischer']), [
    'move Lena Fischer from the confirmed speakers back to the end of the invite list',
  ]),

  // Building blocks, copied into the agenda.
  ...says('home', drag('blocks', 'Break', 'agenda', 'Pizza'), copied('Break', ['Doors open', 'Welcome', 'Talks', 'Break', 'Pizza', 'Closing']), ['add a Break to the agenda after Talks']),
  ...says('home', drag('blocks', 'Q&A', 'agenda', 'Closing'), copied('Q&A', ['Doors open', 'Welcome', 'Talks', 'Pizza', 'Q&A', 'Closing']), ['drag Q&A into the evening agenda before Closing']),
  ...says('home', drag('blocks', 'Networking', 'agenda', 'Closing', true), copied('Networking', [...AGENDA, 'Networking']), ['add Networking at the end of the agenda']),
  ...says('home', drag('blocks', 'Break', 'agenda', 'Doors open'), copied('Break', ['Break', ...AGENDA]), ['copy Break to the top of the agenda']),

  // The agenda: remove buttons, and reordering.
  ...says('home', remove('Pizza'), removed('Pizza', without(AGENDA, 'Pizza')), ['remove Pizza from the agenda']),
  ...says('home', remove('Welcome'), removed('Welcome', without(AGENDA, 'Welcome')), ['delete Welcome']),
  ...says('home', remove('Closing'), removed('Closing', without(AGENDA, 'Closing')), ['click the remove button of Closing']),
  ...says('home', remove('Closing'), removed('Closing', without(AGENDA, 'Closing')), ['remove the last agenda item']),
  ...says('home', remove('Talks'), removed('Talks', without(AGENDA, 'Talks')), ['take Talks off the agenda']),
  ...says('home', drag('agenda', 'Pizza', 'agenda', 'Talks'), reordered('agenda', ['Doors open', 'Welcome', 'Pizza', 'Talks', 'Closing'], 'Pizza'), ['move Pizza above Talks']),
  ...says('home', drag('agenda', 'Closing', 'agenda', 'Talks'), reordered('agenda', ['Doors open', 'Welcome', 'Closing', 'Talks', 'Pizza'], 'Closing'), ['drag Closing to right after Welcome']),
  ...says('home', drag('agenda', 'Welcome', 'agenda', 'Pizza'), reordered('agenda', ['Doors open', 'Talks', 'Pizza', 'Welcome', 'Closing'], 'Welcome'), ['move Welcome below Pizza']),
  ...says('home', drag('agenda', 'Welcome', 'agenda', 'Doors open'), reordered('agenda', ['Welcome', 'Doors open', 'Talks', 'Pizza', 'Closing'], 'Welcome'), ['put Welcome before Doors open']),
  ...says('home', drag('agenda', 'Talks', 'agenda', 'Closing'), reordered('agenda', ['Doors open', 'Welcome', 'Pizza', 'Closing', 'Talks'], 'Talks'), ['move Talks to the end of the evening agenda']),

  // Ambiguous: four speakers to invite; four agenda items with a remove button; five talks.
  ...asks(['move the speaker to Confirmed speakers']),
  ...asks(['remove the item from the agenda']),
  ...asks(['move the talk to the top']),

  // Finding things.
  ...finds('home', '#talks > li:nth-child(3) .handle', ['find the drag handle of Testing with Playwright']),
  ...finds('home', '#agenda button[aria-label="Remove Pizza"]', ['find the remove button for Pizza']),
  ...finds('home', '#confirmed, section[aria-labelledby="h-confirmed"], #h-confirmed', ['find the Confirmed speakers list']),
];

export const SORTABLEJS: RealApp = { name: 'sortablejs', steps: SORTABLEJS_STEPS, prepare, state };
