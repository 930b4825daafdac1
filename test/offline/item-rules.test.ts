/**
 * Rules for lists of items (src/engine/offline/rules/add-item.ts, show-only.ts, all-items-box.ts, inline-edit.ts) and the grammar
 * frame they read ("add a todo "pay bills""), on built trees with the page's facts given by hand.
 */
import { describe, expect, it } from 'vitest';
import { resolveAction } from '../../src/engine/offline/index.js';
import type { SnapshotNode } from '../../src/engine/snapshot/index.js';
import { n, page, facts, outcome, type Snapshot } from '../support/built-tree.js';
import { parseGrammar } from '../../src/engine/offline/grammar.js';


describe('grammar: add a kind of item with its text', () => {
  it('reads the kind and the text, quoted or after called/named', () => {
    expect(parseGrammar('Add a todo "pay bills"')).toMatchObject({ verb: 'add', frame: 'kind-value', target: { name: 'todo' }, value: 'pay bills' });
    expect(parseGrammar('add a new task called Call Bob')).toMatchObject({ verb: 'add', frame: 'kind-value', target: { name: 'task' }, value: 'Call Bob' });
    expect(parseGrammar("create a new to do item named 'milk'")).toMatchObject({ verb: 'add', target: { name: 'to do item' }, value: 'milk' });
  });

  it('reads no kind-value step where there is no text for the item', () => {
    expect(parseGrammar('add a row')?.frame).not.toBe('kind-value');
    expect(parseGrammar('add California to States')?.frame).not.toBe('kind-value');
  });
});

describe('add-item', () => {
  const search = () => n('searchbox', 'Search', [], { placeholder: 'Search' });
  it('fills the entry field the kind word names (its developer-given names) and presses Enter', () => {
    const entry = n('textbox', 'What needs to be done?', [], { placeholder: 'What needs to be done?' });
    const find = search();
    const snapshot = page(n('heading', 'todos', [], { level: 1 }), find, entry);
    // The field's names are read from the page first.
    const asking = resolveAction('act', 'add a todo "pay bills"', snapshot);
    expect(!asking.resolved && asking.needs?.facts).toContain(entry.ref);
    const hints = facts(snapshot, [[entry, { tag: 'input', attrs: { class: 'new-todo' }, form: 'none' }], [find, { tag: 'input', attrs: {}, form: 'none' }]]);
    expect(outcome(snapshot, 'add a todo "pay bills"', hints)).toEqual({ rule: 'add-item', actions: [`fill ${entry.ref} pay bills`, `press ${entry.ref} Enter`] });
  });

  it('of two fields that say the kind, takes the one that says new; hands over when Enter would not submit', () => {
    const entry = n('textbox', 'Title');
    const edit = n('textbox', 'Edit');
    const snapshot = page(entry, edit);
    const hints = (form: string) => facts(snapshot, [[entry, { tag: 'input', attrs: { id: 'new-task' }, form }], [edit, { tag: 'input', attrs: { class: 'task-edit' }, form: 'none' }]]);
    expect(outcome(snapshot, 'add a new task called Call Bob', hints('submits'))).toEqual({ rule: 'add-item', actions: [`fill ${entry.ref} Call Bob`, `press ${entry.ref} Enter`] });
    expect(outcome(snapshot, 'add a new task called Call Bob', hints('inert'))).toMatch(/Enter in textbox "Title" would not add it/);
  });

  it('does not answer when no field says the kind and that it makes one (a search box that finds them)', () => {
    const snapshot = page(search());
    expect(outcome(snapshot, 'add a todo "pay bills"', facts(snapshot))).not.toHaveProperty('rule', 'add-item');
    const users = n('searchbox', 'Search users', [], { placeholder: 'Search users' });
    const admin = page(users);
    expect(outcome(admin, 'add a user "Bob"', facts(admin, [[users, { tag: 'input', attrs: { id: 'user-search' }, form: 'none' }]]))).not.toHaveProperty('rule', 'add-item');
  });
});

describe('show-only', () => {
  const filters = () => {
    const all = n('link', 'All');
    const active = n('link', 'Active');
    const completed = n('link', 'Completed');
    const clear = n('button', 'Clear completed');
    return { all, active, completed, clear, snapshot: page(n('list', undefined, [n('listitem', undefined, [], { text: 'feed the cat' })]), all, active, completed, clear) };
  };

  it('clicks the filter named exactly what the step keeps, the plural noun after it naming the items', () => {
    const { completed, active, snapshot } = filters();
    expect(outcome(snapshot, 'show only completed todos')).toEqual({ rule: 'show-only', actions: [`click ${completed.ref}`] });
    expect(outcome(snapshot, 'display active items only')).toEqual({ rule: 'show-only', actions: [`click ${active.ref}`] });
  });

  it('needs "only", and one control named so', () => {
    const { snapshot } = filters();
    expect(outcome(snapshot, 'show completed todos')).not.toHaveProperty('rule', 'show-only');
    const twice = page(n('link', 'Completed'), n('tab', 'Completed'));
    expect(outcome(twice, 'show only completed todos')).toMatch(/2 controls are named "completed"/);
  });
});

describe('all-items-box', () => {
  const list = () => {
    const all = n('checkbox');
    const rows = [n('checkbox'), n('checkbox')];
    const snapshot = page(all, n('list', undefined, rows.map((r, i) => n('listitem', undefined, [r], { text: `item ${i}` }))));
    return { all, rows, snapshot };
  };

  it('checks the one box whose developer-given names say "all", once they are read', () => {
    const { all, rows, snapshot } = list();
    const asking = resolveAction('act', 'mark all as complete', snapshot);
    expect(!asking.resolved && asking.needs?.facts).toContain(all.ref);
    const names = facts(snapshot, [[all, { tag: 'input', attrs: { id: 'toggle-all' } }], ...rows.map((r) => [r, { tag: 'input', attrs: { class: 'toggle' } }] as [SnapshotNode, object])]);
    for (const step of ['mark all as complete', 'check Mark all as complete', 'tick the mark all as complete checkbox']) {
      expect(outcome(snapshot, step, names), step).toEqual({ rule: 'all-items-box', actions: [`check ${all.ref}`] });
    }
  });

  it('does not answer for a step that says more than "all", nor with two such boxes', () => {
    const { all, rows, snapshot } = list();
    const names = facts(snapshot, [[all, { tag: 'input', attrs: { id: 'toggle-all' } }], [rows[0]!, { tag: 'input', attrs: { class: 'select-all' } }]]);
    expect(outcome(snapshot, 'mark all as not done', names)).not.toHaveProperty('rule', 'all-items-box');
    expect(outcome(snapshot, 'mark all as complete', names)).toMatch(/2 boxes say "all"/);
  });
});

describe('inline-edit', () => {
  const todos = (...extra: SnapshotNode[]) => {
    const cat = n('generic', undefined, [], { text: 'feed the cat' });
    return { cat, snapshot: page(n('list', undefined, [n('checkbox'), cat, n('checkbox'), n('generic', undefined, [], { text: 'buy milk' })]), ...extra) };
  };
  const hint = () => n('paragraph', undefined, [], { text: 'Double-click to edit a todo' });

  it('double-clicks the one text named when the page says double-clicking edits', () => {
    const { cat, snapshot } = todos(hint());
    expect(outcome(snapshot, 'edit "feed the cat"')).toEqual({ rule: 'inline-edit', actions: [`doubleClick ${cat.ref}`] });
  });

  it('hands over, saying how to rephrase, when the page does not say so or the text is written twice', () => {
    expect(outcome(todos().snapshot, 'edit "feed the cat"')).toMatch(/nothing on the page says how "feed the cat" is edited: say "double-click feed the cat"/);
    const twice = page(n('generic', undefined, [], { text: 'feed the cat' }), n('generic', undefined, [], { text: 'feed the cat' }), hint());
    expect(outcome(twice, 'edit "feed the cat"')).toMatch(/written 2 times/);
  });
});
