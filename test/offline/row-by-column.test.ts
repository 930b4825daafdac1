/**
 * A table's row said by another column's value ("star the photo taken on 2025-06-14"): what the page
 * calls its rows, a column header's words, a joining word or none, and the value that column shows
 * in exactly one row (grid-rows.ts keyedRows, used by row-toggle and row-verb). On a page of our own:
 * a photo app's library whose rows each have a favourite toggle and a Rename button. Near misses
 * (two rows of that date, a column no header names) hand over with the page as it was.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const PHOTOS: [string, string, string][] = [
  ['Harbour.jpg', '2025-06-14', '2.1 MB'],
  ['Lighthouse.jpg', '2025-07-01', '3.4 MB'],
  ['Dunes.jpg', '2025-07-01', '1.8 MB'],
  ['Pier.jpg', '2025-08-20', '2.7 MB'],
];

/** A photo library: a favourite toggle (a heart, aria-pressed, named Favourite) and a Rename button per row. */
const LIBRARY = `<!doctype html><title>Photos</title>
<h1>Library</h1>
<table aria-label="Photos">
<thead><tr><th>Name</th><th>Taken</th><th>Size</th><th><span class="sr">Actions</span></th></tr></thead>
<tbody>${PHOTOS.map(([name, taken, size]) => `<tr><td>${name}</td><td>${taken}</td><td>${size}</td><td><button class="fav" aria-label="Favourite" aria-pressed="false">&#9825;</button> <button class="rename">Rename</button></td></tr>`).join('')}</tbody>
</table>
<p id="log">Ready</p>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  const name = (el) => el.closest('tr').cells[0].textContent;
  document.querySelectorAll('.fav').forEach((b) => b.onclick = () => {
    const on = b.getAttribute('aria-pressed') !== 'true';
    b.setAttribute('aria-pressed', String(on));
    b.innerHTML = on ? '&#9829;' : '&#9825;';
    log((on ? 'Favourite ' : 'Not favourite ') + name(b));
  });
  document.querySelectorAll('.rename').forEach((b) => b.onclick = () => log('Renaming ' + name(b)));
</script>`;

const pages = ownPages({ '/library': LIBRARY });
const page = () => pages.client.page;
const log = () => page().locator('#log').textContent();

async function open() {
  await page().goto(`${pages.origin}/library`);
}

async function resolves(step: string, rule: string, after: string) {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule });
  expect(await log()).toBe(after);
}

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await log()).toBe('Ready');
  expect(await page().locator('[aria-pressed="true"]').count()).toBe(0);
}

describe('a row said by another column\'s value', () => {
  it('"star the photo taken on 2025-06-14": the one row whose Taken says that date, its favourite toggle pressed', async () => {
    await open();
    await resolves('star the photo taken on 2025-06-14', 'row-toggle', 'Favourite Harbour.jpg');
    expect(await page().getByRole('row', { name: /Harbour/ }).getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('"rename the photo taken on 2025-08-20": the Rename of that row (row-verb)', async () => {
    await open();
    await resolves('rename the photo taken on 2025-08-20', 'row-verb', 'Renaming Pier.jpg');
  });

  it('"star the photo of size 1.8 MB", "…whose size is 1.8 MB": a value of several words, the column after a joining word', async () => {
    await open();
    await resolves('star the photo of size 1.8 MB', 'row-toggle', 'Favourite Dunes.jpg');
    await open();
    await resolves('star the photo whose size is 2.7 MB', 'row-toggle', 'Favourite Pier.jpg');
  });

  it('near miss: two rows taken on that date hand over naming both', async () => {
    await open();
    await handsOver('star the photo taken on 2025-07-01', /2 items say .*Lighthouse\.jpg.*Dunes\.jpg/);
  });

  it('near miss: a column no header names is no row', async () => {
    await open();
    await handsOver('star the photo shot on 2025-06-14', /./);
  });
});
