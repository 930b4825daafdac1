/**
 * "close the context menu" on a menu drawn without roles (a layer of plain divs, as Jspreadsheet
 * draws its own): Escape, and the menu's entries must be gone afterwards; with no menu shown, the
 * step is handed over. A page of our own; found by the sixth blind batch.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const PAGE = `<!doctype html><title>Sheet</title>
<p id="cell">A1</p>
<div id="menu" style="position:absolute;top:40px;left:40px;background:#fff;border:1px solid #999" hidden>
  <div>Insert row above</div><div>Insert row below</div><div>Delete row</div>
</div>
<script>
  const menu = document.getElementById('menu');
  document.getElementById('cell').addEventListener('contextmenu', (e) => { e.preventDefault(); menu.hidden = false; });
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') menu.hidden = true; });
</script>`;

const pages = ownPages({ '/sheet': PAGE });

describe('a context menu drawn without roles', () => {
  it('"close the context menu" presses Escape and the menu is gone', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/sheet`);
    await client.page.locator('#cell').click({ button: 'right' });
    expect(await client.page.locator('#menu').isVisible()).toBe(true);
    const result = await client.act('close the context menu');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'menu-close' });
    expect(result.decision?.effect?.found).toMatch(/3 entries gone/);
    expect(await client.page.locator('#menu').isHidden()).toBe(true);
  });

  it('with no menu shown, nothing is seen closing: handed over', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/sheet`);
    await expect(client.act('close the context menu')).rejects.toThrow(/closed no menu/);
  });
});

