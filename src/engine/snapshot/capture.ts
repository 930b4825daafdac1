import type { Locator, Page } from 'playwright-core';
import { readAriaTree } from './aria-source.js';
import { parseAriaJson, walk } from './parse.js';
import { renderSnapshot } from './render.js';
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
}

export interface CaptureOptions {
  /** Snapshot only this element's subtree (e.g. extract's `selector`). */
  scope?: Locator;
  signal?: AbortSignal;
  /** Bound on the browser call (ms); 0 means none. */
  timeout?: number;
}

/**
 * Reads the page through `ariaSnapshotJSON({ mode: 'ai' })`: it crosses same- and cross-origin
 * iframes and open shadow roots (closed ones too, once `exposeClosedShadowRoots` ran on the
 * context), and refreshes the refs that `refLocator` resolves.
 */
export async function captureSnapshot(page: Page, options: CaptureOptions = {}): Promise<PageSnapshot> {
  const started = performance.now();
  const json = await readAriaTree(page, options);
  const nodes = parseAriaJson(json);
  return fromNodes(page.url(), nodes, Math.round(performance.now() - started));
}

/** Builds a PageSnapshot from nodes already parsed (pure: used by tests and the offline resolver). */
export function fromNodes(url: string, nodes: SnapshotNode[], captureMs = 0): PageSnapshot {
  const byRef = new Map<string, SnapshotNode>();
  for (const node of walk(nodes)) if (node.ref) byRef.set(node.ref, node);
  return { url, nodes, byRef, text: renderSnapshot(nodes), capturedAt: Date.now(), captureMs };
}
