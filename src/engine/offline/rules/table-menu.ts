import { headersBeside } from './header-row.js';
import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { MenuGoal, TableChange } from '../../decision/resolved.js';
import type { StepForm } from '../grammar.js';
import { subtree } from '../page-index.js';
import { normalize } from '../text.js';
import { inOrder, readTable } from '../menu-layer.js';
import { sortOf } from './column-sort.js';
import { columnOf } from './grid-cell.js';
import { cellsOf, cellText, gridsWithHeaders, keyedRows, rowNumbers, rowTie } from './grid-rows.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * Rows and columns inserted, deleted or sorted through the menu a table opens on a right-click
 * (a spreadsheet's row numbers and column headers): the row's number (or first) cell or the
 * column's header right-clicked, then, on the page as it is after, the one entry of the menu that
 * says the verb, the thing and the place, picked (offline/menu-layer.ts); the table must then show
 * the change, the other rows and columns as before (ResolvedAction.menu).
 */

type Ask =
  | { op: 'insert'; what: 'row' | 'column'; key: string; place: 'before' | 'after' }
  | { op: 'delete'; what: 'row' | 'column'; key: string }
  | { op: 'sort'; what: 'column'; key: string; order: 'ascending' | 'descending' };

const BEFORE = /^(?:above|before|over|to\s+the\s+left\s+of|left\s+of)$/i;
const INSERT = /^(?:(?:a|an|one)\s+)?(?:new\s+|empty\s+|blank\s+)?(row|column|line)\s+(above|below|before|after|under|beneath|over|to\s+the\s+left\s+of|to\s+the\s+right\s+of|left\s+of|right\s+of)\s+(.+)$/i;

/** The words after the verb, with the scope put back ("row for Coffee and snacks"). */
function phraseOf(form: StepForm): string {
  const t = form.target;
  if (!t) return '';
  const scope = form.scope ? ` ${form.scope.relation} ${form.scope.name}${form.scope.kind ? ` ${form.scope.kind}` : ''}` : '';
  return `${t.raw}${scope}`.replace(/\s+/g, ' ').trim();
}

/** What the step asks of the table, from its typed form; undefined when it is not of these shapes. */
export function tableMenuAsk(form: StepForm): Ask | undefined {
  const t = form.target;
  if (!t || (form.value !== undefined && form.verb !== 'sort')) return undefined;
  if (/^(?:insert|add)$/i.test(form.said)) {
    const m = phraseOf(form).match(INSERT);
    if (!m) return undefined;
    return { op: 'insert', what: m[1]!.toLowerCase() === 'column' ? 'column' : 'row', key: m[3]!.trim(), place: BEFORE.test(m[2]!.replace(/\s+/g, ' ')) ? 'before' : 'after' };
  }
  if (form.verb === 'remove' && /^(?:delete|remove)$/i.test(form.said)) {
    if (t.kind === 'row' && form.scope && ['for', 'of', 'with'].includes(form.scope.relation) && !t.name) return { op: 'delete', what: 'row', key: form.scope.name };
    if (form.scope) return undefined;
    if (t.kind === 'column' && t.name) return { op: 'delete', what: 'column', key: t.raw.replace(/\s+column$/i, '').trim() };
    const m = t.raw.match(/^(?:the\s+)?(row|line|column)\s+(.+)$/i);
    if (m) return m[1]!.toLowerCase() === 'column' ? { op: 'delete', what: 'column', key: m[2]!.trim() } : { op: 'delete', what: 'row', key: /^\d+$/.test(m[2]!.trim()) ? `row ${m[2]!.trim()}` : m[2]!.trim() };
    return undefined;
  }
  const sort = sortOf(form);
  if (sort && sort.order !== 'sorted' && !sort.dated) return { op: 'sort', what: 'column', key: sort.column, order: sort.order };
  return undefined;
}

/** Words an entry says for the thing and the place. */
const THING: Record<'row' | 'column', string[]> = { row: ['row', 'rows'], column: ['column', 'columns'] };
const PLACE: Record<'row' | 'column', Record<'before' | 'after', string[]>> = {
  row: { before: ['before', 'above'], after: ['after', 'below'] },
  column: { before: ['before', 'left'], after: ['after', 'right'] },
};
const ORDER: Record<'ascending' | 'descending', string[]> = {
  ascending: ['ascending', 'asc', 'a to z', 'a z', 'increasing', 'smallest to largest', 'low to high'],
  descending: ['descending', 'desc', 'z to a', 'z a', 'decreasing', 'largest to smallest', 'high to low'],
};

/** The words the menu's entry must say for the ask. */
function goalWords(ask: Ask): Pick<MenuGoal, 'says' | 'not'> {
  if (ask.op === 'sort') return { says: [ORDER[ask.order]], not: ORDER[ask.order === 'ascending' ? 'descending' : 'ascending'] };
  if (ask.op === 'delete') return { says: [['delete', 'remove'], THING[ask.what]], not: ['insert', 'add', 'new'] };
  const other = ask.place === 'before' ? 'after' : 'before';
  return { says: [['insert', 'add', 'new'], THING[ask.what], PLACE[ask.what][ask.place]], not: [...PLACE[ask.what][other], 'delete', 'remove'] };
}

/** The row a key names, in one table: "Team dinner", "row 7", "the last one". */
function rowNamed(ctx: RuleContext, key: string): { table: number; row: SnapshotNode; rows: SnapshotNode[] } | RuleHandover | undefined {
  const grids = gridsWithHeaders(ctx.index);
  const end = key.match(/^(?:the\s+)?(first|last)(?:\s+(?:one|row|line))?$/i);
  if (end) {
    const tables = grids.filter((g) => g.rows.length && g.headers.length);
    if (tables.length !== 1) return tables.length ? { handover: `${tables.length} tables have rows: say which table's ${end[1]} row`, near: true } : undefined;
    const rows = tables[0]!.rows;
    return { table: grids.indexOf(tables[0]!), row: end[1]!.toLowerCase() === 'first' ? rows[0]! : rows.at(-1)!, rows };
  }
  const keyed = keyedRows(ctx.index, key);
  if (!keyed.rows.length) return undefined;
  if (keyed.rows.length > 1) return { handover: rowTie(keyed.rows, keyed.key), near: true };
  const row = keyed.rows[0]!;
  const table = grids.findIndex((g) => g.rows.includes(row));
  return table < 0 ? undefined : { table, row, rows: grids[table]!.rows };
}

/** Where a row's menu is opened: the cell that numbers it, else its row header, else its first cell of text. */
function rowHandle(row: SnapshotNode, rows: readonly SnapshotNode[]): SnapshotNode | undefined {
  const cells = cellsOf(row).filter((c) => c.ref);
  const header = cells.find((c) => c.role === 'rowheader');
  if (rowNumbers(rows)) return header && /^\d+$/.test(normalize(cellText(header))) ? header : cellsOf(row)[0]?.ref ? cellsOf(row)[0] : undefined;
  return header ?? cells.find((c) => cellText(c) && !subtree(c).some((d) => d !== c && isActionable(d)));
}

/** The column a name says, in one table whose rows have a cell under each header. */
function columnNamed(ctx: RuleContext, name: string): { table: number; header: SnapshotNode; at: number } | RuleHandover | undefined {
  const column = name.replace(/^(?:the|a)\s+/i, '').replace(/\s+(?:column|header)$/i, '').trim();
  if (!column) return undefined;
  const hits: { table: number; header: SnapshotNode; at: number }[] = [];
  for (const [table, g] of gridsWithHeaders(ctx.index).entries()) {
    if (!g.headers.length || !g.rows.length || g.rows.some((r) => cellsOf(r).length !== g.headers.length)) continue;
    const col = columnOf(g.headers, column);
    if (!col) continue;
    if ('handover' in col) return { ...col, near: true };
    hits.push({ table, header: col.h, at: col.i });
  }
  if (hits.length > 1) return { handover: `${hits.length} tables have a "${column}" column: say which table`, near: true };
  return hits[0];
}

/**
 * "insert a row above Team dinner", "delete row 7", "insert a column after Amount", "delete the
 * Date column", "sort by Amount, largest first" on a table whose header shows no sort state: the
 * row's number cell or the column's header right-clicked, then the one entry of the menu that
 * appears saying the verb, the thing and the place clicked; the table must show the change.
 */
export const tableMenu: WidgetRule = {
  info: {
    name: 'table-menu',
    does: 'Inserts, deletes or sorts rows and columns of a table through the menu it opens on a right-click: the row\'s number cell (or row header, or first cell) or the column\'s header right-clicked; on the page as it is then, the menu (role menu, else the layer of short entries that appeared) must hold exactly one entry saying the verb, the thing and the place ("Insert a new row before"), which is clicked; the table must then show the change with every other row and column as before, else the step fails.',
    when: '"insert a row above Team dinner", "add a new row below the last one", "delete row 7", "delete the row for Coffee and snacks", "insert a column after Amount", "delete the Date column", "sort by Amount, largest first" (a header with no aria-sort and no control in it).',
    evidence: 'Exactly one row of one table (a cell saying the key, its number, first or last) or one column header named so, in a table whose rows have a cell under each header; a row holding a button or link of its own is left to the rules that click it; a sort needs a header that says no sort state (aria-sort), holds no control, and a column not in that order already. After the right-click: one entry of the menu fits (none or several: the menu is closed with Escape and the step handed over, naming the entries; no menu at all: handed over); after the pick, the rows (without their numbers) or the columns read as asked.',
    example: {
      html: '<table><thead><tr><td></td><td>Item</td><td>Amount</td></tr></thead><tbody><tr><td>1</td><td>Taxi</td><td>38</td></tr><tr><td>2</td><td>Hotel</td><td>560</td></tr></tbody></table>',
      step: 'delete row 2',
      action: 'right-click cell "2", then pick the menu entry saying delete/remove + row/rows',
    },
  },
  applies: (form, kind) => kind === 'act' && tableMenuAsk(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const ask = tableMenuAsk(form)!;
    const words = goalWords(ask);
    let change: TableChange;
    let handle: SnapshotNode;
    let why: string | undefined;
    const facts: string[] = [];
    if (ask.what === 'row') {
      const found = rowNamed(ctx, ask.key);
      if (!found || 'handover' in found) return found;
      const { table, row, rows } = found;
      // A row with buttons or links of its own is changed by them (row-control), not by a menu.
      if (subtree(row).some((n) => n !== row && n.ref && (n.role === 'button' || n.role === 'link'))) return undefined;
      const at = rows.indexOf(row);
      const cell = rowHandle(row, rows);
      if (!cell?.ref) return undefined;
      handle = cell;
      change = { kind: ask.op === 'insert' ? 'insert-row' : 'delete-row', table, at, ...(ask.op === 'insert' ? { place: ask.place } : {}) };
      facts.push(`row ${at + 1} of the table's ${rows.length} rows of data${rowNumbers(rows) ? ' (numbered: its number cell)' : ''}`);
    } else {
      const found = columnNamed(ctx, ask.key);
      if (!found || 'handover' in found) return found;
      const { table, header, at } = found;
      if (!header.ref || header.disabled) return undefined;
      if (ask.op === 'sort') {
        // A header that states its sort or holds a control is sorted by a click (column-sort).
        if (subtree(header).some((n) => n !== header && isActionable(n))) return undefined;
        const state = ctx.book.facts(header);
        if (!state) return { handover: `reading the sort state of ${said(header)}`, near: true };
        if (state.sort !== undefined) return undefined;
        // A header beside it states its sort (aria-sort on the sorted column only, APG): sorted by a click too (column-sort).
        const beside = headersBeside(ctx.index, header).map((h) => ctx.book.facts(h));
        if (beside.some((f) => !f)) return { handover: `reading the sort state of the headers beside ${said(header)}`, near: true };
        if (beside.some((f) => f!.sort === 'ascending' || f!.sort === 'descending')) return undefined;
        const read = readTable(ctx.index, table);
        if (read && read.cells.length > 1 && inOrder(read.cells.map((r) => r[at] ?? ''), ask.order)) return { handover: `the "${cellText(header)}" column is in ${ask.order} order already`, near: true };
        why = `${said(header)} shows no sort state (no aria-sort), so the ${ask.order} order cannot be verified after a click on it`;
        facts.push(`${said(header)} says no sort state (no aria-sort): sorted through its menu`);
      }
      handle = header;
      change = ask.op === 'sort' ? { kind: 'sort', table, at, order: ask.order } : { kind: ask.op === 'insert' ? 'insert-column' : 'delete-column', table, at, ...(ask.op === 'insert' ? { place: ask.place } : {}) };
      facts.push(`column ${at + 1}: ${said(header)}`);
    }
    const wanted = words.says.map((g) => g.join('/')).join(' + ');
    facts.push(`the menu's entry must say ${wanted}${words.not.length ? `, not ${words.not.join('/')}` : ''}`);
    return {
      actions: [{ ref: handle.ref!, method: 'rightClick', arguments: [], description: `right-click ${said(handle)}, then pick the menu entry saying ${wanted}`, menu: { ...words, change, ...(why ? { why } : {}) } }],
      candidates: [{ role: handle.role, name: handle.name ?? cellText(handle), score: 1, why: ask.what === 'row' ? 'the row named' : 'the column named' }],
      facts,
    };
  },
};

const CONTEXT_MENU = /^(?:the\s+|a\s+)?(?:context|right[\s-]?click|pop[\s-]?up|shortcut)\s+menu$/i;

/**
 * The row or column whose menu a step opens: "open the context menu of row 3", "open the
 * right-click menu of the Amount column", "right-click the Category header", "right-click row 3".
 */
export function menuOpenAsk(form: StepForm): { what: 'row' | 'column'; key: string } | undefined {
  const t = form.target;
  if (!t || form.value !== undefined) return undefined;
  let name: string;
  let kind: string | undefined;
  if (form.verb === 'open' && CONTEXT_MENU.test(t.raw.trim()) && form.scope && ['of', 'for', 'on'].includes(form.scope.relation)) {
    name = form.scope.name;
    kind = form.scope.kind;
  } else if (form.verb === 'do' && /^right[\s-]?click$/i.test(form.said) && !form.scope) {
    name = t.raw;
    kind = t.kind;
  } else return undefined;
  name = name.trim().replace(/^(?:the|a)\s+/i, '');
  if (kind === 'column' || kind === 'header') return { what: 'column', key: name.replace(/\s+(?:column\s+header|column|header)$/i, '') };
  const numbered = name.match(/^(?:row|line)\s+(\d+)$/i);
  if (numbered) return { what: 'row', key: `row ${numbered[1]}` };
  const row = name.match(/^row\s+(?:for|of|with)\s+(.+)$/i) ?? (kind === 'row' ? [name, name.replace(/\s+row$/i, '')] : null);
  if (row) return { what: 'row', key: row[1]!.trim() };
  const column = name.match(/^(.+?)\s+(?:column\s+header|column|header)$/i) ?? name.match(/^column\s+(.+)$/i);
  return column ? { what: 'column', key: column[1]!.trim() } : undefined;
}

/**
 * "open the context menu of row 3", "right-click the Category header": the row's number cell or
 * the column's header right-clicked; a menu (role menu, or a layer of short entries that
 * appeared) must show afterwards, else the step fails.
 */
export const tableMenuOpen: WidgetRule = {
  info: {
    name: 'table-menu-open',
    does: 'Opens the menu of a table\'s row or column: the row\'s number cell (or row header, or first cell) or the column\'s header right-clicked; a menu must show afterwards (role menu, or the layer of short entries that appeared with the click), else the step fails (Escape closes whatever opened).',
    when: '"open the context menu of row 3", "open the right-click menu of the Amount column", "right-click the Category header", "right-click row 3".',
    evidence: 'Exactly one row of one table (a cell saying the key, or its number) or one column header named so, as for table-menu; a row holding a button or link of its own is left to the other rules.',
    example: {
      html: '<table><thead><tr><td></td><td>Item</td><td>Amount</td></tr></thead><tbody><tr><td>1</td><td>Taxi</td><td>38</td></tr><tr><td>2</td><td>Hotel</td><td>560</td></tr></tbody></table>',
      step: 'right-click the Amount header',
      action: 'right-click cell "Amount", then a menu must show',
    },
  },
  applies: (form, kind) => kind === 'act' && menuOpenAsk(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const ask = menuOpenAsk(form)!;
    let handle: SnapshotNode;
    let fact: string;
    if (ask.what === 'row') {
      const found = rowNamed(ctx, ask.key);
      if (!found || 'handover' in found) return found;
      if (subtree(found.row).some((n) => n !== found.row && n.ref && (n.role === 'button' || n.role === 'link'))) return undefined;
      const cell = rowHandle(found.row, found.rows);
      if (!cell?.ref) return undefined;
      handle = cell;
      fact = `row ${found.rows.indexOf(found.row) + 1} of the table's ${found.rows.length} rows of data`;
    } else {
      const found = columnNamed(ctx, ask.key);
      if (!found || 'handover' in found) return found;
      if (!found.header.ref) return undefined;
      handle = found.header;
      fact = `column ${found.at + 1}: ${said(found.header)}`;
    }
    return {
      actions: [{ ref: handle.ref!, method: 'rightClick', arguments: [], description: `right-click ${said(handle)}, then a menu must show`, menu: { says: [], not: [] } }],
      candidates: [{ role: handle.role, name: handle.name ?? cellText(handle), score: 1, why: ask.what === 'row' ? 'the row named' : 'the column named' }],
      facts: [fact],
    };
  },
};
