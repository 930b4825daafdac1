/**
 * Ways of saying a step that the sixth phrasings batch (real-apps/phrasings6-steps.ts, session 23, BLIND.md) showed
 * the tier did not read, or read wrongly, each said here in words of our own on pages of our own, with a near miss
 * where the new reading must not act: a menu path said with arrows and no verb ("Format > Italic"), the menu said
 * first ("from the View menu pick Full screen"), the item said as the verb ("use the Format menu to underline"), a
 * submenu path said as a sequence ("View, then Zoom, then Zoom in").
 */
import { expect as see } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';
import { stepOutcomes } from '../support/step-outcomes.js';

/**
 * A menu button (APG) whose menu is hidden until it opens, a menu bar-like menu whose items open submenus while
 * pointed at, and a plain button with no menu.
 */
const EDITOR = `<!doctype html><title>Editor</title>
<style>#bar li ul{display:none} #bar li:hover>ul{display:block} #bar{list-style:none}</style>
<main><h1>Editor</h1>
<div><button id="fmt" aria-haspopup="menu" aria-expanded="false" aria-controls="fmt-menu" onclick="toggleMenu()">Format</button>
<ul role="menu" id="fmt-menu" hidden>
<li role="menuitem" onclick="say('bold')">Bold</li><li role="menuitem" onclick="say('italic')">Italic</li><li role="menuitem" onclick="say('underline')">Underline</li></ul></div>
<ul role="menu" id="bar" aria-label="Main">
<li role="none"><div role="menuitem" onclick="say('file')">File</div></li>
<li role="none"><div role="menuitem" aria-haspopup="true">View</div>
  <ul role="menu"><li role="none"><div role="menuitem" onclick="say('full screen')">Full screen</div></li>
  <li role="none"><div role="menuitem" aria-haspopup="true">Zoom</div>
    <ul role="menu"><li role="none"><div role="menuitem" onclick="say('zoom in')">Zoom in</div></li><li role="none"><div role="menuitem" onclick="say('zoom out')">Zoom out</div></li></ul></li></ul></li>
</ul>
<p><button onclick="say('tools')">Tools</button></p>
<p id="log"></p></main>
<script>
function say(t) { document.getElementById('log').textContent = t; const m = document.getElementById('fmt-menu'); m.hidden = true; document.getElementById('fmt').setAttribute('aria-expanded', 'false'); }
function toggleMenu() { const m = document.getElementById('fmt-menu'); m.hidden = !m.hidden; document.getElementById('fmt').setAttribute('aria-expanded', String(!m.hidden)); }
</script>`;

/** A grid of orders with a filter box under each header, and a form whose field says "status" in a longer label. */
const ORDERS = `<!doctype html><title>Orders</title><main><h1>Orders</h1>
<table><thead><tr><th>Order</th><th>City</th><th>Status</th></tr>
<tr><td></td><td><input aria-label="City Filter Input" id="f-city"></td><td><input aria-label="Status Filter Input" id="f-status"></td></tr></thead>
<tbody><tr><td>201</td><td>Oslo</td><td>Pending</td></tr><tr><td>202</td><td>Lyon</td><td>Shipped</td></tr></tbody></table></main>`;
const NOTE = `<!doctype html><title>Order 201</title><main><h1>Order 201</h1>
<label for="st">Status shown to the customer on the tracking page</label> <input id="st">
<label for="q">Search help</label> <input id="q"></main>`;

/** A tree whose items select on a click and open and close by their own arrow (or the arrow keys). */
const TREE = `<!doctype html><title>Plants</title><main><h1>Plants</h1>
<ul role="tree" aria-label="Plants" id="tree">
<li role="treeitem" id="herbs" aria-expanded="true" aria-selected="false" tabindex="0"><span class="arrow" aria-hidden="true">▾</span> Herbs
  <ul role="group"><li role="treeitem" aria-selected="false">Basil</li><li role="treeitem" aria-selected="false">Mint</li></ul></li>
<li role="treeitem" id="shrubs" aria-expanded="false" aria-selected="false"><span class="arrow" aria-hidden="true">▸</span> Shrubs
  <ul role="group" hidden><li role="treeitem" aria-selected="false">Lavender</li></ul></li>
</ul></main>
<script>
const tree = document.getElementById('tree');
function toggle(item) { const open = item.getAttribute('aria-expanded') !== 'true'; item.setAttribute('aria-expanded', String(open)); item.querySelector(':scope > [role=group]').hidden = !open; item.querySelector(':scope > .arrow').textContent = open ? '▾' : '▸'; }
tree.addEventListener('click', (e) => {
  const item = e.target.closest('[role=treeitem]');
  if (!item) return;
  e.stopPropagation();
  if (e.target.classList.contains('arrow')) return toggle(item);
  for (const i of tree.querySelectorAll('[role=treeitem]')) i.setAttribute('aria-selected', String(i === item));
});
tree.addEventListener('keydown', (e) => {
  const item = document.activeElement.closest('[role=treeitem]');
  if (!item || !item.hasAttribute('aria-expanded')) return;
  if ((e.key === 'ArrowLeft' && item.getAttribute('aria-expanded') === 'true') || (e.key === 'ArrowRight' && item.getAttribute('aria-expanded') === 'false')) toggle(item);
});
</script>`;

/** A list of tasks with a page size, Expand all / Collapse all over two disclosures, a box per task, and files renamed in place. */
const TASKS = `<!doctype html><title>Tasks</title><main><h1>Tasks</h1>
<p><label for="size">Rows per page</label> <select id="size"><option>10</option><option>25</option><option>50</option></select></p>
<p><button onclick="setAll(true)">Expand all</button> <button onclick="setAll(false)">Collapse all</button></p>
<button aria-expanded="false" aria-controls="s1" onclick="one(this)">Today</button><ul id="s1" hidden>
<li><label><input type="checkbox" id="t1"> water the ferns</label></li><li><label><input type="checkbox" id="t2"> post the parcel</label></li></ul>
<button aria-expanded="false" aria-controls="s2" onclick="one(this)">Later</button><ul id="s2" hidden><li>sort the attic</li></ul>
<h2>Files</h2><table><tbody>
<tr><td class="name" tabindex="0" onclick="if (!this.querySelector('input')) edit(this)">notes.txt</td></tr>
<tr><td class="name" tabindex="0" onclick="if (!this.querySelector('input')) edit(this)">plan.md</td></tr></tbody></table>
</main>
<script>
function one(b) { const open = b.getAttribute('aria-expanded') !== 'true'; b.setAttribute('aria-expanded', String(open)); document.getElementById(b.getAttribute('aria-controls')).hidden = !open; }
function setAll(open) { for (const b of document.querySelectorAll('[aria-controls]')) if ((b.getAttribute('aria-expanded') === 'true') !== open) one(b); }
function edit(td) { const i = document.createElement('input'); i.value = td.textContent; i.setAttribute('aria-label', 'New name'); td.textContent = ''; td.appendChild(i); i.focus(); i.addEventListener('keydown', (e) => { if (e.key === 'Enter') td.textContent = i.value; }); }
</script>`;

/** A shopping list with a box per item and its own "Clear completed" button; and one with a "Completed" date field and no such button. */
const SHOPPING = `<!doctype html><title>Shopping</title><main><h1>Shopping</h1><ul id="items">
<li><label><input type="checkbox" checked> eggs</label></li><li><label><input type="checkbox"> flour</label></li><li><label><input type="checkbox" checked> yeast</label></li></ul>
<button onclick="for (const b of document.querySelectorAll('#items input:checked')) b.closest('li').remove()">Clear completed (2)</button></main>`;
const PROJECT = `<!doctype html><title>Project</title><main><h1>Project</h1>
<label for="done">Completed</label> <input id="done" value="2026-11-02">
<ul><li><label><input type="checkbox" checked> draft</label></li><li><label><input type="checkbox"> review</label></li></ul></main>`;

const pages = ownPages({ '/shopping': SHOPPING, '/project': PROJECT,  '/editor': EDITOR, '/orders': ORDERS, '/note': NOTE, '/tree': TREE, '/tasks': TASKS });
const at = async (path: string) => {
  await pages.client.page.goto(`${pages.origin}${path}`);
  await pages.client.page.mouse.move(0, 0);
  return pages.client.page;
};
const everything = () =>
  pages.client.page.evaluate(() => ({
    fields: Array.from(document.querySelectorAll('input')).map((i) => i.value),
    size: (document.getElementById('size') as HTMLSelectElement | null)?.value ?? null,
    expanded: Array.from(document.querySelectorAll('[aria-controls]')).map((b) => b.getAttribute('aria-expanded')),
    boxes: Array.from(document.querySelectorAll('input[type=checkbox]')).map((b) => (b as HTMLInputElement).checked),
    items: Array.from(document.querySelectorAll('li')).map((l) => l.textContent?.trim()),
    files: Array.from(document.querySelectorAll('td.name')).map((t) => t.textContent),
    tree: Array.from(document.querySelectorAll('[role=treeitem]')).map((i) => `${i.getAttribute('aria-expanded')}:${i.getAttribute('aria-selected')}`),
    log: document.getElementById('log')?.textContent ?? null,
    open: document.getElementById('fmt')?.getAttribute('aria-expanded') ?? null,
  }));
const { acts, handsOver } = stepOutcomes(() => pages.client, everything);

describe('a menu path said with arrows and no verb ("Format > Italic")', () => {
  it("opens the menu button's menu and picks the item", async () => {
    const page = await at('/editor');
    await acts('Format > Italic');
    await see(page.locator('#log')).toHaveText('italic');
  });

  it('hands over a path whose head opens no menu, never clicking the head alone', async () => {
    await at('/editor');
    await handsOver('Tools > Spelling');
  });

  it('hands over a path to an item the menu does not hold', async () => {
    await at('/editor');
    await handsOver('Format > Strikethrough');
  });
});

describe('the menu said first, or the item said as the verb', () => {
  it('"use the Format menu to underline" picks Underline', async () => {
    const page = await at('/editor');
    await acts('use the Format menu to underline');
    await see(page.locator('#log')).toHaveText('underline');
  });

  it('"from the View menu pick Full screen" walks the submenu', async () => {
    const page = await at('/editor');
    await acts('from the View menu pick Full screen');
    await see(page.locator('#log')).toHaveText('full screen');
  });

  it('hands over a verb the menu has no item for', async () => {
    await at('/editor');
    await handsOver('use the Format menu to strike');
  });
});

describe('a submenu path said as a sequence ("View, then Zoom, then Zoom in")', () => {
  it('hovers each item on the way and clicks the last', async () => {
    const page = await at('/editor');
    await acts('View, then Zoom, then Zoom out');
    await see(page.locator('#log')).toHaveText('zoom out');
  });

  it('hands over a sequence whose last item is in no submenu of the path', async () => {
    await at('/editor');
    await handsOver('View, then Zoom, then Full screen');
  });
});

describe('a value set for a thing that only a filter box names ("set the status to Shipped")', () => {
  it('hands over: the Status filter is not the status', async () => {
    await at('/orders');
    await handsOver('set the status to Shipped');
    await handsOver('change the city to Paris');
  });

  it('still fills the filter when the step says it, and a field whose longer label says the thing', async () => {
    let page = await at('/orders');
    await acts('type Shipped into the Status filter');
    await see(page.locator('#f-status')).toHaveValue('Shipped');
    page = await at('/note');
    await acts('set the status to Shipped');
    await see(page.locator('#st')).toHaveValue('Shipped');
    await see(page.locator('#q')).toHaveValue('');
  });
});

describe('a tree said as a whole to fold or unfold ("fold the plant tree up")', () => {
  it('hands over, never clicking a tree item (the click selects it)', async () => {
    await at('/tree');
    await handsOver('fold the plant tree up');
  });

  it('collapses a tree item the step names, by the tree\'s own way', async () => {
    const page = await at('/tree');
    await acts('collapse Herbs');
    await see(page.locator('#herbs')).toHaveAttribute('aria-expanded', 'false');
    await see(page.locator('#herbs')).toHaveAttribute('aria-selected', 'false');
  });
});

describe('a page size said as the count alone ("50 per page")', () => {
  it('picks that size', async () => {
    const page = await at('/tasks');
    await acts('25 per page');
    await see(page.locator('#size')).toHaveValue('25');
  });

  it('hands over a size the page does not offer', async () => {
    await at('/tasks');
    await handsOver('70 per page');
  });
});

describe('"everything" said for all ("open everything up", "collapse everything")', () => {
  it('clicks Expand all and Collapse all', async () => {
    await at('/tasks');
    await acts('open everything up');
    expect((await everything()).expanded).toEqual(['true', 'true']);
    await acts('collapse everything');
    expect((await everything()).expanded).toEqual(['false', 'false']);
  });

  it('hands over "everything" for a verb with no control for all', async () => {
    await at('/tasks');
    await handsOver('star everything');
  });
});

describe('"cross off" an item of a list', () => {
  it('ticks the item', async () => {
    const page = await at('/tasks');
    await acts('open everything up');
    await acts('cross off post the parcel');
    await see(page.locator('#t2')).toBeChecked();
    await see(page.locator('#t1')).not.toBeChecked();
  });

  it('hands over an item the list does not have', async () => {
    await at('/tasks');
    await acts('open everything up');
    await handsOver('cross off walk the dog');
  });
});

describe('a new name said with "as" or "call … instead"', () => {
  it('renames the file in place', async () => {
    const page = await at('/tasks');
    await acts('rename notes.txt as ideas.txt');
    await see(page.locator('td.name').first()).toHaveText('ideas.txt');
    await acts("call plan.md 'roadmap.md' instead");
    await see(page.locator('td.name').nth(1)).toHaveText('roadmap.md');
  });

  it('hands over a state said with "as" (no name)', async () => {
    await at('/tasks');
    await handsOver('rename notes.txt as done');
  });
});

describe('the finished ones taken out ("get rid of the done items")', () => {
  it("clicks the list's own Clear completed", async () => {
    await at('/shopping');
    await acts('get rid of the done items');
    expect((await everything()).items).toEqual(['flour']);
  });

  it('hands over where no control clears them, never emptying a field named Completed', async () => {
    await at('/project');
    await handsOver('remove the completed ones');
  });
});
