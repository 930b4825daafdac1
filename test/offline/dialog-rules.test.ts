/**
 * Dialog buttons named by purpose, compounds in dialogs, and values typed with no field named
 * (issue 25, the fifth batch's hand-overs), on built trees of our own: a confirmation with yes and
 * no answers, a message with one OK, a prompt with one field, a form behind them. Not the markup
 * of any dialog library: the rules read ARIA roles (dialog, alertdialog, button, textbox) and the
 * step's grammar. Each with the hand-overs where the page leaves a doubt.
 */
import { describe, expect, it } from 'vitest';
import { n, page, facts, outcome } from '../support/built-tree.js';
import { resolveAction } from '../../src/engine/offline/index.js';

const form = () => [n('heading', 'Reserve a table', [], { level: 1 }), n('textbox', 'Full name'), n('combobox', 'Table', [], { expanded: false }), n('text', undefined, [], { text: 'Table' })];

describe('verb-object: the verb alone with a word that names no object', () => {
  it('clicks "Reserve now" for "reserve the table" on a page that says "table", and "Keep it" in the dialog that says "form"', () => {
    const reserve = n('button', 'Reserve now');
    const snapshot = page(...form(), reserve, n('button', 'Add a comment'));
    expect(outcome(snapshot, 'reserve the table')).toEqual({ rule: 'verb-object', actions: [`click ${reserve.ref}`] });
    const keep = n('button', 'Keep it');
    const dialog = page(...form(), n('dialog', 'Reset the whole form?', [n('button', 'Yes, reset it'), keep]));
    expect(outcome(dialog, 'keep the form')).toEqual({ rule: 'verb-object', actions: [`click ${keep.ref}`] });
  });

  it('hands over (or leaves the step to others) when the page does not say the noun, or the name says an object', () => {
    const snapshot = page(...form(), n('button', 'Reserve now'));
    expect(outcome(snapshot, 'reserve the flight')).not.toHaveProperty('rule', 'verb-object');
    const other = page(...form(), n('button', 'Reserve seats'));
    expect(outcome(other, 'reserve the table')).not.toHaveProperty('rule', 'verb-object');
  });
});

describe('verb-object: a dialog\'s answer by the verb (confirm, cancel)', () => {
  const confirmation = (title: string, ...buttons: string[]) => {
    const nodes = buttons.map((b) => n('button', b));
    return { nodes, snapshot: page(...form(), n('button', 'Reserve now'), n('alertdialog', title, [n('paragraph', undefined, [], { text: 'Window seat, 19:30' }), ...nodes])) };
  };

  it('confirms with the dialog\'s yes answer, and checks the dialog is gone', () => {
    const { nodes, snapshot } = confirmation('Confirm your reservation?', 'Yes, reserve it', 'Go back');
    expect(outcome(snapshot, 'confirm the reservation')).toEqual({ rule: 'verb-object', actions: [`click ${nodes[0]!.ref}`] });
    const d = resolveAction('act', 'confirm the reservation', snapshot, facts(snapshot));
    expect(d.resolved && d.actions[0]!.effect).toEqual({ popup: { kind: 'dialog', open: false } });
    // The dialog's own verb is its yes: "Delete" in "Delete this file?".
    const del = confirmation('Delete this file?', 'Delete', 'Keep');
    expect(outcome(del.snapshot, 'confirm the file')).toEqual({ rule: 'verb-object', actions: [`click ${del.nodes[0]!.ref}`] });
    // No button says yes: the one that is neither a no nor the closing control.
    const empty = confirmation('Empty the recycle bin?', 'Close', 'Delete all items', 'Cancel');
    expect(outcome(empty.snapshot, 'confirm emptying the recycle bin')).toEqual({ rule: 'verb-object', actions: [`click ${empty.nodes[1]!.ref}`] });
    expect(outcome(confirmation('Empty the recycle bin?', 'Delete all items', 'Archive them', 'Cancel').snapshot, 'confirm emptying the recycle bin')).toMatch(/no button that answers yes/);
    // A no answer may say what it keeps, or go back.
    const keep = confirmation('Clear the whole form?', 'Yes, clear it', 'Keep it');
    expect(outcome(keep.snapshot, 'cancel clearing the form')).toEqual({ rule: 'verb-object', actions: [`click ${keep.nodes[1]!.ref}`] });
    const back = confirmation('Confirm your reservation?', 'Yes, reserve it', 'Go back');
    expect(outcome(back.snapshot, 'cancel the reservation')).toEqual({ rule: 'verb-object', actions: [`click ${back.nodes[1]!.ref}`] });
    const cancel = confirmation('Confirm your reservation?', 'OK', 'Cancel');
    expect(outcome(cancel.snapshot, 'cancel the reservation')).toEqual({ rule: 'verb-object', actions: [`click ${cancel.nodes[1]!.ref}`] });
  });

  it('hands over with two yes answers, none, a dialog that asks to cancel itself, or no dialog that says the noun', () => {
    expect(outcome(confirmation('Confirm your reservation?', 'Yes', 'OK').snapshot, 'confirm the reservation')).toMatch(/2 buttons .* answer yes/);
    expect(outcome(confirmation('Confirm your reservation?', 'Maybe later').snapshot, 'confirm the reservation')).toMatch(/no button that answers yes/);
    expect(outcome(confirmation('Cancel your reservation?', 'Yes, cancel', 'No, keep it').snapshot, 'cancel the reservation')).toMatch(/may be its yes or its no/);
    expect(outcome(confirmation('Confirm your reservation?', 'Yes', 'No').snapshot, 'confirm the order')).not.toHaveProperty('rule', 'verb-object');
  });
});

describe('go-back: back to what lies behind the open dialog', () => {
  it('clicks the dialog\'s Go back for "go back to the form", checking the dialog is gone', () => {
    const back = n('button', 'Go back');
    const snapshot = page(...form(), n('button', 'Clear form'), n('dialog', 'Confirm your reservation?', [n('button', 'Yes, reserve it'), back]));
    expect(outcome(snapshot, 'go back to the form')).toEqual({ rule: 'go-back', actions: [`click ${back.ref}`] });
    const d = resolveAction('act', 'go back to the form', snapshot, facts(snapshot));
    expect(d.resolved && d.actions[0]!.effect).toEqual({ popup: { kind: 'dialog', open: false } });
  });

  it('leaves it to others with no dialog open, or when the dialog itself shows the place', () => {
    const none = page(...form(), n('button', 'Go back'));
    expect(outcome(none, 'go back to the form')).not.toHaveProperty('rule', 'go-back');
    const wizard = page(n('dialog', 'Checkout', [n('heading', 'Payment', [], { level: 2 }), n('link', 'Shipping'), n('button', 'Back'), n('button', 'Next')]));
    expect(outcome(wizard, 'go back to shipping')).not.toHaveProperty('rule', 'go-back');
  });

  it('hands over "go back to X" in a dialog whose control is Previous: it steps through items inside the dialog, never out of it', () => {
    // A lightbox on its third photo: Previous shows the second, not the first one the step names.
    const lightbox = page(n('dialog', 'Gallery', [n('img', 'Strunjan cliffs'), n('button', 'Previous'), n('button', 'Next'), n('button', 'Close')]));
    expect(outcome(lightbox, 'go back to Piran harbour')).toMatch(/goes one item back inside the open dialog/);
    // "go back" alone, or to the item before, is still the one Previous.
    expect(outcome(lightbox, 'go back to the previous slide')).toEqual({ rule: 'go-back', actions: [expect.stringMatching(/^click e/)] });
  });
});

describe('go-back: the step before, said with no "back" in the verb', () => {
  const tour = () => {
    const back = n('button', 'Back');
    return { back, snapshot: page(n('heading', 'Team space', [], { level: 1 }), n('link', 'Projects'), n('dialog', 'Invite your team', [n('paragraph', undefined, [], { text: 'Step 3 of 4' }), back, n('button', 'Next')])) };
  };

  it('"take me back a step" and "go to the previous step" click the open dialog\'s Back', () => {
    const { back, snapshot } = tour();
    expect(outcome(snapshot, 'take me back a step')).toEqual({ rule: 'go-back', actions: [`click ${back.ref}`] });
    expect(outcome(snapshot, 'go to the previous step')).toEqual({ rule: 'go-back', actions: [`click ${back.ref}`] });
  });

  it('leaves "go to the last step" and a page with no dialog open to others', () => {
    expect(outcome(tour().snapshot, 'go to the last step')).not.toHaveProperty('rule', 'go-back');
    const wizard = page(n('heading', 'Checkout', [], { level: 1 }), n('button', 'Back'), n('button', 'Next'));
    expect(outcome(wizard, 'take me back a step')).not.toHaveProperty('rule', 'go-back');
  });
});

describe('part-close: a message shown in a dialog, dismissed by its only button', () => {
  it('dismisses "the error" with the one OK of the one open dialog', () => {
    const ok = n('button', 'OK');
    const snapshot = page(...form(), n('dialog', 'Missing details', [n('paragraph', undefined, [], { text: 'Please fill in: Full name.' }), ok]));
    expect(outcome(snapshot, 'dismiss the error')).toEqual({ rule: 'part-close', actions: [`click ${ok.ref}`] });
    const d = resolveAction('act', 'dismiss the error', snapshot, facts(snapshot));
    expect(d.resolved && d.actions[0]!.effect).toEqual({ popup: { kind: 'dialog', open: false } });
    // People call a message dialog an alert too, when the page has no alert of that role.
    expect(outcome(snapshot, 'close the alert')).toEqual({ rule: 'part-close', actions: [`click ${ok.ref}`] });
    // Named by its kind "dialog": its one button only acknowledges (OK), so it closes it.
    expect(outcome(snapshot, 'close the dialog')).toEqual({ rule: 'part-close', actions: [`click ${ok.ref}`] });
  });

  it('hands over when the dialog has two buttons and no closing control, and prefers an alert when the page has one', () => {
    const two = page(n('dialog', 'Missing details', [n('button', 'OK'), n('button', 'Help')]));
    expect(outcome(two, 'dismiss the error')).toMatch(/no control that closes it/);
    const close = n('button', 'Close');
    const alert = page(n('alert', undefined, [n('text', undefined, [], { text: 'Payment failed' }), close]), n('dialog', 'Tips', [n('button', 'OK')]));
    expect(outcome(alert, 'dismiss the error')).toEqual({ rule: 'part-close', actions: [`click ${close.ref}`] });
  });
});

describe('a control\'s whole name said as the step', () => {
  it('clicks "Yes, clear it" for "yes, clear it" (no plain step: the comma before the verb "clear" splits it, "yes" is no verb)', () => {
    const yes = n('button', 'Yes, clear it');
    const snapshot = page(n('dialog', 'Clear the whole form?', [yes, n('button', 'Keep it')]));
    expect(outcome(snapshot, 'yes, clear it')).toEqual({ rule: 'kind-word', actions: [`click ${yes.ref}`] });
    // Not its whole name: the answer to the question, its one button that says "clear" (rule confirm-reply).
    expect(outcome(snapshot, 'yes, clear them')).toEqual({ rule: 'confirm-reply', actions: [`click ${yes.ref}`] });
  });
});

describe('typing-here: a value with no field named', () => {
  it('types into the one text field of the one open dialog, or the focused field', () => {
    const code = n('textbox', 'Promo code');
    const prompt = page(...form(), n('dialog', 'Apply promo code', [code, n('button', 'Apply'), n('button', 'Cancel')]));
    expect(outcome(prompt, 'enter SPRING10')).toEqual({ rule: 'typing-here', actions: [`fill ${code.ref} SPRING10`] });
    const focused = n('textbox', 'Comment', [], { active: true });
    const plain = page(n('textbox', 'Name'), focused);
    expect(outcome(plain, 'type "see you soon"')).toEqual({ rule: 'typing-here', actions: [`type ${focused.ref} see you soon`] });
  });

  it('leaves a value that names a control ("enter fullscreen") and two fields in a dialog to others', () => {
    const viewer = page(n('button', 'Enter fullscreen'), n('dialog', 'Search', [n('textbox', 'Query')]));
    expect(outcome(viewer, 'enter fullscreen')).not.toHaveProperty('rule', 'typing-here');
    const two = page(n('dialog', 'Sign in', [n('textbox', 'User'), n('textbox', 'Password')]));
    expect(outcome(two, 'enter alice')).toMatch(/2 text fields/);
  });
});

describe('compounds in dialogs', () => {
  it('"… and save it": the Save control beside the field just filled', () => {
    const note = n('textbox', 'Note for the restaurant');
    const save = n('button', 'Save note');
    const snapshot = page(...form(), n('button', 'Save reservation'), n('dialog', 'Add a note', [n('button', 'Close this dialog'), note, save, n('button', 'Cancel')]));
    expect(outcome(snapshot, 'write "Window seat please" as the note and save it')).toEqual({ rule: 'compound-step + mentioned-label + verb-object', actions: [`fill ${note.ref} Window seat please`, `blur ${note.ref}`, `click ${save.ref}`] });
    // ("V as the note" gives the note its value: filled, then left, before Save is clicked.)
    // "it" with nothing before it names nothing.
    expect(outcome(snapshot, 'save it')).not.toHaveProperty('rule', 'verb-object');
  });

  it('"enter X and click Apply": the prompt\'s field, then its Apply; "click Apply without a code": the qualifier is no part of the name', () => {
    const code = n('textbox', 'Promo code');
    const apply = n('button', 'Apply');
    const snapshot = page(n('dialog', 'Apply a promo code', [code, apply, n('button', 'Cancel')]));
    expect(outcome(snapshot, 'enter SPRING10 and click Apply')).toEqual({ rule: 'compound-step + typing-here + name-match', actions: [`fill ${code.ref} SPRING10`, `click ${apply.ref}`] });
    expect(outcome(snapshot, 'click Apply without a code')).toEqual({ rule: 'name-match', actions: [`click ${apply.ref}`] });
    // A control named with the whole phrase keeps it.
    const whole = n('button', 'Continue without saving');
    const leave = page(n('button', 'Continue'), whole);
    expect(outcome(leave, 'click Continue without saving')).toEqual({ rule: 'name-match', actions: [`click ${whole.ref}`] });
  });
});

describe('compound-step: one verb, two values, one field', () => {
  it('reads "add A and B to the extras" as two picks in the same list', () => {
    const extras = n('combobox', 'Extras', [], { expanded: false });
    const snapshot = page(n('textbox', 'Name'), extras);
    const d = resolveAction('act', 'add Airport pickup and Spa access to the extras', snapshot, facts(snapshot));
    expect(d.resolved && d.rule).toBe('compound-step + listbox-pick + listbox-pick');
    expect(d.resolved && d.actions.map((a) => [a.ref, a.method, a.then?.option])).toEqual([[extras.ref, 'click', 'Airport pickup'], [extras.ref, 'click', 'Spa access']]);
  });
});

describe('part-close: only a message is dismissed by its only button', () => {
  it('never takes a dialog\'s one Next for "close the dialog"', () => {
    const snapshot = page(n('dialog', 'Welcome', [n('paragraph', undefined, [], { text: 'Step 1 of 3' }), n('button', 'Next')]));
    expect(outcome(snapshot, 'close the dialog')).not.toEqual(expect.objectContaining({ actions: [expect.stringMatching(/^click/)] }));
  });
});
