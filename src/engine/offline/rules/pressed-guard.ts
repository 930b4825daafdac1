import type { PageSnapshot, SnapshotNode } from '../../snapshot/index.js';
import { withoutLeadIn } from '../grammar.js';
import { words } from '../text.js';
import { said } from './widget.js';

/**
 * "pressed-guard": a toggle whose name is a verb says what a press turns on ("Raise hand", "Mute",
 * "Follow show"); aria-pressed=true (or a switch's aria-checked=true) says that state is on now, and
 * a click would turn it off. A step that says the toggle's own verb as its verb ("raise my hand",
 * "raise hand") asks for the state the toggle already shows: clicking it would do the opposite, so
 * the step is handed over, whatever rule chose the toggle. A step that says how to act on it
 * ("click Raise hand", "press Mute") is the tester's own instruction and is left as it is, and so is a
 * name that says an undoing ("Unstar" pressed: the click takes the star off, as the step asks).
 *
 * Returns the hand-over reason for a decision's actions, or undefined when they may go ahead.
 */
/**
 * A name that says an undoing ("Unstar", "Stop sharing", "Hide captions") on a pressed toggle is a
 * name that changes with the state and says what the click does now (the star is on; the click
 * takes it off): such a step is the click's, and is not guarded.
 */
const UNDOING = /^(?:un\p{L}{2,}|stop|hide|disable|remove|lower|leave|exit|end|close|cancel)$/u;

export function pressedGuard(instruction: string, snapshot: PageSnapshot, actions: readonly { ref?: string; method: string }[]): string | undefined {
  const verb = words(withoutLeadIn(instruction))[0];
  if (!verb) return undefined;
  const clicked = new Set(actions.filter((a) => a.method === 'click' && a.ref).map((a) => a.ref!));
  if (!clicked.size) return undefined;
  const found = [...clicked].map((ref) => snapshot.byRef.get(ref)).filter((n): n is SnapshotNode => !!n);
  for (const node of found) {
    const on = (node.role === 'button' && node.pressed === true) || ((node.role === 'switch' || node.role === 'menuitemcheckbox') && node.checked === true);
    if (!on) continue;
    const first = words(node.name ?? '')[0];
    if (first !== verb || UNDOING.test(first)) continue;
    return `${said(node)} is ${node.role === 'button' ? 'pressed' : 'on'} already: what "${verb}" asks for is on, and a click would turn it off; say "click ${node.name}" to press it anyway (rule pressed-guard)`;
  }
  return undefined;
}
