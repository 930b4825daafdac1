import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { besideLabel, captionBefore } from '../page-index.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { normalize } from '../text.js';
import { nodesInScope } from './scope.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** A value a slider is set to: a number, a percentage, or one of its ends ("the maximum"). */
const SLIDER_VALUE = /^(?:(?:the\s+)?(?:max|maximum|min|minimum|highest|lowest)|-?\d+(?:\.\d+)?\s*(?:%|percent|per cent)?)$/i;
/**
 * An amount of money said to a slider ("$3,000", "£250", "1,500"): a currency sign before a number,
 * or thousands grouped by commas. Set as its plain number; the slider's read-back value must equal it.
 */
const AMOUNT = /^(?:[$£€]\s*\d{1,3}(?:,\d{3})*(?:\.\d+)?|[$£€]\s*\d+(?:\.\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?)$/;

/** Words after the slider's name that say which way or what part, not which slider: "drag Opacity down to 20", "the volume handle". */
const TRAILING = /(?:\s+(?:all the way|way))?(?:\s+(?:up|down|left|right|back))?$/;
const PART_WORDS = /\s+(?:handle|thumb|knob|grip|slider|range|control|bar|track)$/;

/** The slider's name as the step says it ('' for "the slider"), when the step sets a slider to a value. */
function partsOf(form: StepForm): { name: string; value: string } | undefined {
  const t = form.target;
  if (!t || form.frame !== 'to-value' || (form.verb !== 'set' && form.verb !== 'move') || form.scope || t.ordinal !== undefined) return undefined;
  if (t.roles && !t.roles.includes('slider')) return undefined;
  const spoken = (form.value ?? '').trim();
  const value = AMOUNT.test(spoken) ? spoken.replace(/[$£€,\s]/g, '') : spoken;
  if (!SLIDER_VALUE.test(value)) return undefined;
  let name = normalize(t.name).replace(TRAILING, '').trim();
  while (PART_WORDS.test(` ${name}`)) name = ` ${name}`.replace(PART_WORDS, '').trim();
  if (/^(?:handle|thumb|knob|grip|slider|range)$/.test(name)) name = '';
  return { name, value };
}

/**
 * APG slider: "set Volume to 60", "move the Opacity slider to 25", "drag the Brightness slider to
 * 80", "set the volume to the maximum". A `role=slider` (or `<input type=range>`) found by its name,
 * the text beside it, or, when it has no name, the one unnamed slider in the part a heading or
 * text by that name holds (the scope rule trees use). It is filled with the value: perform moves a
 * slider by the pattern's keys (Home/End, PageUp/PageDown, arrows), reading aria-valuenow back
 * until it equals the value, and fails saying what it reached otherwise.
 */
export const sliderSet: WidgetRule = {
  info: {
    name: 'slider-set',
    does: 'Sets a slider to a value by the APG slider keys (Home, End, PageUp/PageDown, arrows), reading its value back; an <input type=range> with a number is filled.',
    when: '"set Volume to 60", "move the Opacity slider to 25", "drag the Brightness slider to 80", "set the volume to the maximum", "set the weekly budget to $450" (an amount of money: its number).',
    evidence: 'Exactly one enabled slider by that name (its own, the text beside it, or, unnamed, the one slider in the part a heading or text by that name holds); a number it cannot hold (out of its bounds, or off the step of a range input, read from the page) hands over; afterwards its value must equal the one asked for.',
    example: {
      html: '<label>Volume <input type="range" min="0" max="100" value="40"></label>',
      step: 'set Volume to 60',
      action: 'set slider "Volume" to 60',
    },
  },
  applies: (form, kind) => kind === 'act' && partsOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { name, value } = partsOf(form)!;
    const sliders = ctx.index.order.filter((n) => n.ref && n.role === 'slider');
    if (!sliders.length) return undefined;
    let chosen: SnapshotNode[];
    let why: string;
    let scores = new Map<SnapshotNode, number>();
    if (!name) {
      chosen = sliders;
      why = 'the only slider on the page';
    } else {
      const scored = sliders.map((n) => ({ n, score: Math.max(...[n.name, besideLabel(n), captionBefore(n)].map((l) => nameScore(name, l, form.target!.exact))) })).filter((s) => s.score >= MIN_SCORE);
      const best = Math.max(0, ...scored.map((s) => s.score));
      chosen = scored.filter((s) => s.score > best - MIN_LEAD).map((s) => s.n);
      scores = new Map(scored.map((s) => [s.n, s.score]));
      why = 'named so';
      if (!chosen.length) {
        // No slider carries the name: an unnamed one in the part that a heading or text by that name holds.
        const part = nodesInScope({ relation: 'in', name, exact: form.target!.exact }, ctx.index, 'click', { name: '', exact: false, roles: ['slider'] });
        if ('handover' in part) return undefined;
        chosen = part.filter((n) => n.ref && n.role === 'slider' && !n.name);
        if (chosen.length > 1 && part.some((n) => n.role === 'slider' && n.name)) chosen = [];
        why = `unnamed, in the part that "${name}" names`;
      }
    }
    if (!chosen.length) return undefined;
    if (chosen.length > 1) return { handover: `${chosen.length} sliders match${name ? ` "${name}"` : ''}: name the one to set ("set the Volume slider to ${value}")`, near: true };
    const node = chosen[0]!;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    const what = said(node);
    // A number: the slider must be able to hold it (its bounds, and a range input's step), read from the page.
    const limits: string[] = [];
    if (/^-?\d+(?:\.\d+)?$/.test(value)) {
      const facts = ctx.book.facts(node);
      if (!facts) return { handover: `reading the values ${what} can hold`, near: true };
      const range = facts.range;
      if (range) {
        const v = Number(value);
        const steps = range.step ? (v - range.min) / range.step : 0;
        if (v < range.min || v > range.max) return { handover: `${what} holds values from ${range.min} to ${range.max}: ${value} is out of its range`, near: true };
        if (range.step && Math.abs(steps - Math.round(steps)) > 1e-6) return { handover: `${what} moves in steps of ${range.step} from ${range.min}: ${value} is not one of its values (the nearest are ${range.min + Math.floor(steps) * range.step} and ${range.min + Math.ceil(steps) * range.step})`, near: true };
        limits.push(`${what} holds ${range.min} to ${range.max}${range.step ? ` in steps of ${range.step}` : ''}: ${value} is one of its values`);
      }
    }
    return {
      actions: [{ ref: node.ref!, method: 'fill', arguments: [value], description: `set ${what} to ${value}` }],
      candidates: chosen.map((n) => ({ role: n.role, name: n.name ?? '', score: scores.get(n) ?? 1 })),
      facts: [`${what}: ${why}`, ...limits, 'APG slider: Home/End, PageUp/PageDown and the arrows move it; its value is read back'],
    };
  },
};
