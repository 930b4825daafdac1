// Whether a cached action's element still answers its instruction, as the offline tier reads it (pure).
import { describe, expect, it } from 'vitest';
import { answersInstruction, describeElement, sameIdentity } from '../../src/engine/cache/verify.js';

describe('answersInstruction', () => {
  const cases: [string, { role: string; name: string }, 'yes' | 'no' | 'unknown'][] = [
    ['click the "Save" button', { role: 'button', name: 'Save' }, 'yes'],
    ['click the "Save" button', { role: 'button', name: 'Delete account' }, 'no'],
    ['type %password% into the Password field', { role: 'textbox', name: 'Password' }, 'yes'],
    ['type %password% into the Password field', { role: 'searchbox', name: 'Search' }, 'no'],
    ['type "mug" into the Search products field', { role: 'searchbox', name: 'Search products' }, 'yes'],
    ['click the checkout button', { role: 'button', name: 'Proceed to checkout' }, 'yes'],
    ['open the cart', { role: 'link', name: 'Cart (2)' }, 'yes'],
    ['select "United Kingdom" from Country', { role: 'combobox', name: 'Country' }, 'yes'],
    // A caption the parser reads as a scope: the names agree.
    ['choose Large from the Size menu', { role: 'combobox', name: 'Size' }, 'yes'],
    // Free-form: nothing the parser can read names an element; only the identity is checked then.
    ['log in as the admin user', { role: 'button', name: 'Sign in' }, 'unknown'],
    ['click the "Save" button', { role: 'textbox', name: '' }, 'unknown'],
  ];
  for (const [instruction, element, answer] of cases) {
    it(`${instruction} on ${element.role} "${element.name}": ${answer}`, () => expect(answersInstruction('act', instruction, element)).toBe(answer));
  }

  it('observe instructions are read as the element they find', () => {
    expect(answersInstruction('observe', 'find the Subscribe button', { role: 'button', name: 'Subscribe' })).toBe('yes');
    expect(answersInstruction('observe', 'the Subscribe button', { role: 'button', name: 'Unsubscribe from all' })).toBe('no');
  });
});

describe('identity', () => {
  it('role, name (whitespace aside) and origin must all agree', () => {
    const a = { role: 'button', name: 'Save  changes', origin: 'http://127.0.0.1:1' };
    expect(sameIdentity(a, { ...a, name: 'Save changes' })).toBe(true);
    expect(sameIdentity(a, { ...a, role: 'link' })).toBe(false);
    expect(sameIdentity(a, { ...a, name: 'Save' })).toBe(false);
    expect(sameIdentity(a, { ...a, origin: 'http://evil.test' })).toBe(false);
    expect(describeElement({ ...a, origin: 'http://ads.test' }, 'http://127.0.0.1:1')).toBe('button "Save  changes" in a frame of http://ads.test');
  });
});
