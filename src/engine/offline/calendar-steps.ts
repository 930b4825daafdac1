import type { CalendarGoal } from '../decision/resolved.js';
import type { SnapshotNode } from '../snapshot/index.js';
import type { OfflineAction } from './action.js';
import { chosenMonth, monthKeyTarget, monthsBetween, readCalendars, type CalendarView } from './calendar-view.js';
import { MONTH_NAMES } from './dates.js';
import { ownText, type PageIndex } from './page-index.js';

/**
 * A calendar's goal (CalendarGoal), one step at a time on the page as it is now: the next
 * actions, or done, or why not. Pure; the method reads the page again after each step
 * (methods/follow.ts), so every step is taken on what the calendar shows then.
 *
 * - `shown`: a calendar is (or is no longer) shown;
 * - `month`: the calendar shows that month: one step of its next or previous control, or the
 *   month chosen in its list of months;
 * - `pick`: moved to the date's month as for `month`, then its day clicked (`final`: the field
 *   is checked after it);
 * - `time`: the popup's hour and minute fields filled, then Enter (`final`).
 */
export type CalendarStep =
  /**
   * `at`: what the calendar showed before them (a move that changes nothing is not repeated);
   * `away`: how many months it was from the goal then (a move that takes it further is not repeated).
   */
  | { actions: OfflineAction[]; final?: boolean; at?: string; away?: number }
  | { done: string }
  /** Not there yet: the page may still be drawing the popup (read again, a few times). */
  | { wait: string }
  | { reason: string };

/** Most months a step moves a calendar by its controls: two years. */
export const MAX_MONTH_STEPS = 24;

export function calendarStep(goal: CalendarGoal, index: PageIndex): CalendarStep {
  const shown = readCalendars(index);
  if (goal.shown !== undefined) {
    if (goal.shown) return shown.length ? { done: `a calendar shows ${shown.map((c) => c.label).join(', ')}` } : { wait: 'no calendar showed' };
    return shown.length ? { wait: `the calendar (${shown[0]!.label}) still shows` } : { done: 'no calendar shows' };
  }
  if (goal.time) return timeStep(goal.time, index);
  const wanted = goal.pick ?? `${goal.month}-01`;
  const [year, month, day] = wanted.split('-').map(Number) as [number, number, number];
  if (!shown.length) return { wait: 'no calendar shows' };
  if (shown.length > 1) return { reason: `${shown.length} calendars show (${shown.map((c) => c.label).join(', ')})` };
  const cal = shown[0]!;
  if (!cal.month) return { reason: `the calendar's month ("${cal.label}") could not be read` };
  const away = monthsBetween(cal.month, { year, month });
  if (away !== 0) {
    const move = moveStep(cal, away, { year, month }, index);
    return 'reason' in move ? move : { actions: [move.action], at: cal.label, away: Math.abs(away) };
  }
  if (!goal.pick) return { done: `the calendar shows ${cal.label}` };
  const cell = cal.days[day - 1];
  if (!cell?.ref) return { reason: `${cal.label} shows no day ${day}` };
  if (cell.disabled) return { reason: `${day} ${MONTH_NAMES[month - 1]} ${year} cannot be chosen in the calendar (disabled)` };
  return { actions: [{ ref: cell.ref, method: 'click', arguments: [], description: `click the day ${day} of ${cal.label}` }], final: true };
}

/** One move toward the month: its list of months when the year is the same, else a next or previous control. */
function moveStep(cal: CalendarView, away: number, to: { year: number; month: number }, index: PageIndex): { action: OfflineAction } | { reason: string } {
  if (Math.abs(away) > MAX_MONTH_STEPS) return { reason: `${MONTH_NAMES[to.month - 1]} ${to.year} is ${Math.abs(away)} months from ${cal.label}: more than ${MAX_MONTH_STEPS} steps` };
  const list = cal.monthList;
  if (list?.ref && cal.month!.year === to.year && chosenMonth(list) === cal.month!.month) {
    const option = list.children.find((o) => o.role === 'option' && (o.name ?? '').trim().toLowerCase().startsWith(MONTH_NAMES[to.month - 1]!.slice(0, 3)));
    if (option?.name && !option.disabled) return { action: { ref: list.ref, method: 'selectOption', arguments: [option.name], description: `select "${option.name}" in the calendar's month list` } };
  }
  const control = away > 0 ? cal.next : cal.previous;
  const way = away > 0 ? 'next' : 'previous';
  if (!control?.ref) {
    const focused = monthKeyTarget(cal, index);
    const key = away > 0 ? 'PageDown' : 'PageUp';
    if (focused?.ref) return { action: { ref: focused.ref, method: 'press', arguments: [key], description: `press ${key} in ${said(focused)} (the calendar's ${way}-month key)` } };
    return { reason: `the calendar (${cal.label}) has no ${way}-month control named so` };
  }
  if (control.disabled) return { reason: `the ${way}-month control of the calendar is disabled: ${MONTH_NAMES[to.month - 1]} ${to.year} cannot be shown` };
  return { action: { ref: control.ref, method: 'click', arguments: [], description: `click the ${way}-month control ${said(control)} of the calendar (${cal.label})` } };
}

const said = (n: SnapshotNode) => `${n.role} "${(n.name ?? ownText(n)).trim()}"`;

const HOUR = /^(?:hours?|hh)$/i;
const MINUTE = /^(?:minutes?|mins?|mm)$/i;
const TIME_FIELDS: ReadonlySet<string> = new Set(['spinbutton', 'textbox']);

/**
 * A time popup's fields (a spin button or box named Hour, one named Minute): each that does not
 * show its part yet filled, then Enter in the last. A popup with an AM/PM choice is left alone.
 */
function timeStep(time: string, index: PageIndex): CalendarStep {
  const [hour, minute] = time.split(':') as [string, string];
  const fields = index.order.filter((n) => n.ref && TIME_FIELDS.has(n.role) && !n.disabled);
  const hours = fields.filter((n) => HOUR.test((n.name ?? '').trim()));
  const minutes = fields.filter((n) => MINUTE.test((n.name ?? '').trim()));
  if (!hours.length && !minutes.length) return { wait: 'no hour and minute fields showed' };
  if (hours.length !== 1 || minutes.length !== 1) return { reason: `${hours.length} hour and ${minutes.length} minute fields show: which are the popup's is not certain` };
  if (index.order.some((n) => n.ref && /^(?:am|pm|am\/pm)$/i.test((n.name ?? ownText(n)).trim()))) return { reason: 'the time popup has an AM/PM choice: set the time by hand' };
  const actions: OfflineAction[] = [];
  for (const [field, part, what] of [[hours[0]!, hour, 'hour'], [minutes[0]!, minute, 'minute']] as const) {
    const now = (field.text ?? '').trim();
    if (now !== '' && Number(now) === Number(part)) continue;
    actions.push({ ref: field.ref!, method: 'fill', arguments: [part], description: `fill the ${what} field ${said(field)} with ${part}` });
  }
  const last = actions.at(-1)?.ref ?? minutes[0]!.ref!;
  actions.push({ ref: last, method: 'press', arguments: ['Enter'], description: 'press Enter in it (sets the time)' });
  return { actions, final: true };
}
