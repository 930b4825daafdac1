import type { Locator, Page } from 'playwright-core';
import { readAriaTree } from './aria-source.js';
import { parseAriaJson, walk } from './parse.js';
import { renderSnapshot } from './render.js';
import { forgetSnapshot, keepSnapshot, reusableSnapshot } from './reuse.js';
import type { SnapshotNode } from './schema.js';

/** A snapshot of one page at one moment: the typed tree, an index by ref, and the model's text. */
export interface PageSnapshot {
  url: string;
  nodes: SnapshotNode[];
  byRef: ReadonlyMap<string, SnapshotNode>;
  /** The compact page text (renderSnapshot of `nodes`, with iframes). */
  text: string;
  capturedAt: number;
  /** How long the browser took to produce it. */
  captureMs: number;
  /** True when this is an earlier capture handed out again: the page had not changed since. */
  reused?: boolean;
}

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
}

/**
 * Reads the page through `ariaSnapshotJSON({ mode: 'ai' })`: it crosses same- and cross-origin
 * iframes and open shadow roots (closed ones too, once `exposeClosedShadowRoots` ran on the
 * context), and refreshes the refs that `refLocator` resolves.
 */
export async function captureSnapshot(page: Page, options: CaptureOptions = {}): Promise<PageSnapshot> {
  if (!options.scope && options.pageKey) {
    const again = await reusableSnapshot(page, options.pageKey);
    if (again) return again;
  }
  // A scoped capture replaces the refs Playwright resolves: the kept whole-page one is no longer usable.
  if (options.scope) forgetSnapshot(page);
  const started = performance.now();
  const json = await readAriaTree(page, options);
  const nodes = parseAriaJson(json);
  const snapshot = fromNodes(page.url(), nodes, Math.round(performance.now() - started));
  if (!options.scope) keepSnapshot(page, options.pageKey, snapshot);
  return snapshot;
}

/** Builds a PageSnapshot from nodes already parsed (pure: used by tests and the offline resolver). */
export function fromNodes(url: string, nodes: SnapshotNode[], captureMs = 0): PageSnapshot {
  const byRef = new Map<string, SnapshotNode>();
  for (const node of walk(nodes)) if (node.ref) byRef.set(node.ref, node);
  return { url, nodes, byRef, text: renderSnapshot(nodes), capturedAt: Date.now(), captureMs };
}
