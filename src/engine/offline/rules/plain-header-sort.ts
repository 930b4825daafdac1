import type { SnapshotNode } from '../../snapshot/index.js';
import { normalize, nounForms } from '../text.js';
import { sortOf } from './column-sort.js';
import { cellText } from './grid-rows.js';
import { titledGrids } from './row-by-id.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * "sort the tickets by priority" where the grid's titles are plain cells (no column header role):
 * a header row drawn as a table apart over the body's columns, or a table's head of plain cells.
 * The title cell is clicked once when the page draws it as a control (a pointer over it, or its
 * developer-given names say sort); the page must read otherwise after (the rows reordered). An
 * order asked for ("descending", "Z to A") cannot be read from such a title: handed over.
 */
export const plainHeaderSort: WidgetRule = {
  info: {
    name: 'plain-header-sort',
    does: 'Sorts a grid whose column titles are plain cells (a header table apart over the body, or a head of plain cells, no column header role) by a click on the title, once; the page must read otherwise after (its rows reordered).',
    when: '"sort the tickets by priority", "sort by Customer": no column header is titled so, one plain title cell over a grid\'s columns is.',
    evidence: 'Exactly one title cell of the page\'s grids says the column (singular or plural); it shows a pointer or its developer-given names say sort; no order is asked for ("descending", "A to Z" need a sort state to check, which a plain cell does not show). After the click the page reads otherwise; a click that changes nothing fails.',
    example: {
      html: '<table><tr><td>Name</td><td style="cursor:pointer" onclick="const b=document.getElementById(\'b\');[...b.rows].sort((x,y)=>x.cells[1].textContent-y.cells[1].textContent).forEach(r=>b.appendChild(r))">Stock</td></tr></table><table id="b"><tr><td>Pens</td><td>40</td></tr><tr><td>Ink</td><td>7</td></tr></table>',
      step: 'sort by Stock',
      action: 'click cell "Stock" (the column title)',
    },
  },
  applies: (form, kind) => kind === 'act' && sortOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { column, order } = sortOf(form)!;
    // A header with the role is rule column-sort's.
    if (ctx.index.order.some((n) => n.role === 'columnheader' && nounForms(normalize(column)).includes(normalize(cellText(n))))) return undefined;
    const forms = nounForms(normalize(column));
    const titles: SnapshotNode[] = [];
    for (const g of titledGrids(ctx.index)) for (const h of g.headers) if (h.role !== 'columnheader' && forms.includes(normalize(cellText(h))) && !titles.includes(h)) titles.push(h);
    if (!titles.length) return undefined;
    if (titles.length > 1) return { handover: `${titles.length} grids have a column titled "${column}": say which ("sort the … table by ${column}")`, near: true };
    const title = titles[0]!;
    if (!title.ref) return undefined;
    const what = `the "${cellText(title)}" column title`;
    if (order !== 'sorted') return { handover: `${what} is a plain cell that shows no sort state, so the ${order} order cannot be checked: say "sort by ${cellText(title)}" (one click) or "click ${cellText(title)}", and check the order`, near: true };
    const misses = ctx.book.misses;
    const sorts = title.cursor === 'pointer' || ctx.book.devPhrases(title).some((p) => /\bsort/.test(p));
    if (ctx.book.misses > misses) return { handover: `reading whether ${what} sorts`, near: true };
    if (!sorts) return { handover: `${what} shows no sign that it sorts (no pointer, no sort in its names): say which control sorts`, near: true };
    return {
      actions: [{ ref: title.ref, method: 'click', arguments: [], description: `click ${said(title)} (the column title)`, effect: { pageChanged: true } }],
      candidates: [{ role: title.role, name: cellText(title), score: 1, why: 'the one plain title cell of that column' }],
      facts: [`${what} heads a grid's column (no column header role)`, title.cursor === 'pointer' ? 'a pointer is drawn over it' : 'its developer-given names say sort'],
    };
  },
};
