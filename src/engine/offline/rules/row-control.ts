import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ownText, subtree } from '../page-index.js';
import { MIN_LEAD, MIN_SCOPED_SCORE, nameScore } from '../score.js';
import { normalize, words } from '../text.js';
import { HOLDING_UNITS, ORDINALS } from '../vocabulary.js';
import { cellsOf, cellText, gridsWithHeaders, keyedRows, pageCallsRows, rowPhraseKey, rowTie, selectionBox, selectRow } from './grid-rows.js';
import { focusedGridEditor } from './cell-editor.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** What a step asks of a row: to (un)select it, to remove or edit it by its own control, or a control it names. */
type Wants = 'select' | 'unselect' | 'remove' | 'edit' | { control: string; roles?: readonly string[] };

/**
 * The names a row's own control has for what a verb does: the verb as said ("remove order 1007":
 * its Remove button; "delete …" its Delete button, never a Remove one: the page's word is kept),
 * and for removing, the cross drawn as a sign.
 */
function senseWords(sense: 'remove' | 'edit', said: string): ReadonlySet<string> {
  const verb = normalize(said);
  return new Set(sense === 'remove' ? [verb, 'x'] : [verb]);
}
const COMMANDS: ReadonlySet<string> = new Set(['button', 'link', 'menuitem']);
const HOLDS: ReadonlySet<string> = new Set(['for', 'of', 'with', 'containing', 'in', 'on']);
const UNSELECT = /^(?:unselect|deselect|unmark)$/i;

/** The verb's sense as this rule knows it. */
function verbSense(form: StepForm): Wants | undefined {
  if (form.verb === 'select' || form.verb === 'check') return 'select';
  if (form.verb === 'uncheck' || (form.verb === 'do' && UNSELECT.test(form.said))) return 'unselect';
  if (form.verb === 'remove') return 'remove';
  if (form.verb === 'edit') return 'edit';
  return undefined;
}

/** What "open X for …" may say to mean the row's Edit. */
const FOR_EDIT: ReadonlySet<string> = new Set(['editing', 'edit', 'edits', 'changes']);

interface Parts {
  key: string;
  wants: Wants;
  noun?: string;
  bare?: true;
  /** The key is the row's place among the rows of data ("third row", "last row"). */
  place?: true;
  /** The word the row's control is named by, when the step's verb is not it ("open … for editing": Edit). */
  verbWord?: string;
}

/** An ordinal as a row's place: "last row", "3rd row" (read back by rowPlaceSaid). */
function placeKey(ordinal: number): string {
  if (ordinal === -1) return 'last row';
  const [word] = [...ORDINALS].find(([w, n]) => n === ordinal && /^\p{L}/u.test(w)) ?? [`${ordinal}th`];
  return `${word} row`;
}

/** A target that is a noun the rows may be called by ("the order of Elena Rossi"): one plain word. */
const isNoun = (name: string) => /^\p{L}{3,}$/u.test(name);

/**
 * The row's key and what the step wants of it, from the step's typed form; undefined when the step
 * names no row this way. The page decides the rest (a row must say the key).
 */
function partsOf(form: StepForm): Parts | undefined {
  const t = form.target;
  if (!t || form.value !== undefined) return undefined;
  const scope = form.scope;
  const sense = verbSense(form);
  // "delete the last row", "tick the second row": a row by its place among the rows of data.
  if (t.ordinal !== undefined) return !scope && sense && t.kind === 'row' && !t.name ? { key: placeKey(t.ordinal), wants: sense, place: true } : undefined;
  // "open Ann Lee for editing", "open Ann Lee for edit": the row's Edit.
  if (form.verb === 'open' && scope?.relation === 'for' && !scope.kind && FOR_EDIT.has(normalize(scope.name)) && t.name && !t.kind) return { key: t.raw, wants: 'edit', bare: true, verbWord: 'edit' };
  // "the third row": the row at that place, not one saying "third".
  const placed = scope?.kind === 'row' && ORDINALS.has(scope.name.toLowerCase());
  const scopeKey = scope && HOLDS.has(scope.relation) ? (scope.kind === 'row' ? (placed ? `${scope.name} row` : scope.name) : rowPhraseKey(scope.name) ?? (['in', 'on'].includes(scope.relation) ? undefined : scope.name)) : undefined;
  const place = placed ? { place: true as const } : {};
  // "click Remove in the row for Elena Rossi", "click the Edit button in the Bruno Costa row".
  // ("the Role of the row for Ann Lee" is a cell: grid-cell's.)
  if ((form.verb === 'click' || form.verb === 'find') && scope && scope.relation !== 'of' && t.name && scopeKey && (scope.kind === 'row' || rowPhraseKey(scope.name))) {
    return { key: scopeKey, wants: { control: t.name, ...(t.roles?.length ? { roles: t.roles } : {}) }, ...place };
  }
  if (!sense) return undefined;
  const unitOnly = (t.kind === 'row' && !t.name) || (!t.kind && HOLDING_UNITS.has(normalize(t.name)));
  // "tick the checkbox of Bruno Costa's order", "check the box in the row for order 1004".
  if ((sense === 'select' || sense === 'unselect') && t.roles?.includes('checkbox') && !t.name && scopeKey) return { key: scopeKey, wants: sense, ...place };
  // "remove the row for X" (selecting a row so is row-by-text's), "remove the order of Elena Rossi".
  if (scopeKey && ((unitOnly && (sense === 'remove' || sense === 'edit')) || (!t.kind && !unitOnly && isNoun(t.name)))) return { key: scopeKey, wants: sense, ...(unitOnly ? {} : { noun: t.name }), ...place };
  // "edit Ann Lee's details": the row's own details are the row.
  const details = sense === 'edit' && !scope && !t.kind && !t.exact ? t.raw.match(/^(.+?)['’]s\s+(?:details|info|information|record|entry|profile|data)$/i) : null;
  if (details) return { key: details[1]!, wants: sense, bare: true };
  // "check order 1004", "unselect Daniel Novak", "remove order 1007", "delete Bruno Costa's order".
  if (!scope && !t.kind && t.name && !unitOnly) return { key: t.exact ? t.name : t.raw, wants: sense, bare: true };
  return undefined;
}

/** The row's own controls that do what the verb says, by the first word of their name. */
function controlsFor(row: SnapshotNode, sense: 'remove' | 'edit', said: string): SnapshotNode[] {
  const names = senseWords(sense, said);
  return subtree(row).filter((n) => n !== row && n.ref && COMMANDS.has(n.role) && names.has(words(normalize(n.name ?? ownText(n)))[0] ?? ''));
}

/**
 * "edit the contact", "delete the order": a row said only by what the page calls its rows, where
 * every row has its own control for the verb. No row is meant above the others: a hand-over that
 * counts them and says how to name one, instead of "no element matches".
 */
function oneEach(ctx: RuleContext, noun: string, wants: 'edit' | 'remove', verbSaid: string): RuleHandover | undefined {
  if (!isNoun(noun) || !(HOLDING_UNITS.has(normalize(noun)) || pageCallsRows(ctx.index, noun))) return undefined;
  const rows = gridsWithHeaders(ctx.index).flatMap((g) => g.rows).filter((r) => controlsFor(r, wants, verbSaid).filter((c) => !c.disabled).length === 1);
  if (rows.length < 2) return undefined;
  const control = controlsFor(rows[0]!, wants, verbSaid).find((c) => !c.disabled)!;
  const name = control.name ?? ownText(control);
  const first = cellsOf(rows[0]!).filter((c) => !subtree(c).some((d) => d !== c && isActionable(d))).map(cellText).find(Boolean);
  return { handover: `${rows.length} ${control.role}s named "${name}", one per row: say which ${noun}${first ? `, e.g. "${name} in the row for ${first}"` : ''}`, near: true };
}

/**
 * A row of a data grid or table named by what it holds, and its own control for the step's verb
 * (APG grid): "check order 1004", "tick the checkbox of Bruno Costa's order", "unselect Daniel
 * Novak" (its one selection checkbox, checked after), "remove the order of Elena Rossi", "remove
 * order 1007" (its one Remove / Delete button; the row gone after), "click Remove in the row for
 * Elena Rossi" (the control of that name in the row). Rows that tie are handed over, named.
 */
export const rowControl: WidgetRule = {
  info: {
    name: 'row-control',
    does: 'Finds the row of a grid or table that holds a value (a cell saying it, or the value in the column the key names: "order 1004"), then its own control for the verb: its selection checkbox (check, select, unselect), its one button named by the verb as said (Remove, Delete, Edit; a × for removing), or the control the step names in it.',
    when: '"check order 1004", "tick the checkbox of Bruno Costa\'s order", "unselect Daniel Novak", "remove the order of Elena Rossi", "remove order 1007", "click Remove in the row for Elena Rossi", "open Elena Rossi for editing", "edit Elena Rossi\'s details"; by the row\'s place among the rows of data (the header row not counted): "tick the checkbox in the third row", "click Edit in the second row", "delete the last row".',
    evidence: 'Exactly one row of data says the key (or is at the place said, in the page\'s one table) (a noun the page calls its rows by, "the Lyon order", may end it); in it, exactly one selection checkbox, or one enabled control whose name starts with the verb as said (or is a ×, to remove), or one control clearly best named so. Effects checked after: the box checked or unchecked, the Remove button gone with its row. An edit under way in the grid (a field focused in a cell) hands over: a click would end it first.',
    example: {
      html: '<table aria-label="Orders"><tr><th>Order</th><th>Customer</th><th>Actions</th></tr><tr><td>1001</td><td>Ann Lee</td><td><button onclick="this.closest(\'tr\').remove()">Remove</button></td></tr><tr><td>1002</td><td>Bo Chen</td><td><button onclick="this.closest(\'tr\').remove()">Remove</button></td></tr></table>',
      step: 'remove order 1002',
      action: 'click button "Remove" of the row for "order 1002"',
    },
  },
  applies: (form, kind) => {
    const parts = partsOf(form);
    if (!parts) return false;
    return kind === 'act' || typeof parts.wants === 'object';
  },
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { key, wants, noun, bare, place, verbWord } = partsOf(form)!;
    const verbSaid = verbWord ?? form.said;
    // "the order of Elena Rossi": the noun must be what the page calls its rows (or a unit word).
    if (noun && !HOLDING_UNITS.has(normalize(noun)) && !pageCallsRows(ctx.index, noun)) return undefined;
    const keyed = keyedRows(ctx.index, key, place);
    const rows = keyed.rows.filter((r) => r.ref);
    if (!rows.length) return bare && (wants === 'edit' || wants === 'remove') ? oneEach(ctx, key, wants, verbSaid) : undefined;
    // A bare name is this rule's only where the rows it names hold the control the verb asks for.
    if (bare && !rows.every((r) => (wants === 'select' || wants === 'unselect' ? selectionBox(r) : controlsFor(r, wants as 'remove' | 'edit', verbSaid).length))) return undefined;
    if (rows.length > 1 && place) return { handover: `${rows.length} tables have a ${keyed.key} (${rows.slice(0, 3).map((r) => `"${(r.name ?? ownText(r)).slice(0, 40)}"`).join(', ')}): say which table ("… in the ${keyed.key} of the … table")`, near: true };
    if (rows.length > 1) return { handover: rowTie(rows, keyed.key), near: true };
    const row = rows[0]!;
    const what = `the row for "${keyed.key}"`;
    // An edit under way in the grid (a field focused in a cell): a click on the row's control would end that edit
    // first (the grid keeps the value typed) and may never reach the control. Handed over: the tester says how the
    // edit ends first.
    const editing = ctx.kind === 'act' ? focusedGridEditor(ctx.index) : undefined;
    if (editing) return { handover: `an edit is under way in the grid (${said(editing.editor)} in cell "${cellText(editing.cell).slice(0, 40)}"): a click on ${what} would first end it, keeping what it holds; say "press Enter to save the edit" or "cancel the edit" first`, near: true };
    const candidates = [{ role: row.role, name: (row.name ?? ownText(row)).slice(0, 60), score: 1, why: `says "${keyed.key}"` }];
    const facts = [`${what}: ${said(row)}`];
    if (wants === 'select' || wants === 'unselect') {
      if (ctx.kind !== 'act') return undefined;
      // A bare name ("select Pro") names a row's selection only where the row has a selection box:
      // else other rules read it (a tab, a choice, a cell's text).
      if (bare && !selectionBox(row)) return undefined;
      const selected = selectRow(row, wants === 'select', ctx, what);
      if ('handover' in selected) return selected;
      return { actions: selected.actions, candidates, facts: [...facts, ...selected.facts] };
    }
    if (wants === 'remove' || wants === 'edit') {
      const found = controlsFor(row, wants, verbSaid).filter((c) => !c.disabled);
      if (!found.length && bare) return undefined;
      if (found.length !== 1) {
        const held = subtree(row).filter((n) => n !== row && n.ref && isActionable(n)).map((n) => n.name ?? n.role);
        return { handover: `${what} has ${found.length || 'no'} enabled control${found.length === 1 ? '' : 's'} to ${wants} it${held.length ? ` (it holds: ${held.slice(0, 6).join(', ')})` : ''}: say which to click ("click … in the row for ${keyed.key}")`, near: true };
      }
      const control = found[0]!;
      const effect = wants === 'remove' ? { effect: { gone: true } } : {};
      return { actions: [{ ref: control.ref!, method: 'click', arguments: [], description: `click ${said(control)} of ${what}`, ...effect }], candidates, facts: [...facts, `its control to ${wants} it: ${said(control)}`] };
    }
    // A control the step names, in the row: clearly the best named so.
    const controls = subtree(row).filter((n) => n !== row && n.ref && isActionable(n) && (!wants.roles || wants.roles.includes(n.role)));
    const scored = controls.map((n) => ({ node: n, score: nameScore(wants.control, n.name ?? ownText(n)) })).filter((s) => s.score >= MIN_SCOPED_SCORE).sort((a, b) => b.score - a.score);
    // None named so: another rule may read the words (a cell, a text of the row).
    if (!scored.length) return undefined;
    if (scored.length > 1 && scored[0]!.score - scored[1]!.score < MIN_LEAD) return { handover: `${scored.length} controls in ${what} match "${wants.control}" (${scored.map((s) => said(s.node)).join(', ')}): say its whole name`, near: true };
    const control = scored[0]!.node;
    if (control.disabled) return { handover: `${said(control)} in ${what} is disabled`, near: true };
    const description = ctx.kind === 'observe' ? `${said(control)} of ${what}` : `click ${said(control)} of ${what}`;
    return {
      actions: [{ ref: control.ref!, method: 'click', arguments: [], description }],
      candidates: scored.map((s) => ({ role: s.node.role, name: s.node.name ?? '', score: Math.round(s.score * 100) / 100 })),
      facts,
    };
  },
};
