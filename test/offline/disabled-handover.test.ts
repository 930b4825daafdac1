/**
 * A step whose one match the page shows disabled is handed over, and the reason names the control
 * and says what to do (wait until the page enables it), not only that "the matching element is
 * disabled". Found in a packed-package trial: "click Export" on a report page whose Export button
 * is enabled once its data loads.
 */
import { describe, expect, it } from 'vitest';
import { resolveAction } from '../../src/engine/offline/index.js';
import type { ElementFacts, PageHints } from '../../src/engine/offline/hints.js';
import { fromNodes, type SnapshotNode } from '../../src/engine/snapshot/index.js';

let counter = 0;
function n(role: string, name?: string, children: SnapshotNode[] = [], extra: Partial<SnapshotNode> = {}): SnapshotNode {
  return { role, ...(name ? { name } : {}), ref: `e${++counter}`, frame: [], children, ...extra };
}
const page = (...nodes: SnapshotNode[]) => fromNodes('http://127.0.0.1/', [n('generic', undefined, nodes)]);
const facts = (snapshot: ReturnType<typeof page>): PageHints => ({ facts: new Map<string, ElementFacts>([...snapshot.byRef.keys()].map((ref) => [ref, { tag: 'div', attrs: {} }])), hidden: new Map() });

describe('a disabled match', () => {
  it('hands over "click Export" naming the button and the wait', () => {
    const snapshot = page(n('heading', 'Reports'), n('button', 'Export', [], { disabled: true }), n('button', 'Refresh'));
    const decision = resolveAction('act', 'click Export', snapshot, facts(snapshot));
    expect(decision.resolved).toBe(false);
    expect(decision.resolved ? '' : decision.reason).toMatch(/button "Export"\) is disabled: wait until the page enables it .*toBeEnabled/);
  });

  it('acts on it once the page shows it enabled', () => {
    const snapshot = page(n('heading', 'Reports'), n('button', 'Export'), n('button', 'Refresh'));
    const decision = resolveAction('act', 'click Export', snapshot, facts(snapshot));
    expect(decision.resolved && decision.actions.map((a) => a.method)).toEqual(['click']);
  });
});
