/**
 * Issue 25 item 4, drag and drop (rule drag-drop), through a Client with no model (the offline
 * tier), on sortable lists of our own: one drawn with HTML5 drag and drop (draggable items,
 * dragover/drop handlers, a list of templates that gives copies, a list that takes no drop), one
 * with pointer events and a grip handle (a drag that starts on the first move and follows the
 * pointer after it). Each step either leaves the lists in the order it asked for, or fails saying
 * what the lists show, or hands over with the page as it was.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

// HTML5 drag and drop: an item dropped on the upper half of another goes before it, on the lower
// half after it, on a list's empty space at its end. Templates are copied, not moved; "Done" takes
// no drop (no dragover handler).
const NATIVE = `<!doctype html><title>Board</title>
<style>ul { min-height: 30px; padding: 4px; border: 1px solid #ccc; } li { padding: 6px; margin: 2px 0; background: #eee; }</style>
<h2>Backlog</h2><ul id="backlog"><li draggable="true">Write docs</li><li draggable="true">Review</li><li draggable="true">Deploy</li></ul>
<h2>Doing</h2><ul id="doing"><li draggable="true">Fix login</li><li draggable="true">Review</li></ul>
<h2>Templates</h2><ul id="templates" data-copies="true"><li draggable="true">Standup</li><li draggable="true">Retro</li></ul>
<h2>Done</h2><ul id="done" data-closed="true"><li draggable="true">Plan sprint</li></ul>
<script>
  let dragged;
  document.addEventListener('dragstart', (e) => { dragged = e.target.closest('li'); e.dataTransfer.setData('text/plain', dragged.textContent); });
  document.addEventListener('dragover', (e) => { const ul = e.target.closest && e.target.closest('ul'); if (ul && !ul.dataset.closed && !ul.dataset.copies) e.preventDefault(); });
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    const ul = e.target.closest('ul');
    if (!ul || !dragged) return;
    const item = dragged.parentNode.dataset.copies ? dragged.cloneNode(true) : dragged;
    const li = e.target.closest('li');
    if (li && li !== dragged) {
      const box = li.getBoundingClientRect();
      ul.insertBefore(item, e.clientY < box.top + box.height / 2 ? li : li.nextSibling);
    } else if (!li) ul.appendChild(item);
    dragged = undefined;
  });
</script>`;

// Pointer events and a grip: the drag starts once the pointer has moved 5px, and only the moves
// after that say where it goes (as libraries that follow the pointer do); the drop is read on
// pointerup from the last item the pointer was over.
const POINTER = `<!doctype html><title>Groceries</title>
<style>li { padding: 8px; margin: 2px 0; background: #eef; list-style: none; } .grip { cursor: grab; padding: 0 8px; }</style>
<section aria-labelledby="h"><h2 id="h">Shopping list</h2>
<ul id="shop"><li><span class="grip" aria-label="Drag to reorder">⠿</span> Carrots</li><li><span class="grip" aria-label="Drag to reorder">⠿</span> Bread</li><li><span class="grip" aria-label="Drag to reorder">⠿</span> Milk</li><li><span class="grip" aria-label="Drag to reorder">⠿</span> Eggs</li></ul></section>
<script>
  const list = document.getElementById('shop');
  let drag;
  list.addEventListener('pointerdown', (e) => {
    const grip = e.target.closest('.grip');
    if (grip) drag = { item: grip.closest('li'), x: e.clientX, y: e.clientY, started: false };
  });
  document.addEventListener('pointermove', (e) => {
    if (!drag) return;
    if (!drag.started) { drag.started = Math.hypot(e.clientX - drag.x, e.clientY - drag.y) > 5; return; }
    const over = document.elementFromPoint(e.clientX, e.clientY)?.closest('#shop > li');
    if (over && over !== drag.item) { const box = over.getBoundingClientRect(); drag.to = { over, after: e.clientY > box.top + box.height / 2 }; }
  });
  document.addEventListener('pointerup', () => {
    if (drag?.to) list.insertBefore(drag.item, drag.to.after ? drag.to.over.nextSibling : drag.to.over);
    drag = undefined;
  });
</script>`;

// A list whose items have remove buttons.
const AGENDA = `<!doctype html><title>Agenda</title><style>li { display: flex; gap: 6px; }</style>
<h2>Agenda</h2><ul id="agenda"><li><span title="Drag to reorder">☰</span> Welcome <button aria-label="Remove Welcome">✕</button></li><li><span title="Drag to reorder">☰</span> Pizza <button aria-label="Remove Pizza">✕</button></li><li><span title="Drag to reorder">☰</span> Closing <button aria-label="Remove Closing">✕</button></li></ul>
<h2>Ideas</h2><ul id="ideas"><li>Quiz</li></ul>
<script>document.querySelectorAll('button').forEach((b) => b.addEventListener('click', () => b.closest('li').remove()));</script>`;

const pages = ownPages({ '/native': NATIVE, '/pointer': POINTER, '/agenda': AGENDA });
const page = () => pages.client.page;

const lists = () =>
  page().evaluate(() => Object.fromEntries(Array.from(document.querySelectorAll('ul')).map((ul) => [ul.id, Array.from(ul.children).map((li) => (li.textContent ?? '').replace('⠿', '').trim())])));
const at = async (path: string) => {
  await page().goto(`${pages.origin}${path}`);
  await page().mouse.move(600, 600);
};
const acts = async (step: string) => {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'drag-drop' });
  return result;
};
const handsOver = async (step: string, why: RegExp) => {
  const before = await lists();
  const error = await pages.client.act(step).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(MissingLLMConfigurationError);
  expect((error as Error).message, (error as Error).message).toMatch(why);
  expect(await lists()).toEqual(before);
};

describe('HTML5 drag and drop (rule drag-drop)', () => {
  it('moves an item to the top of the list named by its heading, and writes the drag as code', async () => {
    await at('/native');
    const result = await acts('move Deploy to the top of the backlog');
    expect((await lists())['backlog']).toEqual(['Deploy', 'Write docs', 'Review']);
    expect(result.actions[0]?.code).toMatch(/\.dragTo\(.*targetPosition/);
  });

  it('moves an item below another, and one place down', async () => {
    await at('/native');
    await acts('drag Write docs below Deploy');
    expect((await lists())['backlog']).toEqual(['Review', 'Deploy', 'Write docs']);
    await at('/native');
    await acts('move Write docs down one place');
    expect((await lists())['backlog']).toEqual(['Review', 'Write docs', 'Deploy']);
  });

  it('moves an item into another list at the place named there', async () => {
    await at('/native');
    await acts('move Fix login into the Backlog list, above Deploy');
    const now = await lists();
    expect(now['backlog']).toEqual(['Write docs', 'Review', 'Fix login', 'Deploy']);
    expect(now['doing']).toEqual(['Review']);
  });

  it('copies from a list that gives copies: the item shows in the target and stays in its list', async () => {
    await at('/native');
    await acts('copy Standup to the end of the Doing list');
    const now = await lists();
    expect(now['doing']).toEqual(['Fix login', 'Review', 'Standup']);
    expect(now['templates']).toEqual(['Standup', 'Retro']);
  });

  it('reports failure, never success, when the list does not take the drop', async () => {
    await at('/native');
    const result = await pages.client.act('move Deploy to the Done list');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/the lists do not show it/);
    expect((await lists())['done']).toEqual(['Plan sprint']);
  });

  it('hands over two items named alike, naming their lists', async () => {
    await at('/native');
    await handsOver('move Review to the top', /2 items match "Review".*Backlog.*Doing/);
  });

  it('hands over a kind word among several items, and a place it cannot go', async () => {
    await at('/native');
    await handsOver('move the item to the top of the backlog', /not one item.*name the one to move/);
    await handsOver('move Write docs up one place', /place 1 of 3.*cannot go up/);
  });

  it('does not move an item "to" the list it is in when no place is said', async () => {
    await at('/native');
    await handsOver('move Write docs to the backlog', /./);
  });
});

describe('pointer events and a drag handle (rule drag-drop)', () => {
  it('drags by the handle, with moves on the way when one move does not take', async () => {
    await at('/pointer');
    const result = await acts('move Carrots below Milk');
    expect((await lists())['shop']).toEqual(['Bread', 'Milk', 'Carrots', 'Eggs']);
    expect(result.decision?.evidence?.facts?.join('\n')).toMatch(/by its handle/);
    // The first drag (one move) changed nothing: only the drag that did is reported, and written as code.
    expect(result.actions).toHaveLength(1);
    expect(result.actions[0]?.code).toMatch(/\.locator\('\[aria-label="Drag to reorder"\]'\)\.hover\(\);\n  await page\.mouse\.down\(\);\n  const to = .*\n  await page\.mouse\.move\(to\.x \+ \d+, to\.y \+ \d+, \{ steps: \d+ \}\);\n  await page\.mouse\.up\(\);/);
  });

  it('puts an item first, and at the end of the list its section names', async () => {
    await at('/pointer');
    await acts('put Eggs first');
    expect((await lists())['shop']).toEqual(['Eggs', 'Carrots', 'Bread', 'Milk']);
    await at('/pointer');
    await acts('move Bread to the end of the shopping list');
    expect((await lists())['shop']).toEqual(['Carrots', 'Milk', 'Eggs', 'Bread']);
  });
});

describe('"take X off the list" (grammar: a verb split around its object, read as remove … from)', () => {
  it('clicks the item\'s remove button', async () => {
    await at('/agenda');
    const result = await pages.client.act('take Pizza off the agenda');
    expect(result.success, result.message).toBe(true);
    expect((await lists())['agenda']).toEqual(['☰ Welcome ✕', '☰ Closing ✕']);
  });
});

describe('observe: a drag handle and a list by its heading (rule drag-drop)', () => {
  it('finds the handle of an item, and a list named by the heading before it', async () => {
    await at('/agenda');
    const [handle] = await pages.client.observe('find the drag handle of Pizza');
    expect(handle?.selector).toBeDefined();
    expect(await page().locator(handle!.selector).evaluate((el) => `${el.getAttribute('title')} ${el.parentElement?.textContent}`)).toMatch(/^Drag to reorder .*Pizza/);
    const [list] = await pages.client.observe('find the Ideas list');
    expect(await page().locator(list!.selector).getAttribute('id')).toBe('ideas');
  });
});
