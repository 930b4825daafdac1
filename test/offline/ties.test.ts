/**
 * Ties (ties.ts and choose()): a step that matches several elements about equally is handed over
 * saying how to rephrase it, and a disabled control takes no part in a tie.
 */
import { describe, expect, it } from 'vitest';
import { resolveAction } from '../../src/engine/offline/index.js';
import { fromNodes, type SnapshotNode } from '../../src/engine/snapshot/index.js';

let counter = 0;
function n(role: string, name?: string, children: SnapshotNode[] = [], extra: Partial<SnapshotNode> = {}): SnapshotNode {
  return { role, ...(name ? { name } : {}), ...(role === 'text' ? {} : { ref: `t${++counter}` }), frame: [], children, ...extra };
}
const text = (t: string): SnapshotNode => ({ role: 'text', text: t, frame: [], children: [] });
const page = (...nodes: SnapshotNode[]) => fromNodes('http://127.0.0.1/', [n('generic', undefined, nodes)]);

describe('a tie', () => {
  it('says how many, of what, and a rephrasing: an ordinal, or the row that tells them apart', () => {
    const rows = page(n('table', undefined, [n('row', undefined, [n('cell', undefined, [text('Alice')]), n('cell', undefined, [n('button', 'Delete')])]), n('row', undefined, [n('cell', undefined, [text('Bob')]), n('cell', undefined, [n('button', 'Delete')])])]));
    const decision = resolveAction('act', 'click Delete', rows);
    expect(decision.resolved).toBe(false);
    expect(decision.reason).toBe('2 buttons match "Delete" about equally: say "the first Delete button" or scope it ("Delete in the row for Alice")');
  });

  it('names the row by a cell of text, not by the selection box its first cell holds', () => {
    const row = (who: string) => n('row', undefined, [n('gridcell', 'Toggle row selection', [n('checkbox', 'Toggle row selection')]), n('gridcell', undefined, [text(who)]), n('gridcell', undefined, [n('button', 'Remove')])]);
    const decision = resolveAction('act', 'click Remove', page(n('grid', undefined, [row('Alice'), row('Bob')])));
    expect(decision.reason).toBe('2 buttons match "Remove" about equally: say "the first Remove button" or scope it ("Remove in the row for Alice")');
  });

  it('names a landmark when that is what tells them apart', () => {
    const marks = page(n('navigation', 'Main', [n('link', 'Sign in')]), n('main', undefined, [n('form', undefined, [n('button', 'Sign in')])]));
    const decision = resolveAction('act', 'click Sign in', marks);
    expect(decision.reason).toBe('2 elements match "Sign in" about equally: say "the first Sign in element" or scope it ("Sign in in the Main navigation")');
  });

  it('leaves out a disabled control: the enabled one is the answer', () => {
    const enabled = n('button', 'Save');
    const both = page(n('button', 'Save', [], { disabled: true }), enabled);
    const decision = resolveAction('act', 'click Save', both);
    expect(decision.resolved && decision.actions.map((a) => a.ref)).toEqual([enabled.ref]);
  });
});
