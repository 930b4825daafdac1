/**
 * A part of a widget said with the widget's kind word as its owner (issue 25, the phrasings
 * batches' "press the spinner's up arrow"): read as "the up arrow of the spinner", which the
 * spinner's step rule answers. On pages of our own: one number field, and two (a near miss that
 * must hand over).
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const ONE = `<!doctype html><title>Table booking</title>
<label>Name <input id="name"></label>
<label>Guests <input id="guests" type="number" value="2" min="1" max="12"></label>`;
const TWO = `<!doctype html><title>Rooms</title>
<label>Adults <input id="adults" type="number" value="2"></label>
<label>Children <input id="children" type="number" value="0"></label>`;

const pages = ownPages({ '/one': ONE, '/two': TWO });
const page = () => pages.client.page;

describe("a widget's part said with a possessive ('the spinner's up arrow')", () => {
  it('"press the spinner\'s up arrow" steps the one number field up, "click the spinner\'s down arrow" down', async () => {
    await page().goto(`${pages.origin}/one`);
    const up = await pages.client.act("press the spinner's up arrow");
    expect(up.success, up.message).toBe(true);
    expect(await page().locator('#guests').inputValue()).toBe('3');
    const down = await pages.client.act("click the spinner's down arrow");
    expect(down.success, down.message).toBe(true);
    expect(await page().locator('#guests').inputValue()).toBe('2');
  });

  it('two spinners: handed over, both left as they were', async () => {
    await page().goto(`${pages.origin}/two`);
    const error = await pages.client.act("press the spinner's up arrow").then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(MissingLLMConfigurationError);
    expect(await page().locator('#adults').inputValue()).toBe('2');
    expect(await page().locator('#children').inputValue()).toBe('0');
  });
});
