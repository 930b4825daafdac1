import type { SnapshotNode } from '../../snapshot/index.js';
import { besideLabel, captionBefore } from '../page-index.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { normalize } from '../text.js';
import { helpTopic } from './spin-step.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** What people call a spin button without naming it. */
const SPIN_WORDS = /^(?:spinner|spin ?button|stepper|number (?:field|box|input)|counter)$/;

/** A number as a field shows it: digits, a sign, one decimal point (no grouping, no unit). */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** Digits after the point: the new number is written with as many as the larger of the two. */
const decimals = (n: string) => (n.split('.')[1] ?? '').length;

/**
 * APG spin button, its value changed by an amount: "increase Guests by 2", "decrease the weekly hours by 8". The
 * number it holds now is read, the amount added (or taken away), and the field filled with the result; the effect
 * asked is the field's number moved by exactly that amount, the way said. The field's own step size is not known,
 * so its arrows (one step each) are not pressed: the amount is the number's, not a count of steps.
 */
export const spinAmount: WidgetRule = {
  info: {
    name: 'spin-amount',
    does: 'Changes a spin button\'s number by the amount said: the number it holds now plus (or minus) the amount, filled in.',
    when: '"increase Guests by 2", "decrease the weekly hours by 8", "increase the spinner by three" (an amount other than one; "by one" is one step, rule spin-step).',
    evidence: 'Exactly one enabled spin button named so (by its name, the label beside it, the caption before it or the help beside it; for "the spinner", the only one on the page) that holds a plain number now (digits, a sign, a decimal point). After the fill its number must have moved by exactly the amount, the way said, and hold the new number. A field that holds no number, two fields named alike, or a disabled or read-only one hand over.',
    example: {
      html: '<label>Guests <input type="number" value="2"></label>',
      step: 'increase Guests by 3',
      action: 'fill spinbutton "Guests" with "5" (2 + 3)',
    },
  },
  applies: (form, kind) => kind === 'act' && (form.verb === 'increment' || form.verb === 'decrement') && form.frame === 'by-value' && !form.scope && !!form.target && form.value !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const t = form.target!;
    const up = form.verb === 'increment';
    const amount = form.value!;
    const spins = ctx.index.order.filter((n) => n.ref && n.role === 'spinbutton');
    if (!spins.length) return undefined;
    const field = `${t.name} ${t.kind ?? ''}`.trim();
    const name = normalize(field).replace(/\s*(?:spinner|spin ?button|stepper|field|box|input)$/, '');
    let chosen: SnapshotNode[];
    let why: string;
    if (!name || SPIN_WORDS.test(normalize(field))) {
      chosen = spins;
      why = 'the only spin button on the page';
    } else {
      const scored = spins
        .map((n) => ({ n, score: Math.max(...[n.name, besideLabel(n), captionBefore(n), helpTopic(n, ctx.index)].map((l) => nameScore(name, l))) }))
        .filter((s) => s.score >= MIN_SCORE);
      const best = Math.max(0, ...scored.map((s) => s.score));
      chosen = scored.filter((s) => s.score > best - MIN_LEAD).map((s) => s.n);
      why = 'named so';
    }
    if (!chosen.length) return undefined;
    if (chosen.length > 1) return { handover: `${chosen.length} spin buttons match: name the one to change ("increase the Guests field by 2")`, near: true };
    const node = chosen[0]!;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    if (ctx.book.facts(node)?.refusesTyping) return { handover: `${said(node)} is read-only`, near: true };
    const now = (node.text ?? '').trim();
    if (!PLAIN_NUMBER.test(now)) {
      return { handover: `${said(node)} holds ${now ? `"${now}"` : 'no number'}, nothing to ${up ? 'add' : 'take'} ${amount} ${up ? 'to' : 'from'}: say the number to set ("set ${node.name || 'it'} to 5")`, near: true };
    }
    const places = Math.max(decimals(now), decimals(amount));
    const next = (Number(now) + (up ? 1 : -1) * Number(amount)).toFixed(places);
    return {
      actions: [{
        ref: node.ref!,
        method: 'fill',
        arguments: [next],
        description: `fill ${said(node)} with "${next}" (${now} ${up ? '+' : '−'} ${amount})`,
        effect: { value: true, stepped: { ref: node.ref!, up, by: Number(amount) } },
      }],
      candidates: chosen.map((n) => ({ role: n.role, name: n.name ?? '', score: 1 })),
      facts: [`${said(node)}: ${why}`, `it holds ${now}; ${up ? 'increased' : 'decreased'} by ${amount} it is ${next}`],
    };
  },
};
