/**
 * Steps for a shop's checkout wizard of ours built on bs-stepper 1.7.0 (test/offline/apps/bs-stepper/: the npm
 * package `bs-stepper`, MIT): a stepper header of four tabs (Cart, Shipping, Payment, Review; a finished step
 * can be revisited from the header, an unfinished one cannot be skipped), a Cart step (three products, each
 * with a Quantity field between "Decrease quantity" / "Increase quantity" buttons and a Remove button; a
 * Coupon code field with Apply; an "Add gift wrapping" checkbox; a Continue shopping link), a Shipping step
 * (Full name, Email, Phone, Street address, Address line 2, City, Postcode, Country, a Delivery method radio
 * group), a Payment step (a Payment method radio group, Card number, Name on card, Expiry date, Security code,
 * a "Billing address is the same as shipping" checkbox), a Review step (Items, Delivery and Payment sections
 * each with an Edit button, Order notes, a terms checkbox, Place order), Back / Next buttons on every step
 * (only the current step's are shown; Next checks the step's fields and shows an error under each one that
 * is wrong), an order summary and a status line.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (the app's model: the current step, the cart and every quantity
 * field, the coupon field and the applied coupon, gift wrapping, every shipping and payment field, the
 * delivery and payment methods, the billing checkbox, the notes, the terms, the errors shown, the total, the
 * order placed, the status line, and the URL's hash) with the state the step started from, with only the
 * asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Shipping { name: string; email: string; phone: string; street: string; line2: string; city: string; postcode: string; country: string }
interface Payment { method: string; number: string; holder: string; expiry: string; cvc: string }
interface State {
  step: number;
  cart: Record<string, number>;
  quantities: string[];
  coupon: string;
  applied: string | null;
  giftWrap: boolean;
  shipping: Shipping;
  delivery: string;
  payment: Payment;
  sameBilling: boolean;
  notes: string;
  terms: boolean;
  errors: Record<string, string>;
  total: string;
  placed: string | null;
  status: string;
  hash: string;
}

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { checkout: { read(): object } }).checkout.read(), hash: location.hash })) as Promise<State>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared: State | undefined;

const next = async (page: Page, step: number) => {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect.poll(() => read(page).then((s) => s.step), { timeout: LOAD_MS }).toBe(step);
};

async function prepare(page: Page, origin: string, setup: string) {
  await page.goto(`${origin}/bs-stepper/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect.poll(() => page.evaluate(() => (window as unknown as { checkoutReady?: boolean }).checkoutReady === true), { timeout: LOAD_MS }).toBe(true);
  if (setup === 'coupon') await page.getByLabel('Coupon code').fill('FREESHIP');
  if (setup !== 'cart' && setup !== 'coupon') await next(page, 2);
  if (['shipping-filled', 'payment', 'payment-filled', 'review', 'agreed'].includes(setup)) {
    await page.getByLabel('Full name').fill('Jane Doe');
    await page.getByLabel('Email').fill('jane.doe@example.com');
    await page.getByLabel('Street address').fill('12 Harbour Street');
    await page.getByLabel('City').fill('Bristol');
    await page.getByLabel('Postcode').fill('BS1 4DJ');
  }
  if (['payment', 'payment-filled', 'review', 'agreed'].includes(setup)) await next(page, 3);
  if (['payment-filled', 'review', 'agreed'].includes(setup)) {
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Name on card').fill('Jane Doe');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/28');
    await page.getByLabel('Security code (CVC)').fill('123');
  }
  if (['review', 'agreed'].includes(setup)) await next(page, 4);
  if (setup === 'agreed') await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await page.mouse.move(1270, 710);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

type Change = Partial<Omit<State, 'shipping' | 'payment'>> & { shipping?: Partial<Shipping>; payment?: Partial<Payment> };

/** The page as the step found it, with these changes only (`shipping` and `payment` are merged). */
const becomes = (change: Change) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const want = { ...prepared, ...change, shipping: { ...prepared.shipping, ...change.shipping }, payment: { ...prepared.payment, ...change.payment } };
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want).catch(async () => {
    // One line that names what differs (the corpus prints the first lines of a failed check).
    const got = (await read(page)) as unknown as Record<string, unknown>;
    const keys = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify((want as Record<string, unknown>)[k]));
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify((want as Record<string, unknown>)[k])}`).join('; ')}`);
  });
};

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

const STEP = (n: number): Change => ({ step: n, status: `Step ${n} of 4: ${['Cart', 'Shipping', 'Payment', 'Review'][n - 1]}` });

// --- references ------------------------------------------------------------------------------

const row = (page: Page, product: string) => page.getByRole('row').filter({ hasText: product });
const button = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click();
};
const fill = (label: string, value: string) => async (page: Page) => {
  await page.getByLabel(label, { exact: true }).fill(value);
};
const radio = (name: RegExp) => async (page: Page) => {
  await page.getByRole('radio', { name }).check();
};
const tab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).click();
};
const edit = (section: string) => async (page: Page) => {
  await page.getByRole('region', { name: section }).getByRole('button', { name: 'Edit' }).click();
};

export const BS_STEPPER_STEPS: AppStep[] = [
  // The cart.
  ...says('cart', async (page) => { await row(page, 'Trail running shoes').getByLabel('Quantity', { exact: true }).fill('2'); }, becomes({ cart: { shoes: 2, bottle: 2, socks: 1 }, quantities: ['2', '2', '1'], total: '£236.00' }), ['set the quantity of the trail running shoes to 2']),
  ...says('cart', async (page) => { await row(page, 'Insulated water bottle').getByRole('button', { name: 'Increase quantity' }).click(); }, becomes({ cart: { shoes: 1, bottle: 3, socks: 1 }, quantities: ['1', '3', '1'], total: '£165.50' }), ['increase the quantity of the water bottle']),
  ...says('cart', async (page) => { await row(page, 'Insulated water bottle').getByRole('button', { name: 'Decrease quantity' }).click(); }, becomes({ cart: { shoes: 1, bottle: 1, socks: 1 }, quantities: ['1', '1', '1'], total: '£128.50' }), ['click the minus button for the water bottle']),
  ...says('cart', async (page) => { await row(page, 'Merino hiking socks').getByRole('button', { name: 'Remove' }).click(); }, becomes({ cart: { shoes: 1, bottle: 2 }, quantities: ['1', '2'], total: '£126.00', status: 'Removed Merino hiking socks (3 pairs)' }), ['remove the Merino socks from the cart']),
  ...says('cart', fill('Coupon code', 'SAVE10'), becomes({ coupon: 'SAVE10' }), ['type SAVE10 into the coupon code field']),
  ...says('cart', async (page) => { await fill('Coupon code', 'SAVE10')(page); await button('Apply')(page); }, becomes({ coupon: 'SAVE10', applied: 'SAVE10', total: '£132.30', status: 'Coupon SAVE10 applied' }), ['apply the coupon code SAVE10']),
  ...says('coupon', button('Apply'), becomes({ applied: 'FREESHIP', status: 'Coupon FREESHIP applied' }), ['click Apply']),
  ...says('cart', async (page) => { await page.getByRole('checkbox', { name: /gift wrapping/ }).check(); }, becomes({ giftWrap: true, total: '£151.00' }), ['tick Add gift wrapping']),
  ...says('cart', async (page) => { await page.getByRole('link', { name: 'Continue shopping' }).click(); }, becomes({ hash: '#shop' }), ['click Continue shopping']),

  // Moving through the wizard.
  ...says('cart', button('Next'), becomes(STEP(2)), ['click Next']),
  ...says('cart', tab('Shipping'), becomes(STEP(2)), ['go to the Shipping tab']),
  ...says('cart', tab('Review'), becomes({ status: 'Finish the Shipping step first' }), ['click Review in the progress steps']),
  ...says('shipping', button('Back'), becomes(STEP(1)), ['go back to the cart']),
  ...says('shipping-filled', button('Next'), becomes(STEP(3)), ['continue to payment']),
  ...says('payment', button('Back'), becomes(STEP(2)), ['go back to the shipping step']),
  ...says('payment', tab('Cart'), becomes(STEP(1)), ['click the Cart step']),
  ...says('payment-filled', button('Next'), becomes(STEP(4)), ['proceed to the review step']),
  ...says('review', button('Back'), becomes(STEP(3)), ['click Back']),

  // Shipping details.
  ...says('shipping', fill('Full name', 'Jane Doe'), becomes({ shipping: { name: 'Jane Doe' } }), ['type Jane Doe into Full name']),
  ...says('shipping', fill('Email', 'jane.doe@example.com'), becomes({ shipping: { email: 'jane.doe@example.com' } }), ['fill in the email address with jane.doe@example.com']),
  ...says('shipping', fill('Street address', '12 Harbour Street'), becomes({ shipping: { street: '12 Harbour Street' } }), ['enter 12 Harbour Street as the street address']),
  ...says('shipping', fill('City', 'Bristol'), becomes({ shipping: { city: 'Bristol' } }), ['set the city to Bristol']),
  ...says('shipping', fill('Postcode', 'BS1 4DJ'), becomes({ shipping: { postcode: 'BS1 4DJ' } }), ['put BS1 4DJ in the postcode box']),
  ...says('shipping', async (page) => { await page.getByLabel('Country').selectOption('DE'); }, becomes({ shipping: { country: 'DE' } }), ['choose Germany as the country']),
  ...says('shipping', radio(/^Express/), becomes({ delivery: 'express', total: '£153.95' }), ['select Express delivery']),
  ...says('shipping', button('Next'), becomes({
    errors: { name: 'Enter your full name', email: 'Enter your email address', street: 'Enter your street address', city: 'Enter your city', postcode: 'Enter your postcode' },
    status: 'Please fix 5 fields',
  }), ['press Next']),

  // Payment.
  ...says('payment', radio(/^PayPal/), becomes({ payment: { method: 'paypal' } }), ['choose PayPal as the payment method']),
  ...says('payment', fill('Card number', '4242 4242 4242 4242'), becomes({ payment: { number: '4242 4242 4242 4242' } }), ['enter the card number 4242 4242 4242 4242']),
  ...says('payment', fill('Name on card', 'Jane Doe'), becomes({ payment: { holder: 'Jane Doe' } }), ['fill Name on card with Jane Doe']),
  ...says('payment', fill('Expiry date (MM/YY)', '12/28'), becomes({ payment: { expiry: '12/28' } }), ['set the expiry date to 12/28']),
  ...says('payment', fill('Security code (CVC)', '123'), becomes({ payment: { cvc: '123' } }), ['type 123 in the security code field']),
  ...says('payment', async (page) => { await page.getByRole('checkbox', { name: /Billing address/ }).uncheck(); }, becomes({ sameBilling: false }), ['untick Billing address is the same as shipping']),
  ...says('payment', button('Next'), becomes({
    errors: { 'card-number': 'Enter a valid card number', holder: 'Enter the name on the card', expiry: 'Enter the expiry date as MM/YY', cvc: 'Enter the 3 or 4 digit security code' },
    status: 'Please fix 4 fields',
  }), ['click Next']),

  // Review.
  ...says('review', async (page) => { await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check(); }, becomes({ terms: true }), ['tick I agree to the terms and conditions']),
  ...says('review', button('Place order'), becomes({ errors: { terms: 'You must agree to the terms and conditions' }, status: 'Please agree to the terms and conditions' }), ['click Place order']),
  ...says('agreed', button('Place order'), becomes({ placed: 'FS-10428', status: 'Order FS-10428 placed' }), ['place the order']),
  ...says('review', edit('Delivery'), becomes(STEP(2)), ['edit the delivery details']),
  ...says('review', edit('Payment'), becomes(STEP(3)), ['click Edit next to Payment']),
  ...says('review', fill('Order notes (optional)', 'Please leave at the back door'), becomes({ notes: 'Please leave at the back door' }), ['write "Please leave at the back door" in the order notes']),

  // Ambiguous: three Remove buttons; two address fields; three Edit buttons.
  ...asks('cart', ['click Remove']),
  ...asks('shipping', ['type Flat 3 into the address field']),
  ...asks('review', ['click Edit']),

  // Finding things.
  ...finds('cart', '#coupon', ['find the coupon code field']),
  ...finds('shipping', 'input[name=delivery][value=express], label:has(> input[name=delivery][value=express])', ['find the Express delivery option']),
  ...finds('review', '#place-order', ['find the Place order button']),
];

export const BS_STEPPER: RealApp = { name: 'bs-stepper', steps: BS_STEPPER_STEPS, prepare, state };
