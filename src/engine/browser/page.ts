import type { Locator, Page } from 'playwright-core';
import { deepLocator } from './deep-locator.js';

/**
 * A Playwright Page with the seed's two extra methods. The object is Playwright's own page (so it
 * works with `expect(page)`, traces and the `page` fixture); the methods are added to it once.
 */
export interface ActwrightPage extends Page {
  /** Presses a key or chord on the focused element, e.g. `Enter`, `Control+A`. */
  keyPress(key: string, options?: { delay?: number }): Promise<void>;
  /** One selector that crosses iframes and shadow roots; see the README for its syntax. */
  deepLocator(selector: string): Locator;
}

const AUGMENTED = Symbol.for('actwright.page');

export function augmentPage(page: Page): ActwrightPage {
  const target = page as Page & { [AUGMENTED]?: true };
  if (!target[AUGMENTED]) {
    Object.defineProperties(target, {
      [AUGMENTED]: { value: true },
      keyPress: { value: (key: string, options?: { delay?: number }) => page.keyboard.press(key, options) },
      deepLocator: { value: (selector: string) => deepLocator(page, selector) },
    });
  }
  return target as ActwrightPage;
}
