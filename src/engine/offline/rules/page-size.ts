import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** What people call a grid's page-size list. */
const SIZE_WORDS = /^(?:page size|rows per page|items per page|entries per page|results per page|per page|entries|rows|items|results)$/;

/** "show 25 entries" (verb, number, unit) or "set the page size to 25". */
function sizeOf(form: { verb: string; target?: { name: string; kind?: string }; value?: string }): string | undefined {
  const name = normalize(form.target?.name ?? '');
  if (form.verb === 'set' && SIZE_WORDS.test(name) && /^\d+$/.test(form.value ?? '')) return form.value;
  const m = name.match(/^(\d+) (.+)$/);
  if ((form.verb === 'open' || form.verb === 'select') && m && SIZE_WORDS.test(m[2]!)) return m[1];
  return undefined;
}

/** A grid's page size: the one list on the page that offers that number of entries. */
export const pageSize: WidgetRule = {
  info: {
    name: 'page-size',
    does: 'Sets how many rows a grid shows: the one dropdown that offers that number.',
    when: '"show 25 entries", "set the page size to 25", "show 50 rows per page".',
    evidence: 'Exactly one dropdown on the page offers an option named that number.',
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
    if (lists.length !== 1) return lists.length ? { handover: `${lists.length} dropdowns offer ${size}: name the one you mean` } : undefined;
    const list = lists[0]!;
    if (list.disabled) return { handover: `${said(list)} is disabled`, near: true };
    const option = list.children.find((c) => c.role === 'option' && normalize(c.name ?? '') === size)!;
    return { actions: [{ ref: list.ref!, method: 'selectOption', arguments: [option.name ?? size], description: `select "${option.name ?? size}" in ${said(list)}` }], candidates: [{ role: list.role, name: list.name ?? '', score: 1 }], facts: [`offers ${size}`] };
  },
};
