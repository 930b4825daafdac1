/**
 * The readings the third phrasings batch (real-apps/phrasings3-steps.ts, BLIND.md) showed missing,
 * on built trees (no browser) and in the step's typed form: politeness and intent said before a
 * step ("let's", "go ahead and", "I'd like to", "can you …?"), "…, please" said last, phrasal verbs
 * of the verb table's verbs ("punch in", "pop open", "back out of", "flip over to", "kick off",
 * "bin", "move on to"), verbs said around their object ("start the tour over", "fold First back
 * up", "close Deciduous up", "show what's under X", "make sure X is on", "flip X to Y"), a label of
 * a verb word and a preposition ("Sort by: Newest"), an article before a format ("make the line an
 * H2"), a row named by a possessive ("in Lena's row"), an ordinal counted from the top or the bottom
 * ("the mailbox third from the top"), and a scope said first before a paraphrased verb.
 */
import { describe, expect, it } from 'vitest';
import { describeForm, parseGrammar } from '../../src/engine/offline/grammar.js';
import { type SnapshotNode } from '../../src/engine/snapshot/index.js';
import { did, n, page, text } from '../support/built-tree.js';


const form = (step: string) => {
  const read = parseGrammar(step);
  return read ? describeForm(read) : 'none';
};

describe('politeness and intent before a step, "please" after it', () => {
  it('reads "let\'s", "go ahead and", "I\'d like to", "I want to" and "can you …?" as the step they lead into', () => {
    expect(form("let's open the Filters panel")).toBe(form('open the Filters panel'));
    expect(form('go ahead and save the address')).toBe(form('save the address'));
    expect(form("I'd like to skip the tour")).toBe(form('skip the tour'));
    expect(form('I want to expand Maple')).toBe(form('expand Maple'));
    expect(form('can you expand Maple?')).toBe(form('expand Maple'));
  });

  it('acts on the control those steps name', () => {
    const filters = n('button', 'Filters');
    const snapshot = page(filters, n('button', 'Add customer'), n('button', 'Show notification'));
    expect(did(snapshot, "let's click Filters")).toEqual([`click ${filters.ref}`]);
    expect(did(snapshot, 'go ahead and click Filters')).toEqual([`click ${filters.ref}`]);
  });

  it('drops ", please" said last, and keeps a "please" that ends a value', () => {
    expect(form('Price: 20, please')).toBe('verb set · target "price" · value "20"');
    expect(form('Note: Quiet room please')).toBe('verb set · target "note" · value "Quiet room please"');
  });
});

describe('phrasal verbs of the verb table', () => {
  it('fills a field by "punch in X for Y" and "punch X into Y"', () => {
    const name = n('textbox', 'Name');
    const search = n('searchbox', 'Search orders');
    const snapshot = page(name, n('textbox', 'Email'), search);
    expect(did(snapshot, 'punch in Linus Torvalds for Name')).toEqual([`fill ${name.ref} Linus Torvalds`]);
    expect(did(snapshot, 'punch Oslo into Search orders')).toEqual([`fill ${search.ref} Oslo`]);
  });

  it('reads "pop open", "back out of", "flip over to", "kick off", "bin" and "move on to" as open, close, switch to, start, remove and go to', () => {
    expect(form('pop open the dialog')).toBe(form('open the dialog'));
    expect(form('back out of the New customer dialog')).toBe(form('close the New customer dialog'));
    expect(form('flip over to Advanced')).toBe(form('switch to Advanced'));
    expect(form('kick off the tour')).toBe(form('start the tour'));
    expect(form('bin the selected orders')).toBe(form('remove the selected orders'));
    expect(form('move on to the next step')).toBe(form('go to the next step'));
  });

  it('chooses a tab by "flip over to", and clicks the one Remove selected button by "bin the selected orders"', () => {
    const advanced = n('tab', 'Advanced', [], { selected: false });
    expect(did(page(n('tablist', undefined, [n('tab', 'General', [], { selected: true }), n('tab', 'Custom', [], { selected: false }), advanced])), 'flip over to Advanced')).toEqual([`click ${advanced.ref}`]);
  });
});

describe('verbs said around their object', () => {
  it('reads "start X over", "fold X back up", "close X up", "show what\'s under X", "flip X to Y"', () => {
    expect(form('start the tour over')).toBe(form('restart the tour'));
    expect(form('fold First back up')).toBe(form('collapse First'));
    expect(form('close Deciduous up')).toBe(form('collapse Deciduous'));
    expect(form("show what's under Non-trees")).toBe(form('expand Non-trees'));
    expect(form('FLIP PRICING TO YEARLY')).toBe(form('switch PRICING to YEARLY'));
    // "flip over to X" is a phrasal verb of its own, not "flip over" set to X.
    expect(form('flip over to Advanced')).toBe('verb go · target "advanced"');
  });

  it('collapses an open section by "fold X back up" and "close X up", and expands a closed one by "show what\'s under X"', () => {
    const first = n('button', 'First', [], { expanded: true });
    const second = n('button', 'Second', [], { expanded: false });
    const snapshot = page(first, n('region', 'First', [text('Lorem ipsum')]), second);
    expect(did(snapshot, 'fold First back up')).toEqual([`click ${first.ref}`]);
    expect(did(snapshot, 'close First up')).toEqual([`click ${first.ref}`]);
    expect(did(snapshot, "show what's under Second")).toEqual([`click ${second.ref}`]);
  });

  it('sets a switch or a box by "make sure X is on / ticked / off", and leaves a check step of its own alone', () => {
    const dark = n('switch', 'Dark mode', [], { checked: false });
    const mail = n('checkbox', 'Email notifications', [], { checked: true });
    const snapshot = page(dark, mail, n('button', 'Save preferences'));
    expect(did(snapshot, 'make sure Dark mode is on')).toEqual([`check ${dark.ref}`]);
    expect(did(snapshot, "make sure 'Email notifications' is ticked")).toEqual([`check ${mail.ref}`]);
    expect(did(snapshot, 'make sure Email notifications is off')).toEqual([`uncheck ${mail.ref}`]);
    // "make sure X is shown" asks no state of a box: still no act.
    expect(did(snapshot, 'make sure Dark mode is shown')).toMatch(/^handover/);
  });
});

describe('labels, formats, rows and places', () => {
  it('reads "Sort by: Newest" as the Sort by field set to Newest (a label of a verb word and a preposition), and "sort by Price: low to high" as a sort', () => {
    expect(form('Sort by: Newest')).toBe('verb set · target "sort by" · value "Newest"');
    expect(form('sort by Price: low to high')).toMatch(/^verb sort/);
    // A verb of the table that ends in a preposition is still that verb ("fill in: …").
    expect(form('fill in: Full name')).not.toMatch(/target "fill in"/);
  });

  it('chooses the option of the select labelled "Sort by"', () => {
    const sort = n('combobox', 'Sort by', [n('option', 'Relevance', [], { selected: true }), n('option', 'Newest')]);
    expect(did(page(n('checkbox', 'In stock only'), sort, n('button', 'Apply filters')), 'Sort by: Newest')).toEqual([`selectOption ${sort.ref} Newest`]);
  });

  it('reads the format after "an" whole ("make the line an H2" is the format H2, not "n H2")', () => {
    expect(form('make the line an H2')).toBe('verb format · target "h2"');
    expect(form('turn it into an ordered list')).toBe('verb format · target "ordered list"');
    const h1 = n('button', 'header: 1', [], { pressed: false });
    const h2 = n('button', 'header: 2', [], { pressed: false });
    expect(did(page(n('toolbar', undefined, [n('button', 'bold', [], { pressed: false }), h1, h2]), n('textbox', 'Editor')), 'make the line an H2')).toEqual([`click ${h2.ref}`]);
  });

  it('scopes to a row named by a possessive ("hit Open in Lena\'s row")', () => {
    expect(form("hit Open in Lena's row")).toBe('verb click · target "open" · scope in "Lena" (row)');
    const row = (project: string, owner: string, open: SnapshotNode) => n('row', `${project} ${owner} Open`, [n('cell', project, [text(project)]), n('cell', owner, [text(owner)]), n('cell', 'Open', [open])]);
    const opens = [n('button', 'Open'), n('button', 'Open'), n('button', 'Open')];
    const snapshot = page(n('table', undefined, [n('rowgroup', undefined, [row('Website redesign', 'Priya', opens[0]!), row('Mobile app', 'Tom', opens[1]!), row('Data migration', 'Lena', opens[2]!)])]));
    expect(did(snapshot, "hit Open in Lena's row")).toEqual([`click ${opens[2]!.ref}`]);
  });

  it('reads an ordinal counted from the top or the bottom as an ordinal before the noun', () => {
    expect(form('pick the mailbox third from the top')).toBe(form('pick the third mailbox'));
    expect(form('click the second row from the bottom')).toBe(form('click the second to last row'));
    expect(form('click the last row from the bottom')).toBe(form('click the last row from the bottom'));
    // No ordinal: "from the top" stays a scope as written.
    expect(form('click Back from the top')).toBe('verb click · target "back" · scope from "top"');
  });

  it('moves a scope said first after a paraphrased verb ("from the Edit menu, go with Paste")', () => {
    expect(form('from the Edit menu, go with Paste')).toBe('verb select · target "paste" · scope from "Edit" (menu)');
  });
});

describe('a verb that names controls, and an object one of them says', () => {
  it('does not click "Save preferences" for "save the shipping address" beside a "Save address" button (it did: the verb alone picked the control whose name says nothing of the object)', () => {
    const address = n('button', 'Save address');
    const prefs = n('button', 'Save preferences');
    const snapshot = page(n('heading', 'Shipping address'), n('textbox', 'City'), address, n('heading', 'Preferences'), n('switch', 'Dark mode'), prefs);
    const got = did(snapshot, 'save the shipping address');
    expect(got).not.toEqual([`click ${prefs.ref}`]);
    expect(did(snapshot, 'go ahead and save the shipping address')).not.toEqual([`click ${prefs.ref}`]);
  });

  it('still clicks the one control named by the verb and more ("undo" for "Undo last action")', () => {
    const undo = n('button', 'Undo last action (Ctrl+Z)');
    expect(did(page(n('textbox', 'Editor'), undo, n('button', 'Redo')), 'undo')).toEqual([`click ${undo.ref}`]);
  });
});
