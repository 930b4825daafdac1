import type { SnapshotNode } from '../../snapshot/index.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { containsPhrase, normalize } from '../text.js';

/**
 * A data grid's columns as a tester names them (APG grid and table patterns): by the text of the
 * column header, in the singular or the plural ("filter products by lamp" for the header
 * "Product"), and the cells that stand in the same column in the other header rows (a filter row
 * under the titles). Read from roles and the order of cells in their rows only.
 */

const CELL_ROLES: ReadonlySet<string> = new Set(['columnheader', 'rowheader', 'gridcell', 'cell']);
const GRID_ROLES: ReadonlySet<string> = new Set(['grid', 'table', 'treegrid']);

/** Roles of controls a header may hold beside its title (a sort button, a filter box, a menu button). */
const CONTROL_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'textbox', 'searchbox', 'combobox', 'spinbutton', 'checkbox', 'radio', 'switch', 'menuitem', 'slider']);

/** The text a header shows outside the controls it holds. */
function textOutsideControls(node: SnapshotNode): string {
  const parts: string[] = [];
  const visit = (n: SnapshotNode) => {
    for (const c of n.children) {
      if (CONTROL_ROLES.has(c.role)) continue;
      if (c.role === 'text' || (c.text && !c.children.length)) parts.push(c.text ?? '');
      visit(c);
    }
  };
  visit(node);
  return normalize(parts.join(' '));
}

/**
 * What a column header is called: its name up to a colon or a line break ("Name: activate to
 * sort"), the text it shows outside the controls it holds (its name also counts their labels),
 * and, when all its text is in one button (APG sortable table: the title is the sort button),
 * that button's name.
 */
export function headerTitles(node: SnapshotNode): string[] {
  const out: string[] = [];
  const add = (t: string | undefined) => {
    const n = normalize(t ?? '');
    if (n && !out.includes(n)) out.push(n);
  };
  const own = textOutsideControls(node);
  add(own);
  if (!own) add(subtree(node).find((n) => n !== node && n.role === 'button')?.name);
  add((node.name || ownText(node)).split(/[:\n]/)[0]);
  return out;
}

/** A header's title as a tester reads it (see headerTitles). */
export function headerTitle(node: SnapshotNode): string {
  return headerTitles(node)[0] ?? '';
}

/**
 * The forms a noun may be said in: as written, and its last word in the singular and the plural
 * ("orders" / "order", "boxes" / "box", "categories" / "category", "price" / "prices").
 */
export function numberForms(phrase: string): string[] {
  const p = normalize(phrase);
  if (!p) return [];
  const last = p.split(' ').at(-1)!;
  const head = p.slice(0, p.length - last.length);
  const out = new Set([p]);
  const add = (w: string) => {
    if (w.length > 1) out.add(head + w);
  };
  // "status", "class", "basis" end in s and are singular.
  if (/[^s]s$/.test(last) && !/(?:us|is)$/.test(last)) {
    // Plural: its singulars ("categories" → "category", "movies" → "movie", "boxes" → "box", "prices" → "price").
    if (/[^aeiou]ies$/.test(last)) add(last.replace(/ies$/, 'y'));
    if (/(?:s|x|z|ch|sh)es$/.test(last)) add(last.replace(/es$/, ''));
    add(last.replace(/s$/, ''));
  } else if (/[^aeiou]y$/.test(last)) add(last.replace(/y$/, 'ies'));
  else if (/(?:s|x|z|ch|sh)$/.test(last)) add(`${last}es`);
  else add(`${last}s`);
  return [...out];
}

/**
 * The column headers a name says: those whose title equals it (in either number), else those
 * whose title holds it as whole words (exactly the words said, in either number). `exact` says
 * which.
 */
export function headersNamed(index: PageIndex, column: string): { headers: SnapshotNode[]; exact: boolean } {
  const forms = numberForms(column);
  if (!forms.length) return { headers: [], exact: false };
  const all = index.order.filter((n) => n.role === 'columnheader');
  const equal = all.filter((h) => headerTitles(h).some((t) => forms.includes(t)));
  if (equal.length) return { headers: equal, exact: true };
  return { headers: all.filter((h) => forms.some((f) => containsPhrase(headerTitle(h), f))), exact: false };
}

/** The row a cell stands in, and its place among the row's cells (columns counted from 0). */
function placeInRow(index: PageIndex, cell: SnapshotNode): { row: SnapshotNode; at: number } | undefined {
  const row = ancestors(index, cell).find((a) => a.role === 'row');
  if (!row) return undefined;
  const cells = rowCells(row);
  const at = cells.indexOf(cell);
  return at < 0 ? undefined : { row, at };
}

/** A row's cells, in order (cells inside cells are not the row's). */
function rowCells(row: SnapshotNode): SnapshotNode[] {
  const out: SnapshotNode[] = [];
  const visit = (n: SnapshotNode) => {
    for (const c of n.children) {
      if (CELL_ROLES.has(c.role)) out.push(c);
      else if (c.role !== 'row') visit(c);
    }
  };
  visit(row);
  return out;
}

/** The grid or table a node lies in (the innermost). */
export function gridOf(index: PageIndex, node: SnapshotNode): SnapshotNode | undefined {
  return ancestors(index, node).find((a) => GRID_ROLES.has(a.role));
}

/**
 * The cells of a header's column in the grid's other header rows: a filter row under the titles
 * (rows whose every cell holding anything holds a field, a box or a button, before the first row of
 * data), at the header's place in its row when the rows have as many cells.
 */
export function columnHeadCells(index: PageIndex, header: SnapshotNode): SnapshotNode[] {
  const place = placeInRow(index, header);
  const grid = gridOf(index, header);
  if (!place || !grid) return [];
  const width = rowCells(place.row).length;
  const out: SnapshotNode[] = [];
  for (const row of subtree(grid).filter((n) => n.role === 'row' && n !== place.row)) {
    const cells = rowCells(row);
    if (cells.length !== width) continue;
    const holding = cells.filter((c) => c.children.length || c.name);
    // A row of data ends the head: its cells hold text, not controls.
    if (!holding.length || !holding.every((c) => c.role === 'columnheader' || subtree(c).some((d) => d !== c && (FIELD_ROLES.has(d.role) || d.role === 'button' || d.role === 'checkbox')))) {
      if (index.position.get(row)! > index.position.get(place.row)!) break;
      continue;
    }
    out.push(cells[place.at]!);
  }
  return out;
}

export const FIELD_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

/** The cells of a header's column in the rows of data (rows with no header cell), at the header's place when the rows have as many cells. */
export function columnCells(index: PageIndex, header: SnapshotNode): SnapshotNode[] {
  const place = placeInRow(index, header);
  const grid = gridOf(index, header);
  if (!place || !grid) return [];
  const width = rowCells(place.row).length;
  return subtree(grid)
    .filter((n) => n.role === 'row' && n !== place.row)
    .map(rowCells)
    .filter((cells) => cells.length === width && !cells.some((c) => c.role === 'columnheader'))
    .map((cells) => cells[place.at]!);
}
