/**
 * The hand-over kinds every blind batch shows (issue 25; BLIND.md, "Kind words, label prefixes and
 * places"), on built trees of our own (an editor's file list, a menu button of choices, a page of
 * tabs and sections), not the batches' markup: a menu button named by the label before its value
 * (menu-value, menu-close, menu-button), a control gone back to (return-to), a place named by its
 * kind and a noun's number ("the file list" for a list headed "Files").
 */
import { describe, expect, it } from 'vitest';
import { n, page, facts, outcome } from '../support/built-tree.js';
import type { HiddenControl } from '../../src/engine/offline/hints.js';

const item = (label: string, i: number): HiddenControl => ({ selector: `:scope > ul > li:nth-child(${i + 1})`, tag: 'li', attrs: { role: 'menuitemradio' }, label });

/** An editor's toolbar: a menu button of languages (closed, its items hidden in its part), a Theme select. */
function editor(shows = 'JavaScript', open = false) {
  const button = n('button', `Language: ${shows}`, [], { expanded: open });
  const items = open ? [n('menu', 'Language', ['JavaScript', 'Python', 'CSS'].map((l) => n('menuitemradio', l)))] : [];
  const wrap = n('generic', undefined, [button, ...items]);
  const toolbar = n('toolbar', 'Editor', [n('button', 'Save'), wrap, n('combobox', 'Theme')]);
  const snapshot = page(toolbar);
  const hints = facts(snapshot);
  // What the page holds hidden, part by part around the button (read from the page in a real run).
  if (!open) hints.hidden = new Map([[wrap.ref!, ['JavaScript', 'Python', 'CSS'].map(item)], [toolbar.ref!, []], [snapshot.nodes[0]!.ref!, []]]);
  return { snapshot, hints, button, wrap };
}

describe('menu-value: a menu button named by the label before its value', () => {
  it('opens "Language: JavaScript" and picks Python for "set the language to Python" (handed over before: no element named "language")', () => {
    const { snapshot, hints, button, wrap } = editor();
    expect(outcome(snapshot, 'set the language to Python', hints)).toEqual({ rule: 'menu-value', actions: [`click ${button.ref}`, `click ${wrap.ref}`] });
    expect(outcome(snapshot, 'change the language to CSS', hints)).toEqual({ rule: 'menu-value', actions: [`click ${button.ref}`, `click ${wrap.ref}`] });
  });

  it('reads "switch the language back to X" as the same set, and picks from the menu when it is open already', () => {
    const closed = editor('Python');
    expect(outcome(closed.snapshot, 'switch the language back to JavaScript', closed.hints)).toEqual({ rule: 'menu-value', actions: [`click ${closed.button.ref}`, `click ${closed.wrap.ref}`] });
    const open = editor('Python', true);
    const js = [...open.snapshot.byRef.values()].find((node) => node.role === 'menuitemradio' && node.name === 'JavaScript')!;
    expect(outcome(open.snapshot, 'switch the language back to JavaScript', open.hints)).toEqual({ rule: 'menu-value', actions: [`click ${js.ref}`] });
  });

  it('hands over a value shown already, a value the menu lacks, and two buttons of that label', () => {
    const { snapshot, hints } = editor();
    expect(outcome(snapshot, 'set the language to JavaScript', hints)).toMatch(/shows "JavaScript" already/);
    expect(outcome(snapshot, 'set the language to Rust', hints)).toMatch(/no item named "Rust"/);
    const a = n('button', 'Language: JavaScript', [], { expanded: false });
    const b = n('button', 'Language: Python', [], { expanded: false });
    const two = page(n('generic', undefined, [a]), n('generic', undefined, [b]));
    expect(outcome(two, 'set the language to CSS')).toMatch(/2 menu buttons are labelled "language"/);
  });

  it('leaves a button with no expanded state (no menu) to the other rules', () => {
    const snapshot = page(n('button', 'Language: JavaScript'), n('button', 'Save'));
    expect(outcome(snapshot, 'set the language to Python')).not.toMatchObject({ rule: 'menu-value' });
  });
});

describe('menu-close and menu-button: the menu called by its button\'s label', () => {
  it('closes the open Language menu with Escape (handed over before: a named menu was not a menu to close)', () => {
    const { snapshot, hints } = editor('JavaScript', true);
    expect(outcome(snapshot, 'close the Language menu', hints)).toEqual({ rule: 'menu-close', actions: ['press  Escape'] });
  });

  it('leaves "close the Theme menu" to the other rules when no shown menu is called so', () => {
    const { snapshot, hints } = editor('JavaScript', true);
    expect(outcome(snapshot, 'close the Theme menu', hints)).not.toMatchObject({ rule: 'menu-close' });
  });

  it('finds "the Language menu button" as the menu button (its kind said in two words)', () => {
    const { snapshot, hints, button } = editor();
    expect(outcome(snapshot, 'find the Language menu button', hints)).toEqual({ rule: 'menu-button', actions: [`click ${button.ref}`] });
  });
});

/** A file list headed "Files", the current file marked (aria-current, read from the page). */
function files() {
  const cart = n('button', 'cart.js');
  const report = n('button', 'report.py');
  const notes = n('button', 'notes.md');
  const snapshot = page(
    n('complementary', undefined, [n('heading', 'Files', [], { level: 2 }), n('list', 'Files', [n('listitem', undefined, [cart]), n('listitem', undefined, [report]), n('listitem', undefined, [notes])])]),
    n('main', undefined, [n('heading', 'report.py', [], { level: 1 }), n('button', 'Save')]),
  );
  return { snapshot, hints: facts(snapshot, [[report, { current: true }]]), cart, report, notes };
}

describe('return-to: "go back to X" clicks X again', () => {
  it('clicks the one control named so when no dialog is open (handed over before: not a plain instruction)', () => {
    const { snapshot, hints, cart } = files();
    expect(outcome(snapshot, 'go back to cart.js', hints)).toEqual({ rule: 'return-to', actions: [`click ${cart.ref}`] });
  });

  it('hands over the one shown now, two named so, and leaves an open dialog to go-back', () => {
    const { snapshot, hints } = files();
    expect(outcome(snapshot, 'go back to report.py', hints)).toMatch(/is the one shown now/);
    const two = page(n('button', 'Overview'), n('button', 'Overview'));
    expect(outcome(two, 'go back to Overview')).toMatch(/2 controls are named "Overview"/i);
    const dialog = page(n('button', 'Overview'), n('dialog', 'Settings', [n('button', 'Close')]));
    expect(outcome(dialog, 'go back to Overview')).not.toMatchObject({ rule: 'return-to' });
  });

  it('a name followed only by a count is the one a person reads ("Inbox (3)"); two with counts hand over', () => {
    const inbox = n('treeitem', 'Inbox (3)');
    const folders = page(n('tree', 'Folders', [inbox, n('treeitem', 'Sent'), n('treeitem', 'Archive', [], { selected: true })]));
    expect(outcome(folders, 'go back to the Inbox')).toEqual({ rule: 'return-to', actions: [`click ${inbox.ref}`] });
    const two = page(n('tab', 'Item 1'), n('tab', 'Item 2'));
    expect(outcome(two, 'go back to Item')).not.toMatchObject({ rule: 'return-to', actions: expect.anything() });
  });

  it("a stepper's tabs drawn with their number first, said with or without the kind of place", () => {
    const cart = n('tab', '1 Cart');
    const steps = page(n('tablist', undefined, [cart, n('tab', '2 Shipping', [], { selected: true }), n('tab', '3 Payment')]));
    for (const step of ['go back to the cart', 'go back to the cart step', 'go back to the Cart tab']) {
      expect(outcome(steps, step), step).toEqual({ rule: 'return-to', actions: [`click ${cart.ref}`] });
    }
    expect(outcome(steps, 'go back to the shipping step')).toMatch(/is the one shown now/);
  });
});

describe('a place named by its kind and a noun in the other number', () => {
  it('finds "notes.md in the file list" in the list named Files (handed over before: "file" and "Files" were not the same word)', () => {
    const { snapshot, hints, notes } = files();
    expect(outcome(snapshot, 'click notes.md in the file list', hints)).toEqual({ rule: 'scoped-name', actions: [`click ${notes.ref}`] });
  });
});

describe('tab-place: a tab by its place in its tab list', () => {
  const tabs = () => {
    const [profile, billing, team] = [n('tab', 'Profile', [], { selected: true }), n('tab', 'Billing'), n('tab', 'Team')];
    const snapshot = page(n('tablist', 'Settings', [profile, billing, team]), n('tabpanel', 'Profile', [n('textbox', 'Name')]));
    return { snapshot, hints: facts(snapshot, [[billing, { selected: false }], [team, { selected: false }]]), profile, billing, team };
  };

  it('opens the nth tab, the last, and the one after or before a named tab (handed over before: "no element matches second")', () => {
    const { snapshot, hints, billing, team } = tabs();
    expect(outcome(snapshot, 'open the second tab', hints)).toEqual({ rule: 'tab-place', actions: [`click ${billing.ref}`] });
    expect(outcome(snapshot, 'open the tab after Billing', hints)).toEqual({ rule: 'tab-place', actions: [`click ${team.ref}`] });
    expect(outcome(snapshot, 'select the tab before Team', hints)).toEqual({ rule: 'tab-place', actions: [`click ${billing.ref}`] });
  });

  it('hands over the selected tab, a place past the end, a name no tab has, and a count over two tab lists', () => {
    const { snapshot, hints } = tabs();
    expect(outcome(snapshot, 'open the first tab', hints)).toMatch(/selected tab already/);
    expect(outcome(snapshot, 'open the tab after Team', hints)).toMatch(/no tab comes after/);
    expect(outcome(snapshot, 'open the tab after Orders', hints)).toMatch(/no tab is named "Orders"/i);
    const two = page(n('tablist', 'A', [n('tab', 'One'), n('tab', 'Two')]), n('tablist', 'B', [n('tab', 'Three'), n('tab', 'Four')]));
    expect(outcome(two, 'open the second tab')).toMatch(/2 tab lists/);
  });
});

describe('dismiss-dialog: a dialog called by its heading or by what it is for', () => {
  it('closes the open dialog whose heading says it, or whose own action names it (handed over before: no dialog named so)', () => {
    const close = n('button', 'Close');
    const snapshot = page(n('button', 'Log out'), n('dialog', undefined, [n('heading', 'Ready to leave?', [], { level: 5 }), close, n('button', 'Cancel'), n('link', 'Logout')]));
    expect(outcome(snapshot, 'dismiss the logout dialog')).toEqual({ rule: 'dismiss-dialog', actions: [`click ${close.ref}`] });
    expect(outcome(snapshot, 'close the Ready to leave dialog')).toEqual({ rule: 'dismiss-dialog', actions: [`click ${close.ref}`] });
  });

  it('hands over a dialog called by a plain answer or by words nothing in it says', () => {
    const snapshot = page(n('dialog', undefined, [n('heading', 'Ready to leave?', [], { level: 5 }), n('button', 'Close'), n('button', 'Cancel'), n('link', 'Logout')]));
    expect(outcome(snapshot, 'close the cancel dialog')).toMatch(/no dialog named "cancel"/);
    expect(outcome(snapshot, 'close the search dialog')).toMatch(/no dialog named "search"/);
  });
});

describe('a part\'s kind word said before its name', () => {
  it('reads "collapse card Budget" as "collapse the Budget card" (handed over before: no control for "card budget")', () => {
    const collapse = n('button', 'Collapse', [], { expanded: true });
    const snapshot = page(n('region', undefined, [n('heading', 'Budget', [], { level: 3 }), collapse, n('textbox', 'Estimated budget')]), n('region', undefined, [n('heading', 'General', [], { level: 3 }), n('button', 'Collapse', [], { expanded: true })]));
    expect(outcome(snapshot, 'collapse card Budget')).toEqual(outcome(snapshot, 'collapse the Budget card'));
    expect(outcome(snapshot, 'collapse card Budget')).toMatchObject({ actions: [`click ${collapse.ref}`] });
  });
});
