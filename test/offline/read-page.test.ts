/**
 * Rules that read a few facts the aria snapshot leaves out, through a Client with no model: a
 * field named only by its id, a row's delete button shown only on hover, a footer that is no
 * landmark, "and submit". Each either acts and its effect is on the page, or hands over
 * (MissingLLMConfigurationError) with the page as it was.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

// Not TodoMVC's markup: other ids, classes and icons, so the rules are not read off one app.
const SHOPPING = `<!doctype html><title>Shopping</title>
<style>
  .rm, .trash { display: none; }
  #items li:hover .rm, #items li:hover .trash { display: inline; }
  #items li.stuck:hover .rm { display: none; }
</style>
<main>
  <h1>Shopping</h1>
  <input id="new-item" placeholder="Something to buy…" autofocus>
  <textarea id="notes" placeholder="Notes"></textarea>
  <ul id="items"></ul>
  <section>
    <footer class="list-footer"><a href="#/bought">Bought</a> <a href="#/all">All</a></footer>
  </section>
</main>
<footer><a href="#/about">About</a></footer>
<form id="person" onsubmit="event.preventDefault(); document.title = 'sent'"><input placeholder="First name"> <input placeholder="Last name"></form>
<script>
  const items = ['Milk', 'Eggs', 'Bread'];
  function render() {
    const list = document.getElementById('items');
    list.innerHTML = '';
    for (const title of items) {
      const li = document.createElement('li');
      if (title === 'Bread') li.className = 'stuck';
      li.innerHTML = '<input type="checkbox"> <span></span> <button class="rm" title="Remove item">🗑</button>' + (title === 'Eggs' ? '<button class="trash">x</button>' : '');
      li.querySelector('span').textContent = title;
      li.querySelector('.rm').addEventListener('click', () => { items.splice(items.indexOf(title), 1); render(); });
      list.appendChild(li);
    }
  }
  document.getElementById('new-item').addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && e.target.value.trim()) { items.push(e.target.value.trim()); e.target.value = ''; render(); }
  });
  render();
</script>`;

const pages = ownPages({ '/shopping': SHOPPING });

const open = async () => {
  await pages.client.page.goto(`${pages.origin}/shopping`);
  await pages.client.page.mouse.move(0, 0);
};
const titles = () => pages.client.page.locator('#items li span').allTextContents();

async function handedOver(instruction: string) {
  const before = `${pages.client.page.url()}|${(await titles()).join(',')}|${await pages.client.page.locator('#new-item').inputValue()}`;
  const error = await pages.client.act(instruction).catch((e: unknown) => e);
  expect(error, instruction).toBeInstanceOf(MissingLLMConfigurationError);
  expect(`${pages.client.page.url()}|${(await titles()).join(',')}|${await pages.client.page.locator('#new-item').inputValue()}`).toBe(before);
}

describe('rules that read the page', () => {
  it('types into a field named only by its id and placeholder', async () => {
    await open();
    const result = await pages.client.act('type "Cheese" into the new item field and press Enter');
    expect(result.success, result.message).toBe(true);
    expect(await titles()).toEqual(['Milk', 'Eggs', 'Bread', 'Cheese']);
  });

  it('deletes a row by hovering it and clicking the button it shows on hover; the recorded selector finds it again', async () => {
    await open();
    const result = await pages.client.act('delete "Milk"');
    expect(result.success, result.message).toBe(true);
    expect(await titles()).toEqual(['Eggs', 'Bread']);
    expect(result.actions.map((a) => a.method)).toEqual(['hover', 'click']);
    expect(result.actions[1]?.selector).toMatch(/>> css=button\.rm$/);
    // The actions as the cache replays them (durable selectors, no resolution) do it again.
    await open();
    for (const action of result.actions) expect((await pages.client.act(action)).success).toBe(true);
    expect(await titles()).toEqual(['Eggs', 'Bread']);
  });

  it('hands over a row that hides two delete-like buttons, before doing anything', async () => {
    await open();
    await handedOver('remove Eggs');
  });

  it('fails, saying so, when the hidden button does not show on hover', async () => {
    await open();
    const result = await pages.client.act('delete "Bread"');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/stayed hidden/);
    expect(await titles()).toEqual(['Milk', 'Eggs', 'Bread']);
  });

  it('reads "in the footer" as a <footer> that is no landmark, when the landmark footer holds no match', async () => {
    await open();
    const result = await pages.client.act('click the Bought link in the footer');
    expect(result.success, result.message).toBe(true);
    expect(new URL(pages.client.page.url()).hash).toBe('#/bought');
  });

  it('submits a one-line field with Enter, and hands over "and submit" for a text area', async () => {
    await open();
    const result = await pages.client.act('type "Butter" into the "Something to buy…" field and submit');
    expect(result.success, result.message).toBe(true);
    expect(await titles()).toEqual(['Milk', 'Eggs', 'Bread', 'Butter']);
    await handedOver('type "call the shop" into Notes and submit');
    // Two fields and no submit button: by HTML's rules Enter submits nothing.
    await handedOver('type "Ada" into First name and submit');
    expect(await pages.client.page.title()).toBe('Shopping');
  });
});
