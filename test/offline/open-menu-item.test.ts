/**
 * Of tied candidates, the item of the menu that is open now (act.ts openMenuItem, rule
 * open-menu-item): a mail client of our own whose "Move to" menu button opens a menu of folders
 * named like the folder links of its sidebar. Found by the seventeenth blind batch (an issue
 * tracker: "choose bug" with the Labels menu open, where row chips are named "bug" too).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const MAIL = `<!doctype html><title>Mail</title>
<nav aria-label="Folders"><a href="#inbox">Inbox</a> <a href="#archive">Archive</a> <a href="#spam">Spam</a></nav>
<main>
  <div role="toolbar" aria-label="Message actions">
    <button id="move" aria-haspopup="menu" aria-expanded="false">Move to</button>
    <button id="label" aria-haspopup="menu" aria-expanded="false">Label as</button>
    <button>Reply</button>
  </div>
  <div id="labels" role="menu" aria-label="Labels" hidden>
    <div role="menuitemcheckbox" aria-checked="true" tabindex="-1">Work</div>
    <div role="menuitemcheckbox" aria-checked="false" tabindex="-1">Travel</div>
  </div>
  <div id="menu" role="menu" aria-label="Move to folder" hidden>
    <div role="menuitem" tabindex="-1">Archive</div>
    <div role="menuitem" tabindex="-1">Spam</div>
    <div role="menuitem" tabindex="-1">Receipts</div>
  </div>
  <article><h2>Your order has shipped</h2><p>It will arrive on Friday.</p><button>Work</button> <button>Travel</button></article>
</main>
<p id="status">Ready</p>
<script>
  const status = (t) => { document.getElementById('status').textContent = t; };
  const menu = document.getElementById('menu');
  const move = document.getElementById('move');
  move.onclick = () => { menu.hidden = false; move.setAttribute('aria-expanded', 'true'); menu.querySelector('[role=menuitem]').focus(); };
  for (const item of menu.querySelectorAll('[role=menuitem]')) item.onclick = () => { menu.hidden = true; move.setAttribute('aria-expanded', 'false'); status('moved to ' + item.textContent); };
  const label = document.getElementById('label');
  const labels = document.getElementById('labels');
  label.onclick = () => { labels.hidden = false; label.setAttribute('aria-expanded', 'true'); };
  for (const item of labels.querySelectorAll('[role=menuitemcheckbox]')) item.onclick = () => {
    item.setAttribute('aria-checked', String(item.getAttribute('aria-checked') !== 'true'));
    status(item.textContent + ' ' + item.getAttribute('aria-checked'));
  };
  for (const b of document.querySelectorAll('article button')) b.onclick = () => status('chip ' + b.textContent);
  for (const a of document.querySelectorAll('nav a')) a.onclick = (e) => { e.preventDefault(); status('folder ' + a.textContent); };
</script>`;

// A menu drawn always shown (a side list marked as a menu), no control saying it is open, and a link named like one of its items.
const STATIC = `<!doctype html><title>Mail</title>
<div role="menu" aria-label="Folders"><div role="menuitem" tabindex="-1">Archive</div><div role="menuitem" tabindex="-1">Spam</div></div>
<nav aria-label="Shortcuts"><a href="#archive">Archive</a> <a href="#spam-rules">Rules</a></nav>
<p id="status">Ready</p>
<script>
  for (const el of document.querySelectorAll('[role=menuitem], a')) el.onclick = (e) => { e.preventDefault(); document.getElementById('status').textContent = (el.getAttribute('role') ?? 'link') + ' ' + el.textContent; };
</script>`;

const pages = ownPages({ '/mail': MAIL, '/static': STATIC });
const status = () => pages.client.page.locator('#status').textContent();

describe('of tied candidates, the item of the open menu (rule open-menu-item)', () => {
  it('"choose Archive" with the Move to menu open picks the menu\'s Archive, not the sidebar\'s folder link', async () => {
    await pages.client.page.goto(`${pages.origin}/mail`);
    await pages.client.page.locator('#move').click();
    const result = await pages.client.act('choose Archive');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'open-menu-item' });
    expect(await status()).toBe('moved to Archive');
  });

  it('"click Spam" likewise, with the menu open', async () => {
    await pages.client.page.goto(`${pages.origin}/mail`);
    await pages.client.page.locator('#move').click();
    const result = await pages.client.act('click Spam');
    expect(result.success, result.message).toBe(true);
    expect(await status()).toBe('moved to Spam');
  });

  it('"choose Travel" with the Label as menu open ticks the menu\'s checkbox item, not the message\'s Travel chip', async () => {
    await pages.client.page.goto(`${pages.origin}/mail`);
    await pages.client.page.locator('#label').click();
    const result = await pages.client.act('choose Travel');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'open-menu-item' });
    expect(await status()).toBe('Travel true');
  });

  it('near miss: "choose Work" where the menu\'s Work is ticked already is handed over, not unticked', async () => {
    await pages.client.page.goto(`${pages.origin}/mail`);
    await pages.client.page.locator('#label').click();
    await expect(pages.client.act('choose Work')).rejects.toThrow(/ticked already/);
    expect(await status()).toBe('Ready');
  });

  it('near miss: with the menu closed, "choose Archive" is the folder link (the only one shown)', async () => {
    await pages.client.page.goto(`${pages.origin}/mail`);
    const result = await pages.client.act('choose Archive');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).not.toEqual({ kind: 'rule', rule: 'open-menu-item' });
    expect(await status()).toBe('folder Archive');
  });

  it('near miss: a menu always shown, no control saying it is open, ties with a link of that name: handed over', async () => {
    await pages.client.page.goto(`${pages.origin}/static`);
    await expect(pages.client.act('choose Archive')).rejects.toThrow(/Archive/);
    expect(await status()).toBe('Ready');
  });
});
