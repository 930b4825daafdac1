import { createRequire } from 'node:module';
import type { BrowserType } from 'playwright-core';
import { ClientInitError } from '../session/errors.js';

/**
 * Playwright's Chromium launcher, from the project's own playwright-core (a peer dependency that
 * @playwright/test brings), loaded on first use: importing actwright or actwright/test does not
 * load Playwright's core before a browser is needed (inside Playwright Test it is loaded already).
 */
export function chromiumType(): BrowserType {
  let playwright: typeof import('playwright-core');
  try {
    playwright = createRequire(import.meta.url)('playwright-core') as typeof import('playwright-core');
  } catch (cause) {
    throw new ClientInitError(
      'actwright drives the browser with your project\'s Playwright, and none was found: ' +
        'npm install -D @playwright/test (for tests) or npm install playwright-core (for scripts).',
      { cause },
    );
  }
  return playwright.chromium;
}
