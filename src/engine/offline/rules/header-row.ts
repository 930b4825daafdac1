import type { SnapshotNode } from '../../snapshot/index.js';
import { ancestors, subtree, type PageIndex } from '../page-index.js';

/**
 * A table that repeats its header row in its footer (`thead` and `tfoot` both say "Position"):
 * of headers that tie by their title, the one in the table's first row of column headers is the
 * header (the one a person sorts by); the footer's copy only repeats it. Undefined unless every
 * tied header is in one table and exactly one of them is in that row.
 */
export function headerOfRepeated(index: PageIndex, headers: readonly SnapshotNode[]): SnapshotNode | undefined {
  if (headers.length < 2) return undefined;
  const tableOf = (h: SnapshotNode) => ancestors(index, h).find((a) => a.role === 'table' || a.role === 'grid' || a.role === 'treegrid');
  const table = tableOf(headers[0]!);
  if (!table || headers.some((h) => tableOf(h) !== table)) return undefined;
  const first = subtree(table).find((n) => n.role === 'row' && n.children.some((c) => c.role === 'columnheader'));
  const inFirst = headers.filter((h) => first && ancestors(index, h).includes(first));
  return inFirst.length === 1 ? inFirst[0] : undefined;
}

/** The column headers of the row a header stands in (itself included). */
export function headersBeside(index: PageIndex, header: SnapshotNode): SnapshotNode[] {
  const row = ancestors(index, header).find((a) => a.role === 'row');
  return row ? row.children.filter((c) => c.role === 'columnheader' && c.ref) : [header];
}
