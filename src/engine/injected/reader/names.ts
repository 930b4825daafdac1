import { attr, idRefs, IGNORED, NONE, tagOf, trimmed, words } from './dom.js';
import { contentText, pseudoText } from './generated-content.js';
import { roleOf } from './roles.js';
import { NativeSet, shadowOf, style } from './state.js';
import { hiddenForAria, textNotRendered } from './visibility.js';

/** Accessible names (accname 1.2), as Playwright computes them in AI mode. */

// Roles whose name never comes from anything (accname: naming prohibited).
const NAMELESS = words('caption code definition deletion emphasis generic insertion mark paragraph presentation strong subscript suggestion superscript term time');
// Roles named from their content, and (when reached inside another element's content) roles that pass their content on.
const CONTENT_NAMED = words('button cell checkbox columnheader gridcell heading link menuitem menuitemcheckbox menuitemradio option radio row rowheader switch tab tooltip treeitem');
const CONTENT_PASSING = words(' caption code contentinfo definition deletion emphasis insertion list listitem mark none paragraph presentation region row rowgroup section strong subscript superscript table term time');
const RANGE = words('progressbar scrollbar slider spinbutton meter');
/** Elements named by their labels, title or placeholder (when nothing else names them). */
const FIELD_TAGS = words('textarea select input meter progress');
/** Elements whose `labels` can name them, and those named by hand in nameWalk: not sure to be unnamed without a role. */
const NAMED_BY_TAG = words('button input meter output progress select textarea area summary');
const PLACEHOLDER_TYPES = words('text password number search tel email url');

/** Where a name traversal is: the element itself, inside it, or inside a referenced element. */
type At = 'self' | 'inside' | 'labelledby' | 'label' | 'native';
// Per name computation (accessibleName; names do not nest): the elements walked, and those whose
// content went into the name. Plain arguments, not a walk object copied per step: the reader
// mostly runs cold (a few reads per document), where every allocation costs.
let nameVisited = new NativeSet<Element>();
export let nameFrom = new NativeSet<Element>();
const took = (e: Element, text: string) => {
  if (text) nameFrom.add(e);
  return text;
};
const valueOf = (e: Element, tag: string, role: string, at: At, hiddenOk: boolean): string | undefined => {
  if (role === 'textbox' || role === 'searchbox') return tag === 'input' || tag === 'textarea' ? (e as HTMLInputElement).value : (e.textContent ?? '');
  if (role === 'combobox' || role === 'listbox') {
    let options: Element[];
    if (tag === 'select') {
      const select = e as HTMLSelectElement;
      options = Array.from(select.selectedOptions);
      if (!options.length && select.options.length) options.push(select.options[0]!);
    } else {
      const owned = (root: Element) => [...Array.from(root.querySelectorAll('*')), ...idRefs(root, attr(root, 'aria-owns')).flatMap((o) => [o, ...Array.from(o.querySelectorAll('*'))])];
      const listbox = role === 'combobox' ? owned(e).find((x) => roleOf(x) === 'listbox') : e;
      options = listbox ? owned(listbox).filter((x) => (attr(x, 'aria-selected') ?? '').toLowerCase() === 'true' && roleOf(x) === 'option') : [];
    }
    if (!options.length && tag === 'input') return (e as HTMLInputElement).value;
    const inner = at === 'self' ? 'inside' : at;
    return options.map((o) => nameWalk(o, inner, hiddenOk)).join(' ');
  }
  if (RANGE.has(role)) return attr(e, 'aria-valuetext') ?? attr(e, 'aria-valuenow') ?? attr(e, 'value') ?? '';
  if (role === 'menu') return '';
  return undefined;
};
const labelsName = (labels: ArrayLike<Element>): string => {
  let out = '';
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!;
    const text = nameWalk(label, 'label', hiddenForAria(label), true);
    if (text) out = out ? `${out} ${text}` : text;
  }
  return out;
};
/** Whether `e` is among its own labels or aria-labelledby references (then its value does not name it). */
const ownLabel = (e: Element, labelledBy: Element[]): boolean => {
  const labels = (e as HTMLInputElement).labels;
  if (labels) for (let i = 0; i < labels.length; i++) if (labels[i] === e) return true;
  return labelledBy.length > 0 && labelledBy.includes(e);
};
const firstChildTagged = (e: Element, tag: string, svg = false): Element | undefined => {
  for (let c = e.firstElementChild; c; c = c.nextElementSibling) if (tagOf(c) === tag && (!svg || c instanceof SVGElement)) return c;
  return undefined;
};
/**
 * The text alternative of `e` (accname's steps 2A–2I), adding the elements it reads to `nameFrom`.
 * `shown`: the caller knows hiddenForAria(e) is false, or asked it and passed its answer in `hiddenOk`.
 */
const nameWalk = (e: Element, at: At, hiddenOk: boolean, shown = false): string => {
  const visited = nameVisited;
  if (visited.has(e)) return '';
  const tag = tagOf(e);
  if (IGNORED.has(tag) || (!hiddenOk && !shown && hiddenForAria(e))) {
    visited.add(e);
    return '';
  }
  const inner: At = at === 'self' ? 'inside' : at;
  const labelledBy = idRefs(e, attr(e, 'aria-labelledby'));
  if (at !== 'labelledby' && labelledBy.length) {
    const text = labelledBy.map((ref) => nameWalk(ref, 'labelledby', hiddenForAria(ref), true)).join(' ');
    if (text) return text;
  }
  const role = roleOf(e) ?? '';
  if (at !== 'self' && !ownLabel(e, labelledBy)) {
    const value = valueOf(e, tag, role, at, hiddenOk);
    if (value !== undefined) {
      visited.add(e);
      return took(e, value);
    }
  }
  const ariaLabel = attr(e, 'aria-label') ?? '';
  if (ariaLabel.trim()) {
    visited.add(e);
    return took(e, ariaLabel);
  }
  if (role !== 'presentation' && role !== 'none') {
    const type = tag === 'input' ? (e as HTMLInputElement).type : '';
    const labels = (e as HTMLInputElement).labels ?? NONE;
    if (type === 'button' || type === 'submit' || type === 'reset') {
      visited.add(e);
      const value = (e as HTMLInputElement).value ?? '';
      if (value.trim()) return took(e, value);
      return took(e, type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : (attr(e, 'title') ?? ''));
    }
    if (type === 'file' || type === 'image') {
      visited.add(e);
      if (labels.length && at !== 'labelledby') return labelsName(labels);
      if (type === 'file') return took(e, 'Choose File');
      return took(e, trimmed(attr(e, 'alt')) ? attr(e, 'alt')! : trimmed(attr(e, 'title')) ? attr(e, 'title')! : 'Submit');
    }
    if (!labelledBy.length && (tag === 'button' || tag === 'output')) {
      visited.add(e);
      if (labels.length) return labelsName(labels);
      if (tag === 'output') return took(e, attr(e, 'title') ?? '');
    }
    if (!labelledBy.length && FIELD_TAGS.has(tag)) {
      visited.add(e);
      if (labels.length) return labelsName(labels);
      const placeholderNames = (tag === 'input' && PLACEHOLDER_TYPES.has(type)) || tag === 'textarea';
      const title = attr(e, 'title') ?? '';
      return took(e, !placeholderNames || title ? title : (attr(e, 'placeholder') ?? ''));
    }
    const caption = !labelledBy.length && (tag === 'fieldset' ? 'legend' : tag === 'figure' ? 'figcaption' : undefined);
    if (caption) {
      visited.add(e);
      const child = firstChildTagged(e, caption);
      if (child) return nameWalk(child, 'native', hiddenOk || hiddenForAria(child), true);
      return took(e, attr(e, 'title') ?? '');
    }
    if (tag === 'img' || tag === 'area') {
      visited.add(e);
      return took(e, trimmed(attr(e, 'alt')) ? attr(e, 'alt')! : (attr(e, 'title') ?? ''));
    }
    if (tag === 'table') {
      visited.add(e);
      const child = firstChildTagged(e, 'caption');
      if (child) return nameWalk(child, 'native', hiddenOk || hiddenForAria(child), true);
      const summary = attr(e, 'summary') ?? '';
      if (summary) return took(e, summary);
    }
    if (e instanceof SVGElement && (tag === 'svg' || e.ownerSVGElement)) {
      visited.add(e);
      const title = firstChildTagged(e, 'title', true);
      if (title) return nameWalk(title, 'labelledby', hiddenOk || hiddenForAria(title), true);
    }
    if (e instanceof SVGElement && e.ownerSVGElement && tag === 'a') {
      const title = attr(e, 'xlink:title') ?? '';
      if (title.trim()) {
        visited.add(e);
        return took(e, title);
      }
    }
  }
  const summary = tag === 'summary' && role !== 'presentation' && role !== 'none';
  const fromContent = CONTENT_NAMED.has(role) || (at === 'inside' && CONTENT_PASSING.has(role)) || summary || (at !== 'self' && at !== 'inside');
  if (fromContent) {
    visited.add(e);
    const text = contentName(e, tag, inner, hiddenOk);
    // The element itself needs a non-blank name; inside another, even a space counts (it separates words).
    if (at === 'self' ? text.trim() : text) {
      if (text.trim()) nameFrom.add(e);
      return text;
    }
  }
  if ((role !== 'presentation' && role !== 'none') || tag === 'iframe' || tag === 'frame') {
    visited.add(e);
    const title = attr(e, 'title') ?? '';
    if (title.trim()) return took(e, title);
  }
  visited.add(e);
  return '';
};
/** The name an element's content gives: its pseudo-elements, text and children (slots, shadow, owned) in order. */
/** One node's part of a content name ('' when it gives none). */
const contentPart = (n: Node, at: At, hiddenOk: boolean): string => {
  if (n.nodeType === 1) {
    const el = n as Element;
    const display = style(el).display || 'inline';
    const text = nameWalk(el, at, hiddenOk);
    return display !== 'inline' || tagOf(el) === 'br' ? ` ${text} ` : text;
  }
  if (n.nodeType === 3) {
    if (!hiddenOk && textNotRendered(n as Text)) return '';
    return n.textContent ?? '';
  }
  return '';
};
const contentName = (e: Element, tag: string, at: At, hiddenOk: boolean): string => {
  let out = pseudoText(e, 0) ?? '';
  const own = contentText(e, style(e).decl.content, false);
  if (own !== undefined) out += own;
  else {
    const assigned = tag === 'slot' ? (e as HTMLSlotElement).assignedNodes() : undefined;
    if (assigned && assigned.length) for (const n of assigned) out += contentPart(n, at, hiddenOk);
    else {
      // Only a shadow host's children can be slotted (and then they are read at their slot).
      const shadow = shadowOf(e);
      for (let c = e.firstChild; c; c = c.nextSibling) if (!shadow || !(c as Element | Text).assignedSlot) out += contentPart(c, at, hiddenOk);
      if (shadow) for (let c = shadow.firstChild; c; c = c.nextSibling) out += contentPart(c, at, hiddenOk);
      const owns = attr(e, 'aria-owns');
      if (owns) for (const owned of idRefs(e, owns)) if (!(owned as Element).assignedSlot) out += contentPart(owned, at, hiddenOk);
    }
  }
  return out + (pseudoText(e, 1) ?? '');
};
export const noElements: Set<Element> = new NativeSet();
/**
 * An element without a role whose name is sure to be empty (the common div, span or label): no
 * attribute that could name it (aria-labelledby, aria-label, title), not an element nameWalk
 * names by its tag (a field by its labels, a summary by its content, an area by its alt), not
 * SVG (named by a title child). nameWalk would find the same, with a dozen calls into the browser.
 */
export const unnamed = (e: Element, tag: string): boolean =>
  !NAMED_BY_TAG.has(tag) &&
  !(e instanceof SVGElement) &&
  (!e.hasAttributes() || (!e.hasAttribute('aria-labelledby') && !e.hasAttribute('aria-label') && !e.hasAttribute('title')));
/**
 * The element's accessible name (raw: the caller flattens it); `nameFrom` holds the elements it
 * was read from. `shown`: the caller knows the element is not hidden from assistive technology.
 */
export const accessibleName = (e: Element, role: string, shown: boolean): string => {
  if (NAMELESS.has(role)) {
    nameFrom = noElements;
    return '';
  }
  nameFrom = new NativeSet<Element>();
  nameVisited = new NativeSet<Element>();
  return nameWalk(e, 'self', false, shown);
};

