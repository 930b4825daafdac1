import type { BrowserContext } from 'playwright-core';

/**
 * Playwright (and its aria snapshot) cannot see inside closed shadow roots. This init script
 * attaches every shadow root open, so snapshots and locators reach it, while the page itself still
 * sees `host.shadowRoot === null` for roots it asked to be closed: its own behaviour is unchanged.
 * Page scripts run in the main world; the getter patch is invisible to Playwright's utility world.
 */
function keepClosedShadowRootsReachable() {
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
  await context.addInitScript(keepClosedShadowRootsReachable);
}
