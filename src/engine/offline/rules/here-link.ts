import type { PageSnapshot } from '../../snapshot/index.js';
import { withoutLeadIn } from '../grammar.js';
import { words } from '../text.js';
import { said } from './widget.js';

/**
 * "here-link": a link whose address is the page's own address, hash and all (the side nav's "Accounts" while the
 * accounts page is shown, its `href="#/accounts"` the current URL's hash), leads nowhere: its click changes nothing,
 * so it cannot be what a step that asks for a change means ("open the account" matched the nav link "Accounts" by the
 * plural of its noun and "succeeded" with nothing opened). Whatever rule chose the link, such a click is handed over,
 * saying that the page is the link's place already. "click X", "press X" and "tap X" say how to act and are left as
 * they are. A link written as `#` alone, empty, or a `javascript:` link is a script's control, not an address: left
 * as it is. Links inside frames are left as they are (their address is their frame's).
 *
 * Returns the hand-over reason for a decision's actions, or undefined when they may go ahead.
 */
const SAYS_HOW = new Set(['click', 'press', 'tap']);

/** The address a link leads to, resolved against the page's, or undefined for a script's link. */
function leadsTo(href: string, base: string): string | undefined {
  const raw = href.trim();
  if (!raw || raw === '#' || /^javascript:/i.test(raw)) return undefined;
  try {
    return new URL(raw, base).href;
  } catch {
    return undefined;
  }
}

export function hereLinkGuard(instruction: string, snapshot: PageSnapshot, actions: readonly { ref?: string; method: string }[]): string | undefined {
  const verb = words(withoutLeadIn(instruction))[0];
  if (!verb || SAYS_HOW.has(verb) || !snapshot.url) return undefined;
  let here: string;
  try {
    here = new URL(snapshot.url).href;
  } catch {
    return undefined;
  }
  for (const action of actions) {
    if (action.method !== 'click' || !action.ref) continue;
    const node = snapshot.byRef.get(action.ref);
    if (!node || node.role !== 'link' || !node.url || node.frame.length) continue;
    if (leadsTo(node.url, here) !== here) continue;
    return `${said(node)} leads to this very page (its address is the one shown now): its click changes nothing, so it is not what the step asks for; the step's place is shown already, or it means another control; say "click ${node.name ?? 'the link'}" to click it anyway (rule here-link)`;
  }
  return undefined;
}
