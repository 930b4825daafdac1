/**
 * An account's actions said in other words than the page's (rule account-action): "create the
 * account" for "Sign up", "log in" for "Sign in", "register" for "Create account". Built trees of
 * our own: a sign-up form, a site header, a page with two ways to sign up.
 */
import { describe, expect, it } from 'vitest';
import { n, page, facts, outcome } from '../support/built-tree.js';

describe('account actions said in other words (account-action)', () => {
  it('clicks the one control that says the same action (each handed over before: no element matches)', () => {
    const signUp = n('button', 'Sign up');
    const form = page(n('heading', 'Join our book club', [], { level: 1 }), n('textbox', 'Email'), n('textbox', 'Password'), signUp, n('link', 'Already a member? Sign in'));
    expect(outcome(form, 'create the account', facts(form))).toMatchObject({ actions: [`click ${signUp.ref}`], rule: 'account-action' });
    expect(outcome(form, 'create a new account', facts(form))).toMatchObject({ actions: [`click ${signUp.ref}`] });
    expect(outcome(form, 'register', facts(form))).toMatchObject({ actions: [`click ${signUp.ref}`] });
    const signIn = n('link', 'Sign in');
    const signOut = n('button', 'Log out');
    const header = page(n('banner', '', [n('link', 'Home'), signIn, n('link', 'Create your account'), signOut]));
    expect(outcome(header, 'log in', facts(header))).toMatchObject({ actions: [`click ${signIn.ref}`] });
    expect(outcome(header, 'sign out', facts(header))).toMatchObject({ actions: [`click ${signOut.ref}`] });
  });

  it('hands over two controls of the same action, and words that say no account action', () => {
    const two = page(n('button', 'Sign up'), n('link', 'Register'), n('button', 'Create project'));
    expect(outcome(two, 'create the account', facts(two))).toMatch(/2 controls sign up/);
    expect(outcome(two, 'create the team', facts(two))).not.toHaveProperty('actions');
    // A control that starts with the step's verb and names another object is another control (rule verb-name).
    const project = page(n('button', 'Create project'), n('textbox', 'Search'));
    expect(outcome(project, 'create the account', facts(project))).not.toHaveProperty('actions');
    // An object any such control acts on: the one control starting with the verb.
    const edit = page(n('dialog', 'Edit contact', [n('textbox', 'Name'), n('button', 'Cancel'), n('button', 'Save contact')]));
    expect(outcome(edit, 'save the changes', facts(edit))).toMatchObject({ rule: 'verb-name' });
    const none = page(n('button', 'Sign in'), n('textbox', 'Email'));
    expect(outcome(none, 'create the account', facts(none))).not.toHaveProperty('actions');
  });
});
