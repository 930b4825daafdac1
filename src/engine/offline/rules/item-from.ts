import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText, subtree } from '../page-index.js';
import { containsPhrase, normalize, words } from '../text.js';
import { itemText } from './item-control.js';
import { ITEM_KIND_WORDS } from './item-kind.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * An item said by who it is from: "open the message from Chen Wei", "star the message from Dana
 * Smith", "select the order from Ann Lee": in a list of items (list items, rows, options,
 * articles), the one item whose own words say the person; "open" clicks the item (itself, or its
 * one link), a verb of its own ("star", "flag", "pin") its control named so.
 */

const ITEM_ROLES: ReadonlySet<string> = new Set(['listitem', 'row', 'option', 'article']);
const OPENS: ReadonlySet<string> = new Set(['open', 'click', 'select', 'find']);
/** Roles of a control that sets a state of the item rather than opening it. */
const STATE_CONTROLS: ReadonlySet<string> = new Set(['checkbox', 'switch', 'radio']);

function saidOf(form: StepForm, kind: 'act' | 'observe'): { person: string; kind: string; verb?: string } | undefined {
  const t = form.target;
  const scope = form.scope;
  if (!t || !scope || scope.relation !== 'from' || !scope.name || scope.kind || t.ordinal !== undefined || form.value !== undefined) return undefined;
  const noun = normalize(t.whole ?? t.name);
  if (!ITEM_KIND_WORDS.has(noun)) return undefined;
  if (form.verb === 'find' && kind !== 'observe') return undefined;
  if (OPENS.has(form.verb)) return { person: scope.name, kind: noun };
  // "star the message from …": a verb of the item's own controls, one plain word.
  if (form.verb === 'do' && kind === 'act' && /^\p{L}{3,}$/u.test(form.said)) return { person: scope.name, kind: noun, verb: normalize(form.said) };
  return undefined;
}

/** The control of the item a verb of its own names: one whose name starts with the verb ("Star", "Star message"), or, for "unstar", a pressed toggle named by the verb without "un". */
function controlFor(item: SnapshotNode, verb: string): SnapshotNode[] {
  const controls = subtree(item).filter((n) => n !== item && n.ref && (n.role === 'button' || n.role === 'menuitem' || n.role === 'switch'));
  const first = (n: SnapshotNode) => words(n.name ?? ownText(n))[0];
  const direct = controls.filter((n) => first(n) === verb);
  if (direct.length) return direct;
  const undo = verb.startsWith('un') ? verb.slice(2) : undefined;
  return undo ? controls.filter((n) => first(n) === undo && (n.pressed === true || n.checked === true)) : [];
}

/** All an item shows, its controls' names too, to name it in a hand-over. */
const shown = (n: SnapshotNode) => subtree(n).filter((c) => c !== n && !c.children.length).map((c) => c.text ?? c.name ?? '').join(' ').replace(/\s+/g, ' ').trim();

export const itemFrom: WidgetRule = {
  fallback: true,
  info: {
    name: 'item-from',
    does: 'An item of a list said by who it is from ("the message from Chen Wei"): the one list item, row, option or article whose own words say the person; opened by a click on it (or its one link), or its control named by the step\'s verb ("star" → Star).',
    when: '"open the message from Chen Wei", "star the message from Dana Smith", "select the order from Ann Lee": the target is a kind of item (message, email, order, ticket, …) and "from" names a person.',
    evidence: 'Exactly one item (innermost list item, row, option or article) whose own words, not its controls\', hold the person\'s name as written; to open it, the item is itself clickable or holds exactly one link; a verb of its own needs exactly one enabled control whose name starts with it (or, for "unstar", one pressed toggle named Star). Two items from the person hand over naming them.',
    example: {
      html: '<ul aria-label="Inbox"><li><a href="#m1">Quarterly report</a> <span>Ann Lee</span> <button aria-pressed="false">Star</button></li><li><a href="#m2">Team lunch</a> <span>Bo Chen</span> <button aria-pressed="false">Star</button></li></ul>',
      step: 'star the message from Bo Chen',
      action: 'click button "Star" of the item from "Bo Chen"',
    },
  },
  applies: (form, kind) => saidOf(form, kind) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { person, kind, verb } = saidOf(form, ctx.kind)!;
    const name = normalize(person);
    let items = ctx.index.order.filter((n) => ITEM_ROLES.has(n.role) && containsPhrase(normalize(itemText(n)), name));
    items = items.filter((n) => !items.some((o) => o !== n && ancestors(ctx.index, o).includes(n)));
    if (!items.length) return undefined;
    if (items.length > 1) return { handover: `${items.length} ${kind}s are from "${person}" (${items.slice(0, 3).map((n) => `"${shown(n).slice(0, 50)}"`).join(', ')}): say which (by its subject or place)`, near: true };
    const item = items[0]!;
    const what = `the ${kind} from "${person}"`;
    const candidates = [{ role: item.role, name: itemText(item).slice(0, 60), score: 1, why: `its words say "${person}"` }];
    let control: SnapshotNode;
    if (verb) {
      const found = controlFor(item, verb).filter((c) => !c.disabled);
      if (found.length !== 1) return { handover: `${what} has ${found.length || 'no'} control${found.length === 1 ? '' : 's'} to ${verb} it: say which to click`, near: true };
      control = found[0]!;
    } else if (item.ref && isActionable(item)) {
      control = item;
    } else {
      const links = subtree(item).filter((n) => n !== item && n.ref && n.role === 'link');
      const opens = links.length ? links : subtree(item).filter((n) => n !== item && n.ref && isActionable(n) && !STATE_CONTROLS.has(n.role) && n.role !== 'button');
      if (opens.length !== 1) return { handover: `${what} shows no one control that opens it${opens.length ? ` (${opens.slice(0, 3).map(said).join(', ')})` : ''}: name what to click`, near: true };
      control = opens[0]!;
    }
    const description = ctx.kind === 'observe' ? `${said(control)} of the item from "${person}"` : `click ${said(control)} of the item from "${person}"`;
    return { actions: [{ ref: control.ref!, method: 'click', arguments: [], description }], candidates, facts: [`${what}: ${said(item)}`, `its control: ${said(control)}`] };
  },
};
