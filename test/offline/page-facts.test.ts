/**
 * The rules that need a fact the aria snapshot leaves out (a tag, a developer-given name, a
 * control hidden until hover), on built trees with the facts given by hand (no browser): each
 * rule resolves with the facts, asks for them without, and hands over when two candidates are
 * near or the evidence is only a guess.
 */
import { describe, expect, it } from 'vitest';
import { resolveAction, type ActionDecision } from '../../src/engine/offline/index.js';
import type { ElementFacts, HiddenControl, PageHints } from '../../src/engine/offline/hints.js';
import { devPhrases, tokenWords } from '../../src/engine/offline/dev-names.js';
import { fromNodes, type SnapshotNode } from '../../src/engine/snapshot/index.js';

let counter = 0;
function n(role: string, name?: string, children: SnapshotNode[] = [], extra: Partial<SnapshotNode> = {}): SnapshotNode {
  return { role, ...(name ? { name } : {}), ...(role === 'text' ? {} : { ref: `e${++counter}` }), frame: [], children, ...extra };
}
const text = (t: string): SnapshotNode => ({ role: 'text', text: t, frame: [], children: [] });
const label = (t: string) => n('generic', undefined, [], { text: t });
const page = (...nodes: SnapshotNode[]) => fromNodes('http://127.0.0.1/', [n('generic', undefined, nodes)]);

/** Facts by node: tag and attributes; every other node of the page is a plain div. */
function hintsFor(snapshot: ReturnType<typeof page>, facts: [SnapshotNode, Partial<ElementFacts> & { attrs?: Record<string, string> }][], hidden: [SnapshotNode, HiddenControl[]][] = []): PageHints {
  const known = new Map<string, ElementFacts>();
  for (const ref of snapshot.byRef.keys()) known.set(ref, { tag: 'div', attrs: {} });
  for (const [node, f] of facts) known.set(node.ref!, { tag: f.tag ?? 'div', attrs: f.attrs ?? {}, ...(f.form ? { form: f.form } : {}) });
  return { facts: known, hidden: new Map(hidden.map(([node, controls]) => [node.ref!, controls])) };
}

function outcome(decision: ActionDecision, snapshot: ReturnType<typeof page>) {
  if (!decision.resolved) return `handover: ${decision.reason}`;
  return decision.actions.map((a) => `${a.method} ${a.ref ? (snapshot.byRef.get(a.ref)?.name ?? snapshot.byRef.get(a.ref)?.placeholder ?? a.ref) : ''}${a.within ? ` >> ${a.within}` : ''}`.trim());
}

const hiddenButton = (cls: string, label = ''): HiddenControl => ({ selector: `button.${cls}`, tag: 'button', attrs: { class: cls }, label });

describe('developer-given names', () => {
  it('reads ids, classes and test ids as words, leaving out generated and state tokens', () => {
    expect(tokenWords('new-todo')).toBe('new todo');
    expect(tokenWords('toggleAll')).toBe('toggle all');
    expect(tokenWords('css-1x2y3z')).toBe('');
    expect(tokenWords('selected')).toBe('');
    expect(devPhrases({ id: 'todo-list', class: 'list is-open ng-star-inserted' })).toEqual(['todo list', 'list']);
  });

  it('finds a field named only by its id when a role word confirms it, after asking for the facts', () => {
    const field = n('textbox', undefined, [], { placeholder: 'What needs to be done?' });
    const other = n('textbox', 'Search');
    const snapshot = page(field, other);
    const first = resolveAction('observe', 'the new todo input', snapshot);
    expect(first.resolved).toBe(false);
    expect(!first.resolved && first.needs?.facts).toContain(field.ref);
    const hints = hintsFor(snapshot, [[field, { tag: 'input', attrs: { id: 'new-todo' } }]]);
    expect(outcome(resolveAction('observe', 'the new todo input', snapshot, hints), snapshot)).toEqual(['click What needs to be done?']);
    expect(outcome(resolveAction('act', 'type "milk" into the todo field', snapshot, hints), snapshot)).toEqual(['type What needs to be done?']);
  });

  it('never lets a developer-given name beat a name the user sees, and needs a role word for a partial one', () => {
    const byId = n('textbox', undefined, [], { placeholder: 'Anything' });
    const seen = n('textbox', 'Todo notes and comments');
    const snapshot = page(byId, seen);
    const hints = hintsFor(snapshot, [[byId, { tag: 'input', attrs: { id: 'todo' } }]]);
    // "Todo notes and comments" shows "todo" in part: the id must not decide.
    expect(resolveAction('act', 'type "x" into the todo field', snapshot, hints).resolved).toBe(false);
    const button = n('button', undefined, [], { text: '+' });
    const buttons = page(button, n('button', 'Help'));
    const buttonHints = hintsFor(buttons, [[button, { tag: 'button', attrs: { id: 'todo-item' } }]]);
    expect(resolveAction('act', 'click todo', buttons, buttonHints).resolved).toBe(false);
    expect(outcome(resolveAction('act', 'click the todo button', buttons, buttonHints), buttons)).toEqual([`click ${button.ref}`]);
  });

  it('hands over when two elements carry the name about equally', () => {
    const a = n('checkbox');
    const b = n('checkbox');
    const snapshot = page(a, b);
    const hints = hintsFor(snapshot, [[a, { tag: 'input', attrs: { id: 'toggle-all' } }], [b, { tag: 'input', attrs: { class: 'toggle-all' } }]]);
    expect(resolveAction('act', 'check the toggle all checkbox', snapshot, hints).resolved).toBe(false);
  });
});

describe('the whole step as a control name', () => {
  const list = () => n('list', undefined, [n('listitem', undefined, [n('checkbox'), label('Milk')])]);

  it('clicks "Clear completed (1)" for "Clear completed todos" when the page holds a list of todos', () => {
    const todos = list();
    const button = n('button', 'Clear completed (1)');
    const snapshot = page(todos, button);
    const withList = hintsFor(snapshot, [[todos, { tag: 'ul', attrs: { id: 'todo-list' } }]]);
    expect(outcome(resolveAction('act', 'Clear completed todos', snapshot, withList), snapshot)).toEqual(['click Clear completed (1)']);
    // No list of todos: "todos" could be part of another control's name.
    expect(resolveAction('act', 'Clear completed todos', snapshot, hintsFor(snapshot, [])).resolved).toBe(false);
  });

  it('checks a checkbox whose label is the step ("mark all as complete") and never reads "all" as every box', () => {
    const all = n('checkbox', 'Mark all as complete');
    const snapshot = page(all, list());
    expect(outcome(resolveAction('act', 'mark all as complete', snapshot), snapshot)).toEqual(['check Mark all as complete']);
    expect(resolveAction('act', 'mark all as complete', page(list())).resolved).toBe(false);
  });

  it('sets a box named by the step to what its label says, and flips it only for "toggle"', () => {
    const terms = n('checkbox', 'Accept the terms', [], { checked: true });
    const snapshot = page(terms);
    expect(outcome(resolveAction('act', 'Accept the terms', snapshot), snapshot)).toEqual(['check Accept the terms']);
  });

  it('takes an exact developer-given name only ("toggle all todos" for #toggle-all), never a near one', () => {
    const box = n('checkbox', undefined, [], { text: '»' });
    const todos = list();
    const snapshot = page(box, todos);
    const hints = hintsFor(snapshot, [[box, { tag: 'input', attrs: { id: 'toggle-all' } }], [todos, { tag: 'ul', attrs: { id: 'todo-list' } }]]);
    expect(outcome(resolveAction('act', 'toggle all todos', snapshot, hints), snapshot)).toEqual([`click ${box.ref}`]);
    const near = hintsFor(snapshot, [[box, { tag: 'input', attrs: { id: 'toggle-all-visible' } }], [todos, { tag: 'ul', attrs: { id: 'todo-list' } }]]);
    expect(resolveAction('act', 'toggle all todos', snapshot, near).resolved).toBe(false);
  });

  it('hands over "Delete account settings" when only "Delete account" exists and nothing is called settings', () => {
    const snapshot = page(n('button', 'Delete account'), n('list', undefined, [n('listitem', undefined, [text('x')])]));
    expect(resolveAction('act', 'Delete account settings', snapshot, hintsFor(snapshot, [])).resolved).toBe(false);
  });
});

describe('kind words', () => {
  const filters = () => n('list', undefined, ['All', 'Active', 'Completed'].map((name) => n('listitem', undefined, [n('link', name)])));

  it('reads "the Completed filter" and "the last filter" from a list with id "filters"', () => {
    const list = filters();
    const snapshot = page(n('link', 'Completed tasks report'), list);
    const hints = hintsFor(snapshot, [[list, { tag: 'ul', attrs: { id: 'filters' } }]]);
    expect(outcome(resolveAction('act', 'open the Completed filter', snapshot, hints), snapshot)).toEqual(['click Completed']);
    expect(outcome(resolveAction('act', 'click the last filter', snapshot, hints), snapshot)).toEqual(['click Completed']);
    expect(outcome(resolveAction('act', 'select the Active filter', snapshot, hints), snapshot)).toEqual(['click Active']);
  });

  it('hands over without evidence, and when a thing of that kind holds several controls', () => {
    const list = filters();
    const snapshot = page(list);
    expect(resolveAction('act', 'open the Completed filter', snapshot, hintsFor(snapshot, [])).resolved).toBe(false);
    const rows = n('list', undefined, [n('listitem', undefined, [n('checkbox'), n('link', 'Milk')]), n('listitem', undefined, [n('checkbox'), n('link', 'Bread')])]);
    const two = page(rows);
    expect(resolveAction('act', 'click the last todo', two, hintsFor(two, [[rows, { tag: 'ul', attrs: { id: 'todo-list' } }]])).resolved).toBe(false);
  });

  it('finds the nth thing of a kind as a scope: "the checkbox for the second todo"', () => {
    const boxes = [n('checkbox'), n('checkbox'), n('checkbox')];
    const rows = n('list', undefined, boxes.map((box, i) => n('listitem', undefined, [box, label(`todo ${i}`)])));
    const snapshot = page(rows);
    const hints = hintsFor(snapshot, [[rows, { tag: 'ul', attrs: { id: 'todo-list' } }]]);
    expect(outcome(resolveAction('act', 'tick the checkbox for the second todo', snapshot, hints), snapshot)).toEqual([`check ${boxes[1]!.ref}`]);
    expect(resolveAction('act', 'tick the checkbox for the fourth todo', snapshot, hints).resolved).toBe(false);
  });
});

describe('scopes by tag and developer-given name', () => {
  it('reads "in the footer" as a <footer> that is no landmark when the landmark holds no match', () => {
    const inner = n('generic', undefined, [n('link', 'Completed')]);
    const snapshot = page(n('link', 'Completed'), inner, n('contentinfo', undefined, [n('link', 'About')]));
    const hints = hintsFor(snapshot, [[inner, { tag: 'footer', attrs: { id: 'footer' } }]]);
    expect(outcome(resolveAction('act', 'click the Completed link in the footer', snapshot, hints), snapshot)).toEqual(['click Completed']);
    const chosen = resolveAction('act', 'click the Completed link in the footer', snapshot, hints);
    expect(chosen.resolved && chosen.actions[0]?.ref).toBe(inner.children[0]!.ref);
  });

  it('hands over when the container word names several parts that each hold a match', () => {
    const a = n('generic', undefined, [n('button', 'Delete')]);
    const b = n('generic', undefined, [n('button', 'Delete')]);
    const snapshot = page(a, b);
    const hints = hintsFor(snapshot, [[a, { tag: 'footer', attrs: {} }], [b, { tag: 'div', attrs: { class: 'card-footer' } }]]);
    expect(resolveAction('act', 'click Delete in the footer', snapshot, hints).resolved).toBe(false);
  });
});

describe('controls hidden until their row is hovered', () => {
  const rows = () => ['Milk', 'Bread'].map((title) => n('listitem', undefined, [n('generic', undefined, [n('checkbox'), label(title), text('✖')])]));

  it('hovers the row, then clicks the one delete-like control hidden in it', () => {
    const [milk, bread] = rows();
    const snapshot = page(n('list', undefined, [milk!, bread!]));
    const first = resolveAction('act', 'delete "Milk"', snapshot);
    expect(!first.resolved && first.needs?.hiddenIn).toContain(milk!.ref);
    const hints = hintsFor(snapshot, [], [[milk!, [hiddenButton('destroy')]], [bread!, [hiddenButton('destroy')]]]);
    for (const instruction of ['delete "Milk"', 'remove Milk', 'click the delete button for "Milk"', 'click the × next to "Milk"']) {
      expect(outcome(resolveAction('act', instruction, snapshot, hints), snapshot), instruction).toEqual([`hover ${milk!.ref}`, `click ${milk!.ref} >> button.destroy`]);
    }
  });

  it('finds the row by a kind word after the name, or by its place among things of that kind', () => {
    const [milk, bread] = rows();
    const list = n('list', undefined, [milk!, bread!]);
    const snapshot = page(list);
    const hints = hintsFor(snapshot, [[list, { tag: 'ul', attrs: { class: 'todo-list' } }]], [[milk!, [hiddenButton('destroy')]], [bread!, [hiddenButton('destroy')]]]);
    const deleteMilk = [`hover ${milk!.ref}`, `click ${milk!.ref} >> button.destroy`];
    expect(outcome(resolveAction('act', 'delete the "Milk" todo', snapshot, hints), snapshot)).toEqual(deleteMilk);
    expect(outcome(resolveAction('act', 'remove the Milk todo', snapshot, hints), snapshot)).toEqual(deleteMilk);
    expect(outcome(resolveAction('act', 'delete the first todo', snapshot, hints), snapshot)).toEqual(deleteMilk);
    // "todo" with no list of todos on the page: no evidence, no row.
    const unnamed = hintsFor(snapshot, [], [[milk!, [hiddenButton('destroy')]]]);
    expect(resolveAction('act', 'remove the Milk todo', snapshot, unnamed).resolved).toBe(false);
  });

  it('ticks "the first todo" (its one checkbox) but never double-clicks a row\'s checkbox for "the second todo"', () => {
    const [milk, bread] = rows();
    const list = n('list', undefined, [milk!, bread!]);
    const snapshot = page(list);
    const hints = hintsFor(snapshot, [[list, { tag: 'ul', attrs: { id: 'todos' } }]]);
    const box = milk!.children[0]!.children[0]!;
    expect(outcome(resolveAction('act', 'tick the first todo', snapshot, hints), snapshot)).toEqual([`check ${box.ref}`]);
    expect(resolveAction('act', 'double-click the second todo', snapshot, hints).resolved).toBe(false);
    expect(resolveAction('act', 'click the second todo', snapshot, hints).resolved).toBe(false);
  });

  it('hands over when the row hides several controls that fit, none, or when only observing', () => {
    const [milk, bread] = rows();
    const snapshot = page(n('list', undefined, [milk!, bread!]));
    const two = hintsFor(snapshot, [], [[milk!, [hiddenButton('destroy'), hiddenButton('trash')]]]);
    expect(resolveAction('act', 'delete "Milk"', snapshot, two).resolved).toBe(false);
    const edit = hintsFor(snapshot, [], [[milk!, [hiddenButton('edit', 'Edit')]]]);
    expect(resolveAction('act', 'delete "Milk"', snapshot, edit).resolved).toBe(false);
    const one = hintsFor(snapshot, [], [[milk!, [hiddenButton('destroy')]]]);
    expect(resolveAction('observe', 'find the delete button for "Milk"', snapshot, one).resolved).toBe(false);
    // A close mark is not a delete: "delete" never takes a "close" control.
    const close = hintsFor(snapshot, [], [[milk!, [hiddenButton('close')]]]);
    expect(resolveAction('act', 'delete "Milk"', snapshot, close).resolved).toBe(false);
  });
});

describe('"and submit"', () => {
  it('presses Enter in a one-line field, never in a text area', () => {
    const field = n('textbox', 'Todo');
    const snapshot = page(field);
    const asInput = hintsFor(snapshot, [[field, { tag: 'input', attrs: {} }]]);
    expect(outcome(resolveAction('act', 'type "milk" into Todo and submit', snapshot, asInput), snapshot)).toEqual(['type Todo', 'press Todo']);
    const inert = hintsFor(snapshot, [[field, { tag: 'input', attrs: {}, form: 'inert' }]]);
    expect(resolveAction('act', 'type "milk" into Todo and submit', snapshot, inert).resolved).toBe(false);
    const asArea = hintsFor(snapshot, [[field, { tag: 'textarea', attrs: {} }]]);
    expect(resolveAction('act', 'type "milk" into Todo and submit', snapshot, asArea).resolved).toBe(false);
    expect(resolveAction('act', 'type "milk" into Todo and submit', snapshot).resolved).toBe(false);
  });
});
