import type { PageSnapshot, SnapshotNode } from '../../snapshot/index.js';
import { withoutLeadIn } from '../grammar.js';
import { words } from '../text.js';
import { said } from './widget.js';

/**
 * "opposite-verb": a control whose name starts with the verb that undoes the step's verb ("Hide balances" for "show
 * my balances", "Collapse all" for "expand all", "Unpin" for "pin it") does, when clicked, the opposite of what the
 * step asks. Whatever rule chose it (a word of the step found in its name), such a click is handed over:
 *
 * - a control with no state of its own does what its name says, every time: the step's state is most likely the
 *   page's already ("Hide balances" shown means the balances are shown);
 * - a switch, box or menu checkbox is judged by its checked state: its label's act on means the click turns it off,
 *   which is what the step asks ("unfreeze the card" with the switch "Freeze card" on); off, the step's state is
 *   there already;
 * - a toggle button (aria-pressed) named by a verb is read two ways by real pages: pressed as "the act is on" (ARIA),
 *   or a name that flips with the state and says what the click does now ("Show balances" pressed while the
 *   balances are hidden). Off, both readings agree that the step's state is there already; pressed, they disagree.
 *   ARIA's reading goes ahead only when the rule that chose it checks the release afterwards (its effect asks the
 *   button not pressed: "unpin Bo Chen" with Pin pressed, row-toggle): on a page whose label flips instead, the
 *   button reads pressed after the click and the step fails, never a success. Any other click is a guess: handed
 *   over.
 *
 * "click X" and "press X" say how to act and are no verb of this table: left as they are.
 * Returns the hand-over reason for a decision's actions, or undefined when they may go ahead.
 */
const PAIRS: readonly (readonly [string, readonly string[]])[] = [
  ['show', ['hide', 'collapse', 'close']],
  ['display', ['hide', 'collapse', 'close']],
  ['reveal', ['hide', 'collapse', 'close']],
  ['unhide', ['hide']],
  ['view', ['hide', 'close']],
  ['open', ['close', 'collapse']],
  ['expand', ['collapse', 'hide', 'close']],
  ['hide', ['show', 'unhide', 'reveal', 'display', 'expand', 'open']],
  ['close', ['open', 'expand', 'show']],
  ['collapse', ['expand', 'show', 'open']],
  ['enable', ['disable']],
  ['disable', ['enable']],
  ['lock', ['unlock']],
  ['unlock', ['lock']],
  ['freeze', ['unfreeze']],
  ['unfreeze', ['freeze']],
  ['mute', ['unmute']],
  ['unmute', ['mute']],
  ['pin', ['unpin']],
  ['unpin', ['pin']],
  ['follow', ['unfollow']],
  ['unfollow', ['follow']],
  ['subscribe', ['unsubscribe']],
  ['unsubscribe', ['subscribe']],
  ['archive', ['unarchive']],
  ['unarchive', ['archive']],
  ['star', ['unstar']],
  ['unstar', ['star']],
  ['block', ['unblock']],
  ['unblock', ['block']],
  ['connect', ['disconnect']],
  ['disconnect', ['connect']],
  ['maximize', ['minimize', 'restore']],
  ['maximise', ['minimise', 'restore']],
  ['minimize', ['maximize']],
  ['minimise', ['maximise']],
];
const OPPOSITE: ReadonlyMap<string, ReadonlySet<string>> = new Map(PAIRS.map(([verb, undoes]) => [verb, new Set(undoes)]));

/** The node's own state of its act, when it has one: pressed, or checked. */
function actState(node: SnapshotNode): boolean | undefined {
  if (node.role === 'button' && typeof node.pressed === 'boolean') return node.pressed;
  if ((node.role === 'switch' || node.role === 'checkbox' || node.role === 'menuitemcheckbox') && typeof node.checked === 'boolean') return node.checked;
  return undefined;
}

export function oppositeVerbGuard(instruction: string, snapshot: PageSnapshot, actions: readonly { ref?: string; method: string; effect?: { checked?: boolean } }[]): string | undefined {
  const verb = words(withoutLeadIn(instruction))[0];
  const undoers = verb ? OPPOSITE.get(verb) : undefined;
  if (!undoers) return undefined;
  for (const action of actions) {
    if (action.method !== 'click' || !action.ref) continue;
    const node = snapshot.byRef.get(action.ref);
    const first = node ? words(node.name ?? '')[0] : undefined;
    if (!node || !first || !undoers.has(first)) continue;
    const state = actState(node);
    if (state === true && (node.role !== 'button' || action.effect?.checked === false)) continue;
    const already = state === true
      ? `it is pressed, and a pressed button named by a verb may mean that act is on (a click undoes it) or say what its click does now (the opposite of "${verb}"): which one the page means cannot be told`
      : state === false ? `it is off, so what "${verb}" asks for is so already` : `its click does what its name says, the opposite of "${verb}"; what the step asks for is likely so already`;
    return `${said(node)} says "${first}", which undoes "${verb}": ${already}; say "click ${node.name}" to press it anyway (rule opposite-verb)`;
  }
  return undefined;
}
