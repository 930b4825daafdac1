/**
 * A wrong found by guard2's probe (session 23; BLIND.md "Session 23, guard2 probe"), shown on a page of another kind (a
 * team roster): Jspreadsheet's "set the category of Laptop charger to Equipment", with the cell showing Equipment
 * already, opened the cell's list editor and picked Equipment, which that editor takes as taking the choice off: the
 * cell was left empty and the step failed having changed the page. Now a grid cell asked to take the value it shows
 * already is handed over (rule grid-cell). Near miss: another value is picked and shown.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const ROSTER = `<!doctype html><title>Roster</title>
<style>td { padding: 4px 10px; } .list div { padding: 2px; cursor: pointer; }</style>
<main>
  <h1>Roster</h1>
  <table role="grid">
    <thead><tr><th role="columnheader">Player</th><th role="columnheader">Team</th></tr></thead>
    <tbody>
      <tr><td role="gridcell">Mara</td><td role="gridcell" class="team">Blue</td></tr>
      <tr><td role="gridcell">Ivo</td><td role="gridcell" class="team">Red</td></tr>
    </tbody>
  </table>
</main>
<script>
  // A list editor that takes a pick of the shown choice as taking it off (as some spreadsheets' dropdowns do).
  for (const cell of document.querySelectorAll('.team')) cell.onclick = (e) => {
    if (cell.querySelector('.list')) return;
    const now = cell.textContent;
    cell.innerHTML = '<input readonly value="' + now + '"><div class="list"><div>Red</div><div>Blue</div><div>Green</div></div>';
    for (const item of cell.querySelectorAll('.list div')) item.onclick = (ev) => {
      ev.stopPropagation();
      cell.textContent = item.textContent === now ? '' : item.textContent;
    };
  };
</script>`;

const pages = ownPages({ '/roster': ROSTER });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : `failed: ${r.message}`), () => 'handed over');
const teams = () => page().locator('td.team').allTextContents();

describe('a grid cell asked for the value it shows is handed over (rule grid-cell)', () => {
  it('"set the Team of Mara to Blue" with Mara in Blue: handed over, the cell still Blue', async () => {
    await page().goto(`${pages.origin}/roster`);
    expect(await outcome('set the Team of Mara to Blue')).toBe('handed over');
    expect(await teams()).toEqual(['Blue', 'Red']);
  });

  it('near miss: "set the Team of Mara to Green" picks Green', async () => {
    await page().goto(`${pages.origin}/roster`);
    expect(await outcome('set the Team of Mara to Green')).toBe('acted');
    expect(await teams()).toEqual(['Green', 'Red']);
  });
});
