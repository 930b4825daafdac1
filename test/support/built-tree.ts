/**
 * Page trees built by hand for the offline rules' tests: nodes with refs (text nodes have none, as
 * in a real snapshot), a snapshot of them, and the page's facts (every element a plain div unless a
 * test says otherwise).
 */
import { resolveAction } from '../../src/engine/offline/index.js';
import { NO_HINTS, type PageHints } from '../../src/engine/offline/hints.js';
import { fromNodes, type SnapshotNode } from '../../src/engine/snapshot/index.js';

let counter = 0;
export function n(role: string, name?: string, children: SnapshotNode[] = [], extra: Partial<SnapshotNode> = {}): SnapshotNode {
  return { role, ...(name ? { name } : {}), ...(role === 'text' ? {} : { ref: `e${++counter}` }), frame: [], children, ...extra };
}
/** A run of text, as a snapshot has it: no ref. */
export const text = (t: string) => n('text', undefined, [], { text: t });
export const page = (...nodes: SnapshotNode[]) => fromNodes('http://127.0.0.1/', [n('generic', undefined, nodes)]);
export type Snapshot = ReturnType<typeof page>;
export function facts(snapshot: Snapshot, given: [SnapshotNode, object][] = []): PageHints {
  const known = new Map<string, { tag: string; attrs: Record<string, string> }>();
  for (const ref of snapshot.byRef.keys()) known.set(ref, { tag: 'div', attrs: {} });
  for (const [node, f] of given) known.set(node.ref!, { tag: 'div', attrs: {}, ...f });
  return { ...NO_HINTS, facts: known };
}
/** The rule and its actions (`method ref args`), or the hand-over's reason. `args: false` leaves the arguments out. */
export const outcome = (snapshot: Snapshot, step: string, hints?: PageHints, { args = true } = {}) => {
  const d = resolveAction('act', step, snapshot, hints ?? facts(snapshot));
  return d.resolved ? { rule: d.rule, actions: d.actions.map((a) => `${a.method} ${a.ref}${args && a.arguments.length ? ` ${a.arguments.join(',')}` : ''}`) } : d.reason;
};
/** What the step does: "method ref args" per action, or `handover: <reason>`. */
export function did(snapshot: Snapshot, step: string, kind: 'act' | 'observe' = 'act', hints: PageHints = facts(snapshot)): string[] | string {
  const d = resolveAction(kind, step, snapshot, hints);
  return d.resolved ? d.actions.map((a) => [a.method, a.ref, ...a.arguments].join(' ')) : `handover: ${d.reason}`;
}
