import { ACTIONABLE_ROLES, isActionable, textOf, type PageSnapshot, type SnapshotNode } from '../snapshot/index.js';
import { normalize } from './text.js';

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
      else if (text && FIELD_ROLES.has(node.role) && node.placeholder === undefined) otherCaptions.set(node, text);
      noteBoxLabel(node, nodes);
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
 * Text beside a field that has a name of another kind, which the snapshot does not say the source
 * of: a placeholder equal to the name is not shown, so "Enter ..." may be a label or only a
 * placeholder. Whether the caption names the field is for the page's facts to say (captions.ts).
 */
const otherCaptions = new WeakMap<SnapshotNode, string>();

export function captionBefore(node: SnapshotNode): string | undefined {
  return otherCaptions.get(node);
}

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

const BOX_ROLES: ReadonlySet<string> = new Set(['checkbox', 'radio', 'switch']);

/** A box's label text beside it, and the other way round: filled when a page is indexed. */
const boxLabels = new WeakMap<SnapshotNode, SnapshotNode>();
const labelledBoxes = new WeakMap<SnapshotNode, SnapshotNode>();

/**
 * A checkbox, radio or switch that shares its parent with one short text and nothing else
 * (`<div><input type=radio><label>Radio</label></div>`, the label tied to it or not): that text is
 * what people call the box, and clicking it does what clicking the box does.
 */
function noteBoxLabel(node: SnapshotNode, siblings: readonly SnapshotNode[]) {
  if (!BOX_ROLES.has(node.role) || siblings.length !== 2) return;
  const other = siblings[siblings[0] === node ? 1 : 0]!;
  if (ACTIONABLE_ROLES.has(other.role) || !['text', 'generic'].includes(other.role) || other.children.some((c) => c.role !== 'text')) return;
  const text = ownText(other);
  if (!text || text.length > 80) return;
  boxLabels.set(node, other);
  labelledBoxes.set(other, node);
}

/** The text beside a box that labels it (see noteBoxLabel). */
export function boxLabel(node: SnapshotNode): SnapshotNode | undefined {
  return boxLabels.get(node);
}

/** The box a text beside it labels (see noteBoxLabel). */
export function labelledBox(node: SnapshotNode): SnapshotNode | undefined {
  return labelledBoxes.get(node);
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

/** The text a control shows on itself (its own text and its children's), apart from an aria-label that names it. */
export function shownText(node: SnapshotNode): string {
  return [node.text ?? '', ...node.children.map(textOf)].join(' ').trim();
}

/** The text a node shows by itself: its name, else its own text, else its text children's. */
/**
 * A tree item's own name when it is drawn as a header and the part it opens (a panel bar's item
 * whose shown content is folded into its name: "Filters Find order" for the header "Filters" over
 * a search box): the text of its first part, which shows only text, when its name begins with it
 * and more parts follow. Undefined when the item is not drawn so (its name is then its own).
 */
export function treeItemHeader(node: SnapshotNode): string | undefined {
  if (node.role !== 'treeitem' || node.children.length < 2 || !node.name) return undefined;
  const first = node.children[0]!;
  if ((first.role !== 'generic' && first.role !== 'text') || first.children.some((c) => c.role !== 'text')) return undefined;
  const head = textOf(first).trim();
  const said = normalize(head);
  const name = normalize(node.name);
  if (!/[\p{L}\p{N}]/u.test(said) || name === said || !name.startsWith(`${said} `)) return undefined;
  return head;
}

export function ownText(node: SnapshotNode): string {
  if (node.name) return node.name;
  if (node.text && node.role !== 'textbox' && node.role !== 'searchbox') return node.text;
  return node.children
    .filter((c) => c.role === 'text')
    .map((c) => c.text ?? '')
    .join(' ')
    .trim();
}
