/**
 * "enter the card number 4242 4242 4242 4242": a field's name and then its value with no word
 * between them (parse.ts, fill-named). Where the name ends is read on the page: the longest name a
 * field has exactly; two fields found by different splits hand over; a value that does not look like
 * one ("enter the shipping details") is no value. Built trees of our own: a sign-up form, a payment
 * form with a "Card" and a "Card number" field, a "Name" and a "Name of the cardholder" field.
 */
import { describe, expect, it } from 'vitest';
import { n, page, facts, outcome } from '../support/built-tree.js';

function signUp() {
  const name = n('textbox', 'Full name');
  const email = n('textbox', 'Email');
  const phone = n('textbox', 'Phone number');
  const code = n('textbox', 'Promo code');
  const snapshot = page(n('heading', 'Create your account', [], { level: 1 }), name, email, phone, code, n('button', 'Sign up'));
  return { snapshot, name, email, phone, code };
}

describe('a field named, then its value (fill-named)', () => {
  it('fills the field whose whole name is said, with every word after it (handed over before: not a plain instruction)', () => {
    const { snapshot, email, phone, code } = signUp();
    expect(outcome(snapshot, 'enter the email dana@example.com', facts(snapshot))).toMatchObject({ actions: [`fill ${email.ref} dana@example.com`] });
    expect(outcome(snapshot, 'enter the phone number 555 0100 200', facts(snapshot))).toMatchObject({ actions: [`fill ${phone.ref} 555 0100 200`] });
    expect(outcome(snapshot, 'fill in your promo code SPRING-24', facts(snapshot))).toMatchObject({ actions: [`fill ${code.ref} SPRING-24`] });
  });

  it('takes the longest name a field has: "Card number" over "Card", the value whole', () => {
    const card = n('textbox', 'Card');
    const number = n('textbox', 'Card number');
    const snapshot = page(n('heading', 'Payment', [], { level: 2 }), card, number, n('textbox', 'Expiry'));
    expect(outcome(snapshot, 'enter the card number 4242 4242 4242 4242', facts(snapshot))).toMatchObject({ actions: [`fill ${number.ref} 4242 4242 4242 4242`] });
    const name = n('textbox', 'Name');
    const onCard = n('textbox', 'Name of the cardholder');
    const form = page(name, onCard);
    expect(outcome(form, 'enter the name of the cardholder Dana Smith', facts(form))).toMatchObject({ actions: [`fill ${onCard.ref} Dana Smith`] });
    expect(outcome(form, 'enter the name Dana Smith', facts(form))).toMatchObject({ actions: [`fill ${name.ref} Dana Smith`] });
  });

  it('hands over words that are no value, a name no field has, and two fields the splits find', () => {
    const { snapshot } = signUp();
    expect(outcome(snapshot, 'enter the shipping details', facts(snapshot))).not.toHaveProperty('actions');
    expect(outcome(snapshot, 'enter the postcode BS1 4DJ', facts(snapshot))).not.toHaveProperty('actions');
    const city = n('textbox', 'City');
    const cityNew = n('textbox', 'City New');
    const two = page(city, cityNew);
    // "City" given "New York", or "City New" given "York": which is meant the page cannot say.
    expect(outcome(two, 'enter the city New York', facts(two))).not.toHaveProperty('actions');
  });
});

/** A basket's totals: a promo box and its Apply button, a gift card box and its Redeem button. */
function basket() {
  const promo = n('textbox', 'Promo code');
  const apply = n('button', 'Apply');
  const gift = n('textbox', 'Gift card');
  const redeem = n('button', 'Redeem');
  const snapshot = page(n('heading', 'Your basket', [], { level: 1 }), n('group', 'Totals', [promo, apply, gift, redeem]), n('button', 'Check out'));
  return { snapshot, promo, apply, gift, redeem };
}

describe('a verb that is a button, then a field and its value (field-button)', () => {
  it('fills the field and clicks the button the verb names right after it (handed over before: not a format this tier knows)', () => {
    const { snapshot, promo, apply, gift, redeem } = basket();
    expect(outcome(snapshot, 'apply the promo code SPRING24', facts(snapshot))).toEqual({ rule: 'field-button', actions: [`fill ${promo.ref} SPRING24`, `click ${apply.ref}`] });
    expect(outcome(snapshot, 'redeem the gift card 6011 0000 0000', facts(snapshot))).toEqual({ rule: 'field-button', actions: [`fill ${gift.ref} 6011 0000 0000`, `click ${redeem.ref}`] });
  });

  it('hands over a button that is not the field\'s own, and a field the page does not have', () => {
    const { snapshot } = basket();
    // Redeem follows the gift card box, not the promo box.
    expect(outcome(snapshot, 'redeem the promo code SPRING24', facts(snapshot))).not.toHaveProperty('rule', 'field-button');
    expect(outcome(snapshot, 'apply the discount code SPRING24', facts(snapshot))).not.toHaveProperty('rule', 'field-button');
    const far = n('textbox', 'Promo code');
    const other = page(far, n('textbox', 'Note'), n('button', 'Apply'));
    expect(outcome(other, 'apply the promo code SPRING24', facts(other))).not.toHaveProperty('rule', 'field-button');
  });
});
