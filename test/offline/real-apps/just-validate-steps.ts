/**
 * Steps for JustValidate 4.3.0 (test/offline/apps/just-validate/: the library from the npm package
 * `just-validate`, MIT, on a host page of ours, `index.html`, a sign-up form validated the way the
 * examples on just-validate.dev are, since the package ships no demo page): text, email, password,
 * number fields, a select, a group of checkboxes and a group of radios under legends, a terms
 * checkbox, a Sign up and a reset button; error messages that appear under each field after the
 * first submit and change as the field is edited. A text field and a checkbox are both labelled
 * "Email". Blind: written the way testers write them, before the resolver was run on this app, and
 * frozen (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right
 * outcome is a hand-over with the page untouched.
 */
import { expect, type Page } from '@playwright/test';
import { all, finds, holds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

/** Everything a step could change: the fields, the error messages, the line that says the form was sent. */
async function state(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      fields: Array.from(document.querySelectorAll('input, select, textarea')).map((e) => {
        const c = e as HTMLInputElement;
        return `${c.id}=${c.value}:${c.checked}`;
      }),
      errors: Array.from(document.querySelectorAll('.just-validate-error-label')).map((e) => e.textContent),
      sent: document.getElementById('sent')?.textContent,
      url: location.href,
    }),
  );
}

let prepared = '';

const FILLED = {
  '#name': 'Ada Lovelace',
  '#email': 'ada@example.com',
  '#password': 's3cretpass',
  '#repeat': 's3cretpass',
  '#age': '36',
};

async function prepare(page: Page, origin: string, setup: string) {
  if (!['page', 'errors', 'filled'].includes(setup)) throw new Error(`no JustValidate setup ${setup}`);
  await page.goto(`${origin}/just-validate/index.html?fresh=${Date.now()}`, { waitUntil: 'domcontentloaded', timeout: LOAD_MS });
  await page.waitForFunction(() => 'validator' in window, undefined, { timeout: LOAD_MS });
  if (setup === 'errors') {
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.locator('.just-validate-error-label')).toHaveCount(9);
  }
  if (setup === 'filled') {
    for (const [selector, value] of Object.entries(FILLED)) await page.locator(selector).fill(value);
    await page.locator('#animal').selectOption('cat');
    await page.locator('#channel-email').check();
    await page.locator('#plan-free').check();
    await page.locator('#terms').check();
  }
  await page.locator('h1').click();
  await page.mouse.move(0, 0);
  prepared = await state(page);
}

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const untouched = async (page: Page) => {
  expect(await state(page)).toBe(prepared);
};
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, untouched, phrasings);

// --- checks ----------------------------------------------------------------------------------

const EMPTY = {
  '#name': '',
  '#email': '',
  '#password': '',
  '#repeat': '',
  '#age': '',
  '#animal': [''],
  '#channel-email': false,
  '#channel-sms': false,
  '#channel-phone': false,
  '#plan-free': false,
  '#plan-pro': false,
  '#plan-team': false,
  '#message': '',
  '#terms': false,
};
const FILLED_ALL = { ...EMPTY, ...FILLED, '#animal': ['cat'], '#channel-email': true, '#plan-free': true, '#terms': true };
type Field = keyof typeof EMPTY;
/** Every field of the form: these changed, the rest as on the empty form. */
const fields = (changes: Partial<Record<Field, string | boolean | string[]>>) => holds({ ...EMPTY, ...changes });
/** Every field of the filled form: these changed, the rest as filled. */
const filled = (changes: Partial<Record<Field, string | boolean | string[]>>) => holds({ ...FILLED_ALL, ...changes });
/** The message under a field (or group) says this; '' when it has none. */
const error = (owner: string, text: string | RegExp) => async (page: Page) => {
  const read = () =>
    page.evaluate((owner) => {
      const el = document.querySelector(owner);
      const label = el?.nextElementSibling?.classList.contains('just-validate-error-label') ? el.nextElementSibling : el?.querySelector('.just-validate-error-label');
      return label && (label as HTMLElement).offsetParent !== null ? (label.textContent ?? '') : '';
    }, owner);
  if (typeof text === 'string') await expect.poll(read, { timeout: 3_000 }).toBe(text);
  else await expect.poll(read, { timeout: 3_000 }).toMatch(text);
};

// --- references ------------------------------------------------------------------------------

const fill = (selector: string, value: string) => async (page: Page) => {
  await page.locator(selector).fill(value);
};
const choose = (value: string) => async (page: Page) => {
  await page.locator('#animal').selectOption(value);
};
const check = (selector: string) => async (page: Page) => {
  await page.locator(selector).check();
};

export const JUST_VALIDATE_STEPS: AppStep[] = [
  // Filling the form.
  ...says('page', fill('#name', 'Ada Lovelace'), fields({ '#name': 'Ada Lovelace' }), ['enter "Ada Lovelace" as the full name', 'type Ada Lovelace in Full name']),
  ...says('page', fill('#email', 'ada@example.com'), fields({ '#email': 'ada@example.com' }), [
    'fill Email with ada@example.com',
    'type ada@example.com into the email field',
  ]),
  ...says('page', fill('#password', 's3cretpass'), fields({ '#password': 's3cretpass' }), ['type s3cretpass in Password']),
  ...says('page', fill('#repeat', 's3cretpass'), fields({ '#repeat': 's3cretpass' }), ['repeat the password s3cretpass', 'fill Repeat password with s3cretpass']),
  ...says('page', fill('#age', '30'), fields({ '#age': '30' }), ['set Age to 30', 'enter 30 as the age']),
  ...says('page', choose('dog'), fields({ '#animal': ['dog'] }), ['select Dog as the favourite animal']),
  ...says('page', choose('owl'), fields({ '#animal': ['owl'] }), ['choose Owl in Favourite animal']),
  ...says('page', check('#channel-sms'), fields({ '#channel-sms': true }), ['check SMS']),
  ...says('page', check('#channel-email'), fields({ '#channel-email': true }), ['tick Email under Contact me by']),
  ...says('page', check('#plan-pro'), fields({ '#plan-pro': true }), ['choose the Pro plan']),
  ...says('page', check('#plan-team'), fields({ '#plan-team': true }), ['select Team']),
  ...says('page', check('#terms'), fields({ '#terms': true }), ['agree to the terms', 'check "I agree to the terms and conditions"']),
  ...says('page', fill('#message', 'Call me after 5'), fields({ '#message': 'Call me after 5' }), ['write "Call me after 5" in the message box']),
  ...says('page', async (page) => {
    await fill('#name', 'Ada Lovelace')(page);
    await fill('#email', 'ada@example.com')(page);
  }, fields({ '#name': 'Ada Lovelace', '#email': 'ada@example.com' }), ['fill Full name with Ada Lovelace and Email with ada@example.com']),

  // Sending it.
  ...says('page', (page) => page.getByRole('button', { name: 'Sign up' }).click(), all(error('#email', 'The field is required'), error('#plans', 'Choose a plan'), async (page) => {
    await expect(page.locator('#sent')).toHaveText('');
  }), ['click Sign up', 'submit the form']),
  ...says('filled', (page) => page.getByRole('button', { name: 'Sign up' }).click(), async (page) => {
    await expect(page.locator('#sent')).toHaveText('Account created for ada@example.com', { timeout: 3_000 });
  }, ['click Sign up', 'create the account']),

  // Fixing the errors: the messages follow the fields.
  ...says('errors', fill('#age', '12'), all(holds({ '#age': '12' }), error('#age', /18/)), ['type 12 in Age']),
  ...says('errors', fill('#name', 'Al'), all(holds({ '#name': 'Al' }), error('#name', /3/)), ['fill Full name with Al']),
  ...says('errors', check('#plan-free'), all(holds({ '#plan-free': true }), error('#plans', '')), ['Plan: Free']),
  ...says('errors', check('#terms'), all(holds({ '#terms': true }), error('#terms', '')), ['accept the terms and conditions']),

  // Clearing.
  ...says('filled', (page) => page.getByRole('button', { name: 'Clear form' }).click(), fields({}), ['clear the form', 'click Clear form']),
  ...says('filled', fill('#email', ''), filled({ '#email': '' }), ['clear the email field', 'empty Email']),
  ...says('filled', (page) => page.locator('#terms').uncheck(), filled({ '#terms': false }), ['uncheck the terms']),
  ...says('filled', check('#plan-team'), filled({ '#plan-free': false, '#plan-team': true }), ['switch the plan to Team']),

  // Ambiguous: five checkboxes; six text fields.
  ...asks('page', ['tick the checkbox', 'type 30 in the field']),

  // Finding things.
  ...finds('errors', '#email + .just-validate-error-label', ['find the error message under Email']),
  ...finds('page', 'button[type=submit]', ['find the Sign up button']),
  ...finds('page', '#repeat', ['find the Repeat password field']),
  ...finds('page', '#channel-sms', ['find the SMS checkbox']),
];

export const JUST_VALIDATE: RealApp = { name: 'just-validate', steps: JUST_VALIDATE_STEPS, prepare, state };
