/** What the reader offers in the page, under `Symbol.for(key)` on its window. */
export interface PageReaderApi {
  /**
   * The tree of `root` (default: the document) as JSON text. With `state` (what the settle clock
   * read in the same task: document, change count, controls, address, viewport): 'unchanged'
   * when the last whole-document read saw the same state, so an unchanged page is not walked again.
   */
  read(root?: Element | null, state?: string): string;
  /** The element's id in this document (stable while the document lives). */
  idOf(element: Element): number;
}

/**
 * actwright's own page reader, the part that runs in the page (self-contained: it is serialized).
 * It walks one document (and its open and exposed-closed shadow roots) once and returns the tree
 * as JSON text in the shape of Playwright's `ariaSnapshotJSON({ mode: 'ai' })`: role, accessible
 * name, states, text, link targets, with a numeric `ref` on elements a user can point at.
 *
 * Why not Playwright's snapshot for reading: since 1.63 it returns its tree as a JavaScript value,
 * which Playwright serializes node by node (about half of the call on a large page), and the
 * first call in each document builds Playwright's 330 kB injected script (tens of ms). This walk
 * returns one string and needs nothing but itself. Its refs are not Playwright's `aria-ref`s:
 * only reading (extract) uses it; acting keeps Playwright's snapshot, whose refs Playwright resolves.
 *
 * The semantics follow WAI-ARIA 1.2, HTML-AAM and accname 1.2 as Playwright applies them in AI
 * mode (the same roles, names, states and visibility rules), so the page text reads the same;
 * test/engine/page-reader.test.ts compares both on every test page.
 */
export function pageReader(key: string, closedRootKey: string): PageReaderApi {
  type Child = Node_ | string;
  interface Look {
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
  interface Node_ {
    role: string;
    name: string;
    /** Element id in this document (numbers; the caller makes refs of them), when the element can be pointed at. */
    ref?: number;
    children: Child[];
    /** Ids of the elements (with a ref) whose content made this node's name. */
    from?: number[];
    checked?: boolean | 'mixed';
    disabled?: boolean;
    expanded?: boolean;
    level?: number;
    pressed?: boolean | 'mixed';
    selected?: boolean;
    invalid?: string;
    active?: boolean;
    url?: string;
    placeholder?: string;
    ariaHidden?: boolean;
    pointer?: boolean;
  }
  type Reader = PageReaderApi;
  const w = window as unknown as Record<symbol, Reader | undefined>;
  const symbol = Symbol.for(key);
  const installed = w[symbol];
  if (installed) return installed;

  // The browser's own functions, taken when the reader is installed (an init script, before the
  // page's scripts): a page that replaces them later does not change what the reader sees.
  const NativeMap = Map;
  const NativeSet = Set;
  const styleOf = window.getComputedStyle.bind(window);
  const stringify = JSON.stringify;

  // Ids are stable per element for the life of the document (a re-read gives the same refs).
  const ids = new WeakMap<Element, number>();
  let lastId = 0;
  const idOf = (element: Element): number => {
    let id = ids.get(element);
    if (id === undefined) ids.set(element, (id = ++lastId));
    return id;
  };
  // Open and closed shadow roots alike, when closed-shadow.ts exposed them (the page itself still
  // sees null for a closed one): one call to the browser's own getter, not the page's patched one.
  const anyRootOf = (window as unknown as Record<symbol, ((e: Element) => ShadowRoot | null) | undefined>)[Symbol.for(closedRootKey)];
  const shadowOf = anyRootOf ?? ((element: Element): ShadowRoot | null => element.shadowRoot);

  const IGNORED = new Set(['script', 'style', 'noscript', 'template']);
  const VALID_ROLES = new Set(
    ('alert alertdialog application article banner blockquote button caption cell checkbox code columnheader combobox complementary ' +
      'contentinfo definition deletion dialog directory document emphasis feed figure form generic grid gridcell group heading img ' +
      'insertion link list listbox listitem log main mark marquee math meter menu menubar menuitem menuitemcheckbox menuitemradio ' +
      'navigation none note option paragraph presentation progressbar radio radiogroup region row rowgroup rowheader scrollbar search ' +
      'searchbox separator slider spinbutton status strong subscript superscript switch tab table tablist tabpanel term textbox time ' +
      'timer toolbar tooltip tree treegrid treeitem').split(' '),
  );
  const words = (s: string) => new Set(s.split(' '));
  // Roles whose name never comes from anything (accname: naming prohibited).
  const NAMELESS = words('caption code definition deletion emphasis generic insertion mark paragraph presentation strong subscript suggestion superscript term time');
  // Roles named from their content, and (when reached inside another element's content) roles that pass their content on.
  const CONTENT_NAMED = words('button cell checkbox columnheader gridcell heading link menuitem menuitemcheckbox menuitemradio option radio row rowheader switch tab tooltip treeitem');
  const CONTENT_PASSING = words(' caption code contentinfo definition deletion emphasis insertion list listitem mark none paragraph presentation region row rowgroup section strong subscript superscript table term time');
  // Roles whose name identifies them even when their content is shown too.
  const IDENTIFIED = words('alertdialog dialog banner complementary contentinfo form main navigation region search application document figure group grid listbox menu menubar radiogroup tablist tabpanel toolbar tree treegrid table columnheader rowheader');
  const CHECKABLE = words('checkbox menuitemcheckbox option radio switch menuitemradio treeitem');
  const DISABLEABLE = words('application button composite gridcell group input link menuitem scrollbar separator tab checkbox columnheader combobox grid listbox menu menubar menuitemcheckbox menuitemradio option radio radiogroup row rowheader searchbox select slider spinbutton switch tablist textbox toolbar tree treegrid treeitem');
  const EXPANDABLE = words('application button checkbox combobox gridcell link listbox menuitem row rowheader tab treeitem columnheader menuitemcheckbox menuitemradio switch');
  const LEVELLED = words('heading listitem row treeitem');
  const SELECTABLE = words('gridcell option row tab rowheader columnheader treeitem');
  const INVALIDATABLE = words('application checkbox columnheader combobox gridcell listbox radiogroup rowheader searchbox slider spinbutton switch textbox tree');
  const RANGE = words('progressbar scrollbar slider spinbutton meter');
  // aria-* attributes that make an element keep its role against role="none" (and what they do not count for).
  const GLOBAL_ARIA = ['aria-atomic', 'aria-busy', 'aria-controls', 'aria-current', 'aria-describedby', 'aria-details', 'aria-dropeffect', 'aria-flowto', 'aria-grabbed', 'aria-hidden', 'aria-keyshortcuts', 'aria-label', 'aria-labelledby', 'aria-live', 'aria-owns', 'aria-relevant', 'aria-roledescription'];
  const NAME_ATTR_IGNORED_FOR = words('caption code deletion emphasis generic insertion paragraph presentation strong subscript superscript');
  const LANDMARK_BLOCKERS = 'article:not([role]), aside:not([role]), main:not([role]), nav:not([role]), section:not([role]), [role=article], [role=complementary], [role=main], [role=navigation], [role=region]';
  // Lookup tables keyed by a page's tag names have no prototype: `<constructor>` finds nothing in them.
  const table = <T,>(entries: Record<string, T>): Record<string, T | undefined> => Object.setPrototypeOf(entries, null) as Record<string, T | undefined>;
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
  /** Elements named by their labels, title or placeholder (when nothing else names them). */
  const FIELD_TAGS = words('textarea select input meter progress');
  /** Elements whose `labels` can name them, and those named by hand in nameWalk: not sure to be unnamed without a role. */
  const NAMED_BY_TAG = words('button input meter output progress select textarea area summary');
  const PLACEHOLDER_TYPES = words('text password number search tel email url');
  /** Input types that are text fields (a list makes them a combobox); '' is there too. */
  const TEXT_TYPES = new Set(['email', 'search', 'tel', 'text', 'url', '']);
  const INPUT_ROLE = table<string>({ button: 'button', checkbox: 'checkbox', image: 'button', number: 'spinbutton', radio: 'radio', range: 'slider', reset: 'button', submit: 'button', file: 'button' });

  // HTML names are lower case already; SVG's camelCase ones have no role of their own.
  const tagOf = (e: Element) => e.localName;
  const attr = (e: Element, name: string) => e.getAttribute(name);
  const trimmed = (s: string | null | undefined) => (s ?? '').trim();
  /**
   * Whitespace collapsed, zero-width characters dropped, as Playwright normalizes text (and names:
   * accname's flat string keeps a no-break space, but the node's name collapses it too). Most
   * strings need only the trim: the regular expressions run when one would change something.
   */
  const NOT_FLAT = /[\u200b\u00ad]|[^\S ]| {2}/;
  const flat = (s: string) => {
    const t = s.trim();
    return NOT_FLAT.test(t) ? t.replace(/[\u200b\u00ad]/g, '').trim().replace(/\s+/g, ' ') : t;
  };
  const parentOf = (e: Element): Element | null => {
    if (e.parentElement) return e.parentElement;
    const parent = e.parentNode;
    return parent && parent.nodeType === 11 ? (parent as ShadowRoot).host : null;
  };
  const closestAcross = (e: Element | null, selector: string): Element | null => {
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
  const NONE: Element[] = [];
  const idRefs = (e: Element, value: string | null): Element[] => {
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

  // Per read (reset by read()): the page may change between reads. The functions below live as
  // long as the document, so the engine keeps them optimized from one read to the next.
  let doc = document;
  let styles = new NativeMap<Element, Look>();
  let roles = new NativeMap<Element, string | null>();
  let hiddenCache = new NativeMap<Element, boolean>();
  let ariaDisabledCache = new NativeMap<Element, boolean>();
  let focused: Element | null = null;
  let pseudoInDocument: boolean | undefined;
  let pseudoInRoots = new NativeMap<ShadowRoot, boolean>();

  /** The style properties every element needs, taken once per element (each read of a computed style costs). */
  const style = (e: Element): Look => {
    let look = styles.get(e);
    if (!look) {
      const s = styleOf(e);
      styles.set(e, (look = { display: s.display, visibility: s.visibility, decl: s, shown: undefined, box: undefined, pseudoRules: undefined, pseudo: undefined }));
    }
    return look;
  };

  // --- roles -------------------------------------------------------------------------------
  const explicitRole = (e: Element): string | null => {
    const value = attr(e, 'role');
    if (!value) return null;
    for (const token of value.toLowerCase().split(' ')) if (VALID_ROLES.has(token.trim())) return token.trim();
    return null;
  };
  const nativelyDisabled = (e: Element): boolean => {
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
  const roleOf = (e: Element): string | null => {
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

  // --- visibility --------------------------------------------------------------------------
  const optionInSelect = (e: Element) => tagOf(e) === 'option' && !!e.closest('select');
  const styleVisible = (e: Element, s: Look): boolean => {
    let shown = s.shown;
    if (shown === undefined) s.shown = shown = s.visibility === 'visible' && e.checkVisibility();
    return shown;
  };
  /** Hidden from assistive technology: not rendered, visibility hidden, aria-hidden, or a light child no slot shows. */
  const hiddenForAria = (e: Element): boolean => {
    const tag = tagOf(e);
    return IGNORED.has(tag) || hiddenShown(e, tag, style(e));
  };
  /** hiddenForAria of an element the caller has the tag (not an ignored one) and style of (`unslotted`: see hiddenByAncestry). */
  const hiddenShown = (e: Element, tag: string, s: Look, unslotted?: boolean): boolean => {
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
  const boxVisible = (e: Element, s: Look): boolean => {
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
  const contentsBox = (e: Element): 'block' | 'inline' | undefined => {
    for (let c = e.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 1 && boxVisible(c as Element, style(c as Element))) return 'block';
      if (c.nodeType === 3 && textShown(c as Text)) return 'inline';
    }
    return undefined;
  };
  const textNotRendered = (t: Text): boolean => {
    const parent = t.parentElement;
    if (!parent) return false;
    if (shadowOf(parent) && !t.assignedSlot) return true;
    return tagOf(parent) === 'details' && !(parent as HTMLDetailsElement).open;
  };

  // --- CSS generated content -----------------------------------------------------------------
  /** The text of a `content` value: strings and attr(), the part after "/" (alt text) when there is one. */
  const contentText = (e: Element, value: string, isPseudo: boolean): string | undefined => {
    if (!value || value === 'none' || value === 'normal') return undefined;
    const tokens: Array<{ s: string } | { attr: string } | { slash: true } | { other: true }> = [];
    let i = 0;
    while (i < value.length) {
      const c = value[i]!;
      if (c === ' ' || c === '\t' || c === '\n') {
        i++;
      } else if (c === '"' || c === "'") {
        let s = '';
        i++;
        while (i < value.length && value[i] !== c) {
          if (value[i] === '\\') {
            const hex = /^[0-9a-fA-F]{1,6} ?/.exec(value.slice(i + 1));
            if (hex) {
              s += String.fromCodePoint(parseInt(hex[0], 16));
              i += 1 + hex[0].length;
            } else {
              s += value[i + 1] ?? '';
              i += 2;
            }
            continue;
          }
          s += value[i++];
        }
        i++;
        tokens.push({ s });
      } else if (c === '/') {
        tokens.push({ slash: true });
        i++;
      } else {
        const m = /^attr\(\s*([-\w]+)\s*\)/.exec(value.slice(i));
        if (m) {
          tokens.push({ attr: m[1]! });
          i += m[0].length;
        } else {
          tokens.push({ other: true });
          const next = value.slice(i).search(/[\s"'/]/);
          i = next < 0 ? value.length : i + Math.max(1, next);
        }
      }
    }
    const slash = tokens.findIndex((t) => 'slash' in t);
    const used = slash >= 0 ? tokens.slice(slash + 1) : isPseudo ? tokens : undefined;
    if (!used) return undefined;
    let out = '';
    for (const t of used) {
      if ('s' in t) out += t.s;
      else if ('attr' in t) out += attr(e, t.attr) ?? '';
      else return undefined;
    }
    return out;
  };
  /**
   * Whether a style rule that applies in `e`'s tree could give ::before/::after a text. Asking the
   * browser for an element's pseudo-element style costs as much as its own style; on a page whose
   * style sheets have no such rule (read from the sheets once per read, per document or shadow
   * root; a sheet the page may not read, from another origin, counts as having one) it is not asked.
   */
  const pseudoRulesFor = (e: Element): boolean => {
    if (pseudoInDocument === undefined) pseudoInDocument = hasPseudoRules(doc);
    if (pseudoInDocument) return true; // ::part() and host rules reach into shadow trees too
    const root = e.getRootNode();
    return root.nodeType === 11 && pseudoRulesInRoot(root as ShadowRoot);
  };
  /** pseudoRulesFor of the elements of a shadow tree. */
  const pseudoRulesInRoot = (root: ShadowRoot): boolean => {
    if (pseudoInDocument === undefined) pseudoInDocument = hasPseudoRules(doc);
    if (pseudoInDocument) return true;
    let known = pseudoInRoots.get(root);
    if (known === undefined) pseudoInRoots.set(root, (known = hasPseudoRules(root)));
    return known;
  };
  const PSEUDO_SELECTOR = /:(before|after)\b/i;
  const hasPseudoRules = (root: Document | ShadowRoot): boolean => {
    const adopted = root.adoptedStyleSheets ?? [];
    if (!root.styleSheets.length && !adopted.length) return false;
    const sheets: CSSStyleSheet[] = [...Array.from(root.styleSheets), ...adopted];
    const scan = (rules: CSSRuleList): boolean => {
      for (let i = 0; i < rules.length; i++) {
        const rule = rules[i] as CSSRule & { selectorText?: string; cssRules?: CSSRuleList; styleSheet?: CSSStyleSheet | null };
        if (rule.selectorText !== undefined && PSEUDO_SELECTOR.test(rule.selectorText)) return true;
        if (rule.cssRules && scan(rule.cssRules)) return true;
        if (rule.styleSheet && sheetHas(rule.styleSheet)) return true;
      }
      return false;
    };
    const sheetHas = (sheet: CSSStyleSheet): boolean => {
      let rules: CSSRuleList;
      try {
        rules = sheet.cssRules;
      } catch {
        return true; // another origin's sheet: its rules are not ours to read
      }
      return scan(rules);
    };
    return sheets.some(sheetHas);
  };
  const NO_PSEUDO: [undefined, undefined] = [undefined, undefined];
  const pseudoText = (e: Element, which: 0 | 1): string | undefined => {
    const look = style(e);
    let pair = look.pseudo;
    if (!pair && !(look.pseudoRules ??= pseudoRulesFor(e))) look.pseudo = pair = NO_PSEUDO;
    if (!pair) {
      const one = (name: '::before' | '::after') => {
        const s = styleOf(e, name);
        const value = s.content;
        if (!value || value === 'none' || value === 'normal' || s.display === 'none' || s.visibility === 'hidden') return undefined;
        const text = contentText(e, value, true);
        return text !== undefined && (s.display || 'inline') !== 'inline' ? ` ${text} ` : text;
      };
      look.pseudo = pair = [one('::before'), one('::after')];
    }
    return pair[which];
  };

  // --- accessible names (accname 1.2) ------------------------------------------------------
  /** Where a name traversal is: the element itself, inside it, or inside a referenced element. */
  type At = 'self' | 'inside' | 'labelledby' | 'label' | 'native';
  // Per name computation (accessibleName; names do not nest): the elements walked, and those whose
  // content went into the name. Plain arguments, not a walk object copied per step: the reader
  // mostly runs cold (a few reads per document), where every allocation costs.
  let nameVisited = new NativeSet<Element>();
  let nameFrom = new NativeSet<Element>();
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
  const noElements: Set<Element> = new NativeSet();
  /**
   * An element without a role whose name is sure to be empty (the common div, span or label): no
   * attribute that could name it (aria-labelledby, aria-label, title), not an element nameWalk
   * names by its tag (a field by its labels, a summary by its content, an area by its alt), not
   * SVG (named by a title child). nameWalk would find the same, with a dozen calls into the browser.
   */
  const unnamed = (e: Element, tag: string): boolean =>
    !NAMED_BY_TAG.has(tag) &&
    !(e instanceof SVGElement) &&
    (!e.hasAttributes() || (!e.hasAttribute('aria-labelledby') && !e.hasAttribute('aria-label') && !e.hasAttribute('title')));
  /**
   * The element's accessible name (raw: the caller flattens it); `nameFrom` holds the elements it
   * was read from. `shown`: the caller knows the element is not hidden from assistive technology.
   */
  const accessibleName = (e: Element, role: string, shown: boolean): string => {
    if (NAMELESS.has(role)) {
      nameFrom = noElements;
      return '';
    }
    nameFrom = new NativeSet<Element>();
    nameVisited = new NativeSet<Element>();
    return nameWalk(e, 'self', false, shown);
  };

  // --- states --------------------------------------------------------------------------------
  const ariaBool = (e: Element, name: string) => (attr(e, name) ?? '').toLowerCase() === 'true';
  const ariaDisabledUp = (e: Element): boolean => {
    const known = ariaDisabledCache.get(e);
    if (known !== undefined) return known;
    const value = (attr(e, 'aria-disabled') ?? '').toLowerCase();
    const parent = parentOf(e);
    const result = value === 'true' ? true : value === 'false' ? false : parent ? ariaDisabledUp(parent) : false;
    ariaDisabledCache.set(e, result);
    return result;
  };
  const states = (e: Element, role: string, node: Node_) => {
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

  // --- the walk ----------------------------------------------------------------------------
  let visited = new NativeSet<Node>();
  /** Text joins the run before it (the tidy-up would join them anyway): fewer, longer strings to send. */
  const addText = (into: Node_, text: string | undefined) => {
    if (!text) return;
    const children = into.children;
    const last = children.length - 1;
    if (last >= 0 && typeof children[last] === 'string') children[last] += text;
    else children.push(text);
  };
  const nodeOf = (e: Element, tag: string, s: Look, ariaShown: boolean): Node_ | null => {
    const active = e === focused;
    if (tag === 'iframe' || tag === 'frame') {
      const node: Node_ = { role: 'iframe', name: '', children: [] };
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
    const node: Node_ = { role, name: name ? flat(name) : '', children: [] };
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
  const visit = (into: Node_, n: Node, parentShown: boolean, pseudo?: boolean, unslotted?: boolean) => {
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

  let lastState: string | undefined;
  function read(rootArg?: Element | null, state?: string): string {
    if (state !== undefined && !rootArg) {
      if (state === lastState) return 'unchanged';
      lastState = state;
    }
    doc = document;
    const root = rootArg ?? doc.body ?? doc.documentElement;
    styles = new NativeMap();
    roles = new NativeMap();
    hiddenCache = new NativeMap();
    ariaDisabledCache = new NativeMap();
    visited = new NativeSet();
    pseudoInDocument = undefined;
    pseudoInRoots = new NativeMap();
    focused = doc.hasFocus() ? doc.activeElement : null;
    const top: Node_ = { role: 'fragment', name: '', children: [] };
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

  const reader: Reader = { read, idOf };
  Object.defineProperty(w, symbol, { value: reader });
  return reader;
}
