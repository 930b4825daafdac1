import type { SnapshotNode } from '../snapshot/index.js';
import { daysInMonth, isRealDate, monthOf, MONTH_NAMES, type CalendarDate } from './dates.js';
import { ancestors, ownText, subtree, type PageIndex } from './page-index.js';
import { normalize } from './text.js';

/**
 * The calendars a page shows (APG date picker dialog, combobox with a grid popup, and calendars
 * drawn without roles), read from the snapshot alone, never from an app's classes. A calendar is
 * known by one of:
 * - its day cells named by their whole date ("March 14, 2027", "Choose Sunday, March 14th, 2027"):
 *   the month shown is the one with a full run of days (days of the months before and after
 *   are often drawn around it);
 * - a month title ("November 2026", a grid named so) followed by a run of day numbers from 1 to
 *   at least 28.
 * Beside it: the controls that move it a month (named next/previous, or signs » ›), and a list
 * of the month names when its title is one (a select of the months).
 */
export interface CalendarView {
  /** The month shown, when its title or its days' names say it. */
  month?: { year: number; month: number };
  /** The month title, when one is drawn as text (or a grid named so). */
  title?: SnapshotNode;
  /** The month's own days: index 0 is the 1st. */
  days: SnapshotNode[];
  next?: SnapshotNode;
  previous?: SnapshotNode;
  /** A list of the month names that says and sets the month shown. */
  monthList?: SnapshotNode;
  /** The smallest part of the page holding the days and the controls found. */
  part: SnapshotNode | undefined;
  /** How it reads, for evidence and hand-overs: "March 2027". */
  label: string;
}

const MONTH_WORD = '(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\\.?';
const TITLE = new RegExp(`^(${MONTH_WORD}) (\\d{4})$|^(\\d{4}) (${MONTH_WORD})$`, 'i');
export const NEXT_CONTROL = /^(?:»|›|>|→|>>|next|next month|go to next month|go to the next month|show next month)$/i;
export const PREVIOUS_CONTROL = /^(?:«|‹|<|←|<<|prev|previous|previous month|prev month|go to previous month|go to the previous month|show previous month)$/i;

/** The whole date a day cell's name says, anywhere in it ("Choose Sunday, March 14th, 2027"), or undefined. */
export function dateInName(name: string): CalendarDate | undefined {
  const t = name.trim();
  if (!t || t.length > 80) return undefined;
  const ord = '(\\d{1,2})(?:st|nd|rd|th)?';
  let m = t.match(new RegExp(`\\b(${MONTH_WORD})\\s+${ord},?\\s+(\\d{4})\\b`, 'i'));
  let d: CalendarDate | undefined;
  if (m) d = { year: Number(m[3]), month: monthOf(m[1]!)!, day: Number(m[2]) };
  else if ((m = t.match(new RegExp(`\\b${ord}\\s+(?:of\\s+)?(${MONTH_WORD}),?\\s+(\\d{4})\\b`, 'i')))) d = { year: Number(m[3]), month: monthOf(m[2]!)!, day: Number(m[1]) };
  else if ((m = t.match(/\b(\d{4})-(\d{2})-(\d{2})\b/))) d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return d && isRealDate(d) ? d : undefined;
}

/** "November 2026" (or "2026 November") as a month, or undefined. */
export function monthTitle(text: string): { year: number; month: number } | undefined {
  const m = normalize(text).match(TITLE);
  if (!m) return undefined;
  const month = monthOf(m[1] ?? m[4]!);
  return month ? { year: Number(m[2] ?? m[3]), month } : undefined;
}

const nameOf = (n: SnapshotNode) => (n.name ?? ownText(n)).trim();

/** Every calendar shown on the page. */
export function readCalendars(index: PageIndex): CalendarView[] {
  const out: CalendarView[] = [];
  // Day cells named by their dates, grouped by month: a month with a full run is one calendar.
  const byMonth = new Map<string, { year: number; month: number; cells: Map<number, SnapshotNode> }>();
  for (const node of index.order) {
    if (!node.ref || node.role === 'text' || node.role === 'textbox' || node.role === 'combobox') continue;
    // A cell holding a named button is read by its button.
    const d = node.name ? dateInName(node.name) : undefined;
    if (!d) continue;
    const key = `${d.year}-${d.month}`;
    const group = byMonth.get(key) ?? { year: d.year, month: d.month, cells: new Map() };
    // The innermost node of a day wins (a gridcell around its button: the button).
    group.cells.set(d.day, node);
    byMonth.set(key, group);
  }
  for (const group of byMonth.values()) {
    const length = daysInMonth(group.year, group.month);
    if (group.cells.size < length) continue;
    const days = Array.from({ length }, (_, i) => group.cells.get(i + 1)!);
    out.push(around(index, { month: { year: group.year, month: group.month }, days, label: `${cap(MONTH_NAMES[group.month - 1]!)} ${group.year}` }));
  }
  // A month title and its run of day numbers.
  const order = index.order;
  order.forEach((node, at) => {
    const list = listTitle(order, at);
    const listed = list ?? splitTitle(order, at);
    const text = listed?.label ?? nameOf(node);
    if (!node.ref || (!listed && !TITLE.test(normalize(text)))) return;
    // Controls beside the title (a few nodes before and after it), as drawn: « March 2024 ».
    const beside = order.slice(Math.max(0, at - 4), at + 5).filter((n) => n !== node && n.ref && (n.role === 'button' || n.role === 'link'));
    const month = listed?.month ?? monthTitle(text);
    // The title of a calendar read by its days' names: the one title of that month.
    const titled = month && out.filter((c) => !c.title && c.month && c.month.year === month.year && c.month.month === month.month);
    if (titled && titled.length === 1) {
      const cal = titled[0]!;
      cal.title = node;
      if (list) cal.monthList ??= node;
      cal.next ??= one(beside.filter((c) => NEXT_CONTROL.test(controlName(c))));
      cal.previous ??= one(beside.filter((c) => PREVIOUS_CONTROL.test(controlName(c))));
      return;
    }
    const after = order.slice(at + 1, at + 200);
    const numbers = after.filter((n) => n.ref && /^\d{1,2}$/.test(nameOf(n)));
    const values = numbers.map((n) => Number(nameOf(n)));
    const first = values.indexOf(1);
    if (first < 0) return;
    let end = first;
    while (end + 1 < values.length && values[end + 1] === values[end]! + 1) end++;
    if (end - first + 1 < 28) return;
    const days = numbers.slice(first, end + 1);
    // The same days read by their names already: the title is that calendar's.
    const same = out.find((c) => c.days.some((d) => days.includes(d) || subtree(d).some((s) => days.includes(s)) || days.some((x) => subtree(x).includes(d))));
    if (same) {
      same.title ??= node;
      return;
    }
    const view = around(index, { ...(month ? { month } : {}), title: node, days, label: text });
    if (list) view.monthList ??= node;
    view.next ??= one(beside.filter((c) => NEXT_CONTROL.test(controlName(c))));
    view.previous ??= one(beside.filter((c) => PREVIOUS_CONTROL.test(controlName(c))));
    out.push(view);
  });
  return out;
}

const cap = (s: string) => s.replace(/^./, (c) => c.toUpperCase());
const one = <T>(list: T[]): T | undefined => (list.length === 1 ? list[0] : undefined);

/** A control's name as its signs or words say it ("»", "next month"). */
export function controlName(node: SnapshotNode): string {
  const raw = (node.name ?? ownText(node)).trim();
  return NEXT_CONTROL.test(raw) || PREVIOUS_CONTROL.test(raw) ? raw : normalize(raw);
}

/**
 * The part around the days: their smallest common ancestor, then up to five parts more until
 * one holds a next or previous control or a list of the months (the calendar's header).
 */
function around(index: PageIndex, base: Omit<CalendarView, 'part'>): CalendarView {
  const first = base.days[0]!;
  const last = base.days.at(-1)!;
  const lastUp = new Set([last, ...ancestors(index, last)]);
  let part = [first, ...ancestors(index, first)].find((n) => lastUp.has(n));
  const view: CalendarView = { ...base, part };
  for (let climb = 0; part && climb < 6; climb++, part = index.parent.get(part)) {
    const nodes = subtree(part).filter((n) => n.ref && !base.days.includes(n));
    const controls = nodes.filter((n) => n.role === 'button' || n.role === 'link' || n.cursor === 'pointer');
    const next = controls.filter((c) => NEXT_CONTROL.test(controlName(c)));
    const previous = controls.filter((c) => PREVIOUS_CONTROL.test(controlName(c)));
    const lists = nodes.filter(isMonthList);
    if (next.length > 1 || previous.length > 1 || lists.length > 1) break;
    view.part = part;
    if (next.length) view.next = next[0];
    if (previous.length) view.previous = previous[0];
    if (lists.length) view.monthList = lists[0];
    if (view.next || view.previous || view.monthList) break;
  }
  return view;
}

/**
 * A title drawn as a list of the months and a year field beside it (a select showing "March" and
 * a box showing 2027): the month it says, or undefined.
 */
function listTitle(order: readonly SnapshotNode[], at: number): { month: { year: number; month: number }; label: string } | undefined {
  const node = order[at]!;
  if (!isMonthList(node)) return undefined;
  const month = chosenMonth(node);
  if (!month) return undefined;
  // The year: the next field within a few nodes (past the list's own options) that shows a year.
  const after = order.slice(at + 1, at + 30).filter((n) => n.role !== 'option' && n.role !== 'text');
  const year = after.slice(0, 4).find((n) => (n.role === 'spinbutton' || n.role === 'textbox') && /^\d{4}$/.test((n.text ?? '').trim()));
  if (!year) return undefined;
  const y = Number((year.text ?? '').trim());
  return { month: { year: y, month }, label: `${cap(MONTH_NAMES[month - 1]!)} ${y}` };
}

/** A title drawn in two parts: a month's name, then its year within a few nodes ("March" "2027"). */
function splitTitle(order: readonly SnapshotNode[], at: number): { month: { year: number; month: number }; label: string } | undefined {
  const node = order[at]!;
  const word = nameOf(node);
  if (!node.ref || !/^\p{L}{3,9}\.?$/u.test(word)) return undefined;
  const month = monthOf(word);
  if (!month || monthOf(word.slice(0, 3)) !== month) return undefined;
  const year = order.slice(at + 1, at + 4).find((n) => /^\d{4}$/.test(nameOf(n) || (n.text ?? '').trim()));
  if (!year) return undefined;
  const y = Number(nameOf(year) || (year.text ?? '').trim());
  return { month: { year: y, month }, label: `${cap(MONTH_NAMES[month - 1]!)} ${y}` };
}

/** A list of the month names (a select that says and sets the month a calendar shows). */
function isMonthList(node: SnapshotNode): boolean {
  if (node.role !== 'combobox' && node.role !== 'listbox') return false;
  const options = node.children.filter((c) => c.role === 'option');
  return options.length >= 1 && options.length <= 12 && options.every((o) => monthOf((o.name ?? '').trim()) !== undefined);
}

/** The month a list of the months has chosen, when its choice shows. */
export function chosenMonth(list: SnapshotNode): number | undefined {
  const chosen = list.children.filter((c) => c.role === 'option' && c.selected);
  return chosen.length === 1 ? monthOf((chosen[0]!.name ?? '').trim()) : undefined;
}

/** Months from one to another: positive forward. */
export function monthsBetween(from: { year: number; month: number }, to: { year: number; month: number }): number {
  return (to.year - from.year) * 12 + (to.month - from.month);
}

/**
 * Where the calendar's month keys go when it has no control to click (the APG date picker's Page
 * Up and Page Down, which date pickers without named arrows also take): the focused element, when
 * it is in the calendar or is the field that opened it. Undefined when the focus is elsewhere
 * (a key there would scroll the page).
 */
export function monthKeyTarget(cal: CalendarView, index: PageIndex): SnapshotNode | undefined {
  const focused = index.order.find((n) => n.active && n.ref);
  if (!focused) return undefined;
  if (cal.part && (focused === cal.part || ancestors(index, focused).includes(cal.part))) return focused;
  return focused.role === 'textbox' || focused.role === 'combobox' ? focused : undefined;
}
