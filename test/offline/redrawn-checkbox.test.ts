/**
 * A menu that draws its checkbox items anew on every toggle (a keyed list re-rendered): the item
 * checked leaves the page, and the one in its place carries a tick in its name ("✓ Unread").
 * "tick unread" is judged on that successor; an item truly removed by the click is still reported,
 * and the report says that nothing took its place. A page of our own; found by the tracker (issue 25).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const page = (removes: boolean) => `<!doctype html><title>Mail</title>
<button id="open" aria-haspopup="menu" aria-expanded="true">Show</button>
<div role="menu" id="menu" aria-label="Show mail"></div>
<p id="shown">all</p>
<script>
  const on = new Set();
  let kinds = ['Unread', 'Starred', 'With attachments'];
  const menu = document.getElementById('menu');
  function draw() {
    menu.innerHTML = kinds.map((k) => '<div role="menuitemcheckbox" tabindex="-1" aria-checked="' + on.has(k) + '" data-k="' + k + '"><span>' + (on.has(k) ? '✓' : '') + '</span>' + k + '</div>').join('');
    document.getElementById('shown').textContent = on.size ? [...on].join(', ') : 'all';
  }
  menu.addEventListener('click', (e) => {
    const item = e.target.closest('[data-k]');
    if (!item) return;
    const k = item.dataset.k;
    if (on.has(k)) on.delete(k); else on.add(k);
    if (${removes}) kinds = kinds.filter((x) => x !== k);
    draw();
  });
  draw();
</script>`;

const pages = ownPages({ '/redrawn': page(false), '/removed': page(true) });

describe('a checkbox item drawn anew on toggle', () => {
  it('"tick unread" is judged on the item that took its place', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/redrawn`);
    const result = await client.act('tick unread');
    expect(result.success, result.message).toBe(true);
    expect(await client.page.locator('#shown').textContent()).toBe('Unread');
    expect(await client.page.getByRole('menuitemcheckbox', { name: /Unread/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('near miss: the item removed by the click is still reported, saying nothing took its place', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/removed`);
    const result = await client.act('tick unread');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/gone, and no single element of its role and name took its place/);
  });
});
