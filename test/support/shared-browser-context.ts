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

/**
 * Contexts in the run's shared browser for clients a file starts itself (one per client, so no
 * client sees another's pages, cookies or init scripts), instead of a Chromium launched per client
 * (launch, init and close cost about 0.5 CPU-seconds and 1–3 s of wall more than a context).
 * `options()` gives a client's options their `browserContext` (none when the run started no
 * browser: the client then launches its own); `releaseAll()` closes every context handed out, after
 * the clients on them are closed. Files whose subject is launching or closing a browser keep theirs.
 */
export function sharedContexts(): { options(): Promise<{ browserContext?: BrowserContext }>; releaseAll(): Promise<void> } {
  const held: SharedContext[] = [];
  return {
    async options() {
      const shared = await sharedContext();
      if (!shared) return {};
      held.push(shared);
      return { browserContext: shared.context };
    },
    async releaseAll() {
      await Promise.all(held.splice(0).map((shared) => shared.release()));
    },
  };
}
