/**
 * Form fields named by what they hold or confirm (src/engine/offline/rules/field-type.ts,
 * confirm-field.ts), on built trees with the page's facts given by hand.
 */
import { describe, expect, it } from 'vitest';
import { resolveAction } from '../../src/engine/offline/index.js';
import { n, page, facts, outcome, type Snapshot } from '../support/built-tree.js';
import { parseGrammar } from '../../src/engine/offline/grammar.js';

const field = (placeholder: string) => n('textbox', placeholder, [], { placeholder });

describe('field-type', () => {
  it('finds the field by the kind of value its input type holds, after reading the types', () => {
    const name = field('Full name');
    // Named by its example only: "the email address" names it by its input type (an "Email" field is read by name).
    const email = field('you@example.com');
    const password = field('Password');
    const snapshot = page(name, email, password);
    const types = facts(snapshot, [[name, { tag: 'input', inputType: 'text' }], [email, { tag: 'input', inputType: 'email' }], [password, { tag: 'input', inputType: 'password' }]]);
    const asking = resolveAction('act', 'type nina@example.com into the email address field', snapshot);
    expect(!asking.resolved && asking.needs?.facts).toContain(email.ref);
    expect(outcome(snapshot, 'type nina@example.com into the email address field', types)).toEqual({ rule: 'field-type', actions: [`type ${email.ref} nina@example.com`] });
  });

  it('hands over two fields of the type, and does not answer for a word that is no type', () => {
    const a = field('Work');
    const b = field('Home');
    const snapshot = page(a, b);
    const types = facts(snapshot, [[a, { tag: 'input', inputType: 'email' }], [b, { tag: 'input', inputType: 'email' }]]);
    expect(outcome(snapshot, 'fill the email address with x', types)).toMatch(/2 fields take an email address: say which by its label \("Work", "Home"\)/);
    expect(outcome(snapshot, 'fill the nickname with x', types)).not.toHaveProperty('rule', 'field-type');
  });
});

describe('confirm-field', () => {
  it('reads "field: value" after confirm, and fills the field that repeats it', () => {
    expect(parseGrammar('confirm the password: "s3cret!"')).toMatchObject({ verb: 'confirm', frame: 'colon-value', target: { name: 'password' }, value: 's3cret!' });
    const retype = field('Retype password');
    const snapshot = page(field('Email'), field('Password'), retype);
    expect(outcome(snapshot, 'confirm the password: "s3cret!"')).toEqual({ rule: 'confirm-field', actions: [`fill ${retype.ref} s3cret!`] });
    const again = field('Email again');
    expect(outcome(page(field('Email'), again), 'confirm the email: a@b.c')).toEqual({ rule: 'confirm-field', actions: [`fill ${again.ref} a@b.c`] });
  });

  it('does not answer with no field that confirms the name', () => {
    expect(outcome(page(field('Password')), 'confirm the password: x')).not.toHaveProperty('rule', 'confirm-field');
  });
});
