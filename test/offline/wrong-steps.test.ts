/**
 * The corpus's last wrong, guessed and failed steps, each as a general rule, on pages of our own:
 *
 * - A fill the page takes only when the field is left (offline/leave-field.ts): "type V into X" on
 *   a plain field of a script-driven form (no submit button) is left after the fill, so a page that
 *   records answers on `change` records it; a field in a form a submit button submits, a find bar's
 *   field the page focused (which closes when left), and a search box are not left.
 * - A trailing "please" after an unquoted value that ends the step may be the value's: handed over
 *   (parse.ts, cutPlease); quoted, the value keeps it; after the field's name, it is politeness.
 * - A grid's select-all header box never answers a step about one item ("untick the order" with two
 *   orders ticked), and a box found by its place that is already clear is not "unticked"
 *   (rules/box-guard.ts).
 * - "Price: highest first" is the Price column's sort, not a fill of a field named Price
 *   (grammar.ts sortedLabel, rule column-sort).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const SURVEY = `<!doctype html><title>Feedback</title>
<main>
  <form id="survey" onsubmit="return false">
    <p><label for="name">What is your name?</label> <input id="name" type="text"></p>
    <p><label for="comments">Any other comments?</label> <textarea id="comments"></textarea></p>
    <p><input type="button" value="Next"></p>
  </form>
  <form id="login" onsubmit="return false">
    <p><label>Email <input id="email" type="text"></label></p>
    <p><label>Password <input id="password" type="password"></label></p>
    <button>Sign in</button>
  </form>
  <p><button type="button" id="find">Find</button></p>
  <div id="bar" hidden><span>Find:</span> <input id="needle" type="text" aria-label="Find"></div>
  <p><input id="search" type="text" aria-label="Search products"></p>
  <p id="answers">{}</p>
</main>
<script>
  const answers = {};
  // The page records an answer only when its field is committed (change: fired when the field is left).
  for (const el of document.querySelectorAll('#survey input, #survey textarea, #login input')) el.addEventListener('change', () => {
    answers[el.id] = el.value;
    document.getElementById('answers').textContent = JSON.stringify(answers);
  });
  const bar = document.getElementById('bar');
  const needle = document.getElementById('needle');
  document.getElementById('find').addEventListener('click', () => { bar.hidden = false; needle.focus(); });
  // A find bar closes when its field loses the focus.
  needle.addEventListener('blur', () => { bar.hidden = true; });
</script>`;

const GRID = `<!doctype html><title>Orders</title>
<div role="grid" aria-label="Orders">
  <div role="row">
    <div role="columnheader" aria-label="Order"><input type="checkbox" aria-label="Column with Header Selection"> Order</div>
    <div role="columnheader">Customer</div>
    <div role="columnheader" aria-sort="none" id="price" tabindex="0">Price</div>
  </div>
  <div role="row"><div role="gridcell"><input type="checkbox" checked aria-label="Press Space to toggle row selection"> 1001</div><div role="gridcell">Ada Lovelace</div><div role="gridcell">30</div></div>
  <div role="row"><div role="gridcell"><input type="checkbox" checked aria-label="Press Space to toggle row selection"> 1002</div><div role="gridcell">Bruno Costa</div><div role="gridcell">10</div></div>
  <div role="row"><div role="gridcell"><input type="checkbox" aria-label="Press Space to toggle row selection"> 1003</div><div role="gridcell">Chen Li</div><div role="gridcell">20</div></div>
</div>
<script>
  const price = document.getElementById('price');
  const next = { none: 'ascending', ascending: 'descending', descending: 'none' };
  price.addEventListener('click', () => price.setAttribute('aria-sort', next[price.getAttribute('aria-sort')]));
</script>`;

const pages = ownPages({ '/survey': SURVEY, '/grid': GRID });

async function open(path: string) {
  const { client } = pages;
  await client.page.goto(`${pages.origin}${path}`);
  return client;
}

const answers = async () => JSON.parse((await pages.client.page.locator('#answers').textContent()) ?? '{}') as Record<string, string>;
const focused = () => pages.client.page.evaluate(() => document.activeElement?.id ?? '');

describe('a fill the page takes only when the field is left', () => {
  it('"type V into X" on a field of a form with no submit button leaves it: the page records the answer', async () => {
    const client = await open('/survey');
    const result = await client.act('type Ada Lovelace into What is your name?');
    expect(result.success, result.message).toBe(true);
    expect(await answers()).toEqual({ name: 'Ada Lovelace' });
    const comments = await client.act('fill Any other comments? with "Faster delivery please"');
    expect(comments.success, comments.message).toBe(true);
    expect(await answers()).toEqual({ name: 'Ada Lovelace', comments: 'Faster delivery please' });
  });

  it('a field of a form a submit button submits is not left (its submit reads it)', async () => {
    const client = await open('/survey');
    expect((await client.act('type ada@example.com into Email')).success).toBe(true);
    expect(await focused()).toBe('email');
    expect(await answers()).toEqual({});
  });

  it('a field the page focused when it opened its bar is not left: the bar stays open', async () => {
    const client = await open('/survey');
    await client.page.locator('#find').click();
    expect((await client.act('type discount in the Find box')).success).toBe(true);
    expect(await client.page.locator('#needle').isVisible()).toBe(true);
    expect(await client.page.locator('#needle').inputValue()).toBe('discount');
  });

  it('a search box is not left', async () => {
    const client = await open('/survey');
    expect((await client.act('type lamp into Search products')).success).toBe(true);
    expect(await focused()).toBe('search');
  });
});

describe('"please" after a value', () => {
  it('an unquoted value that ends the step, then "please": handed over, the page untouched', async () => {
    const client = await open('/survey');
    await expect(client.act('fill Any other comments? with Faster delivery please')).rejects.toThrow(/please/);
    expect(await client.page.locator('#comments').inputValue()).toBe('');
  });

  it('"please" after the field\'s name is politeness: the value is kept whole', async () => {
    const client = await open('/survey');
    expect((await client.act('input hunter2 as the password please')).success).toBe(true);
    expect(await client.page.locator('#password').inputValue()).toBe('hunter2');
  });
});

describe('a bare noun never sets a grid\'s select-all box', () => {
  it('"untick the order" with two orders ticked is handed over, every box as it was', async () => {
    const client = await open('/grid');
    const boxes = () => client.page.locator('input[type=checkbox]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).checked));
    const before = await boxes();
    await expect(client.act('untick the order')).rejects.toThrow(/handed over/);
    expect(await boxes()).toEqual(before);
  });
});

describe('a column name, a colon and a sort order', () => {
  it('"Price: highest first, please" sorts the Price column descending', async () => {
    const client = await open('/grid');
    const result = await client.act('Price: highest first, please');
    expect(result.success, result.message).toBe(true);
    expect(await client.page.locator('#price').getAttribute('aria-sort')).toBe('descending');
  });
});
