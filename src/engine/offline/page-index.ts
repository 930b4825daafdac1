import type { PageSnapshot, SnapshotNode } from '../snapshot/index.js';

/** A snapshot's tree with parent links and document order, built once per resolution. */
export interface PageIndex {
  snapshot: PageSnapshot;
  /** Every node, depth first. */
  order: SnapshotNode[];
  position: ReadonlyMap<SnapshotNode, number>;
  parent: ReadonlyMap<SnapshotNode, SnapshotNode | undefined>;
}

export function indexPage(snapshot: PageSnapshot): PageIndex {
  const order: SnapshotNode[] = [];
  const position = new Map<SnapshotNode, number>();
  const parent = new Map<SnapshotNode, SnapshotNode | undefined>();
  const visit = (nodes: readonly SnapshotNode[], up: SnapshotNode | undefined) => {
    for (const node of nodes) {
      position.set(node, order.length);
      order.push(node);
      parent.set(node, up);
      visit(node.children, node);
    }
  };
  visit(snapshot.nodes, undefined);
  return { snapshot, order, position, parent };
}

export function ancestors(index: PageIndex, node: SnapshotNode): SnapshotNode[] {
  const out: SnapshotNode[] = [];
  for (let up = index.parent.get(node); up; up = index.parent.get(up)) out.push(up);
  return out;
}

/** Every node under `root` (itself included), depth first. */
export function subtree(root: SnapshotNode): SnapshotNode[] {
  const out: SnapshotNode[] = [];
  const visit = (n: SnapshotNode) => {
    out.push(n);
    for (const c of n.children) visit(c);
  };
  visit(root);
  return out;
}

/** The text a node shows by itself: its name, else its own text, else its text children's. */
export function ownText(node: SnapshotNode): string {
  if (node.name) return node.name;
  if (node.text && node.role !== 'textbox' && node.role !== 'searchbox') return node.text;
  return node.children
    .filter((c) => c.role === 'text')
    .map((c) => c.text ?? '')
    .join(' ')
    .trim();
}
