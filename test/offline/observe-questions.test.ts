/**
 * observe() asked as a question of what the page shows: "what is the cart total?", "what's the
 * build status" locate the element that shows it, as "where is …" does. Found by the phrasings and
 * blind batches (a shop's "find the order total", a drive's "how much storage I have used"). On a
 * cart of our own; the near misses hand over.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { selectorLocator } from '../../src/engine/snapshot/selectors.js';
import { ownPages } from '../support/own-pages.js';

const CART = `<!doctype html><title>Cart</title><h1>Your cart</h1>
<ul><li>Tea, 2 × £3.00</li><li>Milk, 1 × £1.20</li></ul>
<output id="total" aria-label="Cart total">£7.20</output>
<div role="status" id="build" aria-label="Delivery status">Packed, leaves today</div>
<button>Checkout</button>`;

const SURVEY = `<!doctype html><title>Survey</title><h1>Welcome survey</h1>
<label>What is your name? <input id="name"></label><label>Where do you live? <input id="home"></label>`;

const pages = ownPages({ '/cart': CART, '/survey': SURVEY });
const page = () => pages.client.page;
const isElement = async (selector: string, found: string) => {
  const [want, got] = await Promise.all([page().locator(selector).elementHandle(), selectorLocator(page(), found).elementHandle({ timeout: 2_000 })]);
  return page().evaluate(([a, b]) => a === b, [want, got] as const);
};

describe('observe() asked as "what is …?"', () => {
  for (const [step, selector] of [
    ['what is the cart total?', '#total'],
    ["what's the delivery status", '#build'],
    ['What is the Checkout button?', 'button'],
  ] as const) {
    it(`"${step}"`, async () => {
      await page().goto(`${pages.origin}/cart`);
      const [found] = await pages.client.observe(step);
      expect(found, 'observe found nothing').toBeDefined();
      expect(await isElement(selector, found!.selector)).toBe(true);
    });
  }

  it('a question that is a field\'s own label still finds that field', async () => {
    await page().goto(`${pages.origin}/survey`);
    const [found] = await pages.client.observe('What is your name?');
    expect(found, 'observe found nothing').toBeDefined();
    expect(await isElement('#name', found!.selector)).toBe(true);
  });

  it('near miss: a question of something the page does not show is handed over', async () => {
    await page().goto(`${pages.origin}/cart`);
    await expect(pages.client.observe('what is the weather like?')).rejects.toThrow(MissingLLMConfigurationError);
  });

  it('near miss: act() is not read as a question ("what is the total" does nothing)', async () => {
    await page().goto(`${pages.origin}/cart`);
    await expect(pages.client.act('what is the cart total?')).rejects.toThrow(MissingLLMConfigurationError);
  });
});
