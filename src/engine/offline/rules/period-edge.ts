import type { SnapshotNode } from '../../snapshot/index.js';
import { ancestors, ownText, subtree } from '../page-index.js';
import { normalize, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A period's start or end said as a time ("make quiet hours start at 21:00", "set do not disturb to
 * end at 07:30", "have night mode begin at 22:15"): the field labelled as the period's start (Start,
 * From, Starts, Begins) or end (End, To, Until, Ends) inside the part the period names (a group,
 * a fieldset, the box holding the period's switch or title), filled with the time.
 */

const SHAPE = /^(?:please\s+)?(?:make|set|have|let|get)\s+(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:to\s+)?(start|starts|begin|begins|end|ends|finish|finishes|stop|stops)\s+(?:at|from)\s+(\d{1,2}:\d{2})\s*$/i;
const START_LABELS: ReadonlySet<string> = new Set(['start', 'starts', 'from', 'begin', 'begins', 'start time', 'from time', 'starting']);
const END_LABELS: ReadonlySet<string> = new Set(['end', 'ends', 'to', 'until', 'till', 'end time', 'to time', 'ending', 'finish', 'finishes', 'stop', 'stops']);
const FIELDS: ReadonlySet<string> = new Set(['textbox', 'spinbutton', 'combobox']);

interface Ask {
  period: string;
  start: boolean;
  time: string;
}

function askOf(step: string | undefined): Ask | undefined {
  const m = step ? SHAPE.exec(step.trim().replace(/[.!]+$/, '')) : undefined;
  if (!m) return undefined;
  return { period: normalize(m[1]!), start: /^(?:start|begin)/i.test(m[2]!), time: m[3]! };
}

/** Whether a node names the period: its name or its own text says every word of it, in order. */
function names(node: SnapshotNode, period: string): boolean {
  const text = normalize(node.name ?? ownText(node));
  return !!text && ` ${text} `.includes(` ${period} `);
}

export const periodEdge: WidgetRule = {
  readsStep: true,
  info: {
    name: 'period-edge',
    does: 'A period\'s start or end said as a time ("make quiet hours start at 21:00"): the one field labelled as its start (Start, From, Begins) or end (End, To, Until) in the part the period names, filled with the time.',
    when: '"make quiet hours start at 21:00", "set do not disturb to end at 07:30", "have night mode begin at 22:15".',
    evidence: 'The smallest part around the field that holds the period\'s name (its legend, title, switch or text) holds no other field labelled so; exactly one such field on the page, enabled. Times said as hours and minutes only.',
    example: {
      html: '<fieldset><legend>Do not disturb</legend><label>Starts <input type="time" value="23:00"></label><label>Ends <input type="time" value="07:00"></label></fieldset>',
      step: 'make do not disturb start at 22:30',
      action: 'fill textbox "Starts" (the start of "do not disturb") with "22:30"',
    },
  },
  applies: (form, kind) => kind === 'act' && (form.verb === 'do' || form.verb === 'set' || form.verb === 'format'),
  resolve(_form, ctx): RuleFound | RuleHandover | undefined {
    const ask = askOf(ctx.step);
    if (!ask) return undefined;
    const labels = ask.start ? START_LABELS : END_LABELS;
    const edge = (n: SnapshotNode) => !!n.ref && FIELDS.has(n.role) && labels.has(words(n.name ?? '').join(' '));
    const fits: { field: SnapshotNode; part: SnapshotNode }[] = [];
    for (const field of ctx.index.order) {
      if (!edge(field)) continue;
      for (const part of ancestors(ctx.index, field).slice(0, 4)) {
        const inside = subtree(part);
        // A part holding another field of that label is no longer this period's alone.
        if (inside.some((n) => n !== field && edge(n))) break;
        if (names(part, ask.period) || inside.some((n) => n !== field && names(n, ask.period))) {
          fits.push({ field, part });
          break;
        }
      }
    }
    if (!fits.length) return undefined;
    const word = ask.start ? 'start' : 'end';
    if (fits.length > 1) return { handover: `${fits.length} fields are the ${word} of "${ask.period}" (${fits.slice(0, 3).map((f) => said(f.field)).join(', ')}): name the field`, near: true };
    const { field, part } = fits[0]!;
    if (field.disabled) return { handover: `${said(field)}, the ${word} of "${ask.period}", is disabled: turn "${ask.period}" on first`, near: true };
    return {
      actions: [{ ref: field.ref!, method: 'fill', arguments: [ask.time], description: `fill ${said(field)} (the ${word} of "${ask.period}") with "${ask.time}"` }],
      candidates: [{ role: field.role, name: field.name ?? '', score: 1, why: `labelled as the ${word}, in ${said(part)} that names "${ask.period}"` }],
      facts: [`the ${word} of "${ask.period}": ${said(field)}`],
    };
  },
};
