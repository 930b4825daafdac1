/**
 * A row named by a text it holds, said before the word "row" ("select the Team Lead row", "click
 * the Oslo row"): the row for that text (rule row-by-text), as "the row for Team Lead" is. And a
 * native table's row (`<tr aria-selected>`) selected by a click on its cell is judged by the row's
 * state: the click's cell says none of its own. Found by phrasings of the tabulator and jspreadsheet
 * apps ("select the Developer row", "select the Travel row"). On a staff list of our own; the near
 * misses hand over and select nothing.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const STAFF = `<!doctype html><title>Staff</title><h1>Staff</h1>
<table role="grid" aria-label="Staff" aria-multiselectable="true"><thead><tr><th>Name</th><th>Role</th><th>City</th></tr></thead><tbody>
<tr aria-selected="false" id="ann"><td>Ann Lee</td><td>Developer</td><td>Lyon</td></tr>
<tr aria-selected="false" id="bo"><td>Bo Chen</td><td>Team Lead</td><td>Oslo</td></tr>
<tr aria-selected="false" id="cy"><td>Cy Diaz</td><td>Designer</td><td>Lyon</td></tr></tbody></table>
<script>document.querySelectorAll('tbody tr').forEach((r) => r.onclick = () => r.setAttribute('aria-selected', String(r.getAttribute('aria-selected') !== 'true')));</script>`;

const BOXES = `<!doctype html><title>Invoices</title><table aria-label="Invoices"><thead><tr><th>Select</th><th>Client</th><th>Status</th></tr></thead><tbody>
<tr><td><input type="checkbox" aria-label="Select row" id="b1"></td><td>Acme</td><td>Paid</td></tr>
<tr><td><input type="checkbox" aria-label="Select row" id="b2"></td><td>Globex</td><td>Overdue</td></tr></tbody></table>`;

const pages = ownPages({ '/staff': STAFF, '/invoices': BOXES });
const page = () => pages.client.page;
const selected = () => page().evaluate(() => Array.from(document.querySelectorAll<HTMLTableRowElement>('tr[aria-selected=true], tr:has(input:checked)'), (r) => r.id || r.cells[1]!.textContent).join(','));

async function selects(path: string, step: string, want: string) {
  await page().goto(`${pages.origin}${path}`);
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'row-by-text' });
  expect(await selected()).toBe(want);
}

async function handsOver(path: string, step: string, why: RegExp) {
  await page().goto(`${pages.origin}${path}`);
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await selected()).toBe('');
}

describe('a row named by a text it holds, said before "row"', () => {
  it('"select the Team Lead row" selects Bo Chen\'s row, judged by the row\'s aria-selected', async () => {
    await selects('/staff', 'select the Team Lead row', 'bo');
  });

  it('"select the row for Developer": the same, said after', async () => {
    await selects('/staff', 'select the row for Developer', 'ann');
  });

  it('"click the Oslo row" clicks that row', async () => {
    await selects('/staff', 'click the Oslo row', 'bo');
  });

  it('"select the Overdue row" ticks that row\'s selection box', async () => {
    await selects('/invoices', 'select the Overdue row', 'Globex');
  });

  it('near miss: two rows say Lyon: handed over, naming both', async () => {
    await handsOver('/staff', 'select the Lyon row', /2 rows say "Lyon"/);
  });

  it('near miss: no row says Manager: handed over', async () => {
    await handsOver('/staff', 'select the Manager row', /./);
  });
});
