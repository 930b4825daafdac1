import { textOf, type SnapshotNode } from '../../snapshot/index.js';
import { ancestors, ownText, type PageIndex } from '../page-index.js';
import { drawnGrids } from './grid-rows.js';

/**
 * Columns of a grid drawn with no ARIA roles at all (a tree grid of divs and spans), as grid-rows.ts
 * `drawnGrids` finds them from the tree's shape only (a header of short plain titles, then rows whose
 * parts stand under them): the column a node stands in, and the header cells themselves.
 */

/**
 * The titled column a node stands in, in a row of a grid drawn with no roles: the row, the header
 * cell and its title. Undefined when the node is in no such grid, or when its row does not have as
 * many parts as the header has titles (then which column is not certain).
 */
export function drawnColumnOf(node: SnapshotNode, index: PageIndex): { row: SnapshotNode; header: SnapshotNode; title: string } | undefined {
  const ups = [node, ...ancestors(index, node)];
  for (const grid of drawnGrids(index)) {
    const at = ups.findIndex((up) => grid.rows.includes(up));
    if (at <= 0) continue;
    const row = ups[at]!;
    if (row.children.length !== grid.headers.length) return undefined;
    const header = grid.headers[row.children.indexOf(ups[at - 1]!)]!;
    return { row, header, title: textOf(header) };
  }
  return undefined;
}

/** A header cell of a grid drawn with no roles ("Status" over the rows), and the rows it heads. Undefined for any other node. */
export function drawnHeaderCell(node: SnapshotNode, index: PageIndex): { rows: readonly SnapshotNode[] } | undefined {
  const grid = drawnGrids(index).find((g) => g.headers.includes(node));
  return grid ? { rows: grid.rows } : undefined;
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
    const row = anchors.map((a) => [a, ...ancestors(index, a)].find((up) => head.rows.includes(up))).find(Boolean);
    if (!row) continue;
    const title = textOf(node);
    return `"${title}" is the header of a column over every row, not a part of the row that holds "${ownText(anchors[0]!)}"; its cell in that row has no name: say what it is ("the select in the ${title} column of <row>") or hand it to a model`;
  }
  return undefined;
}
