/**
 * Wrongs found by guard3's probe (session 24; BLIND.md "Session 24, guard3 probe"), each shown on a page of another
 * kind, with a near miss that still resolves:
 *
 * - TodoMVC "uncheck everything" with one todo done: all-items-box unchecked the "mark all" box, unchecked already
 *   (not every todo is done), which did nothing, and reported success with the todo still done. Here: a packing list.
 * - AG Grid "remove order 1002" while a Qty editor was open in the row: row-control clicked the row's Remove, the
 *   click ended the edit (the grid kept the value typed) and the row stayed; the Remove button, drawn anew, counted as
 *   gone. Here: a grid of plants with an editor open in a cell.
 * - Shoelace "rate it -1 stars": rating-item read the count without its sign and set the rating to 1. Here: a
 *   recipe's star slider.
 * - jQuery UI "click the 7th tab" (an accordion's four tabs and a tab strip's three): the 7th of the page's tabs was
 *   the strip's third. Here: a report with two tab lists.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const PACKING = `<!doctype html><title>Packing</title>
<main>
  <h1>Packing list</h1>
  <label><input type="checkbox" id="all"> Pack all</label>
  <ul id="items">
    <li><label><input type="checkbox" class="item"> Tent</label></li>
    <li><label><input type="checkbox" class="item"> Stove</label></li>
    <li><label><input type="checkbox" class="item"> Headlamp</label></li>
  </ul>
</main>
<script>
  const items = [...document.querySelectorAll('.item')];
  const all = document.getElementById('all');
  const q = new URLSearchParams(location.search);
  if (q.has('one')) items[1].checked = true;
  if (q.has('every')) items.forEach((b) => { b.checked = true; });
  const sync = () => { all.checked = items.every((b) => b.checked); };
  items.forEach((b) => b.addEventListener('change', sync));
  all.addEventListener('change', () => { items.forEach((b) => { b.checked = all.checked; }); });
  sync();
</script>`;

const PLANTS = `<!doctype html><title>Plants</title>
<main>
  <h1>Greenhouse</h1>
  <div role="grid" aria-label="Plants">
    <div role="row"><span role="columnheader">Plant</span><span role="columnheader">Pots</span><span role="columnheader">Actions</span></div>
    <div role="row" id="r-fig"><span role="gridcell">Fig</span><span role="gridcell" class="pots">4</span><span role="gridcell"><button class="del">Delete</button></span></div>
    <div role="row" id="r-olive"><span role="gridcell">Olive</span><span role="gridcell" class="pots">2</span><span role="gridcell"><button class="del">Delete</button></span></div>
    <div role="row" id="r-basil"><span role="gridcell">Basil</span><span role="gridcell" class="pots">9</span><span role="gridcell"><button class="del">Delete</button></span></div>
  </div>
  <p id="log">Ready</p>
</main>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  const wire = () => document.querySelectorAll('.del').forEach((b) => { b.onclick = () => { const r = b.closest('[role=row]'); log('deleted ' + r.firstElementChild.textContent); r.remove(); }; });
  wire();
  if (location.search === '?editing') {
    // An editor open in Olive's Pots cell; leaving it (a click elsewhere) keeps its value and draws the grid anew.
    const cell = document.querySelector('#r-olive .pots');
    cell.innerHTML = '<input aria-label="Pots" value="7">';
    const input = cell.querySelector('input');
    input.focus();
    input.addEventListener('blur', () => { cell.textContent = input.value; log('Olive pots set to ' + input.value); document.querySelectorAll('.del').forEach((b) => { b.replaceWith(b.cloneNode(true)); }); wire(); });
  }
</script>`;

const RECIPE = `<!doctype html><title>Recipe</title>
<main>
  <h1>Lentil soup</h1>
  <div id="stars" role="slider" tabindex="0" aria-label="Rating" aria-valuemin="0" aria-valuemax="5" aria-valuenow="0">☆☆☆☆☆</div>
</main>
<script>
  const s = document.getElementById('stars');
  const set = (v) => { v = Math.max(0, Math.min(5, v)); s.setAttribute('aria-valuenow', String(v)); s.textContent = '★'.repeat(v) + '☆'.repeat(5 - v); };
  s.addEventListener('keydown', (e) => {
    const v = Number(s.getAttribute('aria-valuenow'));
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') set(v + 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') set(v - 1);
    else if (e.key === 'Home') set(0);
    else if (e.key === 'End') set(5);
    else return;
    e.preventDefault();
  });
</script>`;

const tabList = (label: string, names: string[]) => `<div role="tablist" aria-label="${label}">${names.map((n, i) => `<button role="tab" aria-selected="${i === 0}" onclick="this.parentNode.querySelectorAll('[role=tab]').forEach((t) => t.setAttribute('aria-selected', String(t === this))); document.getElementById('shown').textContent = '${n}'">${n}</button>`).join('')}</div>`;
const REPORT = (two: boolean) => `<!doctype html><title>Report</title>
<main>
  <h1>Quarterly report</h1>
  ${two ? tabList('Sections', ['Summary', 'Revenue', 'Costs', 'Outlook']) : ''}
  ${tabList('Views', ['Table', 'Chart', 'Map'])}
  <p id="shown">none</p>
</main>`;

const pages = ownPages({ '/packing': PACKING, '/plants': PLANTS, '/recipe': RECIPE, '/report-two': REPORT(true), '/report-one': REPORT(false) });
const page = () => pages.client.page;

async function act(step: string): Promise<'handed over' | { success: boolean; message: string }> {
  try {
    const r = await pages.client.act(step);
    return { success: r.success, message: r.message };
  } catch {
    return 'handed over';
  }
}

const packed = () => page().locator('.item').evaluateAll((bs) => bs.map((b) => (b as HTMLInputElement).checked));

describe('an all-items box that shows the state asked while an item shows the other (rule all-items-box)', () => {
  it('"uncheck everything" with one item packed: handed over, the item still packed', async () => {
    await page().goto(`${pages.origin}/packing?one`);
    expect(await act('uncheck everything')).toBe('handed over');
    expect(await packed()).toEqual([false, true, false]);
  });

  it('near miss: every item packed, "uncheck everything" unpacks them all', async () => {
    await page().goto(`${pages.origin}/packing?every`);
    expect(await act('uncheck everything')).toMatchObject({ success: true });
    expect(await packed()).toEqual([false, false, false]);
  });

  it('near miss: one item packed, "check all items" packs them all', async () => {
    await page().goto(`${pages.origin}/packing?one`);
    expect(await act('check all items')).toMatchObject({ success: true });
    expect(await packed()).toEqual([true, true, true]);
  });
});

describe("a row's control while an edit is under way in the grid (rule row-control)", () => {
  it('"delete the row for Fig" with an editor focused in a cell: handed over, the edit and the rows as they were', async () => {
    await page().goto(`${pages.origin}/plants?editing`);
    expect(await act('delete the row for Fig')).toBe('handed over');
    expect(await page().locator('[role=row]').count()).toBe(4);
    expect(await page().locator('#log').textContent()).toBe('Ready');
  });

  it('near miss: no edit under way, "delete the row for Fig" deletes it', async () => {
    await page().goto(`${pages.origin}/plants`);
    expect(await act('delete the row for Fig')).toMatchObject({ success: true });
    expect(await page().locator('#log').textContent()).toBe('deleted Fig');
  });
});

describe('a rating said below zero (rule rating-item)', () => {
  it('"rate it -1 stars" is not set to 1', async () => {
    await page().goto(`${pages.origin}/recipe`);
    const result = await act('rate it -1 stars');
    expect(result === 'handed over' || !result.success).toBe(true);
    expect(await page().locator('#stars').getAttribute('aria-valuenow')).toBe('0');
  });

  it('near miss: "rate it 3 stars" sets 3', async () => {
    await page().goto(`${pages.origin}/recipe`);
    expect(await act('rate it 3 stars')).toMatchObject({ success: true });
    expect(await page().locator('#stars').getAttribute('aria-valuenow')).toBe('3');
  });
});

describe('an ordinal counted past the end of one tab list into the next (match.ts choose)', () => {
  it('"click the 6th tab" with lists of 4 and 3 tabs: handed over, nothing shown', async () => {
    await page().goto(`${pages.origin}/report-two`);
    expect(await act('click the 6th tab')).toBe('handed over');
    expect(await page().locator('#shown').textContent()).toBe('none');
  });

  it('near miss: one list of 3, "click the 3rd tab" clicks Map', async () => {
    await page().goto(`${pages.origin}/report-one`);
    expect(await act('click the 3rd tab')).toMatchObject({ success: true });
    expect(await page().locator('#shown').textContent()).toBe('Map');
  });

  it('near miss: "click the 2nd tab" on the page of two lists is the 2nd of the first list, as before', async () => {
    await page().goto(`${pages.origin}/report-two`);
    expect(await act('click the 2nd tab')).toMatchObject({ success: true });
    expect(await page().locator('#shown').textContent()).toBe('Revenue');
  });
});
