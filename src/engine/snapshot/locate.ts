import type { Locator, Page } from 'playwright-core';
import { refLocator as locatorOfRef } from './aria-source.js';

/** The element of a ref from the latest snapshot of its frame (iframes included: `f1e3`). */
export function refLocator(page: Page, ref: string): Locator {
  return locatorOfRef(page, ref);
}

/** The address of the document inside the innermost of `frameRefs` (the page's for none). */
export async function frameBaseUrl(page: Page, frameRefs: readonly string[]): Promise<string> {
  const innermost = frameRefs.at(-1);
  if (!innermost) return page.url();
  const handle = await locatorOfRef(page, innermost).elementHandle({ timeout: 2_000 }).catch(() => null);
  const frame = await handle?.contentFrame();
  await handle?.dispose();
  return frame?.url() ?? page.url();
}

/** The absolute URL of a link node (`url` as written in the page), resolved against its frame's address. */
export async function absoluteLinkUrl(page: Page, url: string, frameRefs: readonly string[], base?: string): Promise<string> {
  base ??= await frameBaseUrl(page, frameRefs);
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}
