import type { Frame, Locator, Page } from 'playwright-core';
import { readAriaTree } from './aria-source.js';
import { parseAriaJson, walk } from './parse.js';
import { readTree } from './reader.js';
import { renderSnapshot } from './render.js';
import { forgetSnapshot, keepSnapshot, reusableSnapshot } from './reuse.js';
import type { SnapshotNode } from './schema.js';

import type { PageSnapshot, Reader } from './schema.js';
export type { PageSnapshot, Reader } from './schema.js';

export interface CaptureOptions {
  /** Snapshot only this element's subtree (e.g. extract's `selector`). */
  scope?: Locator;
  signal?: AbortSignal;
  /** Bound on the browser call (ms); 0 means none. */
  timeout?: number;
  /**
   * The page's state as settling read it just before (`SettleResult.pageKey`). A whole-page
   * capture is kept with it, and handed out again while the page reads the same (see reuse.ts).
   */
  pageKey?: string;
  /** Default `act` (refs that Playwright resolves). */
  reader?: Reader;
  /** `read` only: frames the reader already read alongside settling (SettleResult.alongside). */
  prefetched?: ReadonlyMap<Frame, unknown>;
}

/**
 * Reads the page through `ariaSnapshotJSON({ mode: 'ai' })`: it crosses same- and cross-origin
 * iframes and open shadow roots (closed ones too, once `exposeClosedShadowRoots` ran on the
 * context), and refreshes the refs that `refLocator` resolves.
 */
export async function captureSnapshot(page: Page, options: CaptureOptions = {}): Promise<PageSnapshot> {
  const reader = options.reader ?? 'act';
  if (!options.scope && options.pageKey) {
    const again = await reusableSnapshot(page, reader, options.pageKey);
    if (again) return again;
  }
  // A scoped capture replaces the refs Playwright resolves: the kept whole-page one is no longer usable.
  if (options.scope && reader === 'act') forgetSnapshot(page, reader);
  const started = performance.now();
  let snapshot: PageSnapshot;
  const readWithPlaywright = async () => {
    const json = await readAriaTree(page, options);
    return { ...fromNodes(page.url(), parseAriaJson(json), Math.round(performance.now() - started)), reader: 'act' as const };
  };
  if (reader === 'read') {
    try {
      const tree = await readTree(page, options);
      snapshot = { ...fromNodes(page.url(), parseAriaJson(tree.nodes), Math.round(performance.now() - started)), reader, bases: tree.bases };
    } catch (error) {
      // A page the own reader cannot read (a script error in an odd document) is still read, by Playwright.
      if (options.signal?.aborted) throw error;
      snapshot = { ...(await readWithPlaywright()), readerFailure: (error as Error)?.message?.split('\n')[0] ?? String(error) };
    }
  } else snapshot = await readWithPlaywright();
  if (!options.scope) keepSnapshot(page, reader, options.pageKey, snapshot);
  return snapshot;
}

/** Builds a PageSnapshot from nodes already parsed (pure: used by tests and the offline resolver). */
export function fromNodes(url: string, nodes: SnapshotNode[], captureMs = 0): PageSnapshot {
  const byRef = new Map<string, SnapshotNode>();
  for (const node of walk(nodes)) if (node.ref) byRef.set(node.ref, node);
  return { url, nodes, byRef, text: renderSnapshot(nodes), capturedAt: Date.now(), captureMs };
}
