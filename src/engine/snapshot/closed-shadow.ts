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
  const content = closedShadowInitScript(context);
  if (content) await context.addInitScript({ content });
}

/** The init script for `context`, once (undefined when it has it): for a caller that sends several init scripts in one call. */
export function closedShadowInitScript(context: BrowserContext): string | undefined {
  if (installed.has(context)) return undefined;
  installed.add(context);
  return CLOSED_SHADOW_SOURCE;
}
