import { chromium, type BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

/** A browser context of a test file's own in the run's shared browser, and how to let go of it. */
export interface SharedContext {
  readonly context: BrowserContext;
  /** Closes the context and the connection (the shared browser keeps running for other files). */
  release(): Promise<void>;
}

/**
 * A new context (no viewport of its own, as a client's launched browser has) in the browser the
 * run's global setup started (test/support/shared-browser.ts); undefined when it started none.
 */
export async function sharedContext(): Promise<SharedContext | undefined> {
  const address = inject('sharedBrowser');
  if (!address) return undefined;
  const browser = await chromium.connect(address);
  const context = await browser.newContext({ viewport: null });
  return {
    context,
    async release() {
      await context.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
    },
  };
}
