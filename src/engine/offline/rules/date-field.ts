import type { SnapshotNode } from '../../snapshot/index.js';
import type { OfflineAction } from '../action.js';
import { datesShown, formatDate, formatOfPattern, formatOfValue, isoDate, isoTime, readDate, readTime, saidDate, type CalendarDate, type ClockTime, type DateFormat } from '../dates.js';
import type { StepForm } from '../grammar.js';
import { MAX_PROBED_REFS, type HintBook } from '../hints.js';
import { ancestors, besideLabel, ownText, subtree, type PageIndex } from '../page-index.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { normalize } from '../text.js';
import { readCalendars } from '../calendar-view.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A date (or a time) given for a field: "set the check-in date to 14 March 2027", "pick March
 * 14, 2027 as the check-in date", "choose 18 March 2027 for check-out", "set Arrival time to
 * 18:00". The date is read in the common English forms (dates.ts); words relative to today are
 * handed over. Then, by what the field is (its input type and whether it takes typing, read from
 * the page):
 * - a native date, time, datetime-local or month input: filled with its ISO form;
 * - a text field that takes typing: the date written in the format the field itself shows (its
 *   value or its placeholder), filled and committed (the field left); no format shown: handed over;
 *   a numeric date that may be read two ways, written as the field writes its own value, typed as written;
 * - a field that takes no typing (a picker's read-only box): opened, and the date picked in the
 *   calendar it shows, month by month (calendar-steps.ts); the field must then show the date.
 * "fill"/"type" a date into a text field is the tester's own text: left to the name rules.
 */

/** Words after a field's name that say only that it holds a date: "the check-in date", "the Start date field". */
const DATE_KIND = /\s+(?:date and time|date time|datetime|date|time|day)(?:\s+(?:field|box|input|picker|selector))?$|\s+(?:field|box|input|picker|date picker|datepicker|calendar)$/;
const TEXT_ROLES: ReadonlySet<string> = new Set(['textbox', 'combobox', 'spinbutton', 'searchbox']);
const NATIVE: ReadonlySet<string> = new Set(['date', 'time', 'datetime-local', 'month', 'week']);
const SETTING_VERBS: ReadonlySet<string> = new Set(['set', 'select']);
const TYPING_VERBS: ReadonlySet<string> = new Set(['fill', 'type']);

/** What a step asks: the field's words, and the date, time or both it gives (or why they cannot be read). */
export interface DateAsk {
  field: string;
  date?: CalendarDate;
  time?: ClockTime;
  refused?: string;
  /**
   * A date and a time whose date alone cannot be read (day or month first): the step is taken only
   * when the field already shows a value written the same way (typed as written), else left to the
   * other rules as before.
   */
  loose?: true;
  /** The value as the step wrote it. */
  said: string;
  typing: boolean;
}

/** The date and the field a step gives, or undefined when its value is no date or time. */
export function dateAsk(form: StepForm): DateAsk | undefined {
  if (!SETTING_VERBS.has(form.verb) && !TYPING_VERBS.has(form.verb)) return undefined;
  const typing = TYPING_VERBS.has(form.verb);
  let value = form.value;
  let field = form.target ? form.target.whole ?? (form.target.kind ? `${form.target.name} ${form.target.kind}` : form.target.name) : '';
  // "choose 18 March 2027 for check-out": the date is the target, the field its scope.
  if (value === undefined && form.verb === 'select' && form.frame === 'target' && form.target && form.scope && ['for', 'as', 'in', 'on', 'into'].includes(form.scope.relation)) {
    value = form.target.raw;
    field = normalize(`${form.scope.name} ${form.scope.kind ?? ''}`);
  } else if (form.scope) return undefined;
  if (value === undefined || !form.target) return undefined;
  const read = readValue(value);
  if (!read) return undefined;
  return { field: normalize(field), ...read, said: value.trim(), typing };
}

function readValue(value: string): Omit<DateAsk, 'field' | 'said' | 'typing'> | undefined {
  const v = value.trim().replace(/\s+/g, ' ');
  const date = readDate(v);
  if (date && 'date' in date) return { date: date.date };
  const time = readTime(v);
  if (time) return { time };
  // "14 March 2027 at 18:00", "2027-03-14 18:00", "2027-03-14T18:00".
  const m = v.match(/^(.+?)(?:,?\s+at\s+|,?\s+|T)(\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?)$/i);
  if (m) {
    const d = readDate(m[1]!);
    const t = readTime(m[2]!);
    if (d && 'date' in d && t) return { date: d.date, time: t };
    if (d && 'refused' in d && d.refused === 'ambiguous' && t) return { refused: d.refused, time: t, loose: true };
  }
  if (date && 'refused' in date) return { refused: date.refused };
  return undefined;
}

/** The field's words without the words that only say it holds a date ("check-in date" → "check in"). */
export function fieldWords(field: string): string {
  let out = ` ${field}`;
  for (let i = 0; i < 2; i++) out = out.replace(DATE_KIND, '');
  return out.trim();
}

/**
 * Whether a field shows it holds a date (or a time), from the snapshot and the facts already
 * read: a native input of that kind, a date (or time) in it, a placeholder that spells a date
 * format or a label or placeholder that says "date" (or "time").
 */
export function showsDate(node: SnapshotNode, book: HintBook | undefined, want: 'date' | 'time' = 'date'): boolean {
  const type = node.ref ? book?.facts(node)?.inputType : undefined;
  if (type && NATIVE.has(type)) return want === 'date' ? type !== 'time' : type === 'time' || type === 'datetime-local';
  const value = (node.text ?? '').trim();
  if (value && (want === 'date' ? datesShown(value).length > 0 : !!readTime(value))) return true;
  // Its label, placeholder, or the caption just before it when no label is tied to it ("Date:").
  const hint = `${node.placeholder ?? ''} ${node.name ?? ''} ${node.name ? '' : besideLabel(node) ?? ''}`;
  if (want === 'time') return /\btime\b/i.test(hint);
  return !!(node.placeholder && formatOfPattern(node.placeholder)) || /\b(?:date|day|calendar)\b/i.test(hint);
}

/**
 * The field the words name, among text fields: by its name (with or without the words that say
 * it holds a date), or, when the words name nothing but a date, the one field that shows a date.
 */
export function dateFieldOf(words: string, index: PageIndex, book: HintBook, want: 'date' | 'time' = 'date', example: (name: string) => string = (name) => `the ${name} ${want}`): { node: SnapshotNode; score: number } | RuleHandover | { reading: true } | undefined {
  const fields = index.order.filter((n) => n.ref && TEXT_ROLES.has(n.role));
  const bare = fieldWords(words);
  if (!bare) {
    if (fields.length > MAX_PROBED_REFS) return { handover: `${fields.length} fields: say which holds the date by its label`, near: true };
    const before = book.misses;
    const dated = fields.filter((n) => showsDate(n, book, want));
    if (book.misses > before) return { reading: true };
    if (dated.length === 1) return { node: dated[0]!, score: 1 };
    if (!dated.length) return undefined;
    const names = dated.map((n) => n.name || n.placeholder || '').filter(Boolean);
    return { handover: `${dated.length} ${want} fields${names.length ? ` (${names.map((n) => `"${n}"`).join(', ')})` : ''}: name one${names[0] ? `, e.g. say "${example(names[0])}"` : ''}`, near: true };
  }
  const scored = fields
    .map((node) => ({ node, score: Math.max(nameScore(words, node.name), nameScore(bare, node.name), node.name ? 0 : Math.max(...[node.placeholder, besideLabel(node)].flatMap((label) => [nameScore(bare, label), nameScore(words, label)]))) }))
    .filter((s) => s.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score);
  if (!scored.length) return undefined;
  if (scored.length > 1 && scored[1]!.score > scored[0]!.score - MIN_LEAD) {
    return { handover: `${scored.length} fields fit "${words}" (${scored.slice(0, 3).map((s) => `"${s.node.name ?? ''}"`).join(', ')}): name it as its label says, e.g. say "${example(scored[0]!.node.name ?? '')}"`, near: true };
  }
  return scored[0]!;
}

/**
 * A control beside a field that opens its calendar (APG date picker dialog: "Choose Date"): the
 * one button in the field's own group (a part holding no other field) that says date, calendar,
 * pick or choose.
 */
export function openerBeside(field: SnapshotNode, index: PageIndex): SnapshotNode | undefined {
  for (const part of ancestors(index, field).slice(0, 2)) {
    const nodes = subtree(part);
    if (nodes.filter((n) => n.ref && TEXT_ROLES.has(n.role)).length > 1) return undefined;
    const buttons = nodes.filter((n) => n.ref && n.role === 'button' && /\b(?:calendar|date|pick|choose|datepicker)\b/i.test(n.name ?? ownText(n)));
    if (buttons.length === 1) return buttons[0];
  }
  return undefined;
}

/** The format a text field shows it takes: its value's, else its placeholder's. */
function shownFormat(node: SnapshotNode): DateFormat | undefined {
  const value = (node.text ?? '').trim();
  return (value ? formatOfValue(value) : undefined) ?? (node.placeholder ? formatOfPattern(node.placeholder) ?? formatOfValue(node.placeholder) : undefined);
}

const nameOf = (n: SnapshotNode) => n.name || n.placeholder || besideLabel(n)?.replace(/[:*\s]+$/, '') || ownText(n) || 'the field';

export const dateField: WidgetRule = {
  info: {
    name: 'date-field',
    does: 'Sets a field to a date or time the step gives: a native date input filled with its ISO form, a text field typed in the format it shows, a read-only picker field opened and the day picked in its calendar.',
    when: '"set the check-in date to 14 March 2027", "pick March 14, 2027 as the check-in date", "choose 18 March 2027 for check-out", "set Arrival time to 18:00": a date in a common English form (never "tomorrow"), and one field named so (or the one date field).',
    evidence: 'The date read unambiguously; one field by its label; its input type and whether it takes typing read from the page; for typing, a format the field shows (its value or placeholder); a numeric date that may be read day or month first ("1/12/2027 9:30 AM") only when the field shows its own value written the same way (same digit runs, separators and AM/PM), then typed as written; for a picker, the field shows the date after the pick.',
    example: {
      html: '<label>Check-in <input type="date" id="checkin"></label>',
      step: 'set the check-in date to 14 March 2027',
      action: 'fill textbox "Check-in" with "2027-03-14" (14 March 2027)',
    },
  },
  applies: (form, kind) => kind === 'act' && dateAsk(form) !== undefined,
  resolve(form, ctx: RuleContext): RuleFound | RuleHandover | undefined {
    const ask = dateAsk(form)!;
    const { index, book } = ctx;
    // "type 04/15/2024 into the date field": typed text goes where the name rules say, unless a
    // field named so is a native date input or takes no typing (read below).
    if (ask.typing && !fieldWords(ask.field)) return undefined;
    const found = dateFieldOf(ask.field, index, book, ask.time && !ask.date && !ask.loose ? 'time' : 'date', (name) => `set ${name} to ${ask.said}`);
    if (!found) return undefined;
    if ('reading' in found) return { handover: 'reading which fields hold dates', near: true };
    if ('handover' in found) return ask.typing || ask.loose ? undefined : found;
    const node = found.node;
    const facts = book.facts(node);
    if (!facts) return { handover: `reading what kind of field ${said(node)} is`, near: true };
    const type = facts.inputType ?? '';
    const native = NATIVE.has(type);
    // "type 04/15/2024 into the date field": the tester's own text, typed as written (the name rules).
    if (ask.typing && !native && !facts.refusesTyping) return undefined;
    const dated = native || showsDate(node, book, ask.time && !ask.date ? 'time' : 'date') || /\b(?:date|time|day)\b/.test(ask.field);
    // "set Visit start to 1/12/2027 9:30 AM" on a field showing "1/11/2027 8:00 AM": the step writes the value
    // the way the field shows its own, so the field reads it as the tester does; it is typed as written and left.
    const shownNow = (node.text ?? '').trim();
    if (ask.refused === 'ambiguous' && !native && !facts.refusesTyping && !node.disabled && sameShape(ask.said, shownNow)) {
      return { candidates: [{ role: node.role, name: nameOf(node), score: found.score }], actions: commit(node, ask.said), facts: [`the field shows "${shownNow}", written as the step writes "${ask.said}"`, 'typed as written: the field reads it in its own order'] };
    }
    if (ask.loose) return undefined;
    if (ask.refused) {
      if (!dated) return undefined;
      const why = ask.refused === 'relative'
        ? `"${ask.said}" is a date relative to today, which the resolver does not guess`
        : ask.refused === 'ambiguous' ? `"${ask.said}" may be read day first or month first` : `"${ask.said}" is no day of the calendar`;
      return { handover: `${why}: say the date itself with its month in words, e.g. say "set ${nameOf(node)} to 14 March 2027"`, near: true };
    }
    const value = ask.date && ask.time ? `${saidDate(ask.date)} ${isoTime(ask.time)}` : ask.date ? saidDate(ask.date) : isoTime(ask.time!);
    const base = { candidates: [{ role: node.role, name: nameOf(node), score: found.score }] };
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    if (native) {
      const iso = nativeValue(type, ask);
      if (!iso) return { handover: `${said(node)} is a native ${type} input and the step gives ${ask.date ? 'a date' : 'a time'}${ask.date && !ask.time && type === 'datetime-local' ? ' without a time' : ''}: say ${type === 'time' ? 'a time ("18:00")' : 'the date and time ("14 March 2027 at 18:00")'}`, near: true };
      return { ...base, actions: [{ ref: node.ref!, method: 'fill', arguments: [iso], description: `fill ${said(node)} with "${iso}" (${value})` }], facts: [`a native ${type} input`, `"${ask.said}" read as ${value}`] };
    }
    if (!facts.refusesTyping) {
      const shown = (node.text ?? '').trim();
      if (ask.time && !ask.date && /^\d{2}:\d{2}$/.test(shown)) return { ...base, actions: commit(node, isoTime(ask.time)), facts: [`the field shows a time as "${shown}"`] };
      const format = ask.date && !ask.time ? shownFormat(node) : undefined;
      if (format) {
        const text = formatDate(ask.date!, format);
        return { ...base, actions: commit(node, text), facts: [`the field's format: ${format.said}`, `"${ask.said}" read as ${value}, written "${text}"`] };
      }
      // A field that says nothing of dates takes the step's text as written (the name rules).
      if (!facts.readonly && !dated) return undefined;
      // No format shown: its calendar, when a control beside it opens one (the field is read back after).
      const opener = ask.date && !ask.time ? openerBeside(node, index) : undefined;
      if (opener) return { ...base, actions: [{ ref: opener.ref!, method: 'click', arguments: [], description: `click ${said(opener)} to pick ${value} for ${said(node)}`, calendar: { pick: isoDate(ask.date!), field: node.ref!, close: readCalendars(index).length === 0 } }], facts: [`${said(node)} shows no date format; ${said(opener)} beside it opens a calendar`, `"${ask.said}" read as ${value}`] };
      // A box drawn with no caret may be a picker's: tried by its picker (below). Else the format is not known.
      if (!facts.readonly) return { handover: `${said(node)} shows no ${ask.date ? 'date' : 'time'} format (nothing in it, no placeholder that spells one): type it as the field wants it, e.g. say "type ${ask.date ? formatDate(ask.date, { order: ['m', 'd', 'y'], separator: '/', padded: true, said: '' }) : isoTime(ask.time!)} into ${nameOf(node)}"`, near: true };
    }
    // A field that takes no typing: its picker.
    const close = readCalendars(index).length === 0;
    const goal = ask.date && !ask.time ? { pick: isoDate(ask.date), close } : ask.time && !ask.date ? { time: isoTime(ask.time), close } : undefined;
    if (!goal) return { handover: `${said(node)} takes no typing and the step gives a date and a time: set them in its picker one at a time`, near: true };
    // Its own "Choose date" button when one is beside it, else the field (a picker's box opens on a click).
    const opener = openerBeside(node, index);
    const open: OfflineAction = opener
      ? { ref: opener.ref!, method: 'click', arguments: [], description: `click ${said(opener)} to ${ask.date ? `pick ${value}` : `set ${value}`} for ${said(node)}`, calendar: { ...goal, field: node.ref! } }
      : { ref: node.ref!, method: 'click', arguments: [], description: `open the picker of ${said(node)} to ${ask.date ? `pick ${value}` : `set ${value}`}`, calendar: goal };
    return { ...base, actions: [open], facts: [`${said(node)} takes no typing (read-only): its picker sets it`, `"${ask.said}" read as ${value}`] };
  },
};

/**
 * Whether two values are written the same way: the same runs of digits (one or two digits alike, four
 * alike), the same separators and the same words ("1/12/2027 9:30 AM" and "1/11/2027 8:00 AM"; not
 * "2027-01-12" and "1/11/2027"). Two digit groups at least.
 */
export function sameShape(a: string, b: string): boolean {
  const shape = (t: string) => t.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\d{3,4}/g, 'Y').replace(/\d{1,2}/g, 'N').replace(/\b(?:a\.?m\.?|p\.?m\.?)(?=$|\s)/g, 'M');
  const sa = shape(a);
  return (sa.match(/[NY]/g) ?? []).length >= 2 && sa === shape(b);
}

/** The value a native input takes, or undefined when the step gives the wrong parts for it. */
function nativeValue(type: string, ask: DateAsk): string | undefined {
  if (type === 'date') return ask.date && !ask.time ? isoDate(ask.date) : undefined;
  if (type === 'time') return ask.time && !ask.date ? isoTime(ask.time) : undefined;
  if (type === 'datetime-local') return ask.date && ask.time ? `${isoDate(ask.date)}T${isoTime(ask.time)}` : undefined;
  if (type === 'month') return ask.date && !ask.time ? isoDate(ask.date).slice(0, 7) : undefined;
  return undefined;
}

/** Filled, then left (the browser fires `change`; a picker reads a typed date as it loses the focus). */
function commit(node: SnapshotNode, text: string): OfflineAction[] {
  return [
    { ref: node.ref!, method: 'fill', arguments: [text], description: `fill ${said(node)} with "${text}"` },
    { ref: node.ref!, method: 'blur', arguments: [], description: `leave ${said(node)} (commits the date)` },
  ];
}
