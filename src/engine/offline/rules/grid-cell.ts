import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ownText, subtree } from '../page-index.js';
import { normalize } from '../text.js';
import { numberForms } from './columns.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';
import { isActionable, textOf as allText } from '../../snapshot/index.js';
import type { OfflineAction } from '../action.js';
import { readDate } from '../dates.js';
import { cellsOf, cellText as textOf, drawnGrids, drawnRowSays, gridsWithHeaders, keyedRows, rowNumberSaid, rowPlaceSaid, rowsByIdentifier, rowTie } from './grid-rows.js';
import { ORDINALS } from '../vocabulary.js';
import type { HintBook } from '../hints.js';
import { pictureState } from '../pictured.js';

export { rowSaysKey } from './grid-rows.js';

const EDITABLE_GRIDS: ReadonlySet<string> = new Set(['grid', 'treegrid']);
/** Fields a cell may hold its value in: filled as they are. */
const TEXT_FIELDS: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'spinbutton']);
const BOXES: ReadonlySet<string> = new Set(['checkbox', 'switch']);

/**
 * What a step says of one cell: its row's key, its column, and what to do with it: a value to set
 * (empty to clear it), a box to tick or untick, else find it. `verb`: the column is the one whose
 * title is a form of the step's verb ("approve" for "Approved"), a column of boxes.
 */
export interface CellParts {
  row: string;
  column: string;
  value?: string;
  check?: boolean;
  verb?: string;
  /** "the Meals budget": a row's key then a column's title, in one phrase (split on the page). */
  both?: string;
  /** "toggle Approved in the last row": the box set the other way from how it is. */
  toggle?: boolean;
  /** The kind word said after the row's key ("the Metro card"): read as part of the key when the key alone names no row. */
  rowKind?: string;
}

/** Words that empty a cell: "clear", "erase", "empty", "blank". */
const CLEARING: ReadonlySet<string> = new Set(['clear', 'erase', 'empty', 'blank']);

/** A row named by its place ("the 3rd row", "the last row"): the scope's ordinal with its kind word. */
const placeKey = (name: string) => (ORDINALS.has(name.trim().toLowerCase()) ? `${name.trim()} row` : name);

/** The row (by a cell's text, its number), the column (by its header) and what to do, from the step's typed form. */
export function gridCellParts(form: StepForm): CellParts | undefined {
  const t = form.target;
  if (!t) return undefined;
  // "edit the Age cell in the row for Bruno Keller: 42": a cell named by its column and its row,
  // the value after a colon at the end of the row's words; read as "set … to 42". Only a cell or
  // a column said so, in a row said so.
  if (form.verb === 'edit' && form.frame === 'target' && form.value === undefined && form.scope && ['of', 'for', 'in'].includes(form.scope.relation) && (t.kind === 'cell' || t.kind === 'column')) {
    const m = form.scope.name.match(/^(.+?):\s+(\S.*)$/);
    if (!m || m[2]!.includes(':')) return undefined;
    return gridCellParts({ ...form, verb: 'set', said: 'set', frame: 'to-value', value: m[2]!.trim(), scope: { ...form.scope, name: m[1]!.trim() } });
  }
  // "rename Alice Moreau to Alice Martin": the cell that says the old text is the one to edit.
  if (form.verb === 'rename' && form.frame === 'to-value' && form.value !== undefined && !form.scope) return { row: t.exact ? t.name : t.raw.replace(/^(['"‘“])(.*)['"’”]$/, '$2'), column: '', value: form.value };
  const ticking = (form.verb === 'check' || form.verb === 'uncheck') && form.value === undefined;
  // "mark the team dinner as approved": the row, then the title of a column of boxes.
  const as = ticking && !form.scope && t.raw.match(/^(?:the\s+)?(.+?)\s+as\s+(\p{L}+)$/iu);
  if (as) return { row: as[1]!.trim(), column: as[2]!, check: form.verb === 'check' };
  // "approve the Conference ticket": a verb that is the title of a column of boxes.
  // "unstar Brand guidelines.pdf": the same verb undone unticks the box.
  if ((form.verb === 'confirm' || form.verb === 'do') && form.value === undefined && !form.scope && !t.kind && /^\p{L}{3,}$/u.test(form.said)) {
    const undone = form.said.toLowerCase().match(/^un(\p{L}{3,})$/u);
    return { row: t.exact ? t.name : t.raw, column: '', verb: undone ? undone[1]! : form.said.toLowerCase(), check: !undone };
  }
  // "select Draft in the Status column for Architecture.md": a value chosen in the cell of a column for a row.
  if (form.verb === 'select' && form.frame === 'value-into' && form.value !== undefined && form.scope && ['of', 'for', 'in'].includes(form.scope.relation) && (!t.kind || t.kind === 'column' || t.kind === 'cell')) {
    const row = placeKey(form.scope.name.replace(/^(?:the\s+)?row\s+(?:for|of|with)\s+/i, '').trim());
    return row && t.name.trim() ? { row, column: t.name.trim(), value: form.value } : undefined;
  }
  // "choose Final from the Status of Invoice 1002.pdf": the value, then the column of the row it is chosen in.
  if (form.verb === 'select' && form.frame === 'target' && form.value === undefined && form.scope && ['from', 'in'].includes(form.scope.relation) && !t.kind) {
    const of = form.scope.name.match(/^(?:the\s+)?(.+?)\s+(?:of|for)\s+(?:the\s+)?(.+)$/i);
    return of ? { row: of[2]!.trim(), column: of[1]!.trim(), value: t.exact ? t.name : t.raw } : undefined;
  }
  const setting = ((form.verb === 'set' || form.verb === 'rename') && form.frame === 'to-value') || ((form.verb === 'type' || form.verb === 'fill') && (form.frame === 'value-into' || form.frame === 'as-value')) || (form.verb === 'fill' && form.frame === 'with-value');
  const clearing = form.verb === 'do' && CLEARING.has(form.said.toLowerCase()) && form.value === undefined;
  // "toggle Approved in the last row": a box in the cell set the other way.
  const toggling = form.verb === 'do' && /^(?:toggle|flip)$/i.test(form.said) && form.value === undefined && !!form.scope;
  if (!(setting && form.value !== undefined) && !clearing && !ticking && !toggling && form.verb !== 'find') return undefined;
  // "row 2, Amount: 40", "row 2, column Age: 42": the row by its number, then the column.
  const rowFirst = setting && !form.scope && t.raw.match(/^(?:the\s+)?(row|line)\s+(\d{1,6})\s*,\s*(?:(?:the\s+)?column\s+)?(.+)$/i);
  if (rowFirst) return { row: `${rowFirst[1]} ${rowFirst[2]}`, column: rowFirst[3]!.trim(), value: form.value! };
  // "key in Metro day pass as the Item in the 6th row": the value, then the column, "as" between them; the row by its place.
  const asColumn = setting && !form.scope && t.kind === 'row' && t.ordinal !== undefined && form.value!.match(/^(.+?)\s+as\s+(?:the\s+)?(.+)$/i);
  if (asColumn) return { row: t.ordinal! > 0 ? `${t.ordinal}th row` : t.ordinal === -1 ? 'last row' : '', column: asColumn[2]!.trim(), value: asColumn[1]!.trim() };
  const value = setting ? { value: form.value! } : clearing ? { value: '' } : ticking ? { check: form.verb === 'check' } : toggling ? { check: true, toggle: true } : {};
  // "Bruno Keller's age": the row's key, then the column.
  const possessive = !form.scope && t.raw.match(/^(.+?)['’]s\s+(.+)$/);
  if (possessive) return { row: possessive[1]!.trim(), column: possessive[2]!.replace(/\s+(?:cell|column|field)$/i, '').trim(), ...value };
  // "the Age of Bruno Keller", "the Age of the row for Dana Okafor", "the Age cell for Bruno Keller", "the Amount in row 5".
  // "the Role cell of the 3rd row", "Approved in the last row": the row by its place. "the Remote box in Fatima Zahra's row": a box ticked.
  if (form.scope && ['of', 'for', 'in'].includes(form.scope.relation) && (!t.kind || t.kind === 'cell' || t.kind === 'column' || (t.kind === 'box' && (ticking || toggling)))) {
    const named = form.scope.name.replace(/^(?:the\s+)?row\s+(?:for|of|with)\s+/i, '').trim();
    const row = form.scope.kind === 'row' ? placeKey(named) : named;
    const column = t.name.trim();
    // "the amount for the Metro card": a kind word the grammar took off may be the end of the row's key.
    const kindSaid = form.scope.kind && form.scope.kind !== 'row' ? { rowKind: form.scope.kind } : {};
    return row && column ? { row, column, ...kindSaid, ...value } : undefined;
  }
  // "set the Meals budget to 350": the row's key and the column's title side by side.
  if (!form.scope && !t.kind && !t.exact && form.verb !== 'find' && t.raw.trim().split(/\s+/).length >= 2) return { row: '', column: '', both: t.raw.trim(), ...value };
  return undefined;
}

/**
 * "Meals budget": the one way to read the phrase as a row's key (a cell saying it exactly) then a
 * column's title (a header saying it exactly), in one table. Undefined when none or several.
 */
function splitRowColumn(ctx: Parameters<WidgetRule['resolve']>[1], phrase: string): { row: string; column: string } | undefined {
  const words = phrase.replace(/^the\s+/i, '').split(/\s+/);
  const reads: { row: string; column: string }[] = [];
  for (let k = 1; k < words.length; k++) {
    const row = words.slice(0, k).join(' ');
    const column = words.slice(k).join(' ');
    const forms = numberForms(column);
    const rows = keyedRows(ctx.index, row).rows;
    if (!rows.length) continue;
    const fits = gridsWithHeaders(ctx.index).some((g) => g.rows.some((r) => rows.includes(r)) && g.headers.some((h) => forms.includes(normalize(textOf(h)))));
    if (fits) reads.push({ row, column });
  }
  return reads.length === 1 ? reads[0] : undefined;
}

/** The forms a verb's title takes on a column: "approve" → Approve, Approved; "verify" → Verified; "ship" → Shipped. */
function verbForms(verb: string): string[] {
  const v = verb.toLowerCase();
  const past = v.endsWith('e') ? `${v}d` : /[^aeiou]y$/.test(v) ? `${v.slice(0, -1)}ied` : `${v}ed`;
  const doubled = /[^aeiou][aeiou][bdgkmnprt]$/.test(v) ? [`${v}${v.at(-1)}ed`] : [];
  return [v, past, ...doubled];
}

/**
 * What the cell takes for the step: the box it holds ticked or unticked; the text field it holds
 * filled; else edited in place (a click, then the editor it opens, where the grid is interactive or
 * a plain table's cell is only text, no pointer: ResolvedAction.edit); or, to find it, the cell.
 */
function cellAction(grid: SnapshotNode, cell: SnapshotNode, parts: CellParts, where: string, kind: 'act' | 'observe', drawn = false, book?: HintBook): { action: OfflineAction; after?: OfflineAction[]; fact: string } | RuleHandover | undefined {
  // A grid drawn without roles draws a cell that holds only a control as that control.
  const inside = subtree(cell).filter((n) => (n !== cell || drawn) && n.ref);
  if (parts.check !== undefined) {
    const boxes = inside.filter((n) => BOXES.has(n.role));
    if (!boxes.length && book && cell.ref && !inside.some((n) => n !== cell && isActionable(n))) {
      const pictured = pictureCell(cell, parts, where, kind, book);
      if (pictured) return pictured;
    }
    if (boxes.length !== 1) return { handover: boxes.length ? `${where} holds ${boxes.length} checkboxes: say which to tick` : `${where} holds no checkbox (nothing in it says ticked or not, so a tick could not be checked): say which control in it to click`, near: true };
    const box = boxes[0]!;
    if (box.disabled) return { handover: `the checkbox of ${where} is disabled`, near: true };
    if (kind !== 'act') return { action: { ref: box.ref!, method: 'click', arguments: [], description: `${said(box)} (${where})` }, fact: `the one checkbox in ${where}` };
    if (parts.toggle && box.checked === 'mixed') return { handover: `the checkbox of ${where} is partly checked: say "tick" or "untick" it`, near: true };
    const method = (parts.toggle ? box.checked !== true : parts.check) ? 'check' : 'uncheck';
    // check and uncheck judge the box's state themselves (methods/perform.ts).
    return { action: { ref: box.ref!, method, arguments: [], description: `${method} ${said(box)} (${where})` }, fact: `the one checkbox in ${where}` };
  }
  if (parts.value === undefined) {
    // Found: a drawn cell that holds one control is that control.
    const shown = drawn && inside.filter(isActionable).length === 1 ? inside.find(isActionable)! : cell;
    return shown.ref ? { action: { ref: shown.ref, method: 'click', arguments: [], description: `${said(shown)} (${where})` }, fact: `the cell ${where}` } : undefined;
  }
  if (kind !== 'act') return undefined;
  // A list in the cell (a native select): the option saying the value chosen.
  const lists = inside.filter((n) => (n.role === 'combobox' || n.role === 'listbox') && n.children.some((c) => c.role === 'option'));
  if (lists.length === 1 && inside.filter(isActionable).length === 1 && parts.value) {
    const list = lists[0]!;
    if (list.disabled) return { handover: `the list of ${where} is disabled`, near: true };
    const options = list.children.filter((c) => c.role === 'option');
    const hits = options.filter((o) => normalize(o.name ?? '') === normalize(parts.value!));
    if (hits.length !== 1) return { handover: `the list of ${where} ${hits.length ? `offers ${hits.length} options named "${parts.value}"` : `offers no "${parts.value}" (it offers ${options.slice(0, 5).map((o) => `"${o.name ?? ''}"`).join(', ')})`}`, near: true };
    const option = hits[0]!.name ?? parts.value;
    return { action: { ref: list.ref!, method: 'selectOption', arguments: [option], description: `select "${option}" in ${said(list)} (${where})` }, fact: `the one list in ${where}` };
  }
  const fields = inside.filter((n) => TEXT_FIELDS.has(n.role));
  if (fields.length === 1 && inside.filter(isActionable).length === 1) {
    const field = fields[0]!;
    if (field.disabled) return { handover: `the field of ${where} is disabled`, near: true };
    // A table takes a cell's value when its field is left (the change event), as a person moves on.
    const leave: OfflineAction = { ref: field.ref!, method: 'blur', arguments: [], description: `leave ${said(field)} (commits the cell's value)` };
    return { action: { ref: field.ref!, method: 'fill', arguments: [parts.value], description: `fill ${said(field)} (${where}) with "${parts.value}"` }, after: kind === 'act' ? [leave] : [], fact: `the one text field in ${where}` };
  }
  if (inside.some((n) => BOXES.has(n.role))) return { handover: `${where} holds a checkbox: say "tick" or "untick" it`, near: true };
  // A date is set through the cell's calendar, whose editor is no text box: typed as said it would not be the date.
  const date = readDate(parts.value);
  if (date && 'date' in date && !/^\d+$/.test(parts.value.trim())) return { handover: `"${parts.value}" is a date: open the cell's calendar and pick the day ("double-click ${where}")`, near: true };
  const interactive = EDITABLE_GRIDS.has(grid.role);
  // A plain table's cell is edited in place only when it is only text: a control in it, or a pointer over it, says a click does something else.
  if (!interactive && (inside.some(isActionable) || cell.cursor === 'pointer')) return { handover: `${where} is not edited in place (it holds ${inside.some(isActionable) ? 'a control' : 'a link-like pointer'}): say which control to use`, near: true };
  // The cell shows the value already: its editor would be opened for nothing, and a list editor
  // may take a pick of its shown choice as taking it off (a dropdown that empties the cell).
  const showing = normalize(cell.name || ownText(cell));
  if (parts.value && showing && showing === normalize(parts.value)) return { handover: `${where} shows "${parts.value}" already: nothing to change`, near: true };
  const fact = interactive ? 'edited in place: the click opens its editor' : 'a plain table\'s cell of text, edited in place: the click (then F2) opens its editor, the cell must show the value after';
  return { action: { ref: cell.ref!, method: 'click', arguments: [], description: `click ${said(cell)} (${where}) to ${parts.value ? `edit it to "${parts.value}"` : 'clear it'}`, edit: parts.value }, fact };
}

/**
 * A cell that shows a yes/no value as a picture alone (a tick or a cross drawn as an icon, no
 * checkbox role): its state read from the words the picture is drawn with (pictured.ts), and the
 * cell clicked to set it the other way; the cell's editor, when the click opens one, is a checkbox
 * ticked as asked (methods/edit-in-place.ts, tickInPlace). Afterwards the cell must be drawn with
 * the state asked for. Undefined when the cell draws no picture (the caller hands over).
 */
function pictureCell(cell: SnapshotNode, parts: CellParts, where: string, kind: 'act' | 'observe', book: HintBook): { action: OfflineAction; fact: string } | RuleHandover | undefined {
  const facts = book.facts(cell);
  if (!facts) return { handover: `reading what ${where} shows`, near: true };
  if (!facts.picture) return undefined;
  const state = pictureState(facts.picture);
  if (state === undefined) return { handover: `${where} shows a picture (drawn with "${facts.picture.slice(0, 6).join(' ')}") that says neither ticked nor unticked: say what to click in it`, near: true };
  const fact = `${where} draws its value as a picture: ${state ? 'a tick' : 'a cross'} (its words: ${facts.picture.slice(0, 6).join(' ')})`;
  if (kind !== 'act') return { action: { ref: cell.ref!, method: 'click', arguments: [], description: `the cell ${where}` }, fact };
  const want = parts.toggle ? !state : parts.check!;
  if (want === state) return { handover: `${where} is ${state ? 'ticked' : 'unticked'} already (it shows ${state ? 'a tick' : 'a cross'})`, near: true };
  return { action: { ref: cell.ref!, method: 'click', arguments: [], description: `click ${where} to ${want ? 'tick' : 'untick'} it (it shows ${state ? 'a tick' : 'a cross'})`, tick: want }, fact };
}

/**
 * A value that swallowed a scope phrase: "Shipped in the row for order 1004", "5 for Chloe Dubois"
 * (the grammar reads "set X to …" to the end). The value before it, the row's key after it, and
 * whether the phrase says "row" (then the step names a row whatever the page holds).
 */
export function swallowedRow(form: StepForm): { value: string; row: string; explicit: boolean } | undefined {
  if (form.value === undefined || form.scope || !['to-value', 'with-value'].includes(form.frame)) return undefined;
  const explicit = form.value.match(/^(.+?)\s+(?:in|on|at|of|for)\s+(?:the\s+)?(row|line|record|entry)\s+((?:for|of|with|where|that\s+says|saying)\s+)?(.+)$/i);
  // "for row 6": the row by its number, said so.
  if (explicit) return { value: explicit[1]!.trim(), row: !explicit[3] && /^\d+$/.test(explicit[4]!.trim()) ? `${explicit[2]} ${explicit[4]!.trim()}` : explicit[4]!.trim(), explicit: true };
  const bare = form.value.match(/^(.+?)\s+(?:for|of)\s+(?:the\s+)?(.+)$/i);
  return bare ? { value: bare[1]!.trim(), row: bare[2]!.trim(), explicit: false } : undefined;
}

/** The step's form with a swallowed row phrase read as the scope it is. */
export function withRowScope(form: StepForm, swallowed: { value: string; row: string }): StepForm {
  return { ...form, value: swallowed.value, scope: { relation: 'for', name: swallowed.row, kind: 'row', exact: false } };
}

/**
 * APG grid (or table): a cell known by its row and its column, "Bruno Keller's age", "the Age of
 * the row for Dana Okafor". The column by its header's name, the row by a cell that says the row's
 * key exactly; the cell where they cross. Setting it edits it in place: a click starts the cell's
 * editor, which takes the value and Enter (ResolvedAction.edit); the cell must show the value after.
 */
export const gridCell: WidgetRule = {
  info: {
    name: 'grid-cell',
    does: 'Finds a cell of a grid or a table (ARIA roles, plain `<table>` markup, or divs and spans with no roles) by its row and its column, and sets it the way the table edits: a field in it filled; else a click (then F2, then the row\'s own Edit button) opens its editor, the value typed and kept with Enter (or the row\'s Update button), a read-only editor\'s list item picked, a cleared cell emptied with Delete; a list in it chosen in; a checkbox in it ticked, unticked or toggled; a yes/no value drawn as a picture alone (a tick or a cross) set by a click on the cell, then the checkbox editor the click opens, if any.',
    when: '"change Bruno Keller\'s age to 42", "put 50 in Hana Sato\'s Age cell", "set the Age of Bruno Keller to 42", "type 45 in the Amount of Taxi to airport", "change the amount in row 5 to 200", "set Category to Lodging for row 6", "clear the Amount of Museum tickets", "set the Meals budget to 350", "tick Approved for the conference ticket", "approve the Conference ticket" (the one column of boxes titled with the verb\'s form), "mark the team dinner as approved", "find the Age of the row for Dana Okafor", "rename Alice Moreau to Alice Martin", "row 2, column Age: 42", "edit the Age cell in the row for Bruno Keller: 42" (the value after a colon), "put Designer in the Role cell of the 3rd row", "toggle Approved in the last row", "erase the Amount of Laptop charger", "tick the Remote box in Fatima Zahra\'s row", "select Draft in the Status column for X", "choose Final from the Status of X", "unstar X", "make Walnut desk\'s Qty 7" and "make the price for Oak shelf 120" (a number last), "key in Dock 3 as Oak shelf\'s location", \'Location for "Pine stool, small": Dock 3\' (a quoted row).',
    evidence: 'In one grid or table, exactly one column header named so (a `columnheader`, or the first row of a head drawn with `td`: the first of two or more row groups, titles all different, no bare numbers), clearly ahead; exactly one row of data saying the key exactly, or numbered so (a row header, or a first column counting 1, 2, 3…; else the Nth row); the row has as many cells as the header row. Ties (two rows, two tables) are handed over naming them. Without roles: a header of plain boxes of short titles, all different, then a run of plain rows; a cell is the part of its row at the place of its column\'s title, only in a row drawn with as many parts as the header has titles (else handed over); such a grid is read before the name rules. A plain table\'s cell is edited only when it is text alone (no control in it, no pointer cursor); a date value is handed over (its calendar sets it), and so is a value the cell shows already (its editor opened for nothing; a list editor may take the pick of its shown choice as taking it off). After the edit the cell must show the value (or nothing, cleared); a failed edit leaves the editor (Cancel, else Escape). A cell with no checkbox that shows only a picture is ticked or unticked when the words the picture is drawn with (its parts\' class words, an image\'s alt, a ✓ or ✗ glyph) say one state: tick, check, checked, checkmark; or cross, times, unchecked (neither or both: handed over; already so: handed over); after the click it must be drawn with the state asked for (found again by its place, in a row whose other cells say the same), else the step fails.',
    example: {
      html: '<table><tr><th>Name</th><th>Age</th></tr><tr><td>Ann Lee</td><td>34</td></tr><tr><td>Bo Chen</td><td>41</td></tr></table>',
      step: 'find the Age of Bo Chen',
      action: 'cell "41" (the Age of "Bo Chen")',
    },
  },
  applies: (form) => gridCellParts(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    let parts = gridCellParts(form)!;
    if (parts.both !== undefined) {
      const split = splitRowColumn(ctx, parts.both);
      if (!split) return undefined;
      parts = { ...parts, ...split };
    }
    const { row: key, column, value } = parts;
    const found: { cell: SnapshotNode; header: SnapshotNode; row: SnapshotNode; grid: SnapshotNode; score: number }[] = [];
    if (!column && !parts.verb) {
      // Renamed: every cell of a data row of a grid or table that says the old text exactly.
      const saying = gridsWithHeaders(ctx.index).flatMap(({ grid, rows }) => rows.flatMap((r) => cellsOf(r).filter((c) => (c.role === 'gridcell' || c.role === 'cell') && nameScore(key, textOf(c), true) === 1).map((cell) => ({ cell, grid }))));
      if (!saying.length) return drawnCell(parts, ctx);
      if (saying.length > 1) return { handover: `${saying.length} cells say "${key}": say which column ("set the Name of …")`, near: true };
      const { cell, grid } = saying[0]!;
      if (!cell.ref || value === undefined || ctx.kind !== 'act') return undefined;
      const out = cellAction(grid, cell, parts, `the cell "${key}"`, ctx.kind);
      if (!out) return undefined;
      if ('handover' in out) return out;
      return { actions: [out.action, ...(out.after ?? [])], candidates: [{ role: cell.role, name: textOf(cell), score: 1 }], facts: [`the one cell saying "${key}"`, out.fact] };
    }
    // The rows the key names ("the Lyon order" on a page of orders is read "Lyon"; "row 5" by its number).
    const keyedBare = keyedRows(ctx.index, key, true);
    const keyedSaid = !keyedBare.rows.length && parts.rowKind ? keyedRows(ctx.index, `${key} ${parts.rowKind}`, true) : keyedBare;
    // "the status of ticket 1003": a record by its kind and identifier, the kind not on the page (a column titled ID).
    const byId = keyedSaid.rows.length ? undefined : rowsByIdentifier(ctx.index, key);
    const keyed = byId?.rows.length ? { rows: byId.rows, key: keyedSaid.key } : keyedSaid;
    const columns: string[] = [];
    for (const { grid, rows, headers } of gridsWithHeaders(ctx.index)) {
      if (!headers.length) continue;
      const col = parts.verb ? boxColumnOf(headers, rows, parts.verb) : columnOf(headers, column);
      if (!col) continue;
      if ('handover' in col) return { ...col, near: true };
      columns.push(textOf(col.h));
      for (const r of rows.filter((row) => keyed.rows.includes(row))) {
        const cells = cellsOf(r);
        if (cells.length !== headers.length) return { handover: `the row for "${key}" has ${cells.length} cells and the header ${headers.length}: which is the ${column || textOf(col.h)} cell is not certain`, near: true };
        found.push({ cell: cells[col.i]!, header: col.h, row: r, grid, score: col.score });
      }
    }
    if (!found.length && !columns.length) return drawnCell(parts, ctx);
    if (!found.length) {
      // A column found and no row: the step names a row the table does not show.
      if (columns.length && keyed.rows.length === 0 && (parts.verb === undefined || columns.length === 1)) return parts.verb ? undefined : { handover: `no row of the table with the ${columns[0]} column says "${keyed.key}": name the row by a cell it shows ("the ${columns[0]} of …") or by its number ("row 3")`, near: true };
      return undefined;
    }
    if (found.length > 1) {
      const grids = new Set(found.map((f) => f.grid));
      if (grids.size > 1) return { handover: `${grids.size} tables have a ${textOf(found[0]!.header)} column with a row for "${keyed.key}": say which table`, near: true };
      return { handover: rowTie(found.map((f) => f.row), keyed.key), near: true };
    }
    const { cell, header, grid } = found[0]!;
    if (!cell.ref) return undefined;
    const where = `the ${textOf(header)} of "${key}"`;
    const facts = [`column ${said(header)}`, rowNumberSaid(keyed.key) !== undefined ? `the row numbered or placed ${rowNumberSaid(keyed.key)}` : `row with a cell saying "${keyed.key}"`];
    const candidates = [{ role: cell.role, name: textOf(cell), score: found[0]!.score }];
    const out = cellAction(grid, cell, parts, where, ctx.kind, false, ctx.book);
    if (!out) return undefined;
    if ('handover' in out) return out;
    return { actions: [out.action, ...(out.after ?? [])], candidates, facts: [...facts, out.fact] };
  },
};

/**
 * A cell of a grid drawn without roles (grid-rows `drawnGrids`): the row by a part that says the
 * key exactly (or by its number or place), the column by the title at the same place in the
 * header. A row drawn with another number of parts than the header has titles is handed over (a
 * part left empty is not drawn: which part is which is not certain), as are ties.
 */
function drawnCell(parts: CellParts, ctx: Parameters<WidgetRule['resolve']>[1], first = false): RuleFound | RuleHandover | undefined {
  const key = parts.row.replace(/^(?:the|a|an)\s+/i, '').trim();
  const found: { cell: SnapshotNode; header: SnapshotNode; row: SnapshotNode; grid: SnapshotNode; score: number }[] = [];
  const titles: string[] = [];
  for (const { grid, rows, headers } of drawnGrids(ctx.index)) {
    const partsOf = (r: SnapshotNode) => r.children;
    if (!parts.column && !parts.verb) {
      // Renamed: the one part of a row that says the old text, whatever its column.
      for (const r of rows) for (const c of r.children) if (!subtree(c).some(isActionable) && nameScore(key, allText(c), true) === 1) found.push({ cell: c, header: c, row: r, grid, score: 1 });
      continue;
    }
    const aligned = rows.filter((r) => r.children.length === headers.length);
    const col = parts.verb ? boxColumnOf(headers, aligned, parts.verb, partsOf, true) : columnOf(headers, parts.column);
    if (!col) continue;
    if ('handover' in col) return { ...col, near: true };
    titles.push(textOf(col.h));
    const number = rowNumberSaid(key);
    const place = number ?? rowPlaceSaid(key);
    const keyed = place !== undefined ? [place > 0 ? rows[place - 1] : rows[rows.length + place]].filter((r): r is SnapshotNode => !!r) : rows.filter((r) => drawnRowSays(r, key));
    for (const r of keyed) {
      if (r.children.length !== headers.length) return { handover: `the row for "${key}" shows ${r.children.length} parts under ${headers.length} column titles: which is its ${textOf(col.h)} is not certain`, near: true };
      found.push({ cell: r.children[col.i]!, header: col.h, row: r, grid, score: col.score });
    }
  }
  if (!found.length) return titles.length && !parts.verb && !first ? { handover: `no row under the ${titles[0]} column says "${key}": name the row by a text it shows, or by its number ("row 3")`, near: true } : undefined;
  if (found.length > 1) {
    const shown = found.slice(0, 4).map((f) => `"${f.row.children.filter((c) => !subtree(c).some(isActionable)).map((c) => allText(c).replace(/[\uE000-\uF8FF]/g, '').trim()).filter(Boolean).slice(0, 3).join(' | ')}"`);
    return { handover: `${found.length} rows say "${key}" (${shown.join(', ')}${found.length > 4 ? ', …' : ''}): name the row by a text only it shows`, near: true };
  }
  const { cell, header, grid, row, score } = found[0]!;
  if (parts.value === undefined && parts.check === undefined && !cell.ref) return undefined;
  const renamed = !parts.column && !parts.verb;
  if (renamed && (parts.value === undefined || ctx.kind !== 'act' || !cell.ref)) return undefined;
  const where = renamed ? `the part "${key}" of its row` : `the ${textOf(header)} of "${key}"`;
  const out = cellAction(grid, cell, parts, where, ctx.kind, true, ctx.book);
  if (!out) return undefined;
  if ('handover' in out) return out;
  const facts = renamed
    ? [`the one part of a row of a grid drawn without roles that says "${key}"`]
    : [`a grid drawn without roles: column titled ${JSON.stringify(textOf(header))} (the title at the same place in its header as the cell in its row)`, `the row with a part saying "${key}" (${row.children.length} parts, as many as the header's titles)`];
  return { actions: [out.action, ...(out.after ?? [])], candidates: [{ role: cell.role, name: allText(cell).replace(/[\uE000-\uF8FF]/g, '').trim(), score }], facts: [...facts, out.fact] };
}

/**
 * Before the name rules (act.ts): a cell of a grid drawn without roles that the step names by its
 * row and its column ("the status of X", "X's status"), which the name rules would read as the
 * column's title or the row's text alone. Undefined unless such a grid has the column and a row
 * the step names (a tie or a row drawn unlike the header is handed over).
 */
export function drawnCellFirst(form: StepForm, ctx: Parameters<WidgetRule['resolve']>[1]): RuleFound | RuleHandover | undefined {
  const parts = gridCellParts(form);
  if (!parts || parts.both !== undefined || !parts.row) return undefined;
  return drawnCell(parts, ctx, true);
}

/**
 * The one column of boxes whose title is a form of the verb ("approve" for "Approved"): every row
 * of data holds a checkbox in it. Undefined when no column or several are.
 */
function boxColumnOf(headers: readonly SnapshotNode[], rows: readonly SnapshotNode[], verb: string, cells: (row: SnapshotNode) => SnapshotNode[] = cellsOf, some = false): { h: SnapshotNode; i: number; score: number } | undefined {
  const forms = verbForms(verb);
  const holdsBox = (r: SnapshotNode, i: number) => { const c = cells(r)[i]; return !!c && subtree(c).some((n) => BOXES.has(n.role)); };
  // `some`: a drawn grid's rows of another make (a folder in a tree of files) leave the column empty; the rows drawn like the header hold the boxes.
  const hits = headers
    .map((h, i) => ({ h, i, score: 1 }))
    .filter(({ h, i }) => forms.includes(normalize(textOf(h))) && rows.length > 0 && (some ? rows.filter((r) => holdsBox(r, i)).length >= 2 : rows.every((r) => holdsBox(r, i))));
  return hits.length === 1 ? hits[0] : undefined;
}

/**
 * The column a step's word names: the header named so, clearly ahead; else the one header that is
 * a short form of the word ("Qty" for quantity, "Desc" for description). A tie is handed over.
 */
export function columnOf(headers: readonly SnapshotNode[], column: string): { h: SnapshotNode; i: number; score: number } | { handover: string } | undefined {
  const scored = headers.map((h, i) => ({ h, i, score: nameScore(column, textOf(h)) })).filter((s) => s.score >= MIN_SCORE);
  if (scored.length) {
    const best = Math.max(...scored.map((s) => s.score));
    const top = scored.filter((s) => s.score > best - MIN_LEAD);
    if (top.length > 1) return { handover: `${top.length} columns match "${column}": say the column's whole name` };
    return top[0]!;
  }
  const short = headers.map((h, i) => ({ h, i, score: MIN_SCORE })).filter((s) => abbreviates(textOf(s.h), column));
  return short.length === 1 ? short[0]! : undefined;
}

/**
 * Whether `short` is a short form of the one word `long`: 2 to 5 letters (a full stop after them
 * allowed), the word's first letter first, and every letter found in the word in order ("Qty" in
 * quantity, "Amt" in amount, "Desc" in description).
 */
export function abbreviates(short: string, long: string): boolean {
  const s = normalize(short).replace(/\.$/, '');
  const l = normalize(long);
  if (!/^\p{L}{2,5}$/u.test(s) || !/^\p{L}+$/u.test(l) || s.length >= l.length || s[0] !== l[0]) return false;
  let at = 0;
  for (const ch of l) if (ch === s[at]) at++;
  return at === s.length;
}
