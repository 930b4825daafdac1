/**
 * A slider set to an amount of money ("set the weekly grocery budget to $450": the range labelled "Weekly grocery
 * budget" set to 450), and a number the slider cannot hold handed over before anything is done: off its step ("$475"
 * when it moves in steps of 50) or past its bounds ("$1,200" when its max is 1000). Found on the twenty-first blind
 * app (a bank: "set the monthly spending limit to $3,000"); shown here on a household budget planner. Rule slider-set,
 * its bounds and step read from the page (ElementFacts.range).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const PLANNER = `<!doctype html><title>Budget planner</title>
<main>
  <h1>Household budget</h1>
  <label for="groceries">Weekly grocery budget</label>
  <input type="range" id="groceries" min="0" max="1000" step="50" value="300"> <output id="g-out">$300</output>
  <label for="fun">Fun money</label>
  <input type="range" id="fun" min="0" max="200" step="any" value="20">
</main>
<script>
  const g = document.getElementById('groceries');
  g.addEventListener('input', () => { document.getElementById('g-out').textContent = '$' + g.value; });
</script>`;

const pages = ownPages({ '/planner': PLANNER });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : `failed: ${r.message}`), (e: Error) => (process.env.SHOW ? console.log(step, '→', e.message) : undefined, 'handed over'));
const state = () => page().evaluate(() => ['groceries', 'fun'].map((id) => (document.getElementById(id) as HTMLInputElement).value).join(' '));

describe('a slider set to an amount of money, within what it can hold (rule slider-set)', () => {
  it('"set the weekly grocery budget to $450" sets the range to 450', async () => {
    await page().goto(`${pages.origin}/planner`);
    const result = await pages.client.act('set the weekly grocery budget to $450');
    expect(result.success).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'slider-set' });
    expect(await state()).toBe('450 20');
  });

  it('"set fun money to $37.5" sets a range whose step is any', async () => {
    await page().goto(`${pages.origin}/planner`);
    expect(await outcome('set fun money to $37.5')).toBe('acted');
    expect(await state()).toBe('300 37.5');
  });

  it('near miss: "$475" (off the step of 50) is handed over, the range untouched', async () => {
    await page().goto(`${pages.origin}/planner`);
    expect(await outcome('set the weekly grocery budget to $475')).toBe('handed over');
    expect(await state()).toBe('300 20');
  });

  it('near miss: a plain number off the step ("set the weekly grocery budget to 475") is handed over before anything is done', async () => {
    await page().goto(`${pages.origin}/planner`);
    expect(await outcome('set the weekly grocery budget to 475')).toBe('handed over');
    expect(await state()).toBe('300 20');
  });

  it('near miss: "$1,200" (past its max of 1000) is handed over, the range untouched', async () => {
    await page().goto(`${pages.origin}/planner`);
    expect(await outcome('set the weekly grocery budget to $1,200')).toBe('handed over');
    expect(await state()).toBe('300 20');
  });
});
