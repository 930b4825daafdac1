import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import { readTarget, type StepForm } from '../grammar.js';
import { ancestors, subtree, type PageIndex } from '../page-index.js';
import { normalize, nounForms, words } from '../text.js';
import { ordinalWord, WORD_FAMILIES } from '../vocabulary.js';
import { itemText, saysInOrder } from './item-control.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * "add the item to the cart", "add the task to the plan": a thing the page shows, said by its kind
 * with "the" (not a text to type), added by the page's own button: "Add to cart", "Add task", "Add
 * task to plan". The button's name is the verb with the thing, the place, or both, word for word.
 */

const DOING_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'menuitem']);
const POINTING = /^(?:the|this|that|these|those)\s+(\S.*)$/i;
const ARTICLES = /\b(?:the|a|an|my|your|our|this|that)\b/g;
/** A name as its words, less articles and signs ("+ Add to cart" → "add to cart"). */
const plain = (text: string) => normalize(text.replace(/^[+＋]\s*/, '')).replace(ARTICLES, ' ').replace(/\s+/g, ' ').trim();

/** The roles of a part that holds one thing's own controls: a card (article, list item, group), a row. */
const ITEM_ROLES: ReadonlySet<string> = new Set(['article', 'listitem', 'group', 'row']);

/**
 * What a part says it is: its heading when it has exactly one (a card's title), else its name, else its own
 * words (a row's cells).
 */
function partTitle(part: SnapshotNode): string {
  const headings = subtree(part).filter((n) => n !== part && n.role === 'heading');
  if (headings.length === 1) return normalize(headings[0]!.name ?? headings[0]!.text ?? '');
  if (headings.length > 1) return '';
  return normalize(part.name || itemText(part));
}

/**
 * Several alike buttons, one per card ("Add to cart" on every product): the card whose title says the thing
 * in order ("the Daypack" for "Daypack 22L") and holds exactly one of them. Each button's innermost card is
 * taken; the cards that say the thing are counted.
 */
function byCard(index: PageIndex, buttons: readonly SnapshotNode[], thing: string): { part: SnapshotNode; button: SnapshotNode }[] {
  const out: { part: SnapshotNode; button: SnapshotNode }[] = [];
  for (const button of buttons) {
    const part = ancestors(index, button).find((a) => ITEM_ROLES.has(a.role));
    if (!part) continue;
    if (buttons.filter((b) => b !== button && subtree(part).includes(b)).length) continue;
    const title = partTitle(part);
    if (title && saysInOrder(thing, title)) out.push({ part, button });
  }
  return out;
}

/** "a Summit Down Jacket": a thing said with "a" names one the page shows only when a card's title says it. */
const ONE_OF = /^(?:a|an)\s+(\S.*)$/i;

/**
 * What is added and where, as said: "the task" to "the plan"; "put the X in the basket" is "add the X to the
 * basket". `byTitle`: said with "a"/"an", so only a card whose title says the thing settles it.
 */
function addSaid(form: StepForm): { thing: string; place: string; byTitle: boolean; nth?: { ordinal: number; noun: string } } | undefined {
  const adds = (form.verb === 'add' && form.frame === 'value-to') || (form.said === 'put' && form.frame === 'value-into');
  if (!adds || !form.value || form.scope || !form.target?.raw || form.target.exact || form.target.ordinal !== undefined) return undefined;
  const m = form.value.match(POINTING) ?? form.value.match(ONE_OF);
  if (!m) return undefined;
  const thing = plain(m[1]!);
  const place = plain(form.target.raw);
  if (!thing || !place || thing.split(' ').length > 3 || place.split(' ').length > 3) return undefined;
  // "the last product", "the second item": a card by its place among the cards, said by a noun.
  const read = POINTING.test(form.value) ? readTarget(form.value) : undefined;
  if (read && !read.scope && read.target.ordinal !== undefined && !read.target.kind && words(read.target.name).length === 1) {
    return { thing, place, byTitle: false, nth: { ordinal: read.target.ordinal, noun: read.target.name } };
  }
  return { thing, place, byTitle: !POINTING.test(form.value) };
}

/** The place as said and as its family says it ("basket": also cart, bag, trolley). */
const placeWords = (place: string): readonly string[] => WORD_FAMILIES.find((f) => f.includes(place)) ?? [place];

export const addNamed: WidgetRule = {
  info: {
    name: 'add-named',
    does: 'A thing the page shows, said by its kind with "the", added to a place by the page\'s own button: "add the item to the cart" clicks "Add to cart", "add the task to the plan" clicks "Add task".',
    when: '"add the <thing> to the <place>", "put the <thing> in the <place>", "add the <ordinal> <noun> to the <place>": the thing said with the, this or that (a text to type is said without; with a or an only a card\'s title settles it: "put a Claw Hammer in my basket"), the place as said or a word of its family (cart, basket, bag, trolley), and no control named by the whole step.',
    evidence: 'Exactly one enabled button, link or menu item named "Add <thing>", "Add to <place>" or "Add <thing> to <place>" (articles and a leading + aside, a plural as said). Several (an "Add to cart" per product): the one card (article, list item, group, row) holding exactly one of them whose title (its one heading, else its name, else its own words) says the thing\'s words in order ("the Daypack" for "Daypack 22L"); two such cards, none, or its button disabled hand over, counting them. By place ("add the last product to the wishlist", "the second item"): the cards holding one "Add to <place>" each are alike items of one part, all of them counted in page order (a sold-out card without the button too); the noun names any card (item, product, result, card, entry, listing) or the part holding them ("the second event" in a list named Events); the nth card\'s own button, else handed over saying what it lacks.',
    example: {
      html: '<h1>Trail shoes</h1><p>89.00</p><button>Add to cart</button><button>Add to wishlist</button>',
      step: 'add the item to the cart',
      action: 'click button "Add to cart"',
    },
  },
  applies: (form, kind) => kind === 'act' && addSaid(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { thing, place, byTitle, nth } = addSaid(form)!;
    if (nth) return byPlace(ctx.index, nth, place);
    const names = new Set([`add ${thing}`, ...placeWords(place).flatMap((p) => [`add to ${p}`, `add ${thing} to ${p}`])]);
    const found = ctx.index.order.filter((n: SnapshotNode) => n.ref && n.name && DOING_ROLES.has(n.role) && isActionable(n) && names.has(plain(n.name)));
    if (!found.length) return undefined;
    let enabled = found.filter((n) => !n.disabled);
    let card: SnapshotNode | undefined;
    if (enabled.length > 1) {
      // "add the Daypack 22L to the cart": the one card whose title says the thing.
      const cards = byCard(ctx.index, found, thing);
      if (cards.length > 1) {
        return { handover: `${cards.length} parts say "${thing}" (${cards.slice(0, 3).map((c) => `"${partTitle(c.part).slice(0, 40)}"`).join(', ')}), each with ${said(cards[0]!.button)}: say more of its name`, near: true };
      }
      if (cards.length === 1) {
        if (cards[0]!.button.disabled) return { handover: `${said(cards[0]!.button)} in the part "${partTitle(cards[0]!.part).slice(0, 40)}" is disabled`, near: true };
        card = cards[0]!.part;
        enabled = [cards[0]!.button];
      }
    }
    // "put a jacket in my basket": a thing said with "a" is no kind word for the one thing a page shows.
    if (byTitle && !card) return undefined;
    if (enabled.length !== 1) {
      return enabled.length
        ? { handover: `${enabled.length} controls add the ${thing} (${enabled.slice(0, 3).map(said).join(', ')}): say which, e.g. "${enabled[0]!.name}" in the part for the ${thing} you mean`, near: true }
        : { handover: `${said(found[0]!)} is disabled`, near: true };
    }
    const node = enabled[0]!;
    const where = card ? ` in the part "${partTitle(card).slice(0, 40)}"` : '';
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}${where}` }],
      candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: `named as the step says: add, the ${thing}, to the ${place}${card ? `; its part's title says "${thing}"` : ''}` }],
      facts: [`"${node.name}" is "${[...names].find((x) => x === plain(node.name!))}"`, ...(card ? [`the only part holding one of them whose title says "${thing}": ${said(card)}`] : [])],
    };
  },
};

/** Nouns that name whatever a list of cards lists: "the last product", "the second item". */
const ANY_ITEM: ReadonlySet<string> = new Set(['item', 'product', 'result', 'card', 'entry', 'listing', 'one']);

/**
 * "add the last product to the wishlist": the place's alike "Add to wishlist" buttons, one per card; the cards
 * are the alike items (same role) of the one part that holds them, counted in page order, every card counted
 * (a sold-out card without the button too); the nth card's own button. The noun must name any card ("product",
 * "item") or be what the part holding the cards is named ("the last book" in a list named "Books").
 */
function byPlace(index: PageIndex, nth: { ordinal: number; noun: string }, place: string): RuleFound | RuleHandover | undefined {
  const names = new Set(placeWords(place).map((p) => `add to ${p}`));
  const found = index.order.filter((n: SnapshotNode) => n.ref && n.name && DOING_ROLES.has(n.role) && isActionable(n) && names.has(plain(n.name)));
  if (found.length < 2) return undefined;
  // Each button's innermost card, holding that one button only.
  const cards = found.map((b) => ancestors(index, b).find((a) => ITEM_ROLES.has(a.role))).filter((c): c is SnapshotNode => !!c);
  if (cards.length !== found.length || new Set(cards).size !== cards.length) return { handover: `the ${found.length} ${said(found[0]!)} are not one per card: say which by the card's name`, near: true };
  const holder = index.parent.get(cards[0]!);
  if (!holder || cards.some((c) => index.parent.get(c) !== holder || c.role !== cards[0]!.role)) return { handover: `the cards holding ${said(found[0]!)} are not one list: say which by the card's name`, near: true };
  const noun = normalize(nth.noun);
  const named = [holder, ...ancestors(index, holder)].flatMap((a) => (a.name ? [a.name] : [])).some((n) => words(n).some((w) => nounForms(noun).includes(w)));
  if (!ANY_ITEM.has(noun) && !nounForms(noun).some((f) => ANY_ITEM.has(f)) && !named) {
    return { handover: `"${nth.noun}" is no word for every card in the list (a ${nth.noun} may be one kind of them): say the card's name ("add the <name> to the ${place}")`, near: true };
  }
  const items = holder.children.filter((c) => c.role === cards[0]!.role);
  const item = nth.ordinal > 0 ? items[nth.ordinal - 1] : items[items.length + nth.ordinal];
  const which = `the ${ordinalWord(nth.ordinal)} ${nth.noun}`;
  if (!item) return { handover: `asked for ${which}, the list holds ${items.length}: say which by its name`, near: true };
  const button = found.find((b) => subtree(item).includes(b));
  const title = partTitle(item).slice(0, 40);
  if (!button) return { handover: `${which} ("${title}") has no ${said(found[0]!)}: say what to do with it`, near: true };
  if (button.disabled) return { handover: `${said(button)} in ${which} ("${title}") is disabled`, near: true };
  return {
    actions: [{ ref: button.ref!, method: 'click', arguments: [], description: `click ${said(button)} in the part "${title}"` }],
    candidates: items.map((c, i) => ({ role: c.role, name: partTitle(c).slice(0, 40), score: c === item ? 1 : 0, why: `#${i + 1} of ${items.length}` })),
    facts: [`${items.length} alike cards (${item.role}) in ${said(holder)}, ${found.length} of them with ${said(found[0]!)}`, `${which}: "${title}"`],
  };
}
