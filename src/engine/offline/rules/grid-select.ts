import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { nameScore } from '../score.js';
import { columnOf } from './grid-cell.js';
import { cellText, gridsWithHeaders } from './grid-rows.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const CELLS: ReadonlySet<string> = new Set(['gridcell', 'cell', 'rowheader', 'columnheader']);

/** What the step selects: a column by its title, or the cell that says a text; and whether it said "click". */
function partsOf(form: StepForm): { column?: string; cell?: string; click: boolean } | undefined {
  const t = form.target;
  if (!t || form.value !== undefined || t.ordinal !== undefined || !['select', 'click', 'find'].includes(form.verb)) return undefined;
  const click = form.verb !== 'select';
  // "find the Approved column header": the header itself.
  if (form.verb === 'find' && t.kind && ['column', 'column header', 'header', 'columnheader'].includes(t.kind) && t.name && !form.scope) return { column: t.name, click };
  if (form.verb === 'find') return undefined;
  if (t.kind === 'column' && t.name && !form.scope) return { column: t.name, click };
  if (t.kind === 'cell' && !t.name && form.scope && ['with', 'containing', 'saying'].includes(form.scope.relation) && form.scope.name) return { cell: form.scope.name, click };
  return undefined;
}

/**
 * A grid's column or cell selected by a click on it (its header; the cell itself), in a table with
 * or without grid roles: "select the Amount column", "select the cell with Hotel Alfama". Judged by
 * its `aria-selected` afterwards where the page says it can be selected; a page that shows no
 * selection state takes the click only when the step says "click".
 */
export const gridSelect: WidgetRule = {
  info: {
    name: 'grid-select',
    does: 'Selects a column (a click on its header, `th` or the first row of a head drawn with `td`) or the cell that says a text (a click on it), judged by its aria-selected afterwards; where the page shows no selection state, only a step that says "click" clicks.',
    when: '"select the Amount column", "select the cell with Hotel Alfama, 4 nights", "click the Amount column"; observe "find the Approved column header".',
    evidence: 'Exactly one column header titled so (clearly ahead), or exactly one cell saying the text exactly; to select, its aria-selected read from the page (present: it says it can be selected).',
    example: {
      html: '<div role="grid" aria-label="Trip"><div role="row"><span role="columnheader" aria-selected="false" onclick="this.setAttribute(\'aria-selected\', \'true\')">Item</span><span role="columnheader" aria-selected="false" onclick="this.setAttribute(\'aria-selected\', \'true\')">Amount</span></div><div role="row"><span role="gridcell">Taxi</span><span role="gridcell">38</span></div></div>',
      step: 'select the Amount column',
      action: 'click columnheader "Amount" (select the Amount column)',
    },
  },
  applies: (form, kind) => (kind === 'act') === (form.verb !== 'find') && partsOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const parts = partsOf(form)!;
    let node: SnapshotNode;
    let what: string;
    if (parts.column !== undefined) {
      const found = gridsWithHeaders(ctx.index).flatMap(({ headers }) => {
        const col = headers.length ? columnOf(headers, parts.column!) : undefined;
        return col ? [col] : [];
      });
      if (!found.length) return undefined;
      const tie = found.find((f) => 'handover' in f);
      if (tie && 'handover' in tie) return { handover: tie.handover, near: true };
      if (found.length > 1) return { handover: `${found.length} tables have a column "${parts.column}": say which table`, near: true };
      const col = found[0] as { h: SnapshotNode };
      node = col.h;
      what = `the ${cellText(node)} column`;
    } else {
      const cells = ctx.index.order.filter((n) => n.ref && CELLS.has(n.role) && nameScore(parts.cell!, cellText(n), true) === 1);
      if (!cells.length) return undefined;
      if (cells.length > 1) return { handover: `${cells.length} cells say "${parts.cell}": say which column ("the Item of …")`, near: true };
      node = cells[0]!;
      what = `the cell "${cellText(node)}"`;
    }
    if (!node.ref) return undefined;
    const candidates = [{ role: node.role, name: cellText(node), score: 1 }];
    if (ctx.kind === 'observe') return { actions: [{ ref: node.ref, method: 'click', arguments: [], description: `${said(node)} (${what} header)` }], candidates, facts: [what] };
    if (parts.click) return { actions: [{ ref: node.ref, method: 'click', arguments: [], description: `click ${said(node)} (${what})` }], candidates, facts: [what] };
    const facts = ctx.book.facts(node);
    if (!facts) return { handover: `reading whether ${what} can be selected`, near: true };
    if (facts.selected === undefined) return { handover: `${what} does not say it can be selected (no aria-selected), so a selection could not be checked: say "click ${parts.column !== undefined ? `the ${cellText(node)} header` : `the cell with ${parts.cell}`}"`, near: true };
    if (facts.selected) return { handover: `${what} is selected already`, near: true };
    return {
      actions: [{ ref: node.ref, method: 'click', arguments: [], description: `click ${said(node)} (select ${what})`, effect: { rowSelected: true } }],
      candidates,
      facts: [what, `it says it can be selected (aria-selected=false)`],
    };
  },
};
