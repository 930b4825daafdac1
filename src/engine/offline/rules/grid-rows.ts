import { isActionable, textOf, type SnapshotNode } from '../../snapshot/index.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { nameScore } from '../score.js';
import { normalize, words, nounForms } from '../text.js';
import type { OfflineAction } from '../action.js';
import { ORDINALS } from '../vocabulary.js';
import { said, type RuleContext, type RuleHandover } from './widget.js';

/**
 * The rows of a grid or table named by what they hold (APG grid and table patterns): "the row for
 * Bruno Costa", "order 1004", "Daniel Novak's order", "the Lyon order". Shared by the rules that
 * act on a row (row-by-text, row-control) or on one of its cells (grid-cell).
 */

export const GRIDS: ReadonlySet<string> = new Set(['grid', 'treegrid', 'table']);
const CELLS: ReadonlySet<string> = new Set(['gridcell', 'cell', 'columnheader', 'rowheader']);
/** Fields a grid's filter row holds, one per column. */
const FILTER_FIELDS: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox']);

export const cellsOf = (row: SnapshotNode) => row.children.filter((c) => CELLS.has(c.role));
export const cellText = (cell: SnapshotNode) => cell.name ?? ownText(cell);

/**
 * The name of the one control a cell shows when it shows nothing else (a file manager's name cell
 * holding the file's name as a button or link, "Old draft.docx"): the cell says what its control
 * says. Empty for a cell of text, or of several controls.
 */
function onlyControlName(cell: SnapshotNode): string {
  if (normalize(ownText(cell))) return '';
  const inside = subtree(cell).filter((d) => d !== cell && (d.role === 'button' || d.role === 'link'));
  return inside.length === 1 ? (inside[0]!.name ?? '') : '';
}

/** A row of column headers. */
export const isHeaderRow = (row: SnapshotNode) => row.children.some((c) => c.role === 'columnheader');

/**
 * A grid's filter row: every cell that holds anything holds a field (a box under each column
 * header, whose typed text may name the cell). It heads the rows as the header row does.
 */
export function isFilterRow(row: SnapshotNode): boolean {
  // A cell of text counts as holding something: a row with one editor open among its cells of text is a row of data.
  const cells = row.children.filter((c) => (c.role === 'gridcell' || c.role === 'cell') && (c.children.length || cellText(c)));
  return cells.length > 0 && cells.every((c) => subtree(c).some((d) => d !== c && FILTER_FIELDS.has(d.role)));
}

/** Rows of data: not a header row, not a filter row. */
export const isDataRow = (row: SnapshotNode) => row.role === 'row' && !isHeaderRow(row) && !isFilterRow(row);

/**
 * A row keyed by the step's words: a cell saying them exactly ("Chloe Dubois"); or, for "order
 * 1004", a cell saying "1004" in the column whose header is "Order"; a possessive names the row by
 * its key and the thing the row is ("Daniel Novak's order").
 */
export function keyedBy(row: SnapshotNode, key: string, headers: readonly SnapshotNode[]): boolean {
  const cells = cellsOf(row);
  const plain = key.replace(/['’]s\s+\p{L}+$/u, '').trim();
  // A cell holding a field says what was typed into it (a filter box, an open editor), not what the row holds.
  const says = (c: SnapshotNode) => !subtree(c).some((d) => d !== c && FILTER_FIELDS.has(d.role)) && (nameScore(plain, cellText(c), true) === 1 || nameScore(plain, onlyControlName(c), true) === 1);
  if (cells.some(says)) return true;
  if (cells.length !== headers.length) return false;
  // "order 1004", "modified on 2026-10-07", "size of 92 KB": a column's words, a joining word or none, the value.
  const parts = plain.split(/\s+/);
  for (let k = 1; k < parts.length; k++) {
    const column = parts.slice(0, k).join(' ');
    const rest = parts.slice(k);
    const values = [rest.join(' '), ...(rest.length > 1 && COLUMN_JOINS.has(rest[0]!.toLowerCase()) ? [rest.slice(1).join(' ')] : [])];
    if (values.some((value) => cells.some((c, i) => nameScore(value, cellText(c), true) === 1 && !subtree(c).some((d) => d !== c && FILTER_FIELDS.has(d.role)) && nameScore(column, cellText(headers[i]!)) === 1))) return true;
  }
  return false;
}

/** Words between what the page calls its rows and the column that names one ("the photo whose size is…"). */
const ROW_LEADS: ReadonlySet<string> = new Set(['with', 'of', 'whose', 'where']);

/** Words joining a column's name to its value in a row said by it ("modified on 2026-10-07", "size of 92 KB"). */
const COLUMN_JOINS: ReadonlySet<string> = new Set(['on', 'at', 'in', 'of', 'from', 'by', 'is', 'was', 'as', '=', ':']);

/**
 * The data rows of each grid and table with its header cells: its own header row, else that of
 * the grid or table just before it when its cells line up with the rows' (a scrolling grid draws
 * its header as a table of its own above the body's table).
 */
export function gridsWithHeaders(index: Pick<PageIndex, 'order'>, roles: ReadonlySet<string> = GRIDS): { grid: SnapshotNode; rows: SnapshotNode[]; headers: SnapshotNode[] }[] {
  const out: { grid: SnapshotNode; rows: SnapshotNode[]; headers: SnapshotNode[] }[] = [];
  let before: SnapshotNode[] = [];
  for (const grid of index.order.filter((n) => GRIDS.has(n.role))) {
    const all = subtree(grid).filter((n) => n.role === 'row');
    const drawn = all.some(isHeaderRow) ? [] : drawnHead(grid);
    const headerRow = all.find(isHeaderRow) ?? drawn[0];
    const rows = all.filter((r) => isDataRow(r) && !drawn.includes(r));
    const own = headerRow ? cellsOf(headerRow) : [];
    const headers = own.length ? own : rows.length && before.length === cellsOf(rows[0]!).length ? before : [];
    if (own.length) before = own;
    if (roles.has(grid.role)) out.push({ grid, rows, headers });
  }
  return out;
}

/** The rows of a row group (thead, tbody, tfoot), its own only. */
const groupRows = (group: SnapshotNode) => group.children.filter((c) => c.role === 'row');

/**
 * A table's head drawn with plain cells (`<thead><tr><td>Item</td>…`, no column header role): the
 * rows of its first row group when the table has another one after it with at least as many rows
 * (the body), at most three of them, and the first holds a title in at least two cells: short
 * text, all different, none a bare number, no control. Empty when the table shows no such head.
 */
export function drawnHead(grid: SnapshotNode): SnapshotNode[] {
  const groups = subtree(grid).filter((n) => n.role === 'rowgroup' && groupRows(n).length);
  if (groups.length < 2) return [];
  const head = groupRows(groups[0]!);
  const body = groups.slice(1).flatMap(groupRows);
  if (head.length > 3 || body.length < head.length || head.some(isHeaderRow)) return [];
  const cells = cellsOf(head[0]!);
  const titles = cells.map((c) => normalize(cellText(c))).filter(Boolean);
  const plain = cells.every((c) => !subtree(c).some((d) => d !== c && isActionable(d)));
  if (!plain || titles.length < 2 || new Set(titles).size !== titles.length || titles.some((t) => /^[\d.,\s-]+$/.test(t) || t.length > 60)) return [];
  return head;
}

/** A whole number a cell says, if that is all it says. */
const numberIn = (cell: SnapshotNode | undefined): number | undefined => {
  const text = cell ? normalize(cellText(cell)) : '';
  return /^\d{1,6}$/.test(text) ? Number(text) : undefined;
};

/**
 * The number each row shows for itself, when the table numbers its rows: a row header cell saying
 * a whole number in every row, or a first column of whole numbers counting up one by one (a
 * spreadsheet's row numbers). Undefined when it does not.
 */
export function rowNumbers(rows: readonly SnapshotNode[]): Map<SnapshotNode, number> | undefined {
  if (!rows.length) return undefined;
  const byHeader = rows.map((r) => numberIn(cellsOf(r).find((c) => c.role === 'rowheader')));
  const numbers = byHeader.every((n) => n !== undefined) ? byHeader : rows.map((r) => numberIn(cellsOf(r)[0]));
  if (numbers.some((n) => n === undefined)) return undefined;
  if (numbers === byHeader ? new Set(numbers).size !== numbers.length : numbers.some((n, i) => i > 0 && n !== numbers[i - 1]! + 1)) return undefined;
  return new Map(rows.map((r, i) => [r, numbers[i]!]));
}

/** "row 5", "line 12", "row number 3", "row #4": the number a phrase names a row by. */
export function rowNumberSaid(phrase: string): number | undefined {
  const m = phrase.trim().match(/^(?:the\s+)?(?:row|line)\s+(?:number\s+|no\.?\s*|#\s*)?(\d{1,6})$/i);
  return m ? Number(m[1]) : undefined;
}

/**
 * "the 3rd row", "the last row", "row third": the place a phrase names a row by among the rows of
 * data (1 the first, -1 the last), not a number the table shows.
 */
export function rowPlaceSaid(phrase: string): number | undefined {
  const m = phrase.trim().toLowerCase().match(/^(?:the\s+)?(.+?)\s+(?:row|line|record)$/);
  const numbered = m?.[1]!.match(/^(\d{1,6})(?:st|nd|rd|th)$/);
  return numbered ? Number(numbered[1]) || undefined : m ? ORDINALS.get(m[1]!) : undefined;
}

/** The rows at a place among each grid's rows of data ("the 3rd row": the third; "the last row"). */
function rowsAtPlace(index: Pick<PageIndex, 'order'>, place: number): SnapshotNode[] {
  return gridsWithHeaders(index).flatMap(({ rows }) => {
    const row = place > 0 ? rows[place - 1] : rows[rows.length + place];
    return row ? [row] : [];
  });
}

/**
 * The rows a number names, grid by grid: the row that shows it as its number where the table
 * numbers its rows; else the row at that place among the rows of data ("row 5": the fifth).
 */
function rowsNumbered(index: Pick<PageIndex, 'order'>, n: number): SnapshotNode[] {
  const out: SnapshotNode[] = [];
  for (const { rows } of gridsWithHeaders(index)) {
    const numbers = rowNumbers(rows);
    const row = numbers ? rows.find((r) => numbers.get(r) === n) : rows[n - 1];
    if (row && !out.includes(row)) out.push(row);
  }
  return out;
}

/** Every data row of the page's grids and tables that the key names, in page order. */
function rowsSaying(index: Pick<PageIndex, 'order'>, key: string): SnapshotNode[] {
  const out: SnapshotNode[] = [];
  for (const { rows, headers } of gridsWithHeaders(index)) {
    for (const row of rows) if (!out.includes(row) && keyedBy(row, key, headers)) out.push(row);
  }
  return out;
}

/**
 * Whether the page calls its rows by the noun: a grid or table named so ("Orders"), a column
 * header that says it ("Order"), or a heading whose last word says it ("Open orders").
 */
/** Whether a grid or table of the page has a column header named by the noun (singular or plural). */
function namesColumn(index: Pick<PageIndex, 'order'>, noun: string): boolean {
  const said = nounForms(noun);
  return gridsWithHeaders(index).some(({ headers }) => headers.some((h) => said.includes(normalize(cellText(h)))));
}

/** Words of a control's name that say what the control is or does, not what its row is. */
const CONTROL_WORDS: ReadonlySet<string> = new Set(['option', 'options', 'action', 'actions', 'menu', 'menus', 'more', 'settings', 'details', 'edit', 'delete', 'remove', 'open', 'view', 'show', 'hide', 'toggle', 'select', 'button', 'buttons', 'link', 'links']);

export function pageCallsRows(index: Pick<PageIndex, 'order'>, noun: string): boolean {
  const said = nounForms(noun);
  const lastWord = (text: string) => words(text).at(-1) ?? '';
  if (index.order.some((n) => (GRIDS.has(n.role) && !!n.name && said.includes(lastWord(n.name))) || (n.role === 'heading' && said.includes(lastWord(ownText(n)))))) return true;
  // A column named so counts when it names each row: a value in every row, no two alike ("Order":
  // 1001, 1002…; not "Remote": yes, no).
  if (gridsWithHeaders(index).some(({ rows, headers }) => {
    const at = headers.findIndex((h) => said.includes(normalize(cellText(h))));
    if (at < 0 || rows.length < 2) return false;
    const values = rows.map((r) => normalize(cellText(cellsOf(r)[at] ?? r)));
    return values.every(Boolean) && new Set(values).size === values.length;
  })) return true;
  // The rows' own controls say it ("Session options" in each row of signed-in devices): every row that
  // holds a named control has one whose name says the noun, and two rows at least do. A word that
  // names the control itself ("options", "menu", "edit") says nothing of what the rows are.
  if (CONTROL_WORDS.has(noun.toLowerCase())) return false;
  return gridsWithHeaders(index).some(({ rows }) => {
    const named = rows.map((r) => subtree(r).filter((d) => d !== r && isActionable(d) && !!d.name));
    const withControls = named.filter((controls) => controls.length);
    return withControls.length >= 2 && withControls.every((controls) => controls.some((c) => words(c.name!).some((w) => said.includes(w))));
  });
}

/**
 * The rows a key names, and the key as read: as written ("Bruno Costa", "order 1004", "Daniel
 * Novak's order"), or with `places` its place ("the 3rd row", grid-cell); else, when its last word is what the page calls its rows ("the Lyon order" on a
 * page of orders), the words before it.
 */
export function keyedRows(index: Pick<PageIndex, 'order'>, key: string, places = false): { rows: SnapshotNode[]; key: string } {
  const text = key.replace(/^(?:the|a|an)\s+/i, '').trim();
  const numbered = rowNumberSaid(text);
  if (numbered !== undefined) return { rows: rowsNumbered(index, numbered), key: text };
  const place = places ? rowPlaceSaid(text) : undefined;
  if (place !== undefined) return { rows: rowsAtPlace(index, place), key: text };
  const rows = rowsSaying(index, text);
  if (rows.length) return { rows, key: text };
  const parts = text.split(/\s+/);
  const noun = parts.at(-1) ?? '';
  if (parts.length > 1 && /^\p{L}{3,}$/u.test(noun) && pageCallsRows(index, noun)) {
    const shorter = parts.slice(0, -1).join(' ');
    return { rows: rowsSaying(index, shorter), key: shorter };
  }
  // "the file modified on 2026-10-07" on a page of files: what the page calls its rows, then the row's key.
  const first = parts[0] ?? '';
  // A column's name there says a cell ("the Amount of Museum tickets"), not the rows.
  if (parts.length > 2 && /^\p{L}{3,}$/u.test(first) && pageCallsRows(index, first) && !namesColumn(index, first)) {
    // "the photo with size 1.8 MB", "the photo whose size is 1.8 MB".
    const shorter = parts.slice(ROW_LEADS.has(parts[1]!.toLowerCase()) && parts.length > 3 ? 2 : 1).join(' ');
    const rows = rowsSaying(index, shorter);
    if (rows.length) return { rows, key: text };
  }
  return { rows: [], key: text };
}

/** An identifier: a word with a digit in it ("WO-1043", "1003", "#15", "L-2231"), "#" before it or not. */
const IDENTIFIER = /^#?((?=[\p{L}\p{N}./-]*\p{N})[\p{L}\p{N}][\p{L}\p{N}./-]{0,23})$/u;
/** Column titles that say the column holds each row's identifier. */
const ID_TITLES: ReadonlySet<string> = new Set(['id', 'no', 'nr', 'num', 'number', 'ref', 'reference', 'key', 'code']);
const FIELD_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox']);

/** A cell says the identifier: its whole text, "#" before it or not (a cell holding a field says what was typed). */
const saysIdentifier = (cell: SnapshotNode, id: string) => normalize(cellText(cell).replace(/^\s*#\s?/, '')) === normalize(id) && !subtree(cell).some((d) => d !== cell && FIELD_ROLES.has(d.role));

/**
 * A record said by its kind and an identifier ("work order WO-1043", "ticket 1003", "issue #15"), the
 * kind said in one to three words the page need not show: the rows with a cell saying the identifier
 * whole. A number alone counts only in a column that holds identifiers (titled ID, No., #, Ref… or by
 * a word of the kind); a value of letters and digits counts in any column. Any other row with a cell
 * saying it (a quantity, a price) is returned too: the caller hands the tie over. Undefined when the
 * phrase is not so said.
 */
export function rowsByIdentifier(index: Pick<PageIndex, 'order'>, phrase: string): { rows: SnapshotNode[]; id: string } | undefined {
  const parts = phrase.trim().replace(/^(?:the|a|an)\s+/i, '').split(/\s+/);
  const id = (parts.at(-1) ?? '').match(IDENTIFIER)?.[1];
  const kind = parts.slice(0, -1);
  if (!id || kind.length < 1 || kind.length > 3 || !kind.every((w) => /^\p{L}{2,}$/u.test(w))) return undefined;
  const numeric = !/\p{L}/u.test(id);
  const kindWords = kind.flatMap((w) => nounForms(w));
  const idColumn = (title: string) => {
    const w = words(title);
    return /^\s*\p{L}*\s*#\s*$/u.test(title) || (w.length >= 1 && w.length <= 2 && w.every((x) => ID_TITLES.has(x) || kindWords.includes(x)));
  };
  const grids = gridsWithHeaders(index);
  const meant = grids.flatMap(({ rows, headers }) => rows.filter((r) => {
    const cells = cellsOf(r);
    return cells.some((c, i) => saysIdentifier(c, id) && (!numeric || (cells.length === headers.length && idColumn(cellText(headers[i]!)))));
  }));
  if (!meant.length) return { rows: [], id };
  const also = grids.flatMap(({ rows }) => rows.filter((r) => !meant.includes(r) && cellsOf(r).some((c) => saysIdentifier(c, id))));
  return { rows: [...meant, ...also], id };
}

/** The other rows of the page's grids that show the key's identifier (its last word, when it has a digit) in a cell of their own. */
export function identifierElsewhere(index: Pick<PageIndex, 'order'>, key: string, row: SnapshotNode): SnapshotNode[] {
  const id = (key.trim().split(/\s+/).at(-1) ?? '').match(IDENTIFIER)?.[1];
  if (!id) return [];
  return gridsWithHeaders(index).flatMap(({ rows }) => rows.filter((r) => r !== row && cellsOf(r).some((c) => saysIdentifier(c, id))));
}

/** Whether a grid or table row says the key: a row step names a row only when the page has one it could be. */
export function rowSaysKey(index: Pick<PageIndex, 'order'>, key: string): boolean {
  return keyedRows(index, key).rows.length > 0;
}

/**
 * "the row for Elena Rossi", "the line with order 1004", "the Bruno Costa row": the key a phrase
 * naming a row says, or undefined when the phrase names no row.
 */
export function rowPhraseKey(phrase: string): string | undefined {
  const text = phrase.trim().replace(/^(?:the|a)\s+/i, '');
  const m = text.match(/^(?:row|line|record|entry)\s+(?:for|of|with|containing|saying|that\s+says|where\s+\S+\s+is)\s+(.+)$/i) ?? text.match(/^(.+?)\s+(?:row|line|record)$/i);
  return m ? m[1]!.trim() : undefined;
}

/** A tie between rows, in words a tester can act on: which rows, and how to name one. */
export function rowTie(rows: readonly SnapshotNode[], key: string): string {
  // Each row by its first few cells of text (cells holding controls say nothing of the row).
  const shown = rows.slice(0, 4).map((r) => `"${cellsOf(r).filter((c) => !subtree(c).some((d) => d !== c && isActionable(d))).map(cellText).filter(Boolean).slice(0, 3).join(' | ')}"`);
  return `${rows.length} rows say "${key}" (${shown.join(', ')}${rows.length > 4 ? ', …' : ''}): name the row by a cell only it has ("the row for …")`;
}

/** Checkbox-like roles a row's selection control has. */
const BOXES: ReadonlySet<string> = new Set(['checkbox', 'switch']);

/**
 * A row's own selection checkbox: its one box, or of several, the one whose name says selection.
 * Undefined when it has none; a hand-over when which one is not certain.
 */
export function selectionBox(row: SnapshotNode): SnapshotNode | { handover: string } | undefined {
  const boxes = subtree(row).filter((n) => n !== row && n.ref && BOXES.has(n.role));
  if (boxes.length <= 1) return boxes[0];
  const selecting = boxes.filter((b) => /\bselect(?:ion|ed)?\b/i.test(b.name ?? ''));
  if (selecting.length === 1) return selecting[0];
  return { handover: `${said(row)} holds ${boxes.length} checkboxes (${boxes.map((b) => `"${b.name ?? ''}"`).join(', ')}): say which to tick` };
}

/**
 * The title of the column a box stands in, when that column is titled (a header saying something
 * other than selection, and holding no box of its own: a select-all box heads a selection column)
 * and the box's own name says nothing of selection.
 */
function valueColumnOf(row: SnapshotNode, box: SnapshotNode, index: PageIndex): string | undefined {
  // A box whose own name says selection selects, whatever its column is titled ("Pick").
  if (/\bselect(?:ion|ed)?\b/i.test(box.name ?? '')) return undefined;
  const at = cellsOf(row).findIndex((c) => subtree(c).includes(box));
  if (at < 0) return undefined;
  const grid = gridsWithHeaders(index).find((g) => g.rows.includes(row));
  const header = grid?.headers.length === cellsOf(row).length ? grid.headers[at] : undefined;
  if (!header || subtree(header).some((n) => BOXES.has(n.role))) return undefined;
  const title = normalize(cellText(header));
  return title && !/\bselect/i.test(title) ? cellText(header) : undefined;
}

/** The grid (or table) a row belongs to. */
export function gridOf(row: SnapshotNode, index: PageIndex): SnapshotNode | undefined {
  return ancestors(index, row).find((a) => GRIDS.has(a.role));
}

/**
 * Where a row is clicked ("click the row for X", a row selected by a click): a cell of it that holds
 * no control and does not say it is edited by a click (developer-given "editable": a grid that
 * opens an editor on a click there). The first such cell; a hand-over when none is, or while the
 * cells' facts are read.
 */
export function rowClickCell(row: SnapshotNode, ctx: RuleContext, what: string): SnapshotNode | RuleHandover {
  const cells = cellsOf(row).filter((c) => c.ref && (c.role === 'gridcell' || c.role === 'cell') && cellText(c) && !subtree(c).some((d) => d !== c && isActionable(d)));
  const misses = ctx.book.misses;
  const plain = cells.filter((c) => !ctx.book.devPhrases(c).some((p) => /\beditable\b/.test(p)));
  if (ctx.book.misses > misses) return { handover: `reading which cells of ${what} are edited by a click`, near: true };
  if (plain.length) return plain[0]!;
  // A row with no cells (a list item, a card) is clicked as it is.
  if (!cellsOf(row).length) return row;
  return { handover: `every cell of ${what} holds a control or is edited by a click: say which cell to click`, near: true };
}

/**
 * "select the row for X", "unselect Daniel Novak": the row selected the APG way, and checked after.
 * Its one selection checkbox set (checked, or unchecked); with none, a row that says it can be
 * selected clicked: by `aria-selected="false"` (read from the page), or, with no ARIA state, by its
 * developer-given names ("selectable"). After the click it must say it is selected: its
 * aria-selected, else a class token of its own that says "selected". Anything else is handed over
 * with what would work. `what` names the row in words.
 */
export function selectRow(row: SnapshotNode, select: boolean, ctx: RuleContext, what: string): { actions: OfflineAction[]; facts: string[] } | RuleHandover {
  const box = selectionBox(row);
  if (box && 'handover' in box) return { handover: box.handover, near: true };
  const verb = select ? 'select' : 'unselect';
  // A box under a titled column ("Approved") holds that column's value: it is no selection box.
  const titled = box ? valueColumnOf(row, box, ctx.index) : undefined;
  if (titled) return { handover: `the only checkbox of ${what} is its "${titled}" value, not a selection box: say "tick ${titled} for …", or which control selects the row`, near: true };
  if (box) {
    if (box.disabled) return { handover: `the selection box of ${what} is disabled`, near: true };
    const method = select ? 'check' : 'uncheck';
    return {
      // check and uncheck judge the box's state themselves (methods/perform.ts).
      actions: [{ ref: box.ref!, method, arguments: [], description: `${method} ${said(box)} of ${what}` }],
      facts: [`${what}: its selection box ${said(box)}`],
    };
  }
  const facts = ctx.book.facts(row);
  if (!facts) return { handover: `reading whether ${what} can be selected`, near: true };
  const selectable = facts.selected !== undefined || ctx.book.devPhrases(row).some((p) => p.split(' ').includes('selectable'));
  const now = facts.selected ?? /(?:^|[\s_-])selected(?:$|\s)/i.test(facts.attrs['class'] ?? '');
  if (!selectable) return { handover: `${what} has no selection checkbox and does not say it can be selected (aria-selected): say which control in it to click`, near: true };
  if (now === select) return { handover: `${what} is ${select ? 'selected' : 'not selected'} already`, near: true };
  if (!select) return { handover: `${what} has no selection checkbox: a click on a selected row may not unselect it; say which control in it to click`, near: true };
  const at = rowClickCell(row, ctx, what);
  if ('handover' in at) return at;
  if (!at.ref) return { handover: `${what} cannot be pointed at`, near: true };
  const on = at === row ? 'click it' : `click its cell "${cellText(at)}"`;
  return {
    actions: [{ ref: at.ref, method: 'click', arguments: [], description: `${verb} ${what} (${on})`, effect: { rowSelected: true } }],
    facts: [`${what} holds no selection box and says it can be selected (${facts.selected !== undefined ? 'aria-selected=false' : 'its developer-given names: selectable'})`],
  };
}

/** A grid drawn without roles: its body (the run of rows), its rows, and its header's title cells. */
export interface DrawnGrid {
  grid: SnapshotNode;
  rows: SnapshotNode[];
  headers: SnapshotNode[];
}

/** A column title drawn without a role: a plain box (no control in it) that shows short text, not a bare number. */
function drawnTitle(node: SnapshotNode): string | undefined {
  if (node.role !== 'generic' || subtree(node).some((d) => isActionable(d) || GRIDS.has(d.role) || d.role === 'row')) return undefined;
  const text = normalize(textOf(node));
  return text && text.length <= 40 && !/^[\d.,\s-]+$/.test(text) ? text : undefined;
}

/** A run of rows drawn without roles: a plain box whose plain boxes of two or more parts are its records, two or more of them with as many parts as the header has titles. */
function drawnRows(body: SnapshotNode, columns: number): SnapshotNode[] | undefined {
  if (body.role !== 'generic') return undefined;
  const rows = body.children.filter((r) => r.role === 'generic' && r.children.length >= 2);
  return rows.length >= 2 && rows.filter((r) => r.children.length === columns).length >= 2 ? rows : undefined;
}

/**
 * Grids drawn without roles (divs and spans, no ARIA): a header (a plain box of two or more titles,
 * each a plain box of short text, all different) and, after it (a later sibling of it or of one of
 * its two nearest ancestors), the first run of rows: plain boxes of the same make, one per record,
 * each part of a row standing under the title at its place. A row with another number of parts
 * than the header has titles (a part left empty is not drawn) has no cell certain.
 */
export function drawnGrids(index: Pick<PageIndex, 'order' | 'parent'>): DrawnGrid[] {
  let out = drawnSeen.get(index.order);
  if (!out) drawnSeen.set(index.order, (out = findDrawnGrids(index)));
  return out;
}

/** The drawn grids of a page, by its index's node list: rules ask for them once per candidate. */
const drawnSeen = new WeakMap<readonly SnapshotNode[], DrawnGrid[]>();

function findDrawnGrids(index: Pick<PageIndex, 'order' | 'parent'>): DrawnGrid[] {
  const out: DrawnGrid[] = [];
  for (const head of index.order) {
    if (head.role !== 'generic' || head.children.length < 2) continue;
    const titles = head.children.map(drawnTitle);
    if (titles.some((t) => t === undefined) || new Set(titles).size !== titles.length) continue;
    if (ancestors(index as PageIndex, head).some((a) => GRIDS.has(a.role))) continue;
    let body: SnapshotNode | undefined;
    let rows: SnapshotNode[] | undefined;
    for (let at: SnapshotNode | undefined = head, up = 0; at && up < 3 && !rows; at = index.parent.get(at), up++) {
      const parent = index.parent.get(at);
      if (!parent) break;
      for (const sibling of parent.children.slice(parent.children.indexOf(at) + 1)) {
        rows = drawnRows(sibling, titles.length);
        if (rows) {
          body = sibling;
          break;
        }
      }
    }
    if (body && rows && !out.some((g) => g.grid === body)) out.push({ grid: body, rows, headers: head.children });
  }
  return out;
}

/** Whether a part of a drawn row says the key exactly (a part that is or holds a control says nothing of the row). */
export function drawnRowSays(row: SnapshotNode, key: string): boolean {
  return row.children.some((c) => !subtree(c).some(isActionable) && nameScore(key, textOf(c), true) === 1);
}
