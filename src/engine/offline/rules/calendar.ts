import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { monthKeyTarget, readCalendars, monthTitle, monthsBetween, type CalendarView } from '../calendar-view.js';
import { monthOf, MONTH_NAMES } from '../dates.js';
import { ownText } from '../page-index.js';
import { normalize } from '../text.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * Date pickers (APG date picker dialog, combobox with a grid popup; and calendars drawn without
 * roles): the calendars shown, as calendar-view.ts reads them (day cells named by their dates, or a
 * month title and its run of day numbers). Nothing of an app's classes is read.
 */
const CALENDAR_WORDS = new Set(['calendar', 'date picker', 'datepicker', 'picker', 'date', 'month']);

const titleOf = (cal: CalendarView) => cal.label;
/** The day a step names: "15", "the 15th", "day 3"; with what names the calendar (or nothing). */
function dayOf(form: StepForm): { day: number; place?: string } | undefined {
  const t = form.target;
  const fromWords = (w: string) => w.match(/^(?:day (?:number )?)?(\d{1,2})(?:st|nd|rd|th)?$/)?.[1];
  const place = form.scope ? normalize(`${form.scope.name} ${form.scope.kind ?? ''}`) : undefined;
  if (form.verb === 'select' && form.frame === 'value-into' && form.value && t) {
    const d = fromWords(normalize(form.value));
    return d ? { day: Number(d), place: normalize(t.whole ?? `${t.name} ${t.kind ?? ''}`) } : undefined;
  }
  if (!t || (form.verb !== 'click' && form.verb !== 'select')) return undefined;
  const words = normalize(t.whole ?? t.name);
  const d = fromWords(words);
  // A bare number ("click 2") says a day only where the step names the calendar: a page shows numbers
  // of many kinds ("+2 more", a page button), and a calendar's day said so is "the 2nd" or "day 2".
  if (d && !place && /^\d{1,2}$/.test(words)) return undefined;
  return d ? { day: Number(d), ...(place ? { place } : {}) } : undefined;
}

export const calendarDay: WidgetRule = {
  info: {
    name: 'calendar-day',
    does: 'Picks a day in the calendar shown: the day of that number in the month it shows, not a day of the months drawn around it.',
    when: '"pick 15 in the calendar", "click 15 in the date picker", "select the 15th", "click the 20th", "choose day 3", "click the day number 18", with one calendar open.',
    evidence: 'One calendar: day cells named by their dates with a whole month among them, or a month title ("November 2026") followed by a run of day numbers from 1 to at least 28; the day is in that month.',
    example: {
      html: '<div><button>«</button><button>March 2024</button><button>»</button><div>' + [...Array.from({ length: 3 }, (_, i) => `<span style="display:inline-block;width:2em;cursor:pointer">${27 + i}</span>`), ...Array.from({ length: 31 }, (_, i) => `<span style="display:inline-block;width:2em;cursor:pointer">${i + 1}</span>`), ...Array.from({ length: 6 }, (_, i) => `<span style="display:inline-block;width:2em;cursor:pointer">${i + 1}</span>`)].join('') + '</div></div>',
      step: 'pick 15 in the calendar',
      action: 'click the day 15 of March 2024',
    },
  },
  applies: (form) => {
    const d = dayOf(form);
    return !!d && (!d.place || [...CALENDAR_WORDS].some((w) => d.place!.split(' ').includes(w) || d.place === w));
  },
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { day } = dayOf(form)!;
    const shown = readCalendars(ctx.index);
    if (!shown.length) return undefined;
    if (shown.length > 1) return { handover: `${shown.length} calendars are shown (${shown.map((c) => `"${titleOf(c)}"`).join(', ')}): say which ("${day} in the ${titleOf(shown[0]!)} calendar")`, near: true };
    const cal = shown[0]!;
    const cell = cal.days[day - 1];
    const title = titleOf(cal);
    if (!cell?.ref) return { handover: `${title} has no day ${day}`, near: true };
    if (cell.disabled) return { handover: `day ${day} of ${title} is disabled: it cannot be chosen`, near: true };
    return {
      actions: [{ ref: cell.ref, method: 'click', arguments: [], description: `click the day ${day} of ${title}` }],
      candidates: [{ role: cell.role, name: cell.name ?? String(day), score: 1, why: `day ${day} of ${title}` }],
      facts: [`calendar showing ${title}`, `${cal.days.length} days in the month shown`],
    };
  },
};

/**
 * Where a step moves the calendar: "next month", "the previous month arrow" (one month), "show
 * April in the calendar", "go to May 2027" (that month: of the year shown when none is said).
 */
function moveOf(form: StepForm): { way: 'next' | 'previous' } | { month: number; year?: number } | undefined {
  const t = form.target;
  if (!t) return undefined;
  const words = normalize(t.whole ?? t.name).replace(/\b(?:arrow|button|icon|chevron|control)\b/g, '').trim();
  if (['click', 'go', 'open'].includes(form.verb)) {
    if (/^next month$/.test(words)) return { way: 'next' };
    if (/^(?:previous|prev|last) month$/.test(words)) return { way: 'previous' };
  }
  // "show April in the calendar", "go to April 2027 in the date picker": a month, with the calendar said.
  if ((form.verb === 'open' || form.verb === 'go') && form.scope && !form.scope.name && ['calendar', 'picker'].includes(form.scope.kind ?? '')) {
    const titled = monthTitle(words);
    if (titled) return titled;
    const month = monthOf(words);
    if (month && !words.includes(' ')) return { month };
  }
  return undefined;
}

export const calendarMonth: WidgetRule = {
  info: {
    name: 'calendar-month',
    does: 'Moves the calendar shown to the next or previous month, or to a month named: its control beside the month that says so (», ›, Next month) or its list of months; the calendar must then show that month.',
    when: '"go to the next month", "click the previous month arrow", "show April in the calendar", with one calendar open.',
    evidence: 'One calendar whose month is known (its title or its days\' names); beside it exactly one control named like next (or previous), or a list of the month names.',
    example: {
      html: '<div><button>«</button><button>March 2024</button><button>»</button><div>' + Array.from({ length: 31 }, (_, i) => `<span style="display:inline-block;width:2em;cursor:pointer">${i + 1}</span>`).join('') + '</div></div>',
      step: 'go to the next month',
      action: 'click the next-month control button "»" of the calendar (March 2024), until it shows April 2024',
    },
  },
  applies: (form) => moveOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const move = moveOf(form)!;
    const shown = readCalendars(ctx.index);
    if (!shown.length) return undefined;
    const said0 = 'way' in move ? `the ${move.way} month` : MONTH_NAMES[move.month - 1];
    if (shown.length > 1) return { handover: `${shown.length} calendars are shown: say which ("${said0} of the ${titleOf(shown[0]!)} calendar")`, near: true };
    const cal = shown[0]!;
    if ('way' in move && !cal.month) {
      // A month title that is no month name ("Week 12"): its control alone, as drawn.
      const control = move.way === 'next' ? cal.next : cal.previous;
      if (!control?.ref) return { handover: `no single ${move.way}-month control beside "${titleOf(cal)}"`, near: true };
      if (control.disabled) return { handover: `the ${move.way}-month control is disabled`, near: true };
      return { actions: [{ ref: control.ref, method: 'click', arguments: [], description: `click ${said(control)}` }], candidates: [{ role: control.role, name: control.name ?? '', score: 1 }], facts: [`beside month title "${titleOf(cal)}"`] };
    }
    if (!cal.month) return { handover: `the month the calendar shows ("${titleOf(cal)}") could not be read`, near: true };
    const to = 'way' in move ? shiftMonth(cal.month, move.way === 'next' ? 1 : -1) : { year: move.year ?? cal.month.year, month: move.month };
    return moveCalendarTo(cal, to, ctx);
  },
};

/**
 * The first move of a calendar toward a month (its next or previous control, its list of months, or
 * the APG month keys where the focus is), carrying the goal the act follows month by month until
 * the calendar shows it (calendar-steps.ts). `why`: what the step said, for the evidence.
 */
export function moveCalendarTo(cal: CalendarView, to: { year: number; month: number }, ctx: RuleContext, why?: string): RuleFound | RuleHandover {
  const month = cal.month!;
  const away = monthsBetween(month, to);
  const goal = `${to.year}-${String(to.month).padStart(2, '0')}`;
  if (away === 0) return { handover: `the calendar shows ${titleOf(cal)} already`, near: true };
  const control = away > 0 ? cal.next : cal.previous;
  const way = away > 0 ? 'next' : 'previous';
  const list = cal.monthList;
  const focused = monthKeyTarget(cal, ctx.index);
  const key = away > 0 ? 'PageDown' : 'PageUp';
  const first = control?.ref && !control.disabled
    ? { ref: control.ref, method: 'click' as const, arguments: [] as string[], description: `click the ${way}-month control ${said(control)} of the calendar (${titleOf(cal)})` }
    : list?.ref && to.year === month.year
      ? listChoice(list, to.month)
      : !control && focused?.ref
        // No control to click: the APG date picker's month keys, where the focus is (checked by the month shown after).
        ? { ref: focused.ref, method: 'press' as const, arguments: [key], description: `press ${key} in ${said(focused)} (the calendar's ${way}-month key)` }
        : undefined;
  if (!first) return { handover: `the calendar (${titleOf(cal)}) has no ${way}-month control named so${list ? ` and its list of months is for ${month.year} only` : ''}`, near: true };
  const target = `${cap(MONTH_NAMES[to.month - 1]!)} ${to.year}`;
  return {
    actions: [{ ...first, description: `${first.description}, until it shows ${target}${why ? ` (${why})` : ''}`, calendar: { month: goal, away: Math.abs(away) } }],
    candidates: [{ role: snapshotRole(ctx, first.ref), name: target, score: 1 }],
    facts: [`the calendar shows ${titleOf(cal)}`, ...(why ? [why] : []), `${target} is ${Math.abs(away)} month${Math.abs(away) === 1 ? '' : 's'} ${away > 0 ? 'ahead' : 'back'}`],
  };
}

const cap = (s: string) => s.replace(/^./, (c) => c.toUpperCase());

function shiftMonth(from: { year: number; month: number }, by: number): { year: number; month: number } {
  const i = from.year * 12 + (from.month - 1) + by;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
}

function listChoice(list: SnapshotNode, month: number): { ref: string; method: 'selectOption'; arguments: string[]; description: string } | undefined {
  const option = list.children.find((o) => o.role === 'option' && monthOf((o.name ?? '').trim()) === month);
  if (!option?.name || option.disabled) return undefined;
  return { ref: list.ref!, method: 'selectOption', arguments: [option.name], description: `select "${option.name}" in the calendar's month list` };
}

const snapshotRole = (ctx: RuleContext, ref: string) => ctx.index.snapshot.byRef.get(ref)?.role ?? 'button';

/** "switch the calendar to the month view", "click the month and year title of the calendar". */
function asksTitle(form: StepForm): boolean {
  const t = form.target;
  if (!t) return false;
  const name = normalize(t.whole ?? `${t.name} ${t.kind ?? ''}`);
  const place = form.scope ? normalize(`${form.scope.name} ${form.scope.kind ?? ''}`) : '';
  const calendarWord = (s: string) => [...CALENDAR_WORDS].some((w) => s === w || s.endsWith(` ${w}`));
  if (form.verb === 'set' && calendarWord(name) && /^(?:the )?months? view$/.test(normalize(form.value ?? ''))) return true;
  return form.verb === 'click' && /\btitle$/.test(name) && /\bmonth\b/.test(name) && (!place || calendarWord(place));
}

export const calendarTitle: WidgetRule = {
  info: {
    name: 'calendar-title',
    does: 'Switches a calendar showing days to its month view: a click on its month title.',
    when: '"switch the calendar to the month view", "click the month and year title of the calendar", with one calendar open on its days.',
    evidence: 'One month title followed by its run of days (the days view), the title a control.',
    example: {
      html: '<div><button>«</button><button>March 2024</button><button>»</button><div>' + Array.from({ length: 31 }, (_, i) => `<span style="display:inline-block;width:2em;cursor:pointer">${i + 1}</span>`).join('') + '</div></div>',
      step: 'switch the calendar to the month view',
      action: 'click button "March 2024"',
    },
  },
  applies: asksTitle,
  resolve(_form, ctx): RuleFound | RuleHandover | undefined {
    const shown = readCalendars(ctx.index);
    if (!shown.length) return undefined;
    if (shown.length > 1) return { handover: `${shown.length} calendars are shown: say which by its month`, near: true };
    const title = shown[0]!.title;
    if (!title) return { handover: `the calendar (${titleOf(shown[0]!)}) has no month title to click`, near: true };
    if (title.role !== 'button' && title.role !== 'link') return { handover: `the month title "${title.name ?? ownText(title)}" is no control`, near: true };
    return { actions: [{ ref: title.ref!, method: 'click', arguments: [], description: `click ${said(title)}` }], candidates: [{ role: title.role, name: title.name ?? '', score: 1 }], facts: ['the calendar shows its days'] };
  },
};
