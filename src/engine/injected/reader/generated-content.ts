import { attr } from './dom.js';
import { doc, NativeMap, style, styleOf } from './state.js';

/** CSS generated content: the text of `content` on ::before, ::after and on elements themselves. */

// Per read (forgetPseudoRules): whether the document's, and each shadow root's, style sheets have ::before/::after rules.
let pseudoInDocument: boolean | undefined;
let pseudoInRoots = new NativeMap<ShadowRoot, boolean>();

/** Starts a read: the page's style sheets may have changed since the last. */
export function forgetPseudoRules(): void {
  pseudoInDocument = undefined;
  pseudoInRoots = new NativeMap();
}

/** The text of a `content` value: strings and attr(), the part after "/" (alt text) when there is one. */
export const contentText = (e: Element, value: string, isPseudo: boolean): string | undefined => {
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
export const pseudoRulesFor = (e: Element): boolean => {
  if (pseudoInDocument === undefined) pseudoInDocument = hasPseudoRules(doc);
  if (pseudoInDocument) return true; // ::part() and host rules reach into shadow trees too
  const root = e.getRootNode();
  return root.nodeType === 11 && pseudoRulesInRoot(root as ShadowRoot);
};
/** pseudoRulesFor of the elements of a shadow tree. */
export const pseudoRulesInRoot = (root: ShadowRoot): boolean => {
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
export const pseudoText = (e: Element, which: 0 | 1): string | undefined => {
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

