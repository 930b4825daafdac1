import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ownText } from '../page-index.js';
import { normalize } from '../text.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * Date pickers (APG date picker dialog; and calendars drawn without roles): a calendar is known
 * by its month title ("November 2026") and its run of day numbers; the month shown is the run
 * from its "1" up to where the numbers start again (days of the months before and after are
 * drawn around it). Nothing of an app's classes is read.
 */
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const TITLE = new RegExp(`^(?:${MONTHS})\\.? \\d{4}$|^\\d{4} (?:${MONTHS})$`, 'i');
const CALENDAR_WORDS = new Set(['calendar', 'date picker', 'datepicker', 'picker', 'date', 'month']);
const NEXT = /^(?:»|›|>|→|next|next month)$/i;
const PREVIOUS = /^(?:«|‹|<|←|prev|previous|previous month|prev month)$/i;

/** The calendars on the page: each month title with its day cells (the month's own days, in order). */
function calendars(ctx: RuleContext): { title: SnapshotNode; days: SnapshotNode[]; controls: SnapshotNode[] }[] {
  const order = ctx.index.order;
  const out: { title: SnapshotNode; days: SnapshotNode[]; controls: SnapshotNode[] }[] = [];
  order.forEach((node, at) => {
    const text = normalize(node.name ?? ownText(node));
    if (!node.ref || !TITLE.test(text)) return;
    // The next few dozen nodes hold the week-day names and the days.
    const after = order.slice(at + 1, at + 120);
    const numbers = after.filter((n) => n.ref && /^\d{1,2}$/.test((n.name ?? ownText(n)).trim()));
    const values = numbers.map((n) => Number((n.name ?? ownText(n)).trim()));
    const first = values.indexOf(1);
    if (first < 0) return;
    let end = first;
    while (end + 1 < values.length && values[end + 1] === values[end]! + 1) end++;
    if (end - first + 1 < 28) return;
    const controls = order.slice(Math.max(0, at - 4), at + 5).filter((n) => n !== node && n.ref && (n.role === 'button' || n.role === 'link'));
    out.push({ title: node, days: numbers.slice(first, end + 1), controls });
  });
  return out;
}

/** The day a step names: "15", "the 15th", "day 3"; with what names the calendar (or nothing). */
function dayOf(form: StepForm): { day: number; place?: string } | undefined {
  const t = form.target;
  const fromWords = (w: string) => w.match(/^(?:day )?(\d{1,2})(?:st|nd|rd|th)?$/)?.[1];
  const place = form.scope ? normalize(`${form.scope.name} ${form.scope.kind ?? ''}`) : undefined;
  if (form.verb === 'select' && form.frame === 'value-into' && form.value && t) {
    const d = fromWords(normalize(form.value));
    return d ? { day: Number(d), place: normalize(t.whole ?? `${t.name} ${t.kind ?? ''}`) } : undefined;
  }
  if (!t || (form.verb !== 'click' && form.verb !== 'select')) return undefined;
  const d = fromWords(normalize(t.whole ?? t.name));
  return d ? { day: Number(d), ...(place ? { place } : {}) } : undefined;
}

export const calendarDay: WidgetRule = {
  info: {
    name: 'calendar-day',
    does: 'Picks a day in the calendar shown: the day of that number in the month its title names, not a day of the months drawn around it.',
    when: '"pick 15 in the calendar", "click 15 in the date picker", "select the 15th", "choose day 3", with one calendar open.',
    evidence: 'One month title ("November 2026") followed by a run of day numbers from 1 to at least 28; the day is in that run.',
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
    const shown = calendars(ctx);
    if (!shown.length) return undefined;
    if (shown.length > 1) return { handover: `${shown.length} calendars are shown (${shown.map((c) => `"${c.title.name ?? ownText(c.title)}"`).join(', ')}): say which ("${day} in the ${shown[0]!.title.name ?? ownText(shown[0]!.title)} calendar")`, near: true };
    const cal = shown[0]!;
    const cell = cal.days[day - 1];
    const title = cal.title.name ?? ownText(cal.title);
    if (!cell) return { handover: `${title} has no day ${day}`, near: true };
    return {
      actions: [{ ref: cell.ref!, method: 'click', arguments: [], description: `click the day ${day} of ${title}` }],
      candidates: [{ role: cell.role, name: String(day), score: 1, why: `day ${day} of ${title}` }],
      facts: [`month title "${title}"`, `${cal.days.length} days in the month shown`],
    };
  },
};

/** "next month", "the next month arrow", "previous month": which way, or undefined. */
function stepOf(form: StepForm): 'next' | 'previous' | undefined {
  const t = form.target;
  if (!t || !['click', 'go', 'open'].includes(form.verb)) return undefined;
  const words = normalize(t.whole ?? t.name).replace(/\b(?:arrow|button|icon|chevron)\b/g, '').trim();
  if (/^next month$/.test(words)) return 'next';
  if (/^(?:previous|prev|last) month$/.test(words)) return 'previous';
  return undefined;
}

export const calendarMonth: WidgetRule = {
  info: {
    name: 'calendar-month',
    does: 'Moves the calendar shown to the next or previous month: the control beside its month title that says so (», ›, Next).',
    when: '"go to the next month", "click the previous month arrow", with one calendar open.',
    evidence: 'One month title with its run of days; beside the title exactly one control named like next (or previous).',
    example: {
      html: '<div><button>«</button><button>March 2024</button><button>»</button><div>' + Array.from({ length: 31 }, (_, i) => `<span style="display:inline-block;width:2em;cursor:pointer">${i + 1}</span>`).join('') + '</div></div>',
      step: 'go to the next month',
      action: 'click button "»"',
    },
  },
  applies: (form) => stepOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const way = stepOf(form)!;
    const shown = calendars(ctx);
    if (!shown.length) return undefined;
    if (shown.length > 1) return { handover: `${shown.length} calendars are shown: say which ("the ${way} month of the ${shown[0]!.title.name ?? ownText(shown[0]!.title)} calendar")`, near: true };
    const cal = shown[0]!;
    const says = way === 'next' ? NEXT : PREVIOUS;
    const controls = cal.controls.filter((c) => says.test(normalize(c.name ?? '') || (c.name ?? '').trim()) || says.test((c.name ?? '').trim()));
    if (controls.length !== 1) return { handover: `no single ${way}-month control beside "${cal.title.name ?? ownText(cal.title)}"`, near: true };
    const control = controls[0]!;
    if (control.disabled) return { handover: `the ${way}-month control is disabled`, near: true };
    return { actions: [{ ref: control.ref!, method: 'click', arguments: [], description: `click ${said(control)}` }], candidates: [{ role: control.role, name: control.name ?? '', score: 1 }], facts: [`beside month title "${cal.title.name ?? ownText(cal.title)}"`] };
  },
};

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
    const shown = calendars(ctx);
    if (!shown.length) return undefined;
    if (shown.length > 1) return { handover: `${shown.length} calendars are shown: say which by its month`, near: true };
    const title = shown[0]!.title;
    if (title.role !== 'button' && title.role !== 'link') return { handover: `the month title "${title.name ?? ownText(title)}" is no control`, near: true };
    return { actions: [{ ref: title.ref!, method: 'click', arguments: [], description: `click ${said(title)}` }], candidates: [{ role: title.role, name: title.name ?? '', score: 1 }], facts: ['the calendar shows its days'] };
  },
};
