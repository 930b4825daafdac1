/** Small DOM helpers every part of the reader uses: no state of their own. */

/** Elements never read: not rendered, or not content. */
export const IGNORED = new Set(['script', 'style', 'noscript', 'template']);

export const words = (s: string) => new Set(s.split(' '));
// Lookup tables keyed by a page's tag names have no prototype: `<constructor>` finds nothing in them.
export const table = <T>(entries: Record<string, T>): Record<string, T | undefined> => Object.setPrototypeOf(entries, null) as Record<string, T | undefined>;

// HTML names are lower case already; SVG's camelCase ones have no role of their own.
export const tagOf = (e: Element) => e.localName;
export const attr = (e: Element, name: string) => e.getAttribute(name);
export const trimmed = (s: string | null | undefined) => (s ?? '').trim();

/**
 * Whitespace collapsed, zero-width characters dropped, as Playwright normalizes text (and names:
 * accname's flat string keeps a no-break space, but the node's name collapses it too). Most
 * strings need only the trim: the regular expressions run when one would change something.
 */
const NOT_FLAT = /[\u200b\u00ad]|[^\S ]| {2}/;
export const flat = (s: string) => {
  const t = s.trim();
  return NOT_FLAT.test(t) ? t.replace(/[\u200b\u00ad]/g, '').trim().replace(/\s+/g, ' ') : t;
};

/** The parent element, or the host of the shadow root `e` is a child of. */
export const parentOf = (e: Element): Element | null => {
  if (e.parentElement) return e.parentElement;
  const parent = e.parentNode;
  return parent && parent.nodeType === 11 ? (parent as ShadowRoot).host : null;
};

/** `closest`, continued through shadow hosts. */
export const closestAcross = (e: Element | null, selector: string): Element | null => {
  while (e) {
    const found = e.closest(selector);
    if (found) return found;
    let top: Element = e;
    while (top.parentElement) top = top.parentElement;
    e = parentOf(top);
  }
  return null;
};

/** No elements (shared: callers only read it). */
export const NONE: Element[] = [];

/** The elements an id-list attribute (aria-labelledby, aria-owns, list) names, in `e`'s tree, each once. */
export const idRefs = (e: Element, value: string | null): Element[] => {
  if (!value) return NONE;
  const root = e.getRootNode() as Document | ShadowRoot;
  if (!root || (root.nodeType !== 9 && root.nodeType !== 11)) return [];
  const out: Element[] = [];
  for (const id of value.split(/[ \t\n\f\r]+/)) {
    if (!id) continue;
    const found = root.querySelector(`#${CSS.escape(id)}`);
    if (found && !out.includes(found)) out.push(found);
  }
  return out;
};
