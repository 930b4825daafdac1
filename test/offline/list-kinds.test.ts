/**
 * General kinds of a list or table app (issue 25, the thirteenth batch's hand-overs), on pages of our
 * own: an order admin table (a status and a payment filter select, a pin toggle, Edit and Delete per
 * row, a select-all box, numbered pages, a confirmation dialog), a playlist whose songs have a
 * Bookmark toggle and a channel list with Mute switches. Each kind with a near miss that hands over.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const ORDERS: [string, string, string, boolean][] = [
  ['1001', 'Ana Ruiz', 'Shipped', false],
  ['1002', 'Bo Chen', 'Pending', true],
  ['1003', 'Cleo Park', 'Delivered', false],
  ['1004', 'Dev Patel', 'Pending', false],
];

const ADMIN = `<!doctype html><title>Orders</title>
<h1>Orders</h1>
<label for="status">Order status</label>
<select id="status"><option>All statuses</option><option>Pending</option><option>Shipped</option><option>Delivered</option></select>
<label for="pay">Payment</label>
<select id="pay"><option>Any payment</option><option>Paid</option><option>Unpaid</option></select>
<table aria-label="Orders">
<thead><tr><th><input type="checkbox" id="all" aria-label="Select all orders on this page"></th><th>Order</th><th>Customer</th><th>Status</th><th>Actions</th></tr></thead>
<tbody>${ORDERS.map(([id, who, st, pinned]) => `<tr data-id="${id}"><td><input type="checkbox" class="sel" aria-label="Select order ${id}"></td><td>${id}</td><td>${who}</td><td>${st}</td><td><button class="pin" aria-pressed="${pinned}">Pin</button> <button class="edit">Edit</button> <button class="del">Delete</button></td></tr>`).join('')}</tbody>
</table>
<nav aria-label="Pages"><button class="pg">Previous</button> <button class="pg" aria-current="page">Page 1</button> <button class="pg">Page 2</button> <button class="pg">Page 3</button> <button class="pg">Next</button></nav>
<div role="alertdialog" aria-modal="true" aria-labelledby="dt" id="confirm" hidden><h2 id="dt">Delete order?</h2><p id="dq"></p><button id="no">No, keep it</button> <button id="yes">Yes, delete it</button></div>
<p id="log">Ready</p>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  const row = (el) => el.closest('tr').dataset.id;
  document.getElementById('status').onchange = (e) => log('Status: ' + e.target.value);
  document.getElementById('pay').onchange = (e) => log('Payment: ' + e.target.value);
  document.querySelectorAll('.pin').forEach((b) => b.onclick = () => { const on = b.getAttribute('aria-pressed') !== 'true'; b.setAttribute('aria-pressed', String(on)); log((on ? 'Pinned ' : 'Unpinned ') + row(b)); });
  document.querySelectorAll('.edit').forEach((b) => b.onclick = () => log('Editing ' + row(b)));
  document.querySelectorAll('.del').forEach((b) => b.onclick = () => { document.getElementById('dq').textContent = 'Order ' + row(b) + ' will be removed.'; document.getElementById('confirm').hidden = false; log('Asked ' + row(b)); });
  document.getElementById('yes').onclick = () => { document.getElementById('confirm').hidden = true; log('Deleted'); };
  document.getElementById('no').onclick = () => { document.getElementById('confirm').hidden = true; log('Kept'); };
  document.querySelectorAll('.sel').forEach((b) => b.onchange = () => log((b.checked ? 'Selected ' : 'Unselected ') + row(b)));
  document.getElementById('all').onchange = (e) => { document.querySelectorAll('.sel').forEach((b) => b.checked = e.target.checked); log(e.target.checked ? 'Selected all' : 'Selected none'); };
  // A page of rows: the order numbers shown move on with the page.
  document.querySelectorAll('.pg').forEach((b) => b.onclick = () => {
    const n = Number(b.textContent.replace('Page ', ''));
    if (n) document.querySelectorAll('tbody tr').forEach((r, i) => { r.cells[1].textContent = String(1001 + (n - 1) * 4 + i); });
    log('Pager ' + b.textContent);
  });
</script>`;

/** Two selects offer "Shipped"; a song list with Bookmark toggles; channels with Mute switches. */
const OTHER = `<!doctype html><title>Returns</title>
<a href="#refunded" id="rl">Refunded</a>
<label for="os">Order status</label><select id="os"><option>Any</option><option>Shipped</option></select>
<label for="rs">Return status</label><select id="rs"><option>Any</option><option>Shipped</option><option>Refunded</option></select>
<h2>Playlist</h2>
<ul aria-label="Playlist">
  <li>Blue in Green <span>5:37</span> <button class="bm" aria-pressed="false">Bookmark</button></li>
  <li>So What <span>9:22</span> <button class="bm" aria-pressed="true">Bookmark</button></li>
  <li>Freddie Freeloader <span>9:46</span> <button>Play</button></li>
</ul>
<h2>Channels</h2>
<ul aria-label="Channels">
  <li>general <input type="checkbox" role="switch" class="mute" aria-label="Mute"></li>
  <li>random <input type="checkbox" role="switch" class="mute" aria-label="Mute" checked></li>
</ul>
<table aria-label="Invoices"><tr><th>Invoice</th><th></th></tr><tr><td>INV-1</td><td><button class="ed">Edit</button></td></tr><tr><td>INV-2</td><td><button class="ed">Edit</button></td></tr></table>
<table aria-label="Credit notes"><tr><th>Note</th><th></th></tr><tr><td>CN-1</td><td><button class="ed">Edit</button></td></tr><tr><td>CN-2</td><td><button class="ed">Edit</button></td></tr></table>
<nav aria-label="Song pages"><button class="pg">Page 1</button> <button class="pg">Page 2</button></nav>
<nav aria-label="Channel pages"><button class="pg">Page 1</button> <button class="pg">Page 2</button></nav>
<p id="log">Ready</p>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  document.querySelectorAll('.pg').forEach((b) => b.onclick = () => log('Pager ' + b.textContent));
  document.getElementById('rl').onclick = () => log('Link Refunded');
  document.querySelectorAll('.ed').forEach((b) => b.onclick = () => log('Editing ' + b.closest('tr').cells[0].textContent));
  document.querySelectorAll('select').forEach((s) => s.onchange = () => log(s.id + ': ' + s.value));
  document.querySelectorAll('.bm').forEach((b) => b.onclick = () => { const on = b.getAttribute('aria-pressed') !== 'true'; b.setAttribute('aria-pressed', String(on)); log((on ? 'Bookmarked ' : 'Unbookmarked ') + b.parentElement.firstChild.textContent.trim()); });
  document.querySelectorAll('.mute').forEach((b) => b.onchange = () => log((b.checked ? 'Muted ' : 'Unmuted ') + b.parentElement.firstChild.textContent.trim()));
</script>`;

const pages = ownPages({ '/admin': ADMIN, '/other': OTHER });
const log = () => pages.client.page.locator('#log').textContent();

async function open(path: string) {
  await pages.client.page.goto(`${pages.origin}${path}`);
}

async function resolves(step: string, rule: string, after: string) {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule });
  expect(await log()).toBe(after);
}

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await log()).toBe('Ready');
}

describe('a filter select said by its value (rule filter-value)', () => {
  it('"show only unpaid orders": the one select offering Unpaid', async () => {
    await open('/admin');
    await resolves('show only unpaid orders', 'filter-value', 'Payment: Unpaid');
  });

  it('"filter by status: Shipped": the select labelled status', async () => {
    await open('/admin');
    await resolves('filter by status: Shipped', 'filter-value', 'Status: Shipped');
  });

  it('"filter the orders by Delivered"', async () => {
    await open('/admin');
    await resolves('filter the orders by Delivered', 'filter-value', 'Status: Delivered');
  });

  it('"filter by return status: Shipped" picks the select the field word labels', async () => {
    await open('/other');
    await resolves('filter by return status: Shipped', 'filter-value', 'rs: Shipped');
  });

  it('near miss: two selects offering Shipped hand over naming both', async () => {
    await open('/other');
    await handsOver('show only shipped orders', /2 selects offer "shipped".*Order status.*Return status/);
  });

  it('near miss: a filter link named the value is show-only\'s, not the select\'s', async () => {
    await open('/other');
    await resolves('show only refunded items', 'show-only', 'Link Refunded');
  });

  it('near miss: a value no select offers is not chosen', async () => {
    await open('/admin');
    await handsOver('show only refunded orders', /refunded/);
  });
});

describe('an item\'s toggle said by what it does (rule row-toggle)', () => {
  it('"pin Dev Patel" presses that row\'s Pin', async () => {
    await open('/admin');
    await resolves('pin Dev Patel', 'row-toggle', 'Pinned 1004');
  });

  it('"unpin Bo Chen" releases the pressed Pin', async () => {
    await open('/admin');
    await resolves('unpin Bo Chen', 'row-toggle', 'Unpinned 1002');
  });

  it('"star Blue in Green" presses its Bookmark (a synonym)', async () => {
    await open('/other');
    await resolves('star Blue in Green', 'row-toggle', 'Bookmarked Blue in Green');
  });

  it('"remove So What from favourites" releases its Bookmark', async () => {
    await open('/other');
    await resolves('remove So What from favourites', 'row-toggle', 'Unbookmarked So What');
  });

  it('"add Blue in Green to bookmarks"', async () => {
    await open('/other');
    await resolves('add Blue in Green to bookmarks', 'row-toggle', 'Bookmarked Blue in Green');
  });

  it('"mute general" checks that channel\'s Mute switch', async () => {
    await open('/other');
    await resolves('mute general', 'row-toggle', 'Muted general');
  });

  it('near miss: "star So What", already bookmarked, hands over saying so', async () => {
    await open('/other');
    await handsOver('star So What', /pressed already/);
  });

  it('near miss: an item with no such toggle hands over', async () => {
    await open('/other');
    await handsOver('star Freddie Freeloader', /no star toggle/);
  });

  it('near miss: "pin Ana Ruiz" on a page where the toggle is named otherwise (mute) is not pressed', async () => {
    await open('/admin');
    await handsOver('mute Ana Ruiz', /no mute toggle/);
  });
});

describe('the first or last page of a pager whose pages are named "Page N" (rule pager-step)', () => {
  it('"jump to the last page": the highest numbered page control', async () => {
    await open('/admin');
    await resolves('jump to the last page', 'pager-step', 'Pager Page 3');
  });

  it('"go to the first page": Page 1 (page-number reads "first" as 1)', async () => {
    await open('/admin');
    await pages.client.page.getByRole('button', { name: 'Page 2' }).click();
    await resolves('go to the first page', 'page-number', 'Pager Page 1');
  });

  it('near miss: two pagers of Page N buttons hand over', async () => {
    await open('/other');
    await handsOver('jump to the last page', /2 pagers/);
  });
});

describe('the select-all box said with where its rows are (rule all-items-box)', () => {
  it('"select all orders on this page" checks the header box', async () => {
    await open('/admin');
    await resolves('select all orders on this page', 'all-items-box', 'Selected all');
  });

  it('"deselect all" unchecks it', async () => {
    await open('/admin');
    await pages.client.page.locator('#all').check();
    await resolves('deselect all', 'all-items-box', 'Selected none');
  });

  it('near miss: "deselect all" where no box sets every item hands over', async () => {
    await open('/other');
    await handsOver('deselect all', /./);
    expect(await pages.client.page.locator('.mute').nth(1).isChecked()).toBe(true);
  });
});

describe('the answer to an open confirmation (rule dialog-answer)', () => {
  async function asked() {
    await open('/admin');
    await pages.client.page.locator('tr[data-id="1002"] .del').click();
    expect(await log()).toBe('Asked 1002');
  }

  it('"confirm the deletion" clicks its one affirmative button', async () => {
    await asked();
    await resolves('confirm the deletion', 'dialog-answer', 'Deleted');
  });

  it('"confirm" alone', async () => {
    await asked();
    await resolves('confirm', 'dialog-answer', 'Deleted');
  });

  it('"cancel the deletion" clicks its one No', async () => {
    await asked();
    await resolves('cancel the deletion', 'dialog-answer', 'Kept');
  });

  it('near miss: "confirm the refund" when the dialog asks about a deletion hands over', async () => {
    await asked();
    await expect(pages.client.act('confirm the refund')).rejects.toThrow(/does not ask about "refund"/);
    expect(await log()).toBe('Asked 1002');
  });
});

describe('a row by its place among the rows of data (rule row-control)', () => {
  it('"tick the checkbox in the third row" (the header row not counted)', async () => {
    await open('/admin');
    await resolves('tick the checkbox in the third row', 'row-control', 'Selected 1003');
  });

  it('"click Edit in the second row"', async () => {
    await open('/admin');
    await resolves('click Edit in the second row', 'row-control', 'Editing 1002');
  });

  it('"delete the last row" clicks its Delete', async () => {
    await open('/admin');
    await pages.client.act('delete the last row');
    expect(await log()).toBe('Asked 1004');
  });

  it('near miss: two tables each with a second row hand over', async () => {
    await open('/other');
    await handsOver('click Edit in the second row', /2 tables have a second row/);
  });
});

describe('a row opened for editing (rule row-control)', () => {
  it('"open Cleo Park for editing" clicks that row\'s Edit', async () => {
    await open('/admin');
    await resolves('open Cleo Park for editing', 'row-control', 'Editing 1003');
  });

  it('"edit Ana Ruiz\'s details"', async () => {
    await open('/admin');
    await resolves('edit Ana Ruiz\'s details', 'row-control', 'Editing 1001');
  });

  it('near miss: "open Blue in Green for editing" where its item has no Edit hands over', async () => {
    await open('/other');
    await handsOver('open So What for editing', /./);
  });
});

describe('a verb and what the rows are called, with one such control per row (rule row-control)', () => {
  it('"edit the order" hands over counting the Edit buttons and naming a way to say one', async () => {
    await open('/admin');
    await handsOver('edit the order', /4 buttons named "Edit", one per row: say which order, e\.g\. "Edit in the row for 1001"/);
  });

  it('near miss: a noun the page does not call its rows keeps the plain reason', async () => {
    await open('/admin');
    await expect(pages.client.act('edit the invoice')).rejects.toThrow(/^(?!.*one per row)/s);
  });
});
