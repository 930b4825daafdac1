import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText, subtree } from '../page-index.js';
import { normalize, words } from '../text.js';
import { numberForms } from './columns.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const DOING_ROLES: ReadonlySet<string> = new Set(['button', 'menuitem', 'link']);
/** Verbs of the grammar said the same way by a control ("Delete selected" for "remove the selected rows"). */
const SAME: Readonly<Record<string, readonly string[]>> = { remove: ['remove', 'delete'] };

/**
 * "remove the selected orders", "export all selected rows", "archive selected": the verb and the
 * items' noun; "move the selected files to the trash": also the place they are sent to ("trash").
 */
function askOf(form: StepForm): { verbs: readonly string[]; noun: string; place?: string } | undefined {
  if (!form.target || form.scope || form.target.exact) return undefined;
  const sent = form.frame === 'to-value' && form.value !== undefined && /^\p{L}+$/u.test(form.said);
  if (form.value !== undefined && !sent) return undefined;
  const verbs = sent ? [normalize(form.said)] : form.verb === 'remove' ? SAME['remove']! : form.verb === 'do' && /^\p{L}+$/u.test(form.said) ? [normalize(form.said)] : undefined;
  if (!verbs) return undefined;
  const place = sent ? words(form.value!).filter((w) => w !== 'the' && w !== 'a' && w !== 'an' && w !== 'my').join(' ') : undefined;
  if (sent && !place) return undefined;
  const m = normalize(form.target.whole ?? form.target.raw).match(/^(?:all\s+)?(?:(?:the|those|these)\s+)?(?:currently\s+)?selected(?:\s+(.+))?$/);
  if (!m) return undefined;
  const noun = m[1] ?? '';
  return noun.split(' ').length <= 3 ? { verbs, noun, ...(place ? { place } : {}) } : undefined;
}

/** A count of what is selected, as selection bars show it: "1 selected", "3 files selected", "2 items selected". */
const SELECTED_COUNT = /^(\d+)\s+(?:\p{L}+\s+)?selected$/u;

/**
 * The action on the selected items in the bar that counts them (file managers, mail clients and media
 * libraries show "2 selected" beside Download, Move, Delete while rows are selected): the one shown
 * count, the smallest part holding it and controls, and in it the one control named by the verb alone
 * or the verb and the step's noun. Nothing selected (a count of 0), two counts, or no such control in
 * the bar hand over; a page with no count is left to the other rules.
 */
function inSelectionBar(verbs: readonly string[], nouns: readonly string[], verb: string, ctx: RuleContext, place?: string): RuleFound | RuleHandover | undefined {
  const counts = ctx.index.order.filter((n) => n.role !== 'text' && SELECTED_COUNT.test(normalize(ownText(n))));
  if (!counts.length) return undefined;
  if (counts.length > 1) return { handover: `${counts.length} parts count selected items (${counts.slice(0, 3).map((n) => `"${ownText(n)}"`).join(', ')}): say which control to click`, near: true };
  const count = counts[0]!;
  const shown = normalize(ownText(count));
  if (Number(shown.match(SELECTED_COUNT)![1]) === 0) return { handover: `nothing is selected ("${ownText(count)}"): select the items first`, near: true };
  const bar = [count, ...ancestors(ctx.index, count)].find((a) => subtree(a).some((n) => n.ref && DOING_ROLES.has(n.role)));
  if (!bar) return undefined;
  // Sent to a place ("to the trash"): the control named by the verb and that place ("Move to trash"),
  // never the verb alone ("Move": it would ask where) nor a link to the place itself.
  const named = (n: SnapshotNode) => {
    const w = words(n.name ?? '').filter((x) => x !== 'the' && x !== 'all');
    if (place) return w.length > 2 && verbs.includes(w[0]!) && w.slice(1).join(' ') === `to ${place}`;
    return w.length > 0 && verbs.includes(w[0]!) && (w.length === 1 || nouns.includes(w.slice(1).join(' ')));
  };
  if (place) verb = `${verb} to ${place}`;
  const controls = subtree(bar).filter((n) => n.ref && DOING_ROLES.has(n.role) && named(n));
  if (!controls.length) return { handover: `the selection bar ("${ownText(count)}") has no control named "${verb}" (it holds: ${subtree(bar).filter((n) => n.ref && DOING_ROLES.has(n.role)).map(said).slice(0, 6).join(', ')}): say which control to click`, near: true };
  if (controls.length > 1) return { handover: `the selection bar ("${ownText(count)}") has ${controls.length} controls named "${verb}" (${controls.map(said).join(', ')}): say which`, near: true };
  const node = controls[0]!;
  if (node.disabled) return { handover: `${said(node)} of the selection bar is disabled`, near: true };
  return {
    actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)} of the selection bar ("${ownText(count)}")`, ...removal(verbs, place) }],
    candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: `named by the verb, beside the count "${ownText(count)}"` }],
    facts: [`the selection bar counts "${ownText(count)}"`, `its control: ${said(node)}`],
  };
}

/**
 * A removal asked ("delete the selected rows", "move the selected files to the trash"): the click must leave fewer
 * items, or ask to confirm (ExpectedEffect.removed); a control that did nothing (nothing selected, a selection the
 * page keeps in classes) fails the step, never a success. Other verbs (export, archive) are not judged so.
 */
function removal(verbs: readonly string[], place?: string): { effect?: { removed: true } } {
  const removes = place ? /^(?:trash|bin|recycle bin|wastebasket)$/.test(place) : verbs.includes('delete') || verbs.includes('remove');
  return removes ? { effect: { removed: true } } : {};
}

/** Items a selection is made of (APG grid, tree, listbox, list). */
const ITEM_ROLES: ReadonlySet<string> = new Set(['row', 'treeitem', 'option', 'listitem']);

/**
 * The page says its items' selection and none is selected: every item that shows a selection
 * state (aria-selected, or a checkbox of its own) shows it off. Then "remove the selected orders"
 * would click a control that acts on nothing and report the removal done. Says how it reads so;
 * undefined when some item is selected, or when no item shows a state the snapshot holds (a
 * selection drawn by classes alone: not judged here).
 */
function nothingSelected(ctx: RuleContext): string | undefined {
  let shown = 0;
  for (const item of ctx.index.order) {
    if (!ITEM_ROLES.has(item.role) || subtree(item).some((n) => n.role === 'columnheader')) continue;
    const box = subtree(item).find((n) => n !== item && n.role === 'checkbox');
    if (item.selected === true || box?.checked === true || box?.checked === 'mixed') return undefined;
    if (item.selected === false || box) shown++;
  }
  return shown ? `${shown} item${shown === 1 ? '' : 's'} show${shown === 1 ? 's' : ''} a selection state, none of them selected or ticked` : undefined;
}

/**
 * A toolbar's action on the selected items, named by the verb and "selected" (a grid's "Remove
 * selected", "Delete selected rows", "Export selected"): "remove the selected orders" clicks it.
 * The items' noun, when the control says one, must be the step's (in either number).
 */
export const selectedAction: WidgetRule = {
  info: {
    name: 'selected-action',
    does: 'An action on the selected items: the one control named by the verb and "selected" ("Remove selected", "Delete selected rows"); else, in the bar that counts the selection ("1 selected"), its one control named by the verb ("Delete").',
    when: '"remove the selected orders", "delete selected", "export all selected rows", "move the selected files to the trash".',
    evidence: 'Exactly one enabled button, link or menu item whose name is the verb (remove and delete alike), "selected", and nothing else or the step\'s noun in either number, while some item is selected (rows, tree items, options or list items that show a selection state, by aria-selected or a checkbox of their own, all showing it off hand over: the control would act on nothing); with none, exactly one shown count of the selection ("2 selected", "3 files selected", not 0) and, in the smallest part holding it and controls, exactly one control named by the verb (and the noun); sent to a place ("to the trash"), the one control there named by the verb and that place ("Move to trash"), never the verb alone nor a link to the place. Effect checked after a removal (delete, remove, or sent to the trash): an item fewer on the page, or a confirmation asked; a click that removed nothing fails the step.',
    example: {
      html: '<button>Remove selected</button><button>Remove all</button><ul><li>Order 1 <button>Remove</button></li></ul>',
      step: 'remove the selected orders',
      action: 'click button "Remove selected"',
    },
  },
  applies: (form, kind) => kind === 'act' && askOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { verbs, noun, place } = askOf(form)!;
    const nouns = noun ? numberForms(noun) : [];
    if (place) return inSelectionBar(verbs, nouns, normalize(form.said), ctx, place);
    const fits = (node: SnapshotNode) => {
      const w = words(node.name ?? '').filter((x) => x !== 'the' && x !== 'all');
      if (w.length < 2 || !verbs.includes(w[0]!) || w[1] !== 'selected') return false;
      const rest = w.slice(2).join(' ');
      return !rest || nouns.includes(rest);
    };
    const found = ctx.index.order.filter((n) => n.ref && DOING_ROLES.has(n.role) && fits(n));
    if (!found.length) return inSelectionBar(verbs, nouns, normalize(form.said), ctx);
    const enabled = found.filter((n) => !n.disabled);
    if (!enabled.length) return { handover: `${said(found[0]!)} is disabled: select the items first`, near: true };
    if (enabled.length > 1) return { handover: `${enabled.length} controls act on the selected items (${enabled.slice(0, 3).map(said).join(', ')}): click the one you mean by its name`, near: true };
    const node = enabled[0]!;
    const none = nothingSelected(ctx);
    if (none) return { handover: `nothing is selected (${none}): the step asks to act on the selected items; select them first, or say "click ${node.name}"`, near: true };
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}`, ...removal(verbs) }],
      candidates: found.map((n) => ({ role: n.role, name: n.name ?? '', score: n.disabled ? 0 : 1 })),
      facts: [`${said(node)} is named by the verb and "selected"`],
    };
  },
};
