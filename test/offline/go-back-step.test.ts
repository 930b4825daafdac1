/**
 * go-back: "go to the previous step" and "take me back a step", said with no "back" verb, step back
 * in the sequence an open dialog shows (a wizard). On a checkout wizard of our own in a real
 * Chromium; near misses ("go to the last step", no dialog open) are left to other rules and hand
 * over, the page untouched.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const WIZARD = `<!doctype html><title>Checkout</title>
<h1>Your basket</h1><button id="start" type="button">Check out</button>
<div id="wiz" role="dialog" aria-modal="true" aria-labelledby="wiz-h">
  <h2 id="wiz-h">Checkout</h2>
  <p>Step <span id="n">3</span> of 4: <span id="title">Delivery</span></p>
  <button type="button" onclick="step(-1)">Back</button>
  <button type="button" onclick="step(1)">Continue</button>
</div>
<script>
  const titles = ['Basket', 'Address', 'Delivery', 'Payment'];
  function step(d) { const n = Math.min(4, Math.max(1, Number(document.getElementById('n').textContent) + d)); document.getElementById('n').textContent = String(n); document.getElementById('title').textContent = titles[n - 1]; }
</script>`;
const PLAIN = `<!doctype html><title>Orders</title><h1>Orders</h1><nav aria-label="Pages"><button type="button">Back</button><button type="button">Next</button></nav>`;

const pages = ownPages({ '/wizard': WIZARD, '/plain': PLAIN });
const stepShown = () => pages.client.page.evaluate(() => document.getElementById('n')!.textContent);

describe('go-back: the step before, said without "back" as the verb', () => {
  it('"go to the previous step" and "take me back a step" click the open dialog\'s Back, one step each', async () => {
    await pages.client.page.goto(`${pages.origin}/wizard`);
    const first = await pages.client.act('go to the previous step');
    expect(first.success, first.message).toBe(true);
    expect(first.decision?.by).toEqual({ kind: 'rule', rule: 'go-back' });
    expect(await stepShown()).toBe('2');
    const second = await pages.client.act('take me back a step');
    expect(second.success, second.message).toBe(true);
    expect(second.decision?.by).toEqual({ kind: 'rule', rule: 'go-back' });
    expect(await stepShown()).toBe('1');
  });

  it('near misses: "go to the last step" is the final step, not the one before; with no dialog open, no step is gone back', async () => {
    await pages.client.page.goto(`${pages.origin}/wizard`);
    await expect(pages.client.act('go to the last step')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await stepShown()).toBe('3');
    await pages.client.page.goto(`${pages.origin}/plain`);
    const r = pages.client.act('go to the previous step');
    await expect(r).rejects.toThrow(MissingLLMConfigurationError);
  });
});
