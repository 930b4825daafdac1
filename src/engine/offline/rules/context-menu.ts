import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ownText } from '../page-index.js';
import { normalize } from '../text.js';
import { MIN_SCORE, nameScore } from '../score.js';
import { labelAndValue } from './menu-value.js';
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
    when: '"close the menu", "close the context menu", "dismiss the popup menu": a close verb and a menu named by its kind only; "close the Language menu": a menu named, shown.',
    evidence: 'An element of role menu on the page (a menu bar is not one); or, for a menu drawn without roles, a run of short entries the page showed before Escape and not after it (else handed over: no menu was seen closing). A menu named: a shown menu of that name, or the one open menu button (aria-expanded true) whose name, less the value after its colon, says it; none: left to the other rules.',
    example: {
      html: '<ul role="menu" aria-label="Actions"><li role="menuitem" tabindex="-1">Copy</li><li role="menuitem" tabindex="-1">Paste</li></ul>',
      step: 'close the context menu',
      action: 'press Escape (closes menu "Actions")',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'close' && !form.scope && form.value === undefined && !!form.target && (ANY_MENU.test(form.target.raw.trim()) || (form.target.kind === 'menu' && !!form.target.name && form.target.ordinal === undefined)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const shown = shownMenus(ctx.index.order);
    // "close the Language menu": the shown menu of that name, or the one its open menu button names;
    // none such leaves the step to the other rules (a disclosure called a menu).
    const name = ANY_MENU.test(form.target!.raw.trim()) ? '' : form.target!.name;
    if (!shown.length) {
      if (name) return undefined;
      // A menu drawn without roles (a layer of short entries): Escape, and the entries the page showed must be gone afterwards (methods/menu-gone.ts).
      return {
        actions: [{ ref: '', method: 'press', arguments: ['Escape'], description: 'press Escape (closes the menu shown)', menu: { says: [], not: [], closes: true } }],
        candidates: [],
        facts: ['no menu of role menu is shown: a menu drawn without roles must be seen gone afterwards (a run of its entries no longer shown)'],
      };
    }
    const menus = name ? shown.filter((m) => namesMenu(name, m, ctx.index.order)) : shown;
    if (!menus.length) return undefined;
    return {
      actions: [{ ref: '', method: 'press', arguments: ['Escape'], description: `press Escape (closes ${said(menus.at(-1)!)})`, effect: { menus: 'closed' } }],
      candidates: menus.map((m) => ({ role: m.role, name: m.name ?? '', score: 1, why: 'a menu shown' })),
      facts: [`${menus.length} menu${menus.length > 1 ? 's' : ''} shown (role menu)`],
    };
  },
};

/**
 * A shown menu called by a name: its own name, or the name of the one open menu button (APG menu
 * button, aria-expanded true), less the value it shows after a colon ("Language: JavaScript").
 */
function namesMenu(name: string, menu: SnapshotNode, nodes: readonly SnapshotNode[]): boolean {
  if (nameScore(name, menu.name ?? '') >= MIN_SCORE) return true;
  const open = nodes.filter((n) => n.role === 'button' && n.expanded === true);
  return open.length === 1 && nameScore(name, labelAndValue(open[0]!)?.label ?? open[0]!.name ?? '') >= MIN_SCORE;
}

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
