import { textOf, type SnapshotNode } from '../snapshot/index.js';
import { normalize } from './text.js';
import { phraseNamesThing } from './dev-names.js';
import type { HintBook } from './hints.js';
import { ancestors, type PageIndex } from './page-index.js';
import type { Scored } from './match.js';
import type { KindWord } from './parse.js';
import { MIN_SCOPED_SCORE } from './score.js';

/**
 * Kind words: "the Completed filter", "the last filter", "Clear completed todos". The kind is
 * known only from developer-given names (`<ul id="filters">`, `<ul id="todo-list">`), so it
 * narrows a match and never makes one by itself.
 */

/** Roles that hold a series of like things: their items are the things a kind word names. */
const COLLECTION_ROLES: ReadonlySet<string> = new Set(['list', 'listbox', 'table', 'grid', 'treegrid', 'tree', 'menu', 'menubar', 'tablist', 'radiogroup', 'rowgroup', 'feed']);
const ITEM_ROLES: ReadonlySet<string> = new Set(['listitem', 'row', 'option', 'treeitem', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'tab', 'article']);

/** Whether the node's developer-given names call it (or its collection) a thing of `kind`; a "new-todo" field is no todo. */
function namesKind(node: SnapshotNode, kind: string, book: HintBook): boolean {
  return book.devPhrases(node).some((p) => phraseNamesThing(p, kind));
}

/**
 * The thing of `kind` that is or holds `node`: the nearest element named for the kind, or, when
 * that is a collection ("todo-list", "filters"), the item of it that holds the node.
 */
export function kindUnit(node: SnapshotNode, kind: string, index: PageIndex, book: HintBook): SnapshotNode | undefined {
  const chain = [node, ...ancestors(index, node)];
  for (const [i, holder] of chain.entries()) {
    if (!namesKind(holder, kind, book)) continue;
    if (i === 0 || !COLLECTION_ROLES.has(holder.role)) return holder;
    const below = chain.slice(0, i);
    return below.findLast((n) => ITEM_ROLES.has(n.role)) ?? below.at(-1);
  }
  return undefined;
}

/** Whether the page holds a collection of things of `kind` (for "Clear completed todos"). */
function pageHasKind(kind: string, index: PageIndex, book: HintBook): boolean {
  for (const node of index.order) {
    if (!COLLECTION_ROLES.has(node.role)) continue;
    if (namesKind(node, kind, book)) return true;
    const item = node.children.find((c) => ITEM_ROLES.has(c.role));
    if (item && namesKind(item, kind, book)) return true;
  }
  return false;
}

/**
 * Candidates narrowed by a kind word. With a name: those inside a thing of that kind. Without
 * one ("the last filter"): one candidate per thing of the kind, and a thing holding several
 * candidates makes the step ambiguous. Facts not read yet: a handover that asks for them.
 */
export function applyKind(scored: Scored[], kind: KindWord, named: boolean, index: PageIndex, book: HintBook, pointer = false): Scored[] | { handover: string } {
  const missesBefore = book.misses;
  const unknown = () => book.misses > missesBefore;
  if (kind.of === 'object') {
    if (pageHasKind(kind.word, index, book)) return scored;
    return { handover: unknown() ? `reading developer-given names for "${kind.word}"` : `nothing on the page is called "${kind.word}"` };
  }
  if (named) {
    const kept = scored.filter((s) => s.score >= MIN_SCOPED_SCORE && kindUnit(s.node, kind.word, index, book));
    if (unknown()) return { handover: `reading developer-given names for "${kind.word}"` };
    return kept;
  }
  const byUnit = new Map<SnapshotNode, Scored[]>();
  for (const s of scored) {
    const unit = kindUnit(s.node, kind.word, index, book);
    if (unit) byUnit.set(unit, [...(byUnit.get(unit) ?? []), s]);
  }
  if (unknown()) return { handover: `reading developer-given names for "${kind.word}"` };
  const out: Scored[] = [];
  for (const [unit, members] of byUnit) {
    if (members.length !== 1) return { handover: `a "${kind.word}" holds ${members.length} elements that fit` };
    // A click on "the second todo" is a click on the todo: its one control stands for it only when
    // it is all the todo shows (a filter's link), not beside its text (a row's checkbox).
    if (pointer && normalize(textOf(unit)) !== normalize(textOf(members[0]!.node))) return { handover: `a "${kind.word}" shows more than the element that fits: which part to point at is a guess` };
    out.push(members[0]!);
  }
  return out;
}

/**
 * "the second todo": the nth item of a collection named for the kind (`<ul id="todo-list">`), or
 * of items named for it (`<li class="todo">`). A header row is not an item. Facts not read yet,
 * or no such item: a handover.
 */
export function nthOfKind(kind: string, ordinal: number, index: PageIndex, book: HintBook): SnapshotNode | { handover: string } {
  const before = book.misses;
  const units = new Set<SnapshotNode>();
  const items = (root: SnapshotNode): SnapshotNode[] =>
    root.children.flatMap((c) => (ITEM_ROLES.has(c.role) ? [c] : COLLECTION_ROLES.has(c.role) && c !== root ? [] : items(c)));
  for (const node of index.order) {
    if (COLLECTION_ROLES.has(node.role) && namesKind(node, kind, book)) for (const item of items(node)) units.add(item);
    else if (ITEM_ROLES.has(node.role) && namesKind(node, kind, book)) units.add(node);
  }
  if (book.misses > before) return { handover: `reading developer-given names for "${kind}"` };
  const isHeader = (n: SnapshotNode) => n.role === 'row' && n.children.some((c) => c.role === 'columnheader');
  const ordered = [...units].filter((u) => !isHeader(u)).sort((a, b) => (index.position.get(a) ?? 0) - (index.position.get(b) ?? 0));
  const pick = ordinal > 0 ? ordered[ordinal - 1] : ordered[ordered.length + ordinal];
  return pick ?? { handover: ordered.length ? `asked for the ${ordinal > 0 ? `#${ordinal}` : 'last'} "${kind}", found ${ordered.length}` : `nothing on the page is called "${kind}"` };
}
