/**
 * A step whose one match the page shows disabled is handed over, and the reason names the control
 * and says what to do (wait until the page enables it), not only that "the matching element is
 * disabled". Found in a packed-package trial: "click Export" on a report page whose Export button
 * is enabled once its data loads.
 */
import { describe, expect, it } from 'vitest';
import { resolveAction } from '../../src/engine/offline/index.js';
import { facts, n, page } from '../support/built-tree.js';

describe('a disabled match', () => {
  it('hands over "click Export" naming the button and the wait', () => {
    const snapshot = page(n('heading', 'Reports'), n('button', 'Export', [], { disabled: true }), n('button', 'Refresh'));
    const decision = resolveAction('act', 'click Export', snapshot, facts(snapshot));
    expect(decision.resolved).toBe(false);
    expect(decision.resolved ? '' : decision.reason).toMatch(/button "Export"\) is disabled: wait until the page enables it .*toBeEnabled/);
  });

  it('acts on it once the page shows it enabled', () => {
    const snapshot = page(n('heading', 'Reports'), n('button', 'Export'), n('button', 'Refresh'));
    const decision = resolveAction('act', 'click Export', snapshot, facts(snapshot));
    expect(decision.resolved && decision.actions.map((a) => a.method)).toEqual(['click']);
  });
});
