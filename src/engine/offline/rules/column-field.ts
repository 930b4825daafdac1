import type { SnapshotNode } from '../../snapshot/index.js';
import type { OfflineMethod } from '../parse.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { subtree } from '../page-index.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';
import type { StepForm } from '../grammar.js';
import { columnHeadCells, numberForms } from './columns.js';

const FILTER_KINDS = new Set(['filter', 'filter box', 'filter field']);
const FIELD_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);
const VERBS = new Set(['type', 'fill', 'set', 'filter', 'find', 'click', 'select']);

/** The column a step names: "the Name filter", "the filter box under the Name column", "filter Name by X". */
function columnOf(form: StepForm): string | undefined {
  const t = form.target;
  if (!t) return undefined;
  if (t.kind && FILTER_KINDS.has(t.kind) && t.name) return t.name;
  if (form.scope?.kind === 'column' && form.scope.name && (!t.name || t.name === 'filter' || (t.kind && FILTER_KINDS.has(t.kind)) || (t.roles ?? []).some((r) => FIELD_ROLES.has(r)))) return form.scope.name;
  // "the filter under Name": a filter with no name of its own, under a name with no kind word: the column's.
  if (form.scope?.relation === 'under' && !form.scope.kind && form.scope.name && !t.name && t.kind && FILTER_KINDS.has(t.kind)) return form.scope.name;
  if (form.verb === 'filter' && form.frame === 'by-value' && t.name && !t.kind) return t.name;
  // "filter the City column by Berlin".
  if (form.verb === 'filter' && form.frame === 'by-value' && t.name && t.kind === 'column') return t.name;
  return undefined;
}

/**
 * Data grids with header filters (APG grid pattern: the column header holds the column's
 * controls): the one text field inside the column header the step names. A field that takes no
 * typing (a list drawn over a box) is handed over: it is chosen from, not typed into.
 */
export const columnField: WidgetRule = {
  info: {
    name: 'column-filter',
    does: 'A filter field known by its column: the one text field inside the column header of that name, or in its column of the filter row under the titles; typed into, or, when it takes no typing (a list drawn over a box), clicked to open its list and the entry saying the value picked.',
    when: '"type Chen into the Name filter", "set the Name filter to Chen", "type Chen in the filter under Name", "filter Name by Chen", "filter the City column by Berlin", "filter products by lamp" (the Product column), "type Chen in the filter box under the Name column", "find the Name filter", "choose Engineering in the Department filter" and "filter Department by Engineering" (a filter that is a list).',
    evidence: 'One column header named so, in the singular or the plural (clearly ahead of the others), holding exactly one text field, else a filter row (every cell holding a field or a button) whose cell in that column holds exactly one; a plain value that joins two ("Berlin and Paris", not quoted) is handed over (the filter would look for the words together); the field takes typing (not read-only); a read-only one is a list: after the click, the one option saying the value exactly, else (no option roles) the one entry saying it of the run of short new texts the click drew, and the box must then show the value (else the step fails).',
    example: {
      html: '<table><thead><tr><th>Name <input type="search" aria-label="filter"></th><th>Age <input type="search" aria-label="filter"></th></tr></thead><tbody><tr><td>Ann</td><td>3</td></tr></tbody></table>',
      step: 'type Ann into the Name filter',
      action: 'type searchbox "filter" with "Ann"',
    },
  },
  // "choose Engineering in the Department filter": a value chosen in the filter (a select said with its value).
  applies: (form) => VERBS.has(form.verb) && columnOf(form) !== undefined && (form.verb === 'find' || form.verb === 'click' || (form.value !== undefined && (form.verb !== 'select' || form.frame === 'value-into'))),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const column = columnOf(form)!;
    // "filter the City column by Berlin and Paris": two values joined, not one text; typed as said,
    // the filter would look for the words "Berlin and Paris" together. A quoted value is as written.
    const joined = form.value?.match(/^(.+?)\s+(?:and|or|&)\s+(.+)$/i);
    if (joined && form.verb !== 'find' && form.verb !== 'click' && !(ctx.step && new RegExp(`["“'‘]${form.value!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["”'’]`).test(ctx.step))) {
      return { handover: `"${form.value}" joins two values ("${joined[1]}", "${joined[2]}"), and the ${column} filter takes one text: filter by one, or quote the value if it is one text`, near: true };
    }
    // The column as said, or in the other number ("filter products by lamp": the Product column).
    const forms = numberForms(column);
    const headers = ctx.index.order.filter((n) => n.role === 'columnheader').map((n) => ({ node: n, score: Math.max(...forms.map((f) => headerScore(f, n))) })).filter((s) => s.score >= MIN_SCORE);
    if (!headers.length) return undefined;
    const best = Math.max(...headers.map((h) => h.score));
    const top = headers.filter((h) => h.score > best - MIN_LEAD);
    // The field in the header, else in the header's column of a filter row under the titles.
    const fieldsIn = (cell: SnapshotNode) => subtree(cell).filter((n) => n !== cell && n.ref && FIELD_ROLES.has(n.role));
    const withFields = top
      .map((h) => {
        const own = fieldsIn(h.node);
        return { ...h, fields: own.length ? own : columnHeadCells(ctx.index, h.node).flatMap(fieldsIn) };
      })
      .filter((h) => h.fields.length);
    if (!withFields.length) return { handover: `the "${column}" column header holds no filter field`, near: true };
    if (withFields.length > 1 || withFields[0]!.fields.length !== 1) return { handover: `the "${column}" column has ${withFields.length > 1 ? 'several headers' : 'several fields'} with a field: name it by its label`, near: true };
    const field = withFields[0]!.fields[0]!;
    const facts = ctx.book.facts(field);
    if (!facts) return { handover: `reading the "${column}" filter field`, near: true };
    const inHeader = subtree(withFields[0]!.node).includes(field);
    const read = [`${said(withFields[0]!.node)}${inHeader ? '' : '\'s column in the filter row'} holds ${field.role}${facts.readonly ? ' (read-only)' : ''}`];
    if (field.disabled) return { handover: `the "${column}" filter is disabled`, near: true };
    const options = field.children.filter((c) => c.role === 'option');
    if (options.length && form.value !== undefined && form.verb !== 'find' && form.verb !== 'click') {
      // A filter drawn as a list of its values (a native select in the filter row): chosen, not typed.
      const wanted = normalize(form.value);
      const hits = options.filter((o) => normalize(o.name ?? '') === wanted);
      if (hits.length !== 1) return { handover: `the "${column}" filter is a list ${hits.length ? `with ${hits.length} options named "${form.value}"` : `that offers no "${form.value}" (it offers ${options.slice(0, 5).map((o) => `"${o.name ?? ''}"`).join(', ')})`}`, near: true };
      const option = hits[0]!.name ?? form.value;
      return {
        actions: [{ ref: field.ref!, method: 'selectOption', arguments: [option], description: `select "${option}" in ${said(field)}` }],
        candidates: headers.map((h) => ({ role: h.node.role, name: h.node.name ?? '', score: Math.round(h.score * 100) / 100 })),
        facts: read,
      };
    }
    const method: OfflineMethod = form.verb === 'fill' ? 'fill' : form.verb === 'find' || form.verb === 'click' ? 'click' : 'type';
    if (facts.readonly && method !== 'click') {
      // A filter drawn as a box that takes no typing over a list (its entries with or without
      // option roles): the box clicked to open the list, then the entry saying the value picked;
      // the box must show it after (methods/follow.ts, pickAfter).
      const value = (form.value ?? '').trim();
      if (!value || form.verb === 'fill') return { handover: `the "${column}" filter is a list, not a box to type into: say "choose <entry> in the ${column} filter"`, near: true };
      return {
        actions: [{ ref: field.ref!, method: 'click', arguments: [], description: `click ${said(field)} in ${said(withFields[0]!.node)}, then pick "${value}"`, then: { option: value, exact: true, roles: ['option'], drawn: true } }],
        candidates: headers.map((h) => ({ role: h.node.role, name: h.node.name ?? '', score: Math.round(h.score * 100) / 100 })),
        facts: [...read, 'the filter takes no typing: its list is opened and the entry saying the value picked'],
      };
    }
    const value = form.value ?? '';
    const description = method === 'click' ? `click ${said(field)} in ${said(withFields[0]!.node)}` : `${method} ${said(field)} with "${value}"`;
    return {
      actions: [{ ref: field.ref!, method, arguments: method === 'click' ? [] : [value], description }],
      candidates: headers.map((h) => ({ role: h.node.role, name: h.node.name ?? '', score: Math.round(h.score * 100) / 100 })),
      facts: read,
    };
  },
};

/** A header by its name, or by its shown title when its name is longer ("Name: activate to sort"). */
function headerScore(column: string, node: SnapshotNode): number {
  const name = node.name ?? '';
  const title = name.split(/[:\n]/)[0] ?? '';
  return Math.max(nameScore(column, name), nameScore(column, title));
}
