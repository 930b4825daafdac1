/**
 * Search said as a verb on a box that searches as keys are typed (its script listens to key
 * events, not to input events: jQuery-era grids, spreadsheets). A person types into it; a fill
 * sets the value with no key pressed, the box shows the text and nothing is searched. The sixth
 * blind batch's one wrong step was this kind ("search for Travel" on a spreadsheet).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const LIST = `<!doctype html><title>Products</title>
<label>Search: <input id="q"></label>
<ul id="list"><li>Desk lamp</li><li>Office chair</li><li>Floor lamp</li><li>Bookshelf</li></ul>
<script>
  // Searches on key presses only, a little after the last key, the way such widgets debounce; Enter
  // is a key of the page's own (it goes to the list), not a search key.
  let timer;
  document.addEventListener('keydown', (e) => {
    if (e.target.id !== 'q' || e.key === 'Enter') return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const q = document.getElementById('q').value.toLowerCase();
      for (const li of document.querySelectorAll('#list li')) li.hidden = !li.textContent.toLowerCase().includes(q);
    }, 150);
  });
</script>`;

const pages = ownPages({ '/list': LIST });
const shown = () => pages.client.page.evaluate(() => Array.from(document.querySelectorAll('#list li')).filter((li) => !(li as HTMLElement).hidden).map((li) => li.textContent));

describe('search-verb on a box that searches as keys are typed', () => {
  it('"search for lamp" types into the box, so the list is searched', async () => {
    await pages.client.page.goto(`${pages.origin}/list`);
    const result = await pages.client.act('search for lamp');
    expect(result.success).toBe(true);
    expect(await pages.client.page.inputValue('#q')).toBe('lamp');
    // The page searches a little after the last key; the next step's settling would wait for it.
    await expect.poll(shown, { timeout: 3_000 }).toEqual(['Desk lamp', 'Floor lamp']);
  });

  it('"filter the list to items containing \'lamp\'": the rows kept are those the search finds', async () => {
    await pages.client.page.goto(`${pages.origin}/list`);
    const result = await pages.client.act("filter the list to items containing 'lamp'");
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'search-verb' });
    await expect.poll(shown, { timeout: 3_000 }).toEqual(['Desk lamp', 'Floor lamp']);
  });

  it('a box that holds a search already is searched for the new words only', async () => {
    await pages.client.page.goto(`${pages.origin}/list`);
    await pages.client.page.locator('#q').pressSequentially('chair');
    await expect.poll(shown).toEqual(['Office chair']);
    const result = await pages.client.act('search for "book"');
    expect(result.success).toBe(true);
    expect(await pages.client.page.inputValue('#q')).toBe('book');
    await expect.poll(shown, { timeout: 3_000 }).toEqual(['Bookshelf']);
  });
});

const INERT = `<!doctype html><title>Products</title>
<label>Search: <input id="q"></label>
<ul id="list"><li>Desk lamp</li><li>Office chair</li></ul>`;
const inert = ownPages({ '/inert': INERT });

describe('search-verb on a box that searches nothing', () => {
  it('"search for lamp" is not reported done when the page shows no search, and the box gets back what it held', async () => {
    await inert.client.page.goto(`${inert.origin}/inert`);
    await inert.client.page.fill('#q', 'old');
    const result = await inert.client.act('search for lamp');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/the search showed nothing/);
    expect(result.decision?.effect).toMatchObject({ ok: false });
    expect(await inert.client.page.inputValue('#q')).toBe('old');
  });
});
