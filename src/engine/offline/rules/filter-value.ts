import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, besideLabel, captionBefore, ownText, subtree, type PageIndex } from '../page-index.js';
import { containsPhrase, normalize, nounForms, words } from '../text.js';
import { sameFamily } from '../vocabulary.js';
import type { HintBook } from '../hints.js';
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
  /** Said as what the things listed are ("products that are in stock"), no value a select could offer. */
  clause?: boolean;
}

/** Words that tie what is listed to what it must be: "products that are in stock". */
const RELATIVE = / (?:that|which|who) (?:are|is|have|has) /;

/** "status: Customer" → field and value; "Customer" → the value alone. */
function fieldAndValue(text: string): FilterSaid | undefined {
  const m = text.trim().match(/^(?:(?<field>[^:]{1,40}?)\s*:\s*)?(?<value>[^:]+)$/);
  const value = m?.groups?.['value']?.trim();
  if (!value || value.split(/\s+/).length > 4) return undefined;
  const field = m!.groups!['field']?.trim();
  return { values: [value], ...(field ? { field } : {}) };
}

export function filterSaid(form: StepForm): FilterSaid | undefined {
  const said = form.said.toLowerCase();
  // "only show products rated 4 stars and up": "only" before the show verb.
  if (said === 'only' && form.target && !form.scope && form.value === undefined) {
    const m = form.target.raw.match(/^(?:show|display|list|view)\s+(.+)$/i);
    const rest = m ? words(m[1]!) : [];
    return rest.length && rest.length <= 8 ? { values: [rest.join(' ')], clause: true } : undefined;
  }
  // "show only products that are in stock": the grammar reads "in stock" as a place; the words are one filter.
  if (form.verb === 'open' && SHOW_WORDS.has(said) && form.target && form.scope && form.value === undefined && /^only\s/i.test(form.target.raw) && RELATIVE.test(` ${normalize(form.target.raw)} `)) {
    const rest = words(`${form.target.raw} ${form.scope.relation} ${form.scope.name}`).slice(1);
    return rest.length <= 8 ? { values: [rest.join(' ')], clause: true } : undefined;
  }
  // "filter the City column by Berlin" is a column's own filter (column-field.ts).
  if (form.scope || /\bcolumns?\b/i.test(form.target?.raw ?? '')) return undefined;
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
    does: 'Filters a list by a value of its filter select: the one select (a native select or a shown listbox) offering an option named the value, that option chosen; else the one filter box, radio, switch or toggle button the words name ("filter by backpacks" ticks "Backpacks (2)").',
    when: '"filter by status: Customer", "show only churned contacts", "filter the orders by Shipped", "show unpaid invoices only": no control is named the value. Also "filter by backpacks", "filter by the black colour swatch", "show only products that are in stock", "only show products rated 4 stars and up", where the filter is a box, radio, switch or button with a pressed state.',
    evidence: 'Exactly one select on the page offers an option named the value (whole words; the plural noun after it, "contacts", may name what is listed); when the step names the field ("by status"), the one such select whose label says it. Two selects offering the value hand over naming both. With no select offering it: exactly one checkbox, radio, switch or aria-pressed button every word of whose name is said (a count in brackets left out, drawn stars read as their number, "&" as and; "only" aside), every other word said being its group\'s name (a fieldset legend: "colour", "rated" for "Customer rating"), a kind word (swatch, checkbox) or, first and plural, what is listed ("products that are …"); two such controls hand over naming them, one already on is reported as on. Afterwards it is checked (pressed).',
    example: {
      html: '<label for="st">Status</label><select id="st"><option>All</option><option>Paid</option><option>Unpaid</option></select><label for="pp">Per page</label><select id="pp"><option>10</option><option>20</option></select><table><tr><td>INV-1</td><td>Paid</td></tr></table>',
      step: 'show only unpaid invoices',
      action: 'select "Unpaid" in combobox "Status"',
    },
  },
  applies: (form, kind) => kind === 'act' && filterSaid(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { values, field, clause } = filterSaid(form)!;
    const selects = ctx.index.order.filter(isSelect);
    for (const raw of clause ? [] : values) {
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
    return field ? undefined : filterControl(values[0]!, ctx.index, ctx.book);
  },
};

/** A filter drawn as a box, a radio, a switch or a toggle button. */
const BOX_ROLES: ReadonlySet<string> = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
/** Words that tie a filter's words together and say nothing of which: they count on neither side. */
const TIES: ReadonlySet<string> = new Set(['the', 'a', 'an', 'that', 'which', 'who', 'are', 'is', 'be', 'have', 'has', 'with', 'only', 'show', 'and', 'of', 'for', 'by', 'to', 'all']);
/** Kind words a filter is said with: "the black colour swatch", "the Poetry checkbox". */
const FILTER_KINDS: ReadonlySet<string> = new Set(['swatch', 'checkbox', 'box', 'option', 'button', 'filter', 'chip', 'tag', 'toggle', 'radio', 'switch', 'category']);
const STARS = /[★⭐]+/gu;

/**
 * A filter control's name as words: a count in brackets after it left out ("Backpacks (2)"), a run of drawn
 * stars said as its number ("★★★★ & up": "4 stars and up"), "&" as "and".
 */
function filterWords(name: string): string[] {
  const text = name.replace(/\s*[([]\s*\d[\d,.]*\s*[)\]]\s*$/u, '').replace(STARS, (run) => ` ${[...run].length} stars `).replace(/&/g, ' and ');
  return words(text).filter((w) => !TIES.has(w));
}

/** A word's stem, for a part's name said in another form ("rated" for "Customer rating"). */
const stem = (w: string) => w.replace(/(?:ing|ed|es|s|e)$/, '');
const alike = (a: string, b: string) => a === b || nounForms(a).includes(b) || nounForms(b).includes(a) || sameFamily(a, b) || (stem(a).length >= 3 && stem(a) === stem(b));

/**
 * "filter by backpacks" (a box "Backpacks (2)"), "filter by the black colour swatch" (a pressed-state button named
 * "Black" in the group "Colour"), "show only products that are in stock" (a box "In stock only"), "only show
 * products rated 4 stars and up" (a radio "★★★★ & up" in "Customer rating"): the one box, radio, switch or toggle
 * button whose every word is said, every other word said being its group's name, a kind word, or (first, plural)
 * what is listed. Two such controls hand over naming them; one already on is reported as on, not clicked.
 */
function filterControl(value: string, index: PageIndex, book: HintBook): RuleFound | RuleHandover | undefined {
  const asked = words(value).filter((w) => !TIES.has(w) && !FILTER_KINDS.has(w));
  if (!asked.length || asked.length > 6) return undefined;
  const fitting = index.order.filter((n) => {
    if (!n.ref || !(BOX_ROLES.has(n.role) || n.role === 'button')) return false;
    const own = filterWords(n.name ?? '');
    if (!own.length || !own.every((w) => asked.some((x) => alike(w, x)))) return false;
    const group = ancestors(index, n).find((a) => (a.role === 'group' || a.role === 'radiogroup') && a.name);
    const groupWords = group ? words(group.name!) : [];
    const left = asked.filter((x) => !own.some((w) => alike(w, x)));
    // What is listed, said first and plural ("products that are in stock").
    const rest = left[0] === asked[0] && /^\p{L}{3,}s$/u.test(left[0]!) && asked.length > 1 ? left.slice(1) : left;
    return rest.every((x) => groupWords.some((g) => alike(g, x)));
  });
  // A button is a filter only with a pressed state (aria-pressed): the snapshot shows it only when pressed, the page's facts also when not.
  const before = book.misses;
  const pressedOf = (n: SnapshotNode) => (n.pressed !== undefined ? n.pressed === true : book.facts(n)?.pressed);
  if (fitting.filter((n) => n.role === 'button').length > 8) return { handover: `${fitting.length} controls are named "${value}": say which part of the page`, near: true };
  for (const n of fitting) if (n.role === 'button') pressedOf(n);
  if (book.misses > before) return { handover: `reading whether the buttons named "${value}" are toggles`, near: true };
  const fits = fitting.filter((n) => n.role !== 'button' || pressedOf(n) !== undefined);
  if (!fits.length) return undefined;
  if (fits.length > 1) return { handover: `${fits.length} filters fit "${value}" (${fits.slice(0, 4).map(said).join(', ')}): say the filter's group ("the red colour swatch")`, near: true };
  const node = fits[0]!;
  if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
  const on = node.role === 'button' ? pressedOf(node) === true : node.checked === true;
  if (on) return { handover: `${said(node)} is on already: the list is filtered by it`, near: true };
  const group = ancestors(index, node).find((a) => (a.role === 'group' || a.role === 'radiogroup') && a.name);
  const method = node.role === 'button' ? 'click' : 'check';
  return {
    actions: [{ ref: node.ref!, method, arguments: [], description: `${method} ${said(node)}${group ? ` in ${said(group)}` : ''}`, effect: { checked: true } }],
    candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: `its words are the filter's${group ? `, the rest its group's ("${group.name}")` : ''}` }],
    facts: [`${said(node)} is a filter${node.role === 'button' ? ' with a pressed state' : ''}, off`],
  };
}
