import type { SnapshotNode } from '../../snapshot/index.js';
import { besideLabel, captionBefore } from '../page-index.js';
import { normalize } from '../text.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** What people call a grid's page-size list. */
const SIZE_WORDS = /^(?:page size|rows per page|items per page|entries per page|results per page|per page|entries|rows|items|results)$/;

/** "show 25 entries" (verb, number, unit) or "set the page size to 25". */
function sizeOf(form: { verb: string; target?: { name: string; kind?: string; whole?: string }; value?: string }): string | undefined {
  // "20 rows per page": "page" read as a kind word is part of the unit.
  const name = normalize(form.target?.whole ?? form.target?.name ?? '');
  if (form.verb === 'set' && SIZE_WORDS.test(name) && /^\d+$/.test(form.value ?? '')) return form.value;
  const m = name.match(/^(\d+) (.+)$/);
  if ((form.verb === 'open' || form.verb === 'select') && m && SIZE_WORDS.test(m[2]!)) return m[1];
  return undefined;
}

/** A list's label that says it sets a page's size: "Page Size", "Rows per page", "Show … entries". */
const SIZE_LABEL = /\b(?:page size|per page|rows|entries|items|results)\b/;

/**
 * A page-size dropdown whose options show only once it is open (APG combobox with a listbox): the
 * one collapsed combobox labelled as a page size, opened, then the option named the number picked;
 * the combobox must then show it.
 */
function closedList(size: string, ctx: RuleContext): RuleFound | RuleHandover | undefined {
  const labels = (n: SnapshotNode) => [n.name, besideLabel(n), captionBefore(n)].filter((l): l is string => !!l).map(normalize);
  const boxes = ctx.index.order.filter((n) => n.ref && n.role === 'combobox' && !n.children.some((c) => c.role === 'option') && labels(n).some((l) => SIZE_LABEL.test(l)));
  if (!boxes.length) return undefined;
  if (boxes.length > 1) return { handover: `${boxes.length} dropdowns are labelled as a page size (${boxes.slice(0, 3).map(said).join(', ')}): name the one you mean`, near: true };
  const box = boxes[0]!;
  if (box.disabled) return { handover: `${said(box)} is disabled`, near: true };
  return {
    actions: [{ ref: box.ref!, method: 'click', arguments: [], description: `open ${said(box)}, then pick "${size}"`, then: { option: size, exact: true, roles: ['option'] } }],
    candidates: [{ role: box.role, name: box.name ?? '', score: 1, why: 'labelled as a page size' }],
    facts: [`${said(box)} is labelled as a page size; its options show once it is open`],
  };
}

/** A grid's page size: the one list on the page that offers that number of entries. */
export const pageSize: WidgetRule = {
  info: {
    name: 'page-size',
    does: 'Sets how many rows a grid shows: the one dropdown that offers that number, or the one labelled as a page size whose options show once it is open (opened, then the number picked).',
    when: '"show 25 entries", "set the page size to 25", "show 50 rows per page".',
    evidence: 'Exactly one dropdown on the page offers an option named that number; else exactly one collapsed combobox whose label says page size, per page, rows or entries (the option picked once shown, and then shown by the combobox).',
    example: {
      html: '<label>Show <select><option>10</option><option>25</option></select> entries</label><table><tr><td>a</td></tr></table>',
      step: 'show 25 entries',
      action: 'select "25" in combobox "Show entries"',
    },
  },
  applies: (form) => sizeOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const size = sizeOf(form)!;
    const lists = ctx.index.order.filter((n) => n.ref && (n.role === 'combobox' || n.role === 'listbox') && n.children.some((c) => c.role === 'option' && normalize(c.name ?? '') === size));
    if (!lists.length) return closedList(size, ctx);
    if (lists.length !== 1) return { handover: `${lists.length} dropdowns offer ${size}: name the one you mean` };
    const list = lists[0]!;
    if (list.disabled) return { handover: `${said(list)} is disabled`, near: true };
    const option = list.children.find((c) => c.role === 'option' && normalize(c.name ?? '') === size)!;
    return { actions: [{ ref: list.ref!, method: 'selectOption', arguments: [option.name ?? size], description: `select "${option.name ?? size}" in ${said(list)}` }], candidates: [{ role: list.role, name: list.name ?? '', score: 1 }], facts: [`offers ${size}`] };
  },
};
