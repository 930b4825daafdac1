/**
 * A filter said by its value or by what the things listed must be, drawn as a box, a radio or a toggle button
 * (rules/filter-value.ts, filterControl): "filter by poetry" (a box "Poetry (3)"), "filter by the red colour swatch"
 * (a pressed-state button "Red" in the group "Cover colour"), "show only books that are in stock" (a box "In stock
 * only"), "only show books rated 4 stars and up" (a radio "★★★★ & up" in "Customer rating"). A bookshop's filter
 * sidebar of our own. Found by the sixteenth blind batch (a shop storefront's filter sidebar).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const BOOKSHOP = `<!doctype html><title>Books</title>
<h1>Books</h1>
<aside aria-label="Filters">
  <fieldset><legend>Genre</legend>
    <label><input type="checkbox" value="crime"> Crime <span>(12)</span></label>
    <label><input type="checkbox" value="poetry"> Poetry <span>(3)</span></label>
    <label><input type="checkbox" value="travel"> Travel <span>(5)</span></label>
  </fieldset>
  <fieldset><legend>Series</legend>
    <label><input type="checkbox" value="red-series"> Red <span>(2)</span></label>
    <label><input type="checkbox" value="harbour"> Harbour Tales <span>(4)</span></label>
  </fieldset>
  <fieldset><legend>Cover colour</legend>
    <button type="button" class="sw" title="Red" aria-pressed="false" data-v="red">&nbsp;</button>
    <button type="button" class="sw" title="Green" aria-pressed="false" data-v="green">&nbsp;</button>
  </fieldset>
  <fieldset><legend>Availability</legend>
    <label><input type="checkbox" value="stock"> In stock only</label>
  </fieldset>
  <fieldset><legend>Customer rating</legend>
    <label><input type="radio" name="r" value="4"> ★★★★ &amp; up</label>
    <label><input type="radio" name="r" value="3"> ★★★ &amp; up</label>
    <label><input type="radio" name="r" value="any" checked> Any rating</label>
  </fieldset>
</aside>
<script>
  for (const b of document.querySelectorAll('.sw')) b.onclick = () => b.setAttribute('aria-pressed', String(b.getAttribute('aria-pressed') !== 'true'));
  window.filters = () => ({
    boxes: [...document.querySelectorAll('input[type=checkbox]:checked')].map((i) => i.value),
    colours: [...document.querySelectorAll('.sw[aria-pressed=true]')].map((b) => b.dataset.v),
    rating: document.querySelector('input[name=r]:checked').value,
  });
</script>`;

const pages = ownPages({ '/books': BOOKSHOP });
type Filters = { boxes: string[]; colours: string[]; rating: string };
const read = () => pages.client.page.evaluate(() => (window as unknown as { filters(): Filters }).filters());
const NONE: Filters = { boxes: [], colours: [], rating: 'any' };

async function filters(step: string, want: Partial<Filters>) {
  await pages.client.page.goto(`${pages.origin}/books`);
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'filter-value' });
  expect(await read()).toEqual({ ...NONE, ...want });
}

async function handsOver(step: string) {
  await pages.client.page.goto(`${pages.origin}/books`);
  await expect(pages.client.act(step)).rejects.toThrow();
  expect(await read()).toEqual(NONE);
}

describe('a filter said by its value or its purpose', () => {
  it('"filter by poetry" ticks "Poetry (3)"', async () => {
    await filters('filter by poetry', { boxes: ['poetry'] });
  });

  it('"filter by the red colour swatch" presses the Red swatch of "Cover colour", not the Red series', async () => {
    await filters('filter by the red colour swatch', { colours: ['red'] });
  });

  it('"show only books that are in stock" ticks "In stock only"', async () => {
    await filters('show only books that are in stock', { boxes: ['stock'] });
  });

  it('"only show books rated 4 stars and up" checks the radio "★★★★ & up"', async () => {
    await filters('only show books rated 4 stars and up', { rating: '4' });
  });

  it('near miss: "filter by red" — a Red series box and a Red colour swatch: handed over, nothing ticked', async () => {
    await handsOver('filter by red');
  });

  it('near miss: "show only books rated 5 stars" — no filter says five stars: handed over', async () => {
    await handsOver('show only books rated 5 stars');
  });
});
