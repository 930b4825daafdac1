/**
 * A menu bar whose menus open on a click (APG menubar: each top item states aria-expanded and names
 * its submenu by aria-controls), drawn the way widget toolkits draw it: the submenu lies inside its
 * top item, and opening it wraps it in a box of its own (an animation box), so the submenu's list
 * moves; a nested submenu opens while its item is pointed at (rules submenu-path and menu-pick).
 * A photo editor of ours. Found in the fieldservice corpus (Kendo UI's Menu: "Reports > Overdue
 * orders", "open Technician hours from the Reports menu", "create a new work order from the Work
 * orders menu").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const menu = (name: string, id: string, items: string) =>
  `<li role="menuitem" tabindex="-1" aria-haspopup="true" aria-expanded="false" aria-controls="${id}"><span>${name}</span><div class="pop"><ul role="menu" id="${id}">${items}</ul></div></li>`;
const item = (name: string) => `<li role="menuitem" tabindex="-1">${name}</li>`;

const EDITOR = `<!doctype html><title>Photo editor</title>
<style>
  ul { list-style: none; margin: 0; padding: 0; }
  #bar > li { display: inline-block; position: relative; padding: 4px 10px; cursor: default; }
  .pop { display: none; position: absolute; top: 100%; left: 0; background: #fff; border: 1px solid #999; min-width: 160px; }
  #bar > li[aria-expanded="true"] .pop { display: block; }
  [role=menu] li { position: relative; padding: 4px 8px; }
  .sub > ul { display: none; position: absolute; left: 100%; top: 0; background: #fff; border: 1px solid #999; min-width: 120px; }
  .sub:hover > ul { display: block; }
</style>
<ul role="menubar" id="bar" aria-label="Editor">
  ${menu('Image', 'm-image', `${item('Crop')}${item('Resize')}<li role="menuitem" tabindex="-1" aria-haspopup="true" class="sub">Adjustments<ul role="menu" id="m-adjust">${item('Brightness')}${item('Hue')}</ul></li>${item('Duplicate')}`)}
  ${menu('Layer', 'm-layer', `${item('New layer')}${item('Merge down')}${item('Duplicate')}`)}
  ${menu('Filters', 'm-filters', `${item('Blur')}${item('Sharpen')}`)}
</ul>
<p id="status">Ready</p>
<script>
  const bar = document.getElementById('bar');
  const close = () => { for (const top of bar.children) top.setAttribute('aria-expanded', 'false'); };
  document.addEventListener('click', (e) => {
    const it = e.target.closest('[role=menuitem]');
    if (!it) return;
    if (it.parentElement === bar) {
      // Filters is broken on purpose: its menu never opens.
      if (it.textContent.trim().startsWith('Filters')) return;
      const open = it.getAttribute('aria-expanded') === 'true';
      close();
      if (open) return;
      // As a toolkit animates it: the submenu is put in a box of its own as it opens.
      const pop = it.querySelector('.pop');
      if (!pop.parentElement.classList.contains('anim')) {
        const box = document.createElement('div');
        box.className = 'anim';
        pop.replaceWith(box);
        box.append(pop);
      }
      it.setAttribute('aria-expanded', 'true');
      return;
    }
    if (it.getAttribute('aria-haspopup')) return;
    const path = [];
    for (let at = it; at && at !== bar; at = at.parentElement) {
      if (at.getAttribute && at.getAttribute('role') === 'menuitem') path.unshift((at.firstChild.textContent || '').trim());
    }
    document.getElementById('status').textContent = path.join(' > ');
    close();
  });
</script>`;

const pages = ownPages({ '/editor': EDITOR });
const status = () => pages.client.page.locator('#status').textContent();
const load = () => pages.client.page.goto(`${pages.origin}/editor`);
const openMenus = () => pages.client.page.locator('#bar > li[aria-expanded="true"]').count();

describe('a menu bar whose menus open on a click, drawn by a toolkit', () => {
  it('"Image > Crop": the Image menu opened by a click (it states aria-expanded), then Crop picked', async () => {
    await load();
    const result = await pages.client.act('Image > Crop');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'submenu-path' });
    expect(await status()).toBe('Image > Crop');
  });

  it('"Image > Adjustments > Hue": the top menu clicked open, the nested one pointed at', async () => {
    await load();
    const result = await pages.client.act('Image > Adjustments > Hue');
    expect(result.success, result.message).toBe(true);
    expect(await status()).toBe('Image > Adjustments > Hue');
  });

  it('"open Resize from the Image menu": open said of the item, the menu named after it', async () => {
    await load();
    const result = await pages.client.act('open Resize from the Image menu');
    expect(result.success, result.message).toBe(true);
    expect(await status()).toBe('Image > Resize');
  });

  it('"create a new layer from the Layer menu": the item said by what it does', async () => {
    await load();
    const result = await pages.client.act('create a new layer from the Layer menu');
    expect(result.success, result.message).toBe(true);
    expect(await status()).toBe('Layer > New layer');
  });

  it('near miss: "Image > Merge down" (Merge down is under Layer) is handed over, no menu opened', async () => {
    await load();
    await expect(pages.client.act('Image > Merge down')).rejects.toThrow(/handed over/);
    expect(await openMenus()).toBe(0);
    expect(await status()).toBe('Ready');
  });

  it('near miss: "click Duplicate" (both Image and Layer hold it) is handed over, nothing picked', async () => {
    await load();
    await expect(pages.client.act('click Duplicate')).rejects.toThrow(/handed over/);
    expect(await openMenus()).toBe(0);
    expect(await status()).toBe('Ready');
  });

  it('near miss: "Filters > Blur" whose menu never opens fails, never reported done', async () => {
    await load();
    const outcome = await pages.client.act('Filters > Blur').then((r) => r.success, () => false);
    expect(outcome).toBe(false);
    expect(await status()).toBe('Ready');
  });
});
