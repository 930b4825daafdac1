import type { SnapshotNode } from '../../snapshot/index.js';
import { parseGrammar, type StepForm } from '../grammar.js';
import { shownText, subtree } from '../page-index.js';
import { normalize } from '../text.js';
import { columnCells, headersNamed, headerTitle } from './columns.js';
import { headerOfRepeated, headersBeside } from './header-row.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** A sort order as aria-sort says it, or any order (`sorted`: the step says none). */
export type SortWanted = 'ascending' | 'descending' | 'sorted';

/** Words that say an order, and the order they say (for numbers, words and dates alike). */
const DESCENDING = [
  /\b(?:in\s+)?(?:descending|decreasing)(?:\s+order)?\b/,
  /\bdesc\b/,
  /\b(?:highest|largest|biggest|greatest|most)\s+(?:first|on top|at the top)\b/,
  /\b(?:from\s+)?high(?:est)?\s+to\s+low(?:est)?\b/,
  /\bmost expensive\s+(?:first|on top|at the top)\b/,
  /\b(?:from\s+)?(?:largest|biggest)\s+to\s+smallest\b/,
  /\b(?:from\s+)?z\s+(?:to\s+)?a\b/,
  /\b(?:in\s+)?reverse(?:d)?\s+alphabetical(?:\s+order)?\b/,
];
const ASCENDING = [
  /\b(?:in\s+)?(?:ascending|increasing)(?:\s+order)?\b/,
  /\basc\b/,
  /\b(?:lowest|smallest|least|cheapest)\s+(?:first|on top|at the top)\b/,
  /\b(?:from\s+)?low(?:est)?\s+to\s+high(?:est)?\b/,
  /\bleast expensive\s+(?:first|on top|at the top)\b/,
  /\b(?:from\s+)?smallest\s+to\s+(?:largest|biggest)\b/,
  /\b(?:from\s+)?a\s+(?:to\s+)?z\b/,
  /\b(?:in\s+)?alphabetical(?:\s+order)?\b/,
  /\balphabetically\b/,
];
/**
 * Orders said of dates: newest first is descending for a column of dates, but "oldest first" on a
 * column of ages is the other way: read only on a column whose cells show dates.
 */
const DATE_DESCENDING = [/\b(?:newest|latest|most recent)\s+(?:first|on top|at the top)\b/, /\b(?:from\s+)?(?:newest|latest)\s+to\s+(?:oldest|earliest)\b/];
const DATE_ASCENDING = [/\b(?:oldest|earliest)\s+(?:first|on top|at the top)\b/, /\b(?:from\s+)?(?:oldest|earliest)\s+to\s+(?:newest|latest)\b/];

/** Order words this rule does not read ("in reverse order" is relative to the order shown): the step is not taken. */
const UNREAD_ORDER = /\b(?:reverse|reversed)\b/;

/** The words after the verb, put back together from the form (the grammar splits them at a preposition). */
function phraseOf(form: StepForm): string {
  const t = form.target;
  if (!t) return '';
  if (form.frame === 'by-value') return `${t.raw} by ${form.value ?? ''}`;
  const scope = form.scope ? ` ${form.scope.relation} ${form.scope.name}${form.scope.kind ? ` ${form.scope.kind}` : ''}` : '';
  return `${t.raw}${scope}`;
}

/**
 * What a sort step asks: the column and the order. "sort by Qty, highest first", "sort the orders
 * by price" (the order's noun before "by"), "sort Customer in descending order", "sort by name A
 * to Z". Undefined when the words are not of that shape.
 */
export function sortOf(form: StepForm): { column: string; order: SortWanted; dated?: true; of?: string } | undefined {
  if (form.verb !== 'sort') return undefined;
  let text = normalize(phraseOf(form).replace(/[,;]/g, ' '));
  let order: SortWanted = 'sorted';
  let dated = false;
  const said = [['descending', DESCENDING, false], ['ascending', ASCENDING, false], ['descending', DATE_DESCENDING, true], ['ascending', DATE_ASCENDING, true]] as const;
  for (const [wanted, patterns, ofDates] of said) {
    const hit = patterns.find((p) => p.test(text));
    if (!hit) continue;
    if (order !== 'sorted') return undefined;
    order = wanted;
    dated = ofDates;
    text = text.replace(hit, ' ');
  }
  text = text.replace(/\s+/g, ' ').trim();
  // "the orders by price": what is ordered, then the column.
  const by = text.match(/(?:^|\s)by\s+(.+)$/);
  let column = by ? by[1]! : text;
  column = column.replace(/^(?:the|a)\s+/, '').replace(/\s+(?:column|field|header)$/, '').replace(/\s+(?:then|please)$/, '').trim();
  if (!column || UNREAD_ORDER.test(column) || column.split(' ').length > 4) return undefined;
  const of = by ? text.slice(0, by.index).replace(/^(?:the|a|all)\s+/, '').trim() : '';
  return { column, order, ...(dated ? { dated: true as const } : {}), ...(of ? { of } : {}) };
}

/** "reverse the sort", "flip the sort order", "invert the sorting": the one sorted column, the other way. */
export function reverses(form: StepForm): boolean {
  if (form.verb !== 'do' || !/^(?:reverse|flip|invert)$/i.test(form.said) || !form.target || form.scope) return false;
  return /^(?:(?:the\s+)?(?:current\s+)?(?:sort|sorting|sort order|sort direction|order))$/.test(normalize(form.target.whole ?? form.target.raw));
}

/**
 * The order a sort step asks of the header it acts on, whoever chose that header (this rule, the
 * name rules, a model, the cache): "sort by Qty, highest first" → descending, "sort by Price" →
 * either order, "reverse the sort" → the other order than the header's now. Undefined when the
 * step is no sort, or asks the other order of a header that shows none.
 */
export function sortAsked(instruction: string, now: string | null): SortWanted | undefined {
  const form = parseGrammar(instruction.trim().replace(/^(?:please|now|then)\s+/i, ''));
  if (!form) return undefined;
  if (reverses(form)) return now === 'ascending' ? 'descending' : now === 'descending' ? 'ascending' : undefined;
  return sortOf(form)?.order;
}

/** A header's sort state as aria-sort says it ('' when it says none). */
function sortState(node: SnapshotNode, ctx: RuleContext): string | undefined {
  const facts = ctx.book.facts(node);
  return facts ? (facts.sort ?? '') : undefined;
}

/**
 * Where a header is clicked to sort: the one button inside it that is named as the header (APG
 * sortable table: a button in the `th`), else the header itself (its own text is clicked, not a
 * control it holds).
 */
export function sortControl(header: SnapshotNode): SnapshotNode {
  const title = headerTitle(header);
  const buttons = subtree(header).filter((n) => n !== header && n.ref && n.role === 'button' && (normalize(n.name ?? '') === title || /\bsort\b/.test(normalize(n.name ?? ''))));
  return buttons.length === 1 ? buttons[0]! : header;
}

/**
 * The headers of the column a sort step says. Titled as said; else said with the kind of value it
 * holds ("end date" for a column "End" that shows dates); else "by name" (or "by title") for the
 * column titled by what is sorted ("sort the tasks by name": the column "Task"), when no column says
 * name.
 */
function columnSaid(ctx: RuleContext, column: string, of: string | undefined): { headers: SnapshotNode[] } {
  const named = headersNamed(ctx.index, column);
  if (named.headers.length) return named;
  const words = column.split(' ');
  if (words.length > 1 && /^(?:date|day|time)$/.test(words.at(-1)!)) {
    const plain = headersNamed(ctx.index, words.slice(0, -1).join(' '));
    if (plain.exact && plain.headers.every((h) => showsDates(ctx, h))) return plain;
  }
  if (of && /^(?:name|title)$/.test(column) && of.split(' ').length === 1) {
    const kind = headersNamed(ctx.index, of);
    if (kind.exact) return kind;
  }
  return { headers: [] };
}

/**
 * Why a column header is no sort control, when it shows no sign of one: no sort state (`state` is
 * its aria-sort, '' when it says none), no sort button in it, no pointer drawn over it. Such a
 * title sorts nothing, and the page may sort by another control (a "Sort by" select, rule
 * sort-choice), so the reading is handed over rather than clicked. Undefined for a header that
 * may sort.
 */
export function sortsNothing(header: SnapshotNode, state: string): string | undefined {
  if (state || sortControl(header) !== header || header.cursor === 'pointer') return undefined;
  return `${said(header)} shows no sign that it sorts (no aria-sort, no sort button, no pointer): say which control sorts ("choose ${headerTitle(header)} in Sort by")`;
}

/**
 * Sorting by a column header (APG sortable table and grid: `aria-sort` on the column header): the
 * header, or the sort button in it, clicked until its aria-sort shows the order asked for. Each
 * click's result is read before the next (ExpectedEffect.sorted): at most one click per state the
 * header can show, and a header that comes back to a state it showed never reaches the order (the
 * step fails, saying so). A header that shows no sort state cannot be verified for an order:
 * handed over.
 */
export const columnSort: WidgetRule = {
  info: {
    name: 'column-sort',
    does: 'Sorts a grid by a column in the order asked: its header (or the sort button in it) clicked until its aria-sort says that order, read after each click.',
    when: '"sort by Qty, highest first", "sort Customer in descending order", "sort by name A to Z", "sort the orders by price", "reverse the sort".',
    evidence: 'One column header titled as the column (singular or plural), whose aria-sort is read from the page; an order asked for needs a header that shows its sort state. "reverse the sort": the one header sorted now. After acting, the header shows the order (at most one click per sort state).',
    example: {
      html: '<table><thead><tr><th aria-sort="none"><button onclick="const th=this.parentElement;th.setAttribute(\'aria-sort\',th.getAttribute(\'aria-sort\')===\'ascending\'?\'descending\':\'ascending\')">Price</button></th><th>Item</th></tr></thead><tbody><tr><td>3</td><td>Pen</td></tr></tbody></table>',
      step: 'sort by Price, highest first',
      action: 'click button "Price" until the column is sorted descending',
    },
  },
  applies: (form, kind) => kind === 'act' && (sortOf(form) !== undefined || reverses(form)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    if (reverses(form)) return reverse(ctx);
    const { column, order, dated, of } = sortOf(form)!;
    const { headers } = columnSaid(ctx, column, of);
    if (!headers.length) return undefined;
    const states = headers.map((h) => sortState(h, ctx));
    if (states.some((s) => s === undefined)) return { handover: `reading the sort state of the "${column}" column header`, near: true };
    // A title repeated (a footer row, a second grid): the sortable one, the one that says its sort state.
    const sortable = headers.filter((_, i) => states[i] !== '');
    // A header row repeated in the footer: the one in the table's first header row (rules/header-row.ts).
    const repeated = sortable.length !== 1 ? headerOfRepeated(ctx.index, headers) : undefined;
    const chosen = headers.length === 1 ? headers : repeated ? [repeated] : sortable;
    if (chosen.length !== 1) {
      return { handover: `${headers.length} column headers are titled "${column}"${sortable.length ? `, ${sortable.length} of them sortable` : ''}: say which ("sort the … table by ${column}")`, near: true };
    }
    const header = chosen[0]!;
    let state = states[headers.indexOf(header)]!;
    // A sortable table states aria-sort on its sorted column only (APG): a header beside one that states it is sortable, sorted by none.
    if (!state) {
      const beside = headersBeside(ctx.index, header).map((h) => sortState(h, ctx));
      if (beside.some((s) => s === undefined)) return { handover: `reading the sort state of the headers beside "${column}"`, near: true };
      if (beside.some((s) => s === 'ascending' || s === 'descending')) state = 'none';
    }
    if (header.disabled) return { handover: `${said(header)} is disabled`, near: true };
    if (dated && !showsDates(ctx, header)) {
      return { handover: `"newest" and "oldest" order dates, and the "${headerTitle(header)}" column does not show dates: say "ascending" or "descending"`, near: true };
    }
    const plain = sortsNothing(header, state);
    if (plain) return { handover: plain };
    if (!state && order !== 'sorted') {
      return { handover: `${said(header)} shows no sort state (no aria-sort), so the ${order} order cannot be verified: say "click the ${headerTitle(header)} column header" and check the order`, near: true };
    }
    if (state === order || (order === 'sorted' && (state === 'ascending' || state === 'descending'))) {
      return { handover: `the "${headerTitle(header)}" column is sorted ${state} already${order === 'sorted' ? `: say the order ("sort by ${headerTitle(header)} descending")` : ''}`, near: true };
    }
    return sortBy(header, order, state, headers);
  },
};

function sortBy(header: SnapshotNode, order: SortWanted, state: string, weighed: readonly SnapshotNode[]): RuleFound {
  const control = sortControl(header);
  const verified = state !== '';
  // A sort button not named as the column ("Sort by Time" beside the title "Time": the title is the
  // header's text, the button its icons): its middle may be one of its glyphs that sorts one way by
  // itself (an up and a down caret drawn in it), so it is pressed as a keyboard does (Enter on the
  // button): the button's own action, as a click on it. A button named as the column (APG: the title
  // is the button's text) is clicked.
  const keyed = control !== header && control.role === 'button' && normalize(control.name ?? '') !== headerTitle(header);
  const verb = keyed ? 'press Enter on' : 'click';
  return {
    actions: [{
      ref: control.ref!,
      method: keyed ? 'press' : 'click',
      arguments: keyed ? ['Enter'] : [],
      description: verified ? `${verb} ${said(control)} until the column is sorted${order === 'sorted' ? '' : ` ${order}`}` : `${verb} ${said(control)}`,
      ...(verified ? { effect: { sorted: order } } : {}),
    }],
    candidates: weighed.map((h) => ({ role: h.role, name: h.name ?? '', score: h === header ? 1 : 0, ...(h === header ? { why: 'the column named' } : {}) })),
    facts: [`${said(header)} aria-sort=${state || '(none said)'}`, ...(control !== header ? [`its sort control: ${said(control)}`] : [])],
  };
}

/** A date as grids show it: 2026-11-27, 27/11/2026, 11.27.26, "Nov 27, 2026", "27 November 2026". */
const DATE = /\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}\b|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{4}\b/i;

/** Whether the column's cells in the rows shown (a few) all show dates. */
function showsDates(ctx: RuleContext, header: SnapshotNode): boolean {
  const texts = columnCells(ctx.index, header).map((c) => shownText(c) || c.name || '').map((t) => t.trim()).filter(Boolean).slice(0, 10);
  return texts.length > 0 && texts.every((t) => DATE.test(t));
}

/** "reverse the sort": the one header sorted now (ascending or descending), to the other order. */
function reverse(ctx: RuleContext): RuleFound | RuleHandover | undefined {
  const headers = ctx.index.order.filter((n) => n.role === 'columnheader' && n.ref);
  if (!headers.length) return undefined;
  const states = headers.map((h) => sortState(h, ctx));
  if (states.some((s) => s === undefined)) return { handover: 'reading the sort state of the column headers', near: true };
  const sorted = headers.filter((_, i) => states[i] === 'ascending' || states[i] === 'descending');
  // No header says a sort state: the page sorts by other means (a "Reverse order" control): not this rule's.
  if (!states.some((s) => s)) return undefined;
  if (!sorted.length) return { handover: 'no column is sorted now: say which column and order ("sort by … descending")', near: true };
  if (sorted.length > 1) return { handover: `${sorted.length} columns are sorted (${sorted.map((h) => `"${headerTitle(h)}"`).join(', ')}): say which ("sort by ${headerTitle(sorted[0]!)} descending")`, near: true };
  const header = sorted[0]!;
  const state = states[headers.indexOf(header)]!;
  return sortBy(header, state === 'ascending' ? 'descending' : 'ascending', state, sorted);
}
