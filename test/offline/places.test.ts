/**
 * Targets named by a place or a relation, and scopes said as possessives or in brackets (issue 25,
 * the fourth phrasings batch and the tenth batch, BLIND.md): "the tab to the right of X", "the one
 * above X in Y", "the Search field above the sheet", "Add Row at the top", "the Register button at
 * the bottom of the form", "the bottom Root node", "Cancel in the dialog's footer", "the X in the
 * header of the dialog", "Root (Callback demo)". One candidate acts; none or several hand over; a
 * relation is never dropped (its words never fuzzily name something else). Pages of our own.
 */
import { describe, expect, it } from 'vitest';
import { did, facts, n, outcome, page, text, type Snapshot } from '../support/built-tree.js';
import type { SnapshotNode } from '../../src/engine/snapshot/index.js';
import type { PageHints } from '../../src/engine/offline/hints.js';

/** The page's facts (nothing hidden in any element), with a box for each of the given nodes (x, y, w, h). */
const boxed = (snapshot: Snapshot, boxes: [SnapshotNode, [number, number, number, number]][] = []): PageHints => ({
  ...facts(snapshot, boxes.map(([node, [x, y, w, h]]) => [node, { box: { x, y, w, h } }])),
  hidden: new Map([...snapshot.byRef.keys()].map((ref) => [ref, []])),
});

describe('a relation from an anchor: above, below, to the left or right of', () => {
  it('takes the tab to the right of a tab (the nearest of that kind after it)', () => {
    const right = n('tab', 'Proin dolor', [], { selected: false });
    const snapshot = page(n('tablist', undefined, [n('tab', 'Nunc tincidunt', [], { selected: true }), right, n('tab', 'Aenean lacinia', [], { selected: false })]));
    expect(did(snapshot, 'please open the tab to the right of Nunc tincidunt')).toEqual([`click ${right.ref}`]);
    expect(outcome(snapshot, 'please open the tab to the right of Nunc tincidunt')).toMatchObject({ rule: 'place-relation' });
  });

  it('takes the anchor of the kind the step names when a tab and its panel share the name', () => {
    const right = n('tab', 'Proin dolor', [], { selected: false });
    const snapshot = page(n('tablist', undefined, [n('tab', 'Nunc tincidunt', [], { selected: true }), right]), n('tabpanel', 'Nunc tincidunt', [n('paragraph', undefined, [text('Proin elit arcu')])]));
    expect(did(snapshot, 'please open the tab to the right of Nunc tincidunt')).toEqual([`click ${right.ref}`]);
  });

  it('takes "the one above X" of X\'s own kind, inside the part named after it', () => {
    const root = n('treeitem', 'Root node', [n('group', undefined, [n('treeitem', 'Child node 1'), n('treeitem', 'Child node 2')])], { expanded: true });
    const other = n('treeitem', 'Root node', [n('group', undefined, [n('treeitem', 'Child node 1')])], { expanded: true });
    const snapshot = page(n('heading', 'JSON demo', [], { level: 3 }), n('tree', undefined, [other]), n('heading', 'HTML demo', [], { level: 3 }), n('tree', undefined, [root]));
    expect(did(snapshot, 'tap the one above Child node 1 in the HTML demo')).toEqual([`click ${root.ref}`]);
  });

  it('never takes the anchor itself, nor a name that only shares the anchor\'s words', () => {
    const snapshot = page(n('tree', undefined, [n('treeitem', 'Child node 1'), n('treeitem', 'Child node 2')]));
    expect(did(snapshot, 'tap the one above Child node 1')).toMatch(/^handover: /);
  });

  it('takes a named control above a part, and hands over when the named control lies elsewhere', () => {
    const archive = n('button', 'Archive');
    const list = n('list', 'Messages', [n('listitem', undefined, [text('message list')])]);
    const above = page(n('toolbar', undefined, [archive]), list, n('region', 'Reading pane', [n('button', 'Reply')]));
    expect(did(above, 'click Archive above the message list', 'act', boxed(above))).toEqual([`click ${archive.ref}`]);
    const below = page(n('list', 'Messages', [n('listitem', undefined, [text('message list')])]), n('region', 'Reading pane', [n('button', 'Archive')]));
    expect(did(below, 'click Archive above the message list', 'act', boxed(below))).toMatch(/^handover: nothing that fits lies above/);
  });

  it('reads boxes when the page gives them: the field above a sheet drawn after it in the page\'s order', () => {
    const search = n('textbox', 'Search');
    const sheet = n('table', undefined, [n('row', undefined, [n('cell', 'sheet')])]);
    const other = n('textbox', 'Search');
    const snapshot = page(sheet, search, other);
    const hints = boxed(snapshot, [[sheet.children[0]!.children[0]!, [0, 100, 600, 400]], [search, [400, 40, 200, 30]], [other, [0, 600, 200, 30]]]);
    expect(did(snapshot, 'click the Search field above the sheet', 'act', hints)).toEqual([`click ${search.ref}`]);
  });

  it('hands over when two equally near things lie in that direction (boxes)', () => {
    const a = n('textbox', 'First');
    const b = n('textbox', 'Second');
    const anchor = n('textbox', 'Email');
    const snapshot = page(anchor, a, b);
    const hints = boxed(snapshot, [[anchor, [100, 0, 100, 20]], [a, [0, 40, 100, 20]], [b, [200, 40, 100, 20]]]);
    expect(did(snapshot, 'type x into the box below Email', 'act', hints)).toMatch(/^handover: .*equally near/);
  });

  it('"the box under Password" reads boxes too: the box drawn under it, not the next in the order', () => {
    const password = n('textbox', 'Password');
    const side = n('textbox', 'Code');
    const retype = n('textbox', 'Retype password');
    const snapshot = page(password, side, retype);
    const hints = boxed(snapshot, [[password, [0, 0, 200, 30]], [side, [300, 0, 200, 30]], [retype, [0, 50, 200, 30]]]);
    expect(did(snapshot, 'put s3cret in the box under Password', 'act', hints)).toEqual([`fill ${retype.ref} s3cret`]);
  });
});

describe('an edge: at the top, at the bottom of a part, the top or bottom X', () => {
  it('takes the one Add Row at the top, and the first of several', () => {
    const add = n('button', 'Add Row');
    expect(did(page(add, n('grid', undefined, [n('row', undefined, [n('gridcell', 'Alice')])])), 'please hit Add Row at the top')).toEqual([`click ${add.ref}`]);
    const top = n('button', 'Add Row');
    expect(did(page(top, n('grid'), n('button', 'Add Row')), 'please hit Add Row at the top')).toEqual([`click ${top.ref}`]);
  });

  it('takes the Register button at the bottom of the form (observe)', () => {
    const register = n('button', 'Register');
    const snapshot = page(n('form', undefined, [n('button', 'Register'), n('textbox', 'Email'), register]), n('button', 'Register'));
    expect(did(snapshot, 'the Register button at the bottom of the form', 'observe')).toEqual([`click ${register.ref}`]);
  });

  it('takes the bottom one of several named alike', () => {
    const bottom = n('treeitem', 'Root node', [], { expanded: false });
    const snapshot = page(n('tree', undefined, [n('treeitem', 'Root node', [], { expanded: false })]), n('tree', undefined, [bottom]));
    expect(did(snapshot, 'click the bottom Root node')).toEqual([`click ${bottom.ref}`]);
  });
});

describe('a part of a dialog, from its structure', () => {
  const dialog = () => {
    const close = n('button', 'Close');
    const cancel = n('button', 'Cancel');
    const d = n('dialog', 'Delete item', [
      n('generic', undefined, [n('heading', 'Delete item', [], { level: 2 }), close]),
      n('generic', undefined, [n('paragraph', undefined, [text('Cancel the order or delete it?')]), n('button', 'Cancel order')]),
      n('generic', undefined, [n('button', 'Delete'), cancel]),
    ]);
    return { d, close, cancel };
  };

  it('clicks Cancel in the dialog\'s footer, not the body\'s "Cancel order"', () => {
    const { d, cancel } = dialog();
    expect(did(page(d), "hit Cancel in the dialog's footer")).toEqual([`click ${cancel.ref}`]);
  });

  it('clicks the close button in the header of the dialog', () => {
    const { d, close } = dialog();
    expect(did(page(d), 'hit Close in the header of the dialog')).toEqual([`click ${close.ref}`]);
  });

  it('hands over when the dialog is drawn with no footer', () => {
    const d = n('dialog', 'Note', [n('button', 'Cancel')]);
    expect(did(page(d), "hit Cancel in the dialog's footer")).toMatch(/^handover: /);
  });
});

describe('a scope in brackets or as a possessive', () => {
  it('reads "Root (Callback demo)" as Root in the Callback demo', () => {
    const root = n('treeitem', 'Root', [], { expanded: false });
    const snapshot = page(n('heading', 'Other demo', [], { level: 3 }), n('tree', undefined, [n('treeitem', 'Root', [], { expanded: false })]), n('heading', 'Callback demo', [], { level: 3 }), n('tree', undefined, [root]));
    expect(did(snapshot, 'click Root (Callback demo)')).toEqual([`click ${root.ref}`]);
  });

  const demos = () => {
    const items = [n('treeitem', 'Root node', [], { expanded: false }), n('treeitem', 'Root node', [], { expanded: false }), n('treeitem', 'Root', [], { expanded: false })];
    const snapshot = page(
      n('heading', 'AJAX demo', [], { level: 3 }), n('tree', undefined, [items[0]!]),
      n('heading', 'Callback function data demo', [], { level: 3 }), n('tree', undefined, [items[2]!]),
      n('heading', 'Events demo', [], { level: 3 }), n('tree', undefined, [items[1]!]),
    );
    return { snapshot, items };
  };

  it('expands a tree item named with its owner ("the AJAX demo\'s Root node") or in brackets', () => {
    const { snapshot, items } = demos();
    expect(did(snapshot, "expand the AJAX demo's Root node")).toEqual([`press ${items[0]!.ref} ArrowRight`]);
    expect(did(snapshot, 'open up Root (Callback function data demo)')).toEqual([`press ${items[2]!.ref} ArrowRight`]);
  });

  it('expands the bottom one of tree items named alike', () => {
    const { snapshot, items } = demos();
    expect(did(snapshot, 'please unfold the bottom Root node')).toEqual([`press ${items[1]!.ref} ArrowRight`]);
  });
});

describe('a value said first, with no verb, and a scope', () => {
  it('fills the Email of the form a heading names ("jo@x.io into Email in the Horizontal Form")', () => {
    const email = n('textbox', 'Email');
    const snapshot = page(
      n('generic', undefined, [n('heading', 'Quick Example', [], { level: 3 }), n('form', undefined, [n('textbox', 'Email address')])]),
      n('generic', undefined, [n('heading', 'Horizontal Form', [], { level: 3 }), n('form', undefined, [email, n('textbox', 'Password')])]),
      n('generic', undefined, [n('heading', 'Different Height', [], { level: 3 }), n('form', undefined, [n('textbox', 'Email')])]),
    );
    expect(did(snapshot, 'jo@x.io into Email in the Horizontal Form')).toEqual([`fill ${email.ref} jo@x.io`]);
  });

  it('reads no value from a plain word before "into"', () => {
    const snapshot = page(n('textbox', 'Account'));
    expect(did(snapshot, 'log into Account')).toMatch(/^handover: /);
  });
});
