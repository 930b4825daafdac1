/**
 * Ways of saying a step that the seventh phrasings batch (real-apps/phrasings7-steps.ts, session 24, BLIND.md) showed
 * the tier did not read, each said here in words of our own on pages of our own, with a near miss where the new
 * reading must not act: a part put out of sight ("tuck Herbs away"), a sort order said before its column ("lowest
 * price first"), a pager's last page said as the final one, two fields filled with one verb and "as the" ("enter
 * x as the user name and y as the PIN"), an item's kind said after its quoted text ("add 'rye bread' as a new item"),
 * a menu path with the place said last ("Tools > Export in the sidebar").
 */
import { expect as see } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';
import { stepOutcomes } from '../support/step-outcomes.js';

/** A tree whose items select on a click and open and close by their own arrow or the arrow keys (the APG's tree). */
const GARDEN = `<!doctype html><title>Garden</title><main><h1>Garden</h1>
<ul role="tree" aria-label="Beds" id="tree">
<li role="treeitem" aria-expanded="true" aria-selected="false" tabindex="0"><span class="arrow" aria-hidden="true">▾</span> Herbs
  <ul role="group"><li role="treeitem" aria-selected="false">Sage</li><li role="treeitem" aria-selected="false">Dill</li></ul></li>
<li role="treeitem" aria-expanded="false" aria-selected="false"><span class="arrow" aria-hidden="true">▸</span> Roses
  <ul role="group" hidden><li role="treeitem" aria-selected="false">Climber</li></ul></li>
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

/** A table of products whose headers sort (aria-sort, as the APG's sortable table), and a pager of numbered pages. */
const PRODUCTS = `<!doctype html><title>Products</title><main><h1>Products</h1>
<table id="t"><thead><tr><th aria-sort="none"><button>Product</button></th><th aria-sort="none"><button>Price</button></th><th aria-sort="none"><button>Stock</button></th></tr></thead>
<tbody></tbody></table>
<nav aria-label="Pages"><ul><li><a href="#" data-p="1" aria-current="page">1</a></li><li><a href="#" data-p="2">2</a></li><li><a href="#" data-p="3">3</a></li><li><a href="#" data-p="4">4</a></li></ul></nav>
<p id="shown">Page 1 of 4</p></main>
<script>
const rows = [['Kettle', 30, 4], ['Lamp', 12, 9], ['Mug', 6, 40], ['Rug', 55, 2]];
const body = document.querySelector('tbody');
function draw() { body.innerHTML = rows.map((r) => '<tr><td>' + r.join('</td><td>') + '</td></tr>').join(''); }
draw();
document.querySelectorAll('th').forEach((th, i) => th.querySelector('button').addEventListener('click', () => {
  const next = th.getAttribute('aria-sort') === 'ascending' ? 'descending' : 'ascending';
  document.querySelectorAll('th').forEach((h) => h.setAttribute('aria-sort', 'none'));
  th.setAttribute('aria-sort', next);
  rows.sort((a, b) => (a[i] < b[i] ? -1 : a[i] > b[i] ? 1 : 0) * (next === 'ascending' ? 1 : -1));
  draw();
}));
document.querySelectorAll('nav a').forEach((a) => a.addEventListener('click', (e) => {
  e.preventDefault();
  document.querySelectorAll('nav a').forEach((x) => x.removeAttribute('aria-current'));
  a.setAttribute('aria-current', 'page');
  document.getElementById('shown').textContent = 'Page ' + a.dataset.p + ' of 4';
}));
</script>`;

/** A sign-in form; and a form where a value of two words is said before "as the". */
const SIGN_IN = `<!doctype html><title>Sign in</title><main><h1>Sign in</h1><form onsubmit="return false">
<label for="u">User name</label> <input id="u"> <label for="pin">PIN</label> <input id="pin" type="password">
<label for="note">Note</label> <input id="note"></form></main>`;

/** A shopping list edited in place (TodoMVC's way: a double-click opens the item's edit box, Enter keeps it), with its new-item field. */
const LIST = `<!doctype html><title>Groceries</title><main><h1>Groceries</h1>
<input id="new" placeholder="What do we need?" aria-label="New item">
<ul id="items"><li><label>milk</label></li><li><label>bread</label></li><li><label>eggs</label></li></ul></main>
<script>
const list = document.getElementById('items');
function wire(li) {
  const label = li.querySelector('label');
  label.addEventListener('dblclick', () => {
    const edit = document.createElement('input');
    edit.className = 'edit';
    edit.value = label.textContent;
    li.classList.add('editing');
    label.hidden = true;
    li.appendChild(edit);
    edit.focus();
    edit.addEventListener('keydown', (e) => { if (e.key === 'Enter') { label.textContent = edit.value.trim(); edit.remove(); label.hidden = false; li.classList.remove('editing'); } });
    edit.addEventListener('blur', () => { if (edit.isConnected) { label.textContent = edit.value.trim(); edit.remove(); label.hidden = false; li.classList.remove('editing'); } });
  });
}
list.querySelectorAll('li').forEach(wire);
document.getElementById('new').addEventListener('keydown', (e) => {
  if (e.key !== 'Enter' || !e.target.value.trim()) return;
  const li = document.createElement('li');
  li.innerHTML = '<label></label>';
  li.querySelector('label').textContent = e.target.value.trim();
  list.appendChild(li);
  wire(li);
  e.target.value = '';
});
</script>`;

/** An admin page: a top bar and a sidebar, each with a Tools section that opens a list of links. */
const ADMIN = `<!doctype html><title>Admin</title>
<header><nav aria-label="Top bar"><button aria-expanded="false" aria-controls="top-tools" onclick="flip(this)">Tools</button>
<ul id="top-tools" hidden><li><a href="#top-export">Export</a></li><li><a href="#top-logs">Logs</a></li></ul></nav></header>
<aside><nav aria-label="Sidebar"><button aria-expanded="false" aria-controls="side-tools" onclick="flip(this)">Tools</button>
<ul id="side-tools" hidden><li><a href="#side-export">Export</a></li><li><a href="#side-backup">Backup</a></li></ul></nav></aside>
<main><h1>Dashboard</h1></main>
<script>function flip(b) { const open = b.getAttribute('aria-expanded') !== 'true'; b.setAttribute('aria-expanded', String(open)); document.getElementById(b.getAttribute('aria-controls')).hidden = !open; }</script>`;

const pages = ownPages({ '/admin': ADMIN, '/garden': GARDEN, '/products': PRODUCTS, '/sign-in': SIGN_IN, '/list': LIST });
const at = async (path: string) => {
  await pages.client.page.goto(`${pages.origin}${path}`);
  await pages.client.page.mouse.move(0, 0);
  return pages.client.page;
};
const everything = () =>
  pages.client.page.evaluate(() => ({
    fields: Array.from(document.querySelectorAll('input')).map((i) => i.value),
    tree: Array.from(document.querySelectorAll('[role=treeitem]')).map((i) => `${i.getAttribute('aria-expanded')}:${i.getAttribute('aria-selected')}`),
    sort: Array.from(document.querySelectorAll('th')).map((h) => h.getAttribute('aria-sort')),
    rows: Array.from(document.querySelectorAll('tbody tr')).map((r) => r.textContent),
    page: document.getElementById('shown')?.textContent ?? null,
    items: Array.from(document.querySelectorAll('#items label')).map((l) => l.textContent),
    hash: location.hash,
    open: Array.from(document.querySelectorAll('[aria-controls]')).map((b) => b.getAttribute('aria-expanded')),
  }));
const { acts, handsOver } = stepOutcomes(() => pages.client, everything);

describe('a part put out of sight ("tuck Herbs away")', () => {
  it('collapses the tree item the step names, leaving the selection', async () => {
    await at('/garden');
    await acts('tuck Herbs away');
    expect((await everything()).tree).toEqual(['false:false', 'null:false', 'null:false', 'false:false', 'null:false']);
  });

  it('hands over a thing that is not on the page, and the whole tree said as one', async () => {
    await at('/garden');
    await handsOver('fold the Tulips away');
    await handsOver('fold the bed tree away');
  });
});

describe('a sort order said before the column it orders ("lowest price first")', () => {
  it('sorts the named column in that order', async () => {
    const page = await at('/products');
    await acts('lowest price first');
    await see(page.locator('th').nth(1)).toHaveAttribute('aria-sort', 'ascending');
    expect((await everything()).rows[0]).toBe('Mug640');
    await at('/products');
    await acts('highest price at the top');
    await see(page.locator('th').nth(1)).toHaveAttribute('aria-sort', 'descending');
    expect((await everything()).rows[0]).toBe('Rug552');
    await at('/products');
    await acts('lowest stock first');
    await see(page.locator('th').nth(2)).toHaveAttribute('aria-sort', 'ascending');
    expect((await everything()).rows[0]).toBe('Rug552');
  });

  it('hands over a column the table does not have', async () => {
    await at('/products');
    await handsOver('highest rating first');
    await handsOver('newest arrivals first');
  });
});

describe("a pager's last page said as the final one", () => {
  it('"skip to the final page" goes to the highest page', async () => {
    const page = await at('/products');
    await acts('skip to the final page');
    await see(page.locator('#shown')).toHaveText('Page 4 of 4');
  });

  it('hands over where no pager is', async () => {
    await at('/garden');
    await handsOver('go to the final page');
  });
});

describe('two fields filled with one verb, each value "as the" field', () => {
  it('fills both', async () => {
    const page = await at('/sign-in');
    await acts('type mo.lee as the user name and 4471 as the PIN');
    await see(page.locator('#u')).toHaveValue('mo.lee');
    await see(page.locator('#pin')).toHaveValue('4471');
    await see(page.locator('#note')).toHaveValue('');
  });

  it('hands over when one of the fields is not on the page, filling neither', async () => {
    await at('/sign-in');
    await handsOver('type mo.lee as the user name and 4471 as the passcode');
  });
});

describe("an item's kind said after its quoted text (\"add 'rye bread' as a new item\")", () => {
  it('adds it through the new-item field', async () => {
    await at('/list');
    await acts("add 'cheese' as a new item");
    expect((await everything()).items).toEqual(['milk', 'bread', 'eggs', 'cheese']);
  });

  it('hands over a kind of thing the page has no field for', async () => {
    await at('/list');
    await handsOver("add 'Friday' as a new reminder");
  });
});

describe('a menu path with the place said last ("Tools > Export in the sidebar")', () => {
  it("opens the sidebar's section and follows its link, not the top bar's", async () => {
    const page = await at('/admin');
    await acts('Tools > Export in the sidebar');
    await see(page).toHaveURL(/#side-export$/);
    await at('/admin');
    await acts('go to Tools > Backup in the sidebar');
    await see(page).toHaveURL(/#side-backup$/);
  });

  it('hands over an item the section does not hold, and the path with the place left out (two Tools)', async () => {
    await at('/admin');
    await handsOver('Tools > Logs in the sidebar');
    await handsOver('Tools > Export');
  });
});

describe('a section opened and then its item said alone ("in the sidebar, open Tools and then Backup")', () => {
  it('opens the section and follows the item, the place said first or last', async () => {
    const page = await at('/admin');
    await acts('in the sidebar, open Tools and then Backup');
    await see(page).toHaveURL(/#side-backup$/);
    await at('/admin');
    await acts('open Tools in the top bar and then Logs');
    await see(page).toHaveURL(/#top-logs$/);
  });

  it('hands over an item the section lacks, a second verb after "then", and the section with the place left out', async () => {
    await at('/admin');
    await handsOver('in the sidebar, open Tools and then Logs');
    await handsOver('in the sidebar, open Tools and then close the dialog');
    await handsOver('open Tools and then Export');
  });
});
