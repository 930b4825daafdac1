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
    <p><label for="city">Which city do you live in?</label> <input id="city" type="text"></p>
    <p><label for="comments">Any other comments?</label> <textarea id="comments"></textarea></p>
    <p><input type="button" value="Next"></p>
  </form>
  <form id="login" onsubmit="return false">
    <p><label>Email <input id="email" type="text"></label></p>
    <p><label>Password <input id="password" type="password"></label></p>
    <button>Sign in</button>
  </form>
  <p><button type="button" id="find">Replace…</button></p>
  <div id="bar" hidden><span>Replace:</span> <input id="needle" type="text" aria-label="Replace"></div>
  <p><input id="search" type="text" aria-label="Search products"></p>
  <p><input id="new-item" type="text" aria-label="New item"> <textarea id="notes" aria-label="Notes"></textarea></p>
  <p id="answers">{}</p>
</main>
<script>
  const answers = {};
  // The page records an answer only when its field is committed (change: fired when the field is left).
  for (const el of document.querySelectorAll('#survey input, #survey textarea, #login input, #new-item, #notes')) el.addEventListener('change', () => {
    answers[el.id] = el.value;
    document.getElementById('answers').textContent = JSON.stringify(answers);
  });
  const bar = document.getElementById('bar');
  const needle = document.getElementById('needle');
  document.getElementById('find').addEventListener('click', () => { bar.hidden = false; needle.focus(); });
  // A replace bar closes when its field loses the focus.
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

// A map's layers control: it opens when the pointer enters it, and its toggle hides while it is open.
const LAYERS = `<!doctype html><title>Map</title>
<style>
  #control { position: absolute; top: 40px; left: 40px; border: 1px solid #999; background: #fff; }
  #toggle { display: block; width: 36px; height: 36px; }
  #list { display: none; padding: 6px; }
  #control.open #toggle { display: none; }
  #control.open #list { display: block; }
</style>
<div id="control" aria-haspopup="true">
  <a id="toggle" class="layers-control-toggle" href="#" role="button" title="Layers"></a>
  <section id="list"><label><input type="radio" name="base" checked> Streets</label><label><input type="radio" name="base"> Grey</label></section>
</div>
<script>
  const control = document.getElementById('control');
  control.addEventListener('mouseenter', () => control.classList.add('open'));
  control.addEventListener('mouseleave', () => control.classList.remove('open'));
  document.getElementById('toggle').addEventListener('click', (e) => e.preventDefault());
</script>`;

// A player whose controls lie under a veil while it plays: the veil goes when the pointer moves over the player.
const PLAYER = `<!doctype html><title>Player</title>
<style>
  #player { width: 320px; height: 180px; background: #222; position: relative; }
  #controls { position: absolute; bottom: 0; left: 0; right: 0; }
  #veil { position: absolute; inset: 0; }
</style>
<div id="player">
  <div id="controls"><button id="play" type="button" aria-pressed="true" aria-label="Pause">||</button></div>
  <div id="veil"></div>
</div>
<p id="state">playing</p>
<script>
  document.getElementById('player').addEventListener('mousemove', () => document.getElementById('veil')?.remove());
  const play = document.getElementById('play');
  play.addEventListener('click', () => {
    const playing = play.getAttribute('aria-pressed') === 'true';
    play.setAttribute('aria-pressed', String(!playing));
    play.setAttribute('aria-label', playing ? 'Play' : 'Pause');
    document.getElementById('state').textContent = playing ? 'paused' : 'playing';
  });
</script>`;

const pages = ownPages({ '/survey': SURVEY, '/grid': GRID, '/layers': LAYERS, '/player': PLAYER });

async function open(path: string) {
  const { client } = pages;
  // The pointer off every page's parts: a page loaded under it would see it arrive.
  await client.page.mouse.move(700, 500);
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
    expect((await client.act('type subtotal in the Replace box')).success).toBe(true);
    expect(await client.page.locator('#needle').isVisible()).toBe(true);
    expect(await client.page.locator('#needle').inputValue()).toBe('subtotal');
  });

  it('a one-line box or a textarea in no form is not left (a later "press Enter" or key step needs the focus)', async () => {
    const client = await open('/survey');
    expect((await client.act('type Buy milk into New item')).success).toBe(true);
    expect(await focused()).toBe('new-item');
    expect((await client.act('write Call Ada into Notes')).success).toBe(true);
    expect(await focused()).toBe('notes');
  });

  it('a fill the same instruction goes on from is not left', async () => {
    const client = await open('/survey');
    const result = await client.act('type Ada into What is your name? and press Tab');
    expect(result.success, result.message).toBe(true);
    expect(result.actions.map((a) => a.method)).toEqual(['type', 'press']);
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

describe('controls that answer the pointer\'s arrival', () => {
  it('"open the layers control" on a control that opens on hover: done, recorded as the hover it was', async () => {
    const client = await open('/layers');
    const result = await client.act('open the layers control');
    expect(result.success, result.message).toBe(true);
    expect(await client.page.locator('#list').isVisible()).toBe(true);
    expect(result.actions[0]?.method).toBe('hover');
  });

  it('"pause the video" on a toggle that takes the pointer only once the pointer moved over its player', async () => {
    const client = await open('/player');
    const result = await client.act('click Pause');
    expect(result.success, result.message).toBe(true);
    expect(await client.page.locator('#state').textContent()).toBe('paused');
  });
});
