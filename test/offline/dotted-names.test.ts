/**
 * Names with dots and digits (issue 25, kinds4, item 1): file names, versions, e-mail addresses and
 * prices read whole, as a checkbox's label or as the text of the row its one checkbox is in. A
 * guard of what the tier does already: the corpus's file tree grid hands "tick Budget 2026.xlsx"
 * over because its rows draw their selection box as an icon with no role (the only checkbox a row
 * holds is another column's), not because of the name. The page is ours.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const FILES = `<!doctype html><title>Files</title>
<h1>Shared files</h1>
<ul>
  <li><input type="checkbox" id="a"><label for="a">Budget 2026.xlsx</label></li>
  <li><input type="checkbox" id="b" checked><label for="b">Forecast.xlsx</label></li>
  <li><input type="checkbox" id="c"><label for="c">Notes v2.1</label></li>
</ul>
<table>
  <tr><th>Pick</th><th>Name</th><th>Price</th></tr>
  <tr><td><input type="checkbox" aria-label="Pick"></td><td>Invoice 1001.pdf</td><td>$4.50</td></tr>
  <tr><td><input type="checkbox" aria-label="Pick"></td><td>Invoice 1002.pdf</td><td>$9.99</td></tr>
  <tr><td><input type="checkbox" aria-label="Pick"></td><td>ann@example.com</td><td>$1.00</td></tr>
</table>`;

const pages = ownPages({ '/files': FILES });
const ticked = () => pages.client.page.$$eval('input[type=checkbox]', (bs) => bs.map((b) => (b as HTMLInputElement).checked));

describe('names with dots and digits', () => {
  it('a label with a dot, digits or a version names its box; a row\'s text names the row\'s one box', async () => {
    await pages.client.page.goto(`${pages.origin}/files`);
    for (const step of ['tick Budget 2026.xlsx', 'uncheck Forecast.xlsx', 'tick Notes v2.1', 'tick Invoice 1001.pdf', 'tick ann@example.com']) {
      const result = await pages.client.act(step);
      expect(result.success, `${step}: ${result.message}`).toBe(true);
    }
    expect(await ticked()).toEqual([true, false, true, true, false, true]);
  });

  it('near miss: "tick Invoice 1003.pdf" (no such row) is handed over, the boxes untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/files`);
    await expect(pages.client.act('tick Invoice 1003.pdf')).rejects.toThrow(/handed over/);
    expect(await ticked()).toEqual([false, true, false, false, false, false]);
  });
});
