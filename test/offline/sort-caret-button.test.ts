/**
 * An icon-only sort button in a column header, drawn as two carets (the twenty-fifth blind batch's
 * wrong kind, on a page of our own of another domain: a library catalogue). The button sorts by
 * itself (none, then ascending, then descending) and each caret inside it sorts one way by itself;
 * the header states no aria-sort until a column is sorted. "sort the appointments by time" clicked
 * the button's middle, where the down caret lies, and the column came out descending while one
 * click on the header sorts ascending. Now a sort button with no text of its own is pressed as a
 * keyboard does (Enter on the button): its own action, the first order. Near miss: "sort by year,
 * newest first" on that header, which states no sort state to verify the order by, hands over,
 * the table untouched.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const CATALOGUE = `<!doctype html><title>Catalogue</title>
<style>
  th { text-align: left; padding: 6px 12px; }
  .carets { display: inline-flex; flex-direction: column; align-items: center; position: relative; width: 24px; height: 14px; vertical-align: middle; border: 0; padding: 0; background: none; cursor: pointer; overflow: visible; }
  .carets i { position: absolute; left: 7px; width: 0; height: 0; border: 5px solid transparent; }
  .carets i.up { top: -5px; border-bottom-color: #888; }
  .carets i.down { bottom: -3px; border-top-color: #888; }
</style>
<h1>Catalogue</h1>
<table>
  <thead><tr><th>Title</th><th id="year-th">Year <button type="button" class="carets" aria-label="Sort by Year"><i class="up"></i><i class="down"></i></button></th></tr></thead>
  <tbody id="rows"></tbody>
</table>
<script>
  const books = [['Middlemarch', 1871], ['Beloved', 1987], ['Ulysses', 1922], ['Emma', 1815]];
  window.sorted = '';
  const th = document.getElementById('year-th');
  function render() {
    const rows = [...books];
    if (window.sorted) rows.sort((a, b) => (window.sorted === 'ascending' ? a[1] - b[1] : b[1] - a[1]));
    document.getElementById('rows').innerHTML = rows.map((b) => '<tr><td>' + b[0] + '</td><td>' + b[1] + '</td></tr>').join('');
    if (window.sorted) th.setAttribute('aria-sort', window.sorted); else th.removeAttribute('aria-sort');
  }
  const sortBy = (e, order) => {
    e.stopPropagation();
    window.sorted = order ?? (window.sorted === '' ? 'ascending' : window.sorted === 'ascending' ? 'descending' : '');
    render();
  };
  const button = th.querySelector('button');
  button.addEventListener('click', (e) => sortBy(e));
  button.querySelector('.up').addEventListener('click', (e) => sortBy(e, 'ascending'));
  button.querySelector('.down').addEventListener('click', (e) => sortBy(e, 'descending'));
  render();
</script>`;

const pages = ownPages({ '/catalogue': CATALOGUE });
const open = () => pages.client.page.goto(`${pages.origin}/catalogue`);
const years = () => pages.client.page.locator('#rows td:nth-child(2)').allTextContents();

describe('an icon-only sort button drawn as two carets', () => {
  it('"sort the books by year" sorts in the first order, as the button itself does', async () => {
    await open();
    const result = await pages.client.act('sort the books by year');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.evaluate(() => (window as unknown as { sorted: string }).sorted)).toBe('ascending');
    expect(await years()).toEqual(['1815', '1871', '1922', '1987']);
  });

  it('near miss: an order said on a header that states no sort state is handed over, the table untouched', async () => {
    await open();
    await expect(pages.client.act('sort the books by year, newest first')).rejects.toBeInstanceOf(MissingLLMConfigurationError);
    expect(await pages.client.page.evaluate(() => (window as unknown as { sorted: string }).sorted)).toBe('');
    expect(await years()).toEqual(['1871', '1987', '1922', '1815']);
  });
});
