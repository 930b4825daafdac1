import type { BrowserContext } from 'playwright-core';

/** Where actwright's page reader finds shadow roots, closed ones too (the page's own `shadowRoot` getter hides those). */
export const CLOSED_SHADOW_ROOT_KEY = 'actwright.closedShadowRoot';

/**
 * Playwright (and its aria snapshot) cannot see inside closed shadow roots. This init script
 * attaches every shadow root open, so snapshots and locators reach it, while the page itself still
 * sees `host.shadowRoot === null` for roots it asked to be closed: its own behaviour is unchanged.
 * Page scripts run in the main world; the getter patch is invisible to Playwright's utility world.
 * actwright's own reader runs in the main world: it reaches every root, closed or open, through a symbol-keyed accessor.
 */
function keepClosedShadowRootsReachable(accessorKey: string) {
  const marker = Symbol.for('actwright.closedShadow');
  const proto = Element.prototype as Element & { [marker]?: true };
  if (proto[marker]) return;
  Object.defineProperty(proto, marker, { value: true });
  const attach = proto.attachShadow;
  const shadowRoot = Object.getOwnPropertyDescriptor(proto, 'shadowRoot');
  const closedHosts = new WeakSet<Element>();
  proto.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attach.call(this, { ...init, mode: 'open' });
    if (init?.mode === 'closed') closedHosts.add(this);
    return root;
  };
  if (shadowRoot?.get) {
    const get = shadowRoot.get;
    // Every root was attached open, so the browser's own getter returns closed ones too.
    Object.defineProperty(window, Symbol.for(accessorKey), { value: (host: Element) => get.call(host) as ShadowRoot | null });
    Object.defineProperty(proto, 'shadowRoot', {
      ...shadowRoot,
      get(this: Element) {
        return closedHosts.has(this) ? null : get.call(this);
      },
    });
  }
}

const installed = new WeakSet<BrowserContext>();

/** Makes closed shadow roots of pages loaded from now on visible to snapshots and locators. */
export async function exposeClosedShadowRoots(context: BrowserContext): Promise<void> {
  if (installed.has(context)) return;
  installed.add(context);
  await context.addInitScript(keepClosedShadowRootsReachable, CLOSED_SHADOW_ROOT_KEY);
}
