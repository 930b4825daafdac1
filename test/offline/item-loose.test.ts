/**
 * An item said by a loose name, then its own control (rules/item-control.ts): its quantity stepped or set to a
 * number ("decrease the cinnamon bun quantity", "change the quantity of the sour toast to 3": a word said may start
 * a longer one), an option of its own select ("choose size Large for the flat white", "select Oat as the milk for
 * the flat white"). A café's order page of our own: drink cards titled by a heading with unlabelled Size and Milk
 * selects, and a basket of lines with Decrease / Increase quantity buttons and a Quantity field each. Found by the
 * sixteenth blind batch (a shop storefront: "select size 42 for the Trailrunner Shoes", "change the quantity of the
 * trail shoes to 3", "decrease the Merino Beanie quantity").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const DRINKS = ['Flat White', 'Caffè Latte', 'Iced Latte'];
const LINES = [
  { name: 'Cinnamon Swirl Bun', qty: 2 },
  { name: 'Sticky Pecan Bun', qty: 1 },
  { name: 'Sourdough Toast', qty: 1 },
];

const CAFE = `<!doctype html><title>Order</title>
<h1>Order ahead</h1>
<ul aria-label="Drinks" id="drinks"></ul>
<h2>Your basket</h2>
<ul id="lines"></ul>
<script>
  const state = { choices: {}, qty: {} };
  window.state = state;
  for (const name of ${JSON.stringify(DRINKS)}) {
    const li = document.createElement('li');
    li.innerHTML = '<h3></h3><select class="size"><option value="">Size</option><option>Small</option><option>Medium</option><option>Large</option></select>' +
      '<select class="milk"><option value="">Milk</option><option>Whole</option><option>Oat</option><option>Soy</option></select><button>Add</button>';
    li.querySelector('h3').textContent = name;
    for (const sel of li.querySelectorAll('select')) sel.onchange = () => { state.choices[name + ' ' + sel.className] = sel.value; };
    document.getElementById('drinks').appendChild(li);
  }
  for (const line of ${JSON.stringify(LINES)}) {
    state.qty[line.name] = line.qty;
    const li = document.createElement('li');
    li.innerHTML = '<strong></strong> <button aria-label="Decrease quantity">−</button><input type="number" min="1" max="10" aria-label="Quantity"><button aria-label="Increase quantity">+</button> <button>Remove</button>';
    li.querySelector('strong').textContent = line.name;
    const field = li.querySelector('input');
    const draw = () => { field.value = String(state.qty[line.name]); };
    const [minus, plus] = li.querySelectorAll('button');
    minus.onclick = () => { state.qty[line.name] = Math.max(1, state.qty[line.name] - 1); draw(); };
    plus.onclick = () => { state.qty[line.name] = Math.min(10, state.qty[line.name] + 1); draw(); };
    field.oninput = () => { if (field.value !== '') state.qty[line.name] = Number(field.value); };
    draw();
    document.getElementById('lines').appendChild(li);
  }
</script>`;

const pages = ownPages({ '/order': CAFE });
type State = { choices: Record<string, string>; qty: Record<string, number> };
const read = () => pages.client.page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { state: unknown }).state)) as State);

async function resolves(step: string, changed: (s: State) => void) {
  await pages.client.page.goto(`${pages.origin}/order`);
  const want = await read();
  changed(want);
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'item-control' });
  expect(await read()).toEqual(want);
}

async function handsOver(step: string) {
  await pages.client.page.goto(`${pages.origin}/order`);
  const before = await read();
  await expect(pages.client.act(step)).rejects.toThrow();
  expect(await read()).toEqual(before);
}

describe('an item said loosely, then its own control', () => {
  it('"decrease the cinnamon bun quantity" clicks that line\'s Decrease quantity', async () => {
    await resolves('decrease the cinnamon bun quantity', (s) => { s.qty['Cinnamon Swirl Bun'] = 1; });
  });

  it('"change the quantity of the sour toast to 3" fills that line\'s Quantity ("sour" starts "Sourdough")', async () => {
    await resolves('change the quantity of the sour toast to 3', (s) => { s.qty['Sourdough Toast'] = 3; });
  });

  it('"choose size Large for the flat white" chooses Large in that card\'s Size select', async () => {
    await resolves('choose size Large for the flat white', (s) => { s.choices['Flat White size'] = 'Large'; });
  });

  it('"select Oat as the milk for the flat white" chooses Oat in that card\'s Milk select', async () => {
    await resolves('select Oat as the milk for the flat white', (s) => { s.choices['Flat White milk'] = 'Oat'; });
  });

  it('near miss: "increase the bun quantity" — two lines say bun: handed over, nothing changed', async () => {
    await handsOver('increase the bun quantity');
  });

  it('near miss: "choose size Large for the latte" — two drinks say latte: handed over, nothing chosen', async () => {
    await handsOver('choose size Large for the latte');
  });

  it('near miss: "choose size Venti for the flat white" — no option says Venti: handed over', async () => {
    await handsOver('choose size Venti for the flat white');
  });
});
