import { attr, parentOf, tagOf, words } from './dom.js';
import { nativelyDisabled } from './roles.js';
import { ariaDisabledCache } from './state.js';
import type { RawNode } from './types.js';

/** States (checked, disabled, expanded, invalid, level, pressed, selected) by role, as Playwright's AI mode gives them. */

const CHECKABLE = words('checkbox menuitemcheckbox option radio switch menuitemradio treeitem');
const DISABLEABLE = words('application button composite gridcell group input link menuitem scrollbar separator tab checkbox columnheader combobox grid listbox menu menubar menuitemcheckbox menuitemradio option radio radiogroup row rowheader searchbox select slider spinbutton switch tablist textbox toolbar tree treegrid treeitem');
const EXPANDABLE = words('application button checkbox combobox gridcell link listbox menuitem row rowheader tab treeitem columnheader menuitemcheckbox menuitemradio switch');
const LEVELLED = words('heading listitem row treeitem');
const SELECTABLE = words('gridcell option row tab rowheader columnheader treeitem');
const INVALIDATABLE = words('application checkbox columnheader combobox gridcell listbox radiogroup rowheader searchbox slider spinbutton switch textbox tree');

export const ariaBool = (e: Element, name: string) => (attr(e, name) ?? '').toLowerCase() === 'true';
const ariaDisabledUp = (e: Element): boolean => {
  const known = ariaDisabledCache.get(e);
  if (known !== undefined) return known;
  const value = (attr(e, 'aria-disabled') ?? '').toLowerCase();
  const parent = parentOf(e);
  const result = value === 'true' ? true : value === 'false' ? false : parent ? ariaDisabledUp(parent) : false;
  ariaDisabledCache.set(e, result);
  return result;
};
export const states = (e: Element, role: string, node: RawNode) => {
  const tag = tagOf(e);
  if (CHECKABLE.has(role)) {
    const input = e as HTMLInputElement;
    if (tag === 'input' && input.indeterminate) node.checked = 'mixed';
    else if (tag === 'input' && (input.type === 'checkbox' || input.type === 'radio')) node.checked = input.checked;
    else {
      const value = (attr(e, 'aria-checked') ?? '').toLowerCase();
      node.checked = value === 'true' ? true : value === 'mixed' ? 'mixed' : false;
    }
  }
  if (DISABLEABLE.has(role)) node.disabled = nativelyDisabled(e) || ariaDisabledUp(e);
  if (EXPANDABLE.has(role)) {
    if (tag === 'details') node.expanded = (e as HTMLDetailsElement).open;
    else if (e.hasAttribute('aria-expanded')) node.expanded = ariaBool(e, 'aria-expanded');
  }
  if (INVALIDATABLE.has(role)) {
    const value = (attr(e, 'aria-invalid') ?? '').toLowerCase();
    if (value.trim() && value !== 'false') node.invalid = value === 'grammar' || value === 'spelling' ? value : 'true';
  }
  const heading = /^h[1-6]$/.test(tag) ? Number(tag[1]) : 0;
  if (heading) node.level = heading;
  else if (LEVELLED.has(role)) {
    const level = Number(attr(e, 'aria-level') ?? NaN);
    if (Number.isInteger(level) && level >= 1) node.level = level;
  }
  if (role === 'button') {
    const value = (attr(e, 'aria-pressed') ?? '').toLowerCase();
    if (value === 'true') node.pressed = true;
    else if (value === 'mixed') node.pressed = 'mixed';
  }
  if (tag === 'option') node.selected = (e as HTMLOptionElement).selected;
  else if (SELECTABLE.has(role)) node.selected = ariaBool(e, 'aria-selected');
};

