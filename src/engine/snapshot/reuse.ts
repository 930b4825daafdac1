import type { Page } from 'playwright-core';
import type { PageSnapshot } from './capture.js';

/**
 * Page text reuse: the last whole-page snapshot of each page, kept with the page's state as the
 * settle clock read it just before the capture (documents, change counts, form controls,
 * viewport: see settle.ts). The next call on a page whose state reads the same gets it back
 * instead of asking the browser again. Anything that cannot be shown unchanged captures afresh.
 */
const kept = new WeakMap<Page, { pageKey: string; snapshot: PageSnapshot }>();

/**
 * The kept snapshot when the page still reads `pageKey`, and its refs still resolve: Playwright
 * resolves `aria-ref` against the latest aria snapshot of each frame, which another call (a
 * scoped capture, the test's own `ariaSnapshot()` or `toMatchAriaSnapshot`) may have replaced.
 */
export async function reusableSnapshot(page: Page, pageKey: string): Promise<PageSnapshot | undefined> {
  const entry = kept.get(page);
  if (!entry || entry.pageKey !== pageKey) return undefined;
  // Refs of the main frame's own elements (those inside iframes resolve through their frame).
  const refs = [...entry.snapshot.byRef.values()].filter((node) => !node.frame?.length).map((node) => node.ref!);
  if (refs.length) {
    const ends = [...new Set([refs[0]!, refs.at(-1)!])];
    const target = ends.map((ref) => page.locator(`aria-ref=${ref}`)).reduce((a, b) => a.or(b));
    if ((await target.count().catch(() => -1)) !== ends.length) return forgetSnapshot(page);
  }
  return { ...entry.snapshot, reused: true };
}

/** Keeps a whole-page snapshot for reuse; without a key (the state could not be read) forgets instead. */
export function keepSnapshot(page: Page, pageKey: string | undefined, snapshot: PageSnapshot): void {
  if (pageKey) kept.set(page, { pageKey, snapshot });
  else kept.delete(page);
}

/** A scoped capture replaced the page's refs, or the page changed in a way the key cannot show. */
export function forgetSnapshot(page: Page): undefined {
  kept.delete(page);
  return undefined;
}
