import type { SnapshotNode } from '../../snapshot/index.js';
import { ancestors, ownText } from '../page-index.js';
import { nameScore } from '../score.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const ROW_ROLES = new Set(['row']);
const CELL_ROLES = new Set(['cell', 'gridcell', 'rowheader']);

/**
 * A table row or cell named by what it holds (APG grid/table): "the row for Ashton Cox" is the
 * one row with a cell that says exactly that; "the cell with Hana Sato" is that cell. Located
 * (observe) only: what a click on a whole row does depends on the grid (select, edit, open), so
 * an act on a row is handed over with a rephrasing that names the control in it.
 */
export const rowByText: WidgetRule = {
  info: {
    name: 'row-by-text',
    does: 'Finds a table row by the text of one of its cells ("the row for Alice"), or the cell that says a text.',
    when: '"find the row for Ashton Cox", "find the cell with Hana Sato" (observe).',
    evidence: 'Exactly one cell (or row header) in the page\'s tables says the text exactly; its row is the row.',
  },
  applies: (form, kind) => kind === 'observe' && form.verb === 'find' && !!form.scope?.name && ['row', 'cell'].includes(form.target?.kind ?? '') && !form.target?.name && ['for', 'of', 'with', 'containing'].includes(form.scope.relation),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const text = form.scope!.name;
    const cells = ctx.index.order.filter((n) => n.ref && CELL_ROLES.has(n.role) && nameScore(text, n.name ?? ownText(n), true) === 1);
    if (!cells.length) return undefined;
    const rows = [...new Set(cells.map((c) => ancestors(ctx.index, c).find((a) => ROW_ROLES.has(a.role))).filter((r): r is SnapshotNode => !!r))];
    const wantsRow = form.target!.kind === 'row';
    const found = wantsRow ? rows.filter((r) => r.ref) : cells;
    if (found.length !== 1) return { handover: `${found.length || cells.length} ${wantsRow ? 'rows' : 'cells'} say "${text}": scope it ("in the Orders table")`, near: true };
    const node = found[0]!;
    return { actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }], candidates: cells.map((c) => ({ role: c.role, name: c.name ?? ownText(c), score: 1 })), facts: [`${cells.length} cell says "${text}"`] };
  },
};
