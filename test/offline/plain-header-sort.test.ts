/**
 * Issue 25 (session 25, grid3): "sort the parts by stock" where the grid's column titles are plain
 * cells in a header table apart over the body (no column header role), on a stock list of our own.
 * Rule plain-header-sort clicks the title once when the page draws it as a control (a pointer over
 * it) and the page must read otherwise after. Near misses: an order asked for (a plain cell shows
 * no sort state to check it) and a title with no sign that it sorts are handed over; a title that
 * sorts nothing fails.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

/** `sorts`: the Stock title sorts the rows by stock on a click; `pointer`: a pointer is drawn over the titles. */
const stock = (sorts: boolean, pointer: boolean) => `<!doctype html><title>Warehouse</title>
<style>td { width: 120px; padding: 2px 6px; } .head td { ${pointer ? 'cursor: pointer;' : ''} font-weight: bold; }</style>
<h1>Parts</h1>
<table class="head"><tbody><tr><td id="t-name">Part</td><td id="t-stock">Stock</td><td id="t-bin">Bin</td></tr></tbody></table>
<table class="body"><tbody id="rows">
<tr><td>Hex bolt M6</td><td>40</td><td>A3</td></tr>
<tr><td>Washer 8 mm</td><td>7</td><td>B1</td></tr>
<tr><td>Spring pin</td><td>125</td><td>C2</td></tr>
</tbody></table>
<script>
  ${sorts ? `document.getElementById('t-stock').addEventListener('click', () => {
    const body = document.getElementById('rows');
    [...body.rows].sort((a, b) => Number(a.cells[1].textContent) - Number(b.cells[1].textContent)).forEach((r) => body.appendChild(r));
  });` : ''}
</script>`;

const pages = ownPages({ '/sorts': stock(true, true), '/plain': stock(true, false), '/inert': stock(false, true) });
const page = () => pages.client.page;
const stockShown = () => page().locator('#rows tr td:nth-child(2)').allTextContents();

describe('sorting by a column titled by a plain cell (rule plain-header-sort)', () => {
  it('"sort the parts by stock": the Stock title (a pointer over it) clicked once, the rows reordered', async () => {
    await page().goto(`${pages.origin}/sorts`);
    const result = await pages.client.act('sort the parts by stock');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'plain-header-sort' });
    expect(await stockShown()).toEqual(['7', '40', '125']);
  });

  it('near miss: "sort by stock, highest first" is handed over (no sort state to check the order), rows as they were', async () => {
    await page().goto(`${pages.origin}/sorts`);
    await expect(pages.client.act('sort by stock, highest first')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await stockShown()).toEqual(['40', '7', '125']);
  });

  it('near miss: a title with no sign that it sorts (no pointer, no sort in its names) is handed over', async () => {
    await page().goto(`${pages.origin}/plain`);
    const err = await pages.client.act('sort the parts by stock').then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(MissingLLMConfigurationError);
    expect(String((err as Error).message)).toMatch(/no sign that it sorts/);
    expect(await stockShown()).toEqual(['40', '7', '125']);
  });

  it('a title that sorts nothing: "sort the parts by stock" fails, never a success', async () => {
    await page().goto(`${pages.origin}/inert`);
    const result = await pages.client.act('sort the parts by stock');
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'plain-header-sort' });
    expect(result.success).toBe(false);
  });
});
