/**
 * "move it" while a row's menu is open and other rows are checked: "it" is the thing the open menu
 * acts on, so the step is the menu's item (rule focus-verb), never the selection bar's "Move" for
 * the checked rows. Found by probing the nineteenth blind app (a drive) after its blind run, where
 * "move it" moved the two checked rows instead of the row whose menu was open. On a photo list of
 * our own; "move the selected photos" still takes the selection bar's Move.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const photos = (items: string) => `<!doctype html><title>Photos</title><h1>Photos</h1>
<div role="toolbar" aria-label="Selection"><span>2 selected</span><button>Move</button><button aria-label="Move to trash">🗑</button></div>
<ul>
<li><input type="checkbox" checked aria-label="Select a.jpg"> a.jpg <button aria-label="More actions for a.jpg" aria-haspopup="menu" aria-expanded="false">⋮</button></li>
<li><input type="checkbox" checked aria-label="Select b.jpg"> b.jpg <button aria-label="More actions for b.jpg" aria-haspopup="menu" aria-expanded="false">⋮</button></li>
<li><input type="checkbox" aria-label="Select c.jpg"> c.jpg <button aria-label="More actions for c.jpg" aria-haspopup="menu" aria-expanded="true">⋮</button>
<div role="menu" aria-label="c.jpg actions">${items}</div></li>
</ul><p id="log">ready</p>
<script>document.querySelectorAll('button, [role=menuitem]').forEach((b) => b.addEventListener('click', () => { document.getElementById('log').textContent = (b.getAttribute('aria-label') || b.textContent) + ' clicked'; if (b.matches('[role=menuitem]')) b.closest('[role=menu]').remove(); }));</script>`;
const item = (name: string) => `<div role="menuitem" tabindex="-1">${name}</div>`;

const pages = ownPages({
  '/one-move': photos(item('Open') + item('Move to…') + item('Delete')),
  '/two-moves': photos(item('Open') + item('Move to…') + item('Move to trash')),
});
const page = () => pages.client.page;
const log = () => page().locator('#log').textContent();

describe('"it" with a row\'s menu open and other rows checked', () => {
  it('"move it" picks the open menu\'s Move to…, not the selection bar\'s Move', async () => {
    await page().goto(`${pages.origin}/one-move`);
    const result = await pages.client.act('move it');
    expect(result.success, result.message).toBe(true);
    expect(await log()).toBe('Move to… clicked');
  });

  it('near miss: the open menu has two Move items: handed over, the selection bar untouched', async () => {
    await page().goto(`${pages.origin}/two-moves`);
    await expect(pages.client.act('move it')).rejects.toThrow(/Move to….*Move to trash/);
    expect(await log()).toBe('ready');
  });

  it('"move the selected photos" is the selection bar\'s Move', async () => {
    await page().goto(`${pages.origin}/one-move`);
    const result = await pages.client.act('move the selected photos');
    expect(result.success, result.message).toBe(true);
    expect(await log()).toBe('Move clicked');
  });
});
