/**
 * A table that repeats its header row in its footer (thead and tfoot both say "Position") and,
 * as DataTables does, states aria-sort on its sorted column only: "order by Position" and "sort Age
 * descending" sort by the header in the table's first header row, verified by its aria-sort. A page
 * of our own; found by the second phrasings batch (SB Admin 2's tables page handed both over).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const TABLE = `<!doctype html><title>People</title>
<style>thead th { cursor: pointer; }</style>
<table>
  <thead><tr><th aria-sort="ascending">Name</th><th>Position</th><th>Age</th></tr></thead>
  <tfoot><tr><th>Name</th><th>Position</th><th>Age</th></tr></tfoot>
  <tbody id="rows"></tbody>
</table>
<script>
  const people = [['Ann', 'Writer', 41], ['Bob', 'Analyst', 29], ['Cy', 'Manager', 35]];
  let key = 0, dir = 1;
  function render() {
    const rows = [...people].sort((a, b) => (a[key] < b[key] ? -dir : a[key] > b[key] ? dir : 0));
    document.getElementById('rows').innerHTML = rows.map((p) => '<tr><td>' + p.join('</td><td>') + '</td></tr>').join('');
    document.querySelectorAll('thead th').forEach((th, i) => (i === key ? th.setAttribute('aria-sort', dir > 0 ? 'ascending' : 'descending') : th.removeAttribute('aria-sort')));
  }
  document.querySelectorAll('thead th').forEach((th, i) => th.addEventListener('click', () => { dir = key === i ? -dir : 1; key = i; render(); }));
  render();
</script>`;

const pages = ownPages({ '/people': TABLE });
const firstColumn = () => pages.client.page.locator('#rows td:first-child').allTextContents();

describe('a header row repeated in the footer', () => {
  it('"order by Position" sorts by the header in the first header row', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/people`);
    const result = await client.act('order by Position');
    expect(result.success, result.message).toBe(true);
    expect(await client.page.locator('thead th:nth-child(2)').getAttribute('aria-sort')).toBe('ascending');
    expect(await firstColumn()).toEqual(['Bob', 'Cy', 'Ann']);
  });

  it('"sort Age descending" clicks until that header says descending', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/people`);
    const result = await client.act('sort Age descending');
    expect(result.success, result.message).toBe(true);
    expect(await client.page.locator('thead th:nth-child(3)').getAttribute('aria-sort')).toBe('descending');
    expect(await firstColumn()).toEqual(['Ann', 'Cy', 'Bob']);
  });
});
