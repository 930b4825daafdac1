/**
 * Dates and times as testers write them and as fields show them: pure reading and writing, no
 * page. A step's date is read in the common English forms ("14 March 2027", "March 14, 2027",
 * "2027-03-14", "14/03/2027" only when its day cannot be its month); words relative to today
 * ("tomorrow", "next Monday") are no date: the resolver does not guess what day the tester's
 * today is. A field's format is read from what the field shows (its value, its placeholder):
 * "2027-03-10", "mm/dd/yyyy", "DD.MM.YYYY".
 */

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export interface ClockTime {
  hour: number;
  minute: number;
}

export const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;

/** A month's number (1–12) from its name or its usual short form ("Mar", "Sept."). */
export function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  const i = MONTH_NAMES.findIndex((m) => m === w || (w.length >= 3 && m.startsWith(w) && (w.length === 3 || w === 'sept')));
  return i < 0 ? undefined : i + 1;
}

const MONTH = '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\\.?';
const WEEKDAY = '(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\\.?,?\\s+)?';
const ORD = '(\\d{1,2})(?:st|nd|rd|th)?';

/** "14 March 2027", "the 14th of March, 2027", "March 14, 2027", "Mar 14th 2027", with a weekday before. */
const DAY_MONTH_YEAR = new RegExp(`^${WEEKDAY}(?:the\\s+)?${ORD}\\s+(?:of\\s+)?${MONTH},?\\s+(\\d{4})$`, 'i');
const MONTH_DAY_YEAR = new RegExp(`^${WEEKDAY}${MONTH}\\s+(?:the\\s+)?${ORD},?\\s+(\\d{4})$`, 'i');
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const NUMERIC = /^(\d{1,2})([/.])(\d{1,2})\2(\d{4})$/;

/** Words that put a date relative to today: "tomorrow", "next Friday", "in 3 days", "two weeks from now". */
const WEEKDAYS = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
const RELATIVE = new RegExp(
  `^(?:(?:the\\s+)?day\\s+(?:after|before)\\s+)?(?:today|tomorrow|yesterday|tonight|now)$|^(?:next|last|this|coming|this coming)\\s+(?:week|month|year|weekend|${WEEKDAYS})$|^${WEEKDAYS}$|^in\\s+(?:\\d+|a|an|one|two|three|four|five|six|seven|ten)\\s+(?:days?|weeks?|months?|years?)$|^(?:\\d+|a|an|one|two|three|four|five|six|seven|ten)\\s+(?:days?|weeks?|months?|years?)\\s+(?:from now|from today|ago|later)$`,
  'i',
);

/** Whether the day exists (30 February does not). */
export function isRealDate(d: CalendarDate): boolean {
  if (d.month < 1 || d.month > 12 || d.day < 1 || d.year < 1000 || d.year > 9999) return false;
  return d.day <= daysInMonth(d.year, d.month);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The date a step says, or why not: `relative` for words about today ("tomorrow", "next Friday"),
 * `ambiguous` for 03/04/2027 (March or April). Undefined when the words are no date at all.
 */
export function readDate(text: string): { date: CalendarDate } | { refused: 'relative' | 'ambiguous' | 'no such day' } | undefined {
  const t = text.trim().replace(/\s+/g, ' ').replace(/^(?:on|the)\s+/i, '');
  let m = t.match(DAY_MONTH_YEAR);
  if (m) return real({ year: Number(m[3]), month: monthOf(m[2]!)!, day: Number(m[1]) });
  m = t.match(MONTH_DAY_YEAR);
  if (m) return real({ year: Number(m[3]), month: monthOf(m[1]!)!, day: Number(m[2]) });
  m = t.match(ISO);
  if (m) return real({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) });
  m = t.match(NUMERIC);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const year = Number(m[4]);
    // Day first or month first is the writer's habit: only a number above 12 settles it.
    if (a === b) return real({ year, month: a, day: a });
    if (a > 12 && b <= 12) return real({ year, month: b, day: a });
    if (b > 12 && a <= 12) return real({ year, month: a, day: b });
    return { refused: a > 12 && b > 12 ? 'no such day' : 'ambiguous' };
  }
  if (RELATIVE.test(t)) return { refused: 'relative' };
  return undefined;
}

function real(d: CalendarDate): { date: CalendarDate } | { refused: 'no such day' } {
  return isRealDate(d) ? { date: d } : { refused: 'no such day' };
}

/** "18:00", "6:30 pm", "6 PM": a time of day, or undefined ("18.30" is left alone: it reads as a number too). */
export function readTime(text: string): ClockTime | undefined {
  const t = text.trim().toLowerCase();
  let m = t.match(/^(\d{1,2}):(\d{2})(?::\d{2})?\s*(am|pm|a\.m\.|p\.m\.)?$/);
  if (!m) {
    const h = t.match(/^(\d{1,2})\s*(am|pm|a\.m\.|p\.m\.)$/);
    if (h) m = [h[0], h[1]!, '00', h[2]!] as unknown as RegExpMatchArray;
  }
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const half = m[3]?.replace(/\./g, '');
  if (half) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  }
  return hour < 24 && minute < 60 ? { hour, minute } : undefined;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** The date as a native date input takes it: 2027-03-14. */
export function isoDate(d: CalendarDate): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

export function isoTime(t: ClockTime): string {
  return `${pad(t.hour)}:${pad(t.minute)}`;
}

/** The date in words, for a description: "14 March 2027". */
export function saidDate(d: CalendarDate): string {
  return `${d.day} ${MONTH_NAMES[d.month - 1]!.replace(/^./, (c) => c.toUpperCase())} ${d.year}`;
}

export function sameDate(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/**
 * How a field writes a date: the order of its parts and what stands between them. Read from a
 * placeholder ("mm/dd/yyyy", "YYYY-MM-DD", "dd.mm.yyyy") or from a date the field shows.
 */
export interface DateFormat {
  order: readonly ('y' | 'm' | 'd')[];
  separator: string;
  /** Day and month written with two digits. */
  padded: boolean;
  /** As written, for the evidence: "mm/dd/yyyy". */
  said: string;
}

/** A placeholder or pattern that spells a format: "mm/dd/yyyy", "YYYY-MM-DD", "dd.mm.yyyy", "d/m/yyyy". */
export function formatOfPattern(text: string): DateFormat | undefined {
  const m = text.trim().match(/^([dmy]{1,4})([/.\- ])([dmy]{1,4})\2([dmy]{1,4})$/i);
  if (!m) return undefined;
  const parts = [m[1]!, m[3]!, m[4]!].map((p) => p.toLowerCase());
  const order = parts.map((p) => p[0] as 'y' | 'm' | 'd');
  if (new Set(order).size !== 3 || parts.some((p) => new Set(p).size !== 1)) return undefined;
  const year = parts[order.indexOf('y')]!;
  if (year.length !== 4 && year.length !== 2) return undefined;
  if (year.length === 2) return undefined; // two-digit years: the century is a guess
  const padded = parts[order.indexOf('d')]!.length === 2 && parts[order.indexOf('m')]!.length === 2;
  return { order, separator: m[2]!, padded, said: text.trim() };
}

/**
 * The format a date the field shows is written in ("2027-03-10", "03/25/2027"), when the date
 * settles it: a numeric date whose day and month could swap says nothing of the order.
 */
export function formatOfValue(text: string): DateFormat | undefined {
  const t = text.trim();
  let m = t.match(/^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/);
  if (m) return { order: ['y', 'm', 'd'], separator: m[2]!, padded: m[3]!.length === 2 && m[4]!.length === 2, said: `a date shown as "${t}"` };
  m = t.match(/^(\d{1,2})([/.\-])(\d{1,2})\2(\d{4})$/);
  if (!m) return undefined;
  const a = Number(m[1]);
  const b = Number(m[3]);
  const padded = m[1]!.length === 2 && m[3]!.length === 2;
  if (a > 12 && b <= 12) return { order: ['d', 'm', 'y'], separator: m[2]!, padded, said: `a date shown as "${t}"` };
  if (b > 12 && a <= 12) return { order: ['m', 'd', 'y'], separator: m[2]!, padded, said: `a date shown as "${t}"` };
  return undefined;
}

export function formatDate(d: CalendarDate, f: DateFormat): string {
  const part = (p: 'y' | 'm' | 'd') => (p === 'y' ? pad(d.year, 4) : f.padded ? pad(p === 'm' ? d.month : d.day) : String(p === 'm' ? d.month : d.day));
  return f.order.map(part).join(f.separator);
}

/**
 * Every date a field's text may stand for: its own words or numbers, read in each order that
 * could have written it ("03/04/2027": 4 March and 3 April). Used to check a picker's field after
 * a pick: the asked-for date must be one of them.
 */
export function datesShown(text: string): CalendarDate[] {
  const t = text.trim().replace(/\s+/g, ' ');
  if (!t) return [];
  const read = readDate(t);
  if (read && 'date' in read) return [read.date];
  const out: CalendarDate[] = [];
  const m = t.match(/^(\d{1,2})([/.\-])(\d{1,2})\2(\d{4})$/);
  if (m) {
    for (const [month, day] of [[Number(m[1]), Number(m[3])], [Number(m[3]), Number(m[1])]] as const) {
      const d = { year: Number(m[4]), month, day };
      if (isRealDate(d) && !out.some((o) => sameDate(o, d))) out.push(d);
    }
  }
  const y = t.match(/^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/);
  if (y) {
    const d = { year: Number(y[1]), month: Number(y[2]), day: Number(y[3]) };
    if (isRealDate(d)) out.push(d);
  }
  // A picker may show the date in words with a weekday or a time after it: its first date.
  if (!out.length) {
    const words = t.match(new RegExp(`${MONTH}\\s+${ORD},?\\s+(\\d{4})|${ORD}\\s+(?:of\\s+)?${MONTH},?\\s+(\\d{4})`, 'i'));
    if (words) {
      const d = words[1] ? { year: Number(words[3]), month: monthOf(words[1])!, day: Number(words[2]) } : { year: Number(words[6]), month: monthOf(words[5]!)!, day: Number(words[4]) };
      if (isRealDate(d)) out.push(d);
    }
  }
  return out;
}

/** The times a field's text may stand for ("18:00", "6:00 PM"). */
export function timeShown(text: string): ClockTime | undefined {
  return readTime(text.trim());
}
