import type { BrowserContext } from 'playwright-core';
import { CLOSED_SHADOW_SOURCE } from '../injected/generated/closed-shadow.js';

/** Where actwright's page reader finds shadow roots, closed ones too (the page's own `shadowRoot` getter hides those). */
export { CLOSED_SHADOW_ROOT_KEY } from '../injected/keys.js';

const installed = new WeakSet<BrowserContext>();

/**
 * Makes closed shadow roots of pages loaded from now on visible to snapshots and locators, the
 * page itself still seeing them closed (injected/closed-shadow/).
 */
export async function exposeClosedShadowRoots(context: BrowserContext): Promise<void> {
  if (installed.has(context)) return;
  installed.add(context);
  await context.addInitScript({ content: CLOSED_SHADOW_SOURCE });
}
