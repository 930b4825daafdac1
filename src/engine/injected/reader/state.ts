import { CLOSED_SHADOW_ROOT_KEY } from '../keys.js';

/**
 * What the parts of the reader share: the browser's own functions, taken when the reader is
 * installed, and the caches of one read (reset by `beginRead`: the page may change between reads).
 *
 * Installed by an init script, before the page's scripts: a page that replaces Map, Set, JSON or
 * getComputedStyle later does not change what the reader sees. Module-level bindings, not an
 * object: bundled, they are variables of one closure, as cheap as the locals they were.
 */
export const NativeMap = Map;
export const NativeSet = Set;
export const styleOf = window.getComputedStyle.bind(window);
export const stringify = JSON.stringify;

/** The style properties every element needs, taken once per element per read. */
export interface Look {
  display: string;
  visibility: string;
  /** The live computed style, for what only some elements need (cursor, pointer events, content). */
  decl: CSSStyleDeclaration;
  /** Visible by its style (styleVisible) and laid out with a size (boxVisible), once asked: kept here, not in maps of their own. */
  shown: boolean | undefined;
  box: boolean | undefined;
  /** pseudoRulesFor, when known (the walk knows it per tree), and the ::before and ::after texts, once read. */
  pseudoRules: boolean | undefined;
  pseudo: [string | undefined, string | undefined] | undefined;
}

// Ids are stable per element for the life of the document (a re-read gives the same refs).
const ids = new WeakMap<Element, number>();
let lastId = 0;
export const idOf = (element: Element): number => {
  let id = ids.get(element);
  if (id === undefined) ids.set(element, (id = ++lastId));
  return id;
};

// Open and closed shadow roots alike, when closed-shadow/ exposed them (the page itself still
// sees null for a closed one): one call to the browser's own getter, not the page's patched one.
const anyRootOf = (window as unknown as Record<symbol, ((e: Element) => ShadowRoot | null) | undefined>)[Symbol.for(CLOSED_SHADOW_ROOT_KEY)];
export const shadowOf = anyRootOf ?? ((element: Element): ShadowRoot | null => element.shadowRoot);

// Per read. The functions of the reader live as long as the document, so the engine keeps them
// optimized from one read to the next.
export let doc = document;
export let styles = new NativeMap<Element, Look>();
export let roles = new NativeMap<Element, string | null>();
export let hiddenCache = new NativeMap<Element, boolean>();
export let ariaDisabledCache = new NativeMap<Element, boolean>();
export let focused: Element | null = null;

/** Starts a read: the caches of the last one are dropped. */
export function beginRead(): void {
  doc = document;
  styles = new NativeMap();
  roles = new NativeMap();
  hiddenCache = new NativeMap();
  ariaDisabledCache = new NativeMap();
  focused = doc.hasFocus() ? doc.activeElement : null;
}

/** The style properties every element needs, taken once per element (each read of a computed style costs). */
export const style = (e: Element): Look => {
  let look = styles.get(e);
  if (!look) {
    const s = styleOf(e);
    styles.set(e, (look = { display: s.display, visibility: s.visibility, decl: s, shown: undefined, box: undefined, pseudoRules: undefined, pseudo: undefined }));
  }
  return look;
};
