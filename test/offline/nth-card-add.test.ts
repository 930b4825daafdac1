/**
 * A card by its place among the cards, added by its own button (rules/add-named.ts, byPlace): "add the last item
 * to the basket" clicks the last card's "Add to basket", every card counted (a sold-out card without the button
 * too). A ticket seller of our own whose events are list items titled by a heading. Found by the sixteenth blind
 * batch (a shop storefront: "add the last product to the wishlist").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const EVENTS = [
  { name: 'Harbour Jazz Night', soldOut: false },
  { name: 'Comedy at the Old Mill', soldOut: false },
  { name: 'Chamber Orchestra: Spring', soldOut: true },
  { name: 'Indie Rock Weekender', soldOut: false },
];

const SELLER = `<!doctype html><title>Tickets</title>
<h1>What's on</h1>
<ul aria-label="Events" id="events"></ul>
<p id="status">Basket empty</p>
<script>
  const host = document.getElementById('events');
  for (const e of ${JSON.stringify(EVENTS)}) {
    const li = document.createElement('li');
    li.innerHTML = '<h3></h3><p>Doors 19:30</p>' + (e.soldOut ? '<button disabled>Sold out</button>' : '<button class="add">Add to basket</button>') + '<button class="save">Save for later</button>';
    li.querySelector('h3').textContent = e.name;
    const add = li.querySelector('.add');
    if (add) add.onclick = () => { document.getElementById('status').textContent = 'Basket: ' + e.name; };
    host.appendChild(li);
  }
</script>`;

const pages = ownPages({ '/events': SELLER });
const status = () => pages.client.page.locator('#status').textContent();

async function resolves(step: string, after: string) {
  await pages.client.page.goto(`${pages.origin}/events`);
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'add-named' });
  expect(await status()).toBe(after);
}

async function handsOver(step: string, why: RegExp) {
  await pages.client.page.goto(`${pages.origin}/events`);
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await status()).toBe('Basket empty');
}

describe('a card by its place, added by its own button', () => {
  it('"add the last item to the basket" clicks the last event\'s Add to basket', async () => {
    await resolves('add the last item to the basket', 'Basket: Indie Rock Weekender');
  });

  it('"add the second event to the cart" (the list is named Events) clicks the second event\'s Add to basket', async () => {
    await resolves('add the second event to the cart', 'Basket: Comedy at the Old Mill');
  });

  it('near miss: "add the third item to the basket" — the third event is sold out: handed over, not the fourth clicked', async () => {
    await handsOver('add the third item to the basket', /third item \("chamber orchestra spring"\) has no button "Add to basket"/);
  });

  it('near miss: "add the first concert to the basket" — "concert" is no word for every card: handed over', async () => {
    await handsOver('add the first concert to the basket', /"concert" is no word for every card/);
  });
});
