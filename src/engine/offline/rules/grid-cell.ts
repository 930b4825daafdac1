import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ownText, subtree } from '../page-index.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const GRIDS: ReadonlySet<string> = new Set(['grid', 'treegrid', 'table']);
const EDITABLE_GRIDS: ReadonlySet<string> = new Set(['grid', 'treegrid']);
const CELLS: ReadonlySet<string> = new Set(['gridcell', 'cell', 'columnheader', 'rowheader']);

/** The row (by a cell's text), the column (by its header) and the value, from the step's typed form. */
export function gridCellParts(form: StepForm): { row: string; column: string; value?: string } | undefined {
  const t = form.target;
  if (!t) return undefined;
  // "rename Alice Moreau to Alice Martin": the cell that says the old text is the one to edit.
  if (form.verb === 'rename' && form.frame === 'to-value' && form.value !== undefined && !form.scope) return { row: t.exact ? t.name : t.raw, column: '', value: form.value };
  const setting = form.verb === 'set' && form.frame === 'to-value' && form.value !== undefined;
  if (!setting && form.verb !== 'find') return undefined;
  const value = setting ? { value: form.value! } : {};
  // "Bruno Keller's age": the row's key, then the column.
  const possessive = !form.scope && t.raw.match(/^(.+?)['’]s\s+(.+)$/);
  if (possessive) return { row: possessive[1]!.trim(), column: possessive[2]!.replace(/\s+(?:cell|column|field)$/i, '').trim(), ...value };
  // "the Age of Bruno Keller", "the Age of the row for Dana Okafor", "the Age cell for Bruno Keller".
  if (form.scope && ['of', 'for', 'in'].includes(form.scope.relation) && (!t.kind || t.kind === 'cell' || t.kind === 'column')) {
    const row = form.scope.name.replace(/^(?:the\s+)?row\s+(?:for|of|with)\s+/i, '').trim();
    const column = t.name.trim();
    return row && column ? { row, column, ...value } : undefined;
  }
  return undefined;
}

/**
 * A value that swallowed a scope phrase: "Shipped in the row for order 1004", "5 for Chloe Dubois"
 * (the grammar reads "set X to …" to the end). The value before it, the row's key after it, and
 * whether the phrase says "row" (then the step names a row whatever the page holds).
 */
export function swallowedRow(form: StepForm): { value: string; row: string; explicit: boolean } | undefined {
  if (form.value === undefined || form.scope || !['to-value', 'with-value'].includes(form.frame)) return undefined;
  const explicit = form.value.match(/^(.+?)\s+(?:in|on|at|of|for)\s+(?:the\s+)?(?:row|line|record|entry)\s+(?:(?:for|of|with|where|that\s+says|saying)\s+)?(.+)$/i);
  if (explicit) return { value: explicit[1]!.trim(), row: explicit[2]!.trim(), explicit: true };
  const bare = form.value.match(/^(.+?)\s+(?:for|of)\s+(?:the\s+)?(.+)$/i);
  return bare ? { value: bare[1]!.trim(), row: bare[2]!.trim(), explicit: false } : undefined;
}

/** The step's form with a swallowed row phrase read as the scope it is. */
export function withRowScope(form: StepForm, swallowed: { value: string; row: string }): StepForm {
  return { ...form, value: swallowed.value, scope: { relation: 'for', name: swallowed.row, kind: 'row', exact: false } };
}

/**
 * Whether a grid or table row says the key ("Chloe Dubois", "order 1004"): a row step names a row
 * only when the page has one it could be. Header rows are not rows of data.
 */
export function rowSaysKey(index: { order: readonly SnapshotNode[] }, key: string): boolean {
  for (const grid of index.order.filter((n) => GRIDS.has(n.role))) {
    const rows = subtree(grid).filter((n) => n.role === 'row');
    const headerRow = rows.find((r) => r.children.some((c) => c.role === 'columnheader'));
    const headers = headerRow ? cellsOf(headerRow) : [];
    if (rows.some((r) => !r.children.some((c) => c.role === 'columnheader') && keyedBy(r, key, headers))) return true;
  }
  return false;
}

/**
 * A row keyed by the step's words: a cell saying them exactly ("Chloe Dubois"); or, for "order
 * 1004", a cell saying "1004" in the column whose header is "Order"; a possessive names the row by
 * its key and the thing the row is ("Daniel Novak's order").
 */
function keyedBy(row: SnapshotNode, key: string, headers: readonly SnapshotNode[]): boolean {
  const cells = cellsOf(row);
  const plain = key.replace(/['’]s\s+\p{L}+$/u, '').trim();
  if (cells.some((c) => nameScore(plain, textOf(c), true) === 1)) return true;
  const m = plain.match(/^(.+?)\s+(\S+)$/);
  if (!m || cells.length !== headers.length) return false;
  const [, column, value] = m;
  return cells.some((c, i) => nameScore(value!, textOf(c), true) === 1 && nameScore(column!, textOf(headers[i]!)) === 1);
}

const cellsOf = (row: SnapshotNode) => row.children.filter((c) => CELLS.has(c.role));
const textOf = (cell: SnapshotNode) => cell.name ?? ownText(cell);

/**
 * APG grid (or table): a cell known by its row and its column, "Bruno Keller's age", "the Age of
 * the row for Dana Okafor". The column by its header's name, the row by a cell that says the row's
 * key exactly; the cell where they cross. Setting it edits it in place: a click starts the cell's
 * editor, which takes the value and Enter (ResolvedAction.edit); the cell must show the value after.
 */
export const gridCell: WidgetRule = {
  info: {
    name: 'grid-cell',
    does: 'Finds a grid cell by its row and its column (a cell of the row saying the key, the column by its header), and sets it by editing it in place: click, type the value into the editor it opens, Enter.',
    when: '"change Bruno Keller\'s age to 42", "set the Age of Bruno Keller to 42", "find the Age of the row for Dana Okafor", "rename Alice Moreau to Alice Martin" (the one cell saying the old text).',
    evidence: 'In one grid, exactly one column header named so (clearly ahead) and exactly one row with a cell saying the key exactly; the row has as many cells as the header row. Edited only in an interactive grid (role grid, not a table): after the click, one text field in the cell; after Enter, the cell shows the value.',
    example: {
      html: '<table><tr><th>Name</th><th>Age</th></tr><tr><td>Ann Lee</td><td>34</td></tr><tr><td>Bo Chen</td><td>41</td></tr></table>',
      step: 'find the Age of Bo Chen',
      action: 'cell "41" (the Age of "Bo Chen")',
    },
  },
  applies: (form) => gridCellParts(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { row: key, column, value } = gridCellParts(form)!;
    const found: { cell: SnapshotNode; header: SnapshotNode; row: SnapshotNode; score: number }[] = [];
    // Editing in place is what an interactive grid (APG grid) does; a table is read, not edited.
    const grids = ctx.index.order.filter((n) => (value === undefined ? GRIDS.has(n.role) : EDITABLE_GRIDS.has(n.role)));
    if (!column) {
      // Renamed: every cell of a grid that says the old text exactly.
      const saying = grids.flatMap((g) => subtree(g).filter((c) => (c.role === 'gridcell' || c.role === 'cell') && nameScore(key, textOf(c), true) === 1));
      if (!saying.length) return undefined;
      if (saying.length > 1) return { handover: `${saying.length} cells say "${key}": say which column ("set the Name of …")`, near: true };
      const cell = saying[0]!;
      if (!cell.ref || value === undefined || ctx.kind !== 'act') return undefined;
      return { actions: [{ ref: cell.ref, method: 'click', arguments: [], description: `click ${said(cell)} to edit it to "${value}"`, edit: value }], candidates: [{ role: cell.role, name: textOf(cell), score: 1 }], facts: [`the one cell saying "${key}"`, 'edited in place: the click opens its editor'] };
    }
    let rowsSaying = 0;
    for (const grid of grids) {
      const rows = subtree(grid).filter((n) => n.role === 'row');
      const headerRow = rows.find((r) => r.children.some((c) => c.role === 'columnheader'));
      if (!headerRow) continue;
      const headers = cellsOf(headerRow);
      const scored = headers.map((h, i) => ({ h, i, score: nameScore(column, textOf(h)) })).filter((s) => s.score >= MIN_SCORE);
      if (!scored.length) continue;
      const best = Math.max(...scored.map((s) => s.score));
      const top = scored.filter((s) => s.score > best - MIN_LEAD);
      if (top.length > 1) return { handover: `${top.length} columns match "${column}": say the column's whole name`, near: true };
      const keyed = rows.filter((r) => r !== headerRow && !r.children.some((c) => c.role === 'columnheader') && keyedBy(r, key, headers));
      rowsSaying += keyed.length;
      for (const r of keyed) {
        const cells = cellsOf(r);
        if (cells.length !== headers.length) return { handover: `the row for "${key}" has ${cells.length} cells and the header ${headers.length}: which is the ${column} cell is not certain`, near: true };
        found.push({ cell: cells[top[0]!.i]!, header: top[0]!.h, row: r, score: best });
      }
    }
    if (!found.length) return rowsSaying ? undefined : undefined;
    if (found.length > 1) return { handover: `${found.length} rows say "${key}": name the row by a cell only it has`, near: true };
    const { cell, header } = found[0]!;
    if (!cell.ref) return undefined;
    const where = `the ${textOf(header)} of "${key}"`;
    const facts = [`column ${said(header)}`, `row with a cell saying "${key}"`];
    const candidates = [{ role: cell.role, name: textOf(cell), score: found[0]!.score }];
    if (value === undefined) return { actions: [{ ref: cell.ref, method: 'click', arguments: [], description: `${said(cell)} (${where})` }], candidates, facts };
    if (ctx.kind !== 'act') return undefined;
    return { actions: [{ ref: cell.ref, method: 'click', arguments: [], description: `click ${said(cell)} (${where}) to edit it to "${value}"`, edit: value }], candidates, facts: [...facts, 'edited in place: the click opens its editor'] };
  },
};
