/**
 * Context menus by ARIA (APG menu): "open the context menu of X" right-clicks the one element
 * named X and a menu (role menu) must show; "close the context menu" presses Escape while a menu
 * is shown and one must go. A menu that does not come or go is a failed step, never a success; a
 * page that shows no menu is handed over.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

// A file tree whose items open a menu on right-click (Escape closes it, unless `stubborn`); "Pictures" opens none.
const TREE = (stubborn: boolean) => `<!doctype html><title>Files</title>
<ul role="tree" aria-label="Files">
  <li role="treeitem" id="docs" tabindex="0">Documents</li>
  <li role="treeitem" id="pics" tabindex="-1">Pictures</li>
</ul>
<ul role="menu" id="menu" aria-label="Actions" hidden>
  <li role="menuitem" tabindex="-1">Rename</li>
  <li role="menuitem" tabindex="-1">Delete</li>
</ul>
<script>
  const menu = document.getElementById('menu');
  document.getElementById('docs').addEventListener('contextmenu', (e) => {
    e.preventDefault();
    menu.hidden = false;
    menu.querySelector('[role=menuitem]').focus();
  });
  document.getElementById('pics').addEventListener('contextmenu', (e) => e.preventDefault());
  menu.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !${stubborn}) menu.hidden = true;
  });
</script>`;

const pages = ownPages({ '/tree': TREE(false), '/stubborn': TREE(true) });
const page = () => pages.client.page;
const menuShown = () => page().evaluate(() => !(document.getElementById('menu') as HTMLElement).hidden);

describe('context menus', () => {
  it('"open the context menu of Documents" right-clicks it, and a menu shows', async () => {
    await page().goto(`${pages.origin}/tree`);
    const result = await pages.client.act('open the context menu of Documents');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toMatchObject({ rule: 'context-menu-open' });
    expect(result.decision?.effect).toMatchObject({ ok: true });
    expect(await menuShown()).toBe(true);
  });

  it('a right-click that opens no menu is a failed step', async () => {
    await page().goto(`${pages.origin}/tree`);
    const result = await pages.client.act('open the context menu of Pictures');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/menu/);
  });

  it('"close the context menu" presses Escape and the menu goes', async () => {
    await page().goto(`${pages.origin}/tree`);
    await page().click('#docs', { button: 'right' });
    const result = await pages.client.act('close the context menu');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toMatchObject({ rule: 'menu-close' });
    expect(await menuShown()).toBe(false);
  });

  it('a menu that stays is a failed step; no menu shown is handed over', async () => {
    await page().goto(`${pages.origin}/stubborn`);
    await page().click('#docs', { button: 'right' });
    expect((await pages.client.act('close the context menu')).success).toBe(false);
    await page().goto(`${pages.origin}/tree`);
    await expect(pages.client.act('close the context menu')).rejects.toBeInstanceOf(MissingLLMConfigurationError);
  });
});
