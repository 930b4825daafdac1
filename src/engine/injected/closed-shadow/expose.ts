import { CLOSED_SHADOW_MARKER_KEY, CLOSED_SHADOW_ROOT_KEY } from '../keys.js';

/**
 * Playwright (and its aria snapshot) cannot see inside closed shadow roots. This attaches every
 * shadow root open, so snapshots and locators reach it, while the page itself still sees
 * `host.shadowRoot === null` for roots it asked to be closed: its own behaviour is unchanged.
 * Page scripts run in the main world; the getter patch is invisible to Playwright's utility world.
 * actwright's own reader runs in the main world: it reaches every root, closed or open, through
 * the accessor under `Symbol.for(CLOSED_SHADOW_ROOT_KEY)` on the window. Once per document.
 */
export function keepClosedShadowRootsReachable(): void {
  const marker = Symbol.for(CLOSED_SHADOW_MARKER_KEY);
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
    Object.defineProperty(window, Symbol.for(CLOSED_SHADOW_ROOT_KEY), { value: (host: Element) => get.call(host) as ShadowRoot | null });
    Object.defineProperty(proto, 'shadowRoot', {
      ...shadowRoot,
      get(this: Element) {
        return closedHosts.has(this) ? null : get.call(this);
      },
    });
  }
}
