import { createRequire } from 'node:module';
import type { BrowserType } from 'playwright-core';

/**
 * Playwright's Chromium launcher, from the project's own playwright-core (a peer dependency),
 * loaded on first use: importing actwright or actwright/test does not load Playwright's core
 * before a browser is needed (inside Playwright Test it is loaded already, so this costs nothing).
 */
export function chromiumType(): BrowserType {
  return (createRequire(import.meta.url)('playwright-core') as typeof import('playwright-core')).chromium;
}
