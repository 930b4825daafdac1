import type { SnapshotNode } from '../snapshot/index.js';
import { ancestors, ownText, subtree, type PageIndex } from './page-index.js';
import type { ContainerPart, Relation } from './parse.js';

/**
 * Where a thing lies from another, as a tester says it ("the Search field above the sheet", "the
 * tab to the right of Nunc", "the one above Child node 1", "the box under Password"), and the
 * parts of a container ("in the dialog's footer"). Read from the elements' boxes when the page gave
 * them (with a tolerance), else from the page's reading order (above and left of: before; below
 * and right of: after). Pure: the boxes come from the caller.
 */

/** An element's box on the page (page coordinates, CSS pixels). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Pixels two edges may overlap and still be "above", "left of" (borders, shadows, rounding). */
export const BOX_TOLERANCE = 4;

/** A box per node: the box, `undefined` when the page has none for it, `'unknown'` when not read yet. */
export type BoxOf = (node: SnapshotNode) => Box | undefined | 'unknown';

/** How far apart two intervals are (0 when they overlap). */
const apart = (a0: number, a1: number, b0: number, b1: number) => Math.max(0, b0 - a1, a0 - b1);

/** How far `b` lies from `a` in the direction, by boxes; undefined when it does not lie that way. */
export function boxDistance(relation: Relation, a: Box, b: Box): number | undefined {
  const t = BOX_TOLERANCE;
  switch (relation) {
    case 'above':
      return b.y + b.h <= a.y + t ? a.y - (b.y + b.h) + apart(a.x, a.x + a.w, b.x, b.x + b.w) : undefined;
    case 'below':
      return b.y >= a.y + a.h - t ? b.y - (a.y + a.h) + apart(a.x, a.x + a.w, b.x, b.x + b.w) : undefined;
    case 'left':
      return b.x + b.w <= a.x + t ? a.x - (b.x + b.w) + 2 * apart(a.y, a.y + a.h, b.y, b.y + b.h) : undefined;
    case 'right':
      return b.x >= a.x + a.w - t ? b.x - (a.x + a.w) + 2 * apart(a.y, a.y + a.h, b.y, b.y + b.h) : undefined;
  }
}

const contains = (a: Box, b: Box) => b.x >= a.x - 1 && b.y >= a.y - 1 && b.x + b.w <= a.x + a.w + 1 && b.y + b.h <= a.y + a.h + 1;

/** A candidate and how far it lies from the anchor (in pixels with boxes, in the page's order without). */
export interface Lying {
  node: SnapshotNode;
  distance: number;
}

/**
 * The candidates that lie in the direction from the anchor, nearest first; `by` says whether
 * boxes or the page's order decided. Never the anchor itself nor anything inside it. Boxes decide
 * when the page gave one for the anchor and every candidate and none holds the other (a tree's
 * item holds its children: its own row is read from the order). `'unknown'` when a box is not read yet.
 */
export function lyingFrom(relation: Relation, anchor: SnapshotNode, candidates: readonly SnapshotNode[], index: PageIndex, boxOf: BoxOf): { lying: Lying[]; by: 'boxes' | 'order' } | 'unknown' {
  const inside = new Set(subtree(anchor));
  const others = candidates.filter((c) => !inside.has(c));
  const anchorBox = boxOf(anchor);
  const boxes = others.map((c) => boxOf(c));
  if (anchorBox === 'unknown' || boxes.includes('unknown')) return 'unknown';
  const known = (b: Box | undefined | 'unknown'): b is Box => !!b && b !== 'unknown' && b.w > 0 && b.h > 0;
  if (known(anchorBox) && boxes.every((b) => known(b) && !contains(b, anchorBox) && !contains(anchorBox, b))) {
    const lying = others.map((node, i) => ({ node, distance: boxDistance(relation, anchorBox, boxes[i] as Box) })).filter((l): l is Lying => l.distance !== undefined);
    return { lying: lying.sort((a, b) => a.distance - b.distance), by: 'boxes' };
  }
  const at = index.position.get(anchor) ?? 0;
  const before = relation === 'above' || relation === 'left';
  const lying = others
    .map((node) => ({ node, distance: before ? at - (index.position.get(node) ?? 0) : (index.position.get(node) ?? 0) - at }))
    .filter((l) => l.distance > 0);
  return { lying: lying.sort((a, b) => a.distance - b.distance), by: 'order' };
}

const said = (n: SnapshotNode) => `${n.role}${n.name || ownText(n) ? ` "${n.name || ownText(n)}"` : ''}`;
const WORDS: Readonly<Record<Relation, string>> = { above: 'above', below: 'below', left: 'to the left of', right: 'to the right of' };

/**
 * The one candidate a relation names, or a hand-over naming what it found. `nearest`: the step
 * named no thing but a kind ("the one above X", "the tab to the right of X", "the box under X"),
 * so the nearest in that direction is meant; two equally near hand over. A named target must be
 * the only one of its name in that direction.
 */
export function relatedChoice(relation: Relation, anchor: SnapshotNode, candidates: readonly SnapshotNode[], index: PageIndex, boxOf: BoxOf, nearest: boolean): SnapshotNode | { handover: string; unknown?: true } {
  const found = lyingFrom(relation, anchor, candidates, index, boxOf);
  const where = `${WORDS[relation]} ${said(anchor)}`;
  if (found === 'unknown') return { handover: `reading where the candidates lie ${where}`, unknown: true };
  const { lying, by } = found;
  if (!lying.length) return { handover: `nothing that fits lies ${where}${candidates.length ? ` (${candidates.slice(0, 3).map(said).join(', ')} do not)` : ''}` };
  const [first, second] = lying;
  if (nearest) {
    if (second && by === 'boxes' && second.distance - first!.distance <= BOX_TOLERANCE) {
      return { handover: `${said(first!.node)} and ${said(second.node)} lie equally near ${where}: name the one you mean` };
    }
    return first!.node;
  }
  if (second) return { handover: `${lying.length} matches lie ${where} (${lying.slice(0, 3).map((l) => said(l.node)).join(', ')}): say "the first …" or name it more closely` };
  return first!.node;
}

/** The elements that hold the rest: a container's element children, past single wrappers. */
function sections(root: SnapshotNode): SnapshotNode[] {
  let node = root;
  const elements = (n: SnapshotNode) => n.children.filter((c) => c.role !== 'text');
  while (elements(node).length === 1) node = elements(node)[0]!;
  return elements(node);
}

/**
 * A part of a dialog (or any container) from its structure: its sections, past single wrappers,
 * are a header (the first, when it holds the title: a heading, or the container's name as text),
 * a footer (the last, when it holds buttons and is not the header), and a body (what lies
 * between). Undefined when the container is not drawn so.
 */
export function containerPart(root: SnapshotNode, part: ContainerPart): SnapshotNode[] | undefined {
  const parts = sections(root);
  if (parts.length < 2) return undefined;
  const title = (root.name ?? '').trim().toLowerCase();
  const holdsTitle = (s: SnapshotNode) => subtree(s).some((n) => n.role === 'heading' || (!!title && (n.name ?? ownText(n)).trim().toLowerCase() === title));
  const header = holdsTitle(parts[0]!) ? parts[0] : undefined;
  const last = parts.at(-1)!;
  const footer = last !== header && subtree(last).some((n) => n.role === 'button') && parts.length >= (header ? 3 : 2) ? last : undefined;
  let chosen: SnapshotNode[];
  if (part === 'header') chosen = header ? [header] : [];
  else if (part === 'footer') chosen = footer ? [footer] : [];
  else chosen = parts.filter((s) => s !== header && s !== footer);
  if (!chosen.length) return undefined;
  return chosen.flatMap((s) => subtree(s));
}

/** The element a text names: the text's own element, or the control or item a bare text lies in. */
export function anchorElement(node: SnapshotNode, index: PageIndex): SnapshotNode {
  if (node.ref && node.role !== 'text') return node;
  return ancestors(index, node).find((a) => !!a.ref) ?? node;
}

/** Roles of the items of a repeated list a tester counts through ("the one after X"). */
const ITEM_ROLES: ReadonlySet<string> = new Set(['listitem', 'row', 'option', 'treeitem', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'article']);

/** The items alike to `item` in its list: its parent's children of its role (a header row is not one). */
function alikeItems(item: SnapshotNode, index: PageIndex): SnapshotNode[] {
  const parent = index.parent.get(item);
  if (!parent) return [];
  const header = (n: SnapshotNode) => n.role === 'row' && n.children.some((c) => c.role === 'columnheader');
  return parent.children.filter((c) => c.role === item.role && !header(c));
}

/** The item of a repeated list (two or more alike items) that holds a node, or is it. */
function listItemOf(node: SnapshotNode, index: PageIndex): SnapshotNode | undefined {
  return [node, ...ancestors(index, node)].find((n) => ITEM_ROLES.has(n.role) && alikeItems(n, index).length >= 2);
}

/**
 * "the one after "buy some cheese"", "the todo before Feed the cat": the item of the same
 * repeated list just after (or before) the one item the anchors lie in, in the list's order
 * (the page's order of its alike items). A hand-over when no anchor is in such a list, when
 * several items hold it (two lists, or the same words twice), or when nothing comes after (before) it.
 */
export function listNeighbour(sequence: 'after' | 'before', anchors: readonly SnapshotNode[], index: PageIndex): SnapshotNode | { handover: string } {
  const named = ownText(anchors[0]!) || anchors[0]!.name || '';
  const items = [...new Set(anchors.map((a) => listItemOf(a, index)).filter((i): i is SnapshotNode => !!i))];
  if (!items.length) return { handover: `"${named}" is not an item of a list: name the item you mean itself` };
  if (items.length > 1) return { handover: `${items.length} list items hold "${named}": say which list, or name the item you mean itself` };
  const item = items[0]!;
  const alike = alikeItems(item, index);
  const at = alike.indexOf(item);
  const next = alike[sequence === 'after' ? at + 1 : at - 1];
  if (!next) return { handover: `"${named}" is the ${sequence === 'after' ? 'last' : 'first'} item of its list: nothing comes ${sequence} it` };
  return next;
}
