/**
 * A place in an app's navigation said with its kind word after its name (rules/nav-item-kind.ts): a
 * document store of our own, a tree of folders whose names carry a count or more words ("Recent (3)",
 * "Shared with me"), two folders that start with the same word, and a notebooks menu of links in a
 * navigation landmark. Found by the twelfth batch's mail client ("go to the Sent folder").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const STORE = `<!doctype html><title>Documents</title>
<div role="tree" aria-label="Folders">
  <div role="treeitem" aria-selected="true" tabindex="0">My files</div>
  <div role="treeitem" aria-selected="false" tabindex="-1">Recent (3)</div>
  <div role="treeitem" aria-selected="false" tabindex="-1">Shared with me</div>
  <div role="treeitem" aria-selected="false" tabindex="-1">Archive 2024</div>
  <div role="treeitem" aria-selected="false" tabindex="-1">Archive 2025</div>
  <div role="treeitem" aria-selected="false" tabindex="-1">Bin</div>
</div>
<nav aria-label="Notebooks"><a href="#travel">Travel plans (2)</a> <a href="#recipes">Recipes</a></nav>
<main><h1>My files</h1><p>Recently opened: Budget.xlsx</p></main>
<p id="status">Ready</p>
<script>
  document.querySelectorAll('[role=treeitem]').forEach((t) => t.onclick = () => {
    document.querySelectorAll('[role=treeitem]').forEach((o) => o.setAttribute('aria-selected', String(o === t)));
    document.getElementById('status').textContent = 'Showing ' + t.textContent;
  });
  addEventListener('hashchange', () => { document.getElementById('status').textContent = 'Notebook ' + document.querySelector('nav a[href="' + location.hash + '"]').textContent; });
</script>`;

/** A photo app's preferences: a tab list of sections, each a tab whose panel shows when selected. */
const PREFERENCES = `<!doctype html><title>Preferences</title>
<h1>Preferences</h1>
<div role="tablist" aria-label="Preference sections">
  <button role="tab" aria-selected="true">Library</button>
  <button role="tab" aria-selected="false">Sharing</button>
  <button role="tab" aria-selected="false">Storage &amp; backup</button>
</div>
<p>Print sizes are set per album.</p>
<p id="status">Ready</p>
<script>
  document.querySelectorAll('[role=tab]').forEach((t) => t.onclick = () => {
    document.querySelectorAll('[role=tab]').forEach((o) => o.setAttribute('aria-selected', String(o === t)));
    document.getElementById('status').textContent = 'Section ' + t.textContent;
  });
</script>`;

const pages = ownPages({ '/store': STORE, '/preferences': PREFERENCES });
const status = () => pages.client.page.locator('#status').textContent();

async function open() {
  await pages.client.page.goto(`${pages.origin}/store`);
}

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await status()).toBe('Ready');
}

async function resolves(step: string, after: string, rule = 'nav-item-kind') {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule });
  // A link to #x moves the URL at once; the page's hashchange handler runs a task later, so the status is polled (bounded).
  await expect.poll(status, { timeout: 5_000 }).toBe(after);
}

describe('a navigation item said with its kind word (rule nav-item-kind)', () => {
  it('"go to the Recent folder" clicks the tree item "Recent (3)"', async () => {
    await open();
    await resolves('go to the Recent folder', 'Showing Recent (3)');
  });

  it('"go to the Shared folder" clicks "Shared with me"', async () => {
    await open();
    await resolves('go to the Shared folder', 'Showing Shared with me');
  });

  it('"open the Bin folder": a tree item with no children is opened by a click (rule tree-toggle), not handed over as nothing to expand', async () => {
    await open();
    await resolves('open the Bin folder', 'Showing Bin', 'tree-toggle');
  });

  it('near miss: "expand the Bin folder" still hands over (a leaf has nothing to expand)', async () => {
    await open();
    await handsOver('expand the Bin folder', /has no children to expand/);
  });

  it('"open the Travel notebook" clicks the link "Travel plans (2)" of the navigation landmark', async () => {
    await open();
    await resolves('open the Travel notebook', 'Notebook Travel plans (2)');
  });

  it('near miss: two folders start with "Archive" and hand over naming them', async () => {
    await open();
    await handsOver('go to the Archive folder', /2 navigation items start with "archive".*Archive 2024.*Archive 2025/);
  });

  it('near miss: words shown only outside the navigation ("Recently opened") name no folder', async () => {
    await open();
    await handsOver('go to the Budget folder', /no element matches|handed over/);
  });
});

describe('a place said by the things it lists ("my starred files", rule nav-item-kind)', () => {
  it('"show my recent files" clicks "Recent (3)": the place that lists them', async () => {
    await open();
    await resolves('show my recent files', 'Showing Recent (3)');
  });

  it('"go to my shared documents" clicks "Shared with me"', async () => {
    await open();
    await resolves('go to my shared documents', 'Showing Shared with me');
  });

  it('near miss: two places start with "Archive" ("show the archive files"): handed over naming them', async () => {
    await open();
    await handsOver('show the archive files', /2 navigation items start with "archive"/);
  });

  it('near miss: no place is named by the words ("show my starred files" with no Starred): handed over', async () => {
    await open();
    await handsOver('show my starred files', /handed over/);
  });
});

describe('a section of a settings page said as "the X settings" (rule nav-item-kind)', () => {
  const openPrefs = () => pages.client.page.goto(`${pages.origin}/preferences`);

  it('"open the sharing settings" selects the tab "Sharing"', async () => {
    await openPrefs();
    await resolves('open the sharing settings', 'Section Sharing');
  });

  it('"go to the storage preferences" selects "Storage & backup" (the name, then at most two words)', async () => {
    await openPrefs();
    await resolves('go to the storage preferences', 'Section Storage & backup');
  });

  it('near miss: words shown only outside the tabs ("Print sizes") name no section', async () => {
    await openPrefs();
    await handsOver('open the print settings', /./);
  });
});
