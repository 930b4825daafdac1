/**
 * act() judged by its effect, through a Client with no model (the offline tier): a step whose
 * effect is on the page succeeds even when the element re-rendered under Playwright's own check;
 * a step whose effect is absent fails and says what was expected; an instruction of several
 * steps runs each, or is handed over whole before anything is done.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

// A list whose rows are rebuilt on every change (the Backbone pattern): the clicked box is
// replaced by a new one in the new state. "Stubborn" ignores clicks on its box.
const LIST = `<!doctype html><title>List</title>
<input id="new" placeholder="New item" autofocus>
<style>#list label { display: block; }</style>
<ul id="list"></ul>
<button id="clear">Clear done (<span id="n">0</span>)</button>
<label><input type="checkbox" id="stubborn" onclick="return false"> Stubborn</label>
<script>
  const items = [{ title: 'Milk', done: false }, { title: 'Bread', done: false }];
  function render() {
    const list = document.getElementById('list');
    list.innerHTML = '';
    items.forEach((item, i) => {
      const li = document.createElement('li');
      li.innerHTML = '<input type="checkbox" class="toggle"' + (item.done ? ' checked' : '') + '><label class="title"></label>';
      li.querySelector('.title').textContent = item.title;
      li.querySelector('.toggle').addEventListener('click', () => { items[i].done = !items[i].done; render(); });
      li.querySelector('.title').addEventListener('dblclick', () => {
        li.innerHTML = '<input class="edit">';
        const edit = li.querySelector('.edit');
        edit.value = item.title;
        edit.focus();
        edit.addEventListener('keydown', (e) => { if (e.key === 'Enter') { items[i].title = edit.value; render(); } });
      });
      list.appendChild(li);
    });
    document.getElementById('n').textContent = items.filter((x) => x.done).length;
  }
  document.getElementById('new').addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && e.target.value.trim()) { items.push({ title: e.target.value.trim(), done: false }); e.target.value = ''; render(); }
  });
  document.getElementById('clear').addEventListener('click', () => { for (let i = items.length - 1; i >= 0; i--) if (items[i].done) items.splice(i, 1); render(); });
  render();
</script>`;

// Styled controls: the input lies transparent under its label, which draws the box and takes the
// pointer; a person clicks the label. The terms label holds a link.
const STYLED = `<!doctype html><title>Styled</title>
<style>
  .styled { position: relative; padding-left: 1.5rem; margin: 8px; }
  .styled input { position: absolute; left: 0; z-index: -1; opacity: 0; }
  .styled label::before { content: ''; position: absolute; left: 0; top: 2px; width: 1rem; height: 1rem; border: 1px solid #888; background: white; }
</style>
<div class="styled"><input type="checkbox" id="terms"><label for="terms">I agree to the <a href="#terms-text">terms</a></label></div>
<div class="styled"><input type="radio" name="plan" id="basic" checked><label for="basic">Basic</label></div>
<div class="styled"><input type="radio" name="plan" id="pro"><label for="pro">Pro</label></div>
<div class="styled"><input type="checkbox" id="news" checked><label for="news">Newsletter</label></div>`;

// Typing: one field loses the first key it is sent (as a loaded machine may), one takes digits only.
const KEYS = `<!doctype html><title>Keys</title>
<input placeholder="Flaky"><input placeholder="Digits">
<input placeholder="Note" value="book a doctors appointment" style="width: 90px">
<input type="email" placeholder="Mail" value="someone.with.a.long.name@example" style="width: 90px">
<textarea placeholder="Letter" style="width: 90px">Dear team,
thanks</textarea>
<input placeholder="City" value="London">
<script>
  let lost = false;
  document.querySelector('[placeholder=Flaky]').addEventListener('keydown', (e) => { if (!lost) { lost = true; e.preventDefault(); } });
  document.querySelector('[placeholder=Digits]').addEventListener('keydown', (e) => { if (e.key.length === 1 && !/[0-9]/.test(e.key)) e.preventDefault(); });
</script>`;

/** A sortable column header whose filter box sits across its centre (as data grids draw them). */
const GRID = `<!doctype html><title>Grid</title>
<div role="grid"><div role="row">
  <div role="columnheader" aria-sort="none" id="name" style="display:inline-block;width:200px;height:60px;position:relative;cursor:pointer">
    <span>Name</span>
    <input type="search" style="position:absolute;left:0;top:20px;width:196px;height:36px">
  </div>
</div><div role="row"><div role="gridcell">Ann</div></div></div>
<script>
  const header = document.getElementById('name');
  header.addEventListener('click', (e) => { if (e.target.tagName !== 'INPUT') header.setAttribute('aria-sort', 'ascending'); });
</script>`;

/** Two disclosures: one opens its part, the other (a broken page) ignores the click. */
const DISCLOSURE = `<!doctype html><title>Disclosure</title>
<button aria-expanded="false" aria-controls="more" id="details">Details</button><div id="more" hidden>More text</div>
<button aria-expanded="false" aria-controls="notes" id="history">History</button><div id="notes" hidden>Old notes</div>
<script>
  document.getElementById('details').addEventListener('click', (e) => {
    const open = e.currentTarget.getAttribute('aria-expanded') !== 'true';
    e.currentTarget.setAttribute('aria-expanded', String(open));
    document.getElementById('more').hidden = !open;
  });
</script>`;

/**
 * Fields a page applies on `change` (a slider's linked number box) and one that adds an item on
 * `change` (a todo box): "set X to V" asks for the value to take effect, "fill X with V" only fills.
 */
const COMMIT = `<!doctype html><title>Commit</title>
<label>Min price <input id="min" type="number" value="200"></label><output id="applied">200</output>
<label>New task <input id="task"></label><ul id="tasks"></ul>
<script>
  min.addEventListener('change', () => (applied.textContent = min.value));
  task.addEventListener('change', () => { const li = document.createElement('li'); li.textContent = task.value; tasks.append(li); });
</script>`;

/** Cards whose collapse tool has no state of its own (only its tooltip says it): one works, one is broken. */
/** Rows each with an "Open" button that opens the item elsewhere (no part of the row grows). */
const ROWS = `<!doctype html><title>Projects</title><table><tbody>
<tr><td>Website</td><td><button onclick="log.textContent='Opened: Website'">Open</button></td></tr>
<tr><td>Mobile app</td><td><button onclick="log.textContent='Opened: Mobile app'">Open</button></td></tr>
</tbody></table><p id="log">none</p>`;

const CARDS = `<!doctype html><title>Cards</title>
<div class="card"><div class="head"><h3>Budget</h3><button title="Collapse" id="budget-tool">–</button></div><div class="body" id="budget-body">Spent 300 of 500<br>Left 200</div></div>
<div class="card"><div class="head"><h3>Notes</h3><button title="Collapse" id="notes-tool">–</button></div><div class="body">Call the bank<br>Pay rent</div></div>
<script>
  document.getElementById('budget-tool').addEventListener('click', () => { document.getElementById('budget-body').style.display = 'none'; });
</script>`;

const pages = ownPages({ '/cards': CARDS, '/rows': ROWS, '/commit': COMMIT, '/keys': KEYS, '/list': LIST, '/styled': STYLED, '/grid': GRID, '/disclosure': DISCLOSURE });

const open = () => pages.client.page.goto(`${pages.origin}/list`);
const titles = () => pages.client.page.locator('#list .title').allTextContents();
const toggle = (title: string) => pages.client.page.locator('#list li').filter({ hasText: title }).locator('.toggle');

describe('effects', () => {
  it('a collapse tool with no state of its own is judged by the part it heads: shorter afterwards, else success false', async () => {
    await pages.client.page.goto(`${pages.origin}/cards`);
    const done = await pages.client.act('collapse the Budget card');
    expect(done.success, done.message).toBe(true);
    expect(done.decision?.effect).toMatchObject({ ok: true, expected: 'the part it heads hidden (shorter)' });
    expect(await pages.client.page.locator('#budget-body').isVisible()).toBe(false);
    const broken = await pages.client.act('collapse the Notes card');
    expect(broken.success, broken.message).toBe(false);
    expect(broken.message).toMatch(/hidden \(shorter\).*height stayed/);
  });

  it('"open X" by a row\'s own "Open" button is a click whose effect is not a part\'s height: "open" opens many things', async () => {
    await pages.client.page.goto(`${pages.origin}/rows`);
    const done = await pages.client.act('open Mobile app');
    expect(done.success, done.message).toBe(true);
    expect(await pages.client.page.locator('#log').textContent()).toBe('Opened: Mobile app');
  });

  it('"set/change/update X to V" commits the field by leaving it (the page applies it on change); "fill/enter V into X" only fills', async () => {
    await pages.client.page.goto(`${pages.origin}/commit`);
    const applied = () => pages.client.page.locator('#applied').textContent();
    const filled = await pages.client.act('fill Min price with 250');
    expect(filled.success, filled.message).toBe(true);
    expect(await pages.client.page.locator('#min').inputValue()).toBe('250');
    expect(await applied()).toBe('200');
    for (const [step, value] of [['change Min price to 300', '300'], ['set the Min price to 350', '350'], ['update Min price to 400', '400']] as const) {
      const result = await pages.client.act(step);
      expect(result.success, `${step}: ${result.message}`).toBe(true);
      expect(await applied(), step).toBe(value);
      expect(result.actions.map((a) => a.method), step).toEqual(['fill', 'blur']);
      expect(result.actions.map((a) => a.code).join('\n'), step).toMatch(/\.fill\('\d+'\);\nawait .*\.blur\(\);$/);
    }
    // A bare fill of a box that adds an item on change adds nothing (TodoMVC's new-todo box).
    for (const step of ['fill in "New task" with "call mom"', 'enter call mom in the New task field']) {
      const result = await pages.client.act(step);
      expect(result.success, `${step}: ${result.message}`).toBe(true);
      expect(await pages.client.page.locator('#tasks li').count(), step).toBe(0);
      expect(result.actions.map((a) => a.method), step).toEqual(['fill']);
    }
  });

  it('typing into a field that holds text adds it at the end, not where the click put the caret (the middle of the box)', async () => {
    await pages.client.page.goto(`${pages.origin}/keys`);
    expect((await pages.client.act('type " soon" into the Note field')).success).toBe(true);
    expect(await pages.client.page.locator('[placeholder=Note]').inputValue()).toBe('book a doctors appointment soon');
    expect((await pages.client.act('type " all" into the Letter field')).success).toBe(true);
    expect(await pages.client.page.locator('[placeholder=Letter]').inputValue()).toBe('Dear team,\nthanks all');
    expect((await pages.client.act('type ".com" into the Mail field')).success).toBe(true);
    expect(await pages.client.page.locator('[placeholder=Mail]').inputValue()).toBe('someone.with.a.long.name@example.com');
  });

  it('typing into a box that holds text: the box holds the typed text (what testers mean), unless it carries on from it', async () => {
    await pages.client.page.goto(`${pages.origin}/keys`);
    expect((await pages.client.act('type Paris into the City field')).success).toBe(true);
    expect(await pages.client.page.locator('[placeholder=City]').inputValue()).toBe('Paris');
    expect((await pages.client.act('type " Nord" into the City field')).success).toBe(true);
    expect(await pages.client.page.locator('[placeholder=City]').inputValue()).toBe('Paris Nord');
  });

  it('a click on a column header lands on the header, not on the filter box across its centre', async () => {
    await pages.client.page.goto(`${pages.origin}/grid`);
    const result = await pages.client.act('click the Name column header');
    expect(result.success, result.message).toBe(true);
    await expect.poll(() => pages.client.page.locator('#name').getAttribute('aria-sort')).toBe('ascending');
  });

  it.todo('expand: success is the part shown afterwards; a click that shows nothing is no success (check not wired in yet)');

  it('a box whose row re-renders on click: the step that did the work succeeds', async () => {
    await open();
    const result = await pages.client.act('tick the "Milk" checkbox');
    expect(result.success, result.message).toBe(true);
    await expect.poll(() => toggle('Milk').isChecked()).toBe(true);
    expect(await toggle('Bread').isChecked()).toBe(false);
    const again = await pages.client.act('untick the checkbox for "Milk"');
    expect(again.success, again.message).toBe(true);
    expect(await toggle('Milk').isChecked()).toBe(false);
  });

  it('a box that ignores the click: success false, saying what was expected', async () => {
    await open();
    const result = await pages.client.act('check Stubborn');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/expected the box to be checked/i);
    expect(await pages.client.page.locator('#stubborn').isChecked()).toBe(false);
  });

  it('runs "fill X with "Y" and hit Enter" as two steps: the value is Y, and Enter is pressed', async () => {
    await open();
    const result = await pages.client.act('Fill "New item" with "feed the cat" and hit Enter');
    expect(result.success, result.message).toBe(true);
    expect(result.actions).toHaveLength(2);
    expect(await titles()).toEqual(['Milk', 'Bread', 'feed the cat']);
  });

  it('hands the whole instruction over, before doing anything, when one part is unsure', async () => {
    await open();
    for (const instruction of ['type "eggs" into "New item" and verify it', 'type "eggs into New item and press Enter', 'fill New item with "eggs" and click the Frobnicate button']) {
      const error = await pages.client.act(instruction).catch((e: unknown) => e);
      expect(error, instruction).toBeInstanceOf(MissingLLMConfigurationError);
      expect(await pages.client.page.locator('#new').inputValue()).toBe('');
      expect(await titles()).toEqual(['Milk', 'Bread']);
    }
  });

  it('a styled checkbox or radio under its own label: the step works as the label would, and is judged by the box', async () => {
    await pages.client.page.goto(`${pages.origin}/styled`);
    const box = (id: string) => pages.client.page.locator(`#${id}`).isChecked();
    for (const [instruction, id] of [['check "I agree to the terms"', 'terms'], ['click the Pro radio button', 'pro']] as const) {
      const result = await pages.client.act(instruction);
      expect(result.success, `${instruction}: ${result.message}`).toBe(true);
      expect(await box(id), instruction).toBe(true);
    }
    expect(await box('basic')).toBe(false);
    expect(new URL(pages.client.page.url()).hash, 'the link inside the label was not followed').toBe('');
    const off = await pages.client.act('uncheck Newsletter');
    expect(off.success, off.message).toBe(true);
    expect(await box('news')).toBe(false);
  });

  it('types again into an empty field that lost a key, and still fails a field that refuses the keys', async () => {
    await pages.client.page.goto(`${pages.origin}/keys`);
    const typed = await pages.client.act('type "abc" into Flaky');
    expect(typed.success, typed.message).toBe(true);
    expect(await pages.client.page.locator('[placeholder=Flaky]').inputValue()).toBe('abc');
    const refused = await pages.client.act('type "abc" into Digits');
    expect(refused.success).toBe(false);
    expect(await pages.client.page.locator('[placeholder=Digits]').inputValue()).toBe('');
  });

  it('finds a button by the start of its name before a count, and the focused edit box', async () => {
    await open();
    expect((await pages.client.act('toggle "Bread"')).success).toBe(true);
    const cleared = await pages.client.act('click the "Clear done" button');
    expect(cleared.success, cleared.message).toBe(true);
    expect(await titles()).toEqual(['Milk']);
    expect((await pages.client.act('double-click "Milk"')).success).toBe(true);
    const edited = await pages.client.act('clear the edit field and type "Oat milk", then press Enter');
    expect(edited.success, edited.message).toBe(true);
    expect(await titles()).toEqual(['Oat milk']);
  });
});
