/**
 * The step grammar (src/engine/offline/grammar.ts), the widget rules' typed form, and the rules
 * that read it on built trees (no browser): the kind guard, tree toggles that need the page's
 * state, and hand-overs that say why and how to rephrase.
 */
import { describe, expect, it } from 'vitest';
import { parseGrammar } from '../../src/engine/offline/grammar.js';
import { resolveAction } from '../../src/engine/offline/index.js';
import { NO_HINTS, type PageHints } from '../../src/engine/offline/hints.js';
import { fromNodes, type SnapshotNode } from '../../src/engine/snapshot/index.js';

let counter = 0;
function n(role: string, name?: string, children: SnapshotNode[] = [], extra: Partial<SnapshotNode> = {}): SnapshotNode {
  return { role, ...(name ? { name } : {}), ref: `e${++counter}`, frame: [], children, ...extra };
}
const page = (...nodes: SnapshotNode[]) => fromNodes('http://127.0.0.1/', [n('generic', undefined, nodes)]);
/** Facts as the probe reads them: every ref with the given facts. */
const hints = (facts: Record<string, object>): PageHints => ({ ...NO_HINTS, facts: new Map(Object.entries(facts).map(([ref, f]) => [ref, { tag: 'div', attrs: {}, ...f }])) });

describe('parseGrammar', () => {
  it('reads verb (by synonym), target with its kind word, scope and value', () => {
    expect(parseGrammar('expand Root node in the HTML demo')).toMatchObject({ verb: 'expand', target: { name: 'root', kind: 'node' }, scope: { relation: 'in', name: 'HTML', kind: 'demo' } });
    expect(parseGrammar('type "Chen" in the filter box under the Name column')).toMatchObject({ verb: 'type', value: 'Chen', target: { name: '', kind: 'filter box' }, scope: { relation: 'under', name: 'Name', kind: 'column' } });
    expect(parseGrammar('filter Name by "Chen"')).toMatchObject({ verb: 'filter', frame: 'by-value', value: 'Chen', target: { name: 'name' } });
    expect(parseGrammar('search the table for London')).toMatchObject({ verb: 'search', value: 'London', target: { name: 'table' } });
    expect(parseGrammar('unfold the second Documents folder')).toMatchObject({ verb: 'expand', target: { name: 'documents', kind: 'folder', ordinal: 2 } });
    expect(parseGrammar('set the page size to 25')).toMatchObject({ verb: 'set', value: '25', target: { name: 'page size' } });
    expect(parseGrammar('open the user menu')).toMatchObject({ verb: 'open', target: { name: 'user', kind: 'menu', roles: ['menu', 'menubar'] } });
  });

  it('reads nothing without a verb of the table', () => {
    expect(parseGrammar('the Save button')).toBeUndefined();
    expect(parseGrammar('verify that Save is shown')).toBeUndefined();
  });
});

describe('widget rules on built trees', () => {
  it('tree-toggle: expands the scoped tree item by its state, with the tree pattern key', () => {
    const root1 = n('treeitem', 'Root node', [], { level: 1 });
    const root2 = n('treeitem', 'Root node', [], { level: 1 });
    const snapshot = page(n('heading', 'HTML demo', [], { level: 1 }), n('tree', undefined, [root1]), n('heading', 'AJAX demo', [], { level: 1 }), n('tree', undefined, [root2]));
    // The state is read from the page first: a hand-over that asks for it.
    const asking = resolveAction('act', 'expand Root node in the AJAX demo', snapshot);
    expect(asking.resolved).toBe(false);
    expect(!asking.resolved && asking.needs?.facts).toContain(root2.ref);
    const decision = resolveAction('act', 'expand Root node in the AJAX demo', snapshot, hints({ [root2.ref!]: { expanded: false } }));
    expect(decision.resolved && decision.actions).toEqual([expect.objectContaining({ ref: root2.ref, method: 'press', arguments: ['ArrowRight'], effect: { expanded: true } })]);
    expect(decision.resolved && decision.rule).toBe('tree-toggle');
    expect(decision.resolved && decision.facts).toEqual(expect.arrayContaining([expect.stringContaining('aria-expanded=false')]));
    // Already expanded: handed over, saying so.
    const already = resolveAction('act', 'expand Root node in the AJAX demo', snapshot, hints({ [root2.ref!]: { expanded: true } }));
    expect(!already.resolved && already.reason).toMatch(/expanded already/);
    // Two trees with a Root node and no scope: a tie, with a rephrasing.
    const tie = resolveAction('act', 'expand Root node', snapshot, hints({ [root1.ref!]: { expanded: false }, [root2.ref!]: { expanded: false } }));
    expect(!tie.resolved && tie.reason).toMatch(/2 tree items match "Root node".*say "the first Root node tree item"/);
  });

  it('column-filter: the field in the named column header; a list drawn over a box is picked from, never typed into', () => {
    const name = n('searchbox');
    const dept = n('searchbox');
    const snapshot = page(n('grid', undefined, [n('row', undefined, [n('columnheader', 'Name', [name]), n('columnheader', 'Department', [dept])])]));
    const typed = resolveAction('act', 'type Chen into the Name filter', snapshot, hints({ [name.ref!]: {} }));
    expect(typed.resolved && typed.actions[0]).toMatchObject({ ref: name.ref, method: 'type', arguments: ['Chen'] });
    // A read-only filter is a list: clicked, then the entry saying the value picked (the box must show it after).
    const list = resolveAction('act', 'filter Department by Sales', snapshot, hints({ [dept.ref!]: { readonly: true } }));
    expect(list.resolved && list.actions[0]).toMatchObject({ ref: dept.ref, method: 'click', then: { option: 'Sales' } });
    // Said as typing, the entry is picked all the same: the box is never typed into.
    const typedList = resolveAction('act', 'type Sales into the Department filter', snapshot, hints({ [dept.ref!]: { readonly: true } }));
    expect(typedList.resolved && typedList.actions[0]).toMatchObject({ ref: dept.ref, method: 'click', then: { option: 'Sales' } });
  });
});

describe('kind-guard', () => {
  it('a name matched in part never acts when the step names another kind of thing', () => {
    const snapshot = page(n('button', 'Show pets section'), n('region', 'Orders'));
    const decision = resolveAction('act', 'click the pets section', snapshot);
    expect(decision.resolved).toBe(false);
    expect(!decision.resolved && decision.reason).toMatch(/names a section.*button "Show pets section"/);
    // Named as the page shows it, the same button is the step's element.
    expect(resolveAction('act', 'click Show pets section', snapshot).resolved).toBe(true);
  });
});

describe('grammar: verbs sharing a word', () => {
  it('"switch X to Y" sets, "switch to X" goes', () => {
    expect(parseGrammar('switch the text direction to RTL')).toMatchObject({ verb: 'set', value: 'RTL', target: { name: 'text direction' } });
    expect(parseGrammar('switch to the Profile tab')).toMatchObject({ verb: 'go', target: { name: 'profile', kind: 'tab' } });
    expect(parseGrammar('select Range as the type')).toMatchObject({ verb: 'select', frame: 'as-value', value: 'Range', target: { name: 'type' } });
  });
});

describe('grammar: a name in single quotes after a kind word', () => {
  it('reads the quoted words as the name, as double quotes are read; an apostrophe opens no quote', () => {
    expect(parseGrammar("get rid of the todo 'feed the cat'")).toMatchObject({ verb: 'remove', target: { name: 'feed the cat', exact: true } });
    expect(parseGrammar("switch to tab 'Billing'")).toMatchObject({ verb: 'go', target: { name: 'Billing', exact: true, kind: 'tab' } });
    expect(parseGrammar("tick Alice's row")).toMatchObject({ target: { exact: false, kind: 'row' } });
    expect(parseGrammar("open O'Brien's card")).toMatchObject({ target: { exact: false } });
  });

  it('acts on the item so named; a name said in part is not that item', () => {
    const item = (text: string) => n('listitem', undefined, [n('checkbox', `Done: ${text}`), n('text', text), n('button', 'Remove')]);
    const cat = item('feed the cat');
    const snapshot = page(n('list', 'Chores', [item('feed the dog'), cat, item('water the plants')]));
    const found = resolveAction('act', "get rid of the chore 'feed the cat'", snapshot);
    expect(found.resolved && found.actions.map((a) => [a.method, a.ref])).toEqual([['click', cat.children[2]!.ref]]);
    expect(resolveAction('act', "get rid of the chore 'feed'", snapshot).resolved).toBe(false);
  });
});

describe('row-by-text (observe)', () => {
  it('finds the row by a cell that says the text exactly, and hands over when two rows do', () => {
    const row = n('row', undefined, [n('cell', 'Ashton Cox'), n('cell', 'London')]);
    const snapshot = page(n('table', undefined, [row, n('row', undefined, [n('cell', 'Bea Cox'), n('cell', 'Paris')])]));
    const found = resolveAction('observe', 'find the row for Ashton Cox', snapshot);
    expect(found.resolved && found.actions[0]?.ref).toBe(row.ref);
    expect(found.resolved && found.rule).toBe('row-by-text');
    const twice = page(n('table', undefined, [n('row', undefined, [n('cell', 'Cox')]), n('row', undefined, [n('cell', 'Cox')])]));
    expect(resolveAction('observe', 'find the row for Cox', twice).resolved).toBe(false);
  });
});

describe('kind-guard and openers', () => {
  it('"open the X modal" may be the button that launches it; "click the X modal" may not', () => {
    const launch = n('button', 'Launch Default Modal');
    const snapshot = page(launch, n('button', 'Save'));
    // Whether it is open already is read from the page first (a click would close an open one).
    expect(resolveAction('act', 'open the default modal', snapshot, hints({ [launch.ref!]: {} })).resolved).toBe(true);
    expect(resolveAction('act', 'click the default modal', snapshot).resolved).toBe(false);
  });
});

describe('menu-button: a menu drawn closed is opened only by a control that may open one', () => {
  /** Facts for every ref, and hidden controls in the given parts. */
  const book = (refs: SnapshotNode[], facts: Record<string, object>, hidden: Record<string, number> = {}): PageHints => ({
    facts: new Map(refs.map((r) => [r.ref!, { tag: 'button', attrs: {}, ...(facts[r.ref!] ?? {}) }])),
    hidden: new Map(refs.map((r) => [r.ref!, Array.from({ length: hidden[r.ref!] ?? 0 }, (_, i) => ({ selector: `:scope > b:nth-child(${i + 1})`, tag: 'button', attrs: {}, label: `Item ${i}` }))])),
  });

  it('a toggle button (aria-pressed) beside hidden items is not a menu drawn closed', () => {
    const toggle = n('button', 'Enable captions');
    const play = n('button', 'Play');
    const bar = n('group', undefined, [play, toggle]);
    const snapshot = page(bar);
    const decision = resolveAction('act', 'open the Captions menu', snapshot, book([toggle, play, bar], { [toggle.ref!]: { pressed: false } }, { [bar.ref!]: 6 }));
    expect(decision.resolved && decision.actions.map((a) => a.ref)).toBe(false);
    // The same button with no aria-pressed, alone with the hidden items, is still taken for a menu drawn closed.
    const drawn = resolveAction('act', 'open the Captions menu', snapshot, book([toggle, play, bar], {}, { [bar.ref!]: 6 }));
    expect(drawn.resolved && drawn.actions.map((a) => a.ref)).toEqual([toggle.ref]);
  });

  it('hidden items beside another control with a menu state are that control\'s menu, not the named button\'s', () => {
    const captions = n('button', 'Enable captions');
    const settings = n('button', undefined, [], { expanded: true });
    const item = n('menuitem', undefined, [n('text', 'Captions'), n('text', 'Disabled')]);
    const bar = n('group', undefined, [captions, settings, n('menu', undefined, [item])]);
    const snapshot = page(bar);
    const decision = resolveAction('act', 'open the Captions menu', snapshot, book([captions, settings, item, bar], { [settings.ref!]: { expanded: true } }, { [bar.ref!]: 12 }));
    expect(decision.resolved && decision.actions.map((a) => a.ref)).not.toContain(captions.ref);
  });

});

describe('hand-over rephrasings', () => {
  it('are read from the reason, as the tester would type them', async () => {
    const { rephrasingsOf } = await import('../../src/engine/offline/tier.js');
    expect(rephrasingsOf('2 buttons match "Delete" about equally: say "the first Delete button" or scope it ("Delete in the row for Alice")')).toEqual(['the first Delete button', 'Delete in the row for Alice']);
    expect(rephrasingsOf('the "department" filter is a list, not a box to type into: say "click the department filter", then pick the entry')).toEqual(['click the department filter']);
    expect(rephrasingsOf('no element matches "x"')).toEqual([]);
  });
});

describe('tree items and comboboxes (wrong kinds of action)', () => {
  it('a tree item is expanded with the tree pattern key, not clicked (a click on its label selects it)', () => {
    const item = n('treeitem', 'Deciduous', [], { level: 1 });
    const snapshot = page(n('tree', undefined, [item, n('treeitem', 'Conifers', [], { level: 1 })]));
    const decision = resolveAction('act', 'expand Deciduous', snapshot, hints({ [item.ref!]: { expanded: false } }));
    expect(decision.resolved && decision.actions[0]).toMatchObject({ ref: item.ref, method: 'press', arguments: ['ArrowRight'] });
  });

  it('"set X to Y" and "clear X" never fill a combobox (its box is a search, not its choice)', () => {
    const snapshot = page(n('combobox', 'Person'), n('textbox', 'Name'));
    expect(resolveAction('act', 'set Person to Nikola Tesla', snapshot).resolved).toBe(false);
    expect(resolveAction('act', 'clear the Person field', snapshot).resolved).toBe(false);
    expect(resolveAction('act', 'set Name to Ada', snapshot).resolved).toBe(true);
  });
});
