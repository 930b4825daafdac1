/**
 * The readings the phrasings batch (real-apps/phrasings-steps.ts, BLIND.md) showed missing, on built
 * trees (no browser): verb phrases said for a verb of the tables, lead-in words, ordinals of several
 * words, a label and its value with a colon, "where's", and a caption that belongs to a list, not
 * to its first item.
 */
import { describe, expect, it } from 'vitest';
import { parseGrammar } from '../../src/engine/offline/grammar.js';
import { did, n, page, text } from '../support/built-tree.js';


describe('a caption before a list captions the list, not its first item', () => {
  it('hands over "tick the todo" on three unnamed boxes under a "todos" heading (it ticked the first)', () => {
    const item = (title: string) => n('listitem', undefined, [n('checkbox'), text(title)]);
    const snapshot = page(n('heading', 'todos', [], { level: 1 }), n('list', undefined, [item('buy milk'), item('feed the cat'), item('pay bills')]));
    expect(did(snapshot, 'tick the todo')).toMatch(/^handover/);
  });

  it('still reads a caption inside the item, and one before a control outside any list', () => {
    const first = n('textbox');
    const second = n('textbox');
    const body = n('textbox');
    const snapshot = page(
      n('list', undefined, [n('listitem', undefined, [text('Street'), first]), n('listitem', undefined, [text('City'), second])]),
      text('Body'),
      body,
    );
    expect(did(snapshot, 'type Paris into the City')).toEqual([`type ${second.ref} Paris`]);
    expect(did(snapshot, 'type Hello into the Body')).toEqual([`type ${body.ref} Hello`]);
  });
});

describe('verb phrases said for a verb of the tables', () => {
  const email = n('textbox', 'Email');
  const remember = n('checkbox', 'Remember me');
  const breakfast = n('button', 'Remove Breakfast');
  const settings = n('tab', 'Settings');
  const suite = n('radio', 'Suite');
  const snapshot = page(
    email,
    remember,
    n('button', 'Remove Parking'),
    breakfast,
    n('tablist', undefined, [n('tab', 'General'), settings]),
    n('radiogroup', 'Room', [n('radio', 'Single'), suite]),
  );

  it('reads get rid of, wipe, toggle on/off, go with, bring up as remove, clear, check/uncheck, choose, open', () => {
    expect(did(snapshot, 'get rid of Breakfast')).toEqual([`click ${breakfast.ref}`]);
    expect(did(snapshot, 'wipe the Email field')).toEqual([`fill ${email.ref} `]);
    expect(did(snapshot, 'toggle on Remember me')).toEqual([`check ${remember.ref}`]);
    expect(did(snapshot, 'Toggle off "Remember me"')).toEqual([`uncheck ${remember.ref}`]);
    expect(did(snapshot, 'go with Suite')).toEqual([`click ${suite.ref}`]);
    expect(did(snapshot, 'bring up the Settings tab')).toEqual([`click ${settings.ref}`]);
  });

  it('leaves out lead-in words in the grammar too ("now", "then", "please")', () => {
    expect(parseGrammar('now expand Root node')?.verb).toBe('expand');
    expect(parseGrammar('then delete the last todo')?.verb).toBe('remove');
    expect(parseGrammar('Please expand the Find pet by ID endpoint')?.verb).toBe('expand');
  });
});

describe('ordinals of several words', () => {
  it('reads "the last but one" and "next to last" as the second from the end', () => {
    const rows = ['Alice', 'Bruno', 'Chen'].map((name) => n('listitem', undefined, [text(name), n('button', 'Delete')]));
    const snapshot = page(n('list', undefined, rows));
    const second = rows[1]!.children[1]!;
    expect(did(snapshot, 'click the last but one Delete button')).toEqual([`click ${second.ref}`]);
    expect(did(snapshot, 'click the next to last Delete button')).toEqual([`click ${second.ref}`]);
    expect(parseGrammar('expand the last but one node')?.target).toMatchObject({ ordinal: -2, kind: 'node' });
  });
});

describe('a label, a colon and its value', () => {
  it('sets the field the label names ("Full name: Grace Hopper")', () => {
    const name = n('textbox', 'Full name');
    const snapshot = page(name, n('textbox', 'Email'));
    // Filled only: leaving the field may do more than hold the value (a new-item box adds the item).
    expect(did(snapshot, 'Full name: Grace Hopper')).toEqual([`fill ${name.ref} Grace Hopper`]);
    expect(parseGrammar('Age for Julia Costa: 32')).toMatchObject({ verb: 'set', value: '32', target: { name: 'age' } });
  });

  it('leaves a label of no field, and a verb of the table before the colon, to the other readings', () => {
    const snapshot = page(n('textbox', 'Email'));
    expect(did(snapshot, 'Full name: Grace Hopper')).toMatch(/^handover/);
    expect(parseGrammar('confirm the password: s3cret')).toMatchObject({ verb: 'confirm', frame: 'colon-value' });
  });
});

describe('observe: "where\'s"', () => {
  it('finds the control named after it', () => {
    const add = n('button', 'Add Row');
    const snapshot = page(n('button', 'Delete Selected'), add);
    expect(did(snapshot, "where's 'Add Row'?", 'observe')).toEqual([`click ${add.ref}`]);
  });
});

describe('an ordinal over tree items and pages', () => {
  it('expands or collapses the nth tree item of a name ("collapse the 1st Root node", "expand the last Root node")', () => {
    const first = n('treeitem', 'Root node', [], { expanded: true });
    const last = n('treeitem', 'Root node', [], { expanded: false });
    const snapshot = page(n('tree', undefined, [first]), n('tree', undefined, [n('treeitem', 'Root node', [], { expanded: false })]), n('tree', undefined, [last]));
    expect(did(snapshot, 'collapse the 1st Root node')).toEqual([`press ${first.ref} ArrowLeft`]);
    expect(did(snapshot, 'expand the last Root node')).toEqual([`press ${last.ref} ArrowRight`]);
    // No ordinal: three of that name, a hand-over.
    expect(did(snapshot, 'expand Root node')).toMatch(/^handover/);
  });

  it('reads "the 2nd page" as page 2 of a pager', () => {
    const two = n('button', '2');
    const snapshot = page(n('list', undefined, [n('listitem', undefined, [n('button', 'Previous')]), n('listitem', undefined, [n('button', '1')]), n('listitem', undefined, [two]), n('listitem', undefined, [n('button', 'Next')])]));
    expect(did(snapshot, 'now go to the 2nd page')).toEqual([`click ${two.ref}`]);
    expect(did(snapshot, 'click the second page')).toEqual([`click ${two.ref}`]);
  });
});

describe('a header filter said another way', () => {
  const nameBox = n('searchbox');
  const deptBox = n('searchbox');
  const snapshot = page(
    n('grid', undefined, [
      n('row', undefined, [n('columnheader', 'Name', [nameBox]), n('columnheader', 'Department', [deptBox])]),
      n('row', undefined, [n('gridcell', 'Alice'), n('gridcell', 'Sales')]),
    ]),
  );

  it('sets the Name filter ("Name filter: Lena", "set the Name filter to Lena")', () => {
    expect(did(snapshot, 'Name filter: Lena')).toEqual([`type ${nameBox.ref} Lena`]);
    expect(did(snapshot, 'set the Name filter to Lena')).toEqual([`type ${nameBox.ref} Lena`]);
  });

  it('reads "the filter under Name" as the Name column\'s filter', () => {
    expect(did(snapshot, 'key in Sato in the filter under Name')).toEqual([`type ${nameBox.ref} Sato`]);
  });

  it('observe: a bare noun phrase names the element ("the Department filter")', () => {
    expect(did(snapshot, 'the Department filter', 'observe')).toEqual([`click ${deptBox.ref}`]);
  });
});
