import type { Page } from 'playwright-core';
import { internalCalls } from '../session/internal-calls.js';

/**
 * Playwright runs a locator's `evaluate`/`evaluateAll` in the page's main world, with its injected
 * script, which it sets up in each document on first use: a script of several hundred KB compiled
 * in the page, 20 to 100 ms on a new document. An act reads elements there (the offline tier's
 * probes, the reads before and after its action); Playwright's own actions and the aria snapshot
 * run in its utility world, so a plain Playwright step never pays it. Started on the settle's first
 * look at a document (`warmMainWorld`), the set-up runs while settling waits and the page is read,
 * not after them.
 */

/** The document of each page whose main world was last set up (the page clock's `doc`). */
const warmed = new WeakMap<Page, string>();

/**
 * Sets Playwright's main world up in `page`'s document `doc`, once per document, without waiting
 * for it: one read of the root element (nothing changes in the page). A failure (the page
 * navigated or closed meanwhile) is left to the act's own first read to meet.
 */
export function warmMainWorld(page: Page, doc: string): void {
  if (warmed.get(page) === doc) return;
  warmed.set(page, doc);
  void internalCalls(page, () => page.locator(':root').evaluateAll(() => 0)).catch(() => undefined);
}
