/**
 * Issue 25 (session 25, grid3): a grid row said by the identifier in its identifier column
 * ("select invoice 18", "tick shipment SH-204"), on pages of our own of other domains than the
 * help desk of the corpus: a scrolling grid whose header is a table apart with plain cells (no
 * column header role) and whose rows select by a click shown only by a class; an ARIA grid with
 * aria-selected. Near misses hand over: an identifier that is also a quantity in another column,
 * two rows with one number, a number no row shows (past the scroll); a row whose click selects
 * nothing fails rather than reporting success.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

/** Invoices: a header table apart (td cells: No. / Client / Qty / Total), the body a table of its own. */
const invoices = (rows: [number, string, number, string][], clickSelects = true) => `<!doctype html><title>Billing</title>
<style>table { border-collapse: collapse; } td { width: 110px; padding: 2px 6px; } .row-selected { background: #cde; }</style>
<h2>Invoices</h2>
<div class="head"><table><tbody><tr><td>No.</td><td>Client</td><td>Qty</td><td>Total</td></tr></tbody></table></div>
<div class="body"><table><tbody>
${rows.map(([n, client, qty, total]) => `<tr data-n="${n}"><td>${n}</td><td>${client}</td><td>${qty}</td><td>${total}</td></tr>`).join('\n')}
</tbody></table></div>
<script>
  for (const tr of document.querySelectorAll('.body tr')) tr.addEventListener('click', () => {
    ${clickSelects ? "for (const o of document.querySelectorAll('.body tr')) o.classList.remove('row-selected'); tr.classList.add('row-selected');" : ''}
  });
</script>`;

const BILLING = invoices([
  [16, 'Acme Tools', 2, '$40.00'],
  [17, 'Globex', 5, '$125.00'],
  [18, 'Initech', 1, '$19.90'],
  [19, 'Umbrella', 4, '$88.00'],
]);
// 3 is an invoice's number and another invoice's quantity.
const QUANTITY = invoices([
  [2, 'Acme Tools', 3, '$40.00'],
  [3, 'Globex', 5, '$125.00'],
  [4, 'Initech', 1, '$19.90'],
]);
// Two invoices numbered 21 (a credit note and its invoice, say).
const TWICE = invoices([
  [20, 'Acme Tools', 2, '$40.00'],
  [21, 'Globex', 5, '$125.00'],
  [21, 'Initech', 1, '$19.90'],
]);
// The rows take a click and show nothing for it.
const INERT = invoices([
  [16, 'Acme Tools', 2, '$40.00'],
  [17, 'Globex', 5, '$125.00'],
], false);

// Shipments: an ARIA grid whose rows say aria-selected, identifiers with letters.
const SHIPMENTS = `<!doctype html><title>Dispatch</title>
<style>[role=row] { display: flex; } [role=row] > * { width: 120px; }</style>
<div role="grid" aria-label="Shipments">
  <div role="row"><span role="columnheader">Ref</span><span role="columnheader">Carrier</span><span role="columnheader">Parcels</span></div>
  <div role="row" aria-selected="false" data-ref="SH-203"><span role="gridcell">SH-203</span><span role="gridcell">Northline</span><span role="gridcell">2</span></div>
  <div role="row" aria-selected="false" data-ref="SH-204"><span role="gridcell">SH-204</span><span role="gridcell">Baltic Cargo</span><span role="gridcell">7</span></div>
  <div role="row" aria-selected="false" data-ref="SH-205"><span role="gridcell">SH-205</span><span role="gridcell">Northline</span><span role="gridcell">1</span></div>
</div>
<script>
  for (const r of document.querySelectorAll('[role=row][data-ref]')) r.addEventListener('click', () => {
    for (const o of document.querySelectorAll('[role=row][data-ref]')) o.setAttribute('aria-selected', 'false');
    r.setAttribute('aria-selected', 'true');
  });
</script>`;

const pages = ownPages({ '/billing': BILLING, '/quantity': QUANTITY, '/twice': TWICE, '/inert': INERT, '/shipments': SHIPMENTS });
const page = () => pages.client.page;
const selectedInvoices = () => page().locator('.body tr.row-selected').evaluateAll((all) => all.map((r) => (r as HTMLElement).dataset.n));

describe('a row said by its identifier (rule row-by-id)', () => {
  it('"select invoice 18": the header is a table apart (td cells), the row selected by a click and shown so by a class', async () => {
    await page().goto(`${pages.origin}/billing`);
    const result = await pages.client.act('select invoice 18');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'row-by-id' });
    expect(await selectedInvoices()).toEqual(['18']);
  });

  it('"select shipment SH-204" in an ARIA grid (Ref column): that row, aria-selected after', async () => {
    await page().goto(`${pages.origin}/shipments`);
    const result = await pages.client.act('select shipment SH-204');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'row-by-id' });
    expect(await page().locator('[role=row][aria-selected=true]').evaluateAll((all) => all.map((r) => (r as HTMLElement).dataset.ref))).toEqual(['SH-204']);
  });

  it('near miss: "select invoice 3" where 3 is also another invoice\'s quantity is handed over, nothing selected', async () => {
    await page().goto(`${pages.origin}/quantity`);
    const err = await pages.client.act('select invoice 3').then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(MissingLLMConfigurationError);
    expect(String((err as Error).message)).toMatch(/also shown in the Qty column/);
    expect(await selectedInvoices()).toEqual([]);
  });

  it('near miss: "select invoice 21" where two rows show 21 is handed over, nothing selected', async () => {
    await page().goto(`${pages.origin}/twice`);
    const err = await pages.client.act('select invoice 21').then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(MissingLLMConfigurationError);
    expect(String((err as Error).message)).toMatch(/2 rows show "21"/);
    expect(await selectedInvoices()).toEqual([]);
  });

  it('near miss: "select invoice 44" (no row shows it: past the scroll, or none) is handed over saying to scroll to it', async () => {
    await page().goto(`${pages.origin}/billing`);
    const err = await pages.client.act('select invoice 44').then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(MissingLLMConfigurationError);
    expect(String((err as Error).message)).toMatch(/scroll to invoice 44 first/);
    expect(await selectedInvoices()).toEqual([]);
  });

  it('a row whose click shows no selection: "select invoice 17" fails (no success without the effect)', async () => {
    await page().goto(`${pages.origin}/inert`);
    const result = await pages.client.act('select invoice 17');
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'row-by-id' });
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/selected/);
  });
});
