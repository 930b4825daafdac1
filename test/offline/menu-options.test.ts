/**
 * The choices a menu button offers, said by their purpose (rule menu-button): "open the sort
 * options" for a menu button named "Sort by Date, newest first" (it shows "Date ↓"), as the drive
 * app of the twentieth blind batch has it. On a list of our own: the button must say it opens
 * something (aria-expanded); a plain Sort button that sorts at once, two menu buttons about
 * sorting, and a purpose no control says hand over and open nothing.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const menuButton = (label: string, shows: string, id: string) => `<button id="${id}" aria-label="${label}" aria-haspopup="menu" aria-expanded="false">${shows}</button>
<div role="menu" id="${id}-menu" hidden><div role="menuitem" tabindex="-1">Name</div><div role="menuitem" tabindex="-1">Date</div></div>`;

const list = (toolbar: string) => `<!doctype html><title>Notes</title>
<div role="toolbar" aria-label="Notes">${toolbar}<button>New note</button></div>
<ul><li>Groceries</li><li>Trip plan</li></ul>
<p id="log">ready</p>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  document.querySelectorAll('[aria-haspopup]').forEach((b) => b.onclick = () => { b.setAttribute('aria-expanded', 'true'); document.getElementById(b.id + '-menu').hidden = false; log(b.getAttribute('aria-label') + ' opened'); });
  document.querySelectorAll('.plain').forEach((b) => b.onclick = () => log('sorted'));
</script>`;

const pages = ownPages({
  '/one': list(menuButton('Sort by Date, newest first', 'Date ↓', 'sort')),
  '/plain': list('<button class="plain">Sort</button>'),
  '/two': list(menuButton('Sort by Date, newest first', 'Date ↓', 'sort') + menuButton('Sort groups', 'Groups', 'groups')),
});
const page = () => pages.client.page;
const log = () => page().locator('#log').textContent();

describe('a menu button\'s choices said by their purpose (rule menu-button)', () => {
  it('"open the sort options" opens the menu button named "Sort by Date, newest first"', async () => {
    await page().goto(`${pages.origin}/one`);
    const result = await pages.client.act('open the sort options');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'menu-button' });
    expect(await log()).toBe('Sort by Date, newest first opened');
    expect(await page().locator('#sort').getAttribute('aria-expanded')).toBe('true');
  });

  it('near miss: a plain Sort button (it sorts at once, opens nothing): handed over, not clicked', async () => {
    await page().goto(`${pages.origin}/plain`);
    await expect(pages.client.act('open the sort options')).rejects.toThrow(/handed over/);
    expect(await log()).toBe('ready');
  });

  it('near miss: two menu buttons about sorting: handed over, neither opened', async () => {
    await page().goto(`${pages.origin}/two`);
    await expect(pages.client.act('open the sort options')).rejects.toThrow(/handed over/);
    expect(await log()).toBe('ready');
  });

  it('near miss: a purpose no control says ("open the filter options"): handed over', async () => {
    await page().goto(`${pages.origin}/one`);
    await expect(pages.client.act('open the filter options')).rejects.toThrow(/handed over/);
    expect(await log()).toBe('ready');
  });
});
