/**
 * A wrong found by guard2's probe (session 23; BLIND.md "Session 23, guard2 probe"), shown on a page of another kind
 * (an invoice table): "remove the selected orders" with no order selected (AG Grid: every row's checkbox unticked)
 * clicked "Remove selected" (rule selected-action), which removed nothing, and reported the removal done. Now, when
 * the page's items show their selection (aria-selected, or a checkbox of their own) and none is selected, the step is
 * handed over. Near misses: with an invoice ticked the step removes it; "click Delete selected" (how to act, said by
 * the tester) still clicks.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const INVOICES = `<!doctype html><title>Invoices</title>
<main>
  <h1>Invoices</h1>
  <button id="del">Delete selected</button>
  <table>
    <thead><tr><th>Pick</th><th>Invoice</th><th>Client</th><th>Total</th></tr></thead>
    <tbody>
      <tr><td><input type="checkbox" aria-label="Select INV-204"></td><td>INV-204</td><td>Harbour Café</td><td>€310</td></tr>
      <tr><td><input type="checkbox" aria-label="Select INV-205"></td><td>INV-205</td><td>Kite School</td><td>€95</td></tr>
      <tr><td><input type="checkbox" aria-label="Select INV-206"></td><td>INV-206</td><td>Mill Bakery</td><td>€120</td></tr>
    </tbody>
  </table>
  <p id="status">3 invoices</p>
</main>
<script>
  if (location.search === '?one') document.querySelectorAll('tbody input')[1].checked = true;
  document.getElementById('del').onclick = () => {
    const rows = [...document.querySelectorAll('tbody tr')].filter((r) => r.querySelector('input').checked);
    for (const r of rows) r.remove();
    document.getElementById('status').textContent = 'Deleted ' + rows.length;
  };
</script>`;

const pages = ownPages({ '/invoices': INVOICES });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : `failed: ${r.message}`), () => 'handed over');
const invoices = () => page().locator('tbody tr td:nth-child(2)').allTextContents();

describe('an action on the selected items with none selected is handed over (rule selected-action)', () => {
  it('"delete the selected invoices" with no box ticked: handed over, nothing done', async () => {
    await page().goto(`${pages.origin}/invoices`);
    expect(await outcome('delete the selected invoices')).toBe('handed over');
    expect(await invoices()).toEqual(['INV-204', 'INV-205', 'INV-206']);
    expect(await page().locator('#status').textContent()).toBe('3 invoices');
  });

  it('near miss: with INV-205 ticked, "delete the selected invoices" deletes it', async () => {
    await page().goto(`${pages.origin}/invoices?one`);
    expect(await outcome('delete the selected invoices')).toBe('acted');
    expect(await invoices()).toEqual(['INV-204', 'INV-206']);
  });

  it('near miss: "click Delete selected" with none ticked clicks it, as said', async () => {
    await page().goto(`${pages.origin}/invoices`);
    expect(await outcome('click Delete selected')).toBe('acted');
    expect(await page().locator('#status').textContent()).toBe('Deleted 0');
  });
});
