import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { findBrowser } from '../../src/index.js';
// @ts-expect-error: a plain ES module script, without types
import { bundleInjected as bundleEntry } from '../../scripts/build-injected.mjs';

/**
 * Unit tests of the in-page modules (src/engine/injected/): each test bundles its own small entry
 * that imports the module under test (as scripts/build-injected.mjs bundles the real entries) and
 * exposes what it tests on `window.__t`, then runs it in Chromium on a small page.
 */

const INJECTED = fileURLToPath(new URL('../../src/engine/injected/', import.meta.url));

/** `contents`, a TypeScript entry whose imports are relative to src/engine/injected/, bundled into one expression. */
export function bundle(contents: string): Promise<string> {
  return (bundleEntry as (entry: { contents: string; resolveDir: string }, minify: boolean) => Promise<string>)({ contents, resolveDir: INJECTED }, false);
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: findBrowser()!.executablePath });
}

export const html = (body: string, head = '') => `<!doctype html><html><head><meta charset="utf-8"><title>t</title>${head}</head><body>${body}</body></html>`;

/** A fresh page with `body`, and `script` (a bundle) evaluated in it. */
export async function pageWith(browser: Browser, body: string, script: string, head = ''): Promise<Page> {
  const page = await browser.newPage();
  await page.setContent(html(body, head));
  await page.evaluate(script);
  return page;
}

/** Calls `window.__t[name](...args)` in the page. */
export function call<T>(page: Page, name: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(([n, a]) => (window as unknown as { __t: Record<string, (...x: unknown[]) => unknown> }).__t[n as string]!(...(a as unknown[])), [name, args] as const) as Promise<T>;
}
