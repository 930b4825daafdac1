/**
 * Steps for FilePond 4.32.12 (test/offline/apps/filepond/: the npm package `filepond`, MIT, on a host page
 * of ours, `index.html`, since the package ships no demo page): an expense claim form with two FilePond
 * drop zones (Receipts, Travel documents; each a list of files with a Remove button per file), a title,
 * a trip select, an amount, a "Pay to" radio pair, notes, a confirmation checkbox, Clear receipts / Save
 * draft / Submit claim buttons, and a table of previous claims with a Withdraw button on pending rows.
 * The files uploaded come from the app's own fixtures (test/offline/apps/filepond/fixtures/), named by
 * their path from the repository's root, as a test run from there names them.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (the files in each drop zone, in order; every form
 * field; the error message; the status line; the previous claims' statuses) with the state the step
 * started from, with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Pond {
  getFiles(): { filename: string }[];
}

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => {
    const ponds = (window as unknown as { ponds: Record<'Receipts' | 'Travel documents', Pond> }).ponds;
    const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      receipts: ponds.Receipts.getFiles().map((f) => f.filename),
      documents: ponds['Travel documents'].getFiles().map((f) => f.filename),
      title: value('title'),
      trip: value('trip'),
      amount: value('amount'),
      payTo: (document.querySelector('input[name=payto]:checked') as HTMLInputElement | null)?.value ?? null,
      notes: value('notes'),
      confirmed: (document.getElementById('confirm') as HTMLInputElement).checked,
      message: text(document.getElementById('message')),
      status: text(document.getElementById('status')),
      claims: Array.from(document.querySelectorAll('#claims tr')).map((row) => text((row as HTMLTableRowElement).cells[3])),
    };
  });
type State = Awaited<ReturnType<typeof read>>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared: State | undefined;

const F = 'test/offline/apps/filepond/fixtures/';
const TAXI = 'taxi-receipt.pdf';
const HOTEL = 'hotel-invoice.pdf';
const LUNCH = 'lunch-receipt.png';
const PASS = 'boarding-pass.png';
const TICKET = 'conference-ticket.pdf';
const CSV = 'expenses.csv';

const zone = (page: Page, name: 'Receipts' | 'Travel documents') => page.getByRole('region', { name, exact: true });
const fileInput = (page: Page, name: 'Receipts' | 'Travel documents') => zone(page, name).locator('input[type=file]');
const listed = async (page: Page, name: 'Receipts' | 'Travel documents', files: string[]) => {
  for (const file of files) await expect(zone(page, name).getByRole('group', { name: file, exact: true })).toBeVisible({ timeout: LOAD_MS });
};

async function prepare(page: Page, origin: string, setup: string) {
  await page.goto(`${origin}/filepond/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect(zone(page, 'Receipts').locator('.filepond--root')).toBeVisible({ timeout: LOAD_MS });
  await expect(zone(page, 'Travel documents').locator('.filepond--root')).toBeVisible({ timeout: LOAD_MS });
  const upload = async (name: 'Receipts' | 'Travel documents', files: string[]) => {
    await fileInput(page, name).setInputFiles(files.map((f) => F + f));
    await listed(page, name, files);
  };
  if (setup === 'one-receipt' || setup === 'ready') await upload('Receipts', [TAXI]);
  if (setup === 'three-receipts') {
    await upload('Receipts', [TAXI, HOTEL, LUNCH]);
    await upload('Travel documents', [PASS]);
  }
  if (setup === 'ready' || setup === 'titled') await page.getByLabel('Claim title').fill('Berlin conference, March');
  if (setup === 'ready') await page.getByLabel('Trip').selectOption('Berlin conference');
  if (setup === 'ready' || setup === 'confirmed') await page.getByLabel('I confirm these expenses are business-related').check();
  if (setup === 'filled') {
    await page.getByLabel('Claim title').fill('Lyon visit');
    await page.getByLabel('Total amount (EUR)').fill('412.80');
    await page.getByLabel('Notes').fill('Taxi from the airport');
  }
  if (setup === 'card') await page.getByLabel('Company card').check();
  // The last upload's list animation settles before the state is read.
  await expect.poll(async () => JSON.stringify(await read(page)), { timeout: 5_000 }).toBe(JSON.stringify(await read(page)));
  await page.mouse.move(1270, 700);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

/** The page as the step found it, with these changes only. */
const becomes = (changes: Partial<State>) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const want = { ...prepared, ...changes };
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want).catch(async () => {
    // One line that names what differs (the corpus prints the first lines of a failed check).
    const got = (await read(page)) as Record<string, unknown>;
    const keys = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify((want as Record<string, unknown>)[k]));
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify((want as Record<string, unknown>)[k])}`).join('; ')}`);
  });
};
const added = (zoneName: 'Receipts' | 'Travel documents', files: string[], before: string[] = []) =>
  becomes({ [zoneName === 'Receipts' ? 'receipts' : 'documents']: [...before, ...files], status: `Last action: added ${files.at(-1)} to ${zoneName}` });
const removed = (zoneName: 'Receipts' | 'Travel documents', file: string, left: string[]) =>
  becomes({ [zoneName === 'Receipts' ? 'receipts' : 'documents']: left, status: `Last action: removed ${file} from ${zoneName}` });

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const uploadTo = (name: 'Receipts' | 'Travel documents', files: string[]) => async (page: Page) => {
  await fileInput(page, name).setInputFiles(files.map((f) => F + f));
};
const removeFile = (name: 'Receipts' | 'Travel documents', file: string) => async (page: Page) => {
  await zone(page, name).getByRole('group', { name: file, exact: true }).getByRole('button', { name: 'Remove' }).click();
};
const button = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click();
};
const withdraw = (claim: string) => async (page: Page) => {
  await page.getByRole('row').filter({ hasText: claim }).getByRole('button', { name: 'Withdraw' }).click();
};

export const FILEPOND_STEPS: AppStep[] = [
  // Uploading.
  ...says('home', uploadTo('Receipts', [TAXI]), added('Receipts', [TAXI]), [`upload ${F}${TAXI} to Receipts`]),
  ...says('home', uploadTo('Receipts', [HOTEL]), added('Receipts', [HOTEL]), [`attach ${F}${HOTEL} in the Receipts section`]),
  ...says('one-receipt', uploadTo('Receipts', [LUNCH]), added('Receipts', [LUNCH], [TAXI]), [`add the file ${F}${LUNCH} to the receipts`]),
  ...says('home', uploadTo('Travel documents', [PASS]), added('Travel documents', [PASS]), [`upload ${F}${PASS} as a travel document`]),
  ...says('home', uploadTo('Travel documents', [TICKET]), added('Travel documents', [TICKET]), [`drop ${F}${TICKET} into the Travel documents box`]),
  ...says('home', uploadTo('Receipts', [TAXI, LUNCH]), added('Receipts', [TAXI, LUNCH]), [`upload ${F}${TAXI} and ${F}${LUNCH} to Receipts`]),
  ...says('home', uploadTo('Receipts', [CSV]), added('Receipts', [CSV]), [`choose the file ${F}${CSV} for Receipts`]),
  ...says('three-receipts', uploadTo('Travel documents', [TICKET]), added('Travel documents', [TICKET], [PASS]), [`upload "${F}${TICKET}" to Travel documents`]),
  ...says('home', uploadTo('Receipts', [HOTEL]), added('Receipts', [HOTEL]), [`upload ${F}${HOTEL} using the Browse button in Receipts`]),

  // Removing.
  ...says('three-receipts', removeFile('Receipts', HOTEL), removed('Receipts', HOTEL, [TAXI, LUNCH]), [`remove ${HOTEL}`]),
  ...says('three-receipts', removeFile('Receipts', TAXI), removed('Receipts', TAXI, [HOTEL, LUNCH]), [`remove the file ${TAXI} from Receipts`]),
  ...says('three-receipts', removeFile('Receipts', HOTEL), removed('Receipts', HOTEL, [TAXI, LUNCH]), ['delete the second receipt']),
  ...says('three-receipts', removeFile('Receipts', LUNCH), removed('Receipts', LUNCH, [TAXI, HOTEL]), ['remove the last receipt']),
  ...says('three-receipts', removeFile('Receipts', LUNCH), removed('Receipts', LUNCH, [TAXI, HOTEL]), [`remove ${LUNCH} from the receipts list`]),
  ...says('three-receipts', removeFile('Travel documents', PASS), removed('Travel documents', PASS, []), [`remove ${PASS} from Travel documents`]),
  ...says('three-receipts', button('Clear receipts'), becomes({ receipts: [], status: 'Last action: cleared receipts' }), ['click Clear receipts']),
  ...says('three-receipts', button('Clear receipts'), becomes({ receipts: [], status: 'Last action: cleared receipts' }), ['remove all the receipts']),

  // The form.
  ...says('home', (p) => p.getByLabel('Claim title').fill('Berlin conference, March'), becomes({ title: 'Berlin conference, March' }), [
    'fill Claim title with Berlin conference, March',
  ]),
  ...says('home', (p) => p.getByLabel('Total amount (EUR)').fill('254.30'), becomes({ amount: '254.30' }), ['type 254.30 into the Total amount field']),
  ...says('home', async (p) => void (await p.getByLabel('Trip').selectOption('Client visit Lyon')), becomes({ trip: 'Client visit Lyon' }), [
    'choose Client visit Lyon from the Trip dropdown',
  ]),
  ...says('home', async (p) => void (await p.getByLabel('Trip').selectOption('Team offsite')), becomes({ trip: 'Team offsite' }), ['select Team offsite as the trip']),
  ...says('home', (p) => p.getByLabel('I confirm these expenses are business-related').check(), becomes({ confirmed: true }), [
    'tick I confirm these expenses are business-related',
  ]),
  ...says('home', (p) => p.getByLabel('I confirm these expenses are business-related').check(), becomes({ confirmed: true }), ['check the confirmation box']),
  ...says('confirmed', (p) => p.getByLabel('I confirm these expenses are business-related').uncheck(), becomes({ confirmed: false }), ['uncheck the confirmation']),
  ...says('home', (p) => p.getByLabel('Company card').check(), becomes({ payTo: 'card' }), ['choose Company card under Pay to']),
  ...says('card', (p) => p.getByLabel('Bank account').check(), becomes({ payTo: 'bank' }), ['switch Pay to back to Bank account']),
  ...says('home', (p) => p.getByLabel('Notes').fill('Taxi from the airport'), becomes({ notes: 'Taxi from the airport' }), ['write Taxi from the airport in the notes']),
  ...says('filled', (p) => p.getByLabel('Claim title').fill(''), becomes({ title: '' }), ['clear the Claim title field']),
  ...says('filled', (p) => p.getByLabel('Total amount (EUR)').fill('99'), becomes({ amount: '99' }), ['set the total amount to 99']),

  // Buttons.
  ...says('ready', button('Submit claim'), becomes({ status: 'Last action: claim submitted with 1 receipt' }), ['click Submit claim']),
  ...says('home', button('Submit claim'), becomes({ message: 'Enter a claim title.' }), ['submit the claim']),
  ...says('titled', button('Submit claim'), becomes({ message: 'Add at least one receipt.' }), ['press the Submit claim button']),
  ...says('home', button('Save draft'), becomes({ status: 'Last action: draft saved' }), ['click Save draft']),

  // Previous claims.
  ...says('home', withdraw('Client visit Lyon'), becomes({ claims: ['Withdrawn', 'Pending', 'Paid'], status: 'Last action: withdrew Client visit Lyon' }), [
    'withdraw the Client visit Lyon claim',
  ]),
  ...says('home', withdraw('Team offsite'), becomes({ claims: ['Pending', 'Withdrawn', 'Paid'], status: 'Last action: withdrew Team offsite' }), [
    'click Withdraw in the row for Team offsite',
  ]),
  ...says('home', withdraw('Team offsite'), becomes({ claims: ['Pending', 'Withdrawn', 'Paid'], status: 'Last action: withdrew Team offsite' }), [
    'withdraw the second claim',
  ]),

  // Ambiguous: two drop zones and no zone named; four files listed; two Withdraw buttons.
  ...asks('home', [`upload ${F}${PASS}`]),
  ...asks('three-receipts', ['remove the file']),
  ...asks('home', ['click Withdraw']),

  // Finding things.
  ...finds(
    'home',
    '#receipts-section .filepond--root, #receipts-section .filepond--drop-label, #receipts-section .filepond--drop-label label, #receipts-section input.filepond--browser, #receipts-section .filepond--label-action',
    ['find the Receipts drop zone'],
  ),
  ...finds('three-receipts', '#receipts-section li.filepond--item:nth-child(2) .filepond--action-remove-item', [`find the Remove button for ${HOTEL}`]),
  ...finds('home', '#submit', ['find the Submit claim button']),
];


export const FILEPOND: RealApp = { name: 'filepond', steps: FILEPOND_STEPS, prepare, state };
