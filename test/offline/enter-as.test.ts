/**
 * "enter V as X" gives the field X the value, as "set X to V" does: the field is filled and then
 * left, so a page that reads the value only on `change` (a field in no form, saved as soon as it
 * changes) takes it. "type V into X" and "enter V in X" stay a fill: the next step may press Enter
 * in the field, or a search box may close when it loses focus. Found by the eighth blind batch (a
 * task table's progress field: "enter 100 as the progress of Design mockups" filled the field, the
 * plan did not change, and the step was reported done).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const PLAN = `<!doctype html><title>Plan</title>
<table>
  <thead><tr><th>Task</th><th>Progress</th></tr></thead>
  <tbody>
    <tr><td>Design</td><td><input type="number" aria-label="Progress of Design" value="20"></td></tr>
    <tr><td>Launch</td><td><input type="number" aria-label="Progress of Launch" value="0"></td></tr>
  </tbody>
</table>
<p id="saved">nothing saved</p>
<label>Search <input id="search" type="search"></label>
<p id="left">the search box kept the focus</p>
<script>
  for (const input of document.querySelectorAll('tbody input')) input.addEventListener('change', () => {
    document.getElementById('saved').textContent = input.getAttribute('aria-label') + ' saved as ' + input.value;
  });
  document.getElementById('search').addEventListener('blur', () => { document.getElementById('left').textContent = 'the search box was left'; });
</script>`;

const pages = ownPages({ '/plan': PLAN });

describe('"enter V as X" commits the value, "enter V in X" only fills', () => {
  it('"enter 100 as the progress of Design" fills the field and leaves it: the page saves it', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/plan`);
    const result = await client.act('enter 100 as the progress of Design');
    expect(result.success, result.message).toBe(true);
    expect(await client.page.locator('tbody input').first().inputValue()).toBe('100');
    expect(await client.page.locator('#saved').textContent()).toBe('Progress of Design saved as 100');
    expect(result.actions.map((a) => a.method)).toEqual(['fill', 'blur']);
  });

  it('"type tokyo into the search box" types and keeps the focus there (no leave)', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/plan`);
    const result = await client.act('type tokyo into the search box');
    expect(result.success, result.message).toBe(true);
    expect(result.actions.map((a) => a.method)).toEqual(['type']);
    expect(await client.page.locator('#left').textContent()).toBe('the search box kept the focus');
  });
});
