import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { besideLabel, captionBefore, ownText } from '../page-index.js';
import { containsPhrase, normalize, nounForms, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** What a sort step orders by: "sort by Price: low to high", "sort the results by newest". */
function orderOf(form: StepForm): string | undefined {
  if (form.verb !== 'sort' || form.scope) return undefined;
  if (form.frame === 'by-value') return form.value;
  const m = form.target?.raw.match(/^by\s+(.+)$/i);
  return m?.[1];
}

/** A sort said by its purpose with no "by": "sort from most expensive to cheapest", "sort cheapest first". */
function purposeOf(form: StepForm): string | undefined {
  if (form.verb !== 'sort' || form.scope) return undefined;
  const order = orderOf(form) ?? form.target?.raw;
  return order && endOf(order) ? order : undefined;
}

/**
 * Words that say which end of an order comes first: the low end (ascending) or the high end
 * (descending). "cheap" and "expensive" also say what is ordered: the price.
 */
const LOW_END: ReadonlySet<string> = new Set(['low', 'lowest', 'lower', 'cheap', 'cheapest', 'cheaper', 'least', 'fewest', 'smallest', 'ascending', 'asc', 'increasing']);
const HIGH_END: ReadonlySet<string> = new Set(['high', 'highest', 'higher', 'expensive', 'priciest', 'pricier', 'dearest', 'most', 'largest', 'biggest', 'descending', 'desc', 'decreasing']);
const PRICE_WORDS: ReadonlySet<string> = new Set(['cheap', 'cheapest', 'cheaper', 'expensive', 'priciest', 'pricier', 'dearest']);
/** "least expensive", "most expensive": a degree word before a word of an end; "least" turns it. */
const DEGREE: ReadonlySet<string> = new Set(['least', 'most']);
/** Words of a sort's phrasing that say neither an end nor what is ordered. */
const FILLER: ReadonlySet<string> = new Set(['by', 'from', 'to', 'first', 'the', 'a', 'an', 'then', 'at', 'top', 'on', 'in', 'with', 'and', 'order', 'ordered', 'sort', 'sorted', 'sorting', 'items', 'products', 'results', 'them', 'it']);

type End = 'low' | 'high';
interface OrderEnd {
  /** The end that comes first. */
  end: End;
  /** What is ordered: the words left when the ends and the filler are taken out ("price"). */
  keys: string[];
}

/**
 * Which end an order puts first and what it orders by, as words say it: "price, lowest first",
 * "from most expensive to cheapest" (high, price), "Price: low to high" (low, price), "Price
 * (highest first)". The first end said is the one that comes first ("X to Y", "X first"); a second
 * must be the other end ("low to high"); "X last" turns it. Undefined when no end is said, or the
 * ends said do not agree.
 */
export function endOf(text: string): OrderEnd | undefined {
  const all = words(text);
  const ends: End[] = [];
  const keys: string[] = [];
  let lastAt = -1;
  for (let i = 0; i < all.length; i++) {
    const w = all[i]!;
    const next = all[i + 1];
    if (DEGREE.has(w) && next && (LOW_END.has(next) || HIGH_END.has(next)) && !DEGREE.has(next)) {
      // "least expensive" is the low end, "most expensive" the high one.
      const said: End = HIGH_END.has(next) ? 'high' : 'low';
      ends.push(w === 'least' ? (said === 'high' ? 'low' : 'high') : said);
      if (PRICE_WORDS.has(next)) keys.push('price');
      lastAt = i + 1;
      i++;
      continue;
    }
    if (DEGREE.has(w)) return undefined;
    if (LOW_END.has(w) || HIGH_END.has(w)) {
      ends.push(LOW_END.has(w) ? 'low' : 'high');
      if (PRICE_WORDS.has(w)) keys.push('price');
      lastAt = i;
      continue;
    }
    if (w === 'last' && lastAt === i - 1 && ends.length === 1) {
      ends[0] = ends[0] === 'low' ? 'high' : 'low';
      continue;
    }
    if (!FILLER.has(w)) keys.push(w);
  }
  if (!ends.length || ends.length > 2 || (ends.length === 2 && ends[0] === ends[1])) return undefined;
  return { end: ends[0]!, keys: [...new Set(keys)] };
}

/** Whether every key the step says is a key of the option (a plural is the word). */
const keysFit = (asked: readonly string[], own: readonly string[]) => asked.length > 0 && asked.every((k) => own.some((o) => nounForms(k).includes(o) || nounForms(o).includes(k)));

/** A field's labels say it sorts: "Sort by", "Order", "Sort results". */
const SORTS = /\b(?:sort|sorted|sorting|order|order by)\b/;
const sortLabels = (n: SnapshotNode) => [n.name, besideLabel(n), captionBefore(n)].filter((l): l is string => !!l).map(normalize);

/**
 * "sort by Price: low to high" where the page sorts through a list of orders (a native select
 * labelled "Sort by") rather than clickable column headers: the one select whose label says it
 * sorts and that offers the order said.
 */
export const sortChoice: WidgetRule = {
  fallback: true,
  info: {
    name: 'sort-choice',
    does: 'Sorts through a select of orders: "sort by Price: low to high" chooses that option in the one select whose label says "Sort" (or "Order"); "sort by price, lowest first" and "sort from most expensive to cheapest" choose the option that puts that end of that order first.',
    when: 'A sort step ("sort by X", "sort the results by X", "sort X first", "sort from X to Y") that no column header answers.',
    evidence: 'Exactly one native select whose label, caption or name says sort/order, offering exactly one option named X (or saying X whole). Else, when the step says which end comes first (low, lowest, cheapest, least … / high, highest, most expensive …, ascending / descending; "X to Y" and "X first" by X, "X last" turned) and what is ordered ("price"; cheapest and most expensive say price), exactly one option whose own words put the same end first and say every word of what is ordered ("Price: low to high"); none, two, or a step naming no order hand over listing the options.',
    example: {
      html: '<label for="s">Sort by</label><select id="s"><option>Relevance</option><option>Price: low to high</option><option>Price: high to low</option></select><label for="c">Colour</label><select id="c"><option>Price: low to high</option></select>',
      step: 'sort by Price: low to high',
      action: 'select "Price: low to high" in combobox "Sort by"',
    },
  },
  applies: (form, kind) => kind === 'act' && (!!orderOf(form)?.trim() || !!purposeOf(form)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const order = normalize(orderOf(form) ?? '');
    const selects = ctx.index.order.filter((n) => n.ref && (n.role === 'combobox' || n.role === 'listbox') && n.children.some((c) => c.role === 'option') && sortLabels(n).some((l) => SORTS.test(l)));
    if (!selects.length) return undefined;
    // "sort from most expensive to cheapest": no "by", an order said by its purpose only.
    if (!order) return byEnd(selects, purposeOf(form)!);
    const offering = selects
      .map((node) => {
        const options = node.children.filter((c) => c.role === 'option' && !c.disabled);
        const text = (o: SnapshotNode) => normalize(o.name ?? ownText(o));
        const exact = options.filter((o) => text(o) === order);
        return { node, hits: exact.length ? exact : options.filter((o) => containsPhrase(text(o), order)) };
      })
      .filter((s) => s.hits.length);
    // "sort by price, lowest first": no option says it, one puts that end of the price first.
    const byPurpose = !offering.length && purposeOf(form) ? byEnd(selects, purposeOf(form)!) : undefined;
    if (byPurpose) return byPurpose;
    if (!offering.length) return { handover: `no sort list offers "${orderOf(form)}" (${said(selects[0]!)} offers ${selects[0]!.children.filter((c) => c.role === 'option').slice(0, 6).map((o) => `"${o.name ?? ownText(o)}"`).join(', ')})`, near: true };
    if (offering.length > 1) return { handover: `${offering.length} sort lists offer "${orderOf(form)}": say which ("select … in the … list")`, near: true };
    const { node, hits } = offering[0]!;
    if (hits.length > 1) return { handover: `${hits.length} options of ${said(node)} say "${orderOf(form)}": say its whole name`, near: true };
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    const option = hits[0]!.name ?? ownText(hits[0]!);
    return {
      actions: [{ ref: node.ref!, method: 'selectOption', arguments: [option], description: `select "${option}" in ${said(node)}` }],
      candidates: selects.map((s) => ({ role: s.role, name: s.name ?? '', score: s === node ? 1 : 0, why: s === node ? `offers "${option}"` : 'does not offer it' })),
      facts: [`${said(node)} is labelled as a sort`],
    };
  },
};

/**
 * "sort by price, lowest first" where the sort list says "Price: low to high": the one option of
 * the sort lists whose words put the same end first and order by what the step names (every key
 * word said is the option's; "cheapest" and "most expensive" name the price). Two such options,
 * or none, hand over naming the options.
 */
function byEnd(selects: readonly SnapshotNode[], phrase: string): RuleFound | RuleHandover | undefined {
  const asked = endOf(phrase);
  if (!asked) return undefined;
  const optionText = (o: SnapshotNode) => o.name ?? ownText(o);
  const fits = selects.flatMap((node) => node.children
    .filter((c) => c.role === 'option' && !c.disabled)
    .filter((o) => { const own = endOf(optionText(o)); return !!own && own.end === asked.end && keysFit(asked.keys, own.keys); })
    .map((option) => ({ node, option })));
  const list = (node: SnapshotNode) => node.children.filter((c) => c.role === 'option').slice(0, 6).map((o) => `"${optionText(o)}"`).join(', ');
  const first = asked.end === 'low' ? 'lowest' : 'highest';
  if (!asked.keys.length) return { handover: `"${phrase}" says the ${first} first but not by what (${said(selects[0]!)} offers ${list(selects[0]!)}): say the order's name`, near: true };
  if (!fits.length) return { handover: `no option of the sort list orders by ${asked.keys.join(' ')} with the ${first} first (${said(selects[0]!)} offers ${list(selects[0]!)}): say the option's name`, near: true };
  if (fits.length > 1) return { handover: `${fits.length} sort options order by ${asked.keys.join(' ')} with the ${first} first (${fits.slice(0, 3).map((f) => `"${optionText(f.option)}"`).join(', ')}): say the option's name`, near: true };
  const { node, option } = fits[0]!;
  if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
  const name = optionText(option);
  return {
    actions: [{ ref: node.ref!, method: 'selectOption', arguments: [name], description: `select "${name}" in ${said(node)}` }],
    candidates: node.children.filter((c) => c.role === 'option').map((o) => ({ role: 'option', name: optionText(o), score: o === option ? 1 : 0, why: o === option ? `orders by ${asked.keys.join(' ')}, the ${first} first` : 'another order' })),
    facts: [`${said(node)} is labelled as a sort`, `"${name}" puts the ${first} ${asked.keys.join(' ')} first`],
  };
}
