import type { Locator, Page } from 'playwright-core';
import { deepLocator } from '../browser/deep-locator.js';
import { refLocator, resolvedSelector } from './aria-source.js';
import type { PageSnapshot } from './capture.js';
import type { SnapshotNode } from './schema.js';
import { walk } from './parse.js';

/** The internal selector chain Playwright keeps on a Locator (stable across 1.x; checked below). */
const ENTER_FRAME = /\s*>>\s*internal:control=enter-frame\s*>>\s*/g;
/** Roles whose name does not identify one element well enough: Playwright picks for them. */
const VAGUE_ROLES = new Set(['generic', 'none', 'presentation', 'text', 'iframe', 'paragraph', 'group', 'list', 'listitem', 'row', 'rowgroup', 'cell']);

/**
 * A durable selector for the element behind a snapshot ref: Playwright's `normalize()` picks test
 * id, role and name, label or text (as codegen does), and each iframe hop becomes a ` >>> ` part,
 * the syntax of `deepLocator`. It resolves again after a reload; the ref does not.
 */
export async function durableSelector(page: Page, ref: string): Promise<string> {
  const chain = await resolvedSelector(refLocator(page, ref));
  return chain.split(ENTER_FRAME).join(' >>> ');
}

/**
 * Durable selectors for many refs of one snapshot. An element with a role and a name is written
 * straight from the tree (exact role and name, `nth=` among equal ones of its frame); iframes and
 * unnamed elements go through `normalize()`. Why: `normalize()` costs tens of ms on a large page,
 * and observe() on a 2,000-card grid would take minutes; the tree answers in microseconds.
 */
export function selectorsFor(page: Page, snapshot: PageSnapshot): (ref: string) => Promise<string> {
  // One per snapshot and page: a selector a probe started (offline/probe.ts) is the one the act takes.
  const known = selectorsOf.get(snapshot);
  if (known?.page === page) return known.forRef;
  const cache = new Map<string, Promise<string>>();
  const forRef = (ref: string): Promise<string> => {
    let selector = cache.get(ref);
    if (!selector) {
      selector = build(ref);
      cache.set(ref, selector);
    }
    return selector;
  };
  const build = async (ref: string): Promise<string> => {
    const node = snapshot.byRef.get(ref);
    const own = ownSelector(snapshot, ref) ?? anchoredSelector(snapshot, ref);
    if (!node || own === undefined) return durableSelector(page, ref);
    const frame = node.frame.at(-1);
    return frame ? `${await forRef(frame)} >>> ${own}` : own;
  };
  selectorsOf.set(snapshot, { page, forRef });
  return forRef;
}
const selectorsOf = new WeakMap<PageSnapshot, { page: Page; forRef: (ref: string) => Promise<string> }>();

/** Per snapshot: frame + role + name → refs in document order. */
const peersOf = new WeakMap<PageSnapshot, Map<string, string[]>>();

/** The refs of the elements of `node`'s frame with its role and name, in document order (indexed once per snapshot). */
function equalsOf(snapshot: PageSnapshot, node: SnapshotNode, ref: string): string[] {
  let peers = peersOf.get(snapshot);
  if (!peers) {
    peers = new Map();
    for (const n of walk(snapshot.nodes)) {
      if (!n.ref || !n.name || VAGUE_ROLES.has(n.role)) continue;
      const key = `${n.frame.join('>')}|${n.role}|${n.name}`;
      const list = peers.get(key);
      if (list) list.push(n.ref);
      else peers.set(key, [n.ref]);
    }
    peersOf.set(snapshot, peers);
  }
  return peers.get(`${node.frame.join('>')}|${node.role}|${node.name}`) ?? [ref];
}

/**
 * The selector of a named element inside its own frame, written from the tree (exact role and
 * name, `nth=` among equal ones): no round trip. Undefined for an element without a name.
 */
function ownSelector(snapshot: PageSnapshot, ref: string): string | undefined {
  const node = snapshot.byRef.get(ref);
  if (!node?.name || VAGUE_ROLES.has(node.role)) return undefined;
  const same = equalsOf(snapshot, node, ref);
  const own = `internal:role=${node.role}[name=${JSON.stringify(node.name)}s]`;
  if (same.length === 1) return own;
  // One of several alike (a Delete button in every row): found through its item's text, not by its
  // place among them. `nth=` names whichever is first when the test runs: after a sort, or in a
  // cached replay, that is another row's button.
  return anchoredSelector(snapshot, ref, own) ?? `${own} >> nth=${same.indexOf(ref)}`;
}

/**
 * The selector of a named element of the main frame by its place among the elements of its role
 * and name (`nth=`), for a step that names it by place ("the second Delete button"): its item's
 * text would follow that item wherever it moved. Undefined when it has no name or no equals.
 */
export function placeSelector(snapshot: PageSnapshot, ref: string): string | undefined {
  const node = snapshot.byRef.get(ref);
  if (!node?.name || node.frame.length || VAGUE_ROLES.has(node.role)) return undefined;
  const same = equalsOf(snapshot, node, ref);
  return same.length > 1 ? `internal:role=${node.role}[name=${JSON.stringify(node.name)}s] >> nth=${same.indexOf(ref)}` : undefined;
}

/**
 * The durable selector of an element of the main frame that the tree alone gives (named), else
 * undefined: a read through it is one round trip (`evaluateAll`), a ref's takes a handle.
 */
export function treeSelector(snapshot: PageSnapshot, ref: string): string | undefined {
  return snapshot.byRef.get(ref)?.frame.length ? undefined : (ownSelector(snapshot, ref) ?? anchoredSelector(snapshot, ref));
}

/**
 * A tree-written selector that a read found not to name exactly one element (text the tree does
 * not show, in another item): Playwright picks that element's selector instead.
 */
export function rejectTreeSelector(snapshot: PageSnapshot, ref: string): void {
  let refs = rejected.get(snapshot);
  if (!refs) rejected.set(snapshot, (refs = new Set()));
  refs.add(ref);
}
const rejected = new WeakMap<PageSnapshot, Set<string>>();

/** Items whose text tells one from its siblings: an unnamed control inside one is found through it. */
const UNIT_ROLES = new Set(['listitem', 'row', 'article', 'treeitem']);
/** Roles whose `text` is a value typed in, not text of the page. */
const VALUE_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

interface TreeIndex {
  parent: Map<SnapshotNode, SnapshotNode>;
  /** Units by frame and role, in document order. */
  units: Map<string, SnapshotNode[]>;
  /** A unit's text and names, lower case, spaces collapsed. */
  blob: Map<SnapshotNode, string>;
}
const indexes = new WeakMap<PageSnapshot, TreeIndex>();

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function indexOf(snapshot: PageSnapshot): TreeIndex {
  let index = indexes.get(snapshot);
  if (index) return index;
  index = { parent: new Map(), units: new Map(), blob: new Map() };
  const stack = [...snapshot.nodes];
  while (stack.length) {
    const node = stack.pop()!;
    for (const child of node.children) {
      index.parent.set(child, node);
      stack.push(child);
    }
  }
  for (const node of walk(snapshot.nodes)) {
    if (!UNIT_ROLES.has(node.role)) continue;
    const key = `${node.frame.join('>')}|${node.role}`;
    index.units.set(key, [...(index.units.get(key) ?? []), node]);
    const words: string[] = [];
    for (const n of walk([node])) words.push(n.name ?? '', n.text ?? '', n.placeholder ?? '');
    index.blob.set(node, squash(words.join(' ')).toLowerCase());
  }
  indexes.set(snapshot, index);
  return index;
}

/** Cells: the tree names them by their content, and may show no text beside the name. */
const CELL_ROLES = new Set(['cell', 'gridcell', 'rowheader']);

/**
 * Text made of marks alone, no letter or digit ("✔ ✖", "•••"): often drawn by the page's style
 * (an icon, CSS `content`), which the tree shows and `has-text`, matching the document's text, does
 * not, so a selector anchored on it finds nothing and costs a read before the element's own.
 */
const MARKS_ONLY = /^[^\p{L}\p{N}]*$/u;

/** The first text the unit shows (not a value typed into a box, nor marks alone), spaces collapsed. */
function firstText(unit: SnapshotNode): string | undefined {
  const stack = [unit];
  while (stack.length) {
    const node = stack.shift()!;
    if (VALUE_ROLES.has(node.role)) continue;
    const text = squash(node.text ?? '') || (CELL_ROLES.has(node.role) ? squash(node.name ?? '') : '');
    if (text.length >= 2 && !MARKS_ONLY.test(text)) return text;
    stack.unshift(...node.children);
  }
  return undefined;
}

/**
 * A control inside an item (a list item, a row) whose first text no other item of its kind holds:
 * `internal:role=listitem >> internal:has-text="feed the cat"i >> internal:role=checkbox`, written
 * from the tree with no round trip (what Playwright's own generator writes for it, in a dozen).
 * For an unnamed control, or a named one given as `own` (its role and name) when others share
 * them. Undefined when the tree leaves a doubt, or the read found it wrong (rejectTreeSelector).
 */
function anchoredSelector(snapshot: PageSnapshot, ref: string, own?: string): string | undefined {
  const node = snapshot.byRef.get(ref);
  if (!node || (node.name && !own) || VAGUE_ROLES.has(node.role) || rejected.get(snapshot)?.has(ref)) return undefined;
  const index = indexOf(snapshot);
  let unit = index.parent.get(node);
  while (unit && !UNIT_ROLES.has(unit.role)) unit = index.parent.get(unit);
  if (!unit) return undefined;
  const text = firstText(unit);
  if (!text) return undefined;
  const needle = text.toLowerCase();
  const peers = index.units.get(`${unit.frame.join('>')}|${unit.role}`) ?? [];
  if (peers.filter((peer) => index.blob.get(peer)?.includes(needle)).length !== 1) return undefined;
  // Within the item, the control among its own kind (role and, when named, name).
  const same = [...walk(unit.children)].filter((n) => n.role === node.role && (!own || n.name === node.name));
  const at = same.indexOf(node);
  if (at < 0) return undefined;
  const selector = `internal:role=${unit.role} >> internal:has-text=${JSON.stringify(text)}i >> ${own ?? `internal:role=${node.role}`}`;
  return same.length > 1 ? `${selector} >> nth=${at}` : selector;
}

/** A locator for a selector string: a durable selector (with ` >>> ` frame hops), CSS, `xpath=…`. */
export function selectorLocator(page: Page, selector: string): Locator {
  return deepLocator(page, selector);
}
