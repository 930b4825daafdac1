/**
 * Rules found on real apps (Swagger UI, AdminLTE), on built trees with the page's facts given by
 * hand (no browser): disclosure controls (expand/collapse), elements under an open modal's
 * backdrop, a button's shown text beside its aria-label, a compound step's tie, options of a
 * native select, quoted compounds that say the verb once, and a nameless field beside its caption.
 * Each rule resolves with the facts, asks for them without, and hands over where it is unsure.
 */
import { describe, expect, it } from 'vitest';
import { parseSteps, resolveAction, type ActionDecision } from '../../src/engine/offline/index.js';
import type { ElementFacts, PageHints } from '../../src/engine/offline/hints.js';
import { fromNodes, type SnapshotNode } from '../../src/engine/snapshot/index.js';

let counter = 0;
function n(role: string, name?: string, children: SnapshotNode[] = [], extra: Partial<SnapshotNode> = {}): SnapshotNode {
  return { role, ...(name ? { name } : {}), ref: `e${++counter}`, frame: [], children, ...extra };
}
const caption = (t: string) => n('generic', undefined, [], { text: t });
const page = (...nodes: SnapshotNode[]) => fromNodes('http://127.0.0.1/', [n('generic', undefined, nodes)]);
type Page = ReturnType<typeof page>;

/** Facts for every node (a plain div unless given). */
function facts(snapshot: Page, given: [SnapshotNode, Partial<ElementFacts>][] = []): PageHints {
  const known = new Map<string, ElementFacts>();
  for (const ref of snapshot.byRef.keys()) known.set(ref, { tag: 'div', attrs: {} });
  for (const [node, f] of given) known.set(node.ref!, { tag: 'div', attrs: {}, ...f });
  return { facts: known, hidden: new Map() };
}

function outcome(decision: ActionDecision, snapshot: Page): string[] | string {
  if (!decision.resolved) return `handover: ${decision.reason}`;
  return decision.actions.map((a) => `${a.method} ${a.ref}${a.arguments.length ? ` ${a.arguments.join(',')}` : ''}`);
}

describe('expand and collapse', () => {
  it('clicks the control named by the phrase whose state says it does that, after reading the state', () => {
    const link = n('link', '/pet');
    const model = n('button', undefined, [n('strong', undefined, [], { text: 'Pet' })]);
    const snapshot = page(link, model);
    const first = resolveAction('act', 'expand the Pet schema', snapshot);
    expect(first.resolved).toBe(false);
    expect(!first.resolved && first.needs?.facts).toContain(model.ref);
    const collapsed = facts(snapshot, [[model, { tag: 'button', expanded: false }]]);
    expect(outcome(resolveAction('act', 'expand the Pet schema', snapshot, collapsed), snapshot)).toEqual([`click ${model.ref}`]);
    // Already in that state: nothing to do with it, so it is handed over.
    expect(resolveAction('act', 'collapse the Pet schema', snapshot, collapsed).resolved).toBe(false);
    const open = facts(snapshot, [[model, { tag: 'button', expanded: true }]]);
    expect(outcome(resolveAction('act', 'collapse the Pet schema', snapshot, open), snapshot)).toEqual([`click ${model.ref}`]);
    expect(resolveAction('act', 'expand the Pet schema', snapshot, open).resolved).toBe(false);
  });

  it('takes the first of two controls side by side in one part (a summary and its arrow), and hands over across parts', () => {
    const summary = n('button', 'GET /pet Find pet');
    const arrow = n('button', 'get /pet find pet');
    const other = n('button', 'get /pet find pet');
    const row = n('generic', undefined, [summary, arrow]);
    const snapshot = page(row);
    const hints = facts(snapshot, [[summary, { expanded: false }], [arrow, { expanded: false }]]);
    expect(outcome(resolveAction('act', 'expand GET /pet find pet', snapshot, hints), snapshot)).toEqual([`click ${summary.ref}`]);
    const two = page(n('generic', undefined, [summary, arrow]), n('generic', undefined, [other]));
    const twoHints = facts(two, [[summary, { expanded: false }], [arrow, { expanded: false }], [other, { expanded: false }]]);
    expect(resolveAction('act', 'expand GET /pet find pet', two, twoHints).resolved).toBe(false);
  });

  it("collapses a card by the one control in its header that says so, only while the card's body shows", () => {
    const tool = n('button', '\uf068');
    const header = n('generic', undefined, [n('heading', 'Budget', [], { level: 3 }), tool]);
    const body = n('generic', undefined, [n('spinbutton', 'Estimated budget')]);
    const snapshot = page(n('generic', undefined, [header, body]));
    const hints = facts(snapshot, [[tool, { tag: 'button', title: 'Collapse' }]]);
    expect(outcome(resolveAction('act', 'collapse the Budget card', snapshot, hints), snapshot)).toEqual([`click ${tool.ref}`]);
    // Its tooltip still says "Collapse" once collapsed: with no body shown it would open the card again.
    const folded = page(n('generic', undefined, [n('generic', undefined, [n('heading', 'Budget', [], { level: 3 }), tool])]));
    expect(resolveAction('act', 'collapse the Budget card', folded, facts(folded, [[tool, { tag: 'button', title: 'Collapse' }]])).resolved).toBe(false);
    // A button that says nothing about collapsing is not guessed at.
    expect(resolveAction('act', 'collapse the Budget card', snapshot, facts(snapshot, [[tool, { tag: 'button', title: 'Remove' }]])).resolved).toBe(false);
  });
});

describe('a modal over the page', () => {
  const pageButton = n('button', 'Authorize');
  const value = n('textbox', 'Value:');
  const apply = n('button', 'Apply credentials', [], { text: 'Authorize' });
  const oauthApply = n('button', 'Apply given OAuth2 credentials', [], { text: 'Authorize' });
  const snapshot = page(pageButton, n('generic', undefined, [n('generic', undefined, [oauthApply]), n('generic', undefined, [value, apply])]));

  it('leaves out what the backdrop covers, and a later step takes the control beside the one before', () => {
    const hints = facts(snapshot, [[pageButton, { tag: 'button', covered: true }]]);
    expect(outcome(resolveAction('act', 'fill Value with "k" and click Authorize', snapshot, hints), snapshot)).toEqual([`fill ${value.ref} k`, `click ${apply.ref}`]);
    // Alone, the two dialog buttons that show "Authorize" tie.
    expect(resolveAction('act', 'click Authorize', snapshot, hints).resolved).toBe(false);
    // One Save on the page and one in the dialog: a tie until the page's is known to be covered.
    const behind = n('button', 'Save');
    const inDialog = n('button', 'Save');
    const modal = page(behind, n('generic', undefined, [n('textbox', 'Title'), inDialog]));
    expect(resolveAction('act', 'click Save', modal).resolved).toBe(false);
    expect(outcome(resolveAction('act', 'click Save', modal, facts(modal, [[behind, { covered: true }]])), modal)).toEqual([`click ${inDialog.ref}`]);
  });
});

describe('options and compounds', () => {
  it("chooses an option of a native select instead of clicking it, and clicks a custom listbox's", () => {
    const sold = n('option', 'sold');
    const list = n('listbox', undefined, [n('option', 'available'), sold]);
    const snapshot = page(list, n('button', 'Execute'));
    const asSelect = facts(snapshot, [[list, { tag: 'select' }]]);
    expect(outcome(resolveAction('act', 'select "sold" and click Execute', snapshot, asSelect), snapshot)).toEqual([`selectOption ${list.ref} sold`, expect.stringMatching(/^click /)]);
    expect(outcome(resolveAction('act', 'click sold', snapshot, facts(snapshot, [[list, { tag: 'ul' }]])), snapshot)).toEqual([`click ${sold.ref}`]);
  });

  it('reads a quoted compound that says its verb once, and nothing else that way', () => {
    const steps = (s: string) => parseSteps(s).map((readings) => readings.map((r) => `${r.method}:${r.target?.name}:${r.args.join(',')}`)[0]);
    expect(steps('fill Client Company with "ACME" and Project Leader with "Ann"')).toEqual(['fill:client company:ACME', 'fill:project leader:Ann']);
    expect(steps('type "user1" into username and "secret" into password')).toEqual(['type:username:user1', 'type:password:secret']);
    // Unquoted values could end anywhere; "and then" with no verb is not plain.
    expect(parseSteps('fill Email with a and Name with b')).toEqual([]);
    expect(parseSteps('fill Email with "a" and then Name with "b"')).toEqual([]);
  });

  it('finds a nameless field by the caption beside it in one row, never a named one or across the page', () => {
    const list = n('listbox', undefined, [n('option', 'available'), n('option', 'sold')]);
    const snapshot = page(n('row', undefined, [n('cell', undefined, [caption('status *required')]), n('cell', undefined, [list])]));
    // With the page's facts read (nothing named "status" by its authors either).
    expect(outcome(resolveAction('act', 'choose "sold" in the status select', snapshot, facts(snapshot)), snapshot)).toEqual([`selectOption ${list.ref} sold`]);
    const named = page(n('row', undefined, [n('cell', undefined, [caption('status')]), n('cell', undefined, [n('listbox', 'Kind', [n('option', 'sold')])])]));
    expect(resolveAction('act', 'choose "sold" in the status select', named, facts(named)).resolved).toBe(false);
    const apart = page(caption('status'), n('button', 'Go'), n('listbox', undefined, [n('option', 'sold')]));
    expect(resolveAction('act', 'choose "sold" in the status select', apart, facts(apart)).resolved).toBe(false);
  });
});

describe('dialogs and drawn boxes', () => {
  it("closes the open dialog with its own × (not a footer button, not what the backdrop covers), and hands over with no dialog open", () => {
    const corner = n('button', 'Close', [], { text: '×' });
    const footer = n('button', 'Close');
    const dialog = n('dialog', 'Default Modal', [n('heading', 'Default Modal', [], { level: 4 }), corner, n('paragraph', undefined, [], { text: 'One fine body' }), footer]);
    const snapshot = page(n('button', 'Launch Default Modal'), dialog);
    expect(outcome(resolveAction('act', 'close the modal', snapshot, facts(snapshot)), snapshot)).toEqual([`click ${corner.ref}`]);
    expect(resolveAction('act', 'close the Settings dialog', snapshot, facts(snapshot)).resolved).toBe(false);
    // No dialog role: the layer an open modal lays over the window says which close button is its own.
    const iconOnly = n('button');
    const toastClose = n('button', 'Close');
    const unmarked = page(toastClose, n('generic', undefined, [n('heading', 'Available authorizations', [], { level: 3 }), iconOnly]));
    const open = facts(unmarked, [[iconOnly, { tag: 'button', attrs: { class: 'close-modal' }, inLayer: true }], [toastClose, { tag: 'button', covered: true }]]);
    expect(outcome(resolveAction('act', 'close the dialog', unmarked, open), unmarked)).toEqual([`click ${iconOnly.ref}`]);
    const closed = facts(unmarked, [[iconOnly, { tag: 'button', attrs: { class: 'close-modal' } }]]);
    expect(resolveAction('act', 'close the dialog', unmarked, closed).resolved).toBe(false);
  });

  it('checks a hidden box through the text of its label, and only a box', () => {
    const name = n('paragraph', undefined, [], { text: 'write:pets' });
    const other = n('paragraph', undefined, [], { text: 'read:pets' });
    const snapshot = page(n('generic', undefined, [n('generic', undefined, [name, n('paragraph', undefined, [], { text: 'modify pets' })]), other]));
    const first = resolveAction('act', 'tick write:pets', snapshot);
    expect(!first.resolved && first.needs?.facts).toContain(name.ref);
    const hints = facts(snapshot, [[name, { tag: 'p', labels: 'checkbox' }], [other, { tag: 'p', labels: 'checkbox' }]]);
    expect(outcome(resolveAction('act', 'tick write:pets', snapshot, hints), snapshot)).toEqual([`check ${name.ref}`]);
    expect(outcome(resolveAction('act', 'select the read:pets checkbox', snapshot, hints), snapshot)).toEqual([`check ${other.ref}`]);
    expect(outcome(resolveAction('act', 'uncheck "write:pets"', snapshot, hints), snapshot)).toEqual([`uncheck ${name.ref}`]);
    // Text that labels no box is not a box.
    expect(resolveAction('act', 'tick write:pets', snapshot, facts(snapshot, [[name, { tag: 'p' }]])).resolved).toBe(false);
  });
});

describe('locating lists and closing by the cross', () => {
  it('observe() locates a nameless list beside its caption; "click the X to close the dialog" is the dialog\'s close', () => {
    const list = n('listbox', undefined, [n('option', 'available'), n('option', 'sold')]);
    const snapshot = page(n('row', undefined, [n('cell', undefined, [caption('status *required')]), n('cell', undefined, [list])]));
    const found = resolveAction('observe', 'locate the status select', snapshot, facts(snapshot));
    expect(found.resolved && found.actions.map((a) => a.ref)).toEqual([list.ref]);
    const cross = n('button');
    const modal = page(n('button', 'Authorize'), n('generic', undefined, [n('heading', 'Available authorizations', [], { level: 3 }), cross]));
    const open = facts(modal, [[cross, { tag: 'button', attrs: { class: 'close-modal' }, inLayer: true }]]);
    expect(outcome(resolveAction('act', 'click the X to close the dialog', modal, open), modal)).toEqual([`click ${cross.ref}`]);
    expect(resolveAction('act', 'click the X to open the dialog', modal, open).resolved).toBe(false);
  });
});

describe('a sortable table header and its twin in the footer', () => {
  // DataTables names a sortable header for screen readers and draws its arrows as text; the footer repeats the header plainly.
  const sortable = (label: string, extra: Partial<SnapshotNode> = {}) =>
    n('columnheader', `${label}: activate to sort column ascending`, [], { text: `↑ ${label} ↓`, cursor: 'pointer', ...extra });
  const plain = (label: string) => n('columnheader', label);
  const table = (head: SnapshotNode[], foot: SnapshotNode[]) =>
    page(n('table', undefined, [n('rowgroup', undefined, [n('row', undefined, head)]), n('rowgroup', undefined, [n('row', undefined, [n('cell', 'Tiger Nixon'), n('cell', '$320,800')])]), n('rowgroup', undefined, [n('row', undefined, foot)])]));

  it('clicks the header that shows the name and looks clickable, not the footer cell named so exactly', () => {
    const salary = sortable('Salary');
    const snapshot = table([sortable('Name'), salary], [plain('Name'), plain('Salary')]);
    expect(outcome(resolveAction('act', 'click Salary', snapshot, facts(snapshot)), snapshot)).toEqual([`click ${salary.ref}`]);
    // With no footer, the header is found by what it shows.
    const alone = sortable('Salary');
    const headOnly = table([sortable('Name'), alone], []);
    expect(outcome(resolveAction('act', 'click Salary', headOnly, facts(headOnly)), headOnly)).toEqual([`click ${alone.ref}`]);
  });

  it('hands over when no header, or more than one, looks clickable', () => {
    const flat = table([n('columnheader', 'Salary: sort', [], { text: 'Salary' })], [plain('Salary')]);
    expect(resolveAction('act', 'click Salary', flat, facts(flat)).resolved).toBe(false);
    const both = table([sortable('Salary')], [n('columnheader', 'Salary', [], { cursor: 'pointer' })]);
    expect(resolveAction('act', 'click Salary', both, facts(both)).resolved).toBe(false);
    // A header cell and a button of the same name are not twins.
    const mixed = page(n('columnheader', 'Salary: sort', [], { text: 'Salary', cursor: 'pointer' }), n('button', 'Salary'));
    expect(resolveAction('act', 'click Salary', mixed, facts(mixed)).resolved).toBe(false);
  });
});

describe('a disclosure control whose stated state is not what the page shows', () => {
  // A sidebar section header as templates ship it: aria-expanded="true" in the markup, the section drawn closed.
  const section = (label: string, expanded: boolean) => n('link', label, [], expanded ? { expanded: true } : {});
  const sidebar = (...links: SnapshotNode[]) => page(n('navigation', undefined, links.map((l) => n('listitem', undefined, [l]))));

  it('collapses or expands a section by whether what the control opens is shown, not by what its markup states', () => {
    const components = section('Components', true);
    const snapshot = sidebar(components, section('Charts', false));
    // Not read yet: the page is asked.
    const first = resolveAction('act', 'collapse Components', snapshot);
    expect(!first.resolved && first.needs?.facts).toContain(components.ref);
    const drawnClosed = facts(snapshot, [[components, { tag: 'a', expanded: true, controlsShown: false }]]);
    expect(resolveAction('act', 'collapse Components', snapshot, drawnClosed).resolved).toBe(false);
    expect(outcome(resolveAction('act', 'expand Components', snapshot, drawnClosed), snapshot)).toEqual([`click ${components.ref}`]);
    const open = facts(snapshot, [[components, { tag: 'a', expanded: true, controlsShown: true }]]);
    expect(outcome(resolveAction('act', 'collapse Components', snapshot, open), snapshot)).toEqual([`click ${components.ref}`]);
    expect(resolveAction('act', 'expand Components', snapshot, open).resolved).toBe(false);
    // Markup that says collapsed over a shown part: it is open.
    const charts = section('Charts', false);
    const other = sidebar(charts);
    expect(resolveAction('act', 'expand Charts', other, facts(other, [[charts, { tag: 'a', expanded: false, controlsShown: true }]])).resolved).toBe(false);
  });

  it('never opens with a click what is open already ("open Components" on an open section closes it)', () => {
    const components = section('Components', true);
    const utilities = section('Utilities', false);
    const snapshot = sidebar(components, utilities);
    const open = facts(snapshot, [[components, { tag: 'a', expanded: true, controlsShown: true }], [utilities, { tag: 'a', expanded: false, controlsShown: false }]]);
    expect(resolveAction('act', 'open Components', snapshot, open).resolved).toBe(false);
    expect(resolveAction('act', 'show Components', snapshot, open).resolved).toBe(false);
    // Drawn closed while its markup says expanded: a click opens it.
    expect(outcome(resolveAction('act', 'open Components', snapshot, facts(snapshot, [[components, { tag: 'a', expanded: true, controlsShown: false }]])), snapshot)).toEqual([`click ${components.ref}`]);
    // Shown while its markup says collapsed: open already.
    expect(resolveAction('act', 'open Utilities', snapshot, facts(snapshot, [[utilities, { tag: 'a', expanded: false, controlsShown: true }]])).resolved).toBe(false);
    // A plain click is what it says; a closed section opens.
    expect(outcome(resolveAction('act', 'click Components', snapshot, open), snapshot)).toEqual([`click ${components.ref}`]);
    expect(outcome(resolveAction('act', 'open Utilities', snapshot, open), snapshot)).toEqual([`click ${utilities.ref}`]);
  });
});
