import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, besideLabel, captionBefore, subtree, type PageIndex } from '../page-index.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { alikeWords, nounForms, normalize, words } from '../text.js';
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

/** A stepper's own buttons beside its field, by name or tooltip: "+", "More", "Increase delay" (or the opposite). */
const UP_BUTTON = /^(?:\+|＋|▲|increase|increment|plus|more|up|raise)(?:\s|$)/i;
const DOWN_BUTTON = /^(?:−|-|–|▼|decrease|decrement|minus|fewer|less|down|lower)(?:\s|$)/i;

/**
 * The field's own step buttons (APG spin button: its increment and decrement buttons beside it):
 * the buttons of the nearest box around the field alone (two levels up at most) that has any, each read by
 * its name, then its tooltip. Undefined when the field has none; [] when none goes the way asked.
 */
function stepButtons(node: SnapshotNode, up: boolean, ctx: Parameters<WidgetRule['resolve']>[1]): SnapshotNode[] | undefined {
  const way = (n: SnapshotNode): boolean | undefined => {
    for (const text of [n.name ?? '', ctx.book.facts(n)?.title ?? '']) {
      const t = text.trim();
      if (UP_BUTTON.test(t)) return true;
      if (DOWN_BUTTON.test(t)) return false;
    }
    return undefined;
  };
  for (const box of ancestors(ctx.index, node).slice(0, 2)) {
    const inside = subtree(box);
    // A box that holds another field holds that field's buttons too: not this field's own.
    if (inside.some((n) => n !== node && (n.role === 'spinbutton' || n.role === 'textbox' || n.role === 'slider'))) return undefined;
    const buttons = inside.filter((n) => n !== node && n.ref && n.role === 'button');
    const read = buttons.map((n) => ({ n, up: way(n) })).filter((b) => b.up !== undefined);
    if (read.length) return read.filter((b) => b.up === up).map((b) => b.n);
    if (buttons.length) return undefined;
  }
  return undefined;
}

/** "add an hour to X", "add one minute to X": one step of a field whose unit is that word. */
const ONE_UNIT = /^(?:an?|one|1) (\p{L}+)$/u;
/** A help control beside a field, named by what the field is about: "About session timeout", "Help with the reminder delay". */
export const HELP_NAME = /^(?:about|help(?: with| for| on)?|more about|what is|what's|info(?:rmation)? (?:about|on))\s+(?:the\s+|your\s+|my\s+)?(.+?)\??$/i;
const FIELD_ROLES: ReadonlySet<string> = new Set(['spinbutton', 'textbox', 'slider', 'combobox', 'searchbox']);

/**
 * What a help control beside the field says it is about ("About session timeout" beside "Sign me
 * out after"): the nearest box around the field (three levels up at most) holding no other field
 * and one such control.
 */
export function helpTopic(node: SnapshotNode, index: PageIndex): string | undefined {
  for (const box of ancestors(index, node).slice(0, 3)) {
    const inside = subtree(box);
    if (inside.some((n) => n !== node && FIELD_ROLES.has(n.role))) return undefined;
    const topics = inside.filter((n) => n.role === 'button' && n.name).map((n) => HELP_NAME.exec(n.name!.trim())?.[1]).filter((t): t is string => !!t);
    if (topics.length === 1) return topics[0];
    if (topics.length > 1) return undefined;
  }
  return undefined;
}

/** The text just after a field, its step buttons passed over: its unit ("minutes", "hours of inactivity"). */
function unitAfter(node: SnapshotNode, index: PageIndex): string | undefined {
  const at = index.position.get(node)!;
  for (let i = at + 1; i < Math.min(index.order.length, at + 12); i++) {
    const n = index.order[i]!;
    if (n.role === 'text') return (n.text ?? '').trim() || undefined;
    if (n.role !== 'button' && n.role !== 'generic') return undefined;
  }
  return undefined;
}

/** The direction and the spin button's name as the step says it ('' for "the spinner"); a unit when one of it is the step. */
function partsOf(form: StepForm, kind: 'act' | 'observe' = 'act'): { up: boolean; field: string; alt?: string; unit?: string; find?: boolean } | undefined {
  const t = form.target;
  if (!t) return undefined;
  // observe "find the reminder delay field": the field alone, found as a stepper is.
  if (form.verb === 'find') {
    if (kind !== 'observe' || form.frame !== 'target' || form.scope || t.ordinal !== undefined || !t.name || !t.roles?.includes('spinbutton')) return undefined;
    return { up: true, field: t.name, find: true };
  }
  if (form.verb === 'add' && form.frame === 'value-to' && !form.scope && form.value !== undefined) {
    const unit = ONE_UNIT.exec(normalize(form.value))?.[1];
    if (unit && !['more', 'item', 'step', 'notch', 'point'].includes(unit)) return { up: true, field: `${t.name} ${t.kind ?? ''}`.trim(), unit };
  }
  if ((form.verb === 'increment' || form.verb === 'decrement') && form.frame === 'target' && !form.scope) {
    return { up: form.verb === 'increment', field: `${t.name} ${t.kind ?? ''}`.trim() };
  }
  if ((form.verb === 'increment' || form.verb === 'decrement') && form.frame === 'target' && form.scope?.relation === 'of' && !t.kind && COUNT_WORDS.test(normalize(t.name))) {
    const owner = `${form.scope.name} ${form.scope.kind ?? ''}`.trim();
    // "the number of items in the digest": the items counted, then the field that holds them.
    const held = /^[a-z]+s (?:in|on|for) (?:the |my |your )?(.+)$/.exec(normalize(owner));
    return held ? { up: form.verb === 'increment', field: held[1]!, alt: owner } : { up: form.verb === 'increment', field: owner };
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
    does: 'Steps a spin button up or down: by its own step button beside it ("+", "More", "Increase …", by name or tooltip) when it has them, else by the pattern\'s keys (Up Arrow, Down Arrow).',
    when: '"increment the spinner", "decrease Quantity", "click the up arrow of the spinner", "click the minus next to Quantity", "add one more item to the Quantity", "decrease the number of guests", "add an hour to the session timeout" (a field counted in hours, written after it; a field named by the help beside it, "About session timeout"); observe "find the reminder delay field".',
    evidence: 'Exactly one enabled spin button named so (or, for "the spinner", the only one on the page); after a key its value must change, after a step button\'s click its number (value, aria-valuenow, else its text) must have moved the way asked (a field left as it was, or moved the other way, fails the step); "an hour" only to a field whose unit is hours, and it must move by exactly 1.',
    example: {
      html: '<label>Quantity <input type="number" value="2"></label>',
      step: 'increment the Quantity spinner',
      action: 'press ArrowUp in spinbutton "Quantity"',
    },
  },
  applies: (form, kind) => partsOf(form, kind) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { up, field, alt, unit, find } = partsOf(form, ctx.kind)!;
    const spins = ctx.index.order.filter((n) => n.ref && n.role === 'spinbutton');
    if (!spins.length) return undefined;
    const name = normalize(field).replace(/\s*(?:spinner|spin ?button|stepper|field|box|input)$/, '');
    let chosen: SnapshotNode[];
    let why: string;
    if (!name || SPIN_WORDS.test(normalize(field))) {
      chosen = spins;
      why = 'the only spin button on the page';
    } else {
      const names = alt ? [name, normalize(alt)] : [name];
      const scored = spins.map((n) => ({ n, score: Math.max(...[n.name, besideLabel(n), captionBefore(n), helpTopic(n, ctx.index)].flatMap((l) => names.map((w) => nameScore(w, l)))) })).filter((s) => s.score >= MIN_SCORE);
      const best = Math.max(0, ...scored.map((s) => s.score));
      chosen = scored.filter((s) => s.score > best - MIN_LEAD).map((s) => s.n);
      why = 'named so';
      if (!chosen.length) {
        // Named only by its step buttons: "Decrease reminder delay" beside a field labelled otherwise.
        const before = ctx.book.misses;
        chosen = spins.filter((n) => (stepButtons(n, up, ctx) ?? []).some((b) => nameScore(name, normalize(b.name ?? '').replace(/^\S+\s+/, '')) >= MIN_SCORE && /\s/.test((b.name ?? '').trim())));
        if (ctx.book.misses > before) return { handover: 'reading the tooltips of the buttons beside the fields', near: true };
        why = 'its step buttons are named so';
      }
    }
    if (!chosen.length) return undefined;
    if (chosen.length > 1) return { handover: `${chosen.length} spin buttons match: name the one to step ("increment the Quantity spinner")`, near: true };
    const node = chosen[0]!;
    if (find) return { actions: [{ ref: node.ref!, method: 'fill', arguments: [], description: `${said(node)} (${why})` }], candidates: [{ role: node.role, name: node.name ?? '', score: 1 }], facts: [`${said(node)}: ${why}`] };
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    // "add an hour": the field's unit, written after it, must be that word.
    const shownUnit = unit ? unitAfter(node, ctx.index) : undefined;
    if (unit) {
      const first = words(shownUnit ?? '')[0];
      if (!first || !(alikeWords(unit, first) || nounForms(unit).includes(first))) return { handover: `${said(node)} counts ${shownUnit ? `"${shownUnit}"` : 'in no unit it shows'}, not ${unit}s: say how many steps`, near: true };
    }
    const by = unit ? { by: 1 } : {};
    // Its own step buttons first: many steppers draw the field as text that ignores the keys.
    const before = ctx.book.misses;
    const buttons = stepButtons(node, up, ctx);
    if (ctx.book.misses > before) return { handover: 'reading the tooltips of the buttons beside the field', near: true };
    if (buttons && buttons.length !== 1) return { handover: `${buttons.length} buttons beside ${said(node)} step it ${up ? 'up' : 'down'}: name the one to click`, near: true };
    if (buttons) {
      const button = buttons[0]!;
      if (button.disabled) return { handover: `${said(button)} beside ${said(node)} is disabled`, near: true };
      return {
        actions: [{ ref: button.ref!, method: 'click', arguments: [], description: `click ${said(button)} beside ${said(node)}`, effect: { stepped: { ref: node.ref!, up, ...by } } }],
        candidates: chosen.map((n) => ({ role: n.role, name: n.name ?? '', score: 1 })),
        facts: [`${said(node)}: ${why}`, `APG spin button: ${said(button)} beside it steps it ${up ? 'up' : 'down'}`],
      };
    }
    const key = up ? 'ArrowUp' : 'ArrowDown';
    return {
      actions: [{ ref: node.ref!, method: 'press', arguments: [key], description: `press ${key} in ${said(node)}`, effect: unit ? { changed: true, stepped: { ref: node.ref!, up, by: 1 } } : { changed: true } }],
      candidates: chosen.map((n) => ({ role: n.role, name: n.name ?? '', score: 1 })),
      facts: [`${said(node)}: ${why}`, `APG spin button: ${key} steps it ${up ? 'up' : 'down'}`],
    };
  },
};
