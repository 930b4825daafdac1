import type { Locator, Page } from 'playwright-core';
import { UnsupportedPlaywrightError } from '../session/errors.js';
import { abortable } from '../session/abort.js';
import { internalCalls } from '../session/internal-calls.js';
import { parseAriaYaml } from './aria-yaml.js';

/**
 * The one place that reads the AI-mode aria tree from the user's Playwright (a peer dependency:
 * any version from 1.55 on). Each path is detected by the method it needs, not by a version
 * number, and all give `ariaSnapshotJSON`'s value, with refs that `refLocator` resolves:
 *
 * | Playwright  | page / locator                          |
 * |-------------|-----------------------------------------|
 * | 1.63 +      | `ariaSnapshotJSON({ mode: 'ai' })`      |
 * | 1.59 – 1.62 | `ariaSnapshot({ mode: 'ai' })`, YAML    |
 * | 1.55 – 1.58 | `page._snapshotForAI()`, YAML; a scope is cut out of the page's tree |
 */
export type AriaApi = 'json' | 'yaml' | 'page-yaml';

export interface AriaReadOptions {
  /** Only this element's subtree. */
  scope?: Locator;
  signal?: AbortSignal;
  /** Bound on the browser call (ms); 0 means none. */
  timeout?: number;
}

interface AriaMethods {
  ariaSnapshotJSON?: (options: { mode: 'ai'; timeout?: number; signal?: AbortSignal }) => Promise<unknown>;
  ariaSnapshot?: (options: { mode: 'ai'; timeout?: number }) => Promise<string>;
  _snapshotForAI?: (options: { timeout?: number }) => Promise<string | { full: string }>;
}

/** Which path this Playwright offers (see the table above). */
export function ariaApi(page: Page): AriaApi {
  const methods = page as unknown as AriaMethods;
  if (typeof methods.ariaSnapshotJSON === 'function') return 'json';
  // Page gained ariaSnapshot() together with the 'ai' mode (1.59); Locator had it before, without that mode.
  if (typeof methods.ariaSnapshot === 'function') return 'yaml';
  if (typeof methods._snapshotForAI === 'function') return 'page-yaml';
  throw new UnsupportedPlaywrightError('reading the page (AI-mode aria snapshot)');
}

/** The AI-mode aria tree of the page (or of `scope`), as `ariaSnapshotJSON({ mode: 'ai' })` gives it. */
export function readAriaTree(page: Page, options: AriaReadOptions = {}): Promise<unknown> {
  return internalCalls(page, () => readTree(page, options));
}

async function readTree(page: Page, options: AriaReadOptions): Promise<unknown> {
  const timeout = options.timeout ?? 0;
  const api = ariaApi(page);
  if (api === 'json') {
    const target = (options.scope ?? page) as unknown as Required<Pick<AriaMethods, 'ariaSnapshotJSON'>>;
    return target.ariaSnapshotJSON({ mode: 'ai', timeout, ...(options.signal ? { signal: options.signal } : {}) });
  }
  if (api === 'yaml') {
    const target = (options.scope ?? page) as unknown as Required<Pick<AriaMethods, 'ariaSnapshot'>>;
    return parseAriaYaml(await abortable(target.ariaSnapshot({ mode: 'ai', timeout }), options.signal));
  }
  const raw = await abortable((page as unknown as Required<Pick<AriaMethods, '_snapshotForAI'>>)._snapshotForAI({ timeout }), options.signal);
  const tree = parseAriaYaml(typeof raw === 'string' ? raw : raw.full);
  return options.scope ? scopeOf(page, options.scope, tree, options.signal) : tree;
}

/** The element of a ref from the latest snapshot of its frame (`getByRef` since 1.64 is this selector). */
export function refLocator(page: Page, ref: string): Locator {
  return page.locator(`aria-ref=${ref}`);
}

/**
 * Playwright's own resilient selector for a locator's element (test id, role and name, label or
 * text, as codegen picks; ` >> internal:control=enter-frame >> ` between frames): `normalize()`
 * since 1.59, the same server call under `_resolveSelector()` before.
 */
export async function resolvedSelector(locator: Locator): Promise<string> {
  const methods = locator as unknown as { normalize?: () => Promise<Locator>; _resolveSelector?: () => Promise<{ resolvedSelector: string }> };
  let selector: unknown;
  if (typeof methods.normalize === 'function') selector = ((await methods.normalize()) as unknown as { _selector?: unknown })._selector;
  else if (typeof methods._resolveSelector === 'function') selector = (await methods._resolveSelector()).resolvedSelector;
  if (typeof selector !== 'string' || !selector) throw new UnsupportedPlaywrightError('turning an element into a durable selector (locator.normalize())');
  return selector;
}

type JsonChild = { role: string; ref?: string; children?: JsonChild[] } | string;

/**
 * The part of the page's tree inside `scope` (Playwright before 1.59 snapshots only whole pages):
 * top down, a node whose element is the scope or inside it is kept whole, a node that contains the
 * scope is opened, any other is dropped. A scope with no node of its own (plain text) falls back
 * to the locator's own aria snapshot (text without refs).
 */
async function scopeOf(page: Page, scope: Locator, tree: JsonChild[], signal?: AbortSignal): Promise<unknown> {
  const inside = scope.or(scope.locator('*'));
  const visit = async (nodes: JsonChild[]): Promise<JsonChild[]> => {
    signal?.throwIfAborted();
    const parts = await Promise.all(
      nodes.map(async (node): Promise<JsonChild[]> => {
        if (typeof node === 'string' || !node.ref) return [];
        const element = refLocator(page, node.ref);
        const [within, contains] = await Promise.all([element.and(inside).count(), scope.and(element.locator('*')).count()]);
        if (within) return [node];
        return contains && node.children ? visit(node.children) : [];
      }),
    );
    return parts.flat();
  };
  const found = await visit(tree);
  if (found.length) return found;
  return parseAriaYaml(await abortable(scope.ariaSnapshot(), signal));
}
