import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { nounForms, normalize, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * "find the price of the Two-Person Tent", "find the order total": an observe of a value the page
 * shows, located where it is shown (issue 25). Two shapes:
 * - a field of an item ("the F of ITEM"): the one item (a list item, an article, a row, a group)
 *   whose heading or name says ITEM, and in it the value labelled F (a term and its definition), or,
 *   for a word that means an amount of money (price, cost), the one amount of money it shows;
 * - a labelled value ("the total", "the order total"): the one term (a definition list's label)
 *   that says F, and its definition. A word before "total" that means the whole of it ("order
 *   total", "grand total") is passed over; any other word before it (the "shipping total") must be
 *   on the label.
 * Nothing is clicked: the value's element is found and reported.
 */

/** Parts of a page that hold one thing each and are named by a heading or a name in them. */
const UNITS: ReadonlySet<string> = new Set(['listitem', 'article', 'row', 'group', 'region', 'gridcell', 'option', 'treeitem']);
/** Words that mean an amount of money: the value is the one amount the item shows. */
const MONEY_WORDS: ReadonlySet<string> = new Set(['price', 'cost', 'fee', 'amount']);
/** Words before "total" that mean the whole ("order total" is the total of the order): passed over. */
const WHOLE_OF_TOTAL: ReadonlySet<string> = new Set(['order', 'grand', 'cart', 'basket', 'overall', 'final', 'checkout', 'invoice', 'bill']);
/** An amount of money as shown: a currency sign or code beside a number ("£199.00", "$12", "12,50 €", "EUR 40"). */
const MONEY = /^(?:[£$€¥₹]\s?\d[\d,.]*|\d[\d,.]*\s?[£$€¥₹]|(?:USD|EUR|GBP|JPY|CHF|CAD|AUD)\s?\d[\d,.]*|\d[\d,.]*\s?(?:USD|EUR|GBP|JPY|CHF|CAD|AUD))$/;
/** Most words an item's namer says (a heading, a link, a name): longer text is content. */
const MAX_NAME_WORDS = 12;

interface Asked {
  field: string;
  item?: string;
}

function askedOf(form: StepForm): Asked | undefined {
  // "find" asks where a thing is, for observe() or act() alike (count-of reads it so too).
  if (form.verb !== 'find' || form.value !== undefined || !form.target || form.target.kind || form.target.ordinal !== undefined) return undefined;
  const field = normalize(form.target.raw);
  if (!field || words(field).length > 3 || /^how\b/.test(field)) return undefined;
  if (!form.scope) return { field };
  if (form.scope.relation !== 'of' || !form.scope.name) return undefined;
  return { field, item: normalize(form.scope.name) };
}

/** The text a node shows by itself, normalized. */
const textNorm = (n: SnapshotNode) => normalize(ownText(n));

/** The value a term labels: the definition just after it among its siblings. */
function definitionOf(term: SnapshotNode, index: PageIndex): SnapshotNode | undefined {
  const parent = index.parent.get(term);
  const siblings = parent ? parent.children : index.snapshot.nodes;
  const at = siblings.indexOf(term);
  const next = siblings[at + 1];
  return next && next.role === 'definition' && next.ref ? next : undefined;
}

/** Whether a label's words say the field: the same words, the last one in either number ("Totals"). */
function labelSays(label: string, field: string): boolean {
  const a = words(label);
  const b = words(field);
  if (a.length !== b.length) return false;
  return b.every((w, i) => (i === b.length - 1 ? nounForms(w).includes(a[i]!) || nounForms(a[i]!).includes(w) : a[i] === w));
}

/** The terms in `nodes` that say the field, and their values. */
function labelled(nodes: readonly SnapshotNode[], field: string, index: PageIndex): { term: SnapshotNode; value: SnapshotNode }[] {
  const out: { term: SnapshotNode; value: SnapshotNode }[] = [];
  for (const n of nodes) {
    if (n.role !== 'term' || !labelSays(ownText(n), field)) continue;
    const value = definitionOf(n, index);
    if (value) out.push({ term: n, value });
  }
  return out;
}

/** The units the item's name says: the nearest unit above each heading, link or named node whose text is exactly the name. */
function itemsNamed(item: string, index: PageIndex): SnapshotNode[] {
  const out: SnapshotNode[] = [];
  for (const n of index.order) {
    // The step's article is dropped ("the price of The Silent Orchard" names "Silent Orchard"): the page's may lead.
    const t = textNorm(n).replace(/^(?:the|a|an) /, '');
    if (t !== item || words(t).length > MAX_NAME_WORDS) continue;
    if (UNITS.has(n.role) && n.name && normalize(n.name).replace(/^(?:the|a|an) /, '') === item) {
      if (!out.includes(n)) out.push(n);
      continue;
    }
    const unit = ancestors(index, n).find((a) => UNITS.has(a.role));
    if (unit && !out.includes(unit)) out.push(unit);
  }
  // The innermost of nested ones: a row of a list inside a group that a heading names too.
  return out.filter((u) => !out.some((o) => o !== u && ancestors(index, o).includes(u)));
}

const found = (node: SnapshotNode, why: string, fact: string): RuleFound => ({
  actions: [{ ref: node.ref!, method: 'scrollIntoView', arguments: [], description: `${said(node)} "${ownText(node).slice(0, 40)}" (${why})` }],
  candidates: [{ role: node.role, name: ownText(node).slice(0, 60), score: 1, why }],
  facts: [fact],
});

export const valueOf: WidgetRule = {
  info: {
    name: 'value-of',
    does: 'An observe of a value the page shows ("the price of the Two-Person Tent", "the order total") located where it is shown: the item\'s labelled value or its one amount of money, or the one term that says the label and its definition.',
    when: '"find the price of the X" (a card, list item or row named X by its heading or name), "find the total", "find the order total" (a definition list\'s "Total"): a find (an observe) that no element is named by.',
    evidence:
      'For "the F of X": exactly one item (list item, article, row, group) whose heading, link or name says X exactly; in it exactly one term saying F with its definition, or, for a money word (price, cost, fee, amount), exactly one text that is an amount of money. For "the F": exactly one term on the page saying F (a word before "total" that means the whole, like "order" or "grand", is passed over) with its definition. Two of either hand over naming them.',
    example: {
      html: '<ul><li><h3>Oak desk</h3><div>£240.00</div><button>Add to cart</button></li><li><h3>Pine shelf</h3><div>£65.00</div><button>Add to cart</button></li></ul>',
      step: 'find the price of the Pine shelf',
      action: 'generic "£65.00" (the amount of money the item "pine shelf" shows)',
    },
  },
  applies: (form) => !!askedOf(form),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const asked = askedOf(form)!;
    const { field, item } = asked;
    if (item === undefined) {
      // "the order total": the label is "Total"; "the shipping total" keeps its word and must be said on the label.
      const w = words(field);
      const label = w.length > 1 && w.at(-1) === 'total' && w.slice(0, -1).every((x) => WHOLE_OF_TOTAL.has(x)) ? 'total' : field;
      const hits = labelled(ctx.index.order, label, ctx.index);
      if (!hits.length) return undefined;
      if (hits.length > 1) return { handover: `${hits.length} labels say "${label}" (${hits.slice(0, 3).map((h) => `"${ownText(h.value).slice(0, 20)}"`).join(', ')}): say where ("the ${label} in …")`, near: true };
      const { term, value } = hits[0]!;
      return found(value, `the value labelled "${ownText(term)}"`, `term "${ownText(term)}" labels definition "${ownText(value).slice(0, 40)}"`);
    }
    const units = itemsNamed(item, ctx.index);
    if (!units.length) return undefined;
    if (units.length > 1) return { handover: `${units.length} items are named "${item}": say which (by a word only it has)`, near: true };
    const unit = units[0]!;
    const inside = subtree(unit);
    const hits = labelled(inside, field, ctx.index);
    if (hits.length === 1) {
      const { term, value } = hits[0]!;
      return found(value, `the value labelled "${ownText(term)}" in the item "${item}"`, `term "${ownText(term)}" in ${said(unit)} labels "${ownText(value).slice(0, 40)}"`);
    }
    if (hits.length > 1) return { handover: `the item "${item}" has ${hits.length} values labelled "${field}": say which`, near: true };
    const fieldWords = words(field);
    if (fieldWords.length !== 1 || !MONEY_WORDS.has(fieldWords[0]!)) return undefined;
    // The amounts the item shows, each its own text (an element holding one amount and nothing else).
    const amounts = inside.filter((n) => n.ref && n !== unit && MONEY.test(ownText(n).trim()));
    const outer = amounts.filter((n) => !amounts.some((o) => o !== n && ancestors(ctx.index, n).includes(o)));
    if (!outer.length) return { handover: `the item "${item}" shows no amount of money for its ${field}: say which text holds it`, near: true };
    if (outer.length > 1) return { handover: `the item "${item}" shows ${outer.length} amounts (${outer.slice(0, 3).map((n) => `"${ownText(n)}"`).join(', ')}): say which is the ${field}`, near: true };
    const value = outer[0]!;
    return found(value, `the amount of money the item "${item}" shows`, `${said(unit)} named "${item}" shows one amount of money, "${ownText(value)}"`);
  },
};
