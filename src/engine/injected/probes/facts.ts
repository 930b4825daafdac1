import type { ElementFacts } from './types.js';

/**
 * The facts a rule asked for about one element (offline/hints.ts, ElementFacts): its tag and
 * developer-given attributes (`names`), disclosure state, whether a layer covers it, its form.
 * Read-only: nothing on the page changes.
 */
export function readFacts(el: Element, names: string[]): ElementFacts {
  const attrs: Record<string, string> = {};
  for (const name of names) {
    const value = el.getAttribute(name);
    if (value) attrs[name] = value.slice(0, 200);
  }
  const facts: ElementFacts = { tag: el.tagName.toLowerCase(), attrs };
  const rect = el.getBoundingClientRect();
  if (rect.width > 0 && rect.height > 0) facts.box = { x: Math.round(rect.left + scrollX), y: Math.round(rect.top + scrollY), w: Math.round(rect.width), h: Math.round(rect.height) };
  const title = el.getAttribute('title')?.trim();
  if (title) facts.title = title.slice(0, 200);
  const range = rangeOf(el);
  if (range) facts.range = range;
  const cursor = getComputedStyle(el).cursor.replace(/^-webkit-/, '');
  if (cursor === 'zoom-in' || cursor === 'zoom-out' || cursor === 'grab') facts.cursor = cursor;
  const expanded = el.getAttribute('aria-expanded');
  if (expanded === 'true' || expanded === 'false') {
    facts.expanded = expanded === 'true';
    const part = ownPartAttrs(el, names);
    if (part) facts.partAttrs = part;
    const controls = el.getAttribute('aria-controls')?.trim();
    if (controls && !/\s/.test(controls)) facts.controls = controls.slice(0, 100);
  } else if (el instanceof HTMLElement && el.tagName === 'SUMMARY' && el.parentElement instanceof HTMLDetailsElement) facts.expanded = el.parentElement.open;
  // A row, option or tab that can be chosen says so (APG grid: aria-selected on a selectable row).
  const selected = el.getAttribute('aria-selected');
  if (selected === 'true' || selected === 'false') facts.selected = selected === 'true';
  const pressed = el.getAttribute('aria-pressed');
  if (pressed === 'true' || pressed === 'false' || pressed === 'mixed') facts.pressed = pressed !== 'false';
  // A control that says it opens a popup (APG menu button: aria-haspopup), whether or not it states aria-expanded.
  const popup = el.getAttribute('aria-haspopup')?.trim().toLowerCase();
  if (popup && popup !== 'false') facts.popup = popup.slice(0, 20);
  const current = el.getAttribute('aria-current');
  if (current !== null) facts.current = current !== 'false';
  const sort = el.getAttribute('aria-sort')?.trim().toLowerCase();
  if (sort) facts.sort = sort.slice(0, 20);
  const controls = (el.getAttribute('aria-controls') ?? '').trim();
  const controlled = controls && !/\s/.test(controls) ? document.getElementById(controls) : null;
  if (controlled) {
    const box = controlled.getBoundingClientRect();
    const style = getComputedStyle(controlled);
    facts.controlsShown = box.width > 0 && box.height > 0 && style.display !== 'none' && style.visibility !== 'hidden';
  }
  // A layer over the whole window (a modal and its backdrop): the outermost fixed element at the
  // window's centre that covers it all, when four more points across the window land in it too.
  let layer: Element | null = null;
  for (let n = document.elementFromPoint(innerWidth / 2, innerHeight / 2); n; n = n.parentElement ?? ((n.getRootNode() as ShadowRoot).host || null)) {
    if (getComputedStyle(n).position !== 'fixed') continue;
    const box = n.getBoundingClientRect();
    if (box.left <= 1 && box.top <= 1 && box.right >= innerWidth - 1 && box.bottom >= innerHeight - 1) layer = n;
  }
  if (layer) {
    // Each point's element, the control's centre's, and the control itself: inside the layer or not.
    const box = el.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const inView = box.width > 0 && box.height > 0 && cx >= 0 && cy >= 0 && cx < innerWidth && cy < innerHeight;
    const probes: (Element | null)[] = [[0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]].map(([x, y]) => document.elementFromPoint(innerWidth * x!, innerHeight * y!));
    probes.push(inView ? document.elementFromPoint(cx, cy) : null, el);
    const inLayer = probes.map((start) => {
      for (let n = start; n; n = n.parentElement ?? ((n.getRootNode() as ShadowRoot).host || null)) if (n === layer) return true;
      return false;
    });
    // Outside the layer and not drawn above it where it stands (a toast over a backdrop is reachable).
    if (inLayer.slice(0, 4).every(Boolean)) {
      if (inLayer[5]) facts.inLayer = true;
      else facts.covered = !inView || inLayer[4]!;
    }
  }
  // An open modal the page declares (a <dialog> shown modal, a shown aria-modal dialog) or an inert part:
  // what lies outside the modal, or inside the inert part, is out of reach whatever its geometry (WAI-ARIA
  // aria-modal; HTML showModal makes the rest of the page inert), so it is no candidate while it is open.
  if (!facts.covered && !facts.inLayer && outsideModal(el)) facts.covered = true;
  // Inside a box drawn over the page (a popover): raised by a z-index or the popover API, and smaller than the window.
  for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) {
    const style = getComputedStyle(n);
    const raised = (style.position === 'absolute' || style.position === 'fixed') && style.zIndex !== 'auto' && Number(style.zIndex) > 0;
    let open = false;
    try {
      open = n.matches(':popover-open');
    } catch {
      // a browser without the popover API
    }
    if (!raised && !open) continue;
    const box = n.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && !(box.width >= innerWidth - 2 && box.height >= innerHeight - 2)) facts.floating = true;
    break;
  }
  // A raised box around it is what a person sees at the window's centre (topmost there): a popup
  // over the page, not a tooltip or a menu at its edge.
  if (facts.floating) {
    const centre = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    for (let n: Element | null = el; centre && n && n !== document.body; n = n.parentElement) {
      const style = getComputedStyle(n);
      if (!((style.position === 'absolute' || style.position === 'fixed') && style.zIndex !== 'auto' && Number(style.zIndex) > 0)) continue;
      const box = n.getBoundingClientRect();
      if (box.width >= innerWidth - 2 && box.height >= innerHeight - 2) break;
      if (n.contains(centre)) {
        facts.overCentre = true;
        break;
      }
    }
  }
  // A native select's option has no box of its own (a closed dropdown's options measure 0×0 at the
  // page's corner): it is as seen as its select.
  if (unseen(el instanceof HTMLOptionElement || el instanceof HTMLOptGroupElement ? (el.closest('select') ?? el) : el)) facts.unseen = true;
  const control = el.closest('label')?.control;
  if (control instanceof HTMLInputElement && control !== el && (control.type === 'checkbox' || control.type === 'radio')) facts.labels = control.type;
  if (el instanceof HTMLInputElement) {
    facts.inputType = el.type;
    const form = el.form;
    // HTML's implicit submission: a submit button, or a single field that blocks it.
    const blocking = form ? Array.from(form.elements).filter((f) => f instanceof HTMLInputElement && /^(?:text|search|url|tel|email|password|number|date|datetime-local|month|week|time)$/.test(f.type)).length : 0;
    facts.form = !form ? 'none' : form.querySelector('button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]') || blocking === 1 ? 'submits' : 'inert';
  }
  // A text area takes Enter as a new line: its form submits only by a submit button.
  if (el instanceof HTMLTextAreaElement) facts.form = !el.form ? 'none' : el.form.querySelector('button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]') ? 'submits' : 'inert';
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
    facts.labelled = !!el.labels?.length || ['aria-label', 'aria-labelledby', 'title'].some((a) => el.hasAttribute(a));
    // A box drawn with no caret takes no typing either: a list drawn over a box (chosen from).
    if (!(el instanceof HTMLSelectElement) && (el.readOnly || /^(?:transparent|rgba\(0, 0, 0, 0\))$/.test(getComputedStyle(el).caretColor))) facts.readonly = true;
    if (!(el instanceof HTMLSelectElement) && (el.readOnly || el.getAttribute('aria-readonly') === 'true')) facts.refusesTyping = true;
  }
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const popup = el.hasAttribute('list') || ['aria-haspopup', 'aria-expanded', 'aria-controls'].some((a) => (el.getAttribute(a) ?? 'false') !== 'false') || el.getAttribute('autocomplete') === 'off';
    // A form a submit button submits (a script-driven form, with none, is never submitted by a person).
    const submitted = !!el.form?.querySelector('button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]');
    facts.field = { focused: active === el, form: submitted, popup };
  }
  const autocomplete = el.getAttribute('aria-autocomplete');
  if (autocomplete && autocomplete !== 'none') facts.autocomplete = autocomplete.slice(0, 20);
  // A submit button: its form, and the names the form and its ancestors were given (a few levels).
  const submitting = (el instanceof HTMLButtonElement && el.type === 'submit') || (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'image'));
  const owner = submitting ? (el as HTMLButtonElement | HTMLInputElement).form : null;
  if (owner) {
    const context: Record<string, string>[] = [];
    for (let up: Element | null = owner; up && context.length < 8; up = up.parentElement) {
      const named: Record<string, string> = {};
      for (const name of names) {
        const value = up.getAttribute(name);
        if (value) named[name] = value.slice(0, 200);
      }
      context.push(named);
    }
    facts.submits = { form: Array.from(document.forms).indexOf(owner), context };
  }
  const picture = pictureWords(el);
  if (picture) facts.picture = picture;
  // A list item, or a plain box with parts (an item of a list drawn without roles: a kanban's card).
  if (el.matches('li, [role=listitem], [role=option], [role=row], [role=treeitem]') || (el.children.length > 0 && !el.matches('a, button, input, select, textarea, label, table, ul, ol, [role]'))) {
    const grip = gripIn(el);
    if (grip) facts.grip = grip;
  }
  if (el.getAttribute('role') === 'treeitem') facts.treeItem = treeItemParts(el);
  // A rich-text editor drawn as a contenteditable part with no role (the snapshot reads it as a
  // plain part or folds it into its one paragraph): what takes typing there.
  if (el instanceof HTMLElement && el.isContentEditable && !(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) {
    facts.editing = el.parentElement?.isContentEditable ? 'inside' : 'host';
  }
  return facts;
}

/** The element inside an inert part, or outside the open modal the page declares (the last one shown, when several). */
/** Glyphs that draw a tick or a cross (a boolean shown as a mark). */
const TICK_GLYPHS = /^[\u2713\u2714\u2611\u2705]$/;
const CROSS_GLYPHS = /^[\u2717\u2718\u2612\u274c\u2715\u2716]$/;

/**
 * The words a picture shown alone in the element is drawn with (ElementFacts.picture): class words
 * of the element and of up to 30 elements inside, images' alt text, and a tick or cross glyph as
 * "tick" or "cross". Undefined when the element shows text (other than one such glyph) or holds a
 * control, or nothing inside is a picture (an svg, an img, an i, or a part drawn with no text).
 */
function pictureWords(el: Element): string[] | undefined {
  const text = (el.textContent ?? '').replace(/\s+/g, '');
  const glyph = TICK_GLYPHS.test(text) ? 'tick' : CROSS_GLYPHS.test(text) ? 'cross' : undefined;
  if (text && !glyph) return undefined;
  if (el.matches('input, select, textarea, button, a[href]') || el.querySelector('input, select, textarea, button, a[href], [role=checkbox], [role=switch]')) return undefined;
  const parts = [el, ...Array.from(el.querySelectorAll('*')).slice(0, 30)];
  if (!glyph && !parts.some((p) => p.matches('svg, img, i, span, [class]') && p !== el)) return undefined;
  const words: string[] = [];
  const add = (value: string | null | undefined) => {
    for (const w of (value ?? '').toLowerCase().split(/[^a-z]+/)) if (w.length > 1 && !words.includes(w) && words.length < 40) words.push(w);
  };
  for (const p of parts) {
    add(p.getAttribute('class'));
    if (p instanceof HTMLImageElement) add(p.alt);
  }
  if (glyph) add(glyph);
  return words.length ? words : undefined;
}

function outsideModal(el: Element): boolean {
  if (el.closest('[inert]')) return true;
  let modal: Element | null = null;
  try {
    modal = document.querySelector('dialog:modal');
  } catch {
    // a browser without :modal
  }
  if (!modal) {
    const declared = Array.from(document.querySelectorAll('[aria-modal="true"]')).filter((d) => {
      const box = d.getBoundingClientRect();
      const style = getComputedStyle(d);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !d.closest('[aria-hidden="true"], [hidden], [inert]');
    });
    modal = declared.at(-1) ?? null;
  }
  return !!modal && !modal.contains(el) && !el.contains(modal);
}

/** A cursor that says "drag me". */
const GRAB_CURSOR = /^(?:grab|-webkit-grab|move)$/;
/** A name or tooltip that says "drag me". */
const GRIP_NAME = /\b(?:drag|handle|grip|reorder)\b/i;
/** Most elements inside an item looked at for its grip. */
const MAX_GRIP_SCAN = 80;

/** Most style rules read for cursors shown on hover, per document. */
const MAX_HOVER_RULES = 5_000;
let hoverGrabSelectors: string[] | undefined;

/**
 * Whether the page's style sheets draw the element with a grab or move cursor while hovered
 * (`.handle:hover { cursor: move }`): the cursor a person sees on it, which a computed style read
 * without the pointer over it does not show. Read once per document (sheets of another origin are
 * not readable, and are passed over).
 */
function grabsOnHover(el: Element): boolean {
  if (!hoverGrabSelectors) {
    hoverGrabSelectors = [];
    let read = 0;
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (++read > MAX_HOVER_RULES) return;
        if (rule instanceof CSSStyleRule) {
          if (rule.selectorText.includes(':hover') && GRAB_CURSOR.test(rule.style.cursor)) hoverGrabSelectors!.push(...rule.selectorText.split(',').filter((s) => s.includes(':hover')).map((s) => s.replace(/:hover/g, '').trim() || '*'));
        } else if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        visit(sheet.cssRules);
      } catch {
        // A sheet of another origin: its rules cannot be read.
      }
    }
  }
  return hoverGrabSelectors.some((s) => {
    try {
      return el.matches(s);
    } catch {
      return false;
    }
  });
}

/** The one part inside a list item it is dragged by (see ElementFacts.grip), as a selector relative to it. */
function gripIn(item: Element): string | undefined {
  if (GRAB_CURSOR.test(getComputedStyle(item).cursor)) return undefined;
  const grabs = (d: Element) => GRAB_CURSOR.test(getComputedStyle(d).cursor) || grabsOnHover(d);
  const found: Element[] = [];
  const inner = Array.from(item.querySelectorAll('*')).slice(0, MAX_GRIP_SCAN);
  for (const d of inner) {
    // A nested list's items have grips of their own.
    const list = d.closest('ul, ol, [role=list], [role=tree], [role=group]');
    if (list && item.contains(list)) continue;
    const label = `${d.getAttribute('aria-label') ?? ''} ${d.getAttribute('title') ?? ''}`;
    if (grabs(d) || GRIP_NAME.test(label)) {
      // The outermost of nested ones (an icon inside its grip).
      if (!found.some((f) => f.contains(d))) found.push(d);
    }
  }
  if (found.length !== 1) return undefined;
  const grip = found[0]!;
  for (const attr of ['aria-label', 'title']) {
    const value = grip.getAttribute(attr);
    const selector = value ? `[${attr}=${JSON.stringify(value)}]` : '';
    if (selector && item.querySelectorAll(selector).length === 1) return selector;
  }
  const parts: string[] = [];
  for (let n: Element | null = grip; n && n !== item; n = n.parentElement) parts.unshift(`${n.tagName.toLowerCase()}:nth-child(${Array.from(n.parentElement?.children ?? []).indexOf(n) + 1})`);
  return `:scope > ${parts.join(' > ')}`;
}

/**
 * Whether the element, though rendered, cannot be seen: it or an ancestor is clipped to nothing
 * (`clip: rect(0 0 0 0)`, `clip-path: inset(50%)`), clips its content to a box a pixel wide or
 * high, or stands off the page's left or top edge. The "visually hidden" pattern keeps a native control for screen readers under the custom
 * one a person sees and uses. (A transparent control is not: styled boxes lie transparent over
 * what draws them, and take the click. A `display: contents` wrapper is passed over: it has no box.)
 */
function unseen(el: Element): boolean {
  for (let n: Element | null = el; n; n = n.parentElement ?? (((n.getRootNode() as ShadowRoot).host as Element | undefined) || null)) {
    const style = getComputedStyle(n);
    // A wrapper drawn as its children (`display: contents`, as a theme's root often is) has no box:
    // its rectangle is 0×0 at the page's corner, which says nothing of what it holds.
    if (style.display === 'contents') continue;
    if (/^rect\(0(?:px)?,? 0(?:px)?,? 0(?:px)?,? 0(?:px)?\)$/.test(style.clip) || /^inset\(50%\)$/.test(style.clipPath)) return true;
    const box = n.getBoundingClientRect();
    // Moved off the page's left or top edge (`left: -10000px`): no scrolling brings it into view.
    if (box.right + scrollX <= 0 || box.bottom + scrollY <= 0) return true;
    const clips = style.overflow !== 'visible' || style.clip !== 'auto' || style.clipPath !== 'none';
    if (clips && (box.width <= 1 || box.height <= 1)) return true;
  }
  return false;
}

/** Whether an element draws a box a person can see. */
function drawn(el: Element): boolean {
  const box = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  return box.width > 0 && box.height > 0 && style.display !== 'none' && style.visibility !== 'hidden';
}

/**
 * A tree item's header and child parts (ElementFacts.treeItem). The header is the first child
 * element that shows text and holds no tree item or group; every child element after it is a
 * child part (the group of child items, a panel's content). Icons before the header (no text) are
 * neither.
 */
function treeItemParts(item: Element): NonNullable<ElementFacts['treeItem']> {
  const focusable = item.hasAttribute('tabindex') || item.matches('a[href], button, input, select, textarea, summary');
  const out: NonNullable<ElementFacts['treeItem']> = { focusable };
  const kids = Array.from(item.children);
  const at = kids.findIndex((k) => !k.matches('[role=group], [role=tree], ul, ol') && !k.querySelector('[role=treeitem], [role=group]') && (k as HTMLElement).innerText?.trim() && drawn(k));
  if (at < 0) return out;
  const header = kids[at]!;
  out.header = `:scope > ${header.tagName.toLowerCase()}:nth-child(${at + 1})`;
  const said = header.getAttribute('aria-expanded') ?? header.querySelector('[aria-expanded]')?.getAttribute('aria-expanded');
  if (said === 'true' || said === 'false') out.headerExpanded = said === 'true';
  const parts = kids.slice(at + 1).filter((k) => !k.matches('script, style, template'));
  if (parts.length) out.shown = parts.some(drawn);
  return out;
}

/** Controls a part may hold besides a menu button (its items are hidden while it is closed). */
const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [role="link"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])';

/**
 * The developer-given attributes of the part a menu button is drawn in alone (a picker:
 * `<span class="align picker"><span role="button" aria-expanded="false">…</span><span hidden>…items…</span></span>`):
 * its parent, when no other control in it is rendered. Undefined otherwise, or when it has none.
 */
function ownPartAttrs(el: Element, names: string[]): Record<string, string> | undefined {
  const part = el.parentElement;
  if (!part || part === document.body) return undefined;
  const others = Array.from(part.querySelectorAll(CONTROLS)).filter((c) => c !== el && !el.contains(c));
  if (others.some((c) => { const box = c.getBoundingClientRect(); return box.width > 0 && box.height > 0 && getComputedStyle(c).visibility !== 'hidden'; })) return undefined;
  const attrs: Record<string, string> = {};
  for (const name of names) {
    const value = part.getAttribute(name);
    if (value) attrs[name] = value.slice(0, 200);
  }
  return Object.keys(attrs).length ? attrs : undefined;
}

/** The values a slider can hold (ElementFacts.range): a range input's min, max and step, an ARIA slider's bounds. */
function rangeOf(el: Element): ElementFacts['range'] {
  if (el instanceof HTMLInputElement && el.type === 'range') {
    const num = (v: string, d: number) => (v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : d);
    const step = el.step.trim().toLowerCase() === 'any' ? 0 : num(el.step, 1);
    return { min: num(el.min, 0), max: num(el.max, 100), step: step > 0 || el.step.trim().toLowerCase() === 'any' ? step : 1 };
  }
  if (el.getAttribute('role') !== 'slider') return undefined;
  const min = Number(el.getAttribute('aria-valuemin') ?? 'x');
  const max = Number(el.getAttribute('aria-valuemax') ?? 'x');
  return Number.isFinite(min) && Number.isFinite(max) ? { min, max } : undefined;
}
