/**
 * Steps for a booking form of three widget libraries (test/offline/apps/booking/: from the npm packages
 * `choices.js` 11.2.4, `flatpickr` 4.6.13 and `sweetalert2` 11.26.25, all MIT, on a host page of ours,
 * `index.html`, each widget set up the way its documentation shows, since none ships a demo page):
 * two plain text fields, a searchable single select (Hotel), a single select without search (Room),
 * a multiple select with remove buttons (Extras), a tag input (Other guests), two date pickers
 * (Check-in, Check-out, "today" fixed at 10 March 2027), a time picker (Arrival time), and
 * SweetAlert2 dialogs: the booking's confirm, success and error alerts, a textarea prompt (Add a
 * note), a text prompt with a validator (Apply promo code), a warning confirm (Clear form).
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (every field's value, which dropdown, calendar and
 * dialog is open, the calendar's month, the dialog's input and message, the Note, Promo and "Last
 * action" lines) with the state the step started from, with only the asked-for change: any other
 * action leaves a difference.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Picker {
  isOpen: boolean;
  currentMonth: number;
  currentYear: number;
}
interface SwalGlobal {
  isVisible(): boolean;
  getTitle(): HTMLElement | null;
  getInput(): HTMLInputElement | null;
  getValidationMessage(): HTMLElement | null;
}

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { booking: Record<'checkin' | 'checkout' | 'arrival', Picker>; Swal: SwalGlobal };
    const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
    const selected = (id: string) => Array.from((document.getElementById(id) as HTMLSelectElement).selectedOptions).map((o) => o.value);
    const text = (id: string) => (document.getElementById(id)?.textContent ?? '').trim();
    const pickers = (['checkin', 'checkout', 'arrival'] as const).filter((k) => w.booking[k].isOpen);
    const shown = (el: HTMLElement | null) => (el && getComputedStyle(el).display !== 'none' ? (el.textContent ?? '').trim() : '');
    return {
      guestName: value('guestName'),
      guestEmail: value('guestEmail'),
      hotel: selected('hotel'),
      room: selected('room'),
      extras: selected('extras'),
      guests: value('guests'),
      checkin: value('checkin'),
      checkout: value('checkout'),
      arrival: value('arrival'),
      // Which Choices dropdown is open, and what its search box holds.
      dropdowns: Array.from(document.querySelectorAll('.choices.is-open')).map((c) => c.querySelector('select, input:not(.choices__input--cloned)')?.id ?? '?'),
      searches: Array.from(document.querySelectorAll<HTMLInputElement>('.choices__input--cloned')).map((i) => i.value),
      calendar: pickers.map((k) => `${k} ${w.booking[k].currentYear}-${w.booking[k].currentMonth + 1}`),
      dialog: w.Swal.isVisible() ? (w.Swal.getTitle()?.textContent ?? '') : '',
      dialogInput: w.Swal.isVisible() ? (w.Swal.getInput()?.value ?? '') : '',
      dialogMessage: w.Swal.isVisible() ? shown(w.Swal.getValidationMessage()) : '',
      log: text('log'),
      note: text('note'),
      promo: text('promoLine'),
    };
  });
type State = Awaited<ReturnType<typeof read>>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared: State | undefined;

const choices = (page: Page, id: string) => page.locator('.choices').filter({ has: page.locator(`#${id}`) });
const dialog = (page: Page) => page.locator('.swal2-popup');
const day = (page: Page, label: string) => page.locator(`.flatpickr-calendar.open .flatpickr-day[aria-label="${label}"]`);
const settled = (page: Page) => expect(page.locator('.swal2-popup.swal2-show')).toBeVisible().then(() => page.waitForFunction(() => !document.querySelector('.swal2-popup')?.getAnimations().some((a) => a.playState === 'running'), undefined, { timeout: 5_000 }));

const SETUPS = ['form', 'hotel-open', 'extras-two', 'guests-two', 'checkin-open', 'filled', 'confirm-open', 'error-open', 'note-open', 'promo-open', 'clear-open'];

async function choose(page: Page, id: string, option: string) {
  await choices(page, id).click();
  await choices(page, id).locator('.choices__list--dropdown').getByRole('option', { name: option, exact: true }).click();
}
async function pickDate(page: Page, field: string, label: string) {
  await page.getByLabel(field, { exact: true }).click();
  await day(page, label).click();
}
async function fillForm(page: Page) {
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await choose(page, 'hotel', 'Prague – Old Town');
  await page.keyboard.press('Escape');
  await pickDate(page, 'Check-in', 'March 14, 2027');
  await pickDate(page, 'Check-out', 'March 18, 2027');
}

async function prepare(page: Page, origin: string, setup: string) {
  if (!SETUPS.includes(setup)) throw new Error(`no booking setup ${setup}`);
  await page.goto(`${origin}/booking/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await page.waitForFunction(() => 'booking' in window && 'Swal' in window, undefined, { timeout: LOAD_MS });
  if (setup === 'hotel-open') {
    await choices(page, 'hotel').click();
    await expect(choices(page, 'hotel')).toHaveClass(/is-open/);
  }
  if (setup === 'extras-two') {
    await choose(page, 'extras', 'Parking');
    await page.keyboard.press('Escape');
    await expect.poll(() => read(page).then((s) => s.extras)).toEqual(['breakfast', 'parking']);
  }
  if (setup === 'guests-two') {
    const box = choices(page, 'guests').locator('input.choices__input--cloned');
    for (const name of ['Tom Baker', 'Sara Kim']) {
      await box.fill(name);
      await box.press('Enter');
    }
    await expect.poll(() => read(page).then((s) => s.guests)).toBe('Tom Baker,Sara Kim');
  }
  if (setup === 'checkin-open') {
    await page.getByLabel('Check-in').click();
    await expect(page.locator('.flatpickr-calendar.open')).toBeVisible();
  }
  if (['filled', 'confirm-open', 'clear-open'].includes(setup)) await fillForm(page);
  if (setup === 'confirm-open') await page.getByRole('button', { name: 'Book now' }).click();
  if (setup === 'error-open') await page.getByRole('button', { name: 'Book now' }).click();
  if (setup === 'note-open') await page.getByRole('button', { name: 'Add a note' }).click();
  if (setup === 'promo-open') await page.getByRole('button', { name: 'Apply promo code' }).click();
  if (setup === 'clear-open') await page.getByRole('button', { name: 'Clear form' }).click();
  if (['confirm-open', 'error-open', 'note-open', 'promo-open', 'clear-open'].includes(setup)) await settled(page);
  await page.mouse.move(0, 0);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

/** The page as the step found it, with these changes only. */
const becomes = (changes: Partial<State>) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const want = { ...prepared, ...changes };
  await expect.poll(() => read(page), { timeout: 3_000 }).toEqual(want);
};

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).click();
const steps = (...refs: ((page: Page) => Promise<unknown>)[]) => async (page: Page) => {
  for (const ref of refs) await ref(page);
};
const inDialog = (name: string) => (page: Page) => dialog(page).getByRole('button', { name, exact: true }).click();
const removeItem = (id: string, name: string) => (page: Page) => choices(page, id).getByRole('button', { name: `Remove item: ${name}` }).click();

export const BOOKING_STEPS: AppStep[] = [
  // Plain fields.
  ...says('form', (page) => page.getByLabel('Full name').fill('Ada Lovelace'), becomes({ guestName: 'Ada Lovelace' }), ['fill Full name with Ada Lovelace']),
  ...says('form', (page) => page.getByLabel('Email').fill('ada@example.com'), becomes({ guestEmail: 'ada@example.com' }), ['enter ada@example.com as the email']),

  // The Hotel select (searchable) and the Room select.
  ...says('form', (page) => choose(page, 'hotel', 'Prague – Old Town'), becomes({ hotel: ['prague'] }), [
    'choose Prague – Old Town as the hotel',
    'select "Prague – Old Town" from the Hotel dropdown',
  ]),
  ...says('form', (page) => choices(page, 'hotel').click(), becomes({ dropdowns: ['hotel'] }), ['open the Hotel dropdown']),
  ...says('hotel-open', async (page) => {
    await choices(page, 'hotel').locator('input.choices__input--cloned').fill('Sev');
    await choices(page, 'hotel').locator('.choices__list--dropdown').getByRole('option', { name: 'Seville – Cathedral Garden' }).click();
  }, becomes({ hotel: ['seville'], dropdowns: [] }), ['type Sev in the hotel search and pick Seville – Cathedral Garden']),
  ...says('hotel-open', (page) => choices(page, 'hotel').locator('.choices__list--dropdown').getByRole('option', { name: 'Krakow – Market Square' }).click(), becomes({ hotel: ['krakow'], dropdowns: [] }), [
    'click Krakow – Market Square',
  ]),
  ...says('hotel-open', (page) => page.keyboard.press('Escape'), becomes({ dropdowns: [] }), ['close the hotel list']),
  ...says('form', (page) => choose(page, 'room', 'Suite'), becomes({ room: ['suite'] }), ['change the room to Suite']),
  ...says('form', (page) => choose(page, 'room', 'Family room'), becomes({ room: ['family'] }), ['choose Family room']),

  // Extras (a multiple select) and Other guests (tags).
  ...says('form', steps((page) => choose(page, 'extras', 'Parking'), (page) => page.keyboard.press('Escape')), becomes({ extras: ['breakfast', 'parking'] }), [
    'add Parking to the extras',
  ]),
  ...says('form', removeItem('extras', 'Breakfast'), becomes({ extras: [] }), ['remove Breakfast from the extras']),
  ...says('extras-two', removeItem('extras', 'Parking'), becomes({ extras: ['breakfast'] }), ['remove Parking']),
  ...says('form', steps(
    (page) => choose(page, 'extras', 'Airport pickup'),
    (page) => choices(page, 'extras').locator('.choices__list--dropdown').getByRole('option', { name: 'Spa access', exact: true }).click(),
    (page) => page.keyboard.press('Escape'),
  ), becomes({
    extras: ['breakfast', 'airport-pickup', 'spa'],
  }), ['add Airport pickup and Spa access to the extras']),
  ...says('form', async (page) => {
    const box = choices(page, 'guests').locator('input.choices__input--cloned');
    await box.fill('Tom Baker');
    await box.press('Enter');
  }, becomes({ guests: 'Tom Baker' }), ['add Tom Baker as another guest']),
  ...says('guests-two', removeItem('guests', 'Sara Kim'), becomes({ guests: 'Tom Baker' }), ['remove Sara Kim from the other guests']),

  // Dates and time.
  ...says('form', (page) => pickDate(page, 'Check-in', 'March 14, 2027'), becomes({ checkin: '2027-03-14' }), [
    'set the check-in date to 14 March 2027',
    'pick March 14, 2027 as the check-in date',
  ]),
  ...says('form', (page) => pickDate(page, 'Check-out', 'March 18, 2027'), becomes({ checkout: '2027-03-18' }), ['choose 18 March 2027 for check-out']),
  ...says('form', (page) => page.getByLabel('Check-in').click(), becomes({ calendar: ['checkin 2027-3'] }), ['open the Check-in calendar']),
  ...says('checkin-open', (page) => page.locator('.flatpickr-calendar.open .flatpickr-next-month').click(), becomes({ calendar: ['checkin 2027-4'] }), [
    'go to the next month',
    'show April in the calendar',
  ]),
  ...says('checkin-open', (page) => day(page, 'March 20, 2027').click(), becomes({ checkin: '2027-03-20', calendar: [] }), ['click the 20th']),
  ...says('checkin-open', (page) => page.keyboard.press('Escape'), becomes({ calendar: [] }), ['close the calendar']),
  ...says('form', async (page) => {
    await page.getByLabel('Arrival time').click();
    await page.locator('.flatpickr-calendar.open').getByLabel('Hour').fill('18');
    await page.locator('.flatpickr-calendar.open').getByLabel('Hour').press('Enter');
  }, becomes({ arrival: '18:00', calendar: [] }), ['set Arrival time to 18:00']),

  // The booking's dialogs.
  ...says('form', button('Book now'), becomes({ dialog: 'Missing details' }), ['click Book now']),
  ...says('filled', button('Book now'), becomes({ dialog: 'Confirm your booking?' }), ['book the room']),
  ...says('confirm-open', inDialog('Yes, book it'), becomes({ dialog: 'Booked!', log: 'Last action: booked Prague – Old Town for Ada Lovelace' }), ['confirm the booking']),
  ...says('confirm-open', inDialog('Go back'), becomes({ dialog: '', log: 'Last action: booking not confirmed' }), ['go back to the form']),
  ...says('error-open', inDialog('OK'), becomes({ dialog: '' }), ['click OK', 'dismiss the error']),

  // Add a note; Apply promo code; Clear form.
  ...says('form', button('Add a note'), becomes({ dialog: 'Add a note' }), ['add a note']),
  ...says('note-open', (page) => dialog(page).getByLabel('Note for the hotel').fill('Arriving late, around 23:00'), becomes({ dialogInput: 'Arriving late, around 23:00' }), [
    'type "Arriving late, around 23:00" in the note',
  ]),
  ...says('note-open', steps((page) => dialog(page).getByLabel('Note for the hotel').fill('Quiet room please'), inDialog('Save note')), becomes({ dialog: '', note: 'Note: Quiet room please' }), [
    'write "Quiet room please" as the note and save it',
  ]),
  ...says('note-open', inDialog('Close this dialog'), becomes({ dialog: '' }), ['close the dialog']),
  ...says('promo-open', steps((page) => dialog(page).getByLabel('Promo code').fill('SPRING10'), inDialog('Apply')), becomes({ dialog: '', promo: 'Promo: SPRING10 (10% off)' }), [
    'enter SPRING10 and click Apply',
  ]),
  ...says('promo-open', inDialog('Apply'), becomes({ dialogMessage: 'Please enter a code' }), ['click Apply without a code']),
  ...says('filled', button('Clear form'), becomes({ dialog: 'Clear the whole form?' }), ['clear the form']),
  ...says('clear-open', inDialog('Yes, clear it'), becomes({
    dialog: '',
    guestName: '',
    hotel: [''],
    extras: [],
    checkin: '',
    checkout: '',
    log: 'Last action: form cleared',
  }), ['yes, clear it']),
  ...says('clear-open', inDialog('Keep it'), becomes({ dialog: '' }), ['keep the form']),

  // Ambiguous: two date fields; two extras chosen.
  ...asks('form', ['open the calendar', 'set the date to 14 March 2027']),
  ...asks('extras-two', ['remove the extra']),

  // Finding things.
  ...finds('form', '#checkout', ['find the Check-out field']),
  ...finds('form', '#bookNow', ['find the Book now button']),
];

export const BOOKING: RealApp = { name: 'booking', steps: BOOKING_STEPS, prepare, state };
