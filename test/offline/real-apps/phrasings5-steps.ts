/**
 * A sixth step list, the fifth phrasings batch (issue 25), on five of the repo's apps of ours (the settings page,
 * the shop, the issue tracker, the list.js CRM, the team chat): things each app's own steps ask for, said the way
 * other testers say them: other verbs and synonyms, another word order, articles dropped or quotes added,
 * politeness and lead-ins ("please", "could you", "go ahead and", "let's"), questions, possessives ("Fatima's
 * status"), relative clauses ("the issue that is about …", "the contact whose email is …"), goals ("make sure …
 * is on", "get … switched off", "have the issues sorted …"), numbers in words, ordinals ("the second-to-last
 * row"), plurals ("two beanies", "issues 13 and 17"), "X, then Y" pairs, a one-letter typo, capitals and
 * trailing punctuation. Four steps are ambiguous on purpose: the right outcome is a hand-over with the page
 * untouched. Each app runs as `<app>/phrasings5` on the app's own pages and setups (`APPS=phrasings5` runs the
 * five).
 * Blind: written before the resolver was run on them, checked with `REFERENCE=1`, and frozen
 * (test/offline/real-apps-frozen.test.ts).
 *
 * Every check compares the app's whole state (the app's own `state`: its model, what it shows, menus, dialogs,
 * toasts and the URL), read afresh after the step, with the state the step started from, with only the
 * asked-for change: any other action leaves a difference.
 */
import { expect, type Page } from '@playwright/test';
import { says, type AppStep, type RealApp } from './corpus.js';
import { SETTINGS } from './settings-steps.js';
import { SHOP } from './shop-steps.js';
import { TRACKER } from './tracker-steps.js';
import { LISTJS } from './listjs-steps.js';
import { CHAT } from './chat-steps.js';

type State = Record<string, any>;
type Changes = State | ((before: State) => State);

const isObject = (v: unknown): v is State => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` with `patch` laid over it: objects merged key by key, anything else (arrays too) replaced. */
function merge(base: State, patch: State): State {
  const out: State = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = isObject(v) && isObject(base[k]) ? merge(base[k], v) : v;
  return out;
}

/** An app's whole state (its own `state`, parsed), recorded when a step's setup is ready; `becomes` compares the page with it. */
function tracked(app: RealApp) {
  const read = async (page: Page): Promise<State> => JSON.parse(await app.state!(page)) as State;
  let prepared: State | undefined;
  return {
    record: async (page: Page) => {
      prepared = await read(page);
    },
    /** The page as the step found it, with these changes only. */
    becomes: (changes: Changes) => async (page: Page) => {
      if (!prepared) throw new Error('not prepared');
      const want = merge(prepared, typeof changes === 'function' ? changes(prepared) : changes);
      await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want).catch(async () => {
        const got = await read(page);
        const keys = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify(want[k]));
        throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify(want[k])}`).join('; ')}`);
      });
    },
  };
}

const button = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click();
};

// --- the settings page ---------------------------------------------------------------------------

const settings = tracked(SETTINGS);
const sb = settings.becomes;
/** Settings changed (not saved): the save bar shows. */
const setTo = (change: State, extra: State = {}) => sb({ settings: change, dirty: true, saveBar: true, ...extra });
const sw = (name: string) => async (page: Page) => {
  await page.getByRole('switch', { name, exact: true }).click();
};

const SETTINGS_PHRASINGS: AppStep[] = [
  ...says('general', async (page) => { await page.getByRole('tab', { name: 'Appearance', exact: true }).click(); }, sb({ tab: 'Appearance' }), ['could you take me to the Appearance tab?']),
  ...says('notifications', sw('Weekly digest'), setTo({ weeklyDigest: true }), ['Go ahead and turn the Weekly Digest on.']),
  ...says('notifications', sw('Push notifications'), setTo({ pushNotifications: true }), ['make sure push notifications are enabled']),
  ...says('notifications', sw('Email notifications'), setTo({ emailNotifications: false }), ['get email notifications switched off']),
  ...says('general', async (page) => { await page.getByRole('radio', { name: 'Monday', exact: true }).click(); }, setTo({ weekStart: 'Monday' }), ["let's have the week begin on monday"]),
  ...says('general', async (page) => { await page.getByLabel('Display name').fill('Dana W.'); }, setTo({ displayName: 'Dana W.' }), ['please put "Dana W." as my display name']),
  ...says('general', async (page) => { await page.getByLabel('Language').selectOption('de'); }, setTo({ language: 'de' }), ['switch the languge to Deutsch']),
  ...says('notifications', async (page) => { await page.locator('#channels tr[data-event="mentions"] input[data-channel="sms"]').click(); }, setTo({ channels: { mentions: { sms: true } } }), [
    'make sure mentions also reach me by SMS',
  ]),
  ...says('appearance', button('☾ Dark'), setTo({ theme: 'dark' }), ['DARK MODE PLEASE']),
  ...says('appearance', async (page) => {
    await page.getByTitle('Larger text', { exact: true }).click();
    await page.getByTitle('Larger text', { exact: true }).click();
  }, setTo({ fontSize: 16 }), ['make the text two steps larger']),
  ...says('dirty', button('Save changes'), sb((b) => ({ saved: b.settings, dirty: false, saveBar: false, status: 'Settings saved' })), ['go ahead and save everything']),
  ...says('privacy', async (page) => {
    await page.locator('#sessions tbody tr').filter({ has: page.getByRole('cell', { name: 'Firefox on Windows' }) }).getByRole('button', { name: 'Session options' }).click();
  }, sb({ menu: 'Firefox on Windows' }), ["open the Firefox on Windows session's options"]),
  // Ambiguous: nothing says which switch.
  ...says('notifications', async () => undefined, sb({}), ['switch it off']),
];

// --- the shop ------------------------------------------------------------------------------------

const shop = tracked(SHOP);
const pb = shop.becomes;
// The catalogue in the page's featured order: what the filters and sorts must show.
const PRODUCTS = [
  { name: 'Ridgeline Rain Jacket', category: 'Jackets', price: 89, colour: 'Blue', stock: true },
  { name: 'Summit Down Jacket', category: 'Jackets', price: 149, colour: 'Black', stock: true },
  { name: 'Breeze Softshell', category: 'Jackets', price: 65, colour: 'Green', stock: false },
  { name: 'Trailrunner Shoes', category: 'Footwear', price: 95, colour: 'Red', stock: true },
  { name: 'Granite Hiking Boots', category: 'Footwear', price: 129, colour: 'Black', stock: true },
  { name: 'Creek Sandals', category: 'Footwear', price: 35, colour: 'Blue', stock: true },
  { name: 'Daypack 22L', category: 'Backpacks', price: 55, colour: 'Green', stock: true },
  { name: 'Expedition Pack 60L', category: 'Backpacks', price: 139, colour: 'Black', stock: false },
  { name: 'Two-Person Tent', category: 'Tents', price: 199, colour: 'Green', stock: true },
  { name: 'Ultralight Tent', category: 'Tents', price: 279, colour: 'Red', stock: true },
  { name: 'Merino Beanie', category: 'Accessories', price: 19, colour: 'Red', stock: true },
  { name: 'Insulated Bottle', category: 'Accessories', price: 25, colour: 'Blue', stock: true },
];
const names = (keep: (p: (typeof PRODUCTS)[number]) => boolean) => PRODUCTS.filter(keep).map((p) => p.name);
const card = (page: Page, name: string) => page.locator('#products .card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const cartLine = (page: Page, name: string) => page.locator('#lines .line').filter({ hasText: name });
// The cart of the `cart` setup: Daypack 22L ×1 (£55), Trailrunner Shoes size 42 ×1 (£95), Merino Beanie ×2 (£38).
const CART = [
  { name: 'Daypack 22L', size: null, qty: 1 },
  { name: 'Trailrunner Shoes', size: '42', qty: 1 },
  { name: 'Merino Beanie', size: null, qty: 2 },
];

const SHOP_PHRASINGS: AppStep[] = [
  ...says('shop', async (page) => { await page.getByLabel('Search').fill('tent'); }, pb({ filters: { query: 'tent' }, shown: ['Two-Person Tent', 'Ultralight Tent'] }), ['Could you look up "tent" for me?']),
  ...says('shop', async (page) => { await page.getByRole('checkbox', { name: /Footwear/ }).check(); }, pb({ filters: { categories: ['Footwear'] }, shown: names((p) => p.category === 'Footwear') }), [
    'I only want to see the footwear',
  ]),
  ...says('shop', async (page) => { await page.getByLabel('Sort by').selectOption('price-asc'); }, pb({ filters: { sort: 'price-asc' }, shown: [...PRODUCTS].sort((a, b) => a.price - b.price).map((p) => p.name) }), [
    'have the products sorted by price, cheapest first',
  ]),
  ...says('shop', async (page) => { await page.getByLabel('In stock only').check(); }, pb({ filters: { inStockOnly: true }, shown: names((p) => p.stock) }), ['make sure only in-stock items show']),
  ...says('shop', async (page) => { await page.getByPlaceholder('Max').fill('100'); }, pb({ filters: { maxPrice: 100 }, shown: names((p) => p.price <= 100) }), ['Set Max price to one hundred.']),
  ...says('shop', async (page) => { await page.getByTitle('Blue', { exact: true }).click(); }, pb({ filters: { colours: ['Blue'] }, shown: names((p) => p.colour === 'Blue') }), ['blue things only, please']),
  ...says('shop', async (page) => {
    await card(page, 'Merino Beanie').getByRole('button', { name: 'Add to cart' }).click();
    await card(page, 'Merino Beanie').getByRole('button', { name: 'Add to cart' }).click();
  }, pb((b) => ({ cart: [{ name: 'Merino Beanie', size: null, qty: 2 }], total: '£42.95', toasts: [...b.toasts, 'Added Merino Beanie to your cart', 'Added Merino Beanie to your cart'] })), [
    "let's put two Merino Beanies in the cart",
  ]),
  ...says('shop', async (page) => { await card(page, 'Merino Beanie').getByRole('button', { name: 'Add to wishlist' }).click(); }, pb((b) => ({
    wishlist: ['Merino Beanie'],
    toasts: [...b.toasts, 'Saved Merino Beanie to your wishlist'],
  })), ['heart the second-to-last product']),
  ...says('shop', async (page) => { await page.getByRole('button', { name: 'List view' }).click(); }, pb({ view: 'list' }), ['switch to the list layout.']),
  ...says('cart', async (page) => { await cartLine(page, 'Merino Beanie').getByRole('button', { name: 'Decrease quantity' }).click(); }, pb({
    cart: CART.map((l) => (l.name === 'Merino Beanie' ? { ...l, qty: 1 } : l)),
    total: '£169.00',
  }), ['drop the beanie quantity to 1']),
  ...says('cart', async (page) => { await cartLine(page, 'Trailrunner Shoes').getByRole('button', { name: 'Remove' }).click(); }, pb((b) => ({
    cart: CART.filter((l) => l.name !== 'Trailrunner Shoes'),
    total: '£97.95',
    toasts: [...b.toasts, 'Removed Trailrunner Shoes from your cart'],
  })), ['take the trail shoes out of my basket']),
  ...says('cart', async (page) => {
    await page.getByPlaceholder('Promo code').fill('SAVE10');
    await page.getByRole('button', { name: 'Apply' }).click();
  }, pb((b) => ({ promo: 'SAVE10', promoField: 'SAVE10', total: '£169.20', toasts: [...b.toasts, 'Promo code SAVE10 applied'] })), ['enter the code SAVE10, then apply it']),
  // Ambiguous: two jackets can be added to the cart (the third is sold out).
  ...says('shop', async () => undefined, pb({}), ['add the jacket to my cart']),
];

// --- the issue tracker ---------------------------------------------------------------------------

const tracker = tracked(TRACKER);
const tb = tracker.becomes;
const issueRow = (page: Page, n: number) => page.locator(`#rows li[data-n="${n}"]`);
const actionsOf = (page: Page, n: number) => issueRow(page, n).getByRole('button', { name: 'Issue actions' });
const menuItem = (name: string) => async (page: Page) => {
  await page.getByRole('menuitem', { name, exact: true }).click();
};
/** Issues changed, by number. */
const issuesWith = (patch: Record<number, State>) => (b: State) => ({ issues: (b.issues as State[]).map((i) => ({ ...i, ...(patch[i.n as number] ?? {}) })) });

const TRACKER_PHRASINGS: AppStep[] = [
  ...says('list', async (page) => { await page.locator('#tab-closed').click(); }, tb({ filters: { state: 'closed' }, shown: [9, 8, 7] }), ["Could you show me what's closed?"]),
  ...says('list', async (page) => { await page.getByLabel('Sort').selectOption('priority'); }, tb({ filters: { sort: 'priority' }, shown: [15, 17, 13, 16, 12, 10, 14, 11] }), [
    'put the most urgent issues first',
  ]),
  ...says('list', async (page) => { await issueRow(page, 12).getByRole('checkbox').check(); }, tb({ selected: [12] }), ['tick the box of the issue that is about the date picker']),
  ...says('list', async (page) => {
    await issueRow(page, 13).getByRole('checkbox').check();
    await issueRow(page, 17).getByRole('checkbox').check();
  }, tb({ selected: [13, 17] }), ['select issues 13 and 17']),
  ...says('labels', async (page) => { await page.getByRole('menuitemcheckbox', { name: 'accessibility' }).click(); }, tb({ filters: { labels: ['accessibility'] }, shown: [12] }), [
    "let's narrow it down to accessibility issues",
  ]),
  ...says('assignee', async (page) => { await page.getByRole('menuitemradio', { name: 'Marco Rossi' }).click(); }, tb({ filters: { assignee: 'Marco Rossi' }, menu: null, shown: [15, 11] }), [
    "Only Marco's issues, please",
  ]),
  ...says('list', button('New issue'), tb({ dialog: true }), ['New issue, please!']),
  ...says('dialog', async (page) => { await page.getByLabel('Title').fill('Broken link in the footer'); }, tb({ draft: { title: 'Broken link in the footer' } }), ["title it 'Broken link in the footer'"]),
  ...says('dialog', async (page) => { await page.getByLabel('High').check(); }, tb({ draft: { priority: 'high' } }), ['mark it as high priority']),
  ...says('list', async (page) => {
    await actionsOf(page, 13).click();
    await menuItem('Close issue')(page);
  }, tb((b) => ({ ...issuesWith({ 13: { state: 'closed' } })(b), shown: [17, 16, 15, 14, 12, 11, 10], toasts: [...b.toasts, 'Closed #13 Search is slow with more than 10k records'] })), [
    'close issue thirteen',
  ]),
  ...says('board', async (page) => { await page.locator('#board .card[data-n="17"] select').selectOption('progress'); }, tb((b) => ({
    ...issuesWith({ 17: { status: 'progress' } })(b),
    toasts: [...b.toasts, 'Moved #17 to In progress'],
  })), ['Move the card about CSV export to in progress.']),
  ...says('issue', async (page) => { await page.getByLabel('Add a comment').fill('Still slow on 2.5'); }, tb({ comment: 'Still slow on 2.5' }), ['Comment: "Still slow on 2.5"']),
  // Ambiguous: nothing is open or chosen that "it" could be; eight issues.
  ...says('list', async () => undefined, tb({}), ['pin it']),
];

// --- the list.js CRM -----------------------------------------------------------------------------

const crm = tracked(LISTJS);
const cb = crm.becomes;
const contactRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const PAGE1 = ['Aisha Okafor', 'Diego Alvarez', 'Ethan Brooks', 'Fatima Rahman', 'Grace Mensah'];
const PAGE3 = ['Oliver Grant', 'Priya Nair', 'Sophie Laurent', 'Tom Becker'];
const contactsWith = (patch: Record<string, State>) => (b: State) => ({ contacts: (b.contacts as State[]).map((c) => ({ ...c, ...(patch[c.name as string] ?? {}) })) });

const LISTJS_PHRASINGS: AppStep[] = [
  ...says('list', async (page) => { await page.getByLabel('Search contacts').fill('Chen'); }, cb({ query: 'Chen', shown: ['Mei Chen'], pages: 1 }), ["search the contacts for 'Chen'"]),
  ...says('list', button('Last contacted'), cb({ sort: 'contacted asc', shown: ['Oliver Grant', 'Diego Alvarez', 'Lukas Novak', 'Hannah Kowalski', 'Ethan Brooks'] }), [
    'order the contacts by when we last contacted them',
  ]),
  ...says('list', button('Page 3'), cb({ page: 3, shown: PAGE3 }), ['Page three, please.']),
  ...says('list', async (page) => { await page.getByLabel('Rows per page').selectOption('10'); }, cb({ perPage: 10, pages: 2, shown: [...PAGE1, 'Hannah Kowalski', 'James O\u2019Connor', 'Lukas Novak', 'Marcus Webb', 'Mei Chen'] }), [
    'I want ten rows on each page',
  ]),
  ...says('list', async (page) => { await page.getByLabel('Filter by status').selectOption('Lead'); }, cb({ statusFilter: 'Lead', pages: 1, shown: ['Aisha Okafor', 'Grace Mensah', 'James O\u2019Connor', 'Lukas Novak', 'Tom Becker'] }), [
    'just the leads',
  ]),
  ...says('list', async (page) => { await contactRow(page, 'Grace Mensah').getByRole('button', { name: 'Favourite', exact: true }).click(); }, cb((b) => ({
    ...contactsWith({ 'Grace Mensah': { favourite: true } })(b),
    status: 'Grace Mensah added to favourites',
  })), ['make Grace Mensah a favourite']),
  ...says('list', async (page) => { await page.getByRole('checkbox', { name: 'Select Aisha Okafor' }).check(); }, cb({ selected: ['Aisha Okafor'] }), ["get Aisha Okafor's checkbox ticked"]),
  ...says('list', async (page) => { await page.getByRole('checkbox', { name: 'Select Fatima Rahman' }).check(); }, cb({ selected: ['Fatima Rahman'] }), ['tick the second-to-last row']),
  ...says('confirm', button('Yes, delete'), cb((b) => ({
    contacts: (b.contacts as State[]).filter((c) => c.name !== 'Diego Alvarez'),
    shown: ['Aisha Okafor', 'Ethan Brooks', 'Fatima Rahman', 'Grace Mensah', 'Hannah Kowalski'],
    confirm: null,
    status: 'Deleted Diego Alvarez',
  })), ['yes, go ahead and delete Diego']),
  ...says('add', async (page) => { await page.getByRole('dialog').getByLabel('Name', { exact: true }).fill('Lena Fischer'); }, cb({ dialog: { fields: { name: 'Lena Fischer' } } }), [
    "the new contact's name is Lena Fischer",
  ]),
  ...says('edit', async (page) => { await page.getByRole('dialog').getByLabel('Status').selectOption('Lead'); }, cb({ dialog: { fields: { status: 'Lead' } } }), ["change Fatima's status to Lead"]),
  ...says('page2', async (page) => { await contactRow(page, 'Marcus Webb').getByRole('button', { name: 'Edit', exact: true }).click(); }, cb({
    dialog: { title: 'Edit contact', fields: { name: 'Marcus Webb', company: 'Acme Tooling', email: 'marcus.webb@acmetooling.example', phone: '0117 496 0103', status: 'Customer', notes: '' }, errors: [] },
  }), ['edit the contact whose email is marcus.webb@acmetooling.example']),
  // Ambiguous: two customers on the page.
  ...says('list', async () => undefined, cb({}), ['star the customer']),
];

// --- the team chat -------------------------------------------------------------------------------

const chat = tracked(CHAT);
const hb = chat.becomes;
const CHAT_PHRASINGS: AppStep[] = [
  ...says('general', async (page) => { await page.locator('#sect-channels').click(); }, hb({ collapsed: { channels: true } }), ['fold up the Channels list']),
  ...says('general', async (page) => { await page.locator('a[data-conv="dm-aiko"]').click(); }, hb((b) => ({
    conv: 'dm-aiko',
    unread: { 'dm-aiko': 0 },
    shown: (b.messages['dm-aiko'] as State[]).map((m) => m.id),
    url: (b.url as string).replace(/#.*$/, '') + '#/dm-aiko',
  })), ["take me to Aiko's DMs, please"]),
  ...says('more2', menuItem('Pin to channel'), hb((b) => ({
    menu: null,
    messages: { general: (b.messages.general as State[]).map((m) => (m.id === 'm2' ? { ...m, pinned: true } : m)) },
    toasts: [...b.toasts, 'Pinned to #general'],
  })), ['Pin that message.']),
  ...says('details', async (page) => { await page.getByRole('tab', { name: 'Notifications' }).click(); }, hb({ details: { tab: 'notif' } }), ['flip over to the Notifications tab']),
  ...says('conv-menu', menuItem('Mute channel'), hb((b) => ({ menu: null, settings: { general: { muted: true } }, toasts: [...b.toasts, 'Muted #general'] })), ['mute #general']),
  ...says('general', async (page) => {
    await page.getByLabel('Message #general').fill('Slides are up');
    await page.getByRole('button', { name: 'Send now' }).click();
  }, hb((b) => ({
    draft: '',
    messages: { general: [...b.messages.general, { id: 'm100', author: 'Jordan Lee', text: 'Slides are up', edited: false, pinned: false, files: [], reactions: {}, replies: [] }] },
    shown: [...b.shown, 'm100'],
  })), ["write 'Slides are up' in the message box, then send it"]),
];

// --- the apps ----------------------------------------------------------------------------------

const withRecord = (app: RealApp, steps: AppStep[], record: (page: Page) => Promise<void>): RealApp => ({
  name: `${app.name}/phrasings5`,
  steps,
  prepare: async (page, origin, setup) => {
    await app.prepare(page, origin, setup);
    await record(page);
  },
  state: app.state,
});

export const PHRASINGS5: RealApp[] = [
  withRecord(SETTINGS, SETTINGS_PHRASINGS, settings.record),
  withRecord(SHOP, SHOP_PHRASINGS, shop.record),
  withRecord(TRACKER, TRACKER_PHRASINGS, tracker.record),
  withRecord(LISTJS, LISTJS_PHRASINGS, crm.record),
  withRecord(CHAT, CHAT_PHRASINGS, chat.record),
];
