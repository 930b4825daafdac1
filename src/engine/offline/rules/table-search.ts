import type { SnapshotNode } from '../../snapshot/index.js';
import { ancestors, subtree } from '../page-index.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const TABLE_WORDS = new Set(['table', 'grid', 'list', 'results', 'rows', 'data', 'entries', 'records']);
const TABLE_ROLES = new Set(['table', 'grid', 'treegrid']);
const SEARCH_ROLES = new Set(['searchbox', 'textbox']);
/** Levels walked up from the table to find its own search box: further up is the page's. */
const MAX_LEVELS = 4;

/**
 * A data grid's own search box (DataTables-style grids, APG grid with a search field): the one
 * search field nearest the one table on the page, in the smallest part holding both. A search
 * box of the page (a top bar's) lies further up and is not taken.
 */
export const tableSearch: WidgetRule = {
  info: {
    name: 'table-search',
    does: 'Searches or filters a table through its own search box: the one text field in the smallest part of the page that holds the table.',
    when: '"search the table for London", "filter the table by London": a search/filter step whose target is the table, with a value.',
    evidence: 'One table or grid on the page; walking up from it (a few levels), the first part that holds a text field holds exactly one.',
    example: {
      html: '<header><input type="search" aria-label="Search site"></header><div><label>Search: <input type="search"></label><table><tr><th>City</th></tr><tr><td>London</td></tr></table></div>',
      step: 'search the table for London',
      action: 'type searchbox "Search:" with "London"',
    },
  },
  applies: (form) => (form.verb === 'search' || form.verb === 'filter') && form.value !== undefined && !!form.target && TABLE_WORDS.has(form.target.kind ?? form.target.name) && !form.scope,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const tables = ctx.index.order.filter((n) => TABLE_ROLES.has(n.role) && !ancestors(ctx.index, n).some((a) => TABLE_ROLES.has(a.role)));
    if (tables.length !== 1) return tables.length ? { handover: `${tables.length} tables on the page: say which ("in the Orders table")` } : undefined;
    const table = tables[0]!;
    let field: SnapshotNode | undefined;
    for (const up of ancestors(ctx.index, table).slice(0, MAX_LEVELS)) {
      const inside = new Set(subtree(table));
      const fields = subtree(up).filter((n) => n.ref && SEARCH_ROLES.has(n.role) && !inside.has(n));
      if (!fields.length) continue;
      if (fields.length > 1) return { handover: `${fields.length} text fields beside the table: name the search box by its label`, near: true };
      field = fields[0];
      break;
    }
    if (!field) return undefined;
    if (field.disabled) return { handover: `${said(field)} is disabled`, near: true };
    const value = form.value ?? '';
    return {
      actions: [{ ref: field.ref!, method: 'type', arguments: [value], description: `type ${said(field)} with "${value}"` }],
      candidates: [{ role: field.role, name: field.name ?? '', score: 1, why: 'nearest text field to the table' }],
      facts: [`one ${table.role} on the page`],
    };
  },
};
