/**
 * "continue to payment", "proceed to the review step" (rules/step-onward.ts): a wizard drawn as
 * tabs, one selected; the step named comes next, and the wizard's one forward button leads there.
 * Built trees of our own: a sign-up wizard (Account, Profile, Plan, Confirm) with Back and Next.
 */
import { describe, expect, it } from 'vitest';
import { n, page, facts, outcome } from '../support/built-tree.js';

function wizard(at: number, forward = 'Next') {
  const tabs = ['1 Account', '2 Profile', '3 Plan', '4 Confirm'].map((name, i) => n('tab', name, [], i === at ? { selected: true } : {}));
  const next = n('button', forward);
  const snapshot = page(n('tablist', undefined, tabs), n('tabpanel', tabs[at]!.name, [n('textbox', 'Email'), n('button', 'Back'), next]));
  return { snapshot, tabs, next };
}

describe('step-onward', () => {
  it('clicks the forward button when the step named is the next one (handed over before: no element matches)', () => {
    const first = wizard(0);
    expect(outcome(first.snapshot, 'continue to the profile step', facts(first.snapshot))).toEqual({ rule: 'step-onward', actions: [`click ${first.next.ref}`] });
    const second = wizard(1, 'Continue');
    expect(outcome(second.snapshot, 'proceed to plan', facts(second.snapshot))).toEqual({ rule: 'step-onward', actions: [`click ${second.next.ref}`] });
    expect(outcome(second.snapshot, 'continue to the next step', facts(second.snapshot))).toEqual({ rule: 'step-onward', actions: [`click ${second.next.ref}`] });
  });

  it('hands over a step further on, one behind, the one shown, and a page with two forward buttons', () => {
    const first = wizard(0);
    expect(outcome(first.snapshot, 'proceed to the confirm step', facts(first.snapshot))).toMatch(/3 steps on.*step-onward/);
    const third = wizard(2);
    expect(outcome(third.snapshot, 'continue to profile', facts(third.snapshot))).toMatch(/behind the step shown now: say "go back to 2 Profile"/);
    expect(outcome(third.snapshot, 'continue to plan', facts(third.snapshot))).toMatch(/is the step shown now/);
    const tabs = ['Account', 'Profile'].map((name, i) => n('tab', name, [], i === 0 ? { selected: true } : {}));
    const two = page(n('tablist', undefined, tabs), n('button', 'Next'), n('button', 'Continue with Google'));
    expect(outcome(two, 'continue to profile', facts(two))).toMatch(/2 buttons lead on/);
  });
});
