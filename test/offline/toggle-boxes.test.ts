/**
 * An item's own toggle said by what it does (rules/row-toggle.ts) in a list drawn as alike plain
 * boxes, with no list roles, whose toggle is named by the state it would leave ("Unpin" while pinned,
 * "Pin" while not). A saved-reports page of our own. Found by the real-app corpus's mail client
 * ("unstar Lunch on Friday?", its Star button named "Unstar" while starred).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const REPORTS: [string, boolean][] = [['Weekly sales by region', true], ['Monthly churn', false], ['Open invoices over 30 days', false]];

const PAGE = `<!doctype html><title>Saved reports</title><h1>Saved reports</h1>
<div id="reports"></div>
<p id="status" role="status">Ready</p>
<script>
  const reports = ${JSON.stringify(REPORTS)};
  function draw() {
    document.getElementById('reports').innerHTML = reports.map(([name, pinned], i) => '<div class="report"><div class="open" style="cursor:pointer"><div>' + name + '</div><div>Updated today</div></div><button data-i="' + i + '" aria-pressed="' + pinned + '">' + (pinned ? 'Unpin' : 'Pin') + '</button></div>').join('');
    document.querySelectorAll('button[data-i]').forEach((b) => b.onclick = () => {
      const r = reports[Number(b.dataset.i)];
      r[1] = !r[1];
      document.getElementById('status').textContent = (r[1] ? 'Pinned ' : 'Unpinned ') + r[0];
      draw();
    });
  }
  draw();
</script>`;

const pages = ownPages({ '/reports': PAGE });
const status = () => pages.client.page.locator('#status').textContent();

describe('an item\'s toggle in a list of plain boxes (rule row-toggle)', () => {
  it('"unpin Weekly sales by region" clicks its pressed toggle named "Unpin"', async () => {
    await pages.client.page.goto(`${pages.origin}/reports`);
    const result = await pages.client.act('unpin Weekly sales by region');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'row-toggle' });
    expect(await status()).toBe('Unpinned Weekly sales by region');
  });

  it('"pin Monthly churn" clicks its toggle named "Pin"', async () => {
    await pages.client.page.goto(`${pages.origin}/reports`);
    const result = await pages.client.act('pin Monthly churn');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'row-toggle' });
    expect(await status()).toBe('Pinned Monthly churn');
  });

  it('near miss: "unpin Open invoices over 30 days", not pinned, hands over saying so', async () => {
    await pages.client.page.goto(`${pages.origin}/reports`);
    await expect(pages.client.act('unpin Open invoices over 30 days')).rejects.toThrow(/not pressed already: nothing to unpin/);
    expect(await status()).toBe('Ready');
  });
});
