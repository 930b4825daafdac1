import type { SnapshotNode } from '../../snapshot/index.js';
import type { Reading } from '../parse.js';
import type { PageIndex } from '../page-index.js';
import { containsPhrase, normalize } from '../text.js';
import { headerBox } from './all-items-box.js';
import { numberForms } from './columns.js';
import { drawnColumnOf } from './drawn-columns.js';
import { said } from './widget.js';

/**
 * "box-guard": a checkbox found by a step that does not name it is set only when the step's
 * effect is the box's own. (A box already in the asked state is left to check()/uncheck(), which
 * do nothing then: "check X" on a done todo is a success, as the corpus expects.) Handed over, with the page untouched:
 *
 * - A grid's select-all box (the checkbox in a column header over rows that hold boxes; APG grid)
 *   sets every row: it answers a step about all items ("select all orders", all-items-box) or
 *   one that names it, never one about an item ("untick the order" found the box in the Order
 *   column's header, whose name is only a kind of the rows).
 * - A box with no name that stands in a titled column of a grid drawn with no roles (a "Starred"
 *   box in a file's row; drawn-columns.ts) holds that column's value: it answers a step that names
 *   the column ("check Starred in the X row"), never "check the box next to X" or "tick X", which
 *   ask for the row's own box (often drawn as an icon with no role, that no rule can set safely).
 *
 * Returns the hand-over reason, or undefined when the step may act.
 */
export function boxGuard(reading: Reading, nodes: readonly SnapshotNode[], index: PageIndex, method: string): string | undefined {
  const target = reading.target;
  if (!target || (method !== 'check' && method !== 'uncheck' && method !== 'click')) return undefined;
  const words = normalize(target.name);
  const scope = target.scope?.anchor ? normalize(target.scope.anchor) : '';
  const aboutAll = /\b(?:all|every)\b/.test(`${words} ${scope}`);
  for (const node of nodes) {
    if (node.role !== 'checkbox') continue;
    const named = !!words && normalize(node.name ?? '').includes(words);
    if (!aboutAll && !named && headerBox(node, index)) {
      const item = scope || words || 'the item';
      return `${said(node)} is the select-all box of its column header: it sets every row, and "${item}" names no one row; say "${method === 'uncheck' ? 'untick all' : 'tick all'}" for every row, or name the row ("${method === 'uncheck' ? 'untick' : 'tick'} ${item} for <the row's text>")`;
    }
    const column = named ? undefined : drawnColumnOf(node, index);
    if (column && !numberForms(column.title).some((f) => containsPhrase(`${words} ${scope}`, f))) {
      const row = scope || words || 'the row';
      return `the only checkbox near "${row}" stands in its row's "${column.title}" column: it holds that column's value, and the step names no column; say "${method === 'uncheck' ? 'untick' : 'tick'} ${column.title} in the ${row} row" for it (the row's own selection mark, if it has one, has no role to set it by)`;
    }
  }
  return undefined;
}
