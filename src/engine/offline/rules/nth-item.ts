import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { normalize, words, nounForms } from '../text.js';
import { stateOf } from '../toggle.js';
import { nameScore, MIN_LEAD, MIN_SCORE } from '../score.js';
import { nodesInScope } from './scope.js';
import { nthEdited } from './inline-edit.js';
import { ordinalWord } from '../vocabulary.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Roles of things a list holds one of each (APG list, listbox, tabs, menu, tree, table, accordion). */
const ITEM_ROLES: ReadonlySet<string> = new Set([
  'button', 'link', 'tab', 'option', 'menuitem', 'menuitemradio', 'menuitemcheckbox', 'treeitem', 'row', 'listitem', 'article', 'radio', 'checkbox', 'switch',
]);
const HEADERS: ReadonlySet<string> = new Set(['columnheader', 'rowheader', 'heading']);
const PLAIN: ReadonlySet<string> = new Set(['generic', 'none', 'presentation', 'text']);
/** Items that hold the control a step acts on, rather than being one. */
const HOLDERS: ReadonlySet<string> = new Set(['row', 'listitem', 'article']);
/** Parts a page names, that hold alike items. */
const NAMED_PARTS: ReadonlySet<string> = new Set([
  'list', 'listbox', 'tablist', 'navigation', 'group', 'region', 'menu', 'menubar', 'tree', 'grid', 'table', 'toolbar', 'radiogroup', 'complementary', 'form', 'dialog',
]);
/** Verbs that click an item that is itself a control. */
const CLICKS: ReadonlySet<string> = new Set(['click', 'select', 'open', 'go', 'expand', 'collapse', 'close', 'check', 'uncheck']);
/** The names a control in a row has for what a verb does ("open the third project": the row's Open button). */
const VERB_NAMES: ReadonlyMap<string, readonly string[]> = new Map([
  ['open', ['open', 'view', 'show', 'details']],
  ['edit', ['edit', 'modify']],
  ['remove', ['delete', 'remove']],
  ['select', ['select', 'choose']],
]);


/** The text's head noun (its last word) is the noun: "Mailboxes", "Your projects", not "Customer pages". */
function says(text: string, noun: string): boolean {
  const last = words(text).at(-1);
  return !!last && nounForms(noun).includes(last);
}

/** A scope said as the initials of a part's name ("the FAQ" for "Frequently asked questions"). */
function initialsOf(text: string): string {
  return words(text).map((w) => w[0]).join('');
}

/**
 * The alike items of a part: nodes of an item role, outermost only (a row, not the button in it),
 * grouped by where they sit (their role and their ancestors' roles within the part); a table's
 * header row is not an item. The groups of two or more.
 */
function alikeGroups(part: readonly SnapshotNode[], index: PageIndex): SnapshotNode[][] {
  const inPart = new Set(part);
  // The rows that head a table (its header row, a filter row) are not items, nor is what they hold.
  const heads = new Set(part.filter((n) => n.role === 'row' && (n.children.some((c) => c.role === 'columnheader') || isFilterRow(n))));
  const items = part.filter((n) => ITEM_ROLES.has(n.role) && (n.ref || HOLDERS.has(n.role)) && !heads.has(n));
  const itemSet = new Set(items);
  const groups = new Map<string, SnapshotNode[]>();
  for (const item of items) {
    const up = ancestors(index, item).filter((a) => inPart.has(a));
    if (up.some((a) => itemSet.has(a) || heads.has(a))) continue;
    // Wrappers with no role are left out: a page's tree drops some of them (a collapsed accordion item's).
    const key = [item.role, ...up.map((a) => a.role).filter((r) => !PLAIN.has(r))].join('<');
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()].filter((g) => g.length >= 2);
}

/** Fields a grid's filter row holds, one per column. */
const FILTER_FIELDS: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox']);

/**
 * A grid's filter row: every cell that holds anything holds a field (a box under each column
 * header). It heads the rows, as the header row does: not an item ("the third order" is the third
 * row of data).
 */
function isFilterRow(row: SnapshotNode): boolean {
  const cells = row.children.filter((c) => (c.role === 'gridcell' || c.role === 'cell') && c.children.length);
  return cells.length > 0 && cells.every((c) => c.children.some((d) => FILTER_FIELDS.has(d.role)));
}

/**
 * What a heading names: the part right after it, when that holds alike items (a heading over its
 * list); else its section, its siblings up to the next heading of its level or higher.
 */
function sectionOf(heading: SnapshotNode, index: PageIndex): SnapshotNode[] {
  const up = index.parent.get(heading);
  const siblings = up ? up.children : index.snapshot.nodes;
  const from = siblings.indexOf(heading);
  const next = siblings.slice(from + 1).find((s) => s.role !== 'text');
  if (next && next.role !== 'heading' && alikeGroups(subtree(next), index).length) return subtree(next);
  const to = siblings.findIndex((s, i) => i > from && s.role === 'heading' && (s.level ?? 9) <= (heading.level ?? 9));
  return siblings.slice(from, to === -1 ? undefined : to).flatMap((s) => subtree(s));
}

export interface Part {
  node: SnapshotNode;
  nodes: SnapshotNode[];
  why: string;
}

/**
 * The parts the noun names, best evidence first: a table one of whose column headers says it
 * ("Project"), a named list, menu, tab list or landmark whose name says it ("Mailboxes"), a
 * heading whose words say it (its section). Parts holding no alike items are not counted.
 */
export function partsNamedBy(noun: string, index: PageIndex): Part[][] {
  const tables = index.order
    .filter((n) => (n.role === 'table' || n.role === 'grid' || n.role === 'treegrid') && subtree(n).some((c) => c.role === 'columnheader' && says(ownText(c), noun) && words(ownText(c)).length <= 2))
    .map((n) => ({ node: n, nodes: subtree(n), why: `the table whose column says "${noun}"` }));
  const named = index.order
    .filter((n) => NAMED_PARTS.has(n.role) && n.name && says(n.name, noun))
    .map((n) => ({ node: n, nodes: subtree(n), why: `${said(n)}` }));
  const headings = index.order
    .filter((n) => n.role === 'heading' && says(ownText(n), noun))
    .map((n) => ({ node: n, nodes: sectionOf(n, index), why: `the part under heading "${ownText(n)}"` }));
  return [tables, named, headings].map((level) => level.filter((p) => alikeGroups(p.nodes, index).length > 0));
}

/** The part a scope names: as the other rules read it, else by its initials. */
function scopedPart(form: StepForm, ctx: RuleContext): Part | { handover: string } {
  const scope = form.scope!;
  const found = nodesInScope(scope, ctx.index, 'click', { name: '', exact: false });
  if (!('handover' in found) && found.length && alikeGroups(found, ctx.index).length) return { node: found[0]!, nodes: found, why: `the part "${scope.name}" names` };
  const letters = scope.name.trim();
  if (/^\p{Lu}{2,6}s?$/u.test(letters)) {
    const initials = letters.replace(/s$/, '').toLowerCase();
    const parts = ctx.index.order
      .filter((n) => (n.role === 'heading' || (NAMED_PARTS.has(n.role) && n.name)) && initialsOf(n.role === 'heading' ? ownText(n) : n.name!) === initials)
      .map((n) => ({ node: n, nodes: n.role === 'heading' ? sectionOf(n, ctx.index) : subtree(n), why: `"${n.role === 'heading' ? ownText(n) : n.name}" (the initials ${letters})` }))
      .filter((p) => alikeGroups(p.nodes, ctx.index).length);
    if (parts.length === 1) return parts[0]!;
    if (parts.length > 1) return { handover: `${parts.length} parts have the initials ${letters}: say the part's whole name` };
  }
  return 'handover' in found ? found : { handover: `no list of alike items in "${scope.name}"` };
}

/** The control of an item the verb acts on: the item itself, or the one control in it the verb names. */
function controlOf(item: SnapshotNode, form: StepForm): SnapshotNode | { handover: string } {
  if (!HOLDERS.has(item.role)) return CLICKS.has(form.verb) ? item : { handover: `${said(item)} is a control: say what to do with it ("click the ${form.target!.raw}")` };
  const controls = subtree(item).filter((n) => n !== item && n.ref && ['button', 'link', 'menuitem', 'checkbox', 'switch'].includes(n.role));
  const names = VERB_NAMES.get(form.verb) ?? (form.verb === 'do' ? [normalize(form.said)] : []);
  const named = controls.filter((c) => names.some((v) => normalize(c.name ?? '') === v || normalize(c.name ?? '').startsWith(`${v} `)));
  if (named.length === 1) return named[0]!;
  if (!named.length && (form.verb === 'click' || form.verb === 'open' || form.verb === 'select') && controls.length === 1 && controls[0]!.role === 'link') return controls[0]!;
  const what = names[0];
  const held = controls.map((c) => c.name ?? c.role);
  const hint = held.length ? ` ("click ${held[0]} in the ${form.target!.raw}")` : '';
  return { handover: `${what ? `${named.length || 'no'} control${named.length === 1 ? '' : 's'} named "${what}"` : `${held.length} control${held.length === 1 ? '' : 's'}`} in the ${form.target!.raw} (${said(item)}${held.length ? `: ${held.join(', ')}` : ''}): say which to click${hint}` };
}

/**
 * "open the third question in the FAQ", "click the last mailbox", "open the third project": the
 * nth of the alike items of the part the scope, or the noun, names; the step's verb done on it
 * (a row's or list item's control the verb names: "open" its Open button).
 */
export const nthItem: WidgetRule = {
  info: {
    name: 'nth-item',
    does: 'Acts on the nth of the alike items (rows, list items, buttons of a list, accordion headers, tabs) of the part the scope or the noun names, counted in page order.',
    when: '"open the third question in the FAQ", "click the last mailbox" (a heading "Mailboxes"), "open the third project" (a table with a column "Project"): an ordinal and a noun that is no control\'s name.',
    evidence: 'One part named by the scope (its name, or its initials: "FAQ") or by the noun (a table\'s column header, a named list or landmark, a heading, singular or plural), holding one group of two or more alike items (same role, same place); the nth of them exists; for a row or list item, the one control in it the verb names (Open, Edit, Delete). Two such parts or groups, or too few items: handed over saying so.',
    example: {
      html: '<h2>Albums</h2><div><button>Summer</button><button>Family</button><button>Travel</button></div><h2>Labels</h2><div><button>Red</button><button>Blue</button></div>',
      step: 'click the last album',
      action: 'click button "Travel"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.target?.ordinal !== undefined && !!form.target.name && words(form.target.name).length <= 2 && !form.target.roles && !form.value && (CLICKS.has(form.verb) || VERB_NAMES.has(form.verb) || form.verb === 'edit' || form.verb === 'remove'),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const target = form.target!;
    const noun = words(target.name).at(-1)!;
    // Controls the words name, two or more ("the second Add to cart"): the name rules count those.
    if (ctx.index.order.filter((n) => n.ref && isActionable(n) && !HEADERS.has(n.role) && nounForms(normalize(n.name ?? '')).includes(target.name)).length > 1) return undefined;
    let part: Part;
    if (form.scope) {
      const found = scopedPart(form, ctx);
      if ('handover' in found) return undefined;
      part = found;
    } else {
      const levels = partsNamedBy(noun, ctx.index);
      const level = levels.find((l) => l.length);
      if (!level) return undefined;
      // Nested parts (a heading's section holding the named list) are one place: the innermost.
      const inner = level.filter((p) => !level.some((q) => q !== p && q.nodes.length < p.nodes.length && q.nodes.every((n) => p.nodes.includes(n))));
      if (inner.length > 1) return { handover: `${inner.length} parts say "${noun}" (${inner.map((p) => p.why).join(', ')}): scope it ("the ${target.raw} in the ${ownText(inner[0]!.node) || inner[0]!.node.name}")`, near: true };
      part = inner[0]!;
    }
    let groups = alikeGroups(part.nodes, ctx.index);
    // A verb done by a control in each item ("delete the second receipt": its Remove button): only
    // the lists whose every item holds that control are its lists (a part's own buttons are not items to delete).
    if (groups.length > 1 && VERB_NAMES.has(form.verb) && !CLICKS.has(form.verb)) {
      const doable = groups.filter((g) => g.every((item) => HOLDERS.has(item.role) && !('handover' in controlOf(item, form))));
      if (doable.length === 1) groups = doable;
    }
    if (groups.length !== 1) return { handover: `${groups.length} lists of alike items in ${part.why}: name the item, or scope it to one list`, near: true };
    const items = groups[0]!;
    const ordinal = target.ordinal!;
    const item = ordinal > 0 ? items[ordinal - 1] : items[items.length + ordinal];
    if (!item) return { handover: `asked for the ${ordinalWord(ordinal)} ${noun}, ${part.why} holds ${items.length}: say which by its name`, near: true };
    const control = controlOf(item, form);
    // "edit the 2nd note" where no item has an Edit control: edited in place, as the page says (inline-edit).
    if ('handover' in control) return (form.verb === 'edit' && nthEdited(noun, ordinal, ctx.index)) || { ...control, near: true };
    if (control.disabled) return { handover: `${said(control)} is disabled`, near: true };
    const candidates = items.map((n, i) => ({ role: n.role, name: n.name ?? ownText(n), score: n === item ? 1 : 0, why: `#${i + 1} of ${items.length}` }));
    const facts = [`${items.length} alike items (${items[0]!.role}) in ${part.why}`, `the ${ordinalWord(ordinal)}: ${said(item)}`];
    const expands = form.verb === 'open' || form.verb === 'expand';
    const collapses = form.verb === 'collapse' || form.verb === 'close';
    const misses = ctx.book.misses;
    const open = expands || collapses ? stateOf(control, ctx.book) : undefined;
    if (ctx.book.misses > misses) return { handover: `reading whether ${said(control)} is expanded`, near: true };
    if (open !== undefined) {
      if (open === expands) return { handover: `${said(control)} is ${expands ? 'expanded' : 'collapsed'} already`, near: true };
      return { actions: [{ ref: control.ref!, method: 'click', arguments: [], description: `${expands ? 'expand' : 'collapse'} ${said(control)}`, effect: { expanded: expands } }], candidates, facts };
    }
    if (collapses) return { handover: `${said(control)} has no open or closed state to change: say what to click`, near: true };
    if ((form.verb === 'check' || form.verb === 'uncheck') && ['checkbox', 'switch', 'radio', 'menuitemcheckbox'].includes(control.role)) {
      const method = form.verb === 'check' ? 'check' : 'uncheck';
      return { actions: [{ ref: control.ref!, method, arguments: [], description: `${method} ${said(control)}`, effect: { checked: method === 'check' } }], candidates, facts };
    }
    if (form.verb === 'check' || form.verb === 'uncheck') return { handover: `${said(control)} is no box to ${form.verb}`, near: true };
    return { actions: [{ ref: control.ref!, method: 'click', arguments: [], description: `click ${said(control)}` }], candidates, facts };
  },
};

/**
 * "select Drafts in the Mailboxes list": the item of that name among the alike items of the list
 * a heading or a part's name calls so, when the list is no field with options (a list group of
 * buttons or links, a navigation list).
 */
export const itemInList: WidgetRule = {
  info: {
    name: 'item-in-list',
    does: 'Selects an item by its name among the alike items (buttons, links, tabs) of the list a heading or a named part calls so, when that list is no field with options.',
    when: '"select Drafts in the Mailboxes list", "choose Archive from the Folders list": a value, then a list named by its heading.',
    evidence: 'One part named by the words before "list" (a heading over it, or its own name), holding one group of alike items; one of them clearly best matches the value by name.',
    example: {
      html: '<h2>Albums</h2><div><button>Summer 12</button><button>Family 3</button></div><h2>Labels</h2><div><button>Red</button><button>Blue</button></div>',
      step: 'select Family in the Albums list',
      action: 'click button "Family 3"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'select' && form.frame === 'value-into' && !!form.value && !form.scope && words(form.target?.name ?? '').length >= 2 && words(form.target?.name ?? '').at(-1) === 'list',
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const named = words(form.target!.name).slice(0, -1);
    const noun = named.at(-1)!;
    const loose = (text: string) => says(text, noun) && named.slice(0, -1).every((w) => words(text).includes(w));
    // A part called exactly so ("Albums") over one that only ends so ("Shared albums").
    const exact = ctx.index.order.some((n) => (n.role === 'heading' || NAMED_PARTS.has(n.role)) && normalize(n.role === 'heading' ? ownText(n) : n.name ?? '') === named.join(' '));
    const fits = (text: string) => (exact ? normalize(text) === named.join(' ') : loose(text));
    const parts = [
      ...ctx.index.order.filter((n) => NAMED_PARTS.has(n.role) && n.name && fits(n.name)).map((n) => subtree(n)),
      ...ctx.index.order.filter((n) => n.role === 'heading' && fits(ownText(n))).map((n) => sectionOf(n, ctx.index)),
    ].map((nodes) => alikeGroups(nodes, ctx.index)).filter((g) => g.length === 1).map((g) => g[0]!);
    const lists = parts.filter((g, i) => parts.findIndex((h) => h[0] === g[0]) === i);
    if (!lists.length) return undefined;
    if (lists.length > 1) return { handover: `${lists.length} lists are called "${form.target!.raw}": scope it further`, near: true };
    const items = lists[0]!.filter((n) => !HOLDERS.has(n.role) && n.ref);
    const scored = items.map((n) => ({ node: n, score: nameScore(form.value!, n.name ?? ownText(n)) })).filter((s) => s.score >= MIN_SCORE).sort((a, b) => b.score - a.score);
    if (!scored.length) return { handover: `no item of the ${form.target!.raw} is named "${form.value}" (${items.map((n) => n.name).join(', ')})`, near: true };
    if (scored.length > 1 && scored[0]!.score - scored[1]!.score < MIN_LEAD) return { handover: `${scored.length} items of the ${form.target!.raw} match "${form.value}": say its whole name`, near: true };
    const node = scored[0]!.node;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }],
      candidates: scored.map((s) => ({ role: s.node.role, name: s.node.name ?? '', score: s.score })),
      facts: [`${items.length} alike items in the ${form.target!.raw}`],
    };
  },
};
