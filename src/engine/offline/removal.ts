import type { PageSnapshot } from '../snapshot/index.js';
import type { OfflineAction } from './action.js';
import { parseGrammar } from './grammar.js';
import { normalize, words } from './text.js';

/** Words a step says of the items it removes that pick some of them by a state or take them all. */
const PICKED = /^(?:(?:all|every|each)\b|(?:(?:the|those|these|my)\s+)?(?:currently\s+)?(?:selected|checked|ticked|marked|highlighted|chosen|completed|done|finished)\b)/;
/** A control's words that say it acts on a set of items rather than on one. */
const ON_A_SET = new Set(['selected', 'checked', 'ticked', 'marked', 'all', 'completed', 'done']);
/** First words of a control that removes. */
const REMOVES = new Set(['delete', 'remove', 'trash', 'discard', 'erase', 'clear', 'empty']);

/**
 * A step that asks to remove a set of things ("delete the selected rows", "remove all checked files", "delete all
 * completed tasks"), decided as one click on a control that removes ("Delete selected", "Remove", "Clear
 * completed") and no effect of its own stated: success means the removal happened (ExpectedEffect.removed: fewer
 * items afterwards, or a confirmation asked). A toolbar control clicked with nothing selected, or with a selection the
 * page keeps in classes the resolver does not read, does nothing: the step then fails, never a success.
 */
export function withRemovalEffect(kind: 'act' | 'observe', instruction: string, snapshot: PageSnapshot, actions: OfflineAction[]): OfflineAction[] {
  if (kind !== 'act' || actions.length !== 1) return actions;
  const action = actions[0]!;
  if (action.method !== 'click' || action.effect || !action.ref) return actions;
  const form = parseGrammar(instruction);
  if (!form || form.verb !== 'remove' || !form.target) return actions;
  const node = snapshot.byRef.get(action.ref);
  const name = words(node?.name ?? '');
  if (!name.length || !REMOVES.has(name[0]!)) return actions;
  const target = normalize(form.target.whole ?? form.target.raw);
  if (!PICKED.test(target) && !name.some((w) => ON_A_SET.has(w))) return actions;
  return [{ ...action, effect: { removed: true } }];
}
