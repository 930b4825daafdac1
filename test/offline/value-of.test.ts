/**
 * An observe of a value the page shows, located where it is shown (rules/value-of.ts, issue 25): a
 * bookshop of our own whose cards show a title, an amount of money and a small definition list (read by the name rules), and
 * a basket whose summary is a definition list (Subtotal, Delivery, Total). Found by the shop app's
 * hand-overs ("find the price of the Two-Person Tent", "find the order total").
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { selectorLocator } from '../../src/engine/snapshot/selectors.js';
import { ownPages } from '../support/own-pages.js';

const BOOKS = `<!doctype html><title>Books</title>
<h1>New this week</h1>
<ul class="books">
  <li id="orchard"><h2>The Silent Orchard</h2><div class="by">Mara Ellis</div><div class="cost" id="orchard-cost">$18.50</div>
    <dl><dt>Format</dt><dd id="orchard-format">Hardback</dd><dt>Pages</dt><dd>312</dd></dl><button>Add to basket</button></li>
  <li id="winter"><h2>Winter Light</h2><div class="by">Owen Pryce</div><div class="was">$22.00</div><div class="now">$15.00</div>
    <dl><dt>Format</dt><dd>Paperback</dd></dl><button>Add to basket</button></li>
  <li id="rivers"><h2>Rivers of Iron</h2><div class="by">J. Okoro</div><div>Coming soon</div><button>Notify me</button></li>
</ul>
<aside aria-label="Basket"><h2>Your basket</h2>
  <dl><dt>Subtotal</dt><dd>$18.50</dd><dt>Delivery</dt><dd>$3.00</dd><dt>Total</dt><dd id="total">$21.50</dd></dl>
  <button>Check out</button></aside>`;

const TWO_TOTALS = `<!doctype html><title>Invoice</title>
<section aria-label="Hours"><dl><dt>Total</dt><dd id="hours">42 h</dd></dl></section>
<section aria-label="Charges"><dl><dt>Total</dt><dd id="charges">$3,150.00</dd></dl></section>`;

const pages = ownPages({ '/books': BOOKS, '/invoice': TWO_TOTALS });
const page = () => pages.client.page;
const open = (path: string) => page().goto(`${pages.origin}${path}`);
const isElement = async (selector: string, found: string) => {
  const [want, got] = await Promise.all([page().locator(selector).elementHandle(), selectorLocator(page(), found).elementHandle({ timeout: 2_000 })]);
  return page().evaluate(([a, b]) => a === b, [want, got] as const);
};

describe('observe() of a value where the page shows it (rule value-of)', () => {
  for (const [step, selector] of [
    ['find the price of The Silent Orchard', '#orchard-cost'],
    ['find the order total', '#total'],
    ['find the grand total', '#total'],
  ] as const) {
    it(`"${step}"`, async () => {
      await open('/books');
      const [found] = await pages.client.observe(step);
      expect(found, 'observe found nothing').toBeDefined();
      expect(found!.decision?.by).toEqual({ kind: 'rule', rule: 'value-of' });
      expect(await isElement(selector, found!.selector)).toBe(true);
    });
  }

  it('near miss: a card that shows two amounts (the old price struck through) is handed over naming both', async () => {
    await open('/books');
    await expect(pages.client.observe('find the price of Winter Light')).rejects.toThrow(/2 amounts.*\$22\.00.*\$15\.00/);
  });

  it('near miss: a card that shows no amount of money is handed over', async () => {
    await open('/books');
    await expect(pages.client.observe('find the price of Rivers of Iron')).rejects.toThrow(MissingLLMConfigurationError);
  });

  it('near miss: "the delivery total" is not the Total (a word before "total" that is not the whole must be on the label)', async () => {
    await open('/books');
    await expect(pages.client.observe('find the delivery total')).rejects.toThrow(MissingLLMConfigurationError);
  });

  it('near miss: two labels say "Total" hand over naming both', async () => {
    await open('/invoice');
    await expect(pages.client.observe('find the total')).rejects.toThrow(/2 labels say "total"/);
  });
});
