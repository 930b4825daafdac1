/**
 * A verb said of an open menu's item that names it further on (rule focus-verb): "star it" with a
 * row's menu holding "Add to starred", "delete it" with "Move to trash", "like it" with "Add to
 * liked songs". No item starts with the verb; the one item that says it (its past form, the state
 * it makes, or an everyday synonym) is meant. Found by the nineteenth blind batch (a drive's row
 * menu). On a music library of our own; the near misses hand over and click nothing.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const library = (items: string) => `<!doctype html><title>Music</title><h1>Library</h1>
<ul><li>Blue in Green <button aria-label="More for Blue in Green" aria-haspopup="menu" aria-expanded="true">⋯</button>
<div role="menu" aria-label="Blue in Green">${items}</div></li>
<li>So What <button aria-label="More for So What" aria-haspopup="menu" aria-expanded="false">⋯</button></li></ul>
<nav aria-label="Places"><a href="#/starred">Starred</a> <a href="#/trash">Trash</a></nav>
<p id="log">ready</p>
<script>document.querySelectorAll('[role=menuitem]').forEach((b) => b.onclick = () => { document.getElementById('log').textContent = b.textContent + ' clicked'; b.closest('[role=menu]').remove(); document.querySelector('[aria-expanded=true]').setAttribute('aria-expanded', 'false'); });</script>`;
const item = (name: string) => `<div role="menuitem" tabindex="-1">${name}</div>`;

const pages = ownPages({
  '/menu': library(item('Play next') + item('Add to liked songs') + item('Add to starred') + item('Move to trash')),
  '/two-stars': library(item('Play next') + item('Add to starred') + item('Starred view')),
});
const page = () => pages.client.page;
const log = () => page().locator('#log').textContent();

async function picks(path: string, step: string, want: string) {
  await page().goto(`${pages.origin}${path}`);
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'focus-verb' });
  expect(await log()).toBe(want);
  expect(new URL(page().url()).hash).toBe('');
}

describe('an open menu\'s item that says the verb further on', () => {
  it('"star it" picks "Add to starred", not the Starred link', async () => {
    await picks('/menu', 'star it', 'Add to starred clicked');
  });

  it('"delete it" picks "Move to trash", not the Trash link', async () => {
    await picks('/menu', 'delete it', 'Move to trash clicked');
  });

  it('"like it" picks "Add to liked songs"', async () => {
    await picks('/menu', 'like it', 'Add to liked songs clicked');
  });

  it('near miss: two items say starred: handed over, nothing clicked', async () => {
    await page().goto(`${pages.origin}/two-stars`);
    await expect(pages.client.act('star it')).rejects.toThrow(/Add to starred.*Starred view/);
    expect(await log()).toBe('ready');
  });

  it('near miss: no item says the verb ("rate it"): handed over, nothing clicked', async () => {
    await page().goto(`${pages.origin}/menu`);
    await expect(pages.client.act('rate it')).rejects.toThrow();
    expect(await log()).toBe('ready');
  });
});
