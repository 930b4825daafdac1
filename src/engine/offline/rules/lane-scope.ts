import { ACTIONABLE_ROLES, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import type { Box } from '../relations.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { normalize } from '../text.js';
import { ORDINALS } from '../vocabulary.js';
import { ITEM_KIND_WORDS } from './item-kind.js';
import type { RuleContext, RuleFound, RuleHandover, WidgetRule } from './widget.js';

/** Words that say a group of items by the way it is drawn: "the QA row", "the Frontend lane". */
const LANE_WORDS: ReadonlySet<string> = new Set(['row', 'lane', 'swimlane', 'group', 'section', 'column']);
/** The ones drawn across the page: a label at the start, its items to the right of it on its line. */
const ACROSS: ReadonlySet<string> = new Set(['row', 'lane', 'swimlane']);
/** Roles of a group of items named by a label. */
const GROUP_ROLES: ReadonlySet<string> = new Set(['group', 'rowgroup', 'region', 'list']);
/** Roles whose text names a part or a field, not an item in it. */
const NOT_ITEMS: ReadonlySet<string> = new Set(['heading', 'rowheader', 'columnheader', 'caption', 'legend', 'tooltip', 'status', 'alert', 'log', 'banner', 'textbox', 'searchbox', 'combobox', 'option', 'dialog', 'alertdialog']);
/** Verbs that pick an item by clicking it. */
const ITEM_VERBS: ReadonlySet<string> = new Set(['click', 'open', 'select', 'double-click']);
/** Most items read for their boxes. */
const MAX_ITEMS = 150;

interface Asked {
  /** The item's name ('' when only its kind and place are said). */
  name: string;
  kind?: string;
  ordinal?: number;
  lane: string;
  laneWord: string;
}

/** "the first file", "Privacy review", "the Budget file" → name, kind word, ordinal. */
function itemPhrase(phrase: string): { name: string; kind?: string; ordinal?: number } {
  let words = normalize(phrase).split(' ').filter(Boolean);
  if (['the', 'a', 'an'].includes(words[0] ?? '')) words = words.slice(1);
  let ordinal: number | undefined;
  for (const size of [3, 2, 1]) {
    const head = words.slice(0, size).join(' ');
    if (words.length > size - 1 && ORDINALS.has(head)) {
      ordinal = ORDINALS.get(head);
      words = words.slice(size);
      break;
    }
  }
  const last = words.at(-1);
  const kind = last && (ITEM_KIND_WORDS.has(last) || ITEM_KIND_WORDS.has(last.replace(/s$/, ''))) ? last : undefined;
  return { name: (kind ? words.slice(0, -1) : words).join(' '), ...(kind ? { kind } : {}), ...(ordinal !== undefined ? { ordinal } : {}) };
}

/** "the QA row", "Legal lane" → the lane's name and its word; undefined when no lane word ends it. */
function lanePhrase(name: string, kind?: string): { lane: string; laneWord: string } | undefined {
  if (kind && LANE_WORDS.has(kind)) return { lane: normalize(name), laneWord: kind };
  const words = normalize(name).split(' ');
  if (words.length >= 2 && LANE_WORDS.has(words.at(-1)!) && !kind) return { lane: words.slice(0, -1).join(' '), laneWord: words.at(-1)! };
  return undefined;
}

/** The step read as an item in a named group, or undefined. */
function asked(form: StepForm): Asked | undefined {
  if (!ITEM_VERBS.has(form.verb)) return undefined;
  if (form.frame === 'value-into' && form.verb === 'select' && form.value && form.target && !form.target.exact) {
    const lane = lanePhrase(form.target.name, form.target.kind);
    return lane ? { ...itemPhrase(form.value), ...lane } : undefined;
  }
  if (form.frame === 'target' && form.target && form.scope && !form.scope.exact && ['in', 'of', 'on'].includes(form.scope.relation)) {
    const lane = lanePhrase(form.scope.name, form.scope.kind);
    if (!lane) return undefined;
    const item = itemPhrase(form.target.name);
    return { ...item, ...(form.target.ordinal !== undefined ? { ordinal: form.target.ordinal } : {}), ...lane };
  }
  return undefined;
}

const labelOf = (n: SnapshotNode) => normalize(n.role === 'text' ? (n.text ?? '') : ownText(n));
/** Every label shown in a node's subtree. */
const labelsIn = (n: SnapshotNode) => subtree(n).map(labelOf).filter(Boolean);
const insideControl = (n: SnapshotNode, index: PageIndex) => [n, ...ancestors(index, n)].some((a) => ACTIONABLE_ROLES.has(a.role) && a.role !== 'gridcell' && a.role !== 'treeitem');

/** A control's label (a checkbox's <label> shows its text): no item. */
const holdsControl = (n: SnapshotNode) => subtree(n).slice(1).some((c) => ACTIONABLE_ROLES.has(c.role));

/** An item of a group: the element that shows its text (clicked) and the outermost element holding that text alone (its box). */
interface Item {
  at: SnapshotNode;
  box: SnapshotNode;
  label: string;
}

/** The items under `roots` (every element showing one text of its own, not a heading, field or control), one per text. */
function itemsIn(nodes: readonly SnapshotNode[], index: PageIndex, exclude: ReadonlySet<SnapshotNode>): Item[] {
  const shown = new Set<SnapshotNode>();
  for (const n of nodes) {
    if (exclude.has(n) || NOT_ITEMS.has(n.role) || !labelOf(n)) continue;
    const el = n.ref && n.role !== 'text' ? n : ancestors(index, n).find((a) => a.ref);
    if (!el || exclude.has(el) || NOT_ITEMS.has(el.role) || insideControl(el, index) || holdsControl(el)) continue;
    shown.add(el);
  }
  const inner = [...shown].filter((el) => ![...shown].some((o) => o !== el && ancestors(index, o).includes(el)));
  return inner.map((at) => {
    let box = at;
    for (const up of ancestors(index, at)) {
      if (!up.ref || exclude.has(up) || new Set(labelsIn(up)).size > 1) break;
      box = up;
    }
    return { at, box, label: labelOf(at) };
  });
}

function pick(items: Item[], want: Asked, form: StepForm, where: string, overlapping: ReadonlyMap<Item, Item> = new Map()): RuleFound | RuleHandover {
  let hits = items;
  if (want.name) {
    hits = items.filter((i) => i.label === want.name);
    if (!hits.length) return { handover: `nothing in ${where} is called "${want.name}"`, near: true };
  }
  if (want.ordinal !== undefined) {
    if (want.name && hits.length === 1) return { handover: `one "${want.name}" in ${where}: say it without "${want.ordinal}"`, near: true };
    const i = want.ordinal > 0 ? want.ordinal - 1 : hits.length + want.ordinal;
    if (i < 0 || i >= hits.length) return { handover: `${where} has ${hits.length} item${hits.length === 1 ? '' : 's'}, no item ${want.ordinal}`, near: true };
    // An item that overlaps another on the page has no clear place in the order (items apart from it still do).
    const other = overlapping.get(hits[i]!);
    if (other) return { handover: `the items of ${where} overlap on the page ("${ownText(hits[i]!.at) || hits[i]!.label}" and "${ownText(other.at) || other.label}"): their order is unclear; say the item's name`, near: true };
    hits = [hits[i]!];
  }
  if (hits.length > 1) {
    const names = hits.slice(0, 4).map((h) => `"${ownText(h.at) || h.label}"`).join(', ');
    return { handover: `${hits.length} items in ${where} (${names}): say which one`, near: true };
  }
  const { at, label } = hits[0]!;
  const method = form.verb === 'double-click' ? 'doubleClick' : 'click';
  return {
    actions: [{ ref: at.ref!, method, arguments: [], description: `${method === 'click' ? 'click' : 'double-click'} ${at.role} "${ownText(at) || label}"` }],
    candidates: [{ role: at.role, name: label, score: 1, why: `an item of ${where}` }],
    facts: [`"${want.lane} ${want.laneWord}" read as the group labelled "${want.lane}"`],
  };
}

/**
 * "select the first task in the QA row", "pick Dashboard in the Frontend lane": a group said as a
 * row, lane, column, section or group by its label. A group role (group, rowgroup, region, list)
 * named so holds the items, in the page's order; else, for a row or lane, the one element that
 * shows the name alone (no control, heading or field) is the row's label at its start, and its items
 * are the elements whose middle lies on its line to the right of it, in order from left to right
 * (read from their boxes); an item counted by an ordinal must overlap no other. The item is then the one named so, or the one at the ordinal.
 */
export const laneScope: WidgetRule = {
  fallback: true,
  info: {
    name: 'lane-scope',
    does: 'An item in a group said as a row, lane, column, section or group: the group labelled so (a group role, or a row drawn with its label at the start), then the item named so or at the ordinal in it.',
    when: '"select the first task in the QA row", "pick Dashboard in the Frontend lane": no element is named with the lane word; a group role has the name, or one element shows it alone and items lie to its right on its line.',
    evidence: 'One group (or one label) with the name; in it one item with the name, or an ordinal counted among items that do not overlap on the page; several labels, several items without an ordinal, or overlapping items hand over.',
    example: {
      html: '<div role="group" aria-label="QA"><div>Test plan</div><div>Regression</div></div><div role="group" aria-label="Design"><div>Wireframes</div></div>',
      step: 'select the first task in the QA row',
      action: 'click generic "Test plan"',
    },
  },
  applies: (form) => asked(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const want = asked(form)!;
    const where = `the ${want.lane} ${want.laneWord}`;
    const named = ctx.index.order.filter((n) => GROUP_ROLES.has(n.role) && normalize(n.name ?? '') === want.lane);
    if (named.length > 1) return { handover: `${named.length} groups are called "${want.lane}": say which`, near: true };
    if (named.length === 1) {
      const group = named[0]!;
      // A group of controls (a fieldset of radios, a list of links) is the name rules' and the widget rules': its items are no plain texts.
      if (subtree(group).slice(1).some((n) => ACTIONABLE_ROLES.has(n.role) && n.role !== 'gridcell' && n.role !== 'treeitem')) return undefined;
      return pick(itemsIn(subtree(group).slice(1), ctx.index, new Set([group])), want, form, where);
    }
    if (!ACROSS.has(want.laneWord)) return undefined;
    return drawnRow(want, form, ctx, where);
  },
};

/** A row drawn with its label at its start: the items on the label's line, to its right. */
function drawnRow(want: Asked, form: StepForm, ctx: RuleContext, where: string): RuleFound | RuleHandover | undefined {
  const { index, book } = ctx;
  const labels = itemsIn(index.order, index, new Set()).filter((i) => i.label === want.lane);
  if (!labels.length) return undefined;
  if (labels.length > 1) return { handover: `${labels.length} elements show "${want.lane}": say which ${want.laneWord}`, near: true };
  const label = labels[0]!;
  const exclude = new Set([label.box, ...subtree(label.box)]);
  const items = itemsIn(index.order, index, exclude).filter((i) => !ancestors(index, label.box).includes(i.box));
  if (items.length > MAX_ITEMS) return undefined;
  const before = book.misses;
  const boxOf = (n: SnapshotNode): Box | undefined => book.facts(n)?.box;
  const row = boxOf(label.box);
  const boxes = new Map(items.map((i) => [i, boxOf(i.box)] as const));
  if (book.misses > before) return { handover: `reading where the items lie beside "${want.lane}"`, near: true };
  if (!row) return undefined;
  const inRow = items
    .filter((i) => {
      const b = boxes.get(i);
      if (!b || b.w <= 0 || b.h <= 0) return false;
      const middle = b.y + b.h / 2;
      return middle > row.y && middle < row.y + row.h && b.x >= row.x + row.w - 2;
    })
    .sort((a, b) => boxes.get(a)!.x - boxes.get(b)!.x);
  if (!inRow.length) return { handover: `nothing lies beside "${want.lane}" on its line: is it a ${want.laneWord}?` };
  // Items stacked over one another (one above the other in the row) have no clear order.
  const overlapping = new Map<Item, Item>();
  for (const [i, a] of inRow.entries()) {
    for (const b of inRow.slice(i + 1)) {
      if (boxes.get(b)!.x >= boxes.get(a)!.x + boxes.get(a)!.w - 2) continue;
      if (!overlapping.has(a)) overlapping.set(a, b);
      if (!overlapping.has(b)) overlapping.set(b, a);
    }
  }
  return pick(inRow, want, form, where, overlapping);
}
