import { isActionable, type PageSnapshot, type SnapshotNode } from '../snapshot/index.js';

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
    for (const [i, node] of nodes.entries()) {
      position.set(node, order.length);
      order.push(node);
      parent.set(node, up);
      const text = i > 0 ? captionOf(nodes[i - 1]!) : undefined;
      if (text && FIELD_ROLES.has(node.role) && (!node.name || node.name === node.placeholder)) besideLabels.set(node, text);
      visit(node.children, node);
    }
  };
  visit(snapshot.nodes, undefined);
  return { snapshot, order, position, parent };
}

const FIELD_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox', 'listbox']);

/** Text beside a field, for fields whose only name is their placeholder: filled when a page is indexed. */
const besideLabels = new WeakMap<SnapshotNode, string>();

/**
 * The caption a field shows just before it when no label is tied to it (`<label>Select</label>
 * <select>` without `for`, "Servers" above a dropdown): the field's previous sibling, when that is
 * a short piece of plain text and nothing else.
 */
export function besideLabel(node: SnapshotNode): string | undefined {
  return besideLabels.get(node);
}

function captionOf(node: SnapshotNode): string | undefined {
  if (isActionable(node) || !['text', 'generic'].includes(node.role) || node.children.some((c) => c.role !== 'text')) return undefined;
  const text = ownText(node);
  return text && text.length <= 60 ? text : undefined;
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
