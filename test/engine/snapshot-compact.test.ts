import { describe, expect, it } from 'vitest';
import { FOLD_MAX_PARTS, fromNodes, isActionable, parseAriaJson, walk, type SnapshotNode } from '../../src/engine/snapshot/index.js';

/** A product card as ariaSnapshotJSON({ mode: 'ai' }) gives it (div wrappers included). */
const card = (i: number, ref: number) => ({
  role: 'article',
  ref: `e${ref}`,
  children: [
    { role: 'generic', ref: `e${ref + 1}`, children: [{ role: 'img', name: `Photo of Item ${i}`, ref: `e${ref + 2}` }] },
    {
      role: 'generic',
      ref: `e${ref + 3}`,
      children: [
        { role: 'heading', name: `Item ${i}`, level: 3, ref: `e${ref + 4}` },
        { role: 'paragraph', ref: `e${ref + 5}`, text: `$${i}.25` },
        { role: 'paragraph', ref: `e${ref + 6}`, text: `A piece,\n  batch ${i}.` },
      ],
    },
    {
      role: 'generic',
      ref: `e${ref + 7}`,
      children: [
        { role: 'button', name: `Add Item ${i} to cart`, ref: `e${ref + 8}` },
        { role: 'link', name: `Details of Item ${i}`, ref: `e${ref + 9}`, url: `/item/${i}` },
      ],
    },
  ],
});

const row = (cells: unknown[], ref: string) => ({ role: 'row', ref, children: cells });

/** Every name, text and actionable ref of the tree is in the page text (texts whitespace-folded). */
function expectNothingLost(nodes: SnapshotNode[], text: string) {
  for (const node of walk(nodes)) {
    if (node.name) expect(text, `name of ${node.role}`).toContain(node.name.replace(/\s+/g, ' ').trim());
    if (node.text) expect(text, `text of ${node.role}`).toContain(node.text.replace(/\s+/g, ' ').trim());
    if (node.ref && (isActionable(node) || node.url !== undefined)) expect(text, `ref of ${node.role} "${node.name}"`).toContain(`[ref=${node.ref}]`);
  }
}

describe('compaction: folding cards and rows', () => {
  it('folds each card onto one line with its image, heading, price, text, button and link', () => {
    const nodes = parseAriaJson([{ role: 'main', ref: 'e1', children: [card(1, 10), card(2, 20)] }]);
    const { text } = fromNodes('http://x/', nodes);
    expect(text).toBe(
      [
        '- main',
        '  - article: img "Photo of Item 1" | h3 "Item 1" | $1.25 | A piece, batch 1. | button "Add Item 1 to cart" [ref=e18] | link "Details of Item 1" [ref=e19]',
        '  - article: img "Photo of Item 2" | h3 "Item 2" | $2.25 | A piece, batch 2. | button "Add Item 2 to cart" [ref=e28] | link "Details of Item 2" [ref=e29]',
      ].join('\n'),
    );
    expect(text).not.toContain('/item/');
    expectNothingLost(nodes, text);
  });

  it('folds a table row into its cells in order, an empty cell keeping its column', () => {
    const nodes = parseAriaJson([
      {
        role: 'table',
        name: 'Stock',
        ref: 't1',
        children: [
          { role: 'caption', ref: 't2', text: 'Stock' },
          { role: 'rowgroup', ref: 't3', children: [row([{ role: 'columnheader', name: 'Pick', ref: 't5' }, { role: 'columnheader', name: 'SKU', ref: 't6' }, { role: 'columnheader', name: 'Note', ref: 't7' }], 't4')] },
          {
            role: 'rowgroup',
            ref: 't8',
            children: [
              row([{ role: 'cell', ref: 'c1', children: [{ role: 'checkbox', name: 'Select A-1', ref: 'c2', checked: true }] }, { role: 'cell', name: 'A-1', ref: 'c3' }, { role: 'cell', ref: 'c4' }], 'r1'),
              row([{ role: 'cell', ref: 'c5', children: [{ role: 'checkbox', name: 'Select A-2', ref: 'c6' }] }, { role: 'cell', name: 'A-2', ref: 'c7' }, { role: 'cell', name: 'fragile', ref: 'c8' }], 'r2'),
            ],
          },
        ],
      },
    ]);
    const { text } = fromNodes('http://x/', nodes);
    expect(text).toBe(
      [
        '- table "Stock"',
        '  - row: columnheader "Pick" [ref=t5] | columnheader "SKU" [ref=t6] | columnheader "Note" [ref=t7]',
        '  - row: checkbox "Select A-1" [checked] [ref=c2] | A-1 | ',
        '  - row: checkbox "Select A-2" [ref=c6] | A-2 | fragile',
      ].join('\n'),
    );
    expectNothingLost(nodes, text);
  });

  it('keeps a long group on several lines, and a group holding a group or an iframe', () => {
    const links = Array.from({ length: FOLD_MAX_PARTS + 1 }, (_, i) => ({ role: 'listitem', ref: `l${i}`, children: [{ role: 'link', name: `Page ${i}`, ref: `a${i}`, url: `/p/${i}` }] }));
    const nodes = parseAriaJson([
      { role: 'list', ref: 'l', children: links },
      { role: 'banner', ref: 'b', children: [{ role: 'navigation', ref: 'n', children: [{ role: 'link', name: 'Home', ref: 'h' }] }, { role: 'heading', name: 'Shop', level: 1, ref: 'hh' }] },
      { role: 'region', name: 'Pay', ref: 'p', children: [{ role: 'iframe', ref: 'f', children: [{ role: 'button', name: 'Pay now', ref: 'f1e1' }] }] },
    ]);
    const lines = fromNodes('http://x/', nodes).text.split('\n');
    expect(lines[0]).toBe('- list');
    // Each list item still folds on its own line.
    expect(lines[1]).toBe('  - listitem: link "Page 0" [ref=a0]');
    expect(lines).toHaveLength(1 + links.length + 3 + 3);
    expect(lines.slice(-6)).toEqual([
      '- banner',
      '  - navigation: link "Home" [ref=h]',
      '  - h1 "Shop"',
      '- region "Pay"',
      '  - iframe [ref=f]',
      '    - button "Pay now" [ref=f1e1]',
    ]);
    expectNothingLost(nodes, lines.join('\n'));
  });

  it('folds form groups and option lists, keeping states and placeholders', () => {
    const nodes = parseAriaJson([
      { role: 'group', name: 'Delivery', ref: 'g', children: [{ role: 'radio', name: 'Standard', checked: true, ref: 'r1' }, { role: 'radio', name: 'Express', checked: false, disabled: true, ref: 'r2' }] },
      { role: 'combobox', name: 'Country', ref: 'c', expanded: false, children: [{ role: 'option', name: 'Norway', selected: true, ref: 'o1' }, { role: 'option', name: 'Chile', ref: 'o2' }] },
      { role: 'textbox', name: 'Name', ref: 't', placeholder: 'Ada', text: 'Bob' },
      { role: 'paragraph', ref: 'p', children: ['Cart:', { role: 'status', ref: 's', text: '2' }, 'items'] },
    ]);
    const { text } = fromNodes('http://x/', nodes);
    expect(text).toBe(
      [
        '- group "Delivery": radio "Standard" [checked] [ref=r1] | radio "Express" [disabled] [ref=r2]',
        '- combobox "Country" [collapsed] [ref=c]: option "Norway" [selected] [ref=o1] | option "Chile" [ref=o2]',
        '- textbox "Name" [placeholder="Ada"] [ref=t]: Bob',
        '- paragraph: Cart: | status: 2 | items',
      ].join('\n'),
    );
    expectNothingLost(nodes, text);
  });

  it('loses nothing on a large, varied page', () => {
    const items = Array.from({ length: 300 }, (_, i) =>
      i % 3 === 0
        ? card(i, 1000 + i * 10)
        : i % 3 === 1
          ? row([{ role: 'cell', name: `SKU-${i}`, ref: `s${i}` }, { role: 'cell', ref: `d${i}`, children: [{ role: 'button', name: `Edit ${i}`, ref: `b${i}` }, `note ${i}`] }], `r${i}`)
          : { role: 'listitem', ref: `li${i}`, children: [{ role: 'generic', ref: `g${i}`, cursor: 'pointer', text: `Drag ${i}` }, { role: 'generic', ref: `z${i}`, text: `Zone ${i}` }] },
    );
    const nodes = parseAriaJson([{ role: 'main', ref: 'm', children: items }]);
    const { text } = fromNodes('http://x/', nodes);
    expectNothingLost(nodes, text);
    expect(text).toContain('- listitem: generic [ref=g2]: Drag 2 | generic [ref=z2]: Zone 2');
    expect(text.split('\n')).toHaveLength(301);
  });
});
