/**
 * Trees whose items are drawn as a header over the part they open (issue 25 item 4): a panel bar
 * used as a documentation site's nested navigation, its items `role=treeitem` with no tabindex
 * (the tree's keys never reach them: the widget listens for clicks on each header), its
 * `aria-expanded` left "false" on the sections its markup draws open, and a section whose content
 * (a search box) the browser folds into the item's name; and a file tree that states
 * aria-expanded on each folder's link, not on its item. The pages are ours; the classes are our
 * own. Near misses: a section already in the asked state is handed over, and a header whose click
 * does nothing is a failure, never a success.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

/** A docs site's side navigation drawn as a panel bar. `dead`: the headers' clicks do nothing. */
const docsNav = (dead = false) => `<!doctype html><title>Docs</title>
<style>.nav-body[hidden], .nav-kids[hidden] { display: none; } .nav-head { display: block; padding: 4px; cursor: pointer; }</style>
<h1>Handbook</h1>
<ul id="nav" role="tree" tabindex="0">
  <li role="treeitem" aria-expanded="true" data-id="search"><span class="nav-head">Search</span>
    <div class="nav-body"><label for="q">Find a page</label> <input id="q"></div>
  </li>
  <li role="treeitem" aria-expanded="false" data-id="guides"><span class="nav-head">Guides</span>
    <ul class="nav-kids" role="group">
      <li role="treeitem" aria-expanded="false" data-id="install"><span class="nav-head">Installing</span>
        <ul class="nav-kids" role="group" hidden>
          <li role="treeitem" data-id="linux"><span class="nav-head">On Linux</span></li>
          <li role="treeitem" data-id="mac"><span class="nav-head">On macOS</span></li>
        </ul>
      </li>
      <li role="treeitem" data-id="upgrade"><span class="nav-head">Upgrading</span></li>
    </ul>
  </li>
  <li role="treeitem" aria-expanded="false" data-id="api"><span class="nav-head">API reference</span>
    <ul class="nav-kids" role="group" hidden>
      <li role="treeitem" data-id="client"><span class="nav-head">Client</span></li>
      <li role="treeitem" data-id="server"><span class="nav-head">Server</span></li>
    </ul>
  </li>
</ul>
<p id="said">Ready</p>
<script>
  document.getElementById('nav').addEventListener('click', (e) => {
    const head = e.target.closest('.nav-head');
    if (!head || ${dead}) return;
    const item = head.parentElement;
    const part = item.querySelector(':scope > .nav-body, :scope > .nav-kids');
    document.getElementById('said').textContent = 'Clicked ' + head.textContent;
    if (!part) return;
    part.hidden = !part.hidden;
    item.setAttribute('aria-expanded', String(!part.hidden));
  });
  window.openSections = () => [...document.querySelectorAll('#nav [role=treeitem]')].filter((i) => {
    const part = i.querySelector(':scope > .nav-body, :scope > .nav-kids');
    return part && !part.hidden;
  }).map((i) => i.dataset.id);
</script>`;

/** A file tree whose folders state aria-expanded on their link (the item itself states nothing). */
const FILES = `<!doctype html><title>Files</title>
<h1>Project files</h1>
<ul role="tree" aria-label="Project files">
  <li role="treeitem"><a href="#" aria-expanded="false" class="folder">src</a>
    <ul role="group" hidden>
      <li role="treeitem"><a href="#">main.ts</a></li>
      <li role="treeitem"><a href="#">util.ts</a></li>
    </ul>
  </li>
  <li role="treeitem"><a href="#" aria-expanded="true" class="folder">docs</a>
    <ul role="group">
      <li role="treeitem"><a href="#">readme.md</a></li>
    </ul>
  </li>
</ul>
<script>
  for (const a of document.querySelectorAll('a.folder')) a.addEventListener('click', (e) => {
    e.preventDefault();
    const group = a.nextElementSibling;
    group.hidden = !group.hidden;
    a.setAttribute('aria-expanded', String(!group.hidden));
  });
  window.openFolders = () => [...document.querySelectorAll('a.folder')].filter((a) => !a.nextElementSibling.hidden).map((a) => a.textContent);
</script>`;

/** Two trees, one under the heading "Shared folders"; a table beside them has a column "Folder". `twin`: the other tree's heading says folders too. */
const drive = (twin = false) => `<!doctype html><title>Drive</title>
<h2>${twin ? 'Recent folders' : 'Starred'}</h2>
<ul role="tree"><li role="treeitem" tabindex="0" onclick="pick(this)">Budget.xlsx</li><li role="treeitem" tabindex="-1" onclick="pick(this)">Notes.txt</li></ul>
<h2>Shared folders</h2>
<ul role="tree"><li role="treeitem" tabindex="0" onclick="pick(this)">Budget.xlsx</li><li role="treeitem" tabindex="-1" onclick="pick(this)">Plan.docx</li></ul>
<table><tr><th>Folder</th><th>File</th></tr><tr><td>Finance</td><td>Budget.xlsx</td></tr></table>
<p id="said">Ready</p>
<script>
  function pick(item) {
    document.querySelectorAll('[role=treeitem]').forEach((i) => i.setAttribute('aria-selected', String(i === item)));
    const trees = [...document.querySelectorAll('[role=tree]')];
    document.getElementById('said').textContent = 'Picked ' + item.textContent + ' in tree ' + trees.indexOf(item.closest('[role=tree]'));
  }
</script>`;

const pages = ownPages({ '/docs': docsNav(), '/dead': docsNav(true), '/files': FILES, '/drive': drive(), '/twin': drive(true) });
const page = () => pages.client.page;
const open = async (path: string) => {
  await page().goto(`${pages.origin}${path}`);
};
const sections = () => page().evaluate(() => (window as unknown as { openSections(): string[] }).openSections());
const folders = () => page().evaluate(() => (window as unknown as { openFolders(): string[] }).openFolders());

describe('tree items drawn as a header over the part they open (tree-toggle)', () => {
  it('"expand API reference": the item takes no focus, so its header is clicked; its children shown', async () => {
    await open('/docs');
    const result = await pages.client.act('expand API reference');
    expect(result.success, result.message).toBe(true);
    expect(await sections()).toEqual(['search', 'guides', 'api']);
  });

  it('"collapse Guides": aria-expanded says false, but its group is shown: read as open, and closed by its header', async () => {
    await open('/docs');
    const result = await pages.client.act('collapse Guides');
    expect(result.success, result.message).toBe(true);
    expect(await sections()).toEqual(['search']);
  });

  it('"collapse the Search panel": the item is named by its header, not by the search box it shows', async () => {
    await open('/docs');
    const result = await pages.client.act('collapse the Search panel');
    expect(result.success, result.message).toBe(true);
    expect(await sections()).toEqual(['guides']);
  });

  it('near miss: "expand Guides" (shown open, though aria-expanded says false) is handed over, nothing clicked', async () => {
    await open('/docs');
    await expect(pages.client.act('expand Guides')).rejects.toThrow(/expanded already/);
    expect(await page().locator('#said').textContent()).toBe('Ready');
  });

  it('near miss: "collapse API reference" (closed) is handed over, nothing clicked', async () => {
    await open('/docs');
    await expect(pages.client.act('collapse API reference')).rejects.toThrow(/collapsed already/);
    expect(await page().locator('#said').textContent()).toBe('Ready');
  });

  it('a header whose click does nothing: "expand API reference" is a failure, never a success', async () => {
    await open('/dead');
    const result = await pages.client.act('expand API reference');
    expect(result.success).toBe(false);
    expect(await sections()).toEqual(['search', 'guides']);
  });

  it('a file tree stating aria-expanded on its folders\' links: "expand src", then "collapse docs"', async () => {
    await open('/files');
    const opened = await pages.client.act('expand src');
    expect(opened.success, opened.message).toBe(true);
    expect(await folders()).toEqual(['src', 'docs']);
    const closed = await pages.client.act('collapse docs');
    expect(closed.success, closed.message).toBe(true);
    expect(await folders()).toEqual(['src']);
  });

  it('near miss: "collapse src" in the file tree (its link says collapsed) is handed over', async () => {
    await open('/files');
    await expect(pages.client.act('collapse src')).rejects.toThrow(/collapsed already/);
    expect(await folders()).toEqual(['docs']);
  });
});

describe('"in the folder tree": a tree named by the heading above it', () => {
  it('"select Budget.xlsx in the folder tree": the tree under "Shared folders", not the Folder column nor the other tree', async () => {
    await open('/drive');
    const result = await pages.client.act('select Budget.xlsx in the folder tree');
    expect(result.success, result.message).toBe(true);
    expect(await page().locator('#said').textContent()).toBe('Picked Budget.xlsx in tree 1');
  });

  it('near miss: both trees\' headings say folders: "select Budget.xlsx in the folder tree" is handed over', async () => {
    await open('/twin');
    await expect(pages.client.act('select Budget.xlsx in the folder tree')).rejects.toThrow(/handed over/);
    expect(await page().locator('#said').textContent()).toBe('Ready');
  });
});
