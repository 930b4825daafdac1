import type { Locator, Page } from 'playwright-core';
import { deepLocator } from './browser/deep-locator.js';

/** The internal selector chain Playwright keeps on a Locator (stable across 1.x; checked below). */
const ENTER_FRAME = /\s*>>\s*internal:control=enter-frame\s*>>\s*/g;

/**
 * A durable selector for the element behind a snapshot ref: Playwright's `normalize()` picks test
 * id, role and name, label or text (as codegen does), and each iframe hop becomes a ` >>> ` part,
 * the syntax of `deepLocator`. It resolves again after a reload; the ref does not.
 */
export async function durableSelector(page: Page, ref: string): Promise<string> {
  const normalized = await page.getByRef(ref).normalize();
  const chain = (normalized as unknown as { _selector?: unknown })._selector;
  if (typeof chain !== 'string' || !chain) {
    throw new Error(`Playwright returned no selector for ref ${ref}; this Playwright version is not supported.`);
  }
  return chain.split(ENTER_FRAME).join(' >>> ');
}

/** A locator for a selector string: a durable selector (with ` >>> ` frame hops), CSS, `xpath=…`. */
export function selectorLocator(page: Page, selector: string): Locator {
  return deepLocator(page, selector);
}
