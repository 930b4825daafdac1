import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ownText } from '../page-index.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** What a context menu is called: "the context menu", "the right-click menu", "the popup menu". */
const CONTEXT = /^(?:the\s+|this\s+|that\s+)?(?:context|right[\s-]?click|pop[\s-]?up|shortcut)\s+menu$/i;
/** A menu said with no name: "close the menu", "close the context menu". */
const ANY_MENU = /^(?:the\s+|this\s+|that\s+|open\s+)?(?:(?:context|right[\s-]?click|pop[\s-]?up|shortcut|open)\s+)?menu$/i;

/** The menus shown (APG menu: role menu; a menu bar is no popup). */
const shownMenus = (nodes: readonly SnapshotNode[]) => nodes.filter((n) => n.role === 'menu');

/**
 * "close the context menu", "close the menu": Escape where the focus is (APG menu: Escape closes
 * the menu), only when a menu (role menu) is shown; afterwards fewer menus must show. A menu drawn
 * without the role cannot be seen closing: handed over.
 */
export const menuClose: WidgetRule = {
  info: {
    name: 'menu-close',
    does: '"close the context menu": presses Escape (APG menu) while a menu is shown; fewer menus (role menu) must show afterwards, else the step fails.',
    when: '"close the menu", "close the context menu", "dismiss the popup menu": a close verb and a menu named by its kind only.',
    evidence: 'An element of role menu on the page (a menu bar is not one); or, for a menu drawn without roles, a run of short entries the page showed before Escape and not after it (else handed over: no menu was seen closing).',
    example: {
      html: '<ul role="menu" aria-label="Actions"><li role="menuitem" tabindex="-1">Copy</li><li role="menuitem" tabindex="-1">Paste</li></ul>',
      step: 'close the context menu',
      action: 'press Escape (closes menu "Actions")',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'close' && !form.scope && form.value === undefined && !!form.target && ANY_MENU.test(form.target.raw.trim()),
  resolve(_form, ctx): RuleFound | RuleHandover | undefined {
    const menus = shownMenus(ctx.index.order);
    // A menu drawn without roles (a layer of short entries): Escape, and the entries the page showed must be gone afterwards (methods/menu-gone.ts).
    if (!menus.length) {
      return {
        actions: [{ ref: '', method: 'press', arguments: ['Escape'], description: 'press Escape (closes the menu shown)', menu: { says: [], not: [], closes: true } }],
        candidates: [],
        facts: ['no menu of role menu is shown: a menu drawn without roles must be seen gone afterwards (a run of its entries no longer shown)'],
      };
    }
    return {
      actions: [{ ref: '', method: 'press', arguments: ['Escape'], description: `press Escape (closes ${said(menus.at(-1)!)})`, effect: { menus: 'closed' } }],
      candidates: menus.map((m) => ({ role: m.role, name: m.name ?? '', score: 1, why: 'a menu shown' })),
      facts: [`${menus.length} menu${menus.length > 1 ? 's' : ''} shown (role menu)`],
    };
  },
};

/** The thing a context menu is opened on: "the context menu of row 3" → "row 3". */
function openedOn(form: StepForm): string | undefined {
  if (form.verb !== 'open' || !form.target || !form.scope || form.value !== undefined) return undefined;
  if (!CONTEXT.test(form.target.raw.trim())) return undefined;
  if (!['of', 'for', 'on'].includes(form.scope.relation)) return undefined;
  return form.scope.name;
}

/**
 * "open the context menu of Documents", "open the right-click menu for Alice": a right-click on
 * the one element named so (its name or its own text, exactly, case aside); a menu (role menu)
 * must show afterwards, else the step fails.
 */
export const contextMenuOpen: WidgetRule = {
  info: {
    name: 'context-menu-open',
    does: '"open the context menu of X": right-clicks the one element named X exactly (its name or own text); a menu (role menu) must show afterwards, else the step fails.',
    when: '"open the context menu of X", "open the right-click menu for X", "open the popup menu on X".',
    evidence: 'Exactly one element on the page whose name (or own text) is X, case aside; more than one, or none, is handed over.',
    example: {
      html: '<ul role="tree"><li role="treeitem" oncontextmenu="event.preventDefault()">Documents</li><li role="treeitem">Pictures</li></ul>',
      step: 'open the context menu of Documents',
      action: 'right-click treeitem "Documents"',
    },
  },
  applies: (form, kind) => kind === 'act' && openedOn(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const wanted = normalize(openedOn(form)!.replace(/^["“'](.*)["”']$/, '$1'));
    if (!wanted) return undefined;
    const named = ctx.index.order.filter((n) => n.ref && n.role !== 'text' && normalize(n.name || ownText(n)) === wanted);
    if (named.length !== 1) {
      return named.length
        ? { handover: `${named.length} elements are named "${wanted}" (${named.slice(0, 3).map(said).join(', ')}): say which ("open the context menu of the first ${wanted}", or scope it)`, near: true }
        : undefined;
    }
    const node = named[0]!;
    return {
      actions: [{ ref: node.ref!, method: 'rightClick', arguments: [], description: `right-click ${said(node)}`, effect: { menus: 'opened' } }],
      candidates: [{ role: node.role, name: node.name ?? ownText(node), score: 1, why: 'named so exactly' }],
      facts: [`${said(node)} is the one element named "${wanted}"`],
    };
  },
};
