/**
 * A quoted name after a kind word ("get rid of the item 'oat milk'"): the kind word says what the
 * thing is, the quoted words are its name, in single quotes as in double. The item's remove button
 * shows only while the pointer is over its row (as a to-do list draws it). A page of our own; found
 * by the phrasings batch on TodoMVC ("get rid of the todo 'feed the cat'" handed over).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const LIST = `<!doctype html><title>Groceries</title>
<style> li .drop { display: none; } li:hover .drop { display: inline-block; } </style>
<h1>Groceries</h1>
<ul id="list"></ul>
<script>
  for (const name of ['oat milk', 'whole milk', 'rye bread']) {
    const li = document.createElement('li');
    li.innerHTML = '<input type="checkbox" aria-label="Bought"><span></span><button class="drop">✕</button>';
    li.querySelector('span').textContent = name;
    li.querySelector('button').addEventListener('click', () => li.remove());
    document.getElementById('list').append(li);
  }
</script>`;

const pages = ownPages({ '/list': LIST });
const items = () => pages.client.page.locator('#list li span').allTextContents();

describe('a quoted name after a kind word', () => {
  it('"get rid of the item \'oat milk\'" removes that item by its hover-shown button', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/list`);
    const result = await client.act("get rid of the item 'oat milk'");
    expect(result.success, result.message).toBe(true);
    expect(await items()).toEqual(['whole milk', 'rye bread']);
  });

  it('double quotes read the same', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/list`);
    const result = await client.act('delete the item "rye bread"');
    expect(result.success, result.message).toBe(true);
    expect(await items()).toEqual(['oat milk', 'whole milk']);
  });

  it('a quoted name no item has exactly is handed over, the page untouched', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/list`);
    const result = await client.act("get rid of the item 'milk'", { timeout: 5_000 }).catch((e: Error) => ({ success: false, message: e.message }));
    expect(result.success).toBe(false);
    expect(await items()).toEqual(['oat milk', 'whole milk', 'rye bread']);
  });
});
