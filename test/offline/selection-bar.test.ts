/**
 * An action on the selected items said with the verb and "selected" ("delete the selected images"),
 * where the page has no "Delete selected" control but a bar counting the selection ("2 items selected")
 * beside its actions (rule selected-action): the bar's one control named by the verb. On a page of our
 * own: a CMS's media manager whose every item also has its own Delete, so only the count says which
 * Delete acts on the selection. Near misses (nothing selected, no control of the verb in the bar) hand
 * over with the page as it was. The bar's Delete and Move to bin take the items away: a removal asked is judged by
 * the items gone (ExpectedEffect.removed; a Delete that only logged would now fail the step, rightly).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const MEDIA = ['hero-banner.png', 'team-photo.jpg', 'logo-dark.svg', 'brochure.pdf'];

/** A media manager: an item's box selects it; the bar shows "N items selected" (0 shown too, when `zero`). */
const manager = (zero: boolean) => `<!doctype html><title>Media</title>
<h1>Media library</h1>
<div class="bulk" id="bulk"><span id="count">0 items selected</span> <button id="dl">Download</button> <button id="del">Delete</button> <button id="none" aria-label="Clear selection">&times;</button></div>
<ul aria-label="Media">${MEDIA.map((m) => `<li><label><input type="checkbox" class="pick"> ${m}</label> <button class="own-del">Delete</button></li>`).join('')}</ul>
<p id="log">Ready</p>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  const picked = () => [...document.querySelectorAll('.pick:checked')].map((b) => b.closest('li').textContent.trim().split(' ')[0]);
  const show = () => { const n = picked().length; document.getElementById('count').textContent = n + ' items selected'; document.getElementById('bulk').hidden = ${zero ? 'false' : 'n === 0'}; };
  document.querySelectorAll('.pick').forEach((b) => b.onchange = show);
  document.getElementById('dl').onclick = () => log('Downloading ' + picked().join(', '));
  // A delete removes what it deletes (a step asking to remove things is judged by the items gone: ExpectedEffect.removed).
  const dropPicked = () => { document.querySelectorAll('.pick:checked').forEach((b) => b.closest('li').remove()); show(); };
  document.getElementById('del').onclick = () => { log('Deleting ' + picked().join(', ')); dropPicked(); };
  document.querySelectorAll('.own-del').forEach((b) => b.onclick = () => log('Deleting ' + b.closest('li').textContent.trim().split(' ')[0]));
  show();
</script>`;

/** The manager with a Bin link among its places and the bar's actions that send the selection somewhere: Move (asks where), Move to bin. */
const withPlaces = (bar: string) => manager(false)
  .replace('<h1>Media library</h1>', '<nav aria-label="Places"><a href="#/library">Library</a> <a href="#/bin">Bin</a></nav><h1>Media library</h1>')
  .replace('<button id="dl">Download</button>', `<button id="dl">Download</button> ${bar}`)
  .replace('</script>', `document.querySelectorAll('.send').forEach((b) => b.onclick = () => { log(b.textContent + ': ' + picked().join(', ')); if (b.textContent === 'Move to bin') dropPicked(); });</script>`);

const pages = ownPages({
  '/media': manager(false),
  '/media-zero': manager(true),
  '/places': withPlaces('<button class="send">Move</button> <button class="send">Move to bin</button>'),
  '/places-no-bin': withPlaces('<button class="send">Move</button>'),
});
const page = () => pages.client.page;
const log = () => page().locator('#log').textContent();

async function open(path: string, pick: string[]) {
  await page().goto(`${pages.origin}${path}`);
  for (const name of pick) await page().getByRole('checkbox', { name }).check();
}

async function resolves(step: string, after: string) {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'selected-action' });
  expect(await log()).toBe(after);
}

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await log()).toBe('Ready');
}

describe('an action on the selection, in the bar that counts it (rule selected-action)', () => {
  it('"delete the selected images": the Delete beside "2 items selected", not an item\'s own Delete', async () => {
    await open('/media', ['team-photo.jpg', 'brochure.pdf']);
    await resolves('delete the selected images', 'Deleting team-photo.jpg, brochure.pdf');
  });

  it('"download the selected file": a verb of the page\'s own, one item selected', async () => {
    await open('/media', ['logo-dark.svg']);
    await resolves('download the selected file', 'Downloading logo-dark.svg');
  });

  it('near miss: a bar counting 0 selected hands over saying nothing is selected', async () => {
    await open('/media-zero', []);
    await handsOver('delete the selected images', /nothing is selected \("0 items selected"\)/);
  });

  it('near miss: a verb no control of the bar says hands over naming what it holds', async () => {
    await open('/media', ['hero-banner.png']);
    await handsOver('archive the selected images', /no control named "archive".*Download.*Delete/);
  });

  it('"move the selected images to the bin": the bar\'s "Move to bin", not Move (which asks where) nor the Bin link', async () => {
    await open('/places', ['hero-banner.png', 'logo-dark.svg']);
    await resolves('move the selected images to the bin', 'Move to bin: hero-banner.png, logo-dark.svg');
    expect(new URL(page().url()).hash).toBe('');
  });

  it('near miss: no control of the bar sends to the bin (only Move): handed over, the Bin link not followed', async () => {
    await open('/places-no-bin', ['hero-banner.png']);
    await handsOver('move the selected images to the bin', /no control named "move to bin".*Move/);
    expect(new URL(page().url()).hash).toBe('');
  });
});
