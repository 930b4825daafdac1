/**
 * Steps for a CRM's contacts page of ours built on list.js 2.3.1 and sweetalert2 11.26.25 (test/offline/apps/listjs/:
 * the npm packages `list.js` and `sweetalert2`, both MIT): a top menu (Dashboard, Contacts, Deals, Reports links), a
 * toolbar (a "Search contacts" box with a "Clear search" button, a "Filter by status" select, a "Favourites only"
 * checkbox, Export CSV, Add contact), a selection bar ("N selected", Delete selected), a table of 14 contacts, 5 to a
 * page, sorted by name (sort buttons Name, Company, Last contacted in the header; a "Select all contacts on this
 * page" checkbox; each row: a "Select <name>" checkbox, name, company, email, phone, status, last contacted, a
 * Favourite toggle button, Edit and Delete), paging (Previous, Page 1..3, Next, a Rows per page select), a delete
 * confirmation drawn by sweetalert2 ("Delete <name>?" / "Delete N contacts?", Yes, delete / Cancel), an Add/Edit
 * contact dialog (Name, Company, Email, Phone, Status, Notes, Cancel, Save contact, a Close button; Save checks
 * the name and the email) and a status line.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (the app's model: every contact with all its fields and its
 * favourite flag, the names on the page shown in order, the page, the page count, rows per page, the search box,
 * the status filter, favourites only, the sort, the selected contacts, the dialog and every field in it and its
 * errors, the confirmation shown, the status line, and the URL's hash) with the state the step started from,
 * with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Contact { id: string; name: string; company: string; email: string; phone: string; status: string; contacted: string; favourite: boolean; notes: string }
interface Fields { name: string; company: string; email: string; phone: string; status: string; notes: string }
interface State {
  contacts: Contact[];
  shown: string[];
  page: number;
  pages: number;
  perPage: number;
  query: string;
  statusFilter: string;
  favouritesOnly: boolean;
  sort: string;
  selected: string[];
  dialog: { title: string; fields: Fields; errors: string[] } | null;
  confirm: string | null;
  status: string;
  hash: string;
}

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { crm: { read(): object } }).crm.read(), hash: location.hash })) as Promise<State>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared: State | undefined;

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const button = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click();
};
const field = (label: string, value: string) => async (page: Page) => {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).fill(value);
};
const until = async (page: Page, ok: (s: State) => boolean) => {
  await expect.poll(() => read(page).then(ok), { timeout: LOAD_MS }).toBe(true);
};

async function prepare(page: Page, origin: string, setup: string) {
  await page.goto(`${origin}/listjs/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect.poll(() => page.evaluate(() => (window as unknown as { crmReady?: boolean }).crmReady === true), { timeout: LOAD_MS }).toBe(true);
  if (setup === 'page2') {
    await button('Page 2')(page);
    await until(page, (s) => s.page === 2);
  }
  if (setup === 'searched') {
    await page.getByLabel('Search contacts').fill('acme');
    await until(page, (s) => s.shown.length === 2);
  }
  if (setup === 'confirm') {
    await row(page, 'Diego Alvarez').getByRole('button', { name: 'Delete' }).click();
    await until(page, (s) => s.confirm === 'Delete Diego Alvarez?');
    await expect(page.getByRole('button', { name: 'Yes, delete' })).toBeVisible({ timeout: LOAD_MS });
  }
  if (setup === 'selected' || setup === 'selected-confirm') {
    await page.getByRole('checkbox', { name: 'Select Aisha Okafor' }).check();
    await page.getByRole('checkbox', { name: 'Select Ethan Brooks' }).check();
    await until(page, (s) => s.selected.length === 2);
  }
  if (setup === 'selected-confirm') {
    await button('Delete selected')(page);
    await until(page, (s) => s.confirm === 'Delete 2 contacts?');
    await expect(page.getByRole('button', { name: 'Yes, delete' })).toBeVisible({ timeout: LOAD_MS });
  }
  if (setup === 'add' || setup === 'add-filled') {
    await button('Add contact')(page);
    await until(page, (s) => s.dialog?.title === 'Add contact');
  }
  if (setup === 'add-filled') {
    await field('Name', 'Lena Fischer')(page);
    await field('Company', 'Northwind Ltd')(page);
    await field('Email', 'lena.fischer@northwind.example')(page);
  }
  if (setup === 'edit' || setup === 'edit-changed') {
    await row(page, 'Fatima Rahman').getByRole('button', { name: 'Edit' }).click();
    await until(page, (s) => s.dialog?.fields.name === 'Fatima Rahman');
  }
  if (setup === 'edit-changed') await field('Phone', '0117 496 0199')(page);
  await page.mouse.move(1270, 710);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

type Change = Partial<Omit<State, 'contacts' | 'dialog'>> & {
  /** Contacts changed, by name. */
  edit?: Record<string, Partial<Contact>>;
  /** Contacts deleted, by name. */
  remove?: string[];
  /** A contact added at the end. */
  add?: Contact;
  /** The dialog: null (closed), or changes to the one open (its fields merged). */
  dialog?: null | { title?: string; fields?: Partial<Fields>; errors?: string[] };
};

/** The page as the step found it, with these changes only. */
const becomes = (change: Change) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const { edit = {}, remove = [], add, dialog, ...rest } = change;
  const contacts = prepared.contacts.filter((c) => !remove.includes(c.name)).map((c) => ({ ...c, ...edit[c.name] }));
  if (add) contacts.push(add);
  let wantDialog = prepared.dialog;
  if (dialog === null) wantDialog = null;
  else if (dialog) {
    const base = prepared.dialog ?? { title: '', fields: { name: '', company: '', email: '', phone: '', status: 'Lead', notes: '' }, errors: [] };
    wantDialog = { ...base, ...dialog, fields: { ...base.fields, ...dialog.fields } };
  }
  const want = { ...prepared, ...rest, contacts, dialog: wantDialog };
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want).catch(async () => {
    // One line that names what differs (the corpus prints the first lines of a failed check).
    const got = (await read(page)) as unknown as Record<string, unknown>;
    const keys = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify((want as Record<string, unknown>)[k]));
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify((want as Record<string, unknown>)[k])}`).join('; ')}`);
  });
};

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

const PAGE1 = ['Aisha Okafor', 'Diego Alvarez', 'Ethan Brooks', 'Fatima Rahman', 'Grace Mensah'];
const PAGE2 = ['Hannah Kowalski', 'James O\u2019Connor', 'Lukas Novak', 'Marcus Webb', 'Mei Chen'];
const PAGE3 = ['Oliver Grant', 'Priya Nair', 'Sophie Laurent', 'Tom Becker'];
const FATIMA: Fields = { name: 'Fatima Rahman', company: 'Brightpath Studio', email: 'fatima.rahman@brightpath.example', phone: '0117 496 0111', status: 'Customer', notes: '' };
const MARCUS: Fields = { name: 'Marcus Webb', company: 'Acme Tooling', email: 'marcus.webb@acmetooling.example', phone: '0117 496 0103', status: 'Customer', notes: '' };

// --- references ------------------------------------------------------------------------------

const search = (text: string) => async (page: Page) => {
  await page.getByLabel('Search contacts').fill(text);
};
const rowButton = (name: string, label: string) => async (page: Page) => {
  await row(page, name).getByRole('button', { name: label, exact: true }).click();
};
const statusFilter = (value: string) => async (page: Page) => {
  await page.getByLabel('Filter by status').selectOption(value);
};

export const LISTJS_STEPS: AppStep[] = [
  // Searching, filtering, sorting, paging.
  ...says('list', search('acme'), becomes({ query: 'acme', shown: ['Diego Alvarez', 'Marcus Webb'], pages: 1 }), ['search for acme']),
  ...says('list', search('Mei Chen'), becomes({ query: 'Mei Chen', shown: ['Mei Chen'], pages: 1 }), ['search contacts for Mei Chen']),
  ...says('searched', button('Clear search'), becomes({ query: '', shown: PAGE1, pages: 3 }), ['clear the search']),
  ...says('list', button('Company'), becomes({ sort: 'company asc', shown: ['Diego Alvarez', 'Marcus Webb', 'Aisha Okafor', 'Fatima Rahman', 'Oliver Grant'] }), ['sort by company']),
  ...says('list', async (page) => { await page.getByRole('columnheader').getByRole('button', { name: /^Name/ }).click(); }, becomes({ sort: 'name desc', shown: ['Tom Becker', 'Sophie Laurent', 'Priya Nair', 'Oliver Grant', 'Mei Chen'] }), ['click the Name column header']),
  ...says('list', button('Last contacted'), becomes({ sort: 'contacted asc', shown: ['Oliver Grant', 'Diego Alvarez', 'Lukas Novak', 'Hannah Kowalski', 'Ethan Brooks'] }), ['sort the list by last contacted']),
  ...says('list', button('Page 2'), becomes({ page: 2, shown: PAGE2 }), ['go to page 2']),
  ...says('list', button('Next'), becomes({ page: 2, shown: PAGE2 }), ['show the next page']),
  ...says('list', button('Page 3'), becomes({ page: 3, shown: PAGE3 }), ['jump to the last page']),
  ...says('page2', button('Previous'), becomes({ page: 1, shown: PAGE1 }), ['go back to the previous page']),
  ...says('list', async (page) => { await page.getByLabel('Rows per page').selectOption('10'); }, becomes({ perPage: 10, pages: 2, shown: [...PAGE1, ...PAGE2] }), ['show 10 rows per page']),
  ...says('list', statusFilter('Customer'), becomes({ statusFilter: 'Customer', pages: 2, shown: ['Ethan Brooks', 'Fatima Rahman', 'Hannah Kowalski', 'Marcus Webb', 'Mei Chen'] }), ['filter by status: Customer']),
  ...says('list', statusFilter('Churned'), becomes({ statusFilter: 'Churned', pages: 1, shown: ['Diego Alvarez', 'Oliver Grant'] }), ['show only churned contacts']),
  ...says('list', async (page) => { await page.getByRole('checkbox', { name: 'Favourites only' }).check(); }, becomes({ favouritesOnly: true, pages: 1, shown: ['Ethan Brooks', 'Marcus Webb', 'Sophie Laurent'] }), ['tick Favourites only']),

  // Rows.
  ...says('list', rowButton('Grace Mensah', 'Favourite'), becomes({ edit: { 'Grace Mensah': { favourite: true } }, status: 'Grace Mensah added to favourites' }), ['star Grace Mensah']),
  ...says('list', rowButton('Ethan Brooks', 'Favourite'), becomes({ edit: { 'Ethan Brooks': { favourite: false } }, status: 'Ethan Brooks removed from favourites' }), ['remove Ethan Brooks from favourites']),
  ...says('list', async (page) => { await page.getByRole('checkbox', { name: 'Select Aisha Okafor' }).check(); }, becomes({ selected: ['Aisha Okafor'] }), ['select Aisha Okafor']),
  ...says('list', async (page) => { await page.getByRole('checkbox', { name: 'Select Ethan Brooks' }).check(); }, becomes({ selected: ['Ethan Brooks'] }), ['tick the checkbox in the third row']),
  ...says('list', async (page) => { await page.getByRole('checkbox', { name: 'Select all contacts on this page' }).check(); }, becomes({ selected: PAGE1 }), ['select all contacts on this page']),
  ...says('list', rowButton('Fatima Rahman', 'Edit'), becomes({ dialog: { title: 'Edit contact', fields: FATIMA } }), ['edit Fatima Rahman']),
  ...says('page2', rowButton('Marcus Webb', 'Edit'), becomes({ dialog: { title: 'Edit contact', fields: MARCUS } }), ['open Marcus Webb for editing']),
  ...says('list', rowButton('Diego Alvarez', 'Delete'), becomes({ confirm: 'Delete Diego Alvarez?' }), ['delete Diego Alvarez']),
  ...says('list', button('Add contact'), becomes({ dialog: { title: 'Add contact' } }), ['click Add contact']),
  ...says('list', button('Export CSV'), becomes({ status: 'Exported 14 contacts to contacts.csv' }), ['export the contacts to CSV']),
  ...says('list', async (page) => { await page.getByRole('link', { name: 'Deals' }).click(); }, becomes({ hash: '#deals' }), ['open the Deals page from the top menu']),

  // The delete confirmation (sweetalert2).
  ...says('confirm', button('Yes, delete'), becomes({ remove: ['Diego Alvarez'], shown: ['Aisha Okafor', 'Ethan Brooks', 'Fatima Rahman', 'Grace Mensah', 'Hannah Kowalski'], confirm: null, status: 'Deleted Diego Alvarez' }), ['confirm the deletion']),
  ...says('confirm', button('Cancel'), becomes({ confirm: null }), ['click Cancel']),
  ...says('confirm', async (page) => { await page.keyboard.press('Escape'); }, becomes({ confirm: null }), ['press Escape']),

  // Selected contacts (Aisha Okafor and Ethan Brooks).
  ...says('selected', button('Delete selected'), becomes({ confirm: 'Delete 2 contacts?' }), ['delete the selected contacts']),
  ...says('selected-confirm', button('Yes, delete'), becomes({ remove: ['Aisha Okafor', 'Ethan Brooks'], selected: [], shown: ['Diego Alvarez', 'Fatima Rahman', 'Grace Mensah', 'Hannah Kowalski', 'James O\u2019Connor'], confirm: null, status: 'Deleted 2 contacts' }), ['click Yes, delete']),
  ...says('selected', async (page) => { await page.getByRole('checkbox', { name: 'Select Aisha Okafor' }).uncheck(); }, becomes({ selected: ['Ethan Brooks'] }), ['untick Aisha Okafor']),

  // The Add contact dialog.
  ...says('add', field('Name', 'Lena Fischer'), becomes({ dialog: { fields: { name: 'Lena Fischer' } } }), ['enter Lena Fischer as the name']),
  ...says('add', field('Company', 'Northwind Ltd'), becomes({ dialog: { fields: { company: 'Northwind Ltd' } } }), ['type Northwind Ltd into the Company field']),
  ...says('add', field('Email', 'lena.fischer@northwind.example'), becomes({ dialog: { fields: { email: 'lena.fischer@northwind.example' } } }), ['put lena.fischer@northwind.example in the email field']),
  ...says('add', async (page) => { await page.getByRole('dialog').getByLabel('Status').selectOption('Customer'); }, becomes({ dialog: { fields: { status: 'Customer' } } }), ['set the status to Customer']),
  ...says('add', button('Save contact'), becomes({ dialog: { errors: ['Enter a name'] }, status: 'Please fix 1 field' }), ['click Save contact']),
  ...says('add-filled', button('Save contact'), becomes({
    add: { id: '15', name: 'Lena Fischer', company: 'Northwind Ltd', email: 'lena.fischer@northwind.example', phone: '', status: 'Lead', contacted: '2026-11-28', favourite: false, notes: '' },
    dialog: null, status: 'Added Lena Fischer',
  }), ['save the contact']),

  // The Edit contact dialog (Fatima Rahman).
  ...says('edit', field('Phone', '0117 496 0199'), becomes({ dialog: { fields: { phone: '0117 496 0199' } } }), ['change the phone number to 0117 496 0199']),
  ...says('edit', field('Notes', 'Prefers calls after 2pm'), becomes({ dialog: { fields: { notes: 'Prefers calls after 2pm' } } }), ['write "Prefers calls after 2pm" in the notes']),
  ...says('edit', button('Cancel'), becomes({ dialog: null }), ['close the dialog without saving']),
  ...says('edit-changed', button('Save contact'), becomes({ edit: { 'Fatima Rahman': { phone: '0117 496 0199' } }, dialog: null, status: 'Saved Fatima Rahman' }), ['save the changes']),

  // Ambiguous: a Delete and an Edit button on every row; two Acme Tooling contacts shown.
  ...asks('list', ['click Delete']),
  ...asks('list', ['edit the contact']),
  ...asks('searched', ['select the Acme Tooling contact']),

  // Finding things.
  ...finds('list', '#search', ['find the search box']),
  ...finds('list', '#next-page', ['find the Next page button']),
  ...finds('list', 'tbody.list tr[data-id="13"], tbody.list tr[data-id="13"] td.name', ['find the row for Grace Mensah']),
];

export const LISTJS: RealApp = { name: 'listjs', steps: LISTJS_STEPS, prepare, state };
