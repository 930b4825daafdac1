/**
 * An item named with its kind word where the page says the kind by a sign on the item's own label
 * (rule item-kind): "open the Projects folder" for a link "📁 Projects" (the folder glyph), "open the
 * Minutes document" for "📄 Minutes". Found by the drive app of the twentieth blind batch, whose
 * file table marks folders only by the glyph. On a file list of our own (a table: each row a
 * link to open the item, an owner, a size): a link signed as another kind, or not signed at all,
 * and two items alike are handed over and nothing is followed.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const row = (label: string, href: string) => `<tr><td><input type="checkbox" aria-label="Select ${label.replace(/^\P{L}+/u, '')}"></td><td><a href="#/${href}">${label}</a></td><td>me</td><td>—</td></tr>`;

const table = (rows: string, extra = '') => `<!doctype html><title>Files</title>
<nav aria-label="Places"><a href="#/mine">My files</a> <a href="#/recent">Recent</a></nav>${extra}
<table aria-label="Files"><thead><tr><th></th><th>Name</th><th>Owner</th><th>Size</th></tr></thead><tbody>${rows}</tbody></table>
<button>＋ New folder</button>`;

const ROWS = row('📁 Projects', 'projects') + row('📄 Reports', 'reports') + row('Archive', 'archive') + row('📄 Minutes', 'minutes') + row('📁 Photos', 'photos');

const pages = ownPages({
  '/files': table(ROWS),
  // A second "📁 Photos" in a side list: two folders alike.
  '/twice': table(ROWS, '<ul aria-label="Pinned"><li><a href="#/pinned-photos">📁 Photos</a></li></ul>'),
});
const page = () => pages.client.page;
const hash = () => new URL(page().url()).hash;

async function opens(path: string, step: string, want: string) {
  await page().goto(`${pages.origin}${path}`);
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'item-kind' });
  expect(hash()).toBe(want);
}

async function handsOver(path: string, step: string) {
  await page().goto(`${pages.origin}${path}`);
  await expect(pages.client.act(step)).rejects.toThrow(/handed over/);
  expect(hash()).toBe('');
}

describe('an item whose label signs its kind (rule item-kind)', () => {
  it('"open the Projects folder" follows the link "📁 Projects": its folder glyph says the kind', async () => {
    await opens('/files', 'open the Projects folder', '#/projects');
  });

  it('"open the Minutes document" follows "📄 Minutes": the page glyph says document', async () => {
    await opens('/files', 'open the Minutes document', '#/minutes');
  });

  it('near miss: "open the Reports folder" where Reports is signed a document (📄): handed over', async () => {
    await handsOver('/files', 'open the Reports folder');
  });

  it('near miss: "open the Archive folder" where nothing says Archive is a folder: handed over', async () => {
    await handsOver('/files', 'open the Archive folder');
  });

  it('near miss: "open the Photos folder" with two folders "📁 Photos": handed over', async () => {
    await handsOver('/twice', 'open the Photos folder');
  });
});
