/**
 * An item said by who it is from (rules/item-from.ts): a support desk of our own, a list of tickets,
 * each with its subject as a link, the customer's name and a Star toggle; one customer wrote two
 * tickets. Found by the twelfth batch's mail client ("open the message from Chen Wei", "star the
 * message from Dana Smith").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const TICKETS: [string, string, boolean][] = [
  ['Printer offline', 'Priya Nair', false],
  ['Cannot log in', 'Tom Berg', false],
  ['Refund for order 88', 'Ola Ek', true],
  ['Broken link on pricing page', 'Sam Lo', false],
  ['Invoice address wrong', 'Sam Lo', false],
];

const DESK = `<!doctype html><title>Support desk</title>
<h1>Support tickets</h1>
<ul aria-label="Open tickets">${TICKETS.map(([subject, from, starred], i) => `<li><a href="#t${i}">${subject}</a> <span class="from">${from}</span> <button class="star" aria-pressed="${starred}">Star</button></li>`).join('')}</ul>
<p id="status">Ready</p>
<script>
  document.querySelectorAll('.star').forEach((b) => b.onclick = () => {
    const on = b.getAttribute('aria-pressed') !== 'true';
    b.setAttribute('aria-pressed', String(on));
    document.getElementById('status').textContent = (on ? 'Starred ' : 'Unstarred ') + b.parentElement.querySelector('a').textContent;
  });
  addEventListener('hashchange', () => { document.getElementById('status').textContent = 'Opened ' + document.querySelector('a[href="' + location.hash + '"]').textContent; });
</script>`;

const pages = ownPages({ '/desk': DESK });
const status = () => pages.client.page.locator('#status').textContent();

async function open() {
  await pages.client.page.goto(`${pages.origin}/desk`);
}

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await status()).toBe('Ready');
}

async function resolves(step: string, after: string) {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'item-from' });
  // A link to #x moves the URL at once; the page's hashchange handler runs a task later, so the status is polled (bounded).
  await expect.poll(status, { timeout: 5_000 }).toBe(after);
}

describe('an item said by who it is from (rule item-from)', () => {
  it('"open the ticket from Priya Nair" follows that item\'s one link', async () => {
    await open();
    await resolves('open the ticket from Priya Nair', 'Opened Printer offline');
  });

  it('"star the ticket from Tom Berg" clicks that item\'s Star', async () => {
    await open();
    await resolves('star the ticket from Tom Berg', 'Starred Cannot log in');
  });

  it('"unstar the ticket from Ola Ek" clicks the pressed Star of that item', async () => {
    await open();
    await resolves('unstar the ticket from Ola Ek', 'Unstarred Refund for order 88');
  });

  it('near miss: two tickets from Sam Lo hand over naming them', async () => {
    await open();
    await handsOver('open the ticket from Sam Lo', /2 tickets are from "Sam Lo".*Broken link.*Invoice address/);
  });

  it('near miss: "unstar" a ticket whose Star is not pressed hands over', async () => {
    await open();
    await handsOver('unstar the ticket from Tom Berg', /no controls to unstar it/);
  });
});
