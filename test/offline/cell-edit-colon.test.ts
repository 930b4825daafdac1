/**
 * "edit the Qty cell in the row for Walnut desk: 7" (rule grid-cell): an edit step whose value
 * follows a colon at the end of the row's words, read as "set the Qty of Walnut desk to 7", on an
 * inventory grid of our own (an ARIA grid edited in place). Found in the tabulator corpus ("edit
 * the Age cell in the row for Bruno Keller: 42"). Near misses hand over: two rows with the same
 * key, a column the grid does not have, a plain table whose cell holds a control (not text alone).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const ITEMS = [
  ['Walnut desk', 'Aisle 4', '3'],
  ['Oak shelf', 'Aisle 2', '12'],
  ['Pine stool', 'Dock 1', '40'],
] as const;
const grid = (rows: readonly (readonly string[])[]) => `<div role="grid" aria-label="Inventory"><div role="row"><span role="columnheader">Item</span><span role="columnheader">Location</span><span role="columnheader">Qty</span></div>
${rows.map((r) => `<div role="row">${r.map((c) => `<span role="gridcell" class="ed">${c}</span>`).join('')}</div>`).join('\n')}</div>
<script>
  for (const cell of document.querySelectorAll('.ed')) cell.addEventListener('click', () => {
    if (cell.querySelector('input')) return;
    const input = document.createElement('input');
    input.value = cell.textContent;
    cell.textContent = '';
    cell.appendChild(input);
    input.focus();
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter') cell.textContent = input.value; });
  });
</script>`;

const INVENTORY = `<!doctype html><title>Inventory</title>${grid(ITEMS)}`;
const TWINS = `<!doctype html><title>Inventory</title>${grid([...ITEMS, ['Oak shelf', 'Dock 3', '5']])}`;
// A time-sheet drawn as a plain table whose Hours cell holds a stepper: not text alone, not edited in place.
const SHEET = `<!doctype html><title>Time sheet</title><table><thead><tr><th>Task</th><th>Hours</th></tr></thead><tbody>
<tr><td>Design review</td><td><button type="button">−</button> 2 <button type="button">+</button></td></tr>
<tr><td>Client call</td><td><button type="button">−</button> 1 <button type="button">+</button></td></tr></tbody></table>`;

const pages = ownPages({ '/inventory': INVENTORY, '/twins': TWINS, '/sheet': SHEET });
const cell = (row: number, col: number) => pages.client.page.locator(`[role=row]:nth-child(${row + 1}) [role=gridcell]:nth-child(${col + 1})`);

describe('an edit step whose value follows a colon (rule grid-cell)', () => {
  it('"edit the Qty cell in the row for Walnut desk: 7" sets that cell, checked after', async () => {
    await pages.client.page.goto(`${pages.origin}/inventory`);
    const result = await pages.client.act('edit the Qty cell in the row for Walnut desk: 7');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'grid-cell' });
    expect(await cell(1, 2).textContent()).toBe('7');
    expect(await cell(2, 2).textContent()).toBe('12');
  });

  it('"edit the Location cell of Pine stool: Dock 3" likewise', async () => {
    await pages.client.page.goto(`${pages.origin}/inventory`);
    const result = await pages.client.act('edit the Location cell of Pine stool: Dock 3');
    expect(result.success, result.message).toBe(true);
    expect(await cell(3, 1).textContent()).toBe('Dock 3');
  });

  it('two rows for Oak shelf: handed over, no cell changed', async () => {
    await pages.client.page.goto(`${pages.origin}/twins`);
    await expect(pages.client.act('edit the Qty cell in the row for Oak shelf: 7')).rejects.toThrow(/handed over/);
    expect(await pages.client.page.locator('[role=gridcell] input').count()).toBe(0);
    expect(await cell(2, 2).textContent()).toBe('12');
    expect(await cell(4, 2).textContent()).toBe('5');
  });

  it('a column the grid does not have: handed over', async () => {
    await pages.client.page.goto(`${pages.origin}/inventory`);
    await expect(pages.client.act('edit the Weight cell in the row for Walnut desk: 7')).rejects.toThrow(/handed over/);
    expect(await pages.client.page.locator('[role=gridcell] input').count()).toBe(0);
  });

  it('a plain table cell holding a stepper is not edited in place: handed over', async () => {
    await pages.client.page.goto(`${pages.origin}/sheet`);
    await expect(pages.client.act('edit the Hours cell in the row for Design review: 3')).rejects.toThrow(/handed over/);
    expect(await pages.client.page.locator('td').nth(1).textContent()).toContain('2');
  });
});
