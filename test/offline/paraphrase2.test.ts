/**
 * The readings the second phrasings batch (real-apps/phrasings2-steps.ts, BLIND.md) showed wrong or
 * missing, on built trees (no browser): a bare role word or an indefinite "a section" names a kind
 * of thing, not one of them, so several of that kind is a hand-over; an option said word for word
 * is the one meant beside a longer or shorter one ("Mrs." beside "Mr.").
 */
import { describe, expect, it } from 'vitest';
import { HintBook } from '../../src/engine/offline/hints.js';
import { indexPage } from '../../src/engine/offline/page-index.js';
import { pickShown } from '../../src/engine/offline/rules/listbox-pick.js';
import { did, facts, n, page, text } from '../support/built-tree.js';


describe('a role word alone names a kind, not the text beside a control', () => {
  it('hands over "tick the checkbox" among named and unnamed boxes, two of them beside texts saying "Checkbox" (it ticked one: the role word read as the text beside)', () => {
    const snapshot = page(
      n('generic', undefined, [n('checkbox', 'Custom Checkbox'), n('checkbox', 'Custom Checkbox checked')]),
      n('generic', undefined, [n('checkbox'), text('Checkbox')]),
      n('generic', undefined, [n('checkbox'), text('Checkbox checked')]),
    );
    expect(did(snapshot, 'tick the checkbox')).toMatch(/^handover/);
  });

  it('still ticks an unnamed box by the text beside it, and the one checkbox of a page', () => {
    const remember = n('checkbox');
    expect(did(page(n('generic', undefined, [remember, text('Remember me')]), n('checkbox', 'Subscribe')), 'tick Remember me')).toEqual([`check ${remember.ref}`]);
    const only = n('checkbox');
    expect(did(page(only, n('textbox', 'Email')), 'tick the checkbox')).toEqual([`check ${only.ref}`]);
  });

  it('counts "the field" over every kind of field, not only those the verb fills ("clear the field" beside two comboboxes)', () => {
    const snapshot = page(n('combobox', 'Person'), n('textbox', 'Tags'), n('combobox', 'Country'));
    expect(did(snapshot, 'clear the field')).toMatch(/^handover/);
    const tags = n('textbox', 'Tags');
    expect(did(page(tags, n('button', 'Save')), 'clear the field')).toEqual([`fill ${tags.ref} `]);
    // A named field is still narrowed to the kind the verb fills.
    const person = n('textbox', 'Person');
    expect(did(page(n('combobox', 'Country'), person), 'clear the Person field')).toEqual([`fill ${person.ref} `]);
  });
});

describe('an indefinite determiner names a kind of thing ("expand a section", "remove one tag")', () => {
  it('hands over "expand a section" on an accordion of several closed sections (it expanded the first)', () => {
    const header = (name: string, expanded: boolean) => n('tab', name, [], { expanded });
    const third = header('Section 3', false);
    const snapshot = page(n('tablist', undefined, [header('Section 1', true), header('Section 2', false), third, header('Section 4', false)]));
    expect(did(snapshot, 'expand a section')).toMatch(/^handover/);
    expect(did(snapshot, 'expand one section')).toMatch(/^handover/);
    // Named, it still expands.
    expect(did(snapshot, 'expand Section 3')).toEqual([`click ${third.ref}`]);
  });

  // Handed over before this change too (no element is named "tag"): kept as the kind reading's guard.
  it('hands over "remove one tag" beside two tags', () => {
    const snapshot = page(n('generic', undefined, [text('awesome'), n('button', 'Remove awesome')]), n('generic', undefined, [text('neat'), n('button', 'Remove neat')]));
    expect(did(snapshot, 'remove one tag')).toMatch(/^handover/);
  });
});

describe('an option said word for word', () => {
  it('picks "Mrs." beside "Mr." in an open list (it handed over with the list left open)', () => {
    const mrs = n('option', 'Mrs.');
    const snapshot = page(n('listbox', undefined, [n('option', 'Mr.'), mrs, n('option', 'Dr.')]));
    const found = pickShown({ option: 'Mrs.', exact: false, roles: ['option'] }, indexPage(snapshot), new HintBook(facts(snapshot)));
    expect('node' in found ? found.node.ref : found.handover).toBe(mrs.ref);
  });

  it('still hands over when no option says it word for word and two are near', () => {
    const snapshot = page(n('listbox', undefined, [n('option', 'Mr. Smith'), n('option', 'Mr. Jones')]));
    const found = pickShown({ option: 'Mr.', exact: false, roles: ['option'] }, indexPage(snapshot), new HintBook(facts(snapshot)));
    expect('handover' in found).toBe(true);
  });
});

describe('verb phrases said for a verb of the tables (second batch)', () => {
  it('reads "shut" as close, "switch over to" as switch to, "take me to" as go to', () => {
    const close = n('button', 'Close');
    const dialog = n('dialog', 'Default Modal', [n('heading', 'Default Modal', [], { level: 4 }), text('One fine body'), close]);
    expect(did(page(n('button', 'Launch Default Modal'), dialog), 'now shut the dialog')).toEqual([`click ${close.ref}`]);
    const timeline = n('link', 'Timeline');
    const tabs = page(n('list', undefined, [n('listitem', undefined, [n('link', 'Activity')]), n('listitem', undefined, [timeline]), n('listitem', undefined, [n('link', 'Settings')])]));
    expect(did(tabs, 'switch over to the Timeline')).toEqual([`click ${timeline.ref}`]);
    const charts = n('link', 'Charts');
    expect(did(page(n('link', 'Dashboard'), charts, n('link', 'Tables')), 'take me to Charts')).toEqual([`click ${charts.ref}`]);
  });
});

describe('a label that ends in a colon, or starts with a verb word, then its value', () => {
  it('fills the field labelled "Select a value:" ("Select a value: 12") and the one labelled "Search:" ("Search: London")', () => {
    const spinner = n('spinbutton', 'Select a value:');
    expect(did(page(n('textbox', 'Tags'), spinner, n('button', 'Set value to 5')), 'Select a value: 12')).toEqual([`fill ${spinner.ref} 12`]);
    const search = n('searchbox', 'Search:');
    expect(did(page(n('combobox', 'Show entries'), search, n('table', 'Staff')), 'Search: London')).toEqual([`fill ${search.ref} London`]);
  });

  it('hands over when neither the verb\'s way nor the label\'s way finds anything ("select a value: 12" on a page of no such field)', () => {
    expect(did(page(n('textbox', 'Name')), 'select a value: 12')).toMatch(/^handover/);
  });
});
