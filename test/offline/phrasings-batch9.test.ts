/**
 * Ways of saying a step that the ninth phrasings batch (real-apps/phrasings9-steps.ts, session 26, BLIND.md) showed
 * the tier did not read, each said here in words of our own on pages of our own, with a near miss where the new
 * reading must not act: a Gherkin line with "I" as the subject ("When I tick …", "And I enter …", "Given I am on the
 * Billing tab", "Then I should see …" as an observe), and a why-clause after the target ("… so the accountant gets a
 * copy"). And the wrong the batch exposed once its Gherkin lines were read: "change the first todo to …" filled the
 * field a new todo is typed into (rule new-item-field; kinds.ts no longer counts a "new-todo" field as a todo).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';
import { stepOutcomes } from '../support/step-outcomes.js';

/** An account page: tabs, a quantity, two boxes, notes, two Delete buttons, a Save; every action logged. */
const ACCOUNT = `<!doctype html><title>Account</title><main><h1>Account</h1>
<div role="tablist"><button role="tab" id="t1" aria-selected="true" onclick="tab(this)">Profile</button><button role="tab" id="t2" aria-selected="false" onclick="tab(this)">Billing</button></div>
<label for="q">Quantity</label> <input id="q" type="number" value="1">
<label><input type="checkbox" id="r"> Send receipts</label>
<label><input type="checkbox" id="n" checked> Newsletter</label>
<label for="notes">Notes</label> <textarea id="notes"></textarea>
<p><button onclick="say('deleted card')">Delete</button> <button onclick="say('deleted address')">Delete</button>
<button onclick="say('saved')">Save</button> <button title="Help" onmouseover="say('help')">?</button></p>
<p id="log"></p></main>
<script>function say(t) { document.getElementById('log').textContent += t + ';'; }
function tab(b) { for (const t of document.querySelectorAll('[role=tab]')) t.setAttribute('aria-selected', String(t === b)); say('tab ' + b.textContent); }</script>`;

/** A to-do list as TodoMVC draws it: the field a new todo is typed into, items whose edit boxes show only while editing. */
const TODOS = `<!doctype html><title>Todos</title><style>.todo-list li .edit { display: none } .todo-list li.editing .edit { display: block } .todo-list li.editing .view { display: none }</style>
<section class="todoapp"><h1>todos</h1><input class="new-todo" id="new-todo" placeholder="What needs to be done?">
<ul class="todo-list" id="todo-list">
<li><div class="view"><input class="toggle" type="checkbox"><label>water the plants</label><button class="destroy" aria-label="Delete"></button></div><input class="edit" value="water the plants"></li>
<li><div class="view"><input class="toggle" type="checkbox"><label>call the bank</label><button class="destroy" aria-label="Delete"></button></div><input class="edit" value="call the bank"></li>
</ul></section>`;

/** Tasks added by a box named "New task", listed with their own editable boxes. */
const TASKS = `<!doctype html><title>Tasks</title><main><h1>Tasks</h1>
<input aria-label="New task" id="add"> <button>Add</button>
<ul><li><input aria-label="Task 1" value="Pay rent"></li><li><input aria-label="Task 2" value="Book flights"></li></ul></main>`;

// A photo library's rename dialog: its "New name" field holds the name the photo is to take.
const RENAME = `<!doctype html><title>Photos</title><main><h1>Photos</h1>
<ul><li>beach-001.jpg</li><li>harbour-002.jpg</li></ul>
<div role="dialog" aria-modal="true" aria-labelledby="rn"><h2 id="rn">Rename photo</h2>
<label for="nn">New name</label> <input id="nn" value="beach-001.jpg"> <button>Rename</button> <button>Cancel</button></div></main>`;

const pages = ownPages({ '/account': ACCOUNT, '/todos': TODOS, '/tasks': TASKS, '/rename': RENAME });
const at = async (path: string) => {
  await pages.client.page.goto(`${pages.origin}${path}`);
  await pages.client.page.mouse.move(0, 0);
  return pages.client.page;
};
const everything = () =>
  pages.client.page.evaluate(() => ({
    fields: Array.from(document.querySelectorAll('input, textarea')).map((i) => (i instanceof HTMLInputElement && i.type === 'checkbox' ? String(i.checked) : (i as HTMLInputElement).value)),
    tabs: Array.from(document.querySelectorAll('[role=tab]')).map((t) => t.getAttribute('aria-selected')),
    log: document.getElementById('log')?.textContent ?? null,
    todos: Array.from(document.querySelectorAll('.todo-list li label')).map((l) => l.textContent),
  }));
const { acts, handsOver } = stepOutcomes(() => pages.client, everything);

describe('a Gherkin line with "I" as the subject ("When I tick …", "Given I am on …")', () => {
  it('reads "When I tick …" and "And I enter … in …" as the commands after the keyword and "I"', async () => {
    await at('/account');
    await acts('When I tick Send receipts');
    expect((await everything()).fields).toEqual(['1', 'true', 'true', '']);
    await at('/account');
    await acts('And I enter 42 in the Quantity field');
    expect((await everything()).fields).toEqual(['42', 'false', 'true', '']);
  });

  it('reads "But I untick …" and "Then I press …." so too', async () => {
    await at('/account');
    await acts('But I untick Newsletter');
    expect((await everything()).fields).toEqual(['1', 'false', 'false', '']);
    await at('/account');
    await acts('Then I press Save.');
    expect((await everything()).log).toBe('saved;');
  });

  it('reads "Given I am on the Billing tab" as going to that tab', async () => {
    await at('/account');
    await acts('Given I am on the Billing tab');
    expect((await everything()).tabs).toEqual(['false', 'true']);
  });

  it('finds what "Then I should see …" names', async () => {
    await at('/account');
    const [found] = await pages.client.observe('Then I should see the Save button');
    expect(found?.description ?? '').toMatch(/Save/);
    expect(await pages.client.page.locator(found!.selector).textContent()).toBe('Save');
  });

  it('hands over a line that names nothing, two things, a condition or an expectation', async () => {
    await at('/account');
    await handsOver('Given I am on the Reports tab');
    await handsOver('When I click Delete');
    await handsOver('When I hover over Help, the tip shows');
    await handsOver('Then I should see the Save button');
  });
});

describe('a why-clause after the target ("… so the accountant gets a copy")', () => {
  it('acts on the target before the clause', async () => {
    await at('/account');
    await acts('Tick Send receipts so the accountant gets a copy');
    expect((await everything()).fields).toEqual(['1', 'true', 'true', '']);
    await at('/account');
    await acts('Type 42 in the Quantity field so that the total updates');
    expect((await everything()).fields).toEqual(['42', 'false', 'true', '']);
    await at('/account');
    await acts('uncheck Newsletter to make sure no mail is sent');
    expect((await everything()).fields).toEqual(['1', 'false', 'false', '']);
  });

  it('keeps the clause where it may be the value, and hands over what the clause leaves ambiguous', async () => {
    await at('/account');
    await acts('fill Notes with call Ann so she knows');
    expect((await everything()).fields).toEqual(['1', 'false', 'true', 'call Ann so she knows']);
    await at('/account');
    await handsOver('Click Delete so the old card is gone');
  });
});

describe('a thing changed is never the field a new one is typed into (rule new-item-field)', () => {
  it('hands over "change the first todo to …" where the only field says new todo, with the page untouched', async () => {
    await at('/todos');
    await handsOver('change the first todo to buy brie');
    await handsOver('And I change the first todo to buy brie');
    await handsOver('change the todo to pay rent');
    await at('/tasks');
    await handsOver('set the task to Call Ann');
  });

  it('still types into the new-todo field when the step asks for that field, and changes a task named by its own box', async () => {
    await at('/todos');
    await acts('type buy milk into the todo field');
    expect((await everything()).fields.slice(0, 1)).toEqual(['buy milk']);
    await at('/todos');
    await acts('set the new todo field to buy milk');
    expect((await everything()).fields.slice(0, 1)).toEqual(['buy milk']);
    await at('/tasks');
    await acts('set Task 2 to Book trains');
    expect((await everything()).fields).toEqual(['', 'Pay rent', 'Book trains']);
  });

  it('fills a dialog\'s own "New name" field for "change the name to …": the dialog is about that name', async () => {
    await at('/rename');
    await acts('change the name to sunset-at-the-pier.jpg');
    expect((await everything()).fields).toEqual(['sunset-at-the-pier.jpg']);
  });
});
