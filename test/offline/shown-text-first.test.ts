/**
 * rules/shown-text-first.ts: "click <name>" where the page shows the name whole on a clickable
 * element (a pointer cursor, no control role) and a control's name only holds it among other words
 * ("Select <name>"): the shown text is clicked, never that control.
 */
import { describe, expect, it } from 'vitest';
import { n, outcome, page } from '../support/built-tree.js';

const text = (t: string) => n('text', undefined, [], { text: t });

/** A message list: each row a checkbox "Select <subject>", the subject and sender in a clickable part, a Star button. */
function inbox() {
  const rows = ['Quarterly report draft', 'Flight itinerary'].map((subject, i) => {
    const box = n('checkbox', `Select ${subject}`);
    const shown = n('generic', undefined, [], { cursor: 'pointer', text: subject });
    const opener = n('generic', undefined, [shown, n('generic', undefined, [text(i ? 'Ben Okafor' : 'Ana Ruiz')], { cursor: 'pointer' })], { cursor: 'pointer' });
    return { box, shown, row: n('generic', undefined, [box, opener, n('button', 'Star')]) };
  });
  return { rows, snapshot: page(n('main', undefined, [n('heading', 'Inbox', [], { level: 2 }), ...rows.map((r) => r.row)])) };
}

describe('shown-text-first', () => {
  it('clicks the subject a row shows, not the checkbox whose name holds it ("Select <subject>")', () => {
    const { rows, snapshot } = inbox();
    expect(outcome(snapshot, 'click Quarterly report draft')).toEqual({ rule: 'shown-text-first', actions: [`click ${rows[0]!.shown.ref}`] });
    expect(outcome(snapshot, 'open Flight itinerary')).toEqual({ rule: 'shown-text-first', actions: [`click ${rows[1]!.shown.ref}`] });
  });

  it('leaves the control to the name rules when one is named exactly so, or when the step names its kind', () => {
    const { rows, snapshot } = inbox();
    expect(JSON.stringify(outcome(snapshot, 'click Select Quarterly report draft'))).toContain(rows[0]!.box.ref!);
    expect(JSON.stringify(outcome(snapshot, 'check the Quarterly report draft checkbox'))).not.toContain(rows[0]!.shown.ref!);
  });

  it('takes no text shown twice, and no text that is not clickable', () => {
    const twice = page(n('main', undefined, [
      n('checkbox', 'Select Weekly digest'),
      n('generic', undefined, [], { cursor: 'pointer', text: 'Weekly digest' }),
      n('generic', undefined, [], { cursor: 'pointer', text: 'Weekly digest' }),
    ]));
    expect(JSON.stringify(outcome(twice, 'click Weekly digest'))).not.toContain('shown-text-first');
    const plain = page(n('main', undefined, [n('checkbox', 'Select Weekly digest'), n('paragraph', undefined, [], { text: 'Weekly digest' })]));
    expect(JSON.stringify(outcome(plain, 'click Weekly digest'))).not.toContain('shown-text-first');
  });
});
