/**
 * Steps for Bootstrap 5.3.9 (test/offline/apps/bootstrap/: the CSS and JS bundle from the npm package
 * `bootstrap`, MIT, on a host page of ours, `index.html`, built from the component markup of
 * Bootstrap's documentation, since the package ships no demo page): a navbar with an Account
 * dropdown and a search form, a dismissible alert, an offcanvas of filters, a modal with a form,
 * a toast, a collapse, tabs and pills, an accordion, an actionable list group, pagination,
 * floating-label fields, switches (one disabled), a range, radio and checkbox button groups.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (what is open, the active tab, pill, mailbox and page,
 * every field, the customers, the "Last action" line) with the state the step started from, with
 * only the asked-for change: any other action leaves a difference.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => {
    const shown = (sel: string) => document.querySelector(sel)?.classList.contains('show') ?? false;
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const fields: Record<string, string | boolean> = {};
    for (const el of Array.from(document.querySelectorAll<HTMLInputElement>('input, select, textarea'))) {
      fields[el.id] = el.type === 'checkbox' || el.type === 'radio' ? el.checked : el.value;
    }
    return {
      menu: shown('#accountMenu'),
      filters: shown('#filters'),
      modal: shown('#customerModal'),
      toast: shown('#savedToast'),
      details: shown('#orderDetails'),
      alert: document.getElementById('trialAlert') !== null,
      faq: Array.from(document.querySelectorAll('#faq .accordion-collapse.show')).map((e) => e.id),
      tab: text(document.querySelector('#productTabs .nav-link.active')),
      pill: text(document.querySelector('#pricingPills .nav-link.active')),
      mailbox: Array.from(document.querySelectorAll('#mailboxes .active')).map((e) => text(e)),
      page: text(document.querySelector('#pager .page-item.active')),
      nameInvalid: document.getElementById('custName')?.classList.contains('is-invalid') ?? false,
      customers: Array.from(document.querySelectorAll('#customers li')).map((e) => text(e)),
      log: text(document.getElementById('log')),
      fields,
    };
  });
type State = Awaited<ReturnType<typeof read>>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared: State | undefined;

const SETUPS = ['page', 'menu-open', 'filters-open', 'modal-open', 'modal-filled', 'toast-shown', 'address-filled'];

async function prepare(page: Page, origin: string, setup: string) {
  if (!SETUPS.includes(setup)) throw new Error(`no Bootstrap setup ${setup}`);
  await page.goto(`${origin}/bootstrap/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await page.waitForFunction(() => 'bootstrap' in window, undefined, { timeout: LOAD_MS });
  if (setup === 'menu-open') {
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.locator('#accountMenu')).toBeVisible();
  }
  if (setup === 'filters-open') {
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.locator('#filters.show:not(.showing)')).toBeVisible();
  }
  if (setup === 'modal-open' || setup === 'modal-filled') {
    await page.getByRole('button', { name: 'Add customer' }).click();
    await expect(page.locator('#customerModal.show')).toBeVisible();
    await expect.poll(() => page.locator('#customerModal').evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
    await expect.poll(() => page.locator('#customerModal .modal-dialog').evaluate((e) => getComputedStyle(e).transform)).toBe('none');
  }
  if (setup === 'modal-filled') {
    await page.locator('#custName').fill('Grace Hopper');
    await page.locator('#custEmail').fill('grace@example.com');
    await page.locator('#custPlan').selectOption('pro');
  }
  if (setup === 'toast-shown') {
    await page.getByRole('button', { name: 'Show notification' }).click();
    await expect(page.locator('#savedToast.show:not(.showing)')).toBeVisible();
  }
  if (setup === 'address-filled') {
    await page.locator('#shipName').fill('Ada Lovelace');
    await page.locator('#shipEmail').fill('ada@example.com');
    await page.locator('#shipCity').fill('Paris');
    await page.locator('#shipCountry').selectOption('fr');
  }
  if (setup === 'page') await page.locator('h2').first().click();
  await page.mouse.move(0, 0);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

type Changes = Partial<Omit<State, 'fields'>> & { fields?: Record<string, string | boolean> };

/** The page as the step found it, with these changes only. */
const becomes = (changes: Changes) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const want = { ...prepared, ...changes, fields: { ...prepared.fields, ...changes.fields } };
  await expect.poll(() => read(page), { timeout: 3_000 }).toEqual(want);
};
const fields = (f: Record<string, string | boolean>) => becomes({ fields: f });

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).click();
const fill = (selector: string, value: string) => (page: Page) => page.locator(selector).fill(value);
const check = (selector: string, on = true) => (page: Page) => page.locator(selector).setChecked(on);
const label = (selector: string) => (page: Page) => page.locator(`label[for="${selector}"]`).click();
const steps = (...refs: ((page: Page) => Promise<unknown>)[]) => async (page: Page) => {
  for (const ref of refs) await ref(page);
};

export const BOOTSTRAP_STEPS: AppStep[] = [
  // The navbar.
  ...says('page', button('Account'), becomes({ menu: true }), ['open the Account menu', 'click Account in the navbar']),
  ...says('menu-open', (page) => page.getByRole('link', { name: 'Settings' }).click(), becomes({ menu: false, log: 'Menu: Settings' }), ['click Settings']),
  ...says('page', steps(button('Account'), (page) => page.getByRole('link', { name: 'Sign out' }).click()), becomes({ log: 'Menu: Sign out' }), [
    'choose Sign out from the Account menu',
  ]),
  ...says('page', steps(fill('#searchBox', 'lamp'), button('Search')), becomes({ log: 'Searched for: lamp', fields: { searchBox: 'lamp' } }), [
    'search for "lamp"',
  ]),

  // The alert.
  ...says('page', (page) => page.locator('#trialAlert .btn-close').click(), becomes({ alert: false }), ['dismiss the alert']),

  // The offcanvas.
  ...says('page', button('Filters'), becomes({ filters: true }), ['open the filters']),
  ...says('filters-open', check('#fStock'), fields({ fStock: true }), ['check In stock only']),
  ...says('filters-open', async (page) => { await page.locator('#fSort').selectOption('price-asc'); }, fields({ fSort: 'price-asc' }), ['sort by Price: low to high']),
  ...says('filters-open', button('Apply filters'), becomes({ filters: false, log: 'Filters applied: none; sorted by Relevance' }), ['click Apply filters']),
  ...says('filters-open', steps(check('#fSale'), button('Apply filters')), becomes({ filters: false, log: 'Filters applied: on sale; sorted by Relevance', fields: { fSale: true } }), [
    'tick On sale in the Filters panel and apply the filters',
  ]),
  ...says('filters-open', (page) => page.locator('#filters .btn-close').click(), becomes({ filters: false }), ['close the Filters panel']),

  // The modal.
  ...says('page', button('Add customer'), becomes({ modal: true }), ['click Add customer', 'open the New customer dialog']),
  ...says('modal-open', fill('#custName', 'Grace Hopper'), fields({ custName: 'Grace Hopper' }), ['type Grace Hopper in the Name field']),
  ...says('modal-open', fill('#custEmail', 'grace@example.com'), fields({ custEmail: 'grace@example.com' }), [
    'enter grace@example.com as the email in the New customer dialog',
  ]),
  ...says('modal-open', async (page) => { await page.locator('#custPlan').selectOption('team'); }, fields({ custPlan: 'team' }), ['select Team as the plan']),
  ...says('modal-open', button('Save customer'), becomes({ nameInvalid: true }), ['click Save customer']),
  ...says('modal-filled', button('Save customer'), becomes({
    modal: false,
    customers: ['Alan Turing (Free)', 'Margaret Hamilton (Team)', 'Grace Hopper (Pro)'],
    log: 'Customer saved: Grace Hopper',
    fields: { custName: '', custEmail: '', custPlan: 'free' },
  }), ['click Save customer', 'save the customer']),
  ...says('modal-filled', (page) => page.locator('#customerModal .modal-footer').getByRole('button', { name: 'Close' }).click(), becomes({
    modal: false,
    fields: { custName: '', custEmail: '', custPlan: 'free' },
  }), ['close the dialog without saving']),

  // The toast.
  ...says('page', button('Show notification'), becomes({ toast: true }), ['click Show notification']),
  ...says('toast-shown', (page) => page.locator('#savedToast .btn-close').click(), becomes({ toast: false }), ['dismiss the toast']),

  // The collapse.
  ...says('page', button('Show order details'), becomes({ details: true }), ['show the order details']),

  // Tabs and pills.
  ...says('page', (page) => page.getByRole('tab', { name: 'Reviews' }).click(), becomes({ tab: 'Reviews' }), ['open the Reviews tab']),
  ...says('page', (page) => page.getByRole('tab', { name: 'Yearly' }).click(), becomes({ pill: 'Yearly' }), ['switch the pricing to Yearly']),

  // The accordion.
  ...says('page', button('Can I return an item?'), becomes({ faq: ['faqReturns'] }), ['expand "Can I return an item?"']),
  ...says('page', button('Is there a warranty?'), becomes({ faq: ['faqWarranty'] }), ['open the third question in the FAQ']),
  ...says('page', button('How long does shipping take?'), becomes({ faq: [] }), ['collapse the shipping question']),

  // The list group and pagination.
  ...says('page', button('Drafts 2'), becomes({ mailbox: ['Drafts 2'] }), ['select Drafts in the Mailboxes list']),
  ...says('page', button('Archive'), becomes({ mailbox: ['Archive'] }), ['click the last mailbox']),
  ...says('page', (page) => page.getByRole('link', { name: '3', exact: true }).click(), becomes({ page: '3' }), ['go to page 3']),
  ...says('page', (page) => page.getByRole('link', { name: 'Next' }).click(), becomes({ page: '2' }), ['go to the next page of customers']),

  // The floating-label form.
  ...says('page', fill('#shipName', 'Ada Lovelace'), fields({ shipName: 'Ada Lovelace' }), ['fill Full name with Ada Lovelace']),
  ...says('page', async (page) => { await page.locator('#shipCountry').selectOption('de'); }, fields({ shipCountry: 'de' }), ['choose Germany as the country']),
  ...says('address-filled', button('Save address'), becomes({ log: 'Address saved: Paris' }), ['save the address']),

  // Preferences.
  ...says('page', check('#darkMode'), fields({ darkMode: true }), ['turn on Dark mode']),
  ...says('page', fill('#volume', '80'), fields({ volume: '80' }), ['set Volume to 80']),
  ...says('page', label('alignCenter'), fields({ alignLeft: false, alignCenter: true }), ['center the text', 'click Center']),
  ...says('page', steps(label('styleBold'), label('styleItalic')), fields({ styleBold: true, styleItalic: true }), ['toggle Bold and Italic']),

  // Ambiguous: "Save address" and "Save preferences"; two switches that are off; two closed questions.
  ...asks('page', ['click Save', 'turn on the switch', 'expand the FAQ item']),

  // Finding things.
  ...finds('page', '#shipCity', ['find the City field']),
];

export const BOOTSTRAP: RealApp = { name: 'bootstrap', steps: BOOTSTRAP_STEPS, prepare, state };
