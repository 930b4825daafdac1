import type { Candidate } from '../../decision/decision.js';
import type { DragGoal } from '../../decision/resolved.js';
import type { SnapshotNode } from '../../snapshot/index.js';
import type { OfflineAction } from '../action.js';
import type { HintBook } from '../hints.js';
import type { PageIndex } from '../page-index.js';
import type { RuleInfo } from '../rule-info.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { normalize, words } from '../text.js';
import { ORDINALS } from '../vocabulary.js';
import { itemRuns } from './item-runs.js';

/**
 * Drag and drop in sortable lists: "drag X to the top / to the end / above Y / below Y / before Y /
 * after Y", "move X up one place", "move X to <list>" (with a place there), "put X first",
 * "reorder the L so X comes first", "drop X on Y". Read from the step's own grammar (the verb, the
 * item, the list it goes to, the place there) against the page's lists (ARIA list and listitem:
 * `ul`/`ol`/`li` or their roles), each named by its own name, the region or group around it, or
 * the heading before it. An item with a drag handle (a part named or drawn as a grip: "Drag to
 * reorder", "handle", ☰) is dragged by it. The step's goal (every list's order afterwards) goes
 * with the action: the method reads the lists again after the drag and reports success only when
 * they show it (methods/follow.ts, followDrag), correcting a drop a library read otherwise at most
 * twice, and failure, with what the lists show, otherwise.
 */
export const DRAG_DROP: RuleInfo = {
  name: 'drag-drop',
  does: 'Moves a list item by drag and drop (by its handle when it has one) to the place the step names, in its list or another one; the lists are read again afterwards and the step succeeds only when they show the item there (a list that gives copies keeps its own).',
  when: '"drag X to the top", "move X below Y", "move X up one place", "put X first", "move X to <list> above Y", "reorder the L so X comes first", "drop X on Y": X and Y items of lists (list/listitem roles, or columns of alike items under a title drawn without roles: a kanban\'s boards of cards, rules/item-runs.ts), a list named by its name, its region or group, or the heading before it.',
  evidence: 'Exactly one item named X (in the list the step names, when it names one; "the card X" is X), the place resolved to one spot (Y one item; the list one list); an item without a handle in the tree is dragged by the one part drawn with a grab or move cursor (also one shown on hover only). Two items named alike, a list no name picks out, or a kind word ("the talk") among several items is handed over.',
  example: {
    html: '<h2>Tags</h2><ul><li draggable="true">css</li><li draggable="true">html</li></ul>',
    step: 'move html to the top of the tags',
    action: 'drag listitem "html" onto the top of listitem "css"',
  },
};

/** A list as the page shows it: its items in order, and what names it. */
export interface ListView {
  node: SnapshotNode;
  name: string;
  items: ItemView[];
}

export interface ItemView {
  node: SnapshotNode;
  name: string;
  /** A part of the item drawn or named as the grip it is dragged by. */
  handle?: SnapshotNode;
}

/** Where the step puts the item. */
type Place =
  | { at: 'first' | 'last' | 'anywhere' }
  | { at: 'before' | 'after'; of: string }
  | { at: 'between'; of: string; and: string }
  | { at: 'up' | 'down'; by: number };

/** One reading of the step: the item phrase, the lists it names, the place. */
interface Reading {
  item: string;
  from?: string;
  to?: string;
  place: Place;
  copy: boolean;
}

const VERBS = /^(drag|move|put|place|shift|bring|add|copy|drop|make|sort|reorder|rearrange|reposition)\s+(.+)$/i;
/** Verbs that say drag and drop by themselves: such a step is this rule's even when it cannot resolve it. */
const DRAG_VERBS = /^(?:drag|drop|reorder|rearrange|reposition)$/i;
const RELATIONS: Record<string, 'before' | 'after'> = {
  above: 'before', before: 'before', 'ahead of': 'before', 'in front of': 'before', 'on top of': 'before',
  below: 'after', after: 'after', under: 'after', underneath: 'after', beneath: 'after', behind: 'after',
};
const FIRST_WORDS = /^(?:top|start|beginning|front|head|first)$/i;
const LAST_WORDS = /^(?:bottom|end|back|last|tail)$/i;
/** Words around a list's name that are not its name ("the tags list", "the Done column"). */
const LIST_WORDS = new Set(['the', 'a', 'an', 'list', 'lists', 'column', 'lane', 'board', 'section', 'panel', 'box', 'group', 'of', 'my', 'our']);
/** Words that only say "an item" of a list. */
const ITEM_WORDS = new Set(['item', 'items', 'entry', 'entries', 'element', 'one', 'card', 'cards', 'task', 'tasks', 'row', 'thing']);
/** A drag handle's name or tooltip ("Drag to reorder", "Move handle", "grip"). */
const HANDLE_NAME = /\b(?:drag|handle|grip|grabber|reorder|sort|move)\b/i;
/** A handle drawn as a glyph alone: ☰ ≡ ⋮⋮ ⠿ ⣿ ↕ ⇅ ::. */
const HANDLE_GLYPH = /^[\s☰≡⋮⋯⠿⣿↕⇅:·•|=\u2800-\u28ff]+$/u;

/** The step read as a drag and drop (every reading its words allow), or undefined when it is not one. */
export function dragReadings(step: string): { verb: string; readings: Reading[]; list?: string } | undefined {
  let text = step.trim().replace(/[.!]+$/, '').replace(/\s+/g, ' ').replace(/^(?:please|now|then|next),?\s+/i, '');
  let list: string | undefined;
  const scoped = /^in (?:the )?(.+?),\s*(.+)$/i.exec(text);
  if (scoped) {
    list = scoped[1]!;
    text = scoped[2]!;
  }
  const m = VERBS.exec(text);
  if (!m) return undefined;
  const verb = m[1]!.toLowerCase();
  const rest = m[2]!;
  const copy = verb === 'copy';
  const out: Reading[] = [];
  const add = (r: Omit<Reading, 'copy'>) => out.push({ ...r, copy, ...(list && !r.to ? { to: list } : {}), ...(list && !r.from ? { from: list } : {}) });
  if (verb === 'make') {
    const made = /^(.+?) the (first|last|top|bottom)(?: (.+))?$/i.exec(rest) ?? /^(.+?) (first|last)$/i.exec(rest);
    if (made) add({ item: made[1]!, place: { at: FIRST_WORDS.test(made[2]!) ? 'first' : 'last' }, ...(made[3] ? { to: made[3] } : {}) });
    return out.length ? { verb, readings: out, ...(list ? { list } : {}) } : undefined;
  }
  if (verb === 'sort' || verb === 'reorder' || verb === 'rearrange') {
    const so = /^(.+?)(?::|,| so that| so| such that)\s+(.+?)(?: (?:comes|is|goes|ends up|sits|stands))?(?: (?:at the )?(first|last|top|bottom))$/i.exec(rest);
    if (so) add({ item: so[2]!, to: so[1]!, from: so[1]!, place: { at: FIRST_WORDS.test(so[3]!) ? 'first' : 'last' } });
    if (verb === 'sort') return out.length ? { verb, readings: out } : undefined;
  }
  if (verb === 'drop') {
    for (const at of splits(rest, /\s+(?:on|onto|into|in|over|on to)\s+/gi)) {
      add({ item: at.before, place: { at: 'anywhere' }, to: at.after });
      add({ item: at.before, place: { at: 'before', of: at.after } });
    }
    return out.length ? { verb, readings: out, ...(list ? { list } : {}) } : undefined;
  }
  for (const { head, place, to } of placesOf(rest)) {
    // What is left: ITEM [from LIST] [back] [to|into|onto LIST].
    for (const moved of moves(head)) {
      const dest = to ?? moved.to;
      if (to && moved.to) continue;
      add({ item: moved.item, ...(moved.from ? { from: moved.from } : {}), ...(dest ? { to: dest } : {}), place });
    }
  }
  return out.length ? { verb, readings: out, ...(list ? { list } : {}) } : undefined;
}

/** Every way of cutting the text at a match of `sep`: the words before and after it. */
function splits(text: string, sep: RegExp): { before: string; after: string }[] {
  const out: { before: string; after: string }[] = [];
  for (const m of text.matchAll(sep)) {
    const before = text.slice(0, m.index).trim();
    const after = text.slice(m.index! + m[0].length).trim();
    if (before && after) out.push({ before, after });
  }
  return out;
}

/** The place said at the end of the words after the verb, and the words before it. */
function placesOf(rest: string): { head: string; place: Place; to?: string }[] {
  const out: { head: string; place: Place; to?: string }[] = [];
  const lead = String.raw`\s*,?\s+(?:to |so (?:that )?it (?:is|comes|sits) )?(?:right |just |directly |immediately )?`;
  for (const [word, at] of Object.entries(RELATIONS)) {
    for (const cut of splits(rest, new RegExp(`${lead}${word}\\s+`, 'gi'))) out.push({ head: cut.before, place: { at, of: cut.after } });
  }
  for (const cut of splits(rest, /\s*,?\s+between\s+/gi)) {
    for (const pair of splits(cut.after, /\s+and\s+/gi)) out.push({ head: cut.before, place: { at: 'between', of: pair.before, and: pair.after } });
  }
  const end = /^(.+?)\s*,?\s+(?:back\s+)?(?:to|at|on|into|onto)\s+(?:the\s+)?(?:very\s+)?(top|bottom|end|start|beginning|front|head|back|tail)(?:\s+of\s+(.+))?$/i.exec(rest);
  if (end) out.push({ head: end[1]!, place: { at: FIRST_WORDS.test(end[2]!) ? 'first' : 'last' }, ...(end[3] ? { to: end[3] } : {}) });
  const ordinal = /^(.+?)\s+(?:to\s+)?(?:the\s+)?(first|last)(?:\s+(?:place|position|spot))?$/i.exec(rest);
  if (ordinal) out.push({ head: ordinal[1]!, place: { at: ordinal[2]!.toLowerCase() === 'first' ? 'first' : 'last' } });
  const step = /^(.+?)\s+(up|down)(?:\s+(?:by\s+)?(one|1|a|two|2|three|3))?(?:\s+(?:place|position|spot|step|slot|row|line|notch)s?)?$/i.exec(rest);
  if (step) {
    const by = ({ two: 2, '2': 2, three: 3, '3': 3 } as Record<string, number>)[(step[3] ?? '').toLowerCase()] ?? 1;
    out.push({ head: step[1]!, place: { at: step[2]!.toLowerCase() as 'up' | 'down', by } });
  }
  // No place: "move X to <list>" (its end, the place a list takes a new item), or the item's list.
  out.push({ head: rest, place: { at: 'anywhere' } });
  return out;
}

/** ITEM [from LIST] [back] [to|into|onto LIST], every way its words allow. */
function moves(head: string): { item: string; from?: string; to?: string }[] {
  const out: { item: string; from?: string; to?: string }[] = [];
  const withFrom = (item: string, to?: string) => {
    out.push({ item, ...(to ? { to } : {}) });
    for (const cut of splits(item, /\s+from\s+/gi)) out.push({ item: cut.before, from: cut.after.replace(/\s+back$/i, ''), ...(to ? { to } : {}) });
  };
  withFrom(head.replace(/\s+back$/i, ''));
  for (const cut of splits(head, /\s+(?:back\s+)?(?:to|into|onto|in|over to|across to|back to|back into)\s+/gi)) withFrom(cut.before.replace(/\s+back$/i, ''), cut.after);
  return out;
}

// --- the page's lists --------------------------------------------------------------------------

const LIST_ROLES = new Set(['list']);
const ITEM_ROLES = new Set(['listitem']);
/** Parts of an item that are not its name: its controls and pictures. */
const NOT_NAME = new Set(['button', 'checkbox', 'radio', 'switch', 'img', 'textbox', 'combobox', 'list', 'menu']);

/** The lists of the page with their items (a list of no items is a place to drop into too). */
export function readLists(index: PageIndex): ListView[] {
  const out: ListView[] = [];
  for (const node of index.order) {
    if (!LIST_ROLES.has(node.role) || !node.ref) continue;
    const items = node.children.filter((c) => ITEM_ROLES.has(c.role) && c.ref).map((c) => itemView(c));
    out.push({ node, name: listName(index, node), items });
  }
  // Lists drawn without roles: columns of alike items under a title (rules/item-runs.ts).
  for (const run of itemRuns(index)) out.push({ node: run.node, name: run.name, items: run.items.map((c) => itemView(c)) });
  return out;
}

function itemView(node: SnapshotNode): ItemView {
  const handle = findHandle(node);
  return { node, name: itemName(node), ...(handle ? { handle } : {}) };
}

/** What an item is called: its text, without its controls, pictures and handle. */
export function itemName(node: SnapshotNode): string {
  if (node.name && !ITEM_ROLES.has(node.role)) return node.name;
  const parts: string[] = [];
  const visit = (n: SnapshotNode, top: boolean) => {
    if (!top && (NOT_NAME.has(n.role) || isHandle(n))) return;
    if (!top && n.name && n.role !== 'generic' && n.role !== 'text') {
      parts.push(n.name);
      return;
    }
    if (n.text) parts.push(n.text);
    for (const c of n.children) visit(c, false);
  };
  visit(node, true);
  // Glyphs drawn beside the text (a grip "⠿", a cross "✕") are no part of the name.
  const name = parts.join(' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).join(' ');
  return /[\p{L}\p{N}]/u.test(name) ? name : (node.name ?? name);
}

function isHandle(n: SnapshotNode): boolean {
  if (!['generic', 'img', 'button', 'text'].includes(n.role)) return false;
  const label = n.name ?? '';
  const text = n.text ?? '';
  return (!!label && HANDLE_NAME.test(label) && label.split(/\s+/).length <= 4) || (!!text && HANDLE_GLYPH.test(text) && n.role !== 'text');
}

/** The item's handle: a part named or drawn as a grip (not inside a nested list). */
function findHandle(item: SnapshotNode): SnapshotNode | undefined {
  const found: SnapshotNode[] = [];
  const visit = (n: SnapshotNode) => {
    for (const c of n.children) {
      if (LIST_ROLES.has(c.role)) continue;
      if (c.ref && isHandle(c)) found.push(c);
      else visit(c);
    }
  };
  visit(item);
  return found.length === 1 ? found[0] : undefined;
}

/** A list's name: its own, its region's or group's when it holds no other list, or the heading just before it. */
function listName(index: PageIndex, list: SnapshotNode): string {
  if (list.name) return list.name;
  let child = list;
  for (let up = index.parent.get(list), depth = 0; up && depth < 4; child = up, up = index.parent.get(up), depth++) {
    const lists = countLists(up);
    if (lists > 1) {
      // The heading just before this list's part, with no other list between.
      const at = up.children.indexOf(child);
      for (let i = at - 1; i >= 0; i--) {
        const sib = up.children[i]!;
        if (sib.role === 'heading') return sib.name ?? sib.text ?? '';
        if (countLists(sib) > 0) break;
      }
      return '';
    }
    if (up.name && ['region', 'group', 'article', 'complementary', 'navigation', 'form', 'dialog', 'tabpanel'].includes(up.role)) return up.name;
    const heading = up.children.slice(0, up.children.indexOf(child)).reverse().find((c) => c.role === 'heading');
    if (heading) return heading.name ?? heading.text ?? '';
  }
  return '';
}

function countLists(node: SnapshotNode): number {
  let n = LIST_ROLES.has(node.role) ? 1 : 0;
  for (const c of node.children) n += countLists(c);
  return n;
}

// --- matching ----------------------------------------------------------------------------------

const stem = (w: string) => (w.length > 3 ? w.replace(/(?:ies)$/, 'y').replace(/(?:es|s)$/, '') : w);

/** How well a phrase names a list: every word of it in the list's name (plural or singular), by how much of the name it covers; 0 otherwise. */
function listScore(phrase: string, list: ListView): number {
  const said = words(phrase).filter((w) => !LIST_WORDS.has(w)).map(stem);
  const name = words(list.name).filter((w) => !/^\d+$/.test(w)).map(stem);
  if (!said.length || !name.length) return 0;
  if (!said.every((w) => name.includes(w))) return 0;
  return said.length / name.length;
}

/** The one list a phrase names, or why not. */
function pickList(phrase: string, lists: readonly ListView[]): ListView | { why: string } {
  const scored = lists.map((l) => ({ l, s: listScore(phrase, l) })).filter((x) => x.s > 0).sort((a, b) => b.s - a.s);
  if (!scored.length) return { why: `no list is named "${phrase}"` };
  if (scored.length > 1 && scored[1]!.s >= scored[0]!.s) return { why: `${scored.filter((x) => x.s >= scored[0]!.s).length} lists match "${phrase}" (${scored.map((x) => `"${x.l.name}"`).join(', ')}): name the list by its heading` };
  return scored[0]!.l;
}

const strip = (phrase: string) => phrase.replace(/^(?:the|a|an|one|another)\s+/i, '').replace(/^["“'](.*)["”']$/, '$1').trim();

/** The items a phrase names, best first, among these lists; several when they tie. */
function pickItems(phrase: string, lists: readonly ListView[]): { item: ItemView; list: ListView; score: number }[] {
  const found = pickNamed(phrase, lists);
  if (found.length) return found;
  // "the card Run?", "the Launch task": a kind word of an item said before or after its name.
  const bare = strip(phrase);
  const kindFirst = /^(\S+)\s+(.+)$/.exec(bare);
  if (kindFirst && ITEM_WORDS.has(kindFirst[1]!.toLowerCase())) return pickNamed(kindFirst[2]!, lists);
  const kindLast = /^(.+)\s+(\S+)$/.exec(bare);
  if (kindLast && ITEM_WORDS.has(kindLast[2]!.toLowerCase())) return pickNamed(kindLast[1]!, lists);
  return [];
}

function pickNamed(phrase: string, lists: readonly ListView[]): { item: ItemView; list: ListView; score: number }[] {
  const quoted = /^["“'].*["”']$/.test(phrase.trim());
  const name = strip(phrase);
  const scored = lists.flatMap((list) => list.items.map((item) => ({ item, list, score: nameScore(name, item.name, quoted) }))).filter((x) => x.score >= MIN_SCORE);
  scored.sort((a, b) => b.score - a.score);
  if (!scored.length) return [];
  return scored.filter((x) => x.score > scored[0]!.score - MIN_LEAD);
}

/** "the second talk", "the first speaker to invite", "the last item": an ordinal over a list named by the words after it. */
function nthItem(phrase: string, lists: readonly ListView[], hint?: ListView): { item: ItemView; list: ListView } | { why: string } | undefined {
  const m = /^(?:the\s+)?(.+?)\s+(.+)$/i.exec(phrase.trim());
  if (!m) return undefined;
  const ordinal = ORDINALS.get(m[1]!.toLowerCase());
  if (ordinal === undefined) return undefined;
  const kind = m[2]!;
  // "the last product to the wishlist": a reading that kept the place in the item's words names no list by them.
  if (/\s(?:to|into|onto)\s/i.test(kind)) return undefined;
  const named = words(kind).every((w) => ITEM_WORDS.has(w)) ? (hint ?? (lists.length === 1 ? lists[0] : undefined)) : pickList(kind, hint ? [hint] : lists);
  if (!named) return { why: `"${phrase}" names no list: say which list ("${phrase} in the <list>")` };
  if ('why' in named) return { why: named.why };
  const at = ordinal > 0 ? ordinal - 1 : named.items.length + ordinal;
  const item = named.items[at];
  return item ? { item, list: named } : { why: `${named.name || 'the list'} has ${named.items.length} items: no ${m[1]} one` };
}

/** A kind word alone ("the talk", "the speaker", "the item"): several items it could be. */
function kindOnly(phrase: string, lists: readonly ListView[]): ListView | undefined {
  const said = words(strip(phrase));
  if (!said.length || said.length > 2) return undefined;
  const fits = lists.filter((l) => l.items.length > 1 && (said.every((w) => ITEM_WORDS.has(w)) || listScore(phrase, l) > 0));
  return fits[0];
}

// --- deciding ----------------------------------------------------------------------------------

/** A reading resolved on the page: the item, its list, the list it goes to and the order asked for there. */
interface Plan {
  item: ItemView;
  from: ListView;
  to: ListView;
  order: string[];
  source?: string[];
  copy: boolean;
  said: string;
}

export type DragAnswer =
  | { actions: OfflineAction[]; candidates: Candidate[]; facts: string[] }
  /** `near`: the step is a drag and drop of an item the page has: nothing else reads it. */
  | { handover: string; near: boolean }
  /** The item's facts (its grip) are to be read from the page first. */
  | { reading: string };

/** The step resolved on the page: the first drag toward its goal, or why not; undefined when it is no drag and drop of an item here. */
export function resolveDrag(step: string, index: PageIndex, book?: HintBook): DragAnswer | undefined {
  const read = dragReadings(step);
  if (!read) return undefined;
  const lists = readLists(index).filter((l) => l.items.length || l.name);
  if (!lists.some((l) => l.items.length)) return undefined;
  const plans: Plan[] = [];
  const whys: string[] = [];
  let mentioned = false;
  for (const reading of read.readings) {
    const plan = planOf(reading, lists);
    if ('why' in plan) {
      if (plan.item) mentioned = true;
      whys.push(plan.why);
      continue;
    }
    mentioned = true;
    if (!plans.some((p) => samePlan(p, plan))) plans.push(plan);
  }
  const ours = mentioned || DRAG_VERBS.test(read.verb);
  if (!plans.length) {
    if (!ours) return undefined;
    // The most telling reason: one that found the item.
    const why = whys.find((w) => !/^no item/.test(w)) ?? whys[0] ?? 'the step names no list item';
    return { handover: why, near: true };
  }
  if (plans.length > 1) {
    return { handover: `the step reads ${plans.length} ways (${plans.map((p) => p.said).join('; ')}): quote the item's name ("move \\"${plans[0]!.item.name}\\" to …")`, near: true };
  }
  const plan = plans[0]!;
  // A grip the tree does not show (a glyph, an icon drawn with a grab cursor): the page's facts say.
  const facts = plan.item.handle || !book ? undefined : book.facts(plan.item.node);
  if (book && !plan.item.handle && !facts) return { reading: `reading how "${plan.item.name}" is dragged` };
  const goal: DragGoal = {
    item: plan.item.name,
    to: { ref: plan.to.node.ref!, name: plan.to.name },
    from: { ref: plan.from.node.ref!, name: plan.from.name },
    order: plan.order,
    ...(plan.source ? { source: plan.source, sourceBefore: shown(plan.from) } : {}),
    ...(plan.copy ? { copy: true } : {}),
    ...(facts?.grip ? { grip: facts.grip } : {}),
  };
  const step0 = dragStep(goal, index);
  if ('done' in step0) return { handover: `${step0.done} already: nothing to move`, near: true };
  if ('reason' in step0) return { handover: step0.reason, near: true };
  const action = { ...step0.action, drag: { ...goal, before: step0.at } };
  const listSaid = (l: ListView) => (l.name ? `"${l.name}"` : 'the list');
  return {
    actions: [action],
    candidates: [{ role: plan.item.node.role, name: plan.item.name, score: 1 }],
    facts: [
      `item "${plan.item.name}" in ${listSaid(plan.from)}${plan.item.handle ? `, dragged by its handle (${plan.item.handle.role} "${plan.item.handle.name ?? plan.item.handle.text ?? ''}")` : goal.grip ? `, dragged by its handle (${goal.grip}: a grab cursor or a drag name)` : ''}`,
      `asked: ${plan.said}`,
      `${listSaid(plan.to)} afterwards: ${plan.order.join(' | ')}`,
      ...(plan.source ? [`${listSaid(plan.from)} afterwards: ${plan.source.join(' | ')} (or unchanged, if it gives copies)`] : []),
    ],
  };
}

function samePlan(a: Plan, b: Plan): boolean {
  return a.item.node === b.item.node && a.to.node === b.to.node && a.order.join('\n') === b.order.join('\n');
}

function planOf(reading: Reading, lists: readonly ListView[]): Plan | { why: string; item?: boolean } {
  let fromList: ListView | undefined;
  if (reading.from) {
    const l = pickList(reading.from, lists);
    if ('why' in l) return { why: l.why };
    fromList = l;
  }
  let toList: ListView | undefined;
  // "to the Done list", "to Confirmed speakers": a list; "drop X on Y": an item (tried as a place too).
  if (reading.to) {
    const l = pickList(reading.to, lists);
    if ('why' in l) return { why: l.why };
    toList = l;
  }
  // The item: "the second talk", a name, or a kind word alone.
  let item: ItemView;
  let from: ListView;
  const nth = nthItem(reading.item, lists, fromList ?? (reading.from ? undefined : toList && reading.to === reading.from ? toList : undefined));
  if (nth && 'why' in nth) return { why: nth.why, item: true };
  if (nth) {
    item = nth.item;
    from = nth.list;
  } else {
    const found = pickItems(reading.item, fromList ? [fromList] : lists);
    if (!found.length) {
      const kind = kindOnly(reading.item, fromList ? [fromList] : lists);
      if (kind) return { why: `"${strip(reading.item)}" is not one item: ${kind.name ? `"${kind.name}"` : 'the list'} has ${kind.items.length} (${kind.items.slice(0, 4).map((i) => i.name).join(', ')}${kind.items.length > 4 ? ', …' : ''}): name the one to move ("move ${kind.items[0]!.name} …")`, item: true };
      return { why: `no item named "${strip(reading.item)}" in ${fromList ? `"${fromList.name}"` : 'the lists'}` };
    }
    // "the talk": a kind word that names a list of several items as well as matching an item's
    // name only as a plural or in part ("Talks") is no name: either could be meant.
    const kind = /^the\s+\S+$/i.test(reading.item.trim()) && found[0]!.score < 1 ? kindOnly(reading.item, lists) : undefined;
    if (kind) return { why: `"${strip(reading.item)}" may be the item "${found[0]!.item.name}" or any of the ${kind.items.length} items of ${kind.name ? `"${kind.name}"` : 'a list'}: name the one to move ("move ${kind.items[0]!.name} …")`, item: true };
    // Within the list the step names, an item of that name beats one elsewhere.
    const inTo = toList && !fromList ? found.filter((f) => f.list === toList) : [];
    const best = inTo.length === 1 && found.length > 1 && reading.place.at !== 'anywhere' ? inTo : found;
    if (best.length > 1) return { why: `${best.length} items match "${strip(reading.item)}" (${best.map((f) => `"${f.item.name}" in ${f.list.name ? `"${f.list.name}"` : 'a list'}`).join(', ')}): say which ("move ${strip(reading.item)} from the ${best[0]!.list.name || '…'} list …")`, item: true };
    item = best[0]!.item;
    from = best[0]!.list;
  }
  const place = reading.place;
  // A place named by an item: its list is where the item goes (unless the step named one).
  const anchors = (phrase: string): { item: ItemView; list: ListView } | { why: string } => {
    const among = toList ? [toList] : lists;
    const found = pickItems(phrase, among).filter((f) => f.item !== item);
    if (!found.length) return { why: `no item named "${strip(phrase)}" in ${toList?.name ? `"${toList.name}"` : 'the lists'}` };
    if (found.length > 1) return { why: `${found.length} items match "${strip(phrase)}": say which` };
    return found[0]!;
  };
  let to = toList ?? from;
  let others = to.items.filter((i) => i !== item);
  let k: number;
  let said: string;
  switch (place.at) {
    case 'first':
      k = 0;
      said = `first in ${to.name ? `"${to.name}"` : 'its list'}`;
      break;
    case 'last':
    case 'anywhere':
      // "put X in the extras" of an item that is there already: no move at all (another rule's step).
      if (place.at === 'anywhere' && toList === from) return { why: `"${item.name}" is in ${to.name ? `"${to.name}"` : 'that list'} already` };
      if (place.at === 'anywhere' && !toList) {
        // "drop X on Y": Y an item is a place before it (another reading); no list named, no place.
        return { why: `the step says no place for "${item.name}": say where ("move ${item.name} to the top", "… below <item>")`, item: true };
      }
      k = others.length;
      said = `${place.at === 'last' ? 'last' : 'at the end'} in ${to.name ? `"${to.name}"` : 'its list'}`;
      break;
    case 'before':
    case 'after': {
      const a = anchors(place.of);
      if ('why' in a) return { ...a, item: true };
      to = a.list;
      others = to.items.filter((i) => i !== item);
      k = others.indexOf(a.item) + (place.at === 'after' ? 1 : 0);
      said = `${place.at} "${a.item.name}"${to !== from ? ` in "${to.name}"` : ''}`;
      break;
    }
    case 'between': {
      const a = anchors(place.of);
      const b = anchors(place.and);
      if ('why' in a) return { ...a, item: true };
      if ('why' in b) return { ...b, item: true };
      if (a.list !== b.list) return { why: `"${a.item.name}" and "${b.item.name}" are in different lists`, item: true };
      to = a.list;
      others = to.items.filter((i) => i !== item);
      const [ia, ib] = [others.indexOf(a.item), others.indexOf(b.item)];
      if (Math.abs(ia - ib) !== 1) return { why: `"${a.item.name}" and "${b.item.name}" are not next to each other: say "after ${a.item.name}" or "before ${b.item.name}"`, item: true };
      k = Math.max(ia, ib);
      said = `between "${a.item.name}" and "${b.item.name}"`;
      break;
    }
    case 'up':
    case 'down': {
      if (toList && toList !== from) return { why: `"${item.name}" is not in "${toList.name}": up and down move it within its own list`, item: true };
      const i = from.items.indexOf(item);
      k = place.at === 'up' ? i - place.by : i + place.by;
      if (k < 0 || k >= from.items.length) return { why: `"${item.name}" is place ${i + 1} of ${from.items.length} in ${from.name ? `"${from.name}"` : 'its list'}: it cannot go ${place.at} ${place.by}`, item: true };
      said = `${place.at} ${place.by} place${place.by > 1 ? 's' : ''} (to place ${k + 1})`;
      break;
    }
  }
  const order = others.map((i) => i.name);
  order.splice(k, 0, item.name);
  const plan: Plan = { item, from, to, order, copy: reading.copy, said };
  if (to !== from) plan.source = from.items.filter((i) => i !== item).map((i) => i.name);
  return plan;
}

// --- one step toward the goal, on the page as it is now ----------------------------------------------

export type DragStep =
  | { action: OfflineAction; at: string }
  | { done: string }
  | { reason: string };

/** How a list reads: its items' names in order. */
const shown = (l: ListView) => l.items.map((i) => i.name);
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function findList(lists: readonly ListView[], at: { ref: string; name: string }): ListView | undefined {
  return lists.find((l) => l.node.ref === at.ref) ?? (at.name ? lists.filter((l) => l.name === at.name).at(0) : undefined);
}

/**
 * The lists as they read now against the goal: done, or the next drag toward it (the item, or its
 * handle, dropped on the top or bottom edge of the item whose place it takes, or into an empty
 * list), or why not. Pure; the method reads the page again after each drag.
 */
export function dragStep(goal: DragGoal, index: PageIndex): DragStep {
  const lists = readLists(index);
  const to = findList(lists, goal.to);
  const from = findList(lists, goal.from);
  if (!to || !from) return { reason: `the list ${to ? goal.from.name || '' : goal.to.name || ''} is no longer shown` };
  const now = shown(to);
  const sourceNow = shown(from);
  // Moved out of its list, or (a list that gives copies, or a step that asks for a copy) kept there.
  const kept = !!goal.sourceBefore && same(sourceNow, goal.sourceBefore);
  const sourceOk = !goal.source || kept || (!goal.copy && same(sourceNow, goal.source));
  const at = `${to.name || 'the list'} reads ${now.join(' | ') || '(empty)'}${to !== from ? `; ${from.name || 'the other list'} reads ${sourceNow.join(' | ') || '(empty)'}` : ''}`;
  if (same(now, goal.order) && sourceOk) return { done: `"${goal.item}" is place ${goal.order.indexOf(goal.item) + 1} in ${to.name ? `"${to.name}"` : 'its list'}` };
  // Where the item is now: already in the target list (moved or copied there), else in its list.
  const k = goal.order.indexOf(goal.item);
  const inTo = to.items.filter((i) => i.name === goal.item);
  let item: ItemView | undefined;
  let others: ItemView[];
  if (to === from || inTo.length === 1) {
    if (inTo.length !== 1) return { reason: inTo.length ? `${inTo.length} items named "${goal.item}" in ${to.name || 'the list'}` : `"${goal.item}" is not in ${to.name || 'the list'}` };
    item = inTo[0]!;
    others = to.items.filter((i) => i !== item);
    if (to !== from && !same(others.map((i) => i.name), goal.order.filter((_, i) => i !== k))) return { reason: `${at}: not as asked` };
  } else {
    const inFrom = from.items.filter((i) => i.name === goal.item);
    if (inFrom.length !== 1) return { reason: `${at}: "${goal.item}" is not where it was` };
    item = inFrom[0]!;
    others = to.items;
  }
  if (!same(others.map((i) => i.name), goal.order.filter((_, i) => i !== k))) return { reason: `${at}: the other items moved too` };
  const source = item.handle ?? item.node;
  const grip = item.handle ? undefined : goal.grip;
  const what = `${item.node.role} "${item.name}"${item.handle || grip ? ' by its handle' : ''}`;
  let target: SnapshotNode;
  let edge: 'top' | 'bottom' | 'center';
  let where: string;
  const i = to.items.indexOf(item);
  if (i >= 0) {
    // Within the list: onto the item whose place it takes, on the side it goes to.
    target = to.items[k]!.node;
    edge = k < i ? 'top' : 'bottom';
    where = `the ${edge} of ${to.items[k]!.node.role} "${to.items[k]!.name}"`;
  } else if (!others.length) {
    target = to.node;
    edge = 'center';
    where = `the empty list ${to.name ? `"${to.name}"` : ''}`.trim();
  } else if (k < others.length) {
    target = others[k]!.node;
    edge = 'top';
    where = `the top of ${others[k]!.node.role} "${others[k]!.name}"`;
  } else {
    target = others.at(-1)!.node;
    edge = 'bottom';
    where = `the bottom of ${others.at(-1)!.node.role} "${others.at(-1)!.name}"`;
  }
  if (!source.ref || !target.ref) return { reason: `"${goal.item}" cannot be reached on the page` };
  return { action: { ref: source.ref, method: 'dragAndDrop', arguments: [target.ref, edge], description: `drag ${what} onto ${where}`, ...(grip ? { within: grip } : {}) }, at };
}

/**
 * observe(): "find the drag handle of X" (the one part of item X named or drawn as its grip) and
 * "find the Done list" (a list named by its heading, region or group, said with the word "list").
 * Undefined when the step is neither, or the page has no such thing.
 */
export function findDragPart(step: string, index: PageIndex): { node: SnapshotNode; said: string } | { handover: string } | undefined {
  const text = step.trim().replace(/[.?!]+$/, '').replace(/^(?:find|locate|where is|where's|show me|get)\s+/i, '');
  const handle = /^(?:the\s+)?(?:drag\s+)?(?:handle|grip|grabber)\s+(?:of|for|on)\s+(.+)$/i.exec(text);
  const list = handle ? undefined : /^(?:the\s+)?(.+?)\s+list$/i.exec(text);
  if (!handle && !list) return undefined;
  const lists = readLists(index);
  if (handle) {
    const found = pickItems(handle[1]!, lists);
    if (!found.length) return undefined;
    if (found.length > 1) return { handover: `${found.length} items match "${strip(handle[1]!)}": say which list` };
    const grip = found[0]!.item.handle;
    return grip?.ref ? { node: grip, said: `the handle of "${found[0]!.item.name}"` } : undefined;
  }
  const named = pickList(list![1]!, lists.filter((l) => l.name));
  if ('why' in named) return undefined;
  return { node: named.node, said: `the list "${named.name}"` };
}
