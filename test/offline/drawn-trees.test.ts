/**
 * Trees drawn with no ARIA (issue 25): rows of divs and spans, each node an expander icon and a
 * checkbox icon before its title, the state said only in classes. Found by a file tree grid of the
 * corpus; the pages here are ours, other domains and other markup: an org chart whose rows are all
 * drawn anew on every change (as some tree grids do), its expander a caret that points right or
 * down and its box's tick a class on the icon; a table of contents whose rows say expanded or
 * collapsed in their own classes, with plus and minus toggles; and broken trees whose expander
 * or box does nothing (a failure, never a success).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

interface OrgNode { name: string; open?: boolean; ticked?: boolean; children?: OrgNode[] }

/** An org chart drawn as rows of divs: every change draws every row anew. `dead`: the expander and the box do nothing. */
const orgChart = (dead = false) => `<!doctype html><title>Org chart</title>
<style>.org-row { height: 24px; } .org-node i { display: inline-block; width: 16px; font-style: normal; cursor: pointer; }</style>
<h1>Organisation</h1>
<div id="chart"><div id="rows"></div></div>
<p id="said">Ready</p>
<script>
  const data = [
    { name: 'Engineering', open: true, children: [
      { name: 'Platform', children: [{ name: 'Ivo Petrov' }, { name: 'Mia Tanaka' }] },
      { name: 'Dana Lee' },
      { name: 'Omar Haddad' },
    ] },
    { name: 'Sales', children: [
      { name: 'Platform', children: [{ name: 'Lena Fischer' }] },
      { name: 'Ravi Kumar' },
    ] },
    { name: 'Board' },
  ];
  const flat = [];
  function draw() {
    const rows = document.getElementById('rows');
    rows.textContent = '';
    flat.length = 0;
    const add = (node, level) => {
      flat.push(node);
      const row = document.createElement('div');
      row.className = 'org-row' + (node.ticked ? ' is-picked' : '');
      row.style.paddingLeft = (level * 20) + 'px';
      const part = document.createElement('span');
      part.className = 'org-node';
      const box = document.createElement('i');
      box.className = 'pick checkbox' + (node.ticked ? ' checked' : '');
      box.textContent = node.ticked ? '\\u2611' : '\\u2610';
      box.dataset.at = String(flat.length - 1);
      part.append(box);
      if (node.children) {
        const caret = document.createElement('i');
        caret.className = 'twisty caret-' + (node.open ? 'down' : 'right');
        caret.textContent = node.open ? '\\u25BE' : '\\u25B8';
        caret.dataset.at = String(flat.length - 1);
        part.append(caret);
      }
      const title = document.createElement('span');
      title.className = 'org-title';
      title.textContent = node.name;
      part.append(title);
      row.append(part);
      rows.append(row);
      if (node.children && node.open) node.children.forEach((c) => add(c, level + 1));
    };
    data.forEach((n) => add(n, 0));
  }
  draw();
  document.getElementById('rows').addEventListener('click', (e) => {
    const icon = e.target.closest('i');
    if (!icon || ${dead}) return;
    const node = flat[Number(icon.dataset.at)];
    if (icon.classList.contains('twisty')) node.open = !node.open;
    if (icon.classList.contains('pick')) node.ticked = !node.ticked;
    document.getElementById('said').textContent = (icon.classList.contains('twisty') ? 'Toggled ' : 'Picked ') + node.name;
    draw();
  });
</script>`;

/** A table of contents whose rows state expanded or collapsed in their own classes; plus and minus toggles; no boxes. */
const TOC = `<!doctype html><title>Handbook</title>
<style>.toc-line i { display: inline-block; width: 1em; font-style: normal; cursor: pointer; }</style>
<h1>Handbook</h1>
<nav class="toc">
  <div class="toc-item expanded"><span class="toc-line"><i class="toc-toggle minus">\u2212</i><span>Getting started</span></span></div>
  <div class="toc-item child"><span class="toc-line"><i class="toc-dot">\u2022</i><span>Install</span></span></div>
  <div class="toc-item child"><span class="toc-line"><i class="toc-dot">\u2022</i><span>First run</span></span></div>
  <div class="toc-item collapsed"><span class="toc-line"><i class="toc-toggle plus">+</i><span>Reference</span></span></div>
  <div class="toc-item child" hidden><span class="toc-line"><i class="toc-dot">\u2022</i><span>Options</span></span></div>
</nav>
<script>
  document.querySelectorAll('.toc-toggle').forEach((t) => t.addEventListener('click', () => {
    const item = t.closest('.toc-item');
    const open = item.classList.contains('collapsed');
    item.classList.toggle('collapsed', !open);
    item.classList.toggle('expanded', open);
    t.className = 'toc-toggle ' + (open ? 'minus' : 'plus');
    t.textContent = open ? '\\u2212' : '+';
    for (let n = item.nextElementSibling; n && n.classList.contains('child'); n = n.nextElementSibling) n.hidden = !open;
  }));
</script>`;

const pages = ownPages({ '/org': orgChart(), '/dead': orgChart(true), '/toc': TOC });
const page = () => pages.client.page;
/** Each shown row's title, with its caret and box as drawn. */
const rows = () =>
  page().$$eval('.org-row', (rs) => rs.map((r) => `${r.querySelector('.org-title')!.textContent}${r.querySelector('.twisty')?.className.includes('down') ? ' open' : r.querySelector('.twisty') ? ' closed' : ''}${r.querySelector('.pick')!.className.includes('checked') ? ' ticked' : ''}`));
const START = ['Engineering open', 'Platform closed', 'Dana Lee', 'Omar Haddad', 'Sales closed', 'Board'];

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await rows()).toEqual(START);
}

describe('trees drawn with no ARIA: expand and collapse (tree-toggle)', () => {
  it('"expand Sales": a click on its caret (pointing right: closed); its rows shown', async () => {
    await page().goto(`${pages.origin}/org`);
    const result = await pages.client.act('expand Sales');
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'tree-toggle' });
    expect(result.success, result.message).toBe(true);
    expect(await rows()).toEqual([...START.slice(0, 4), 'Sales open', 'Platform closed', 'Ravi Kumar', 'Board']);
  });

  it('"collapse the Engineering department" (its caret points down: open): its rows hidden', async () => {
    await page().goto(`${pages.origin}/org`);
    const result = await pages.client.act('collapse the Engineering department');
    expect(result.success, result.message).toBe(true);
    expect(await rows()).toEqual(['Engineering closed', 'Sales closed', 'Board']);
  });

  it('"expand Platform in the Sales team": two nodes are titled Platform; the scope picks the one under Sales (by indentation)', async () => {
    await page().goto(`${pages.origin}/org`);
    await pages.client.act('expand Sales');
    const result = await pages.client.act('expand Platform in the Sales team');
    expect(result.success, result.message).toBe(true);
    expect(await rows()).toEqual([...START.slice(0, 4), 'Sales open', 'Platform open', 'Lena Fischer', 'Ravi Kumar', 'Board']);
  });

  it('near miss: "expand Platform" with two shown (under Engineering and under Sales) is handed over, nothing clicked', async () => {
    await page().goto(`${pages.origin}/org`);
    await pages.client.act('expand Sales');
    const before = await rows();
    await expect(pages.client.act('expand Platform')).rejects.toThrow(/2 rows of the tree are titled "platform"/);
    expect(await rows()).toEqual(before);
  });

  it('near miss: "expand Dana Lee" (a leaf: no expander) is handed over saying it has no children', async () => {
    await page().goto(`${pages.origin}/org`);
    await handsOver('expand Dana Lee', /has no children/);
  });

  it('near miss: "expand Engineering" (open already) is handed over saying so', async () => {
    await page().goto(`${pages.origin}/org`);
    await handsOver('expand Engineering', /expanded already/);
  });

  it('an expander that does nothing: "expand Sales" is a failure, never a success', async () => {
    await page().goto(`${pages.origin}/dead`);
    const result = await pages.client.act('expand Sales');
    expect(result.success).toBe(false);
    expect(await rows()).toEqual(START);
  });

  it('a table of contents whose rows say expanded/collapsed in their classes: "expand Reference", "collapse Getting started"', async () => {
    await page().goto(`${pages.origin}/toc`);
    const shown = () => page().$$eval('.toc-item:not([hidden]) span > span', (s) => s.map((x) => x.textContent));
    const opened = await pages.client.act('expand Reference');
    expect(opened.success, opened.message).toBe(true);
    expect(await shown()).toEqual(['Getting started', 'Install', 'First run', 'Reference', 'Options']);
    const closed = await pages.client.act('collapse Getting started');
    expect(closed.success, closed.message).toBe(true);
    expect(await shown()).toEqual(['Getting started', 'Reference', 'Options']);
  });
});

describe('trees drawn with no ARIA: a node\'s checkbox icon (tree-box)', () => {
  it('"tick Dana Lee": a click on the box in her row; the row is drawn anew, found again by its title, its box ticked', async () => {
    await page().goto(`${pages.origin}/org`);
    const result = await pages.client.act('tick Dana Lee');
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'tree-box' });
    expect(result.success, result.message).toBe(true);
    expect(await rows()).toEqual(['Engineering open', 'Platform closed', 'Dana Lee ticked', 'Omar Haddad', 'Sales closed', 'Board']);
  });

  it('"check the box next to Omar Haddad", then "uncheck Omar Haddad"; "uncheck Omar Haddad" again is handed over (unticked already)', async () => {
    await page().goto(`${pages.origin}/org`);
    const on = await pages.client.act('check the box next to Omar Haddad');
    expect(on.success, on.message).toBe(true);
    expect(await rows()).toContain('Omar Haddad ticked');
    const off = await pages.client.act('uncheck Omar Haddad');
    expect(off.success, off.message).toBe(true);
    await handsOver('uncheck Omar Haddad', /unticked already/);
  });

  it('"tick the checkbox of the Sales team" (a folder by its kind word)', async () => {
    await page().goto(`${pages.origin}/org`);
    const result = await pages.client.act('tick the checkbox of the Sales team');
    expect(result.success, result.message).toBe(true);
    expect(await rows()).toEqual([...START.slice(0, 4), 'Sales closed ticked', 'Board']);
  });

  it('near miss: "tick Platform" with two shown is handed over, nothing ticked', async () => {
    await page().goto(`${pages.origin}/org`);
    await pages.client.act('expand Sales');
    const before = await rows();
    await expect(pages.client.act('tick Platform')).rejects.toThrow(/2 rows of the tree are titled "platform"/);
    expect(await rows()).toEqual(before);
  });

  it('a box that does nothing: "tick Board" is a failure, never a success', async () => {
    await page().goto(`${pages.origin}/dead`);
    const result = await pages.client.act('tick Board');
    expect(result.success).toBe(false);
    expect(await rows()).toEqual(START);
  });

  it('near miss: "tick Install" in a table of contents with no boxes is handed over (no checkbox icon)', async () => {
    await page().goto(`${pages.origin}/toc`);
    await expect(pages.client.act('tick Install')).rejects.toThrow(/handed over/);
  });
});
