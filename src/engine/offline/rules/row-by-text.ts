import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText } from '../page-index.js';
import { nameScore } from '../score.js';
import { normalize } from '../text.js';
import { HOLDING_UNITS } from '../vocabulary.js';
import { cellText, keyedRows, rowClickCell, rowNumberSaid, rowTie, selectRow } from './grid-rows.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const CELL_ROLES = new Set(['cell', 'gridcell', 'rowheader']);
/** How a step says what a unit holds: "the row for Ashton Cox", "the card with Blue Mug". */
const HOLDS: ReadonlySet<string> = new Set(['for', 'of', 'with', 'containing']);
/** What a step does to the unit itself: locate it, click it, (un)select it. */
const VERBS: ReadonlySet<string> = new Set(['find', 'click', 'select', 'check', 'uncheck']);
const UNSELECT = /^(?:unselect|deselect|unmark)$/i;

/** The unit word a target is, alone ("the row", "the card"), or undefined. */
function unitWord(form: StepForm): string | undefined {
  const t = form.target;
  if (!t || t.exact || t.ordinal !== undefined) return undefined;
  // "select row 4": a row by its number.
  if (!form.scope && rowNumberSaid(t.raw) !== undefined) return 'row';
  if (t.kind === 'row' && !t.name) return 'row';
  // "select the Developer row": a row named by a text it holds, said before the word.
  if (namedRow(form)) return 'row';
  if (t.kind === 'cell' && !t.name) return 'cell';
  const word = normalize(t.name);
  return !t.kind && HOLDING_UNITS.has(word) ? word : undefined;
}

/** The text a row is named by when said before the word "row" ("the Team Lead row"), as written; else undefined. */
function namedRow(form: StepForm): string | undefined {
  const t = form.target;
  if (!t || form.scope || t.kind !== 'row' || !t.name || t.exact || t.ordinal !== undefined) return undefined;
  const text = t.raw.replace(/^(?:the|a|an)\s+/i, '').replace(/\s+row$/i, '').trim();
  return text && normalize(text) === normalize(t.name) ? text : undefined;
}

/** What the step does to the unit: locate or click it, or select or unselect it. */
function doing(form: StepForm): 'click' | 'select' | 'unselect' | undefined {
  if (form.verb === 'find' || form.verb === 'click') return 'click';
  if (form.verb === 'select' || form.verb === 'check') return 'select';
  if (form.verb === 'uncheck' || (form.verb === 'do' && UNSELECT.test(form.said))) return 'unselect';
  return undefined;
}

/**
 * The part that holds a text, by the role its unit word names: the nearest part of those roles
 * around each text on the page that says the text exactly.
 */
function unitsHolding(text: string, roles: readonly string[], index: Parameters<WidgetRule['resolve']>[1]['index']): SnapshotNode[] {
  const texts = index.order.filter((n) => n.role !== 'iframe' && nameScore(text, ownText(n) || n.name, true) === 1);
  const units = texts.map((n) => [n, ...ancestors(index, n)].find((a) => roles.includes(a.role) && a.ref)).filter((u): u is SnapshotNode => !!u);
  // A unit inside another found unit is that one's part (a list item's nested list): the innermost.
  const distinct = [...new Set(units)];
  return distinct.filter((u) => !distinct.some((o) => o !== u && ancestors(index, o).includes(u)));
}

/**
 * A row, list item or card named by what it holds (APG grid, table, list): "the row for Ashton Cox"
 * is the one row of data with a cell that says exactly that (or keyed by a column: "the row for
 * order 1004"); "the card with Blue Mug" the one card holding that text; "the cell with Hana Sato"
 * that cell. Located or clicked as itself; selected the grid's way (rows.ts selectRow): its one
 * selection checkbox checked, or a row that says it can be selected (aria-selected) clicked, its
 * state checked after. Never a control that only has the unit word in its name.
 */
export const rowByText: WidgetRule = {
  info: {
    name: 'row-by-text',
    does: 'Finds a table row (or a list item, card) by what it holds ("the row for Alice"), or the cell that says a text; clicks it, or selects it by its selection checkbox (or by a click where the row says it can be selected, aria-selected), checked after.',
    when: '"find the row for Ashton Cox", "select the row for Bruno Costa", "select the Team Lead row" (the text said before the word row), "click the card for Blue Mug", "unselect the row for Daniel Novak", "find the cell with Hana Sato".',
    evidence: 'Exactly one row of data has a cell saying the text exactly (or the value in the column the key names: "order 1004"), or exactly one part of the unit word\'s roles holds the text; to select, its one selection checkbox, else its aria-selected read from the page. Several rows: handed over, naming them.',
    example: {
      html: '<div role="grid" aria-label="People"><div role="row"><span role="columnheader">Select</span><span role="columnheader">Name</span></div><div role="row"><span role="gridcell"><input type="checkbox" aria-label="Select row"></span><span role="gridcell">Ann Lee</span></div><div role="row"><span role="gridcell"><input type="checkbox" aria-label="Select row"></span><span role="gridcell">Bo Chen</span></div></div>',
      step: 'select the row for Bo Chen',
      action: 'check checkbox "Select row" of the row for "Bo Chen"',
    },
  },
  applies: (form, kind) => {
    const unit = unitWord(form);
    const does = doing(form);
    const numbered = !form.scope && rowNumberSaid(form.target?.raw ?? '') !== undefined;
    const named = !numbered && namedRow(form) !== undefined;
    if (!unit || !does || (!numbered && !named && (!form.scope?.name || !HOLDS.has(form.scope.relation))) || form.value !== undefined) return false;
    // Locating is observe's; a cell is only located.
    if (form.verb === 'find' && kind !== 'observe') return false;
    return unit !== 'cell' || (kind === 'observe' && form.verb === 'find');
  },
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const unit = unitWord(form)!;
    const text = form.scope?.name ?? namedRow(form) ?? form.target!.raw;
    if (unit === 'cell') {
      const cells = ctx.index.order.filter((n) => n.ref && CELL_ROLES.has(n.role) && nameScore(text, n.name ?? ownText(n), true) === 1);
      if (!cells.length) return undefined;
      if (cells.length !== 1) return { handover: `${cells.length} cells say "${text}": scope it ("in the Orders table")`, near: true };
      const cell = cells[0]!;
      return { actions: [{ ref: cell.ref!, method: 'click', arguments: [], description: `click ${said(cell)}` }], candidates: [{ role: cell.role, name: cell.name ?? ownText(cell), score: 1 }], facts: [`1 cell says "${text}"`] };
    }
    let units: SnapshotNode[];
    let key = text;
    if (unit === 'row') {
      const keyed = keyedRows(ctx.index, text);
      units = keyed.rows.filter((r) => r.ref);
      key = keyed.key;
      if (!units.length) return undefined;
      if (units.length > 1) return { handover: rowTie(units, key), near: true };
    } else {
      units = unitsHolding(text, HOLDING_UNITS.get(unit)!, ctx.index);
      if (!units.length) return undefined;
      if (units.length > 1) return { handover: `${units.length} ${unit}s hold "${text}": name the ${unit} by a text only it has`, near: true };
    }
    const node = units[0]!;
    const what = `the ${unit} for "${key}"`;
    const candidates = [{ role: node.role, name: (node.name ?? ownText(node)).slice(0, 60), score: 1, why: `holds "${key}"` }];
    const facts = [`${what}: ${said(node)}`];
    const does = doing(form)!;
    if (ctx.kind === 'observe') return { actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `${what} (${node.role})` }], candidates, facts };
    if (does === 'click') {
      // A row is clicked on a cell of text that no click edits (a click at its centre may open an editor).
      const at = node.role === 'row' ? rowClickCell(node, ctx, what) : node;
      if ('handover' in at) return at;
      const description = at === node ? `click ${what} (${node.role})` : `click ${what} (its cell "${cellText(at)}")`;
      return { actions: [{ ref: at.ref!, method: 'click', arguments: [], description }], candidates, facts };
    }
    const selected = selectRow(node, does === 'select', ctx, what);
    if ('handover' in selected) return selected;
    return { actions: selected.actions, candidates, facts: [...facts, ...selected.facts] };
  },
};
