import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { besideLabel, captionBefore, ownText, subtree } from '../page-index.js';
import { containsPhrase, normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A list filtered by a value of its filter select: "filter by status: Customer", "show only
 * churned contacts", "filter the orders by Shipped". The value is an option's name; the select is
 * the one offering it (or the one the step's field word labels).
 */

/** Roles a filter bar's own controls have (show-only.ts reads them). */
const FILTER_ROLES: ReadonlySet<string> = new Set(['link', 'button', 'tab', 'radio', 'menuitemradio']);
const SHOW_WORDS: ReadonlySet<string> = new Set(['show', 'display', 'view', 'list']);

interface FilterSaid {
  /** The value, then the value without the plural noun after it ("churned contacts", "churned"). */
  values: string[];
  /** The field the step names ("status" in "filter by status: Customer"). */
  field?: string;
}

/** "status: Customer" → field and value; "Customer" → the value alone. */
function fieldAndValue(text: string): FilterSaid | undefined {
  const m = text.trim().match(/^(?:(?<field>[^:]{1,40}?)\s*:\s*)?(?<value>[^:]+)$/);
  const value = m?.groups?.['value']?.trim();
  if (!value || value.split(/\s+/).length > 4) return undefined;
  const field = m!.groups!['field']?.trim();
  return { values: [value], ...(field ? { field } : {}) };
}

export function filterSaid(form: StepForm): FilterSaid | undefined {
  // "filter the City column by Berlin" is a column's own filter (column-field.ts).
  if (form.scope || /\bcolumns?\b/i.test(form.target?.raw ?? '')) return undefined;
  const said = form.said.toLowerCase();
  // "filter the orders by Shipped", "filter by status: Customer".
  if (form.verb === 'filter' && form.frame === 'by-value' && form.value) return fieldAndValue(form.value);
  if (said === 'filter' && form.value === undefined && form.target) {
    const m = form.target.raw.match(/^by\s+(.+)$/i);
    return m ? fieldAndValue(m[1]!) : undefined;
  }
  // "show only churned contacts", "display unpaid invoices only".
  if (form.verb === 'open' && SHOW_WORDS.has(said) && form.target && form.value === undefined) {
    const words = normalize(form.target.raw).split(' ').filter(Boolean);
    const only = words[0] === 'only' ? words.slice(1) : words.at(-1) === 'only' ? words.slice(0, -1) : undefined;
    if (!only?.length || only.length > 4) return undefined;
    const values = [only.join(' ')];
    if (only.length > 1 && /^\p{L}{3,}s$/u.test(only.at(-1)!)) values.push(only.slice(0, -1).join(' '));
    return { values };
  }
  return undefined;
}

/** A select whose options are in the page's tree: a native select, or a listbox shown. */
const isSelect = (n: SnapshotNode) => !!n.ref && (n.role === 'combobox' || n.role === 'listbox') && n.children.length > 0;
const optionsOf = (n: SnapshotNode) => subtree(n).filter((o) => o.role === 'option' && !o.disabled);
const optionName = (o: SnapshotNode) => normalize(o.name ?? ownText(o));
const labelsOf = (n: SnapshotNode) => [n.name, besideLabel(n), captionBefore(n)].filter((l): l is string => !!l).map(normalize);

/** The options of a select named the value: exactly, else saying it in whole words. */
function offered(select: SnapshotNode, value: string): SnapshotNode[] {
  const options = optionsOf(select);
  const exact = options.filter((o) => optionName(o) === value);
  return exact.length ? exact : options.filter((o) => containsPhrase(optionName(o), value));
}

export const filterValue: WidgetRule = {
  info: {
    name: 'filter-value',
    does: 'Filters a list by a value of its filter select: the one select (a native select or a shown listbox) offering an option named the value, that option chosen.',
    when: '"filter by status: Customer", "show only churned contacts", "filter the orders by Shipped", "show unpaid invoices only": no control is named the value.',
    evidence: 'Exactly one select on the page offers an option named the value (whole words; the plural noun after it, "contacts", may name what is listed); when the step names the field ("by status"), the one such select whose label says it. Two selects offering the value hand over naming both.',
    example: {
      html: '<label for="st">Status</label><select id="st"><option>All</option><option>Paid</option><option>Unpaid</option></select><label for="pp">Per page</label><select id="pp"><option>10</option><option>20</option></select><table><tr><td>INV-1</td><td>Paid</td></tr></table>',
      step: 'show only unpaid invoices',
      action: 'select "Unpaid" in combobox "Status"',
    },
  },
  applies: (form, kind) => kind === 'act' && filterSaid(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { values, field } = filterSaid(form)!;
    const selects = ctx.index.order.filter(isSelect);
    if (!selects.length) return undefined;
    for (const raw of values) {
      const value = normalize(raw);
      // A filter drawn as a link, button, tab or radio named the value is show-only's ("show only Completed").
      if (ctx.index.order.some((n) => n.ref && FILTER_ROLES.has(n.role) && normalize(n.name ?? '') === value)) return undefined;
      let offering = selects.map((node) => ({ node, hits: offered(node, value) })).filter((s) => s.hits.length);
      if (!offering.length) continue;
      if (field) {
        const named = offering.filter((s) => labelsOf(s.node).some((l) => containsPhrase(l, normalize(field))));
        if (!named.length) return { handover: `no select labelled "${field}" offers "${raw}" (${offering.map((s) => said(s.node)).join(', ')} does)`, near: true };
        offering = named;
      }
      if (offering.length > 1) return { handover: `${offering.length} selects offer "${raw}" (${offering.slice(0, 3).map((s) => said(s.node)).join(', ')}): say which ("select ${raw} in …")`, near: true };
      const { node, hits } = offering[0]!;
      if (hits.length > 1) return { handover: `${hits.length} options of ${said(node)} say "${raw}" (${hits.slice(0, 3).map((o) => `"${o.name ?? ownText(o)}"`).join(', ')}): say its whole name`, near: true };
      if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
      const option = hits[0]!.name ?? ownText(hits[0]!);
      return {
        actions: [{ ref: node.ref!, method: 'selectOption', arguments: [option], description: `select "${option}" in ${said(node)}` }],
        candidates: selects.map((s) => ({ role: s.role, name: s.name ?? '', score: s === node ? 1 : 0, why: s === node ? `offers "${option}"` : `does not offer "${raw}"` })),
        facts: [`${said(node)} offers "${option}"`],
      };
    }
    return undefined;
  },
};
