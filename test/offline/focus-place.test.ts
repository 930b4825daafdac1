/**
 * A pronoun sent to a place, and the thing in focus named by its kind (rule focus-verb): "go ahead
 * and move it to the bin" with a confirmation's "Move to bin", "move it to another album" with an
 * open menu's "Move to…" (its ellipsis: it asks for the place), "share the photo" with the open menu
 * of a row whose name says it is a photo ("Beach.jpg"). Found by the drive app of the twentieth
 * blind batch ("move it to trash", "move it to another folder", "share the file"). On a photo
 * album of our own with a Bin link in its navigation: a link that leads to the bin never takes the
 * verb's place, and the near misses hand over and click nothing.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const item = (name: string) => `<div role="menuitem" tabindex="-1">${name}</div>`;
/** A row of the album; `menu` (its items) open under its More button. */
const row = (name: string, menu?: string) => `<li><span>${name}</span> <button aria-label="More" aria-haspopup="menu" aria-expanded="${menu ? 'true' : 'false'}">⋯</button>${menu ? `<div role="menu" aria-label="Actions">${menu}</div>` : ''}</li>`;

const album = (rows: string, extra = '') => `<!doctype html><title>Album</title>
<nav aria-label="Places"><a href="#/all">All photos</a> <a href="#/bin">Bin</a></nav>
<h1>Summer</h1>
<ul>${rows}</ul>${extra}
<p id="log">ready</p>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  document.querySelectorAll('[role=menuitem], [role=alertdialog] button').forEach((b) => b.onclick = () => { log(b.textContent + ' clicked'); b.closest('[role=menu], [role=alertdialog]').remove(); });
  document.querySelectorAll('a').forEach((a) => a.addEventListener('click', () => log(a.textContent + ' followed')));
</script>`;

const MENU = item('Open') + item('Move to…') + item('Share') + item('Move to bin');
const CONFIRM = '<div role="alertdialog" aria-modal="true" aria-labelledby="ct"><h2 id="ct">Move to bin?</h2><p>"Beach.jpg" will be moved to the bin.</p><button>Cancel</button><button>Move to bin</button></div>';

const pages = ownPages({
  '/menu': album(row('Beach.jpg', MENU) + row('Dunes.jpg')),
  '/confirm': album(row('Beach.jpg') + row('Dunes.jpg'), CONFIRM),
  '/closed': album(row('Beach.jpg') + row('Dunes.jpg')),
  '/no-ask': album(row('Beach.jpg', item('Open') + item('Share') + item('Move to bin')) + row('Dunes.jpg')),
  // The album's own Share beside the menu's: only the menu's thing, said by its kind, tells them apart.
  '/folder-menu': album(row('📁 Old trips', MENU) + row('Dunes.jpg'), '<button>Share</button>'),
  '/photo-menu': album(row('Beach.jpg', MENU) + row('Dunes.jpg'), '<button>Share</button>'),
});
const page = () => pages.client.page;
const log = () => page().locator('#log').textContent();

async function picks(path: string, step: string, want: string) {
  await page().goto(`${pages.origin}${path}`);
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'focus-verb' });
  expect(await log()).toBe(want);
  expect(new URL(page().url()).hash).toBe('');
}

async function handsOver(path: string, step: string) {
  await page().goto(`${pages.origin}${path}`);
  await expect(pages.client.act(step)).rejects.toThrow(/handed over/);
  expect(await log()).toBe('ready');
  expect(new URL(page().url()).hash).toBe('');
}

describe('a pronoun sent to a place, said of the thing in focus', () => {
  it('"go ahead and move it to the bin" answers the confirmation with its "Move to bin", not the Bin link', async () => {
    await picks('/confirm', 'go ahead and move it to the bin', 'Move to bin clicked');
  });

  it('"move it to the bin" with the menu open picks its "Move to bin"', async () => {
    await picks('/menu', 'move it to the bin', 'Move to bin clicked');
  });

  it('"move it to another album" picks "Move to…", the item that asks where', async () => {
    await picks('/menu', 'move it to another album', 'Move to… clicked');
  });

  it('"share the photo" names the open menu\'s thing by the kind its name says (Beach.jpg)', async () => {
    await picks('/menu', 'share the photo', 'Share clicked');
  });

  it('near miss: "move it to the bin" with nothing open: handed over, the Bin link not followed', async () => {
    await handsOver('/closed', 'move it to the bin');
  });

  it('near miss: "move it to another album" where no item asks where (only "Move to bin"): handed over', async () => {
    await handsOver('/no-ask', 'move it to another album');
  });

  it('with the album\'s own Share button too, "share the photo" still picks the menu\'s', async () => {
    await picks('/photo-menu', 'share the photo', 'Share clicked');
  });

  it('near miss: "share the photo" with the menu of a folder (📁 Old trips) and the album\'s Share: handed over', async () => {
    await handsOver('/folder-menu', 'share the photo');
  });
});
