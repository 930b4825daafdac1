/**
 * A place link named like an action ("Trash" in a sidebar) beside the action itself ("Move to trash" in an open
 * menu), on a photo library page of ours. Found by probing the nineteenth blind app (a cloud drive): with a row's
 * menu open, "trash it" clicked the sidebar link "Trash" (rule verb-name: the verb "trash" names the link) and "move to
 * trash" clicked it too (rule place-by-kind: "move to" read as "go to"), both leaving the page for the Trash folder
 * while the step asked to trash the photo. Now: a link that leads to another address is no control the verb names
 * when the step says what it acts on ("it", "them"); and a step whose whole words are the name of a shown button or
 * menu item is that control's, not a place to go. Near misses: "go to Trash" and, with no such control shown, "move
 * to Trash" still follow the link; "undo it" still clicks an "Undo" link that leads nowhere (href="#").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const PHOTOS = `<!doctype html><title>Photos</title>
<nav aria-label="Library">
  <a href="#/all">All photos</a>
  <a href="#/favourites">Favourites</a>
  <a href="#/trash">Trash</a>
</nav>
<main>
  <h1>All photos</h1>
  <ul>
    <li>Harbour at dawn.jpg <button aria-haspopup="menu" aria-expanded="false" id="opt1">Options for Harbour at dawn.jpg</button></li>
    <li>Lighthouse.jpg <button aria-haspopup="menu" aria-expanded="false" id="opt2">Options for Lighthouse.jpg</button></li>
  </ul>
  <div role="menu" id="menu" aria-label="Photo actions" hidden>
    <button role="menuitem" id="fav">Add to favourites</button>
    <button role="menuitem" id="dl">Download</button>
    <button role="menuitem" id="bin">Move to trash</button>
  </div>
  <p><span id="status">Ready</span> <a href="#" id="undo">Undo</a></p>
</main>
<script>
  const menu = document.getElementById('menu');
  let photo = null;
  const status = (t) => { document.getElementById('status').textContent = t; };
  for (const b of document.querySelectorAll('[aria-haspopup]')) b.onclick = () => { photo = b.textContent.replace('Options for ', ''); menu.hidden = false; b.setAttribute('aria-expanded', 'true'); };
  const close = () => { menu.hidden = true; for (const b of document.querySelectorAll('[aria-haspopup]')) b.setAttribute('aria-expanded', 'false'); };
  document.getElementById('bin').onclick = () => { status('trashed ' + photo); close(); };
  document.getElementById('dl').onclick = () => { status('downloaded ' + photo); close(); };
  document.getElementById('fav').onclick = () => { status('favourite ' + photo); close(); };
  document.getElementById('undo').onclick = (e) => { e.preventDefault(); status('undone'); };
</script>`;

const pages = ownPages({ '/photos': PHOTOS });
const page = () => pages.client.page;
const status = () => page().locator('#status').textContent();

async function menuOpen() {
  await page().goto(`${pages.origin}/photos`);
  await page().locator('#opt2').click();
  await expect.poll(() => page().locator('#menu').isVisible()).toBe(true);
}

describe('a place link named like an action, beside the action (rules verb-name and place-by-kind)', () => {
  it('"trash it" with the menu open: the sidebar link "Trash" is no control that trashes the photo: the open menu\'s "Move to trash" is (rule focus-verb)', async () => {
    await menuOpen();
    const result = await pages.client.act('trash it');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'focus-verb' });
    expect(page().url()).not.toContain('#/trash');
    expect(await status()).toBe('trashed Lighthouse.jpg');
  });

  it('"move to trash" with the menu open: the step is the menu item\'s whole name, not "go to Trash": the link is not followed', async () => {
    await menuOpen();
    const outcome = await pages.client.act('move to trash').then((r) => (r.success ? 'acted' : 'failed'), () => 'handed over');
    expect(page().url()).not.toContain('#/trash');
    // Acting is right only on the menu item; a hand-over leaves the page as it was.
    expect(await status()).toBe(outcome === 'acted' ? 'trashed Lighthouse.jpg' : 'Ready');
  });

  it('near miss: "go to Trash" still follows the link', async () => {
    await menuOpen();
    const result = await pages.client.act('go to Trash');
    expect(result.success, result.message).toBe(true);
    expect(page().url()).toContain('#/trash');
  });

  it('near miss: "move to Trash" with no control of that name shown still follows the link', async () => {
    await page().goto(`${pages.origin}/photos`);
    const result = await pages.client.act('move to Trash');
    expect(result.success, result.message).toBe(true);
    expect(page().url()).toContain('#/trash');
  });

  it('near miss: "undo it" still clicks the "Undo" link that leads nowhere (href="#")', async () => {
    await page().goto(`${pages.origin}/photos`);
    const result = await pages.client.act('undo it');
    expect(result.success, result.message).toBe(true);
    expect(await status()).toBe('undone');
  });
});
