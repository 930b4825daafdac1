/**
 * Custom selects by their label (issue 25, the fifth batch's hand-overs), on built trees of our
 * own: a combobox whose options exist only while open (APG select-only combobox), named by a word
 * of the value ("choose Family room": the field Room), and its open list closed by name with
 * Escape. Not any widget library's markup: ARIA roles and states only.
 */
import { describe, expect, it } from 'vitest';
import { n, page, facts, outcome } from '../support/built-tree.js';
import { resolveAction } from '../../src/engine/offline/index.js';

describe('listbox-pick: the field named by a word of the value', () => {
  it('opens the one combobox labelled by a word of the value, to pick the value once shown', () => {
    const seat = n('combobox', 'Seat', [], { expanded: false });
    const snapshot = page(n('combobox', 'Meal', [], { expanded: false }), seat, n('textbox', 'Name'));
    const d = resolveAction('act', 'choose Window seat', snapshot, facts(snapshot));
    expect(d.resolved && d.rule).toBe('listbox-pick');
    expect(d.resolved && d.actions.map((a) => [a.ref, a.method, a.then?.option, a.effect])).toEqual([[seat.ref, 'click', 'Window seat', { expanded: true }]]);
  });

  it('hands over when two words name two fields, and leaves a value no label says to others', () => {
    const snapshot = page(n('combobox', 'Seat', [], { expanded: false }), n('combobox', 'Window', [], { expanded: false }));
    expect(outcome(snapshot, 'choose Window seat')).toMatch(/may name the field as "window" or "seat"/);
    const none = page(n('combobox', 'Meal', [], { expanded: false }));
    expect(outcome(none, 'choose Window seat')).not.toHaveProperty('rule', 'listbox-pick');
  });
});

describe('listbox-close: the open list of a named combobox', () => {
  it('presses Escape in the open combobox the step names, and checks it collapsed', () => {
    const hotel = n('combobox', 'Hotel', [], { expanded: true });
    const snapshot = page(hotel, n('listbox', undefined, [n('option', 'Lisbon'), n('option', 'Porto')]), n('combobox', 'Room', [], { expanded: false }));
    const d = resolveAction('act', 'close the hotel list', snapshot, facts(snapshot));
    expect(d.resolved && d.rule).toBe('listbox-close');
    expect(d.resolved && d.actions.map((a) => [a.ref, a.method, a.arguments, a.effect])).toEqual([[hotel.ref, 'press', ['Escape'], { expanded: false }]]);
  });

  it('hands over for a list that is closed already', () => {
    const snapshot = page(n('combobox', 'Hotel', [], { expanded: false }));
    expect(outcome(snapshot, 'close the hotel list')).toMatch(/closed already/);
  });
});

describe('tag-add: a field that takes items one by one', () => {
  it('types the value into the field the noun names and commits it with Enter, checking the item shows', () => {
    const guests = n('searchbox', 'Other guests');
    const snapshot = page(n('textbox', 'Full name'), guests);
    const d = resolveAction('act', 'add Tom Baker as another guest', snapshot, facts(snapshot, [[guests, { tag: 'input', autocomplete: 'list' }]]));
    expect(d.resolved && d.rule).toBe('tag-add');
    expect(d.resolved && d.actions.map((a) => [a.ref, a.method, a.arguments, a.effect])).toEqual([[guests.ref, 'fill', ['Tom Baker'], undefined], [guests.ref, 'press', ['Enter'], { added: 'Tom Baker' }]]);
  });

  it('hands over for a plain field, whose Enter might submit its form', () => {
    const guests = n('textbox', 'Other guests');
    const snapshot = page(guests);
    expect(outcome(snapshot, 'add Tom Baker as another guest', facts(snapshot, [[guests, { tag: 'input', form: 'submits' }]]))).toMatch(/does not say it takes items/);
  });
});

describe('the search box of a combobox named by its field', () => {
  it('types into the search box inside the Hotel combobox for "the hotel search", then picks the suggestion once shown', () => {
    const search = n('searchbox', 'Search hotels');
    const snapshot = page(n('combobox', 'Hotel', [search], { expanded: true }), n('textbox', 'Full name'));
    const d = resolveAction('act', 'type Sev in the hotel search and pick Seville – Cathedral Garden', snapshot, facts(snapshot));
    expect(d.resolved && d.actions.map((a) => [a.ref, a.method, a.arguments, a.then?.option])).toEqual([[search.ref, 'type', ['Sev'], 'Seville – Cathedral Garden']]);
  });
});

describe('tag-add: the caption of the widget around the field', () => {
  it('knows the field by the label before the box the widget draws around it', () => {
    const input = n('searchbox', 'Type a name and press Enter');
    const snapshot = page(n('generic', undefined, [n('text', undefined, [], { text: 'Other guests' }), n('generic', undefined, [n('generic', undefined, [n('generic', undefined, [n('generic', undefined, [n('text', undefined, [], { text: 'Ada' }), n('button', 'Remove item')])]), input])])]));
    const d = resolveAction('act', 'add Tom Baker as another guest', snapshot, facts(snapshot, [[input, { tag: 'input', autocomplete: 'list' }]]));
    expect(d.resolved && d.rule).toBe('tag-add');
  });
});

describe('listbox-pick: a select-only combobox drawn with the listbox role', () => {
  it('opens a list box that says whether it is open (it shows only its value), to pick the option once shown', () => {
    const room = n('listbox', 'Room', [n('option', 'Double room', [], { selected: true })], { expanded: false });
    const snapshot = page(n('textbox', 'Name'), room);
    for (const step of ['change the room to Suite', 'choose Family room']) {
      const d = resolveAction('act', step, snapshot, facts(snapshot));
      expect(d.resolved && d.actions.map((a) => [a.ref, a.method, a.then?.option])).toEqual([[room.ref, 'click', step.endsWith('Suite') ? 'Suite' : 'Family room']]);
    }
    // A plain list box (no open state) is chosen in where it stands, as before.
    const plain = n('listbox', 'Room', [n('option', 'Double room'), n('option', 'Suite')]);
    expect(outcome(page(plain), 'change the room to Suite')).not.toHaveProperty('rule', 'listbox-pick');
  });
});
