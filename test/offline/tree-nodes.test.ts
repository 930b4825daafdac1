/**
 * Tree nodes by their labels (issue 25, kinds4): a project tree of our own drawn the APG way (tree,
 * treeitem with aria-expanded and aria-level, a group of children hidden while collapsed, the
 * pattern's Right/Left arrow keys), with folders whose names carry dots and digits. Found by a
 * file tree grid of the corpus ("expand Invoices in the Finance folder", "show what is inside
 * Engineering"); the pages here are ours, other words and markup.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const leaf = (name: string, level: number) => `<li role="treeitem" aria-level="${level}">${name}</li>`;
const folder = (name: string, level: number, open: boolean, children: string[]) =>
  `<li role="treeitem" aria-level="${level}" aria-expanded="${open}"><span>${name}</span><ul role="group"${open ? '' : ' hidden'}>${children.join('')}</ul></li>`;

const TREE = `<!doctype html><title>Project tree</title>
<h1>Project</h1>
<ul role="tree" aria-label="Project">
${folder('Research', 1, false, [folder('Papers', 2, false, [leaf('Survey v2.1.pdf', 3)]), leaf('Notes 2025.md', 2)])}
${folder('Design', 1, true, [folder('Papers', 2, false, [leaf('Sketches.pdf', 3)]), leaf('Mockup.fig', 2)])}
${leaf('License.txt', 1)}
</ul>
<script>
  const toggle = (item, open) => { item.setAttribute('aria-expanded', String(open)); item.querySelector('[role=group]').hidden = !open; };
  document.querySelectorAll('[role=treeitem]').forEach((item) => {
    item.tabIndex = -1;
    item.addEventListener('keydown', (e) => {
      e.stopPropagation();
      if (!item.hasAttribute('aria-expanded')) return;
      if (e.key === 'ArrowRight') toggle(item, true);
      if (e.key === 'ArrowLeft') toggle(item, false);
    });
  });
</script>`;

// One folder collapsed, one open, one leaf: the collapsed folder is the only control to expand on the page.
const ONE = TREE.replace(/<ul role="tree"[\s\S]*?<\/ul>\n<script>/, `<ul role="tree" aria-label="Project">
${folder('Archive', 1, false, [leaf('Old.txt', 2)])}${folder('Design', 1, true, [leaf('Mockup.fig', 2)])}${leaf('License.txt', 1)}
</ul>
<script>`);

const pages = ownPages({ '/tree': TREE, '/one': ONE });
const open = () => pages.client.page.goto(`${pages.origin}/tree`);
/** Each folder's name and aria-expanded, in reading order. */
const states = () =>
  pages.client.page.$$eval('[role=treeitem][aria-expanded]', (items) => items.map((i) => `${i.querySelector('span')!.textContent} ${i.getAttribute('aria-expanded')}`));
const START = ['Research false', 'Papers false', 'Design true', 'Papers false'];

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await states()).toEqual(START);
}

describe('tree nodes by their labels (tree-toggle)', () => {
  it('"expand Papers in the Research folder": the scope names a tree item, so the Papers inside it (there are two) is expanded', async () => {
    await open();
    await pages.client.act('expand Research');
    const result = await pages.client.act('expand Papers in the Research folder');
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'tree-toggle' });
    expect(result.success, result.message).toBe(true);
    expect(await states()).toEqual(['Research true', 'Papers true', 'Design true', 'Papers false']);
  });

  it('near miss: "expand Papers in the License.txt folder" (a leaf holds no Papers) is handed over, the tree untouched', async () => {
    await open();
    await handsOver('expand Papers in the License.txt folder', /handed over/);
  });

  it('"show what is inside Research" expands Research; "show what is inside Design" (open already) is handed over saying so', async () => {
    await open();
    await handsOver('show what is inside Design', /expanded already/);
    const result = await pages.client.act('show what is inside Research');
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'tree-toggle' });
    expect(result.success, result.message).toBe(true);
    expect(await states()).toEqual(['Research true', 'Papers false', 'Design true', 'Papers false']);
  });

  it('near miss: "show what is inside License.txt" (a leaf: no children) is handed over, the tree untouched', async () => {
    await open();
    await handsOver('show what is inside License.txt', /no children/);
  });

  it('"close the Design folder": the kind word after the name is not part of it', async () => {
    await open();
    const result = await pages.client.act('close the Design folder');
    expect(result.success, result.message).toBe(true);
    expect(await states()).toEqual(['Research false', 'Papers false', 'Design false', 'Papers false']);
  });

  it('observe "expand License.txt" (a leaf) is handed over: not the one collapsed folder beside it (it named Archive before)', async () => {
    await pages.client.page.goto(`${pages.origin}/one`);
    await expect(pages.client.observe('expand License.txt')).rejects.toThrow(/handed over/);
    await expect(pages.client.observe('expand Mockup.fig')).rejects.toThrow(/handed over/);
    const [archive] = await pages.client.observe('expand Archive');
    expect(archive?.description).toMatch(/Archive/);
  });
});
