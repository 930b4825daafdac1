/**
 * Issue 25 (session 25): controls that nothing marks as controls. A widget toolkit that adds no ARIA draws its toolbar
 * buttons, tabs, sidebar nodes and drop-down items as plain `div`s and `td`s with no role, no `tabindex` and no pointer
 * cursor, made clickable only by a click listener; said with a verb other than "click" ("go to Preferences", "show the
 * shopping list", "print to PDF", "refresh"), every such step was handed over (no element matches). Rule
 * listened-control reads, through DevTools, whether the one element whose whole text is the name has a click listener
 * of its own (or on a wrapper showing only its text), clicks it, and checks the page changed.
 *
 * Pages of ours: a kitchen-inventory app ("Larder") drawn the toolkit way, and near misses that must hand over: the
 * same text with no listener, two listening elements with the same text, a listener only on the document or on a list
 * (delegation), a row listening when the words name only one of its cells, a listening caption when the step types.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';
import type { Page } from 'playwright-core';
import { listenerReads } from '../../src/engine/offline/listeners.js';
import { captureSnapshot } from '../../src/engine/snapshot/index.js';
import { resolveOnPage } from '../../src/engine/offline/tier.js';

const LARDER = `<!doctype html><title>Larder</title>
<style>
  body { font: 14px sans-serif; cursor: default; }
  .tb, .tabs, .side { display: flex; gap: 12px; padding: 6px; background: #eee; }
  .side { flex-direction: column; width: 160px; float: left; }
  .menu { position: absolute; top: 40px; left: 200px; z-index: 20; background: #fff; border: 1px solid #999; padding: 4px; }
  .menu div { padding: 2px 8px; }
  /* The node's text and icon keep from the pointer (the node is clicked); the icon is a glyph drawn by CSS. */
  .node-text, .node-icon { pointer-events: none; }
  .node-icon { display: inline-block; width: 14px; }
  .node-icon > span::before { content: "N"; }
  main { margin-left: 180px; }
</style>
<div class="tb" id="toolbar">
  <div class="btn" id="t-new"><span class="icon"></span><div class="text">New recipe</div></div>
  <div class="btn" id="t-refresh"><div class="text">Refresh</div></div>
  <div class="btn" id="t-print"><div class="text">Print to PDF</div></div>
  <div class="btn" id="t-export"><div class="text">Export</div></div>
  <table><tr><td id="t-archive" onclick="say('archived')">Archive</td></tr></table>
</div>
<div class="menu" id="export-menu" hidden>
  <div class="item" id="m-csv">As CSV</div>
  <div class="item" id="m-weekly">Weekly digest</div>
</div>
<div class="side">
  <div class="node" data-panel="pantry"><div class="node-icon"><span></span></div><div class="node-text">Pantry</div></div>
  <div class="node" data-panel="shopping"><div class="node-icon"><span></span></div><div class="node-text">Shopping list</div></div>
  <div class="node" data-panel="preferences"><div class="node-icon"><span></span></div><div class="node-text">Preferences</div></div>
  <div>Stock report</div>
</div>
<main>
  <div class="tabs"><div class="tab" data-tab="ingredients">Ingredients</div><div class="tab" data-tab="method">Method</div></div>
  <section id="ingredients"><h2>Ingredients of the week</h2>
    <table id="rows"><tr id="row-flour"><td>Flour</td><td>2 kg</td></tr><tr id="row-oats"><td>Oats</td><td>1 kg</td></tr></table>
    <table id="rows2"><tr id="row-rye"><td style="pointer-events: none">Rye</td><td style="pointer-events: none">3 kg</td></tr></table>
  </section>
  <section id="method" hidden><h2>Method notes</h2></section>
  <section id="panel"><h3 id="panel-title">Pantry</h3></section>
  <div id="qty-caption">Quantity</div><input id="qty">
  <p id="log"></p>
</main>
<script>
  let refreshed = 0;
  const say = (text) => { document.getElementById('log').textContent = text; };
  window.say = say;
  document.getElementById('t-new').addEventListener('click', () => say('new recipe form'));
  document.getElementById('t-refresh').addEventListener('click', () => say('refreshed ' + ++refreshed));
  document.getElementById('t-print').addEventListener('mouseup', () => say('printed'));
  document.getElementById('t-export').addEventListener('click', () => { document.getElementById('export-menu').hidden = false; });
  for (const item of document.querySelectorAll('#export-menu .item')) item.addEventListener('mousedown', () => { document.getElementById('export-menu').hidden = true; say('exported ' + item.textContent); });
  for (const node of document.querySelectorAll('.node')) node.addEventListener('click', () => { document.getElementById('panel-title').textContent = node.dataset.panel; });
  for (const tab of document.querySelectorAll('.tab')) tab.addEventListener('pointerdown', () => { for (const s of ['ingredients', 'method']) document.getElementById(s).hidden = s !== tab.dataset.tab; });
  for (const row of document.querySelectorAll('#rows tr, #rows2 tr')) row.addEventListener('click', () => { row.dataset.selected = '1'; say('row ' + row.id); });
  document.getElementById('qty-caption').addEventListener('click', () => document.getElementById('qty').focus());
</script>`;

/** The same text on two listening elements, on a page of another shape (a mail client's two "Help"s). */
const TWICE = `<!doctype html><title>Post</title>
<div id="top"><div id="h1">Help</div><div id="inbox">Inbox</div></div>
<div id="foot"><div id="h2">Help</div></div>
<p id="log"></p>
<script>
  for (const id of ['h1', 'h2']) document.getElementById(id).addEventListener('click', () => { document.getElementById('log').textContent = id; });
</script>`;

/** Delegation: a listener only on the document, and one only on a list of several items. */
const DELEGATED = `<!doctype html><title>Folders</title>
<div id="folders"><div>Drafts</div><div>Outbox</div></div>
<ul id="labels"><li>Receipts</li><li>Travel</li></ul>
<p id="log"></p>
<script>
  document.addEventListener('click', (e) => { if (e.target.closest('#folders div')) document.getElementById('log').textContent = 'folder ' + e.target.textContent; });
  document.getElementById('labels').addEventListener('click', (e) => { document.getElementById('log').textContent = 'label ' + e.target.textContent; });
</script>`;

const pages = ownPages({ '/larder': LARDER, '/twice': TWICE, '/delegated': DELEGATED });
const page = () => pages.client.page;
const outcome = (step: string) =>
  pages.client.act(step).then(
    (r) => (r.success ? `acted: ${r.actionDescription}` : `failed: ${r.message}`),
    (e: Error) => `handed over: ${e.message}`,
  );
const open = (path = '/larder') => page().goto(`${pages.origin}${path}`);
const log = () => page().locator('#log').textContent();

describe('a control with a click listener of its own and no role (rule listened-control)', () => {
  it('"go to Preferences": the sidebar node (listener on the node, text in a child) is clicked, its panel shown', async () => {
    await open();
    expect(await outcome('go to Preferences')).toMatch(/^acted: click .*"Preferences"/);
    expect(await page().locator('#panel-title').textContent()).toBe('preferences');
  });

  it('"show the shopping list": the node clicked', async () => {
    await open();
    expect(await outcome('show the shopping list')).toMatch(/^acted/);
    expect(await page().locator('#panel-title').textContent()).toBe('shopping');
  });

  it('"go to the Method tab": the tab (a pointerdown listener) shows its panel', async () => {
    await open();
    expect(await outcome('go to the Method tab')).toMatch(/^acted/);
    expect(await page().locator('#method').isVisible()).toBe(true);
    expect(await page().locator('#ingredients').isVisible()).toBe(false);
  });

  it('"print to PDF": the verb and its object are the button\'s text (a mouseup listener)', async () => {
    await open();
    expect(await outcome('print to PDF')).toMatch(/^acted/);
    expect(await log()).toBe('printed');
  });

  it('"refresh": the verb alone is the button\'s text', async () => {
    await open();
    expect(await outcome('refresh')).toMatch(/^acted/);
    expect(await log()).toBe('refreshed 1');
  });

  it('"switch to Archive": a td with an inline onclick', async () => {
    await open();
    expect(await outcome('switch to Archive')).toMatch(/^acted/);
    expect(await log()).toBe('archived');
  });

  it('"open Export", then "pick Weekly digest" in the menu drawn open (a mousedown listener)', async () => {
    await open();
    expect(await outcome('open Export')).toMatch(/^acted/);
    expect(await page().locator('#export-menu').isVisible()).toBe(true);
    expect(await outcome('pick Weekly digest')).toMatch(/^acted/);
    expect(await log()).toBe('exported Weekly digest');
    expect(await page().locator('#export-menu').isVisible()).toBe(false);
  });

  it('the read is counted, a few elements at a time', async () => {
    await open();
    const before = { ...listenerReads };
    expect(await outcome('go to Pantry')).toMatch(/^acted/);
    expect(listenerReads.reads).toBeGreaterThan(before.reads);
    expect(listenerReads.elements - before.elements).toBeLessThanOrEqual(6);
  });
});

describe('near misses: no listener of its own, or two, hand over', () => {
  it('"open the stock report": the text has no listener (nothing changes)', async () => {
    await open();
    expect(await outcome('open the stock report')).toMatch(/^handed over/);
    expect(await log()).toBe('');
  });

  it('"open Help": two listening elements show it; the hand-over says so', async () => {
    await open('/twice');
    const said = await outcome('open Help');
    expect(said).toMatch(/^handed over: .*2 elements the page listens to for clicks show "help"/);
    expect(await log()).toBe('');
  });

  it('"go to Drafts": a listener only on the document is delegation, no evidence', async () => {
    await open('/delegated');
    expect(await outcome('go to Drafts')).toMatch(/^handed over/);
    expect(await log()).toBe('');
  });

  it('"go to Travel": a listener only on the list of labels is delegation, no evidence', async () => {
    await open('/delegated');
    expect(await outcome('go to Travel')).toMatch(/^handed over/);
    expect(await log()).toBe('');
  });

  it('"open Flour": the row listens, not the cell the words name (the row shows more)', async () => {
    await open();
    expect(await outcome('open Flour')).toMatch(/^handed over/);
    expect(await page().locator('#row-flour').getAttribute('data-selected')).toBeNull();
  });

  it('"open Rye": its cell keeps from the pointer, and the row around it that listens shows more than "Rye"', async () => {
    await open();
    expect(await outcome('open Rye')).toMatch(/^handed over/);
    expect(await page().locator('#row-rye').getAttribute('data-selected')).toBeNull();
  });

  it('"pick As CSV" with the menu closed: the item is not shown, handed over', async () => {
    await open();
    expect(await outcome('pick As CSV')).toMatch(/^handed over/);
    expect(await log()).toBe('');
  });

  it('"type 3 into Quantity": the listening caption is not clicked, the field is typed into', async () => {
    await open();
    const said = await outcome('type 3 into Quantity');
    expect(said).not.toMatch(/listened-control/);
    expect(await page().locator('#qty').inputValue()).toBe(said.startsWith('acted') ? '3' : '');
  });
});

describe('a browser with no DevTools session: no evidence, handed over as before', () => {
  it('"go to Preferences" on a page whose context opens no DevTools session (as Firefox or WebKit)', async () => {
    await open();
    const real = page();
    // The same page, whose context refuses DevTools sessions: everything else is the real page's.
    const context = new Proxy(real.context(), {
      get: (target, key) => (key === 'newCDPSession' ? () => Promise.reject(new Error('no DevTools here')) : (Reflect.get(target, key) as unknown)),
    });
    const noDevTools = new Proxy(real, { get: (target, key) => (key === 'context' ? () => context : (Reflect.get(target, key) as unknown)) }) as Page;
    const snapshot = await captureSnapshot(real, { timeout: 10_000 });
    const decision = await resolveOnPage('act', 'go to Preferences', snapshot, noDevTools);
    expect(decision.resolved).toBe(false);
    // The same snapshot on the real page resolves: the fact is what decides.
    const withDevTools = await resolveOnPage('act', 'go to Preferences', snapshot, real);
    expect(withDevTools.resolved && withDevTools.rule).toBe('listened-control');
  });
});
