import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { normalize } from '../text.js';
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

/** What is added and where, as said: "the task" to "the plan". */
function addSaid(form: StepForm): { thing: string; place: string } | undefined {
  if (form.verb !== 'add' || form.frame !== 'value-to' || !form.value || form.scope || !form.target?.raw || form.target.exact || form.target.ordinal !== undefined) return undefined;
  const m = form.value.match(POINTING);
  if (!m) return undefined;
  const thing = plain(m[1]!);
  const place = plain(form.target.raw);
  if (!thing || !place || thing.split(' ').length > 3 || place.split(' ').length > 3) return undefined;
  return { thing, place };
}

export const addNamed: WidgetRule = {
  info: {
    name: 'add-named',
    does: 'A thing the page shows, said by its kind with "the", added to a place by the page\'s own button: "add the item to the cart" clicks "Add to cart", "add the task to the plan" clicks "Add task".',
    when: '"add the <thing> to the <place>": the thing said with the, this or that (a text to type is said without), and no control named by the whole step.',
    evidence: 'Exactly one enabled button, link or menu item named "Add <thing>", "Add to <place>" or "Add <thing> to <place>" (articles and a leading + aside, a plural as said). Several (an "Add to cart" per product) hand over, counting them.',
    example: {
      html: '<h1>Trail shoes</h1><p>89.00</p><button>Add to cart</button><button>Add to wishlist</button>',
      step: 'add the item to the cart',
      action: 'click button "Add to cart"',
    },
  },
  applies: (form, kind) => kind === 'act' && addSaid(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { thing, place } = addSaid(form)!;
    const names = new Set([`add ${thing}`, `add to ${place}`, `add ${thing} to ${place}`]);
    const found = ctx.index.order.filter((n: SnapshotNode) => n.ref && n.name && DOING_ROLES.has(n.role) && isActionable(n) && names.has(plain(n.name)));
    if (!found.length) return undefined;
    const enabled = found.filter((n) => !n.disabled);
    if (enabled.length !== 1) {
      return enabled.length
        ? { handover: `${enabled.length} controls add the ${thing} (${enabled.slice(0, 3).map(said).join(', ')}): say which, e.g. "${enabled[0]!.name}" in the part for the ${thing} you mean`, near: true }
        : { handover: `${said(found[0]!)} is disabled`, near: true };
    }
    const node = enabled[0]!;
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }],
      candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: `named as the step says: add, the ${thing}, to the ${place}` }],
      facts: [`"${node.name}" is "${[...names].find((x) => x === plain(node.name!))}"`],
    };
  },
};
