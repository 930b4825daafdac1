/**
 * Ties the name rules settle by a general rule (src/engine/offline/rules/exact-name.ts,
 * dialog-close.ts), on built trees with the page's facts given by hand: each settles only its own
 * shape of tie, and every other tie is still handed over.
 */
import { describe, expect, it } from 'vitest';
import { resolveAction } from '../../src/engine/offline/index.js';
import { NO_HINTS, type PageHints } from '../../src/engine/offline/hints.js';
import { fromNodes, type SnapshotNode } from '../../src/engine/snapshot/index.js';

let counter = 0;
function n(role: string, name?: string, children: SnapshotNode[] = [], extra: Partial<SnapshotNode> = {}): SnapshotNode {
  return { role, ...(name ? { name } : {}), ref: `e${++counter}`, frame: [], children, ...extra };
}
const text = (t: string) => n('text', undefined, [], { text: t, ref: undefined } as Partial<SnapshotNode>);
const page = (...nodes: SnapshotNode[]) => fromNodes('http://127.0.0.1/', [n('generic', undefined, nodes)]);
type Snapshot = ReturnType<typeof page>;
/** Facts for every ref (a plain div), with some given. */
function facts(snapshot: Snapshot, given: [SnapshotNode, object][] = []): PageHints {
  const known = new Map<string, { tag: string; attrs: Record<string, string> }>();
  for (const ref of snapshot.byRef.keys()) known.set(ref, { tag: 'div', attrs: {} });
  for (const [node, f] of given) known.set(node.ref!, { tag: 'div', attrs: {}, ...f });
  return { ...NO_HINTS, facts: known };
}
const picked = (snapshot: Snapshot, step: string, hints?: PageHints) => {
  const d = resolveAction('act', step, snapshot, hints ?? facts(snapshot));
  return d.resolved ? { rule: d.rule, refs: d.actions.map((a) => a.ref) } : d.reason;
};

describe('exact-name', () => {
  it('takes the control named exactly so over ones that say the name and more', () => {
    const plain = n('button', 'Launch Default Toast');
    const snapshot = page(n('button', 'Launch Default Toast (topLeft)'), plain, n('button', 'Launch Default Toast (bottomRight)'));
    expect(picked(snapshot, 'click Launch Default Toast')).toEqual({ rule: 'exact-name', refs: [plain.ref] });
  });

  it('leaves a tie between two equal names, or with a rival that is another word form', () => {
    expect(picked(page(n('button', 'Launch Default Toast'), n('button', 'Launch Default Toast'), n('button', 'Launch Default Toast (topLeft)')), 'click Launch Default Toast')).toMatch(/about equally/);
    expect(picked(page(n('button', 'Launch Default Toast'), n('button', 'Launch Default Toasts')), 'click Launch Default Toast')).toMatch(/about equally/);
  });
});

describe('dialog-close', () => {
  it('clicks the Close that shows the word when the × and a footer button of one dialog are both named Close', () => {
    const corner = n('button', 'Close', [text('×')]);
    const footer = n('button', 'Close');
    const snapshot = page(n('button', 'Close'), n('dialog', 'Settings', [corner, n('paragraph', undefined, [text('Saved')]), footer]));
    // The page's own Close outside the dialog is no candidate "in the dialog"; in the dialog the two tie.
    expect(picked(snapshot, 'click "Close" in the dialog')).toEqual({ rule: 'dialog-close', refs: [footer.ref] });
  });

  it('in a modal the page marks with no role, only once the page says both lie in its layer', () => {
    const first = n('button', 'Close');
    const second = n('button', 'Close');
    const snapshot = page(n('generic', undefined, [n('heading', 'Available authorizations', [], { level: 3 }), first, second]));
    expect(picked(snapshot, 'click Close', facts(snapshot, [[first, { inLayer: true }], [second, { inLayer: true }]]))).toEqual({ rule: 'dialog-close', refs: [first.ref] });
    expect(picked(snapshot, 'click Close', facts(snapshot, [[first, { inLayer: true }]]))).toMatch(/about equally/);
  });

  it('leaves a tie between the Close buttons of two dialogs, and any tie of another name', () => {
    const snapshot = page(n('dialog', 'A', [n('button', 'Close')]), n('dialog', 'B', [n('button', 'Close')]));
    expect(picked(snapshot, 'click Close')).toMatch(/about equally/);
    const saves = page(n('dialog', 'A', [n('button', 'Save'), n('button', 'Save')]));
    expect(picked(saves, 'click Save')).toMatch(/about equally/);
  });
});
