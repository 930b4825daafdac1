/**
 * A step said of the thing in focus by what it does (rule focus-verb): "delete it" with a
 * document's actions menu open, "yes, delete the document" in the confirmation, "copy the link to
 * this document", "leave the board", on a document editor's file list and a project board of our
 * own. Issue 25 (the chat app's "delete it", "copy the link to this message", "mark as unread",
 * "leave the channel"). Near misses: two menus open, a synonym naming two items, a word the menu
 * does not say, a dialog that does not hold the page.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const DOCS = `<!doctype html><title>Docs</title>
<main>
  <h1>My documents</h1>
  <ul>
    <li id="d1">Quarterly plan <button class="more" aria-label="More actions" aria-haspopup="menu" aria-expanded="false">⋮</button></li>
    <li id="d2">Meeting notes <button class="more" aria-label="More actions" aria-haspopup="menu" aria-expanded="false">⋮</button></li>
  </ul>
  <button id="share" aria-haspopup="menu" aria-expanded="false">Share</button>
  <button>Copy</button>
</main>
<div id="menu" role="menu" aria-label="Document actions" hidden>
  <div role="menuitem" tabindex="-1" data-k="rename">Rename document</div>
  <div role="menuitem" tabindex="-1" data-k="copy">Copy link</div>
  <div role="menuitem" tabindex="-1" data-k="read">Mark as read</div>
  <div role="menuitem" tabindex="-1" data-k="delete">Delete document…</div>
</div>
<div id="share-menu" role="menu" aria-label="Share options" hidden>
  <div role="menuitem" tabindex="-1" data-k="share-copy">Copy link</div>
  <div role="menuitem" tabindex="-1" data-k="share-mail">Email link</div>
</div>
<div id="confirm" role="alertdialog" aria-modal="true" aria-labelledby="ct" hidden>
  <h2 id="ct">Delete document</h2><p>Are you sure you want to delete this document?</p>
  <button id="no">Cancel</button> <button id="yes">Delete</button>
</div>
<p id="status">Ready</p>
<script>
  const status = (t) => { document.getElementById('status').textContent = t; };
  const menu = document.getElementById('menu');
  const share = document.getElementById('share');
  const shareMenu = document.getElementById('share-menu');
  let doc = null;
  const close = () => { menu.hidden = true; for (const b of document.querySelectorAll('.more')) b.setAttribute('aria-expanded', 'false'); };
  for (const b of document.querySelectorAll('.more')) b.onclick = () => { doc = b.parentElement.id; menu.hidden = false; b.setAttribute('aria-expanded', 'true'); };
  share.onclick = () => { shareMenu.hidden = false; share.setAttribute('aria-expanded', 'true'); };
  for (const item of menu.querySelectorAll('[role=menuitem]')) item.onclick = () => {
    close();
    if (item.dataset.k === 'delete') { document.getElementById('confirm').hidden = false; return; }
    status(item.dataset.k + ' ' + doc);
  };
  for (const item of shareMenu.querySelectorAll('[role=menuitem]')) item.onclick = () => { shareMenu.hidden = true; share.setAttribute('aria-expanded', 'false'); status(item.dataset.k); };
  document.getElementById('yes').onclick = () => { document.getElementById(doc).remove(); document.getElementById('confirm').hidden = true; status('deleted ' + doc); };
  document.getElementById('no').onclick = () => { document.getElementById('confirm').hidden = true; status('kept ' + doc); };
</script>`;

// A project board: the board's menu (its items share the word "board"), a card's menu with two removing items.
const BOARD = `<!doctype html><title>Board</title>
<header><h1>Roadmap Q3</h1><button id="board" aria-haspopup="menu" aria-expanded="false">Board menu</button></header>
<section aria-label="To do"><article id="c1"><h3>Write the spec</h3><button id="card" aria-label="Card actions" aria-haspopup="menu" aria-expanded="false">…</button></article></section>
<div id="board-menu" role="menu" aria-label="Board" hidden>
  <div role="menuitem" tabindex="-1">Rename board</div>
  <div role="menuitem" tabindex="-1">Copy board link</div>
  <div role="menuitem" tabindex="-1">Leave Roadmap Q3</div>
</div>
<div id="card-menu" role="menu" aria-label="Card" hidden>
  <div role="menuitem" tabindex="-1">Edit card</div>
  <div role="menuitem" tabindex="-1">Archive card</div>
  <div role="menuitem" tabindex="-1">Delete card</div>
  <div role="menuitem" tabindex="-1">Remove label</div>
</div>
<div role="dialog" aria-label="Tips" id="tips"><p>Drag a card to move it.</p><button>Archive</button> <button>Delete tip</button></div>
<button id="archive-all">Archive all cards</button>
<p id="status">Ready</p>
<script>
  const status = (t) => { document.getElementById('status').textContent = t; };
  for (const [b, m] of [['board', 'board-menu'], ['card', 'card-menu']]) {
    const btn = document.getElementById(b), menu = document.getElementById(m);
    btn.onclick = () => { menu.hidden = false; btn.setAttribute('aria-expanded', 'true'); };
    for (const item of menu.querySelectorAll('[role=menuitem]')) item.onclick = () => { menu.hidden = true; btn.setAttribute('aria-expanded', 'false'); status(item.textContent); };
  }
  for (const b of document.querySelectorAll('#tips button')) b.onclick = () => status('tips ' + b.textContent);
  document.getElementById('archive-all').onclick = () => status('archive all');
</script>`;

const pages = ownPages({ '/docs': DOCS, '/board': BOARD });
const page = () => pages.client.page;
const status = () => page().locator('#status').textContent();
const rule = { kind: 'rule', rule: 'focus-verb' };

describe('a verb said of the thing in focus (rule focus-verb)', () => {
  it('"delete it" with a document\'s menu open clicks "Delete document…", then "yes, delete the document" answers the confirmation', async () => {
    await page().goto(`${pages.origin}/docs`);
    await page().locator('#d2 .more').click();
    const first = await pages.client.act('delete it');
    expect(first.success, first.message).toBe(true);
    expect(first.decision?.by).toEqual(rule);
    expect(await page().locator('#confirm').isVisible()).toBe(true);
    const second = await pages.client.act('yes, delete the document');
    expect(second.success, second.message).toBe(true);
    expect(second.decision?.by).toEqual(rule);
    expect(await status()).toBe('deleted d2');
  });

  it('"copy the link to this document" is the open menu\'s "Copy link", not the page\'s Copy button', async () => {
    await page().goto(`${pages.origin}/docs`);
    await page().locator('#d1 .more').click();
    const result = await pages.client.act('copy the link to this document');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual(rule);
    expect(await status()).toBe('copy d1');
  });

  it('"remove this document" (a synonym) and "mark it as read" (a word form) name the open menu\'s items', async () => {
    await page().goto(`${pages.origin}/docs`);
    await page().locator('#d1 .more').click();
    const read = await pages.client.act('mark it as read');
    expect(read.success, read.message).toBe(true);
    expect(await status()).toBe('read d1');
    await page().locator('#d1 .more').click();
    const removed = await pages.client.act('remove this document');
    expect(removed.success, removed.message).toBe(true);
    expect(removed.decision?.by).toEqual(rule);
    expect(await page().locator('#confirm').isVisible()).toBe(true);
  });

  it('"leave the board" is the board menu\'s "Leave Roadmap Q3" (its items say "board")', async () => {
    await page().goto(`${pages.origin}/board`);
    await page().locator('#board').click();
    const result = await pages.client.act('leave the board');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual(rule);
    expect(await status()).toBe('Leave Roadmap Q3');
  });

  it('"archive this card" with the card menu open is its "Archive card", not the tips dialog\'s Archive nor "Archive all cards"', async () => {
    await page().goto(`${pages.origin}/board`);
    await page().locator('#card').click();
    const result = await pages.client.act('archive this card');
    expect(result.success, result.message).toBe(true);
    expect(await status()).toBe('Archive card');
  });

  it('near miss: two menus open, "copy the link" is handed over', async () => {
    await page().goto(`${pages.origin}/docs`);
    await page().locator('#d1 .more').click();
    await page().locator('#share').click();
    await expect(pages.client.act('copy the link to this document')).rejects.toThrow(/open/);
    expect(await status()).toBe('Ready');
  });

  it('near miss: "remove it" names two items of the card menu (Delete card, Remove label): handed over', async () => {
    await page().goto(`${pages.origin}/board`);
    await page().locator('#card').click();
    await expect(pages.client.act('remove it')).rejects.toThrow(/focus-verb|Delete card|Remove label/);
    expect(await status()).toBe('Ready');
  });

  it('near miss: "copy the text of this document" (the menu says no text) and "delete the comment" are not acted on', async () => {
    await page().goto(`${pages.origin}/docs`);
    await page().locator('#d1 .more').click();
    await expect(pages.client.act('copy the text of this document')).rejects.toThrow();
    await expect(pages.client.act('delete the comment')).rejects.toThrow();
    expect(await status()).toBe('Ready');
    expect(await page().locator('#confirm').isVisible()).toBe(false);
  });

  it('near miss: with no menu open, a dialog that does not hold the page is not the focus: "delete it" is not its "Delete tip"', async () => {
    await page().goto(`${pages.origin}/board`);
    await expect(pages.client.act('delete it')).rejects.toThrow();
    expect(await status()).toBe('Ready');
  });
});
