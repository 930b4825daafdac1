import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { besideLabel, captionBefore } from '../page-index.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** What people call a spin button without naming it. */
const SPIN_WORDS = /^(?:spinner|spin ?button|stepper|number (?:field|box|input)|counter)$/;
/** Its arrows, as a step names them: "the up arrow of the spinner". */
const UP = /^(?:up|increment|increase|plus|\+)(?: (?:arrow|button|control))?$/;
const DOWN = /^(?:down|decrement|decrease|minus|-)(?: (?:arrow|button|control))?$/;
/** "add one more item to X", "add 1 to X": one step up, said as an amount of one. */
const ONE_MORE = /^(?:one|1|another)(?: more)?(?: [a-z]+)?$/;
/** "decrease the number of items in X": the count said as a noun before the field. */
const COUNT_WORDS = /^(?:number|count|amount)$/;

/** The direction and the spin button's name as the step says it ('' for "the spinner"). */
function partsOf(form: StepForm): { up: boolean; field: string } | undefined {
  const t = form.target;
  if (!t) return undefined;
  if ((form.verb === 'increment' || form.verb === 'decrement') && form.frame === 'target' && !form.scope) {
    return { up: form.verb === 'increment', field: `${t.name} ${t.kind ?? ''}`.trim() };
  }
  if ((form.verb === 'increment' || form.verb === 'decrement') && form.frame === 'target' && form.scope?.relation === 'of' && !t.kind && COUNT_WORDS.test(normalize(t.name))) {
    const owner = `${form.scope.name} ${form.scope.kind ?? ''}`.trim();
    // "the number of items in the digest": the items counted, then the field that holds them.
    const held = /^[a-z]+s (?:in|on|for) (?:the |my |your )?(.+)$/.exec(normalize(owner));
    return { up: form.verb === 'increment', field: held ? held[1]! : owner };
  }
  if (form.verb === 'add' && form.frame === 'value-to' && !form.scope && form.value !== undefined && ONE_MORE.test(normalize(form.value))) {
    return { up: true, field: `${t.name} ${t.kind ?? ''}`.trim() };
  }
  if (form.verb === 'click' && form.scope && ['of', 'on', 'in', 'for', 'next to', 'beside'].includes(form.scope.relation)) {
    const arrow = normalize(t.raw);
    const up = UP.test(arrow) ? true : DOWN.test(arrow) ? false : undefined;
    if (up === undefined) return undefined;
    return { up, field: `${form.scope.name} ${form.scope.kind ?? ''}`.trim() };
  }
  return undefined;
}

/**
 * APG spin button: "increment the spinner", "click the up arrow of the Quantity spinner". Its
 * arrows are often drawn with no name (or hidden from the accessibility tree), and the pattern's
 * keys do the same: Up Arrow steps it up, Down Arrow down. The effect asked: its value changed.
 */
export const spinStep: WidgetRule = {
  info: {
    name: 'spin-step',
    does: 'Steps a spin button up or down by the pattern\'s keys (Up Arrow, Down Arrow), not by its unnamed arrows.',
    when: '"increment the spinner", "decrease Quantity", "click the up arrow of the spinner", "click the minus next to Quantity", "add one more item to the Quantity", "decrease the number of guests".',
    evidence: 'Exactly one enabled spin button named so (or, for "the spinner", the only one on the page); its value must change.',
    example: {
      html: '<label>Quantity <input type="number" value="2"></label>',
      step: 'increment the Quantity spinner',
      action: 'press ArrowUp in spinbutton "Quantity"',
    },
  },
  applies: (form) => partsOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { up, field } = partsOf(form)!;
    const spins = ctx.index.order.filter((n) => n.ref && n.role === 'spinbutton');
    if (!spins.length) return undefined;
    const name = normalize(field).replace(/\s*(?:spinner|spin ?button|stepper|field|box|input)$/, '');
    let chosen: SnapshotNode[];
    let why: string;
    if (!name || SPIN_WORDS.test(normalize(field))) {
      chosen = spins;
      why = 'the only spin button on the page';
    } else {
      const scored = spins.map((n) => ({ n, score: Math.max(...[n.name, besideLabel(n), captionBefore(n)].map((l) => nameScore(name, l))) })).filter((s) => s.score >= MIN_SCORE);
      const best = Math.max(0, ...scored.map((s) => s.score));
      chosen = scored.filter((s) => s.score > best - MIN_LEAD).map((s) => s.n);
      why = 'named so';
    }
    if (!chosen.length) return undefined;
    if (chosen.length > 1) return { handover: `${chosen.length} spin buttons match: name the one to step ("increment the Quantity spinner")`, near: true };
    const node = chosen[0]!;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    const key = up ? 'ArrowUp' : 'ArrowDown';
    return {
      actions: [{ ref: node.ref!, method: 'press', arguments: [key], description: `press ${key} in ${said(node)}`, effect: { changed: true } }],
      candidates: chosen.map((n) => ({ role: n.role, name: n.name ?? '', score: 1 })),
      facts: [`${said(node)}: ${why}`, `APG spin button: ${key} steps it ${up ? 'up' : 'down'}`],
    };
  },
};
