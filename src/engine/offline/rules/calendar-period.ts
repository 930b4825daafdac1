import { ACTIONABLE_ROLES, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { controlName, dateInName, monthTitle, monthsBetween, readCalendars, type CalendarView } from '../calendar-view.js';
import { monthOf, MONTH_NAMES } from '../dates.js';
import { ancestors, ownText, shownText, subtree, type PageIndex } from '../page-index.js';
import { normalize } from '../text.js';
import { moveCalendarTo } from './calendar.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * Calendars, schedulers and booking pages as a person pages and reads them (issue 25 item 4): a
 * calendar moved to a period named ("navigate to April", "jump to the current month"), its view said
 * by its period ("show the calendar by week"), a day said as a date ("go to March 18"), and a day's
 * "+2 more" link said by its count ("show the 2 more events on the 18th"). Read from the calendar the
 * page shows (calendar-view.ts: day cells named by their dates, or a month title and its days), ARIA
 * roles and names, never an app's classes.
 */

const cap = (s: string) => s.replace(/^./, (c) => c.toUpperCase());
const monthLabel = (m: { year: number; month: number }) => `${cap(MONTH_NAMES[m.month - 1]!)} ${m.year}`;

/** "today", "the current month", "this month": the period holding today. */
const NOW_WORDS = /^(?:today|now|(?:the )?(?:current|present|this) month)$/;
/** A calendar's own control that shows the period holding today. */
const TODAY_CONTROL = /^(?:today|go to today|show today|jump to today|back to today|current month|this month|go to current month|go to the current month)$/;

type Period = { now: true } | { month: number; year?: number; way?: 1 | -1 };

/** The period a step asks the calendar to show, or undefined. */
function periodOf(form: StepForm): Period | undefined {
  const t = form.target;
  if (!t || form.scope || form.value || t.ordinal !== undefined) return undefined;
  if (form.verb !== 'go' && form.verb !== 'open') return undefined;
  let words = normalize(t.whole ?? t.name).replace(/^the /, '');
  let way: 1 | -1 | undefined = /\bback\b/.test(normalize(form.said)) ? -1 : /\b(?:forward|ahead)\b/.test(normalize(form.said)) ? 1 : undefined;
  const lead = words.match(/^(back|forward|ahead) to (.+)$/);
  if (lead) {
    way = lead[1] === 'back' ? -1 : 1;
    words = lead[2]!;
  }
  if (NOW_WORDS.test(words)) return way ? undefined : { now: true };
  const titled = monthTitle(words);
  if (titled) return { ...titled, ...(way ? { way } : {}) };
  const month = !words.includes(' ') ? monthOf(words) : undefined;
  // Only a whole month name ("May", "Sept"), never a word that starts like one ("marching").
  if (!month || (words.length > 4 && !MONTH_NAMES[month - 1]!.startsWith(words))) return undefined;
  return { month, ...(way ? { way } : {}) };
}

/** The one calendar shown, or a hand-over; undefined when none (not a calendar page). */
function oneCalendar(index: PageIndex, said0: string): CalendarView | RuleHandover | undefined {
  const shown = readCalendars(index);
  if (!shown.length) return undefined;
  if (shown.length > 1) return { handover: `${shown.length} calendars are shown (${shown.map((c) => `"${c.label}"`).join(', ')}): say which ("${said0} in the ${shown[0]!.label} calendar")`, near: true };
  return shown[0]!;
}

export const calendarPeriod: WidgetRule = {
  info: {
    name: 'calendar-period',
    does: "Pages the calendar shown to a month named, or to the current one: its next or previous control stepped (read after each step) until its title names that month; the current month by its Today control when it has one.",
    when: '"navigate to April", "go back to February", "show May 2027", "jump to the current month", with one calendar shown (a month view or a date picker) and no control named so.',
    evidence: 'One calendar whose month is known (its title or its days\' names), with next and previous controls (or a list of the months); a month said without a year is the nearest one (forward or back as the step says): six months either way is handed over asking for the year; at most 24 steps.',
    example: {
      html: '<div><button aria-label="Previous month" onclick="go(-1)">‹</button><h2 id="t"></h2><button aria-label="Next month" onclick="go(1)">›</button><div id="days"></div></div><script>let m = 2; const N = ["January","February","March","April","May","June","July","August","September","October","November","December"]; function go(d) { m += d; draw(); } function draw() { t.textContent = N[m] + " 2027"; days.innerHTML = Array.from({ length: 28 }, (_, i) => `<button>${i + 1}</button>`).join(""); } draw();</script>',
      step: 'navigate to May',
      action: 'click the next-month control button "Next month" of the calendar (March 2027), until it shows May 2027 (May 2027: the nearest May, 2 months ahead)',
    },
  },
  applies: (form) => periodOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const period = periodOf(form)!;
    const asked = 'now' in period ? 'the current month' : cap(MONTH_NAMES[period.month - 1]!) + (period.year ? ` ${period.year}` : '');
    const cal = oneCalendar(ctx.index, `go to ${asked}`);
    if (!cal || 'handover' in cal) return cal;
    if (!cal.month) return { handover: `the calendar shows "${cal.label}", not a month: switch it to its month view first`, near: true };
    if ('now' in period) {
      const today = new Date();
      const now = { year: today.getFullYear(), month: today.getMonth() + 1 };
      const controls = cal.part ? subtree(cal.part).filter((n) => n.ref && isControl(n) && TODAY_CONTROL.test(normalize(controlName(n)))) : [];
      if (controls.length > 1) return { handover: `${controls.length} controls say today (${controls.map(said).join(', ')}): say which`, near: true };
      const control = controls[0];
      if (control && !control.disabled) {
        return {
          actions: [{ ref: control.ref!, method: 'click', arguments: [], description: `click ${said(control)} (the calendar's Today control), until it shows ${monthLabel(now)}`, calendar: { month: `${now.year}-${String(now.month).padStart(2, '0')}` } }],
          candidates: [{ role: control.role, name: control.name ?? '', score: 1, why: 'the calendar\'s control for today' }],
          facts: [`the calendar shows ${cal.label}`, `today is in ${monthLabel(now)}`],
        };
      }
      if (monthsBetween(cal.month, now) === 0) return { handover: `the calendar shows ${cal.label}, the current month, already`, near: true };
      return moveCalendarTo(cal, now, ctx, `the current month, ${monthLabel(now)}, by this computer's clock`);
    }
    if (period.year) return moveCalendarTo(cal, { year: period.year, month: period.month }, ctx);
    // No year: the nearest such month, forward or back as the step says.
    let away = monthsBetween(cal.month, { year: cal.month.year, month: period.month });
    if (period.way === 1) away = away <= 0 ? away + 12 : away;
    else if (period.way === -1) away = away >= 0 ? away - 12 : away;
    else {
      if (away > 6) away -= 12;
      if (away < -6) away += 12;
      if (Math.abs(away) === 6) return { handover: `the calendar shows ${cal.label}: ${asked} is six months ahead and six back; say the year ("go to ${asked} ${cal.month.year + (away > 0 ? 1 : 0)}")`, near: true };
    }
    if (away === 0) return { handover: `the calendar shows ${cal.label} already`, near: true };
    const index = cal.month.year * 12 + cal.month.month - 1 + away;
    const to = { year: Math.floor(index / 12), month: (index % 12) + 1 };
    const which = period.way ? (period.way > 0 ? 'the next' : 'the last') : 'the nearest';
    return moveCalendarTo(cal, to, ctx, `${monthLabel(to)}: ${which} ${cap(MONTH_NAMES[period.month - 1]!)}, ${Math.abs(away)} month${Math.abs(away) === 1 ? '' : 's'} ${away > 0 ? 'ahead' : 'back'}`);
  },
};

const CONTROL_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'tab', 'radio', 'menuitemradio', 'option', 'switch']);
const isControl = (n: SnapshotNode) => CONTROL_ROLES.has(n.role) || (n.role === 'generic' && n.cursor === 'pointer') || ACTIONABLE_ROLES.has(n.role);

/** A calendar's periods as people say them, and the words for them. */
const PERIODS: ReadonlyMap<string, string> = new Map([
  ['day', 'day'], ['daily', 'day'], ['week', 'week'], ['weekly', 'week'], ['work week', 'work week'], ['month', 'month'], ['monthly', 'month'],
  ['year', 'year'], ['yearly', 'year'], ['list', 'list'], ['agenda', 'agenda'], ['schedule', 'schedule'], ['timeline', 'timeline'],
]);

/** The period a step asks the view of a calendar (or a chart, a timeline, a report) to show: "show the calendar by week", "show the chart by year", "switch to the day view", "week view". */
function viewOf(form: StepForm): string | undefined {
  const t = form.target;
  if (!t || form.scope || t.ordinal !== undefined) return undefined;
  let words = normalize(t.whole ?? t.name);
  // "week view": a period word read as the verb.
  if (form.verb === 'do') {
    if (words === 'view' && PERIODS.has(normalize(form.said))) return PERIODS.get(normalize(form.said));
    if (normalize(form.said) !== 'view') return undefined;
  } else if (!['go', 'open', 'click', 'select', 'set'].includes(form.verb)) return undefined;
  if (form.verb === 'set') {
    if (!/^(?:the )?(?:calendar|view|calendar view|display|layout)$/.test(words) || !form.value) return undefined;
    words = normalize(form.value);
  }
  words = words.replace(/^the /, '').replace(/^(?:calendar|schedule|planner|chart|graph|timeline|gantt|report|plan) /, '').replace(/^(?:by|per) /, '').replace(/ (?:view|mode|layout)$/, '').replace(/^the /, '');
  const period = PERIODS.get(words);
  // A bare period word ("show the list") is read so only when the step said a view: its other words were dropped.
  if (!period) return undefined;
  const said0 = normalize(t.whole ?? t.name);
  if (said0 === words && form.verb !== 'do' && !['agenda', 'schedule', 'timeline'].includes(words)) return undefined;
  return period;
}

/** A control named by a period word alone ("Week", "week view"): its period. */
function periodNamed(node: SnapshotNode): string | undefined {
  const name = normalize((node.name ?? ownText(node)).trim()).replace(/ view$/, '');
  return PERIODS.has(name) ? PERIODS.get(name) : undefined;
}

export const calendarView: WidgetRule = {
  info: {
    name: 'calendar-view',
    does: "Switches a calendar's view to the period said: the one control of its view switcher (buttons, tabs or radios named Day, Week, Month, List, Agenda…) named by that period word.",
    when: '"show the calendar by week", "switch to the day view", "week view", "view by month", "show the agenda", with no control named by the whole phrase.',
    evidence: 'Exactly one control named the period word (or the word and "view"), in a part of the page holding at least one other control named by a period word (the view switcher); it is not the view shown already (pressed, selected or checked).',
    example: {
      html: '<div role="group" aria-label="View"><button aria-pressed="true">Month</button><button aria-pressed="false">Week</button><button aria-pressed="false">Day</button></div>',
      step: 'show the calendar by week',
      action: 'click button "Week" (the calendar\'s week view)',
    },
  },
  applies: (form, kind) => kind === 'act' && viewOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const period = viewOf(form)!;
    const named = ctx.index.order.filter((n) => n.ref && isControl(n) && n.role !== 'generic' && periodNamed(n) !== undefined);
    const asked = named.filter((n) => periodNamed(n) === period);
    if (!asked.length) return named.length >= 2 ? { handover: `the calendar's views are ${named.map(said).join(', ')}: none is the ${period} view`, near: true } : undefined;
    if (asked.length > 1) return { handover: `${asked.length} controls are named for the ${period} view (${asked.map(said).join(', ')}): say which`, near: true };
    const control = asked[0]!;
    // The view switcher: the smallest part around the control holding another period's control.
    const switcher = ancestors(ctx.index, control).find((up) => subtree(up).some((n) => n !== control && named.includes(n)));
    if (!switcher) return { handover: `${said(control)} stands alone, not in a switcher of views (day, week, month…): say "click ${control.name ?? period}"`, near: true };
    if (control.pressed || control.selected || control.checked === true) return { handover: `the ${period} view is shown already (${said(control)} is on)`, near: true };
    if (control.disabled) return { handover: `${said(control)} is disabled`, near: true };
    const others = subtree(switcher).filter((n) => n !== control && named.includes(n));
    return {
      actions: [{ ref: control.ref!, method: control.role === 'radio' ? 'check' : 'click', arguments: [], description: `${control.role === 'radio' ? 'check' : 'click'} ${said(control)} (the calendar's ${period} view)` }],
      candidates: [{ role: control.role, name: control.name ?? '', score: 1, why: `named for the ${period} view` }, ...others.map((n) => ({ role: n.role, name: n.name ?? '', score: 0, why: 'another view' }))],
      facts: [`views beside it: ${others.map(said).join(', ')}`],
    };
  },
};

/** A day a step says as a date: "March 18", "March 18, 2026", "the 18th of March". */
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

type SaidDay = { month: number; day: number; year?: number } | { weekday: number };

function dateOf(form: StepForm): SaidDay | undefined {
  const t = form.target;
  if (!t || form.value || t.ordinal !== undefined) return undefined;
  if (!['go', 'open', 'click', 'select'].includes(form.verb)) return undefined;
  let words = normalize(t.whole ?? t.name).replace(/^the /, '');
  // "open Thursday", "open Thursday in the day view" (what the day's link opens): a day of the week shown.
  const weekday = WEEKDAYS.indexOf(words as (typeof WEEKDAYS)[number]);
  if (weekday >= 0) return !form.scope || (form.scope.relation === 'in' && /^(?:the )?day view$/.test(normalize(`${form.scope.name} ${form.scope.kind ?? ''}`).trim())) ? { weekday } : undefined;
  // "the 9th of March": the month read as the day's scope.
  if (form.scope) {
    if (form.scope.relation !== 'of' || form.scope.kind || !/^\d{1,2}(?:st|nd|rd|th)$/.test(words)) return undefined;
    words = `${words} of ${normalize(form.scope.name)}`;
  }
  const ord = '(\\d{1,2})(?:st|nd|rd|th)?';
  let m = words.match(new RegExp(`^(\\p{L}+) ${ord}(?: (\\d{4}))?$`, 'u'));
  let month = m ? monthOf(m[1]!) : undefined;
  let day = m ? Number(m[2]) : undefined;
  let year = m?.[3] ? Number(m[3]) : undefined;
  if (!month) {
    m = words.match(new RegExp(`^${ord} (?:of )?(\\p{L}+)(?: (\\d{4}))?$`, 'u'));
    month = m ? monthOf(m[2]!) : undefined;
    day = m ? Number(m[1]) : undefined;
    year = m?.[3] ? Number(m[3]) : undefined;
  }
  if (!month || !day || day > 31) return undefined;
  return { month, day, ...(year ? { year } : {}) };
}

const GRIDS: ReadonlySet<string> = new Set(['grid', 'table', 'treegrid']);
/** Fewest days named by their dates in a grid for it to be a calendar (a week). */
const CALENDAR_DAYS = 7;

export const calendarDate: WidgetRule = {
  info: {
    name: 'calendar-date',
    does: 'Goes to a day said as a date ("go to March 18", "open March 18, 2026"): the one element of the calendar shown whose name says that date (a day\'s link, cell or button), or that day of the month its title shows.',
    when: '"go to March 18", "open March 18, 2026", "click the 18th of March", "open Thursday" (a week view), with a calendar shown (a month or week grid, a date picker) and no control named so.',
    evidence: 'A grid with at least a week of days named by their dates, or one calendar whose title names the month; exactly one element says that date (days of the months drawn around it say their own month); a date with no year takes the one year the calendar\'s days say; a day of the week, the one day of the grid that falls on it.',
    example: {
      html: '<h2>March 2026</h2><table role="grid"><tr>' + Array.from({ length: 7 }, (_, i) => `<td role="gridcell"><a href="#d${i + 15}" aria-label="March ${i + 15}, 2026">${i + 15}</a></td>`).join('') + '</tr></table>',
      step: 'go to March 18',
      action: 'click link "March 18, 2026" (March 18, 2026 in the calendar)',
    },
  },
  applies: (form) => dateOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const d = dateOf(form)!;
    // Days named by their dates, in grids holding at least a week of them.
    const named = new Map<SnapshotNode, { year: number; month: number; day: number }>();
    for (const n of ctx.index.order) {
      if (!n.ref || n.role === 'textbox' || n.role === 'combobox' || n.role === 'text' || !n.name) continue;
      const date = dateInName(n.name);
      if (date) named.set(n, date);
    }
    const inGrid = (n: SnapshotNode) => ancestors(ctx.index, n).find((up) => GRIDS.has(up.role) && [...named.keys()].filter((k) => ancestors(ctx.index, k).includes(up)).length >= CALENDAR_DAYS);
    if ('weekday' in d) return weekdayIn(d.weekday, named, inGrid, ctx.index);
    const asked = `${cap(MONTH_NAMES[d.month - 1]!)} ${d.day}${d.year ? `, ${d.year}` : ''}`;
    let hits = [...named.entries()].filter(([n, date]) => date.month === d.month && date.day === d.day && (!d.year || date.year === d.year) && inGrid(n));
    // One day per element: the innermost that says it (a cell around its link: the link).
    hits = hits.filter(([n]) => !hits.some(([o]) => o !== n && ancestors(ctx.index, o).includes(n)));
    const years = new Set(hits.map(([, date]) => date.year));
    if (years.size > 1) return { handover: `the calendar shows ${asked} of ${[...years].join(' and ')}: say the year ("go to ${asked}, ${[...years][0]}")`, near: true };
    if (hits.length > 1) return { handover: `${hits.length} elements say ${asked} (${hits.slice(0, 3).map(([n]) => said(n)).join(', ')}): say which`, near: true };
    if (hits.length === 1) {
      const [node, date] = hits[0]!;
      const full = `${cap(MONTH_NAMES[date.month - 1]!)} ${date.day}, ${date.year}`;
      if (node.disabled) return { handover: `${full} cannot be chosen in the calendar (disabled)`, near: true };
      return {
        actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)} (${full} in the calendar)` }],
        candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: `its name says ${full}` }],
        facts: [`${named.size} days named by their dates`],
      };
    }
    // Days drawn as numbers under a month title.
    const cal = oneCalendar(ctx.index, `go to ${asked}`);
    if (!cal || 'handover' in cal) return cal;
    if (!cal.month) return { handover: `the calendar shows "${cal.label}": its month could not be read`, near: true };
    if (cal.month.month !== d.month || (d.year && cal.month.year !== d.year)) return { handover: `the calendar shows ${cal.label}, not ${asked}: go to ${cap(MONTH_NAMES[d.month - 1]!)}${d.year ? ` ${d.year}` : ''} first`, near: true };
    const cell = cal.days[d.day - 1];
    if (!cell?.ref) return { handover: `${cal.label} has no day ${d.day}`, near: true };
    if (cell.disabled) return { handover: `day ${d.day} of ${cal.label} is disabled: it cannot be chosen`, near: true };
    return {
      actions: [{ ref: cell.ref, method: 'click', arguments: [], description: `click the day ${d.day} of ${cal.label}` }],
      candidates: [{ role: cell.role, name: cell.name ?? String(d.day), score: 1, why: `day ${d.day} under the title ${cal.label}` }],
      facts: [`calendar showing ${cal.label}`],
    };
  },
};

/** The one day of the calendar's grid that falls on that day of the week (a week view), clicked; several (a month) handed over. */
function weekdayIn(weekday: number, named: ReadonlyMap<SnapshotNode, { year: number; month: number; day: number }>, inGrid: (n: SnapshotNode) => SnapshotNode | undefined, index: PageIndex): RuleFound | RuleHandover | undefined {
  const name = cap(WEEKDAYS[weekday]!);
  let hits = [...named.entries()].filter(([n, date]) => new Date(date.year, date.month - 1, date.day).getDay() === weekday && inGrid(n));
  hits = hits.filter(([n]) => !hits.some(([o]) => o !== n && ancestors(index, o).includes(n)));
  if (!hits.length) return undefined;
  const full = (date: { year: number; month: number; day: number }) => `${name}, ${cap(MONTH_NAMES[date.month - 1]!)} ${date.day}, ${date.year}`;
  const dates = [...new Set(hits.map(([, date]) => full(date)))];
  if (dates.length > 1) return { handover: `the calendar shows ${dates.length} ${name}s (${dates.slice(0, 3).join('; ')}…): say the date ("open ${dates[0]!.replace(/^\w+, /, '')}")`, near: true };
  if (hits.length > 1) return { handover: `${hits.length} elements say ${dates[0]} (${hits.slice(0, 3).map(([n]) => said(n)).join(', ')}): say which`, near: true };
  const [node, date] = hits[0]!;
  if (node.disabled) return { handover: `${full(date)} cannot be chosen in the calendar (disabled)`, near: true };
  return {
    actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)} (${full(date)}, the one ${name} the calendar shows)` }],
    candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: `its name says ${full(date)}` }],
    facts: [`${named.size} days named by their dates`, `one ${name} among them`],
  };
}

/** "+2 more", "show the 2 more events": the count, or undefined. */
function moreOf(form: StepForm): { count: number; day?: number; month?: number } | undefined {
  const t = form.target;
  if (!t || t.ordinal !== undefined || form.value) return undefined;
  if (!['go', 'open', 'click', 'expand'].includes(form.verb)) return undefined;
  const words = normalize(t.whole ?? t.name).replace(/^the /, '');
  const m = words.match(/^(\d{1,3}) more(?: (?:events?|items?|entries|entry|appointments?|meetings?|bookings?))?(?: (?:link|button))?$/);
  if (!m) return undefined;
  if (!form.scope) return { count: Number(m[1]) };
  if (form.scope.relation !== 'on' && form.scope.relation !== 'in' && form.scope.relation !== 'for') return undefined;
  const place = normalize(`${form.scope.name} ${form.scope.kind ?? ''}`).replace(/^the /, '').trim();
  const day = place.match(/^(\d{1,2})(?:st|nd|rd|th)?$/);
  if (day) return { count: Number(m[1]), day: Number(day[1]) };
  const dated = place.match(/^(\p{L}+) (\d{1,2})(?:st|nd|rd|th)?$/u) ?? place.match(/^(\d{1,2})(?:st|nd|rd|th)? (?:of )?(\p{L}+)$/u);
  if (!dated) return undefined;
  const month = monthOf(/^\d/.test(dated[1]!) ? dated[2]! : dated[1]!);
  return month ? { count: Number(m[1]), day: Number(/^\d/.test(dated[1]!) ? dated[1] : dated[2]), month } : undefined;
}

/** 18 → "18th". */
const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;

/** What a day's overflow link says: "+2 more", "2 more", "Show 2 more events". */
function saysMore(node: SnapshotNode): number | undefined {
  for (const text of [node.name ?? '', shownText(node)]) {
    const m = normalize(text).match(/^(?:show )?\+?(\d{1,3}) more(?: (?:events?|items?|entries|appointments?|meetings?|bookings?))?$/);
    if (m) return Number(m[1]);
    const plus = text.trim().match(/^\+(\d{1,3})(?: more)?$/);
    if (plus) return Number(plus[1]);
  }
  return undefined;
}

export const moreLink: WidgetRule = {
  info: {
    name: 'more-link',
    does: 'Opens the rest of a day\'s items said by their count ("show the 2 more events on the 18th"): the one control that says "+2 more" (or "Show 2 more events"), in that day\'s cell when the step names the day.',
    when: '"show the 2 more events on the 18th", "open the 3 more items", "click 2 more on March 18", with no control named so.',
    evidence: 'Exactly one control saying that count and "more" (in the named day\'s cell: a cell named by the day\'s number or holding the day named by its date).',
    example: {
      html: '<table role="grid"><tr><td role="gridcell" aria-label="17">17</td><td role="gridcell" aria-label="18">18 <span>Standup</span> <button>+2 more</button></td><td role="gridcell" aria-label="19">19 <button>+1 more</button></td></tr></table>',
      step: 'show the 2 more events on the 18th',
      action: 'click button "+2 more" (2 more on the 18th)',
    },
  },
  applies: (form) => moreOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const asked = moreOf(form)!;
    const all = ctx.index.order.filter((n) => n.ref && isControl(n) && saysMore(n) !== undefined);
    // One per control: the innermost that says it.
    const controls = all.filter((n) => !all.some((o) => o !== n && ancestors(ctx.index, o).includes(n)));
    if (!controls.length) return undefined;
    let hits = controls.filter((n) => saysMore(n) === asked.count);
    const where = asked.day ? (asked.month ? ` on ${cap(MONTH_NAMES[asked.month - 1]!)} ${asked.day}` : ` on the ${ordinal(asked.day)}`) : '';
    if (asked.day) hits = hits.filter((n) => dayOfCell(n, ctx.index, asked.day!, asked.month));
    if (!hits.length) return { handover: `no control says ${asked.count} more${where} (the page has ${controls.slice(0, 4).map(said).join(', ')})`, near: true };
    if (hits.length > 1) return { handover: `${hits.length} controls say ${asked.count} more${where ? where : ''} (${hits.slice(0, 4).map(said).join(', ')}): say the day ("show the ${asked.count} more events on the …")`, near: true };
    const node = hits[0]!;
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)} (${asked.count} more${where})` }],
      candidates: controls.map((n) => ({ role: n.role, name: n.name ?? shownText(n), score: n === node ? 1 : 0 })),
      facts: [`${controls.length} "more" control(s) on the page`],
    };
  },
};

/** The control lies in the cell of that day: a cell named by the day's number, or holding the day named by its date. */
function dayOfCell(node: SnapshotNode, index: PageIndex, day: number, month?: number): boolean {
  const cell = ancestors(index, node).find((up) => up.role === 'gridcell' || up.role === 'cell');
  if (!cell) return false;
  const dates = subtree(cell).map((n) => (n.name ? dateInName(n.name) : undefined)).filter((d): d is NonNullable<typeof d> => d !== undefined);
  if (dates.length) return dates.some((d) => d.day === day && (!month || d.month === month));
  return !month && normalize(cell.name ?? '') === String(day);
}
