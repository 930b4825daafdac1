/**
 * Issue 25 item 4: a control said by the record it belongs to, the record not said as a row ("click
 * Renew for the library loan L-2232", "open the details for the Dune loan", "open Maya Patel's
 * details"), on a page of ours: a library's loans table and a supply orders table, plain HTML
 * tables with buttons in each row. The near misses hand over with the page as it was: the
 * identifier shown in two rows (as an order's number and another's quantity), a record no row
 * shows, a row without the control said.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const LIBRARY = `<!doctype html><title>Branch desk</title>
<h1>Loans</h1>
<table id="loans" aria-label="Loans">
  <thead><tr><th>Loan</th><th>Title</th><th>Borrower</th><th>Due</th><th>Actions</th></tr></thead>
  <tbody></tbody>
</table>
<section id="pane" hidden><h2 id="pane-title"></h2><p id="pane-text"></p></section>
<h2>Supply orders</h2>
<table id="supplies" aria-label="Supply orders">
  <thead><tr><th>Order</th><th>Item</th><th>Qty</th><th>Actions</th></tr></thead>
  <tbody>
    <tr><td>12</td><td>Book tape</td><td>4</td><td><button class="cancel">Cancel</button></td></tr>
    <tr><td>31</td><td>Barcode labels</td><td>12</td><td><button class="cancel">Cancel</button></td></tr>
  </tbody>
</table>
<h2>Holds</h2>
<table id="holds" aria-label="Holds">
  <thead><tr><th>ID</th><th>Title</th><th>Copies</th><th>Status</th></tr></thead>
  <tbody>
    <tr><td>7</td><td>Beloved</td><td>2</td><td><select aria-label="Status"><option>Waiting</option><option>Ready</option><option>Collected</option></select></td></tr>
    <tr><td>8</td><td>Middlemarch</td><td>7</td><td><select aria-label="Status"><option>Waiting</option><option>Ready</option><option>Collected</option></select></td></tr>
    <tr><td>9</td><td>Ulysses</td><td>1</td><td><select aria-label="Status"><option>Waiting</option><option>Ready</option><option>Collected</option></select></td></tr>
    <tr><td>10</td><td>Library card</td><td>1</td><td><select aria-label="Status"><option>Waiting</option><option>Ready</option><option>Collected</option></select></td></tr>
  </tbody>
</table>
<p id="log">Last action: none</p>
<script>
  const loans = [
    { id: 'L-2231', title: 'Dune', who: 'Maya Patel', due: '2026-12-04', out: true },
    { id: 'L-2232', title: 'Emma', who: 'Tom Berg', due: '2026-12-06', out: true },
    { id: 'L-2240', title: 'Kindred', who: 'Ines Alves', due: '2026-11-20', out: false },
  ];
  const log = (text) => { document.getElementById('log').textContent = 'Last action: ' + text; };
  const body = document.querySelector('#loans tbody');
  for (const loan of loans) {
    const tr = document.createElement('tr');
    tr.dataset.id = loan.id;
    tr.innerHTML = '<td>' + loan.id + '</td><td>' + loan.title + '</td><td>' + loan.who + '</td><td class="due">' + loan.due + '</td><td>'
      + '<button class="details">Details</button> <button class="renew">Renew</button>' + (loan.out ? ' <button class="return">Return</button>' : '') + '</td>';
    tr.querySelector('.details').addEventListener('click', () => {
      document.getElementById('pane').hidden = false;
      document.getElementById('pane-title').textContent = 'Loan ' + loan.id;
      document.getElementById('pane-text').textContent = loan.title + ', borrowed by ' + loan.who;
      log('details of ' + loan.id);
    });
    tr.querySelector('.renew').addEventListener('click', () => { loan.due = '2027-01-0' + (loans.indexOf(loan) + 1); tr.querySelector('.due').textContent = loan.due; log('renewed ' + loan.id); });
    tr.querySelector('.return')?.addEventListener('click', () => { tr.querySelector('.due').textContent = 'returned'; log('returned ' + loan.id); });
    body.appendChild(tr);
  }
  for (const button of document.querySelectorAll('#supplies .cancel')) button.addEventListener('click', () => log('cancelled order ' + button.closest('tr').firstElementChild.textContent));
</script>`;

const pages = ownPages({ '/desk': LIBRARY });
const page = () => pages.client.page;

/** What the page shows: every loan's row, the details pane, the log. */
const everything = () =>
  page().evaluate(() => ({
    loans: Array.from(document.querySelectorAll('#loans tbody tr')).map((r) => r.textContent),
    pane: (document.getElementById('pane') as HTMLElement).hidden ? null : document.getElementById('pane')!.textContent,
    log: document.getElementById('log')!.textContent,
    holds: Array.from(document.querySelectorAll('#holds select')).map((s) => (s as HTMLSelectElement).value),
  }));
const open = async () => {
  await page().goto(`${pages.origin}/desk`);
  return everything();
};

describe('a control said by the record it belongs to: the one row that says the record, its control by name', () => {
  it('"click Renew for the library loan L-2232": the kind word is not on the page, the identifier is in one row only', async () => {
    const before = await open();
    const result = await pages.client.act('click Renew for the library loan L-2232');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'record-control' });
    const after = await everything();
    expect(after.log).toBe('Last action: renewed L-2232');
    expect(after.loans).toEqual(before.loans.map((r) => (r!.startsWith('L-2232') ? r!.replace('2026-12-06', '2027-01-02') : r)));
  });

  it('"open the details for the Dune loan": the record by a cell\'s text and the page\'s word for its rows', async () => {
    await open();
    const result = await pages.client.act('open the details for the Dune loan');
    expect(result.success, result.message).toBe(true);
    expect(await everything()).toMatchObject({ pane: 'Loan L-2231Dune, borrowed by Maya Patel', log: 'Last action: details of L-2231' });
  });

  it('"open Maya Patel\'s details": a possessive names the record', async () => {
    await open();
    const result = await pages.client.act("open Maya Patel's details");
    expect(result.success, result.message).toBe(true);
    expect(await everything()).toMatchObject({ pane: 'Loan L-2231Dune, borrowed by Maya Patel', log: 'Last action: details of L-2231' });
  });

  it('"show details of L-2240": read as expanding the record, the row has nothing to expand: its Details button', async () => {
    await open();
    const result = await pages.client.act('show details of L-2240');
    expect(result.success, result.message).toBe(true);
    expect(await everything()).toMatchObject({ pane: 'Loan L-2240Kindred, borrowed by Ines Alves', log: 'Last action: details of L-2240' });
  });

  it('"set the status of hold request 9 to Ready": the cell under Status in the row whose ID is 9', async () => {
    await open();
    const result = await pages.client.act('set the status of hold request 9 to Ready');
    expect(result.success, result.message).toBe(true);
    expect((await everything()).holds).toEqual(['Waiting', 'Waiting', 'Ready', 'Waiting']);
  });

  it('"set the status for the Library card to Collected": the select in that row (the row\'s key ends in a kind word)', async () => {
    await open();
    const result = await pages.client.act('set the status for the Library card to Collected');
    expect(result.success, result.message).toBe(true);
    expect((await everything()).holds).toEqual(['Waiting', 'Waiting', 'Waiting', 'Collected']);
  });

  it('observe "find Return on loan L-2231" returns that row\'s Return button', async () => {
    await open();
    const [found] = await pages.client.observe('find Return on loan L-2231');
    expect(found, 'something found').toBeDefined();
    expect(await page().locator(found!.selector).evaluate((el) => `${el.textContent} ${el.closest('tr')!.getAttribute('data-id')}`)).toBe('Return L-2231');
  });
});

describe('near misses: handed over, the page as it was', () => {
  const handsOver = async (step: string, why: RegExp) => {
    const before = await open();
    const error = await pages.client.act(step).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(MissingLLMConfigurationError);
    expect(String((error as Error).message)).toMatch(why);
    expect(await everything()).toEqual(before);
  };

  it('"click Return for the library loan L-2240": that row has no Return (the other rows do)', () => handsOver('click Return for the library loan L-2240', /holds no control named "return"/i));

  it('"click Cancel for supply order 12": 12 is one order\'s number and another\'s quantity', () => handsOver('click Cancel for supply order 12', /2 rows say "12"/));

  it('"click Cancel for order 12": the Order column says 12 in one row, the Qty of another says 12', () => handsOver('click Cancel for order 12', /2 rows say "12"/));

  it('"click Cancel for supply order 4": 4 is only a quantity, in no column of identifiers', () => handsOver('click Cancel for supply order 4', /no row of the page shows "4"/));

  it('"set the status of hold request 7 to Ready": 7 is hold 7\'s ID and hold 8\'s copies', () => handsOver('set the status of hold request 7 to Ready', /2 rows say/));

  it('"set the status for the Gift card to Ready": no row says "Gift card" (nor "Gift")', () => handsOver('set the status for the Gift card to Ready', /no row of the table with the Status column says "Gift card"/));

  it('"click Renew for the library loan L-9999": no row shows it', () => handsOver('click Renew for the library loan L-9999', /no row of the page shows "L-9999"/));
});
