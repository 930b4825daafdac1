import type { Page } from 'playwright-core';
import type { PageSnapshot, Reader } from './schema.js';
import { internalCalls } from '../session/internal-calls.js';

/**
 * Page text reuse: the last whole-page snapshot of each page and reader, kept with the page's state as the
 * settle clock read it just before the capture (documents, change counts, form controls,
 * viewport: see settle.ts). The next call on a page whose state reads the same gets it back
 * instead of asking the browser again. Anything that cannot be shown unchanged captures afresh.
 */
const kept: Record<Reader, WeakMap<Page, { pageKey: string; snapshot: PageSnapshot }>> = { act: new WeakMap(), read: new WeakMap() };

/**
 * The kept snapshot when the page still reads `pageKey`, and its refs still resolve: Playwright
 * resolves `aria-ref` against the latest aria snapshot of each frame, which another call (a
 * scoped capture, the test's own `ariaSnapshot()` or `toMatchAriaSnapshot`) may have replaced.
 */
export async function reusableSnapshot(page: Page, reader: Reader, pageKey: string): Promise<PageSnapshot | undefined> {
  const entry = kept[reader].get(page);
  if (!entry || entry.pageKey !== pageKey) return undefined;
  // The own reader's refs only name nodes: nothing in the browser to check.
  if (reader === 'read') return { ...entry.snapshot, reused: true };
  // Refs of the main frame's own elements (those inside iframes resolve through their frame).
  const refs = [...entry.snapshot.byRef.values()].filter((node) => !node.frame?.length).map((node) => node.ref!);
  if (refs.length) {
    const ends = [...new Set([refs[0]!, refs.at(-1)!])];
    const target = ends.map((ref) => page.locator(`aria-ref=${ref}`)).reduce((a, b) => a.or(b));
    // actwright's own read: kept out of the calls Playwright reports for the user's test.
    if ((await internalCalls(page, () => target.count()).catch(() => -1)) !== ends.length) return forgetSnapshot(page, reader);
  }
  return { ...entry.snapshot, reused: true };
}

/**
 * `snapshot` again, when it is still the one kept for the page and the page still reads
 * `pageKey`: a read begun in the same look at the page (methods/observe.ts, while its frames
 * passed) whose refs nothing has replaced since, as any other capture of the page, whole or
 * scoped, would have replaced or dropped what is kept. No browser call.
 */
export function stillKept(page: Page, reader: Reader, pageKey: string, snapshot: PageSnapshot): PageSnapshot | undefined {
  const entry = kept[reader].get(page);
  return entry && entry.snapshot === snapshot && entry.pageKey === pageKey ? { ...snapshot, reused: true } : undefined;
}

/** Keeps a whole-page snapshot for reuse; without a key (the state could not be read) forgets instead. */
export function keepSnapshot(page: Page, reader: Reader, pageKey: string | undefined, snapshot: PageSnapshot): void {
  if (pageKey) kept[reader].set(page, { pageKey, snapshot });
  else kept[reader].delete(page);
}

/** A scoped capture replaced the page's refs, or the page changed in a way the key cannot show. */
export function forgetSnapshot(page: Page, reader: Reader): undefined {
  kept[reader].delete(page);
  return undefined;
}
