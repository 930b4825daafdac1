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
      const keyed = rows.filter((r) => r !== headerRow && cellsOf(r).some((c) => nameScore(key, textOf(c), true) === 1));
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
