import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { readCalendars } from '../calendar-view.js';
import { ancestors, ownText, subtree } from '../page-index.js';
import { normalize } from '../text.js';
import { dateFieldOf, openerBeside } from './date-field.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A date field's calendar opened or closed (APG date picker dialog: a field and its "Choose
 * date" button; combobox with a grid popup; a picker's read-only box that opens on a click).
 * Success is the calendar shown (or gone) afterwards, read from the page (calendar-view.ts).
 */

/** "the Check-in calendar", "the date picker", "the calendar for Check-in": the field's words, or undefined. */
function calendarOf(form: StepForm): { field: string } | undefined {
  const t = form.target;
  if (!t) return undefined;
  const phrase = normalize(t.whole ?? (t.kind ? `${t.name} ${t.kind}` : t.name));
  const m = phrase.match(/^(?:(.*?)\s+)?(?:calendar|date picker|datepicker|date popup|calendar popup)$/);
  if (!m) return undefined;
  const own = m[1] ?? '';
  if (form.scope) {
    if (own || !['for', 'of'].includes(form.scope.relation)) return undefined;
    return { field: normalize(`${form.scope.name} ${form.scope.kind ?? ''}`) };
  }
  return { field: own };
}

export const calendarOpen: WidgetRule = {
  info: {
    name: 'calendar-open',
    does: "Opens a date field's calendar: the button beside the field that says so (Choose date), else the field itself; a calendar must show afterwards.",
    when: '"open the Check-in calendar", "open the calendar for Check-out", "open the date picker" (the one date field), with no calendar shown.',
    evidence: 'One field by its label (or the one field that shows a date); after the click, a calendar on the page (day cells named by dates, or a month title and its days).',
    example: {
      html: '<label>Check-in <input id="d" placeholder="yyyy-mm-dd"></label><button aria-label="Choose date" onclick="const c=document.getElementById(\'cal\');c.hidden=false">📅</button><div id="cal" role="dialog" hidden><h2>March 2027</h2>' + Array.from({ length: 31 }, (_, i) => `<button>${i + 1}</button>`).join('') + '</div>',
      step: 'open the Check-in calendar',
      action: 'click button "Choose date" (opens the calendar of textbox "Check-in")',
    },
  },
  applies: (form, kind) => kind === 'act' && (form.verb === 'open' || form.verb === 'click' || form.verb === 'expand') && calendarOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { field } = calendarOf(form)!;
    const open = readCalendars(ctx.index);
    const found = dateFieldOf(field, ctx.index, ctx.book, 'date', (name) => `open the ${name} calendar`);
    if (!found) return undefined;
    if ('reading' in found) return { handover: 'reading which fields hold dates', near: true };
    if ('handover' in found) return found;
    if (open.length) return { handover: `a calendar is open already (${open.map((c) => c.label).join(', ')})`, near: true };
    const node = found.node;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    const opener = openerBeside(node, ctx.index) ?? node;
    return {
      actions: [{ ref: opener.ref!, method: 'click', arguments: [], description: opener === node ? `click ${said(node)} (opens its calendar)` : `click ${said(opener)} (opens the calendar of ${said(node)})`, calendar: { shown: true, close: true } }],
      candidates: [{ role: node.role, name: node.name ?? '', score: found.score }],
      facts: [opener === node ? 'no button beside the field opens it: the field itself' : `${said(opener)} beside the field`],
    };
  },
};

const CLOSE = /^(?:close|x|close calendar|close the calendar|close dialog|done)$/;

export const calendarClose: WidgetRule = {
  info: {
    name: 'calendar-close',
    does: 'Closes the calendar shown: its own Close control, else Escape (the APG date picker dialog\'s key); no calendar may show afterwards.',
    when: '"close the calendar", "hide the date picker", with one calendar shown.',
    evidence: 'Exactly one calendar shown (day cells named by dates, or a month title and its days).',
    example: {
      html: '<div role="dialog" aria-label="Choose date"><h2>March 2027</h2><button>Close</button>' + Array.from({ length: 31 }, (_, i) => `<button>${i + 1}</button>`).join('') + '</div><script>document.querySelector("[role=dialog] button").onclick = () => document.querySelector("[role=dialog]").remove()</script>',
      step: 'close the calendar',
      action: 'click button "Close" (closes the calendar, March 2027)',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'close' && calendarOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const shown = readCalendars(ctx.index);
    if (!shown.length) return undefined;
    if (shown.length > 1) return { handover: `${shown.length} calendars are shown (${shown.map((c) => c.label).join(', ')}): close one by its own control`, near: true };
    const cal = shown[0]!;
    // Its part, and the dialog it is in.
    const parts = [cal.part, ...(cal.part ? ancestors(ctx.index, cal.part).filter((a) => a.role === 'dialog' || a.role === 'alertdialog') : [])].filter((p): p is SnapshotNode => !!p);
    const closers = [...new Set(parts.flatMap((p) => subtree(p)))].filter((n) => n.ref && (n.role === 'button' || n.role === 'link') && CLOSE.test(normalize(n.name ?? ownText(n))));
    const facts = [`the calendar shows ${cal.label}`];
    if (closers.length === 1 && !closers[0]!.disabled) {
      const closer = closers[0]!;
      return { actions: [{ ref: closer.ref!, method: 'click', arguments: [], description: `click ${said(closer)} (closes the calendar, ${cal.label})`, calendar: { shown: false } }], candidates: [{ role: closer.role, name: closer.name ?? '', score: 1 }], facts };
    }
    // Escape where the focus is when it is in the calendar or on a field (its opener); else in a day of it.
    const focused = ctx.index.order.find((n) => n.active && n.ref);
    const inside = focused && cal.part && (focused === cal.part || ancestors(ctx.index, focused).includes(cal.part));
    const onField = focused && (focused.role === 'textbox' || focused.role === 'combobox');
    const day = cal.days.find((d) => d.selected) ?? cal.days[0]!;
    const at = inside || onField ? '' : day.ref ?? '';
    return {
      actions: [{ ref: at, method: 'press', arguments: ['Escape'], description: at ? `press Escape in the calendar (${cal.label})` : `press Escape (closes the calendar, ${cal.label})`, calendar: { shown: false } }],
      candidates: [{ role: 'dialog', name: cal.label, score: 1 }],
      facts: [...facts, closers.length ? `${closers.length} closing controls: Escape instead` : 'no closing control: Escape'],
    };
  },
};
