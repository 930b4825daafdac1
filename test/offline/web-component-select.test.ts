/**
 * A web component's select (issue 25, fluent-mail's Priority): its options are its own light-DOM
 * children, so its text lists every option whatever is chosen, and it draws the choice in its
 * shadow root; and an option said with the field's name ("choose Low priority" in the field
 * Priority, whose options are Normal / High / Low). Built trees and read values of our own.
 */
import { describe, expect, it } from 'vitest';
import { n, page, facts } from '../support/built-tree.js';
import { resolveAction } from '../../src/engine/offline/index.js';
import { indexPage } from '../../src/engine/offline/page-index.js';
import { HintBook } from '../../src/engine/offline/hints.js';
import { pickShown, withoutField } from '../../src/engine/offline/rules/listbox-pick.js';
import { choiceShown } from '../../src/engine/methods/effects.js';

describe('choiceShown: a choice drawn in a shadow root', () => {
  it('sees the pick in what the host draws when its own text lists every option', () => {
    const before = { own: ' Normal High Low', box: 'Priority Normal High Low', drawn: 'Normal Normal' };
    expect(choiceShown(before, { ...before, drawn: 'High High' }, 'High')).toBe(true);
  });

  it('does not take a drawn text that did not change, or changed to another option', () => {
    const before = { own: ' Normal High Low', box: 'Priority Normal High Low', drawn: 'Normal Normal' };
    expect(choiceShown(before, before, 'High')).toBe(false);
    expect(choiceShown(before, { ...before, drawn: 'Low Low' }, 'High')).toBe(false);
  });
});

describe('listbox-pick: an option said with its field\'s name', () => {
  it('"choose Low priority" opens Priority and picks Low once the list shows no "Low priority"', () => {
    const priority = n('combobox', 'Priority', [], { expanded: false });
    const closed = page(n('textbox', 'Subject'), priority);
    const d = resolveAction('act', 'choose Low priority', closed, facts(closed));
    expect(d.resolved && d.actions.map((a) => [a.ref, a.method, a.then?.option, a.then?.bare])).toEqual([[priority.ref, 'click', 'Low priority', 'Low']]);
    const then = d.resolved ? d.actions[0]!.then! : undefined;
    const low = n('option', 'Low');
    const open = page(n('combobox', 'Priority', [n('listbox', undefined, [n('option', 'Normal'), n('option', 'High'), low])], { expanded: true }));
    const picked = pickShown(then!, indexPage(open), new HintBook(facts(open)));
    expect(picked).toMatchObject({ node: low, option: 'Low' });
  });

  it('picks the option named with the field\'s word when the list has it, and hands over when neither shows', () => {
    const whole = n('option', 'Low priority');
    const open = page(n('listbox', undefined, [n('option', 'Low'), whole]));
    expect(pickShown({ option: 'Low priority', exact: false, roles: ['option'], bare: 'Low' }, indexPage(open), new HintBook(facts(open)))).toMatchObject({ node: whole });
    const other = page(n('listbox', undefined, [n('option', 'Normal'), n('option', 'Urgent')]));
    expect(pickShown({ option: 'Low priority', exact: false, roles: ['option'], bare: 'Low' }, indexPage(other), new HintBook(facts(other)))).toHaveProperty('handover');
  });

  it('takes the field\'s word off the start or end only', () => {
    expect(withoutField('Low priority', 'priority')).toBe('Low');
    expect(withoutField('Priority Low', 'priority')).toBe('Low');
    expect(withoutField('Window seat', 'window')).toBe('seat');
    expect(withoutField('Very low priority level', 'priority')).toBeUndefined();
    expect(withoutField('Priority', 'priority')).toBeUndefined();
  });
});
