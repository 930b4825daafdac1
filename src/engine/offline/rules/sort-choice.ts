import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { besideLabel, captionBefore, ownText } from '../page-index.js';
import { containsPhrase, normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** What a sort step orders by: "sort by Price: low to high", "sort the results by newest". */
function orderOf(form: StepForm): string | undefined {
  if (form.verb !== 'sort' || form.scope) return undefined;
  if (form.frame === 'by-value') return form.value;
  const m = form.target?.raw.match(/^by\s+(.+)$/i);
  return m?.[1];
}

/** A field's labels say it sorts: "Sort by", "Order", "Sort results". */
const SORTS = /\b(?:sort|sorted|sorting|order|order by)\b/;

/**
 * "sort by Price: low to high" where the page sorts through a list of orders (a native select
 * labelled "Sort by") rather than clickable column headers: the one select whose label says it
 * sorts and that offers the order said.
 */
export const sortChoice: WidgetRule = {
  fallback: true,
  info: {
    name: 'sort-choice',
    does: 'Sorts through a select of orders: "sort by Price: low to high" chooses that option in the one select whose label says "Sort" (or "Order").',
    when: 'A sort step ("sort by X", "sort the results by X") that no column header answers.',
    evidence: 'Exactly one native select whose label, caption or name says sort/order, offering exactly one option named X (or saying X whole).',
    example: {
      html: '<label for="s">Sort by</label><select id="s"><option>Relevance</option><option>Price: low to high</option><option>Price: high to low</option></select><label for="c">Colour</label><select id="c"><option>Price: low to high</option></select>',
      step: 'sort by Price: low to high',
      action: 'select "Price: low to high" in combobox "Sort by"',
    },
  },
  applies: (form, kind) => kind === 'act' && !!orderOf(form)?.trim(),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const order = normalize(orderOf(form)!);
    const labels = (n: SnapshotNode) => [n.name, besideLabel(n), captionBefore(n)].filter((l): l is string => !!l).map(normalize);
    const selects = ctx.index.order.filter((n) => n.ref && (n.role === 'combobox' || n.role === 'listbox') && n.children.some((c) => c.role === 'option') && labels(n).some((l) => SORTS.test(l)));
    if (!selects.length) return undefined;
    const offering = selects
      .map((node) => {
        const options = node.children.filter((c) => c.role === 'option' && !c.disabled);
        const text = (o: SnapshotNode) => normalize(o.name ?? ownText(o));
        const exact = options.filter((o) => text(o) === order);
        return { node, hits: exact.length ? exact : options.filter((o) => containsPhrase(text(o), order)) };
      })
      .filter((s) => s.hits.length);
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
