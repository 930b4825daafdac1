import { attr, flat, IGNORED, tagOf } from './dom.js';
import { forgetPseudoRules, pseudoRulesFor, pseudoRulesInRoot, pseudoText } from './generated-content.js';
import { accessibleName, nameFrom, noElements, unnamed } from './names.js';
import { roleOf } from './roles.js';
import { beginRead, doc, focused, idOf, NativeSet, shadowOf, stringify, style, type Look } from './state.js';
import { ariaBool, states } from './states.js';
import type { RawNode } from './types.js';
import { boxVisible, contentsBox, hiddenShown, textNotRendered } from './visibility.js';

/**
 * The walk: one pass over a document (and its open and exposed-closed shadow roots, slots and
 * aria-owns), giving the raw tree as JSON text in the shape distill.ts tidies into Playwright's
 * `ariaSnapshotJSON({ mode: 'ai' })`.
 */

let visited = new NativeSet<Node>();
/** Text joins the run before it (the tidy-up would join them anyway): fewer, longer strings to send. */
const addText = (into: RawNode, text: string | undefined) => {
  if (!text) return;
  const children = into.children;
  const last = children.length - 1;
  if (last >= 0 && typeof children[last] === 'string') children[last] += text;
  else children.push(text);
};
const nodeOf = (e: Element, tag: string, s: Look, ariaShown: boolean): RawNode | null => {
  const active = e === focused;
  if (tag === 'iframe' || tag === 'frame') {
    const node: RawNode = { role: 'iframe', name: '', children: [] };
    // Only a frame with a size is read into the tree (a hidden or 0x0 frame shows nothing).
    if (boxVisible(e, s)) node.ref = idOf(e);
    if (active) node.active = true;
    return node;
  }
  // An element without a role is a generic node, but named as what it is (a summary by its content, a div by its title).
  const ownRole = roleOf(e);
  const role = ownRole ?? 'generic';
  if (role === 'presentation' || role === 'none') return null;
  const nameless = ownRole === null && unnamed(e, tag);
  const name = nameless ? '' : accessibleName(e, ownRole ?? '', ariaShown);
  const from = nameless ? noElements : nameFrom;
  // An inline wrapper of one text run adds nothing: its text joins the parent's.
  if (role === 'generic') {
    const only = e.firstChild;
    if (only && !only.nextSibling && only.nodeType === 3 && (s.display === 'contents' ? contentsBox(e) === 'inline' : s.display === 'inline')) return null;
  }
  const visible = boxVisible(e, s);
  const node: RawNode = { role, name: name ? flat(name) : '', children: [] };
  if (visible && s.decl.pointerEvents !== 'none') node.ref = idOf(e);
  if (s.decl.cursor === 'pointer') node.pointer = true;
  if (active) node.active = true;
  if (from.size) node.from = [...from].filter((x) => x !== e).map(idOf);
  states(e, role, node);
  if (tag === 'input' || tag === 'textarea') {
    const type = (e as HTMLInputElement).type;
    if (type !== 'checkbox' && type !== 'radio' && type !== 'file') node.children = [(e as HTMLInputElement).value];
  }
  return node;
};
/**
 * Reads node `n` into `into`. `pseudo`: whether `n`'s tree has ::before/::after rules (pseudoRulesFor),
 * and `unslotted` (see hiddenByAncestry), when the caller knows. A light child's text is read here, in its parent's loop: that saves, per
 * text, a look at its parent the loop already had (a visited text needs no record either: only
 * its parent's loop reaches it, or a slot when the parent is a shadow host).
 */
const visit = (into: RawNode, n: Node, parentShown: boolean, pseudo?: boolean, unslotted?: boolean) => {
  if (visited.has(n)) return;
  visited.add(n);
  const type = n.nodeType;
  if (type === 3) {
    const text = n.nodeValue;
    if (!text || !parentShown || into.role === 'textbox' || textNotRendered(n as Text)) return;
    addText(into, text);
    return;
  }
  if (type !== 1) return;
  const e = n as Element;
  const tag = tagOf(e);
  if (IGNORED.has(tag)) return;
  const s = style(e);
  // Nothing under display: none is rendered or exposed: skip the subtree at once.
  if (s.display === 'none') return;
  if (pseudo !== undefined) s.pseudoRules ??= pseudo;
  const ariaShown = !hiddenShown(e, tag, s, unslotted);
  const shown = ariaShown || boxVisible(e, s);
  const owns = attr(e, 'aria-owns');
  let owned: Element[] | undefined;
  if (owns) {
    for (const id of owns.split(/\s+/)) {
      const o = id ? doc.getElementById(id) : null;
      if (o) (owned ??= []).push(o);
    }
  }
  const node = shown ? nodeOf(e, tag, s, ariaShown) : null;
  // Shown for ARIA, the element has no aria-hidden="true" (hiddenByAncestry read it), unless display: contents decided.
  if (node && (!ariaShown || s.display === 'contents') && ariaBool(e, 'aria-hidden')) node.ariaHidden = true;
  if (node) into.children.push(node);
  const target = node ?? into;
  const block = s.display !== 'inline' || tag === 'br' ? ' ' : '';
  if (block) addText(target, block);
  const pseudoHere = (s.pseudoRules ??= pseudoRulesFor(e));
  if (pseudoHere) addText(target, pseudoText(e, 0));
  const assigned = tag === 'slot' ? (e as HTMLSlotElement).assignedNodes() : undefined;
  if (assigned && assigned.length) for (const c of assigned) visit(target, c, shown);
  else {
    const shadow = shadowOf(e);
    if (shadow) {
      // A host's light children show at their slots (read there); its other text is not rendered.
      for (let c = e.firstChild; c; c = c.nextSibling) if (c.nodeType !== 3 && !(c as Element).assignedSlot) visit(target, c, shown, pseudoHere, true);
      const inShadow = pseudoRulesInRoot(shadow);
      for (let c = shadow.firstChild; c; c = c.nextSibling) visit(target, c, shown, inShadow, false);
    } else {
      const textShown = shown && target.role !== 'textbox' && !(tag === 'details' && !(e as HTMLDetailsElement).open);
      for (let c = e.firstChild; c; c = c.nextSibling) {
        if (c.nodeType !== 3) visit(target, c, shown, pseudoHere, false);
        else if (textShown) addText(target, c.nodeValue ?? '');
      }
    }
  }
  if (owned) for (const o of owned) visit(target, o, shown);
  if (pseudoHere) addText(target, pseudoText(e, 1));
  if (block) addText(target, block);
  if (node) {
    if (node.role === 'link' && e.hasAttribute('href')) {
      const href = attr(e, 'href')!;
      const comma = href.indexOf(',');
      node.url = href.startsWith('data:') && comma >= 0 ? `${href.slice(0, comma + 1)}\u2026` : href;
    }
    if (node.role === 'textbox' && e.hasAttribute('placeholder') && attr(e, 'placeholder') !== node.name) node.placeholder = attr(e, 'placeholder')!;
  }
};

/** The state the last whole-document read was at (see PageReaderApi.read). */
let lastState: string | undefined;
/** PageReaderApi.read. */
export function read(rootArg?: Element | null, state?: string): string {
  if (state !== undefined && !rootArg) {
    if (state === lastState) return 'unchanged';
    lastState = state;
  }
  beginRead();
  forgetPseudoRules();
  visited = new NativeSet();
  const root = rootArg ?? doc.body ?? doc.documentElement;
  const top: RawNode = { role: 'fragment', name: '', children: [] };
  if (root) visit(top, root, true);
  const result = { base: doc.baseURI, nodes: top.children };
  // The browser's own JSON.stringify, unless the page gave arrays, objects or strings a toJSON of their own.
  const patched = 'toJSON' in Array.prototype || 'toJSON' in Object.prototype || 'toJSON' in String.prototype;
  return patched ? serialize(result) : stringify(result);
}

/** JSON text built by hand: a page's own `toJSON` methods (old libraries add them to Array) cannot touch it. */
const serialize = (value: unknown): string => {
  if (typeof value === 'string') return stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + serialize(value[i]);
    return `${out}]`;
  }
  if (value && typeof value === 'object') {
    let out = '{';
    let first = true;
    for (const k of Object.keys(value)) {
      const v = (value as Record<string, unknown>)[k];
      if (v === undefined) continue;
      out += `${first ? '' : ','}${stringify(k)}:${serialize(v)}`;
      first = false;
    }
    return `${out}}`;
  }
  return 'null';
};

