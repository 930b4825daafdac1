import type { Locator, Page } from 'playwright-core';
import { deepLocator } from '../browser/deep-locator.js';
import { refLocator, resolvedSelector } from './aria-source.js';
import type { PageSnapshot } from './capture.js';
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
    const own = ownSelector(snapshot, ref);
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

/**
 * The selector of a named element inside its own frame, written from the tree (exact role and
 * name, `nth=` among equal ones): no round trip. Undefined for an element without a name.
 */
function ownSelector(snapshot: PageSnapshot, ref: string): string | undefined {
  const node = snapshot.byRef.get(ref);
  if (!node?.name || VAGUE_ROLES.has(node.role)) return undefined;
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
  const same = peers.get(`${node.frame.join('>')}|${node.role}|${node.name}`) ?? [ref];
  const own = `internal:role=${node.role}[name=${JSON.stringify(node.name)}s]`;
  return same.length > 1 ? `${own} >> nth=${same.indexOf(ref)}` : own;
}

/**
 * The durable selector of an element of the main frame that the tree alone gives (named), else
 * undefined: a read through it is one round trip (`evaluateAll`), a ref's takes a handle.
 */
export function treeSelector(snapshot: PageSnapshot, ref: string): string | undefined {
  return snapshot.byRef.get(ref)?.frame.length ? undefined : ownSelector(snapshot, ref);
}

/** A locator for a selector string: a durable selector (with ` >>> ` frame hops), CSS, `xpath=…`. */
export function selectorLocator(page: Page, selector: string): Locator {
  return deepLocator(page, selector);
}
