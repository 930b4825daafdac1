import { isActionable } from '../../snapshot/index.js';
import { subtree } from '../page-index.js';
import { nameScore } from '../score.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Verbs of going on through a wizard: "continue to payment", "proceed to the review step". */
const ONWARD_VERBS = /^(?:continue|proceed|advance|carry on|go on|move on)$/i;
/** What a wizard's forward button is called by its first word: "Next", "Next step", "Continue to payment". */
const FORWARD_WORDS: ReadonlySet<string> = new Set(['next', 'continue', 'proceed']);
/** Words for the kind of place said after a step's name ("the review step"). */
const PLACE_KINDS = /\s+(?:step|tab|page|section|screen|stage)$/;
/** nameScore of a step's tab drawn with its number ("3 Payment" for payment). */
const NUMBERED = 0.95;

/**
 * "continue to payment", "proceed to the review step": in a wizard drawn as tabs (APG tabs, one
 * selected), the step named is the one after the selected tab, and the way there is the wizard's
 * one forward button (Next, Continue), which checks the step's fields first as a person's click
 * does. A step further on, behind, or shown already is handed over saying so.
 */
export const stepOnward: WidgetRule = {
  fallback: true,
  info: {
    name: 'step-onward',
    does: '"continue to payment", "proceed to the review step": in a wizard drawn as tabs with one selected, clicks the one forward button (Next, Continue) when the step named is the next one.',
    when: 'A verb of going on (continue, proceed, advance, go on, move on) with "to" a step\'s name, or "to the next step".',
    evidence: 'One tab list with a selected tab; the tab after it named so (its number aside: "3 Payment"); exactly one enabled button outside the tabs whose name starts with Next, Continue or Proceed. A step shown already, behind, or more than one step on is handed over.',
    example: {
      html: '<div role="tablist"><button role="tab" aria-selected="true">1 Cart</button><button role="tab">2 Shipping</button><button role="tab">3 Payment</button></div><button>Next</button>',
      step: 'continue to shipping',
      action: 'click button "Next"',
    },
  },
  applies: (form, kind) => kind === 'act' && (form.verb === 'do' || form.verb === 'go') && ONWARD_VERBS.test(form.said.replace(/\s+/g, ' ')) && !!form.target?.raw && !form.scope && /^(?:on\s+)?to\s+/i.test(form.target.raw),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const place = normalize(form.target!.raw.replace(/^(?:on\s+)?to\s+/i, '')).replace(/^the /, '').replace(PLACE_KINDS, '');
    if (!place) return undefined;
    const lists = ctx.index.order.filter((n) => n.role === 'tablist' && subtree(n).some((t) => t.role === 'tab' && t.selected === true));
    if (lists.length !== 1) return undefined;
    const tabs = subtree(lists[0]!).filter((t) => t.role === 'tab');
    const at = tabs.findIndex((t) => t.selected === true);
    const named = place === 'next' ? [at + 1] : tabs.flatMap((t, i) => (nameScore(place, t.name, false) >= NUMBERED ? [i] : []));
    if (named.length !== 1 || named[0]! >= tabs.length) return undefined;
    const goal = named[0]!;
    const step = tabs[goal]!;
    if (goal === at) return { handover: `${said(step)} is the step shown now`, near: true };
    if (goal < at) return { handover: `${said(step)} is behind the step shown now: say "go back to ${step.name}"`, near: true };
    if (goal > at + 1) return { handover: `${said(step)} is ${goal - at} steps on from ${said(tabs[at]!)}: go one step at a time ("click Next")`, near: true };
    const inTabs = new Set(subtree(lists[0]!));
    const forward = ctx.index.order.filter((n) => n.role === 'button' && n.ref && n.name && !inTabs.has(n) && isActionable(n) && !n.disabled && FORWARD_WORDS.has(normalize(n.name).split(' ')[0]!));
    if (forward.length !== 1) {
      return forward.length ? { handover: `${forward.length} buttons lead on (${forward.slice(0, 4).map(said).join(', ')}): say which`, near: true } : undefined;
    }
    const button = forward[0]!;
    return {
      actions: [{ ref: button.ref!, method: 'click', arguments: [], description: `click ${said(button)}` }],
      candidates: [{ role: button.role, name: button.name ?? '', score: 1, why: `the wizard's forward button; ${said(step)} is the next step` }],
      facts: [`${said(tabs[at]!)} is selected`, `${said(step)} comes right after it`, `${said(button)} is the one forward button`],
    };
  },
};

