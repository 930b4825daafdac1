/**
 * A column header chosen by its name (the name rules, not column-sort) holds its sort control as a
 * button (APG sortable table: a button in the th). The click goes to that button: the middle of a
 * wide header misses a button drawn at its start, and the page sorts on the button only. Found by
 * the eighth blind batch (a task table whose "sort by Start" clicked the header and failed).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const TABLE = `<!doctype html><title>Tasks</title>
<style>th { width: 320px; text-align: left; } th button { border: 0; background: none; padding: 0; font: inherit; }</style>
<table>
  <thead><tr>
    <th aria-sort="ascending" data-key="name"><button type="button">Task</button></th>
    <th aria-sort="none" data-key="start"><button type="button">Start</button></th>
  </tr></thead>
  <tbody id="rows"></tbody>
</table>
<p id="log">sorted by Task</p>
<script>
  const tasks = [['Write copy', '2027-01-06'], ['Design', '2027-01-04'], ['Launch', '2027-02-01']];
  let key = 0;
  function render() {
    const rows = [...tasks].sort((a, b) => (a[key] < b[key] ? -1 : 1));
    document.getElementById('rows').innerHTML = rows.map((t) => '<tr><td>' + t[0] + '</td><td>' + t[1] + '</td></tr>').join('');
  }
  for (const th of document.querySelectorAll('th')) th.querySelector('button').addEventListener('click', () => {
    key = th.dataset.key === 'name' ? 0 : 1;
    for (const other of document.querySelectorAll('th')) other.setAttribute('aria-sort', other === th ? 'ascending' : 'none');
    document.getElementById('log').textContent = 'sorted by ' + th.textContent.trim();
    render();
  });
  render();
</script>`;

const pages = ownPages({ '/tasks': TABLE });

describe('a column header with its sort button, chosen by name', () => {
  it('"sort by Start" clicks the button in the header, and the column is sorted', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/tasks`);
    const result = await client.act('sort by Start');
    expect(result.success, result.message).toBe(true);
    await expect.poll(() => client.page.locator('th[data-key=start]').getAttribute('aria-sort')).toBe('ascending');
    expect(await client.page.locator('#log').textContent()).toBe('sorted by Start');
    expect(await client.page.locator('#rows td:first-child').allTextContents()).toEqual(['Design', 'Write copy', 'Launch']);
  });
});
