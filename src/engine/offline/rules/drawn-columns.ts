import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { normalize } from '../text.js';

/**
 * Columns of a grid drawn with no ARIA roles at all (a tree grid of divs and spans): a header drawn
 * as a run of short plain texts, all different, no control among them, just before the container of
 * the rows, and rows whose cells stand at the same places (a row has as many children as the header).
 * Read from the tree's shape only: no class name, no text the page happens to say.
 */

/** Roles that make a grid of roles (columns.ts and grid-rows.ts read those). */
const GRID_ROLES: ReadonlySet<string> = new Set(['grid', 'table', 'treegrid', 'row', 'gridcell', 'cell', 'columnheader', 'rowheader']);

/** Whether `node` is drawn as a header: at least three children, each a short plain text, all different. */
function isDrawnHeader(node: SnapshotNode): boolean {
  if (node.role !== 'generic' || node.children.length < 3) return false;
  const titles = node.children.map((c) => (c.role === 'generic' || c.role === 'text') && !subtree(c).some((d) => isActionable(d)) ? normalize(ownText(c)) : '');
  return titles.every((t) => t && t.length <= 40) && new Set(titles).size === titles.length;
}

/** Rows of a drawn grid: `rows`' children that hold as many children as the header, at least two of them. */
function hasRowsLike(rows: SnapshotNode, header: SnapshotNode): boolean {
  return rows.children.filter((r) => r.children.length === header.children.length).length >= 2;
}

/** The header drawn just before a rows container (its previous sibling), when there is one. */
function headerBefore(rows: SnapshotNode, index: PageIndex): SnapshotNode | undefined {
  const parent = index.parent.get(rows);
  if (!parent) return undefined;
  const at = parent.children.indexOf(rows);
  const before = at > 0 ? parent.children[at - 1] : undefined;
  return before && isDrawnHeader(before) && hasRowsLike(rows, before) ? before : undefined;
}

/**
 * The titled column a node stands in, in a row of a grid drawn with no roles: the row, the header
 * cell and its title. Undefined when the node is in no such grid, when the grid has roles, or when
 * its row does not have as many cells as the header (then which column is not certain).
 */
export function drawnColumnOf(node: SnapshotNode, index: PageIndex): { row: SnapshotNode; header: SnapshotNode; title: string } | undefined {
  const ups = ancestors(index, node);
  if ([node, ...ups].some((n) => GRID_ROLES.has(n.role))) return undefined;
  let child = node;
  for (const row of ups) {
    const rows = index.parent.get(row);
    if (!rows) return undefined;
    const header = headerBefore(rows, index);
    if (header && row.children.length === header.children.length) {
      const cell = header.children[row.children.indexOf(child)]!;
      return { row, header: cell, title: ownText(cell) };
    }
    child = row;
  }
  return undefined;
}

/**
 * A header cell of a grid drawn with no roles ("Status" over the rows), and the container of the
 * rows it heads. Undefined for any other node.
 */
export function drawnHeaderCell(node: SnapshotNode, index: PageIndex): { rows: SnapshotNode } | undefined {
  const header = index.parent.get(node);
  const parent = header && index.parent.get(header);
  if (!header || !parent || !isDrawnHeader(header)) return undefined;
  if ([node, ...ancestors(index, node)].some((n) => GRID_ROLES.has(n.role))) return undefined;
  const rows = parent.children[parent.children.indexOf(header) + 1];
  return rows && hasRowsLike(rows, header) ? { rows } : undefined;
}

/**
 * "row-cell-guard": "find the status of Forecast.xlsx" where the only thing called "Status" near the
 * row is the column's header (a grid drawn with no roles; the row's own cell has no name): the
 * step asks for the row's cell, never the header over every row. Returns the hand-over reason for
 * a header cell chosen while the step's scope names a row under that header, else undefined.
 */
export function rowCellGuard(nodes: readonly SnapshotNode[], anchors: readonly SnapshotNode[], index: PageIndex): string | undefined {
  for (const node of nodes) {
    const head = drawnHeaderCell(node, index);
    if (!head) continue;
    const row = anchors.map((a) => ancestors(index, a).find((up) => index.parent.get(up) === head.rows)).find(Boolean);
    if (!row) continue;
    const title = ownText(node);
    return `"${title}" is the header of a column over every row, not a part of the row that holds "${ownText(anchors[0]!)}"; its cell in that row has no name: say what it is ("the select in the ${title} column of <row>") or hand it to a model`;
  }
  return undefined;
}
