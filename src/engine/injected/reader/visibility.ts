import { attr, IGNORED, parentOf, tagOf } from './dom.js';
import { doc, hiddenCache, shadowOf, style, type Look } from './state.js';

/**
 * Visibility, two ways: hidden from assistive technology (not rendered, visibility hidden,
 * aria-hidden, a light child no slot shows), and laid out with a size (what can be pointed at).
 */

const optionInSelect = (e: Element) => tagOf(e) === 'option' && !!e.closest('select');
const styleVisible = (e: Element, s: Look): boolean => {
  let shown = s.shown;
  if (shown === undefined) s.shown = shown = s.visibility === 'visible' && e.checkVisibility();
  return shown;
};
/** Hidden from assistive technology: not rendered, visibility hidden, aria-hidden, or a light child no slot shows. */
export const hiddenForAria = (e: Element): boolean => {
  const tag = tagOf(e);
  return IGNORED.has(tag) || hiddenShown(e, tag, style(e));
};
/** hiddenForAria of an element the caller has the tag (not an ignored one) and style of (`unslotted`: see hiddenByAncestry). */
export const hiddenShown = (e: Element, tag: string, s: Look, unslotted?: boolean): boolean => {
  const slot = tag === 'slot';
  if (s.display === 'contents' && !slot) {
    for (let c = e.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 1 && !hiddenForAria(c as Element)) return false;
      if (c.nodeType === 3 && textShown(c as Text)) return false;
    }
    return true;
  }
  if (!slot && !(tag === 'option' && optionInSelect(e)) && !styleVisible(e, s)) return true;
  return hiddenByAncestry(e, unslotted);
};
/** `unslotted`: whether `e` is a light child of a shadow host that no slot shows, when the caller knows. */
const hiddenByAncestry = (e: Element, unslotted?: boolean): boolean => {
  const known = hiddenCache.get(e);
  if (known !== undefined) return known;
  const parentElement = e.parentElement;
  let hidden = unslotted ?? !!(parentElement && shadowOf(parentElement) && !(e as HTMLElement).assignedSlot);
  if (!hidden) hidden = style(e).display === 'none' || (attr(e, 'aria-hidden') ?? '').toLowerCase() === 'true';
  if (!hidden) {
    const parent = parentElement ?? parentOf(e);
    if (parent) hidden = hiddenByAncestry(parent);
  }
  hiddenCache.set(e, hidden);
  return hidden;
};
let range: Range | undefined;
const textShown = (t: Text): boolean => {
  range ??= doc.createRange();
  range.selectNode(t);
  const rect = range.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
};
/** Laid out with a size (display: contents counts when a child is). */
export const boxVisible = (e: Element, s: Look): boolean => {
  let visible = s.box;
  if (visible === undefined) s.box = visible = measureBox(e, s);
  return visible;
};
const measureBox = (e: Element, s: Look): boolean => {
  if (s.display === 'contents') return contentsBox(e) !== undefined;
  if (!styleVisible(e, s)) return false;
  const rect = e.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
};
/** An element with display: contents is shown when a child is: 'inline' when that child is text. */
export const contentsBox = (e: Element): 'block' | 'inline' | undefined => {
  for (let c = e.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 1 && boxVisible(c as Element, style(c as Element))) return 'block';
    if (c.nodeType === 3 && textShown(c as Text)) return 'inline';
  }
  return undefined;
};
export const textNotRendered = (t: Text): boolean => {
  const parent = t.parentElement;
  if (!parent) return false;
  if (shadowOf(parent) && !t.assignedSlot) return true;
  return tagOf(parent) === 'details' && !(parent as HTMLDetailsElement).open;
};

