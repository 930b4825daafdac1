import { attr, closestAcross, idRefs, parentOf, table, tagOf, trimmed, words } from './dom.js';
import { roles } from './state.js';

/** Roles (WAI-ARIA 1.2, HTML-AAM), as Playwright's AI mode gives them. */

const VALID_ROLES = new Set(
  ('alert alertdialog application article banner blockquote button caption cell checkbox code columnheader combobox complementary ' +
    'contentinfo definition deletion dialog directory document emphasis feed figure form generic grid gridcell group heading img ' +
    'insertion link list listbox listitem log main mark marquee math meter menu menubar menuitem menuitemcheckbox menuitemradio ' +
    'navigation none note option paragraph presentation progressbar radio radiogroup region row rowgroup rowheader scrollbar search ' +
    'searchbox separator slider spinbutton status strong subscript superscript switch tab table tablist tabpanel term textbox time ' +
    'timer toolbar tooltip tree treegrid treeitem').split(' '),
);
// aria-* attributes that make an element keep its role against role="none" (and what they do not count for).
const GLOBAL_ARIA = ['aria-atomic', 'aria-busy', 'aria-controls', 'aria-current', 'aria-describedby', 'aria-details', 'aria-dropeffect', 'aria-flowto', 'aria-grabbed', 'aria-hidden', 'aria-keyshortcuts', 'aria-label', 'aria-labelledby', 'aria-live', 'aria-owns', 'aria-relevant', 'aria-roledescription'];
const NAME_ATTR_IGNORED_FOR = words('caption code deletion emphasis generic insertion paragraph presentation strong subscript superscript');
const LANDMARK_BLOCKERS = 'article:not([role]), aside:not([role]), main:not([role]), nav:not([role]), section:not([role]), [role=article], [role=complementary], [role=main], [role=navigation], [role=region]';
// Children whose implicit role follows a presentational parent (a list item of a role="none" list).
const REQUIRED_PARENT = table<string[]>({ dd: ['dl', 'div'], div: ['dl'], dt: ['dl', 'div'], li: ['ol', 'ul'], tbody: ['table'], td: ['tr'], tfoot: ['table'], th: ['tr'], thead: ['table'], tr: ['thead', 'tbody', 'tfoot', 'table'] });
const FIXED_ROLE = table<string>({
  article: 'article', aside: 'complementary', blockquote: 'blockquote', button: 'button', caption: 'caption', code: 'code', datalist: 'listbox',
  dd: 'definition', del: 'deletion', details: 'group', dfn: 'term', dialog: 'dialog', dt: 'term', em: 'emphasis', fieldset: 'group', figure: 'figure',
  h1: 'heading', h2: 'heading', h3: 'heading', h4: 'heading', h5: 'heading', h6: 'heading', hr: 'separator', html: 'document', ins: 'insertion',
  li: 'listitem', main: 'main', mark: 'mark', math: 'math', menu: 'list', meter: 'meter', nav: 'navigation', ol: 'list', optgroup: 'group', option: 'option',
  output: 'status', p: 'paragraph', progress: 'progressbar', search: 'search', strong: 'strong', sub: 'subscript', sup: 'superscript', svg: 'img',
  table: 'table', tbody: 'rowgroup', textarea: 'textbox', tfoot: 'rowgroup', thead: 'rowgroup', time: 'time', tr: 'row', ul: 'list',
});
const DISABLEABLE_TAGS = words('button input select textarea option optgroup');
/** Input types that are text fields (a list makes them a combobox); '' is there too. */
const TEXT_TYPES = new Set(['email', 'search', 'tel', 'text', 'url', '']);
const INPUT_ROLE = table<string>({ button: 'button', checkbox: 'checkbox', image: 'button', number: 'spinbutton', radio: 'radio', range: 'slider', reset: 'button', submit: 'button', file: 'button' });

export const explicitRole = (e: Element): string | null => {
  const value = attr(e, 'role');
  if (!value) return null;
  for (const token of value.toLowerCase().split(' ')) if (VALID_ROLES.has(token.trim())) return token.trim();
  return null;
};
export const nativelyDisabled = (e: Element): boolean => {
  const tag = tagOf(e);
  if (!DISABLEABLE_TAGS.has(tag)) return false;
  if (e.hasAttribute('disabled')) return true;
  if (tag === 'option' && e.closest('optgroup[disabled]')) return true;
  const fieldset = e.closest('fieldset[disabled]');
  if (!fieldset) return false;
  const legend = fieldset.querySelector(':scope > legend');
  return !legend || !legend.contains(e);
};
const focusable = (e: Element): boolean => {
  if (nativelyDisabled(e)) return false;
  if (!Number.isNaN(Number(String(attr(e, 'tabindex'))))) return true;
  const tag = tagOf(e);
  if (tag === 'button' || tag === 'details' || tag === 'select' || tag === 'textarea') return true;
  if (tag === 'a' || tag === 'area') return e.hasAttribute('href');
  return tag === 'input' && !(e as HTMLInputElement).hidden;
};
const hasGlobalAria = (e: Element, role: string | null): boolean =>
  GLOBAL_ARIA.some((name) => e.hasAttribute(name) && !((name === 'aria-label' || name === 'aria-labelledby') && NAME_ATTR_IGNORED_FOR.has(role ?? '')) && !(name === 'aria-roledescription' && role === 'generic'));
const keepsRole = (e: Element, role: string | null) => hasGlobalAria(e, role) || focusable(e);
const headerCell = (e: Element | null) => !!e && tagOf(e) === 'th';
const filledDataCell = (e: Element | null) => !!e && tagOf(e) === 'td' && (!!trimmed(e.textContent) || e.children.length > 0);
const tagRole = (e: Element): string | null => {
  const tag = tagOf(e);
  const fixed = FIXED_ROLE[tag];
  if (fixed) {
    if (tag === 'svg' && !(e instanceof SVGElement)) return null;
    return fixed;
  }
  switch (tag) {
    case 'a':
    case 'area':
      return e.hasAttribute('href') ? 'link' : null;
    case 'footer':
      return closestAcross(parentOf(e), LANDMARK_BLOCKERS) ? null : 'contentinfo';
    case 'header':
      return closestAcross(parentOf(e), LANDMARK_BLOCKERS) ? null : 'banner';
    case 'form':
    case 'section':
      return e.hasAttribute('aria-label') || e.hasAttribute('aria-labelledby') ? (tag === 'form' ? 'form' : 'region') : null;
    case 'img':
      return attr(e, 'alt') === '' && !attr(e, 'title') && !hasGlobalAria(e, null) && Number.isNaN(Number(String(attr(e, 'tabindex')))) ? 'presentation' : 'img';
    case 'select': {
      const select = e as HTMLSelectElement;
      return select.multiple || select.size > 1 ? 'listbox' : 'combobox';
    }
    case 'input': {
      const type = (e as HTMLInputElement).type.toLowerCase();
      if (type === 'hidden') return null;
      if (TEXT_TYPES.has(type)) {
        const list = idRefs(e, attr(e, 'list'))[0];
        if (list && tagOf(list) === 'datalist') return 'combobox';
        return type === 'search' ? 'searchbox' : 'textbox';
      }
      return INPUT_ROLE[type] ?? 'textbox';
    }
    case 'td': {
      const table = closestAcross(e, 'table');
      const tableRole = table ? explicitRole(table) : null;
      return tableRole === 'grid' || tableRole === 'treegrid' ? 'gridcell' : 'cell';
    }
    case 'th': {
      const scope = attr(e, 'scope');
      if (scope === 'col' || scope === 'colgroup') return 'columnheader';
      if (scope === 'row' || scope === 'rowgroup') return 'rowheader';
      const next = e.nextElementSibling;
      const prev = e.previousElementSibling;
      if (!next && !prev) {
        const row = e.parentElement && tagOf(e.parentElement) === 'tr' ? e.parentElement : null;
        const table = row ? (closestAcross(row, 'table') as HTMLTableElement | null) : null;
        if (table && table.rows.length <= 1) return null;
        return 'columnheader';
      }
      if (headerCell(next) && headerCell(prev)) return 'columnheader';
      if (filledDataCell(next) || filledDataCell(prev)) return 'rowheader';
      return 'columnheader';
    }
    default:
      return null;
  }
};
const implicitRole = (e: Element): string | null => {
  const own = tagRole(e);
  if (!own) return null;
  // A list item, row or cell under a parent made presentational takes the parent's role="none".
  for (let child = e; ; ) {
    const allowed = REQUIRED_PARENT[tagOf(child)];
    if (!allowed) break;
    const parent = parentOf(child);
    if (!parent || !allowed.includes(tagOf(parent))) break;
    const parentRole = explicitRole(parent);
    if ((parentRole === 'none' || parentRole === 'presentation') && !keepsRole(parent, parentRole)) return parentRole;
    child = parent;
  }
  return own;
};
export const roleOf = (e: Element): string | null => {
  const known = roles.get(e);
  if (known !== undefined) return known;
  let role = explicitRole(e);
  if (!role) role = implicitRole(e);
  else if (role === 'none' || role === 'presentation') {
    const implicit = implicitRole(e);
    if (keepsRole(e, implicit)) role = implicit;
  }
  roles.set(e, role);
  return role;
};

