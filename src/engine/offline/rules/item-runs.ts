import { ACTIONABLE_ROLES, type SnapshotNode } from '../../snapshot/index.js';
import type { PageIndex } from '../page-index.js';

/**
 * Lists drawn without list roles: columns of alike items under a heading (a kanban's boards of
 * cards, a planner's lanes). A part whose children are two or more (or, beside a twin column, one)
 * alike items (plain elements of
 * one role, each showing text, none a control) and that comes after a title of its own (a heading,
 * a header, or a text before it in its column), or a part in the same place of a twin column (the
 * same parts in the same order beside it), empty or holding one item. The drag-drop rule reads them
 * as lists (rules/drag-drop.ts, readLists), and again after each drag.
 */

/** Roles an item of such a run may have: plain boxes (a card, a tile), never a control or a landmark. */
const ITEM_BOX = new Set(['generic', 'group', 'article']);
/** What titles a column: a heading, a header (banner), or a text. */
const TITLE_ROLES = new Set(['heading', 'banner', 'generic', 'text', 'paragraph']);
/** Most nodes looked at for runs on one page. */
const MAX_NODES = 20_000;

export interface ItemRun {
  node: SnapshotNode;
  name: string;
  items: SnapshotNode[];
}

/** The text a node shows, its own and its children's. */
function textIn(node: SnapshotNode): string {
  const parts: string[] = [];
  const visit = (n: SnapshotNode) => {
    if (n.name) parts.push(n.name);
    else if (n.text) parts.push(n.text);
    if (!n.name) for (const c of n.children) visit(c);
  };
  visit(node);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** Whether each of the children is an item box of one role that shows text and is no control. */
function alikeItems(children: readonly SnapshotNode[]): boolean {
  if (!children.length) return false;
  const role = children[0]!.role;
  return children.every((c) => c.ref && c.role === role && ITEM_BOX.has(c.role) && !ACTIONABLE_ROLES.has(c.role) && c.cursor !== 'pointer' && textIn(c) !== '');
}

/** The title before a part in its column: the nearest earlier sibling that is a heading, a header or a text. */
function titleOf(parent: SnapshotNode, part: SnapshotNode): string {
  const before = parent.children.slice(0, parent.children.indexOf(part)).reverse();
  const title = before.find((c) => TITLE_ROLES.has(c.role) && textIn(c) !== '' && !c.children.some((g) => ACTIONABLE_ROLES.has(g.role)));
  return title ? textIn(title) : '';
}

/** The shape of a column: its parts' roles in order. */
const shape = (node: SnapshotNode) => node.children.map((c) => c.role).join(' ');

/** The page's runs of alike items under a title, and the parts in the same place of their twin columns. */
export function itemRuns(index: PageIndex): ItemRun[] {
  const out: ItemRun[] = [];
  const seen = new Set<SnapshotNode>();
  for (const node of index.order.slice(0, MAX_NODES)) {
    if (!node.ref || seen.has(node) || ACTIONABLE_ROLES.has(node.role) || ['list', 'listitem', 'table', 'rowgroup', 'row', 'grid', 'tree'].includes(node.role)) continue;
    const parent = index.parent.get(node);
    if (!parent || !alikeItems(node.children)) continue;
    const name = titleOf(parent, node);
    if (!name) continue;
    // The twin columns beside this one: the same parts in the same order; their part in this place is a run too (maybe empty).
    const column = parent;
    const row = index.parent.get(column);
    const at = column.children.indexOf(node);
    const twins: ItemRun[] = [];
    for (const twin of row?.children ?? []) {
      if (twin === column || shape(twin) !== shape(column)) continue;
      const part = twin.children[at];
      if (!part?.ref || seen.has(part) || (part.children.length && !alikeItems(part.children))) continue;
      const title = titleOf(twin, part);
      if (title) twins.push({ node: part, name: title, items: [...part.children] });
    }
    // One item alone is a run only beside twin columns (a kanban's column left with one card).
    if (node.children.length < 2 && !twins.length) continue;
    for (const run of [{ node, name, items: [...node.children] }, ...twins]) {
      out.push(run);
      seen.add(run.node);
    }
  }
  // In the page's order, as lists are read.
  return out.sort((a, b) => (index.position.get(a.node) ?? 0) - (index.position.get(b.node) ?? 0));
}
