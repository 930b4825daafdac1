import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { subtree } from '../page-index.js';
import { containsPhrase, normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A rating matrix (a grid of radios: a row per item, a column per grade), each radio named by its
 * row and its column as an accessible matrix names them ("row Price, column Good", "Price Good"):
 * "rate Price as Good", "choose Excellent for Quality", "select Poor in the Delivery row" check the
 * one radio whose name holds both the row's and the column's words.
 */

const GROUP_ROLES: ReadonlySet<string> = new Set(['radiogroup', 'group', 'table', 'grid']);
const RATE_VERBS: ReadonlySet<string> = new Set(['rate', 'grade', 'score']);

/** The row and the column the step names, from its typed form. */
function cellOf(form: StepForm): { row: string; column: string } | undefined {
  const t = form.target;
  if (!t || t.ordinal !== undefined) return undefined;
  // "rate Price as Good".
  if (form.verb === 'do' && RATE_VERBS.has(normalize(form.said)) && !form.scope && form.value === undefined) {
    const m = t.raw.match(/^(.+?)\s+as\s+(.+)$/i);
    return m ? { row: m[1]!, column: m[2]! } : undefined;
  }
  if (form.verb !== 'select') return undefined;
  // "select Poor in the Delivery row".
  if (form.frame === 'value-into' && form.value !== undefined && t.kind === 'row' && t.name && !form.scope) return { row: t.name, column: form.value };
  // "choose Excellent for Quality", "choose Excellent in the Quality row".
  if (form.frame === 'target' && form.value === undefined && form.scope && !t.kind && t.name && (form.scope.relation === 'for' || (form.scope.relation === 'in' && form.scope.kind === 'row'))) {
    return { row: form.scope.name, column: t.raw };
  }
  return undefined;
}

/** The matrices: groups holding four or more radios whose names share a row word and a column word with others. */
function matrixRadios(all: readonly SnapshotNode[]): SnapshotNode[] {
  const out = new Set<SnapshotNode>();
  for (const group of all) {
    if (!GROUP_ROLES.has(group.role)) continue;
    const radios = subtree(group).filter((n) => n.role === 'radio' && normalize(n.name ?? '').includes(' '));
    if (radios.length >= 4) for (const r of radios) out.add(r);
  }
  return [...out];
}

export const matrixCell: WidgetRule = {
  info: {
    name: 'matrix-cell',
    does: 'Checks the radio at a row and a column of a rating matrix: the one radio whose accessible name holds both the row\'s and the column\'s words.',
    when: '"rate Price as Good", "choose Excellent for Quality", "select Poor in the Delivery row".',
    evidence: 'A radio group (or table) of four or more radios named by row and column; exactly one of them names both the row and the column.',
    example: {
      html: '<div role="radiogroup" aria-label="Please rate"><input type="radio" name="p" aria-label="Price Poor"><input type="radio" name="p" aria-label="Price Good"><input type="radio" name="q" aria-label="Quality Poor"><input type="radio" name="q" aria-label="Quality Good"></div>',
      step: 'rate Price as Good',
      action: 'check radio "Price Good"',
    },
  },
  setsHiddenBoxes: true,
  applies: (form, kind) => kind === 'act' && cellOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { row, column } = cellOf(form)!;
    const r = normalize(row);
    const c = normalize(column);
    if (!r || !c || r === c) return undefined;
    const radios = matrixRadios(ctx.index.order);
    if (!radios.length) return undefined;
    const inRow = radios.filter((n) => containsPhrase(normalize(n.name ?? ''), r));
    const inColumn = radios.filter((n) => containsPhrase(normalize(n.name ?? ''), c));
    // Both must be a row and a column of the matrix: several radios each.
    if (inRow.length < 2 || inColumn.length < 2) return undefined;
    const both = inRow.filter((n) => inColumn.includes(n));
    const candidates = both.map((n) => ({ role: n.role, name: n.name ?? '', score: 1 }));
    if (both.length !== 1) return { handover: both.length ? `${both.length} radios name both "${row}" and "${column}": say the radio's whole name` : `no radio names both "${row}" and "${column}"`, near: true };
    const node = both[0]!;
    if (!node.ref) return undefined;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    return { actions: [{ ref: node.ref, method: 'check', arguments: [], description: `check ${said(node)}` }], candidates, facts: [`a matrix of radios: ${inRow.length} in the row "${row}", ${inColumn.length} in the column "${column}"`] };
  },
};
