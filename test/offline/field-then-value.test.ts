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
    // The words after a name that is a field's are no value when they do not start like one.
    const only = page(n('textbox', 'Name'), n('textbox', 'Email'));
    expect(outcome(only, 'enter the name of the cardholder Dana Smith', facts(only))).not.toHaveProperty('actions');
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

describe('a field\'s whole name said as the step, then its value; a box by a word its label says', () => {
  it('fills "Repeat password" for "repeat the password s3cret" (handed over before: no element matches)', () => {
    const password = n('textbox', 'Password');
    const repeat = n('textbox', 'Repeat password');
    const snapshot = page(password, repeat, n('button', 'Sign up'));
    expect(outcome(snapshot, 'repeat the password s3cret', facts(snapshot))).toMatchObject({ actions: [`fill ${repeat.ref} s3cret`] });
    // A step that is no field's name and a value is not read so.
    expect(outcome(snapshot, 'repeat the sign up 2', facts(snapshot))).not.toHaveProperty('actions');
  });

  it('unchecks the one box whose label says the word anywhere, and hands over two such boxes', () => {
    const terms = n('checkbox', 'I agree to the terms and conditions', [], { checked: true });
    const news = n('checkbox', 'Send me the newsletter', [], { checked: true });
    const snapshot = page(n('textbox', 'Email'), terms, news);
    expect(outcome(snapshot, 'uncheck the terms', facts(snapshot))).toMatchObject({ actions: [`uncheck ${terms.ref}`] });
    expect(outcome(snapshot, 'untick newsletter', facts(snapshot))).toMatchObject({ actions: [`uncheck ${news.ref}`] });
    const two = page(n('checkbox', 'I agree to the terms of sale'), n('checkbox', 'I have read the privacy terms'));
    expect(outcome(two, 'tick the terms', facts(two))).not.toHaveProperty('actions');
  });
});

describe('a compound step goes on after a click only where the page stays (rule compound-step)', () => {
  it('hands over a part after a button that may lead on, and goes on after toggles in one group', () => {
    const terms = n('checkbox', 'I accept the terms');
    const create = n('button', 'Create account');
    const form = page(n('textbox', 'Email'), terms, create);
    expect(outcome(form, 'click Create account and then check the terms', facts(form))).toMatch(/may change the page.*compound-step/);
    const bold = n('button', 'Bold');
    const italic = n('button', 'Italic');
    const editor = page(n('group', 'Style', [bold, italic]), n('textbox', 'Text'));
    expect(outcome(editor, 'toggle Bold and Italic', facts(editor))).toMatchObject({ actions: [`click ${bold.ref}`, `click ${italic.ref}`] });
    // Two buttons not in one group: the first may change the page.
    const apart = page(n('button', 'Save'), n('textbox', 'Text'), n('button', 'Publish'));
    expect(outcome(apart, 'click Save and Publish', facts(apart))).not.toHaveProperty('actions');
  });
});

describe('two fields and their values, the verb said once (rule compound-step)', () => {
  it('fills both fields (handed over before: not a plain instruction, or no field named so)', () => {
    const { snapshot, name, email, phone } = signUp();
    expect(outcome(snapshot, 'fill Full name with Ada Lovelace and Email with ada@example.com', facts(snapshot))).toMatchObject({ actions: [`fill ${name.ref} Ada Lovelace`, `fill ${email.ref} ada@example.com`] });
    expect(outcome(snapshot, 'type Ada in Full name and ada@example.com in Email', facts(snapshot))).toMatchObject({ actions: [`type ${name.ref} Ada`, `type ${email.ref} ada@example.com`] });
    expect(outcome(snapshot, 'set Email to ada@example.com and Phone number to 555 0100', facts(snapshot))).toMatchObject({ actions: [`fill ${email.ref} ada@example.com`, `blur ${email.ref}`, `fill ${phone.ref} 555 0100`, `blur ${phone.ref}`] });
  });

  it('hands over when the second pair names no field, or the words after "and" are no field and value', () => {
    const { snapshot } = signUp();
    expect(outcome(snapshot, 'fill Full name with Ada and Postcode with BS1 4DJ', facts(snapshot))).not.toHaveProperty('actions');
    // Where an unquoted value with "and" in it ends is a guess: neither "Smith" alone nor a field "Sons".
    expect(outcome(snapshot, 'fill Full name with Smith and Sons', facts(snapshot))).not.toHaveProperty('actions');
  });
});

describe('a comma inside a control\'s name', () => {
  it('clicks "Yes, delete" for "click Yes, delete" (handed over before: not a plain instruction), and still splits real steps', () => {
    const yes = n('button', 'Yes, delete');
    const snapshot = page(n('alertdialog', 'Delete this contact?', [yes, n('button', 'Cancel')]));
    expect(outcome(snapshot, 'click Yes, delete', facts(snapshot))).toMatchObject({ actions: [`click ${yes.ref}`] });
    const form = page(n('button', 'Save'), n('button', 'Delete draft'));
    expect(outcome(form, 'click Save, delete the draft', facts(form))).not.toHaveProperty('actions');
  });
});

describe('a field named by what it holds and the kind of value ("the email address" for "Email")', () => {
  it('fills "Email" and "Phone" said with address and number, in every frame of a fill', () => {
    const email = n('textbox', 'Email');
    const phone = n('textbox', 'Phone');
    const snapshot = page(n('textbox', 'Name'), email, phone, n('button', 'Save'));
    expect(outcome(snapshot, 'change the phone number to 0117 496 0199', facts(snapshot))).toMatchObject({ actions: [`fill ${phone.ref} 0117 496 0199`, `blur ${phone.ref}`] });
    expect(outcome(snapshot, 'type ada@example.com into the email address field', facts(snapshot))).toMatchObject({ actions: [`type ${email.ref} ada@example.com`] });
    expect(outcome(snapshot, 'enter the email address ada@example.com', facts(snapshot))).toMatchObject({ actions: [`fill ${email.ref} ada@example.com`] });
  });

  it('prefers a field named with the kind word, and never takes a button for it', () => {
    const phone = n('textbox', 'Phone');
    const number = n('textbox', 'Phone number');
    const snapshot = page(phone, number);
    expect(outcome(snapshot, 'fill the phone number with 555 0100', facts(snapshot))).toMatchObject({ actions: [`fill ${number.ref} 555 0100`] });
    const order = page(n('button', 'Order'), n('textbox', 'Notes'));
    expect(outcome(order, 'click the order number', facts(order))).not.toHaveProperty('actions');
  });
});
