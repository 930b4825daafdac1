/**
 * Steps for a made-up outdoor gear shop's storefront of ours ("Kestrel Outdoor") built on a11y-dialog 8.1.5 (the cart
 * drawer) and toastify-js 1.12.0 (the toasts) (test/offline/apps/shop/: the npm packages, both MIT): a header with a
 * search box (named by aria-label) and an icon-only "Open cart" button with a count badge; a filter sidebar (Category
 * checkboxes whose labels carry a count, a price range of a Minimum price field and a Max field named only by its
 * placeholder, Colour swatches that are aria-pressed buttons named by title only, an In stock only checkbox, a Customer
 * rating radio group drawn with stars, Clear all filters); a toolbar (the result count, a Sort by select, Grid view /
 * List view icon buttons); twelve product cards (name heading, category and colour, price, rating, a heart "Add to
 * wishlist" button on every card, a Size select with no label on the footwear, Add to cart, or a disabled Sold out);
 * and the cart drawer (lines with Decrease / Increase quantity buttons and a Quantity field on every line, Remove, a
 * promo code field named by placeholder only with Apply, the sums, Continue shopping, Checkout, Close cart).
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (the page shown, the filters and sort, the view, the products shown in
 * order, the sizes chosen, the wishlist, the cart lines, whether the cart is open, the promo code applied and typed,
 * the total, every toast shown, the URL) with the state the step started from, with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Filters {
  query: string;
  categories: string[];
  minPrice: number | null;
  maxPrice: number | null;
  colours: string[];
  inStockOnly: boolean;
  rating: string;
  sort: string;
}
interface Line { name: string; size: string | null; qty: number }
interface State {
  page: string;
  filters: Filters;
  view: string;
  shown: string[];
  sizes: Record<string, string>;
  wishlist: string[];
  cart: Line[];
  cartOpen: boolean;
  promo: string | null;
  promoField: string;
  total: string;
  toasts: string[];
  url?: string;
}

const read = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { shop: { read(): object } }).shop.read(), url: location.href })) as Promise<State>;

async function state(page: Page): Promise<string> {
  return JSON.stringify(await read(page));
}

// The catalogue as the page lists it (featured order): what the filters and sort must show.
const PRODUCTS = [
  { name: 'Ridgeline Rain Jacket', category: 'Jackets', price: 89, rating: 4.6, colour: 'Blue', stock: true },
  { name: 'Summit Down Jacket', category: 'Jackets', price: 149, rating: 4.8, colour: 'Black', stock: true },
  { name: 'Breeze Softshell', category: 'Jackets', price: 65, rating: 3.9, colour: 'Green', stock: false },
  { name: 'Trailrunner Shoes', category: 'Footwear', price: 95, rating: 4.4, colour: 'Red', stock: true },
  { name: 'Granite Hiking Boots', category: 'Footwear', price: 129, rating: 4.7, colour: 'Black', stock: true },
  { name: 'Creek Sandals', category: 'Footwear', price: 35, rating: 3.6, colour: 'Blue', stock: true },
  { name: 'Daypack 22L', category: 'Backpacks', price: 55, rating: 4.5, colour: 'Green', stock: true },
  { name: 'Expedition Pack 60L', category: 'Backpacks', price: 139, rating: 4.2, colour: 'Black', stock: false },
  { name: 'Two-Person Tent', category: 'Tents', price: 199, rating: 4.3, colour: 'Green', stock: true },
  { name: 'Ultralight Tent', category: 'Tents', price: 279, rating: 4.9, colour: 'Red', stock: true },
  { name: 'Merino Beanie', category: 'Accessories', price: 19, rating: 4.1, colour: 'Red', stock: true },
  { name: 'Insulated Bottle', category: 'Accessories', price: 25, rating: 4.6, colour: 'Blue', stock: true },
];
const price = (name: string) => PRODUCTS.find((p) => p.name === name)!.price;

function shownFor(f: Filters): string[] {
  const q = f.query.trim().toLowerCase();
  const list = PRODUCTS.filter((p) =>
    (!q || `${p.name} ${p.category}`.toLowerCase().includes(q)) &&
    (!f.categories.length || f.categories.includes(p.category)) &&
    (f.minPrice === null || p.price >= f.minPrice) &&
    (f.maxPrice === null || p.price <= f.maxPrice) &&
    (!f.colours.length || f.colours.includes(p.colour)) &&
    (!f.inStockOnly || p.stock) &&
    (f.rating === 'any' || p.rating >= Number(f.rating)));
  const by: Record<string, (a: typeof PRODUCTS[number], b: typeof PRODUCTS[number]) => number> = {
    featured: () => 0,
    'price-asc': (a, b) => a.price - b.price,
    'price-desc': (a, b) => b.price - a.price,
    rating: (a, b) => b.rating - a.rating,
    name: (a, b) => a.name.localeCompare(b.name),
  };
  return list.slice().sort(by[f.sort]).map((p) => p.name);
}

function totalFor(cart: Line[], promo: string | null): string {
  const subtotal = cart.reduce((n, l) => n + price(l.name) * l.qty, 0);
  const discount = promo === 'SAVE10' ? Math.round(subtotal * 0.1 * 100) / 100 : 0;
  const shipping = subtotal === 0 || subtotal >= 100 ? 0 : 4.95;
  return `£${(Math.round((subtotal - discount + shipping) * 100) / 100).toFixed(2)}`;
}

let prepared: State | undefined;

const until = async (page: Page, ok: (s: State) => boolean) => {
  await expect.poll(() => read(page).then(ok), { timeout: LOAD_MS }).toBe(true);
};
const card = (page: Page, name: string) => page.locator('#products .card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const line = (page: Page, name: string) => page.locator('#lines .line').filter({ hasText: name });

async function prepare(page: Page, origin: string, setup: string) {
  await page.goto(`${origin}/shop/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect.poll(() => page.evaluate(() => (window as unknown as { shopReady?: boolean }).shopReady === true), { timeout: LOAD_MS }).toBe(true);
  if (setup === 'filtered') {
    await page.getByRole('checkbox', { name: /Jackets/ }).check();
    await page.getByLabel('In stock only').check();
    await until(page, (s) => s.filters.categories.length === 1 && s.filters.inStockOnly);
  }
  if (setup === 'sized') {
    await card(page, 'Granite Hiking Boots').locator('select').selectOption('43');
    await until(page, (s) => s.sizes['Granite Hiking Boots'] === '43');
  }
  if (setup === 'cart' || setup === 'promo') {
    await card(page, 'Daypack 22L').getByRole('button', { name: 'Add to cart' }).click();
    await card(page, 'Trailrunner Shoes').locator('select').selectOption('42');
    await card(page, 'Trailrunner Shoes').getByRole('button', { name: 'Add to cart' }).click();
    await card(page, 'Merino Beanie').getByRole('button', { name: 'Add to cart' }).click();
    await card(page, 'Merino Beanie').getByRole('button', { name: 'Add to cart' }).click();
    await until(page, (s) => s.cart.length === 3 && s.cart[2]?.qty === 2);
    // The toasts of those adds go away by themselves (2.5 s) before the step starts.
    await expect.poll(() => page.locator('.toastify').count(), { timeout: LOAD_MS }).toBe(0);
    await page.getByRole('button', { name: 'Open cart' }).click();
    await until(page, (s) => s.cartOpen);
    if (setup === 'promo') {
      await page.getByPlaceholder('Promo code').fill('SAVE10');
      await until(page, (s) => s.promoField === 'SAVE10');
    }
  }
  await page.mouse.move(1270, 710);
  prepared = await read(page);
}

interface Change {
  filters?: Partial<Filters>;
  view?: string;
  sizes?: Record<string, string>;
  wishlist?: string[];
  cart?: Line[];
  cartOpen?: boolean;
  promo?: string | null;
  promoField?: string;
  /** Toasts shown by the step, after the ones before it. */
  toasts?: string[];
  page?: string;
  /** The URL's new ending (a hash). */
  hash?: string;
}

/** The page as the step found it, with these changes only. */
const becomes = (change: Change) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const { filters: f = {}, sizes = {}, toasts = [], hash, ...rest } = change;
  const filters = { ...prepared.filters, ...f };
  const cart = change.cart ?? prepared.cart;
  const promo = change.promo !== undefined ? change.promo : prepared.promo;
  const url = hash ? prepared.url!.replace(/#.*$/, '') + hash : prepared.url;
  const want: State = {
    ...prepared, ...rest, filters, shown: shownFor(filters), sizes: { ...prepared.sizes, ...sizes },
    cart, promo, total: totalFor(cart, promo), toasts: [...prepared.toasts, ...toasts], url,
  };
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want).catch(async () => {
    const got = (await read(page)) as unknown as Record<string, unknown>;
    const keys = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify((want as unknown as Record<string, unknown>)[k]));
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify((want as unknown as Record<string, unknown>)[k])}`).join('; ')}`);
  });
};

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const addToCart = (name: string) => async (page: Page) => { await card(page, name).getByRole('button', { name: 'Add to cart' }).click(); };
const heart = (name: string) => async (page: Page) => { await card(page, name).getByRole('button', { name: 'Add to wishlist' }).click(); };
const swatch = (colour: string) => async (page: Page) => { await page.getByTitle(colour, { exact: true }).click(); };
const sort = (value: string) => async (page: Page) => { await page.getByLabel('Sort by').selectOption(value); };
const added = (name: string) => `Added ${name} to your cart`;
const CART: Line[] = [
  { name: 'Daypack 22L', size: null, qty: 1 },
  { name: 'Trailrunner Shoes', size: '42', qty: 1 },
  { name: 'Merino Beanie', size: null, qty: 2 },
];
const withQty = (name: string, qty: number) => CART.map((l) => (l.name === name ? { ...l, qty } : l));

export const SHOP_STEPS: AppStep[] = [
  // Search.
  ...says('shop', async (page) => { await page.getByLabel('Search').fill('tent'); }, becomes({ filters: { query: 'tent' } }), ['search for "tent"']),
  ...says('shop', async (page) => { await page.getByLabel('Search').fill('boots'); }, becomes({ filters: { query: 'boots' } }), ['type boots into the search box']),

  // Filters.
  ...says('shop', async (page) => { await page.getByRole('checkbox', { name: /Backpacks/ }).check(); }, becomes({ filters: { categories: ['Backpacks'] } }), ['filter by backpacks']),
  ...says('shop', async (page) => { await page.getByRole('checkbox', { name: /Footwear/ }).check(); }, becomes({ filters: { categories: ['Footwear'] } }), ['tick the Footwear category']),
  ...says('shop', async (page) => { await page.getByLabel('In stock only').check(); }, becomes({ filters: { inStockOnly: true } }), ['show only products that are in stock']),
  ...says('shop', async (page) => { await page.getByLabel('Minimum price').fill('50'); }, becomes({ filters: { minPrice: 50 } }), ['set the minimum price to 50']),
  ...says('shop', async (page) => { await page.getByPlaceholder('Max').fill('100'); }, becomes({ filters: { maxPrice: 100 } }), ['enter 100 as the max price']),
  ...says('shop', swatch('Red'), becomes({ filters: { colours: ['Red'] } }), ['show only red items']),
  ...says('shop', swatch('Black'), becomes({ filters: { colours: ['Black'] } }), ['filter by the black colour swatch']),
  ...says('shop', async (page) => { await page.locator('input[name=rating][value="4"]').check(); }, becomes({ filters: { rating: '4' } }), ['only show products rated 4 stars and up']),
  ...says('filtered', async (page) => { await page.getByRole('button', { name: 'Clear all filters' }).click(); }, becomes({ filters: { categories: [], inStockOnly: false } }), ['clear all filters']),
  ...says('filtered', async (page) => { await page.getByRole('checkbox', { name: /Jackets/ }).uncheck(); }, becomes({ filters: { categories: [] } }), ['untick Jackets']),

  // Sort and view.
  ...says('shop', sort('price-asc'), becomes({ filters: { sort: 'price-asc' } }), ['sort by price, lowest first']),
  ...says('shop', sort('price-desc'), becomes({ filters: { sort: 'price-desc' } }), ['sort from most expensive to cheapest']),
  ...says('shop', sort('rating'), becomes({ filters: { sort: 'rating' } }), ['sort by top rated']),
  ...says('shop', async (page) => { await page.getByRole('button', { name: 'List view' }).click(); }, becomes({ view: 'list' }), ['switch to list view']),

  // Product cards.
  ...says('shop', addToCart('Daypack 22L'), becomes({ cart: [{ name: 'Daypack 22L', size: null, qty: 1 }], toasts: [added('Daypack 22L')] }), ['add the Daypack 22L to the cart']),
  ...says('shop', addToCart('Summit Down Jacket'), becomes({ cart: [{ name: 'Summit Down Jacket', size: null, qty: 1 }], toasts: [added('Summit Down Jacket')] }), ['put a Summit Down Jacket in my basket']),
  ...says('shop', addToCart('Insulated Bottle'), becomes({ cart: [{ name: 'Insulated Bottle', size: null, qty: 1 }], toasts: [added('Insulated Bottle')] }), ['add the insulated bottle to cart']),
  ...says('shop', addToCart('Ridgeline Rain Jacket'), becomes({ cart: [{ name: 'Ridgeline Rain Jacket', size: null, qty: 1 }], toasts: [added('Ridgeline Rain Jacket')] }), ['click Add to cart on the first product']),
  ...says('shop', async (page) => { await card(page, 'Trailrunner Shoes').locator('select').selectOption('42'); }, becomes({ sizes: { 'Trailrunner Shoes': '42' } }), ['select size 42 for the Trailrunner Shoes']),
  ...says('sized', addToCart('Granite Hiking Boots'), becomes({ cart: [{ name: 'Granite Hiking Boots', size: '43', qty: 1 }], toasts: [added('Granite Hiking Boots')] }), ['add the hiking boots to the cart']),
  ...says('shop', heart('Ultralight Tent'), becomes({ wishlist: ['Ultralight Tent'], toasts: ['Saved Ultralight Tent to your wishlist'] }), ['add the Ultralight Tent to my wishlist']),
  ...says('shop', heart('Creek Sandals'), becomes({ wishlist: ['Creek Sandals'], toasts: ['Saved Creek Sandals to your wishlist'] }), ['click the heart on Creek Sandals']),
  ...says('shop', heart('Insulated Bottle'), becomes({ wishlist: ['Insulated Bottle'], toasts: ['Saved Insulated Bottle to your wishlist'] }), ['add the last product to the wishlist']),
  ...says('shop', async (page) => { await page.getByRole('button', { name: 'Open cart' }).click(); }, becomes({ cartOpen: true }), ['open the cart', 'click the cart icon']),

  // The cart drawer (Daypack 22L ×1, Trailrunner Shoes size 42 ×1, Merino Beanie ×2).
  ...says('cart', async (page) => { await line(page, 'Daypack 22L').getByRole('button', { name: 'Increase quantity' }).click(); }, becomes({ cart: withQty('Daypack 22L', 2) }), ['increase the quantity of the Daypack 22L']),
  ...says('cart', async (page) => { await line(page, 'Merino Beanie').getByRole('button', { name: 'Decrease quantity' }).click(); }, becomes({ cart: withQty('Merino Beanie', 1) }), ['decrease the Merino Beanie quantity']),
  ...says('cart', async (page) => { await line(page, 'Trailrunner Shoes').getByLabel('Quantity', { exact: true }).fill('3'); }, becomes({ cart: withQty('Trailrunner Shoes', 3) }), ['change the quantity of the trail shoes to 3']),
  ...says('cart', async (page) => { await line(page, 'Daypack 22L').getByRole('button', { name: 'Remove' }).click(); }, becomes({ cart: CART.slice(1), toasts: ['Removed Daypack 22L from your cart'] }), ['remove the Daypack from the cart']),
  ...says('cart', async (page) => { await page.getByPlaceholder('Promo code').fill('SAVE10'); }, becomes({ promoField: 'SAVE10' }), ['type SAVE10 in the promo code field']),
  ...says('promo', async (page) => { await page.getByRole('button', { name: 'Apply' }).click(); }, becomes({ promo: 'SAVE10', toasts: ['Promo code SAVE10 applied'] }), ['click Apply']),
  ...says('cart', async (page) => { await page.getByRole('button', { name: 'Close cart' }).click(); }, becomes({ cartOpen: false }), ['close the cart']),
  ...says('cart', async (page) => { await page.getByRole('button', { name: 'Continue shopping' }).click(); }, becomes({ cartOpen: false }), ['continue shopping']),
  ...says('cart', async (page) => { await page.getByRole('button', { name: 'Checkout' }).click(); }, becomes({ cartOpen: false, page: 'checkout', hash: '#/checkout' }), ['go to checkout']),

  // Ambiguous: twelve cards (ten Add to cart buttons, twelve hearts); three cart lines.
  ...asks('shop', ['click Add to cart']),
  ...asks('shop', ['add to wishlist']),
  ...asks('cart', ['increase the quantity']),
  ...asks('cart', ['click Remove']),

  // Finding things.
  ...finds('shop', '#products .card[data-id=p9] .price', ['find the price of the Two-Person Tent']),
  ...finds('cart', '#total, dl.sum .total', ['find the order total']),
  ...finds('shop', '#sort', ['find the sort dropdown']),
];

export const SHOP: RealApp = { name: 'shop', steps: SHOP_STEPS, prepare, state };
