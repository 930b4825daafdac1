import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { MIN_LEAD, MIN_SCOPED_SCORE, nameScore } from '../score.js';
import { nounForms, normalize, words } from '../text.js';
import { isHeaderRow } from './grid-rows.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A control in an item's own row said with the item's short name, as people say it: "increase the
 * quantity of the water bottle" (the row "Stainless water bottle 750 ml", its "Increase quantity"
 * button), "click the minus button for the water bottle" (its button drawn "−"), "remove the
 * Merino socks from the cart" (the row "Merino hiking socks (3 pairs)", its Remove button).
 */

/** The roles of an item that holds its own controls: a row, a list item, a group, an article. */
const ITEM_ROLES: ReadonlySet<string> = new Set(['row', 'listitem', 'group', 'article']);
const CONTROLS: ReadonlySet<string> = new Set(['button', 'link', 'menuitem']);
/** Words that say nothing of which item: articles, prepositions. */
const NOT_CONTENT: ReadonlySet<string> = new Set(['the', 'a', 'an', 'of', 'for', 'my', 'our', 'your', 'this', 'that', 'one', 'and', 'with', 'in', 'on']);
/** Prepositions that put a control in an item ("of the water bottle", "for the socks"). */
const OF_ITEM: ReadonlySet<string> = new Set(['of', 'for', 'on', 'in']);

type Sense = 'more' | 'less' | 'remove';
/** A control's name (first words) or the sign it shows, for each sense. */
const MORE = /^(?:increase|increment|add one|plus|more|\+|＋)(?:\s|$)/;
const LESS = /^(?:decrease|decrement|reduce|remove one|minus|less|subtract|−|-|–|－)(?:\s|$)/;
/** What a step's target word means when it is a sign's name ("the minus button"). */
const SIGN_WORDS: ReadonlyMap<string, Sense> = new Map([['minus', 'less'], ['plus', 'more']]);
/** Target words that name what a stepper changes, not a control ("increase the quantity"). */
const AMOUNT_WORDS: ReadonlySet<string> = new Set(['quantity', 'amount', 'count', 'number', 'qty']);
/** A whole number said as a field's new value. */
const NUMBER = /^\s*\d{1,6}\s*$/;

interface Wanted {
  /** The item's short name, as said. */
  item: string;
  /** The part the item is taken from ("from the cart"), when said. */
  from?: string;
  /**
   * A sense (a stepper's button, a remove), a control named by its own name, a field set to a number
   * ("change the quantity of the socks to 3"), or an option of the item's own select ("choose size M
   * for the linen shirt": `words` the option's name, maybe after words naming the select).
   */
  wants: { sense: Sense; said?: string } | { control: string; roles?: readonly string[] } | { field: string; value: string } | { choose: string[]; named?: string };
}

/** What the step asks: the item and the control, from the typed form; undefined when it is not of this shape. */
function wantedOf(form: StepForm): Wanted | undefined {
  const t = form.target;
  const scope = form.scope;
  if (!t || t.ordinal !== undefined || scope?.kind) return undefined;
  const name = normalize(t.name);
  const lastWord = words(name).at(-1) ?? '';
  // "decrease the Merino Beanie quantity", "change the socks quantity to 3": the item said before the amount word.
  const before = AMOUNT_WORDS.has(lastWord) && words(name).length > 1 ? words(name).slice(0, -1).join(' ') : undefined;
  if (!scope) {
    if (!before) return undefined;
    if ((form.verb === 'increment' || form.verb === 'decrement') && form.value === undefined) return { item: before, wants: { sense: form.verb === 'increment' ? 'more' : 'less' } };
    if (form.verb === 'set' && form.frame === 'to-value' && form.value && NUMBER.test(form.value)) return { item: before, wants: { field: lastWord, value: form.value.trim() } };
    return undefined;
  }
  if (!OF_ITEM.has(scope.relation) && scope.relation !== 'from') return undefined;
  // "change the quantity of the trail shoes to 3": a number in the item's own field the amount word names.
  if (form.verb === 'set' && form.frame === 'to-value' && form.value && NUMBER.test(form.value) && OF_ITEM.has(scope.relation) && AMOUNT_WORDS.has(name)) return { item: scope.name, wants: { field: name, value: form.value.trim() } };
  // "choose size M for the linen shirt", "select M as the size for the linen shirt": an option of the item's own select.
  if (form.verb === 'select' && OF_ITEM.has(scope.relation)) {
    if (form.frame === 'as-value' && form.value) return { item: scope.name, wants: { choose: words(normalize(form.value)), named: name } };
    if (form.frame === 'target' && form.value === undefined && name) return { item: scope.name, wants: { choose: words(name) } };
    return undefined;
  }
  if (form.value !== undefined) return undefined;
  // "remove the Merino socks from the cart": the item is the target, the part after "from".
  if (form.verb === 'remove' && scope.relation === 'from' && t.name && !t.kind) return { item: t.name, from: scope.name, wants: { sense: 'remove', said: normalize(form.said) } };
  if (!OF_ITEM.has(scope.relation)) return undefined;
  // "increase the quantity of the water bottle", "decrease the amount for X".
  if ((form.verb === 'increment' || form.verb === 'decrement') && (!name || AMOUNT_WORDS.has(name))) return { item: scope.name, wants: { sense: form.verb === 'increment' ? 'more' : 'less' } };
  if (form.verb !== 'click' && form.verb !== 'find') return undefined;
  // "click the minus button for the water bottle".
  const sign = SIGN_WORDS.get(name);
  if (sign) return { item: scope.name, wants: { sense: sign } };
  // "click Remove for the socks": a control named in the item.
  if (name) return { item: scope.name, wants: { control: t.name, ...(t.roles?.length ? { roles: t.roles } : {}) } };
  return undefined;
}

/** The item's own words: the text it shows, without what its controls and fields say. */
export function itemText(item: SnapshotNode): string {
  const out: string[] = [];
  const visit = (n: SnapshotNode) => {
    if (n !== item && isActionable(n)) return;
    if (n.role === 'text') out.push(n.text ?? '');
    // A leaf (a table cell whose text the snapshot gives as its name) says its name or text.
    else if (n !== item && !n.children.length) out.push(n.text ?? n.name ?? '');
    for (const c of n.children) visit(c);
  };
  visit(item);
  return out.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * Whether `said`'s content words appear in `text` in that order (words may be skipped between; a plural is the
 * word). `shortened`: a word said may also be the start of a longer word of the text, four letters or more ("trail
 * shoes" for "Trailrunner Shoes").
 */
export function saysInOrder(said: string, text: string, shortened = false): boolean {
  const asked = words(normalize(said)).filter((w) => !NOT_CONTENT.has(w));
  if (!asked.length) return false;
  const own = words(text);
  let at = 0;
  for (const w of asked) {
    const forms = nounForms(w);
    const fits = (o: string) => forms.includes(o) || nounForms(o).includes(w) || (shortened && w.length >= 4 && /^\p{L}+$/u.test(w) && o.length > w.length && o.startsWith(w));
    while (at < own.length && !fits(own[at]!)) at++;
    if (at >= own.length) return false;
    at++;
  }
  return true;
}

/** The items whose own words say the short name, innermost (an item holding another that says it is not that item). */
function itemsSaying(index: PageIndex, name: string, from: string | undefined): SnapshotNode[] {
  const saying = (shortened: boolean) => index.order.filter((n) => ITEM_ROLES.has(n.role) && !(n.role === 'row' && isHeaderRow(n)) && saysInOrder(name, normalize(itemText(n)), shortened));
  // Words as said first; only when no item says them so, a said word may start a longer one ("trail" for "Trailrunner").
  let items = saying(false);
  if (!items.length) items = saying(true);
  items = items.filter((n) => !items.some((o) => o !== n && ancestors(index, o).includes(n)));
  // "from the cart": when some items lie in a part named so, those are meant.
  if (from) {
    const inPart = items.filter((n) => ancestors(index, n).some((a) => a.name && saysInOrder(from, normalize(a.name))));
    if (inPart.length) return inPart;
  }
  return items;
}

/** The item's controls that do what the sense says. */
function controlsFor(item: SnapshotNode, sense: Sense, verb: string | undefined): SnapshotNode[] {
  const controls = subtree(item).filter((n) => n !== item && n.ref && CONTROLS.has(n.role));
  const names = (n: SnapshotNode) => [normalize(n.name ?? ''), normalize(ownText(n)), (n.text ?? '').trim()].filter(Boolean);
  if (sense === 'remove') return controls.filter((n) => names(n).some((s) => (words(s)[0] === verb && !/^remove one\b/.test(s)) || s === 'x' || s === '×'));
  const re = sense === 'more' ? MORE : LESS;
  return controls.filter((n) => names(n).some((s) => re.test(s.toLowerCase())));
}

const labelOf = (item: SnapshotNode) => (itemText(item) || item.name || '').slice(0, 60);

export const itemControl: WidgetRule = {
  fallback: true,
  info: {
    name: 'item-control',
    does: 'A control in one item\'s row (a table row, list item, group or article) with the item said by a shortened name: its stepper button (increase/decrease, a + or − sign), its Remove button, its quantity field set to a number, an option of its own select, or the control the step names in it.',
    when: '"increase the quantity of the water bottle", "decrease the water bottle quantity", "click the minus button for the water bottle", "remove the Merino socks from the cart", "click Remove for the socks", "change the quantity of the socks to 3", "choose size M for the linen shirt", "select M as the size for the linen shirt": no name on the page says the item\'s words as written.',
    evidence: 'Exactly one item (innermost) whose own words (not its controls\') hold every content word of the short name in order, words skipped between allowed (only when no item says them so: a word said may start a longer word, four letters or more, "trail shoes" for "Trailrunner Shoes"); in it, exactly one enabled control for the sense (a name starting increase / decrease or the verb said, or a sign + / − / ×), one field named by the amount word (else its one spin button) for a number, one option of its selects named by the last words said (the words before, or "as the …", naming that select by its name or its prompt option, "Size"), or one control clearly best named so. Two items that say the name, or two fitting controls or options, hand over naming them. A removed item\'s control must be gone after; a field must hold the number, a select the option.',
    example: {
      html: '<ul aria-label="Basket"><li>Organic oat milk 1 l <button aria-label="Decrease quantity">−</button> 1 <button aria-label="Increase quantity">+</button></li><li>Sourdough loaf <button aria-label="Decrease quantity">−</button> 1 <button aria-label="Increase quantity">+</button></li></ul>',
      step: 'increase the quantity of the oat milk',
      action: 'click button "Increase quantity" of the item "Organic oat milk 1 l 1"',
    },
  },
  applies: (form) => !!wantedOf(form),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { item, from, wants } = wantedOf(form)!;
    const items = itemsSaying(ctx.index, item, from).filter((n) => subtree(n).some((c) => c !== n && c.ref && isActionable(c)));
    if (!items.length) return undefined;
    if (items.length > 1) {
      // Some of them may lie behind an open modal (a cart drawer over the product list): ask the page;
      // those it says are covered leave the index, and the step is resolved again.
      const before = ctx.book.misses;
      for (const n of items.slice(0, 8)) ctx.book.facts(n);
      if (ctx.book.misses > before) return { handover: `reading whether the ${items.length} items that say "${item}" are all within reach`, near: true };
      return { handover: `${items.length} items say "${item}" (${items.slice(0, 3).map((n) => `"${labelOf(n)}"`).join(', ')}): say more of the item's name`, near: true };
    }
    const row = items[0]!;
    const what = `the item "${labelOf(row)}"`;
    const candidates = [{ role: row.role, name: labelOf(row), score: 1, why: `its words hold "${item}" in order` }];
    const facts = [`${what}: ${said(row)}`];
    if ('field' in wants) return fieldIn(row, wants, what, candidates, facts);
    if ('choose' in wants) return optionIn(row, wants, what, candidates, facts);
    let control: SnapshotNode;
    if ('sense' in wants) {
      let found = controlsFor(row, wants.sense, wants.said).filter((c) => !c.disabled);
      // Two steppers in one item ("Increase quantity", "Increase size"): the step's word picks one.
      const word = normalize(form.target?.name ?? '');
      if (found.length > 1 && word) found = found.filter((c) => words(normalize(c.name ?? '')).includes(word));
      if (found.length !== 1) {
        const held = subtree(row).filter((n) => n !== row && n.ref && isActionable(n)).map((n) => n.name || ownText(n) || n.role);
        const does = wants.sense === 'remove' ? 'remove it' : wants.sense === 'more' ? 'increase it' : 'decrease it';
        return { handover: `${what} has ${found.length || 'no'} enabled control${found.length === 1 ? '' : 's'} to ${does}${held.length ? ` (it holds: ${held.slice(0, 6).join(', ')})` : ''}: say which to click`, near: true };
      }
      control = found[0]!;
    } else {
      const controls = subtree(row).filter((n) => n !== row && n.ref && isActionable(n) && (!wants.roles || wants.roles.includes(n.role)));
      const scored = controls.map((n) => ({ node: n, score: Math.max(nameScore(wants.control, n.name ?? ''), nameScore(wants.control, ownText(n))) })).filter((s) => s.score >= MIN_SCOPED_SCORE).sort((a, b) => b.score - a.score);
      if (!scored.length) return undefined;
      if (scored.length > 1 && scored[0]!.score - scored[1]!.score < MIN_LEAD) return { handover: `${scored.length} controls in ${what} match "${wants.control}" (${scored.map((s) => said(s.node)).join(', ')}): say its whole name`, near: true };
      control = scored[0]!.node;
      if (control.disabled) return { handover: `${said(control)} in ${what} is disabled`, near: true };
    }
    const removes = 'sense' in wants && wants.sense === 'remove';
    const description = ctx.kind === 'observe' ? `${said(control)} of ${what}` : `click ${said(control)} of ${what}`;
    return {
      actions: [{ ref: control.ref!, method: 'click', arguments: [], description, ...(removes ? { effect: { gone: true } } : {}) }],
      candidates,
      facts: [...facts, `its control: ${said(control)}`],
    };
  },
};

/** Fields that hold an item's number: a spin button, a text box. */
const NUMBER_FIELDS: ReadonlySet<string> = new Set(['spinbutton', 'textbox']);

/**
 * "change the quantity of the trail shoes to 3": the item's one field named by the amount word (else, for an
 * amount word, its one spin button), filled with the number; the field must hold it after.
 */
function fieldIn(row: SnapshotNode, wants: { field: string; value: string }, what: string, candidates: RuleFound['candidates'], facts: string[]): RuleFound | RuleHandover {
  const fields = subtree(row).filter((n) => n !== row && n.ref && NUMBER_FIELDS.has(n.role) && isActionable(n));
  let named = fields.filter((n) => words(normalize(n.name ?? '')).some((w) => nounForms(wants.field).includes(w)));
  if (!named.length && AMOUNT_WORDS.has(wants.field)) named = fields.filter((n) => n.role === 'spinbutton');
  if (named.length !== 1) return { handover: `${what} has ${named.length || 'no'} field${named.length === 1 ? '' : 's'} for the ${wants.field}${fields.length ? ` (it holds: ${fields.map(said).join(', ')})` : ''}: say which to fill`, near: true };
  const field = named[0]!;
  if (field.disabled) return { handover: `${said(field)} in ${what} is disabled`, near: true };
  return {
    actions: [{ ref: field.ref!, method: 'fill', arguments: [wants.value], description: `fill ${said(field)} of ${what} with "${wants.value}"`, effect: { value: true } }],
    candidates,
    facts: [...facts, `its field: ${said(field)}`],
  };
}

/**
 * "choose size M for the linen shirt", "select 42 as the size for the Trailrunner Shoes": among the item's own
 * selects, the one option named by the last words said (the words before them, or the words "as the …", must
 * name that select: its name, or its first option when that is a prompt, "Size"). Exactly one such option in the
 * item, else handed over naming what it offers.
 */
function optionIn(row: SnapshotNode, wants: { choose: string[]; named?: string }, what: string, candidates: RuleFound['candidates'], facts: string[]): RuleFound | RuleHandover | undefined {
  const selects = subtree(row).filter((n) => n !== row && n.ref && n.role === 'combobox' && n.children.some((c) => c.role === 'option') && isActionable(n));
  if (!selects.length) return undefined;
  const optionText = (o: SnapshotNode) => o.name ?? ownText(o);
  const selectWords = (sel: SnapshotNode) => {
    const first = sel.children.find((c) => c.role === 'option');
    return [normalize(sel.name ?? ''), first ? normalize(optionText(first)) : ''].filter(Boolean);
  };
  const hits: { select: SnapshotNode; option: SnapshotNode }[] = [];
  for (let split = 0; split < wants.choose.length; split++) {
    const naming = [...(wants.named ? words(wants.named) : []), ...wants.choose.slice(0, split)].join(' ');
    const value = wants.choose.slice(split).join(' ');
    for (const select of selects) {
      if (naming && !selectWords(select).some((w) => w === naming || words(w).some((x) => nounForms(naming).includes(x)))) continue;
      for (const option of select.children.filter((c) => c.role === 'option' && !c.disabled)) {
        if (normalize(optionText(option)) === value) hits.push({ select, option });
      }
    }
  }
  const unique = hits.filter((h, i) => hits.findIndex((o) => o.option === h.option) === i);
  const offers = selects.map((sel) => `${said(sel)} offers ${sel.children.filter((c) => c.role === 'option').slice(0, 8).map((o) => `"${optionText(o)}"`).join(', ')}`).join('; ');
  if (!unique.length) return { handover: `no select in ${what} offers "${wants.choose.join(' ')}" (${offers}): say the option as it is written`, near: true };
  if (unique.length > 1) return { handover: `${unique.length} options in ${what} fit "${wants.choose.join(' ')}" (${offers}): say which select`, near: true };
  const { select, option } = unique[0]!;
  if (select.disabled) return { handover: `${said(select)} in ${what} is disabled`, near: true };
  const name = optionText(option);
  return {
    actions: [{ ref: select.ref!, method: 'selectOption', arguments: [name], description: `select "${name}" in ${said(select)} of ${what}`, effect: { selected: true } }],
    candidates,
    facts: [...facts, `its select: ${said(select)}, offering "${name}"`],
  };
}
