import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText } from '../page-index.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * "choose bug" while the Labels menu is open (APG menu): an open menu is where the user is, and a
 * click outside it closes it, so a pick said by a name one of its items has is that item, even
 * where a control elsewhere is named so too (a chip on a row) or the item is a checkbox of the menu
 * (menuitemcheckbox), which "choose" names as well as "tick". A checkbox item is ticked (its state
 * checked after; one ticked already is handed over), any other clicked.
 */

const MENU_ITEMS: ReadonlySet<string> = new Set(['menuitem', 'menuitemcheckbox', 'menuitemradio']);
/** Controls that open a popup and say so by aria-expanded. */
const OPENERS: ReadonlySet<string> = new Set(['button', 'link', 'combobox', 'menuitem']);
/** The verbs of a pick: choose, pick, select (select), click, tick (check). */
const PICKS: ReadonlySet<string> = new Set(['select', 'click', 'check']);

/**
 * "show issues assigned to nobody" with a filter's menu open: the verb of showing, the things shown
 * (one plural noun), then the name of one choice (menuitemradio) of the open menu.
 */
const SHOWS: ReadonlySet<string> = new Set(['show', 'display', 'list', 'view']);
function shownChoice(form: StepForm): { noun: string; name: string } | undefined {
  if (!SHOWS.has(form.said.toLowerCase()) || !form.target?.name || form.target.kind || form.target.exact || form.target.ordinal !== undefined || form.scope || form.value !== undefined) return undefined;
  const m = normalize(form.target.raw).match(/^(\p{L}{3,}s) (.+)$/u);
  return m ? { noun: m[1]!, name: m[2]! } : undefined;
}

/** The menu an item lies in: its nearest menu or menu bar. */
const menuOf = (index: Parameters<WidgetRule['resolve']>[1]['index'], n: SnapshotNode) => ancestors(index, n).find((a) => a.role === 'menu' || a.role === 'menubar');

export const openMenuItem: WidgetRule = {
  info: {
    name: 'open-menu-item',
    does: 'Picks an item of the menu that is open now by its name ("choose bug" with the Labels menu open): the open menu is where the user is, so its item is meant even where a control outside it is named so too; a checkbox item is ticked.',
    when: '"choose bug", "pick Archive", "click Spam", "tick docs" while a menu (role menu, not a menu bar) is shown, and no single control elsewhere answers the step alone; "show issues assigned to nobody" (show, display, list or view, the things shown, then the name of a radio item of the open menu).',
    evidence: 'A control outside the menus says aria-expanded=true (the menu is open by the page\'s own word); exactly one item of the shown menus (menuitem, menuitemcheckbox, menuitemradio) is named the words exactly (said after "show" and the things shown, a radio item only). A checkbox item ticked already is handed over; after a tick, the item is checked.',
    example: {
      html: '<button aria-haspopup="menu" aria-expanded="true">Labels</button><div role="menu" aria-label="Labels"><div role="menuitemcheckbox" aria-checked="false" tabindex="-1" onclick="this.setAttribute(\'aria-checked\', \'true\')">bug</div><div role="menuitemcheckbox" aria-checked="false" tabindex="-1">docs</div></div><ul><li>Crash on start <button>bug</button></li><li>Typo <button>docs</button></li></ul>',
      step: 'choose bug',
      action: 'check menuitemcheckbox "bug" of the open menu',
    },
  },
  applies: (form, kind) => kind === 'act' && ((PICKS.has(form.verb) && !!form.target?.name && !form.target.kind && form.target.ordinal === undefined && !form.scope && form.value === undefined) || !!shownChoice(form)),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const shown = PICKS.has(form.verb) ? undefined : shownChoice(form);
    const wanted = shown ? shown.name : normalize(form.target!.name);
    // Shown things are chosen by a choice of the open menu (a radio item), never by an item that acts.
    const roles = shown ? new Set(['menuitemradio']) : MENU_ITEMS;
    const items = ctx.index.order.filter((n) => n.ref && roles.has(n.role) && menuOf(ctx.index, n)?.role === 'menu' && normalize(n.name ?? ownText(n)) === wanted);
    if (!items.length) return undefined;
    const open = ctx.index.order.filter((n) => OPENERS.has(n.role) && n.expanded === true && !menuOf(ctx.index, n));
    if (!open.length) return undefined;
    if (items.length > 1) return { handover: `${items.length} items of the open menus are named "${form.target!.name}": say which menu ("${form.target!.name} in the … menu")`, near: true };
    const item = items[0]!;
    if (item.disabled) return { handover: `${said(item)} of the open menu is disabled`, near: true };
    const menu = menuOf(ctx.index, item)!;
    const facts = [`${said(item)} lies in the open ${said(menu)}`, `${open.map((n) => said(n)).join(', ')} aria-expanded=true`];
    const candidates = [{ role: item.role, name: item.name ?? '', score: 1, why: 'an item of the open menu' }];
    if (shown && item.checked === true) return { handover: `${said(item)} is chosen already: the ${shown.noun} shown are those`, near: true };
    if (item.role === 'menuitemcheckbox') {
      if (item.checked === true) return { handover: `${said(item)} is ticked already`, near: true };
      return { actions: [{ ref: item.ref!, method: 'check', arguments: [], description: `check ${said(item)} of the open menu` }], candidates, facts };
    }
    return { actions: [{ ref: item.ref!, method: 'click', arguments: [], description: `click ${said(item)} of the open menu` }], candidates, facts };
  },
};
