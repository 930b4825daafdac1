/**
 * A control in an item's own row, the item said by a shortened name (rules/item-control.ts): a
 * grocery basket of our own (a table of rows, each with a quantity between "Fewer" / "More" buttons
 * drawn as signs, and a Remove button) and a ticket shop's list of tickets (list items with their
 * own steppers). Found by the twelfth blind batch (a checkout wizard: "increase the quantity of the
 * water bottle" for the row "… water bottle 750 ml").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const ITEMS: [string, number][] = [
  ['Organic oat milk 1 litre', 1],
  ['Sourdough loaf (800 g)', 2],
  ['Green apples, bag of 6', 1],
  ['Free-range eggs, dozen', 1],
];

const BASKET = `<!doctype html><title>Basket</title>
<h1>Your basket</h1>
<table aria-label="Basket"><thead><tr><th>Product</th><th>Qty</th><th></th></tr></thead><tbody id="rows"></tbody></table>
<p id="status">Ready</p>
<script>
  const items = ${JSON.stringify(ITEMS)};
  const rows = document.getElementById('rows');
  function draw() {
    rows.innerHTML = '';
    items.forEach((item, i) => {
      const tr = document.createElement('tr');
      tr.innerHTML = '<td>' + item[0] + '</td><td><button aria-label="Fewer of this item">\\u2212</button> <span class="q">' + item[1] + '</span> <button aria-label="More of this item">+</button></td>' +
        (i === 3 ? '<td></td>' : '<td><button class="rm">Remove</button></td>');
      tr.querySelector('[aria-label^=Fewer]').onclick = () => { item[1]--; say('Fewer ' + item[0]); };
      tr.querySelector('[aria-label^=More]').onclick = () => { item[1]++; say('More ' + item[0]); };
      const rm = tr.querySelector('.rm');
      if (rm) rm.onclick = () => { items.splice(items.indexOf(item), 1); say('Removed ' + item[0]); };
      rows.appendChild(tr);
    });
  }
  function say(text) { draw(); document.getElementById('status').textContent = text + ' / ' + items.map((x) => x[1]).join(','); }
  draw();
</script>`;

// A ticket shop: list items with "Add one" / "Remove one" buttons; two tickets share the words "day pass".
const TICKETS = `<!doctype html><title>Tickets</title>
<h1>Tickets</h1>
<ul aria-label="Tickets">
  <li><span>Adult day pass – £12</span> <button>Remove one</button> <output>0</output> <button>Add one</button></li>
  <li><span>Child day pass – £6</span> <button>Remove one</button> <output>0</output> <button>Add one</button></li>
  <li><span>Family season ticket – £90</span> <button>Remove one</button> <output>0</output> <button>Add one</button></li>
</ul>
<p id="status">Ready</p>
<script>
  document.querySelectorAll('li').forEach((li) => li.querySelectorAll('button').forEach((b) => b.onclick = () => {
    const out = li.querySelector('output');
    out.textContent = String(Number(out.textContent) + (b.textContent === 'Add one' ? 1 : -1));
    document.getElementById('status').textContent = li.querySelector('span').textContent + ': ' + out.textContent;
  }));
</script>`;

const pages = ownPages({ '/basket': BASKET, '/tickets': TICKETS });
const status = () => pages.client.page.locator('#status').textContent();

async function open(path: string) {
  await pages.client.page.goto(`${pages.origin}${path}`);
}

/** The step is handed over with a reason matching `why`, and the page is as it was. */
async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await status()).toBe('Ready');
}

async function resolves(step: string, after: string) {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'item-control' });
  expect(await status()).toBe(after);
}

describe('a control in an item said by a shortened name (rule item-control)', () => {
  it('"increase the quantity of the oat milk" clicks More in the row "Organic oat milk 1 litre"', async () => {
    await open('/basket');
    await resolves('increase the quantity of the oat milk', 'More Organic oat milk 1 litre / 2,2,1,1');
  });

  it('"click the minus button for the sourdough" clicks the button drawn − in the sourdough row', async () => {
    await open('/basket');
    await resolves('click the minus button for the sourdough', 'Fewer Sourdough loaf (800 g) / 1,1,1,1');
  });

  it('"remove the apples from the basket" clicks that row\'s Remove, and the row is gone', async () => {
    await open('/basket');
    await resolves('remove the apples from the basket', 'Removed Green apples, bag of 6 / 1,2,1');
  });

  it('"click Remove for the oat milk" clicks the control named in the row', async () => {
    await open('/basket');
    await resolves('click Remove for the oat milk', 'Removed Organic oat milk 1 litre / 2,1,1');
  });

  it('words skipped between the short name\'s words: "decrease the quantity of the range eggs"', async () => {
    await open('/basket');
    await resolves('decrease the quantity of the range eggs', 'Fewer Free-range eggs, dozen / 1,2,1,0');
  });

  it('list items with "Add one" / "Remove one": "click the plus button for the season ticket", "click the minus button for the family ticket"', async () => {
    await open('/tickets');
    await resolves('click the plus button for the season ticket', 'Family season ticket – £90: 1');
    await resolves('click the minus button for the family ticket', 'Family season ticket – £90: 0');
  });

  it('near miss: two items say the short name ("day pass": Adult and Child) hand over naming them', async () => {
    await open('/tickets');
    await handsOver('click the plus button for the day pass', /2 items say "day pass".*Adult day pass.*Child day pass/);
  });

  it('near miss: words out of order ("loaf sourdough") name no item', async () => {
    await open('/basket');
    await handsOver('increase the quantity of the loaf sourdough', /no element|not|match/i);
  });

  it('near miss: an item without a Remove control hands over saying what it holds', async () => {
    await open('/basket');
    await handsOver('remove the eggs from the basket', /no enabled controls to remove it \(it holds: Fewer of this item, More of this item\)/);
  });
});
