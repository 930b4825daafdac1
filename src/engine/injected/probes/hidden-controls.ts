import type { HiddenControl } from './types.js';

/**
 * Controls inside `root` that are not rendered (display: none, visibility: hidden, no box): the
 * delete button of a list row shown only while the row is hovered. Each with a selector relative
 * to `root` that names it alone: tag and classes when they do, else a child-index path.
 */
export function readHiddenControls(root: Element, names: string[]): HiddenControl[] {
  // Menu items and options too: a submenu's items exist hidden until their item is pointed at.
  return Array.from(root.querySelectorAll('button, a[href], [role="button"], input[type="button"], input[type="submit"], input[type="image"], [role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"], [role="option"]'))
    .filter((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return !(box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none');
    })
    // A toolbar holds its pickers' items hidden: a colour picker alone has dozens.
    .slice(0, 120)
    .map((el) => {
      const tag = el.tagName.toLowerCase();
      const classes = Array.from(el.classList).filter((c) => /^[A-Za-z_][\w-]*$/.test(c));
      let selector = classes.length ? `${tag}.${classes.join('.')}` : '';
      if (!selector || root.querySelectorAll(selector).length !== 1) {
        const path: string[] = [];
        // From the nearest element with an id inside the root (a submenu's list), when there is one:
        // a toolkit that wraps a submenu in animation boxes as it opens (Kendo UI) moves the list,
        // not its items, so a path from the root would no longer reach them.
        let anchor = '';
        for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
          if (node !== el && node.id && root.querySelectorAll(`#${CSS.escape(node.id)}`).length === 1) {
            anchor = `#${CSS.escape(node.id)}`;
            break;
          }
          const index = node.parentElement ? Array.from(node.parentElement.children).indexOf(node) + 1 : 1;
          path.unshift(`${node.tagName.toLowerCase()}:nth-child(${index})`);
        }
        selector = anchor ? `${anchor} > ${path.join(' > ')}` : `:scope > ${path.join(' > ')}`;
      }
      const attrs: Record<string, string> = {};
      for (const name of names) {
        const value = el.getAttribute(name);
        if (value) attrs[name] = value.slice(0, 200);
      }
      const label = ([el.getAttribute('title'), el.getAttribute('aria-label'), ownText(el)].map((t) => (t ?? '').trim()).filter(Boolean).join(' ') || generatedText(el)).slice(0, 100);
      const under = openerOf(el);
      const menu = el.parentElement?.closest('[id]');
      const within = menu && root.contains(menu) && menu !== root ? menu.id : '';
      const value = (el.getAttribute('value') || el.getAttribute('data-value') || '').trim().slice(0, 60);
      const swatch = label ? '' : swatchOf(el);
      return { selector, tag, attrs, label, ...(under ? { under } : {}), ...(value ? { value } : {}), ...(swatch ? { swatch } : {}), ...(within ? { in: within } : {}) };
    });
}

/**
 * The words a stylesheet draws in a control that has no text of its own (CSS generated content,
 * `::before` / `::after` with a string: a picker's items drawn as "Small", "Large", "Huge"), which
 * the accessible name takes once the control is shown. Only words: an icon font's glyph (a private
 * use character) and a counter are no name. Empty when none.
 */
function generatedText(el: Element): string {
  const said: string[] = [];
  for (const pseudo of ['::before', '::after']) {
    const content = getComputedStyle(el, pseudo).content;
    const m = content.match(/^"((?:[^"\\]|\\.)*)"$/);
    const text = m ? m[1]!.replace(/\\(.)/g, '$1').trim() : '';
    if (text && /[\p{L}\p{N}]/u.test(text) && !/[\uE000-\uF8FF]/u.test(text)) said.push(text);
  }
  return said.join(' ');
}

/**
 * The colour a control with no words is drawn in: its own background colour when one is set (a
 * colour picker's swatch), as the browser computes it (`rgb(r, g, b)`); empty when transparent.
 * Computed styles are read whether or not the control is rendered.
 */
function swatchOf(el: Element): string {
  const colour = getComputedStyle(el).backgroundColor;
  return /^rgba?\(/.test(colour) && !/^rgba\([^)]*,\s*0\)$/.test(colour) ? colour : '';
}

/**
 * The menu item that opens the submenu an item is in (APG menu): the one whose aria-controls
 * names the submenu, else the menu item just before it, else the menu item around it. Its name
 * (aria-label, else its own text), or undefined.
 */
function openerOf(el: Element): string | undefined {
  const menu = el.parentElement?.closest('[role="menu"]');
  if (!menu) return undefined;
  const byId = menu.id ? document.querySelector(`[aria-controls~="${CSS.escape(menu.id)}"], [aria-owns~="${CSS.escape(menu.id)}"]`) : null;
  const before = menu.previousElementSibling;
  // Else the menu item the submenu lies in (a toolkit draws the submenu inside its item).
  const opener = byId ?? (before && /^menuitem/.test(before.getAttribute('role') ?? '') ? before : null) ?? menu.parentElement?.closest('[role="menuitem"]');
  return (opener ? opener.getAttribute('aria-label')?.trim() || ownText(opener) : '').slice(0, 100) || undefined;
}

/**
 * An element's text without the text of the menus it holds: a menu item drawn around its own
 * submenu (many toolkits put the submenu inside the item: `<li role="menuitem">Reports<div><ul
 * role="menu">…`) is named by its own words, not by its submenu's items. Whitespace collapsed.
 */
function ownText(el: Element): string {
  if (!el.querySelector('[role="menu"]')) return el.textContent ?? '';
  const said: string[] = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const menu = text.parentElement?.closest('[role="menu"]');
    if (menu && el.contains(menu) && menu !== el) continue;
    said.push(text.textContent ?? '');
  }
  return said.join(' ').replace(/\s+/g, ' ').trim();
}
