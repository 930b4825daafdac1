import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ownText, subtree } from '../page-index.js';
import { MIN_LEAD, MIN_SCOPED_SCORE, nameScore } from '../score.js';
import { normalize } from '../text.js';
import { cellsOf, cellText, gridsWithHeaders, identifierElsewhere, keyedRows, rowPhraseKey, rowsByIdentifier, rowTie } from './grid-rows.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A control said by the record it belongs to, the record not said as a row: "click Close for work
 * order WO-1043", "open the details for the Compressor C-7 order", "click Renew on loan L-2231",
 * "open the Firefox on Windows session's options". The record is the one row of the page's grids
 * and tables that says it (row-control covers "… in the row for X"); its kind word ("work order",
 * "loan", "ticket") may be on the page (a column title, the page's word for its rows) or not, when
 * what follows it is an identifier (a value with a digit) said whole by one cell of all the grids.
 */

/** The verbs that press a record's control, or find it. */
const VERBS: ReadonlySet<string> = new Set(['click', 'find', 'open']);
/** The words joining a control to its record. */
const RELATIONS: ReadonlySet<string> = new Set(['for', 'of', 'on']);

interface Parts {
  control: string;
  roles?: readonly string[];
  record: string;
  /** Read from the step as written: "show details of WO-1042", which the grammar reads as expanding the record. */
  details?: true;
}

/** "show (me) the details of X", "view info for X": what the record's details control is asked for. */
const DETAILS_OF = /^(?:please\s+)?(?:show|view|see|display|open)\s+(?:me\s+)?(?:the\s+)?(details|info|information)\s+(?:of|for|on|about)\s+(.+?)[.!]?$/i;

/** The control and its record, from the step's typed form; undefined when the step says no record so. */
function partsOf(form: StepForm): Parts | undefined {
  const t = form.target;
  // "show details of WO-1042": read as expanding the record; a row has nothing to expand, its Details control is meant.
  if (form.verb === 'expand' && t?.name && !t.kind && !form.scope && form.value === undefined && t.ordinal === undefined) return { control: 'details', record: t.raw, details: true };
  if (!VERBS.has(form.verb) || !t || !t.name || form.value !== undefined || t.ordinal !== undefined) return undefined;
  const scope = form.scope;
  const roles = t.roles?.length ? { roles: t.roles } : {};
  // "<record>'s <control>": the possessive may hold a joining word the grammar took as a scope ("Firefox on
  // Windows session's options").
  const phrase = `${t.raw}${scope ? ` ${scope.relation} ${scope.name}${scope.kind ? ` ${scope.kind}` : ''}` : ''}`;
  const owned = phrase.match(/^(?:the\s+)?(.+?)['’]s\s+(.+)$/i);
  if (owned) {
    const control = t.kind ? owned[2]!.replace(new RegExp(`\\s+${t.kind}$`, 'i'), '') : owned[2]!;
    return words(control) && words(owned[1]!) ? { control, ...(t.kind && control !== owned[2] ? roles : {}), record: owned[1]! } : undefined;
  }
  // "<control> for/of/on <record>", the record not said as a row (row-control's).
  if (!scope || !RELATIONS.has(scope.relation) || scope.kind === 'row' || rowPhraseKey(scope.name)) return undefined;
  if (scope.kind) return undefined;
  return { control: t.name, ...roles, record: scope.name };
}

const words = (text: string) => normalize(text).split(' ').filter(Boolean).length;

/**
 * The rows the record names, and the record as read: the rows that say it (row-control's reading:
 * a cell saying it, a column and its value, the page's word for its rows at its end); else, when it
 * ends in an identifier after one to three words of its kind ("work order WO-1043", "ticket 1003"),
 * the rows with a cell saying that identifier whole (grid-rows.ts, rowsByIdentifier).
 */
function recordRows(ctx: RuleContext, record: string): { rows: SnapshotNode[]; key: string; id?: string } {
  const keyed = keyedRows(ctx.index, record);
  if (keyed.rows.length) return keyed;
  const byId = rowsByIdentifier(ctx.index, record);
  return byId ? { rows: byId.rows, key: keyed.key, id: byId.id } : keyed;
}

/** A row as a tester reads it: its first cells of text. */
const rowSaid = (row: SnapshotNode) => `"${cellsOf(row).filter((c) => !subtree(c).some((d) => d !== c && isActionable(d))).map(cellText).filter(Boolean).slice(0, 3).join(' | ')}"`;

export const recordControl: WidgetRule = {
  info: {
    name: 'record-control',
    does: 'A control said by the record it belongs to ("Close for work order WO-1043", "Renew on loan L-2231", "the details for the Compressor C-7 order", "the Firefox on Windows session\'s options"): the one row of the page\'s grids and tables that says the record, then the control in it clearly best named so, clicked (or found).',
    when: '"click <control> for/of/on <record>", "open <control> for <record>", "open <record>\'s <control>", "show details of <record>" (its Details control, the row having nothing to expand), the record not said as a row (row-control reads "… in the row for X"); the record said by a cell\'s text, by a column and its value, by a value and the page\'s word for its rows, or by an identifier (a value with a digit) after its kind word, which the page need not show.',
    evidence: 'Exactly one row of data says the record (an identifier: exactly one row has a cell saying it whole; shown in two rows, as a quantity elsewhere, it hands over naming them); in that row, one control whose name matches the control said, clearly ahead of the row\'s others. A record no row says, when the step names it by an identifier, and a row holding no such control are handed over naming what the row holds. A control\'s name that is a column\'s title is a cell: grid-cell\'s.',
    example: {
      html: '<table aria-label="Loans"><tr><th>Loan</th><th>Title</th><th>Actions</th></tr><tr><td>L-2231</td><td>Dune</td><td><button onclick="this.textContent=\'Renewed\'">Renew</button></td></tr><tr><td>L-2232</td><td>Emma</td><td><button onclick="this.textContent=\'Renewed\'">Renew</button></td></tr></table>',
      step: 'click Renew for book loan L-2232',
      action: 'click button "Renew" of the row for "book loan L-2232"',
    },
  },
  applies: (form) => !!partsOf(form),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { control: asked, roles, record, details } = partsOf(form)!;
    let name = asked;
    if (details) {
      const m = ctx.step?.trim().match(DETAILS_OF);
      if (!m || normalize(m[2]!.replace(/^the\s+/i, '')) !== normalize(record.replace(/^the\s+/i, ''))) return undefined;
      name = m[1]!;
    }
    const found = recordRows(ctx, record);
    const rows = found.rows.filter((r) => r.ref || cellsOf(r).some((c) => c.ref));
    if (!rows.length) {
      // A record said by an identifier that no row shows: handed over naming the rows there are (a near miss: no other row is meant).
      if (!found.id) return undefined;
      const all = gridsWithHeaders(ctx.index).flatMap((g) => g.rows).filter((r) => cellsOf(r).some((c) => normalize(cellText(c))));
      if (!all.length) return undefined;
      return { handover: `no row of the page shows "${found.id}" (${all.length} rows, e.g. ${all.slice(0, 3).map(rowSaid).join(', ')}): it may be past the grid's scroll or filtered out; name a record the page shows`, near: true };
    }
    if (rows.length > 1) return { handover: rowTie(rows, found.id ?? found.key), near: true };
    const row = rows[0]!;
    // "order 12" read by the Order column, where another row shows 12 (a quantity): which is meant is not certain.
    const elsewhere = found.id ? [] : identifierElsewhere(ctx.index, found.key, row);
    if (elsewhere.length) return { handover: rowTie([row, ...elsewhere], found.key.split(/\s+/).at(-1)!), near: true };
    // "the Status of ticket 1003" names a cell under a column titled so: grid-cell's.
    const grid = gridsWithHeaders(ctx.index).find((g) => g.rows.includes(row));
    if (grid?.headers.some((h) => nameScore(name, cellText(h)) === 1)) return undefined;
    const what = `the row for "${found.key}"`;
    const controls = subtree(row).filter((n) => n !== row && n.ref && isActionable(n) && (!roles || roles.includes(n.role)));
    const scored = controls.map((n) => ({ node: n, score: nameScore(name, n.name ?? ownText(n)) })).filter((s) => s.score >= MIN_SCOPED_SCORE).sort((a, b) => b.score - a.score);
    const held = controls.map((n) => n.name || ownText(n)).filter(Boolean);
    if (!scored.length) return { handover: `${what} (${rowSaid(row)}) holds no control named "${name}"${held.length ? ` (it holds: ${held.slice(0, 6).join(', ')})` : ' (it holds none)'}: say which control, or another row`, near: true };
    if (scored.length > 1 && scored[0]!.score - scored[1]!.score < MIN_LEAD) return { handover: `${scored.length} controls in ${what} match "${name}" (${scored.map((s) => said(s.node)).join(', ')}): say its whole name`, near: true };
    const control = scored[0]!.node;
    if (control.disabled) return { handover: `${said(control)} in ${what} is disabled`, near: true };
    return {
      actions: [{ ref: control.ref!, method: 'click', arguments: [], description: ctx.kind === 'observe' ? `${said(control)} of ${what}` : `click ${said(control)} of ${what}` }],
      candidates: scored.map((s) => ({ role: s.node.role, name: s.node.name ?? '', score: Math.round(s.score * 100) / 100 })),
      facts: [`${what}: ${said(row)}${found.id ? `, the only row with a cell saying "${found.id}"` : ''}`],
    };
  },
};
