import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ownText, subtree, type PageIndex } from '../page-index.js';
import { normalize, nounForms, words } from '../text.js';
import { cellsOf, cellText, GRIDS, gridsWithHeaders, isDataRow, rowClickCell, selectionBox, selectRow } from './grid-rows.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A grid row said by the identifier one of its cells holds ("select ticket 1004", "tick order
 * #1002", "select invoice INV-17"): the row whose cell in an identifier column (a header saying
 * ID, No., Number, #, Ref… or the noun the step says) holds exactly that value, the value matched
 * whole, in one row only. A grid that draws its header row as a table of its own with plain cells
 * (a scrolling grid's header, no column header role) heads the body's columns when its cells line
 * up with the body's rows. Rule numbered-item covers items whose own text starts with "#N" or
 * "Order 1004"; this one covers the value alone in a column.
 */

/** Column titles that say the column holds each row's identifier. */
const ID_TITLES: ReadonlySet<string> = new Set(['id', 'no', 'nr', 'num', 'number', 'ref', 'reference', 'key', 'code']);

/** "ticket 1004", "order #1002", "invoice INV-17", "#1004": the noun (if said) and the identifier. */
export function idSaid(phrase: string): { noun?: string; id: string } | undefined {
  const m = phrase.trim().match(/^(?:the\s+)?(?:(\p{L}[\p{L}-]*)\s+)?(?:#\s?|no\.?\s|number\s+)?((?=[\p{L}\p{N}-]*\p{N})[\p{L}\p{N}][\p{L}\p{N}-]{0,19})$/iu);
  if (!m) return undefined;
  const noun = m[1]?.toLowerCase();
  // A bare number names no row (a quantity, a place); "row 5" and "page 2" are places (grid-rows.ts, pagers).
  if (!noun && !/#/.test(phrase)) return undefined;
  if (noun && /^(?:row|line|page|step|item|column|col|cell|entry|record|the|a|an|this|that|number|no|level|version|size|day|week|month|year)$/.test(noun)) return undefined;
  return { ...(noun ? { noun } : {}), id: m[2]! };
}

type Doing = 'select' | 'unselect' | 'open';

function wantedOf(form: StepForm, kind: 'act' | 'observe'): { doing: Doing; noun?: string; id: string; said: string } | undefined {
  const t = form.target;
  if (kind !== 'act' || !t || form.scope || form.value !== undefined || t.ordinal !== undefined || t.kind) return undefined;
  const id = idSaid(t.raw);
  if (!id) return undefined;
  const doing: Doing | undefined = form.verb === 'select' || form.verb === 'check' ? 'select' : form.verb === 'uncheck' ? 'unselect' : form.verb === 'open' ? 'open' : undefined;
  return doing ? { doing, ...id, said: t.raw.replace(/^the\s+/i, '') } : undefined;
}

/** A row of titles only: two or more short titles, all different, none a bare number, no control in it. */
function titlesOnly(row: SnapshotNode): boolean {
  const cells = cellsOf(row);
  const titles = cells.map((c) => normalize(cellText(c))).filter(Boolean);
  return titles.length >= 2 && new Set(titles).size === titles.length && titles.every((t) => t.length <= 40 && !/^[\d.,\s/-]+$/.test(t)) && !cells.some((c) => subtree(c).some((d) => d !== c && isActionable(d)));
}

/**
 * The header cells of a table that has none of its own: the one table of the page whose rows with
 * anything in them are a single row of titles, with as many cells as the body's rows have (a
 * scrolling grid draws its header as a table apart). Undefined when there is none, or several.
 */
function headerTableFor(index: PageIndex, width: number): SnapshotNode[] | undefined {
  const found = index.order.filter((n) => GRIDS.has(n.role)).flatMap((table) => {
    const rows = subtree(table).filter((r) => r.role === 'row' && cellsOf(r).some((c) => normalize(cellText(c)) || c.children.length));
    return rows.length === 1 && titlesOnly(rows[0]!) && cellsOf(rows[0]!).length === width ? [cellsOf(rows[0]!)] : [];
  });
  return found.length === 1 ? found[0] : undefined;
}

export interface Grid {
  grid: SnapshotNode;
  rows: SnapshotNode[];
  headers: SnapshotNode[];
}

/** Every grid with rows of data and the titles over its columns (its own, or a header table apart). */
export function titledGrids(index: PageIndex): Grid[] {
  return gridsWithHeaders(index).flatMap(({ grid, rows, headers }) => {
    const data = rows.filter((r) => isDataRow(r) && cellsOf(r).some((c) => normalize(cellText(c))));
    if (!data.length) return [];
    if (headers.length) return [{ grid, rows: data, headers }];
    const width = cellsOf(data[0]!).length;
    if (data.some((r) => cellsOf(r).length !== width)) return [];
    const apart = headerTableFor(index, width);
    return apart ? [{ grid, rows: data, headers: apart }] : [];
  });
}

/** Whether a column's title says it holds identifiers: ID, No., #, Ref…, or the step's noun ("Ticket", "Ticket ID", "Order no."). */
function idColumn(title: string, noun: string | undefined): boolean {
  const w = words(title);
  const hash = /^\s*#\s*$/.test(title) || /^\p{L}+\s*#$/u.test(title.trim());
  if (hash && (w.length === 0 || !noun || nounForms(noun).includes(w[0]!))) return true;
  if (w.length === 1 && ID_TITLES.has(w[0]!)) return true;
  if (!noun) return false;
  const forms = nounForms(noun);
  return (w.length === 1 && forms.includes(w[0]!)) || (w.length === 2 && forms.includes(w[0]!) && ID_TITLES.has(w[1]!));
}

/** A cell says the identifier: its whole text, "#" before it or not, letters' case aside. */
const saysId = (cell: SnapshotNode, id: string) => normalize(cellText(cell).replace(/^\s*#\s?/, '')) === normalize(id);

/**
 * Whether the page calls its items by the noun: a column titled so, a grid named so, or a short text
 * of the page (a heading, a view's title, a side menu's entry: "All tickets") ending in its plural.
 */
function pageSaysNoun(index: PageIndex, noun: string, headers: readonly SnapshotNode[], grid: SnapshotNode): boolean {
  const forms = nounForms(noun);
  if (headers.some((h) => words(cellText(h)).some((w) => forms.includes(w)))) return true;
  if (grid.name && forms.includes(words(grid.name).at(-1) ?? '')) return true;
  const plural = forms.filter((f) => f !== noun.toLowerCase());
  return index.order.some((n) => {
    const text = n.role === 'heading' ? ownText(n) : n.text ?? (n.children.length === 0 ? n.name ?? '' : '');
    const w = words(text);
    return w.length >= 1 && w.length <= 3 && plural.includes(w.at(-1)!);
  });
}

export const rowById: WidgetRule = {
  info: {
    name: 'row-by-id',
    does: 'A grid row said by the identifier in its identifier column ("select ticket 1004", "tick order #1002", "open invoice INV-17"): selected by its selection box, else by a click on one of its plain cells that must leave it selected (aria-selected, or a class that says "selected"); opened by its one link. A header drawn as a table apart (plain cells, no column header role) titles the body\'s columns when the cells line up.',
    when: 'A noun and an identifier ("ticket 1004", "invoice INV-17", "#1004") no control is named by, the verb select, tick, untick or open; the grid has a column titled ID, No., Number, #, Ref… or by the noun.',
    evidence: 'Exactly one row of all the grids shows the value, whole, in that column, and no other cell of those grids shows it (a quantity of 1004 elsewhere hands over); the noun is the column\'s title, the grid\'s name, or the page\'s word for its items (a short text ending in its plural). Before selecting, the row is not selected; after, it reads selected. A row with no link is not opened (a double-click is not guessed); a value no row shows (past a virtual scroll) hands over.',
    example: {
      html: '<h2>Invoices</h2><table><tr><td>No.</td><td>Client</td><td>Qty</td></tr></table><table><tr onclick="this.classList.toggle(\'row-selected\')"><td>17</td><td>Acme</td><td>3</td></tr><tr onclick="this.classList.toggle(\'row-selected\')"><td>18</td><td>Globex</td><td>5</td></tr></table>',
      step: 'select invoice 18',
      action: 'click cell "18" (select invoice 18)',
    },
  },
  applies: (form, kind) => !!wantedOf(form, kind),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { doing, noun, id, said: what } = wantedOf(form, ctx.kind)!;
    const grids = titledGrids(ctx.index);
    const hits: { g: Grid; row: SnapshotNode; col: number }[] = [];
    const withColumn: Grid[] = [];
    for (const g of grids) {
      const cols = g.headers.map((h, i) => (idColumn(cellText(h), noun) ? i : -1)).filter((i) => i >= 0);
      if (cols.length !== 1) continue;
      if (noun && !pageSaysNoun(ctx.index, noun, g.headers, g.grid)) continue;
      withColumn.push(g);
      for (const row of g.rows) if (cellsOf(row).length === g.headers.length && saysId(cellsOf(row)[cols[0]!]!, id)) hits.push({ g, row, col: cols[0]! });
    }
    if (!withColumn.length) return undefined;
    if (!hits.length) {
      return { handover: `no row of the grid shows ${what} in its ${cellText(withColumn[0]!.headers.find((h) => idColumn(cellText(h), noun))!)} column: it may be past the grid's scroll (rows not drawn yet); scroll to ${what} first, or search the grid for it`, near: true };
    }
    if (hits.length > 1) return { handover: `${hits.length} rows show "${id}" as their identifier: say more of the one you mean ("the row for …" with another of its cells)`, near: true };
    const { g, row, col } = hits[0]!;
    // The value said elsewhere in the grid (a quantity, a price) makes the identifier unsure.
    const elsewhere = g.rows.flatMap((r) => cellsOf(r).map((c, i) => ({ r, c, i }))).filter(({ r, c, i }) => !(r === row && i === col) && saysId(c, id));
    if (elsewhere.length) return { handover: `"${id}" is also shown in the ${cellText(g.headers[elsewhere[0]!.i] ?? elsewhere[0]!.c) || 'another'} column of ${elsewhere.length === 1 ? 'a row' : `${elsewhere.length} rows`}: say which row by another of its cells ("the row for …")`, near: true };
    if (!row.ref && !cellsOf(row).some((c) => c.ref)) return undefined;
    const idTitle = cellText(g.headers[col]!);
    const candidates = [{ role: row.role, name: cellText(cellsOf(row)[col]!), score: 1, why: `its ${idTitle} is ${id}` }];
    const facts = [`${what}: the row whose ${idTitle} cell says "${id}", the only cell of the grid that does`];
    if (doing === 'open') {
      const links = subtree(row).filter((n) => n !== row && n.ref && n.role === 'link' && !n.disabled);
      if (links.length !== 1) return { handover: links.length ? `${what} holds ${links.length} links: say which to click ("click … in the row for ${id}")` : `${what} has no link to open it, and the grid does not say a double-click opens its rows: say which control opens it (or "double-click ${id}")`, near: true };
      return { actions: [{ ref: links[0]!.ref!, method: 'click', arguments: [], description: `click ${said(links[0]!)} of ${what}`, effect: { navigated: true } }], candidates, facts: [...facts, `its one link: ${said(links[0]!)}`] };
    }
    const box = selectionBox(row);
    if (box || doing === 'unselect') {
      const done = selectRow(row, doing === 'select', ctx, what);
      if ('handover' in done) return done;
      return { actions: done.actions, candidates, facts: [...facts, ...done.facts] };
    }
    return clickToSelect(row, ctx, what, candidates, facts);
  },
};

/**
 * A row with no selection box selected by a click on one of its plain cells: only when it is not
 * selected now (aria-selected, or a class of its own that says "selected"), and judged after by
 * the same reading (effects.ts: rowSelected).
 */
function clickToSelect(row: SnapshotNode, ctx: RuleContext, what: string, candidates: RuleFound['candidates'], facts: string[]): RuleFound | RuleHandover {
  const read = ctx.book.facts(row);
  if (!read) return { handover: `reading whether ${what} is selected`, near: true };
  const now = read.selected ?? (read.attrs['class'] ?? '').split(/\s+/).some((c) => /(?:^|[_-])selected$/i.test(c));
  if (now) return { handover: `${what} is selected already`, near: true };
  const at = rowClickCell(row, ctx, what);
  if ('handover' in at) return at;
  if (!at.ref) return { handover: `${what} cannot be pointed at`, near: true };
  return {
    actions: [{ ref: at.ref, method: 'click', arguments: [], description: `click ${said(at)} (select ${what})`, effect: { rowSelected: true } }],
    candidates,
    facts: [...facts, `it has no selection box: a click on its cell "${cellText(at)}", and it must read selected after (aria-selected, or a class saying "selected")`],
  };
}
