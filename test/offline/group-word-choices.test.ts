/**
 * A radio said with its group's word (rules/group-word-choice.ts): a sign-up wizard of our own, a
 * fieldset "Plan" of radios whose labels carry a price after the option's word, a fieldset "Billing
 * period", and a radio group "Delivery speed" with two options that start with the same word. Found
 * by the twelfth blind batch (a checkout: "select Express delivery" for "Express (1–2 working days)
 * – £6.95" in "Delivery method").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const SIGNUP = `<!doctype html><title>Sign up</title>
<h1>Create your account</h1>
<form onsubmit="return false">
  <fieldset><legend>Plan</legend>
    <label><input type="radio" name="plan" value="basic"> Basic (free)</label>
    <label><input type="radio" name="plan" value="pro"> Pro – £5 a month</label>
    <label><input type="radio" name="plan" value="team"> Team – £12 a month</label>
  </fieldset>
  <fieldset><legend>Billing period</legend>
    <label><input type="radio" name="period" value="monthly"> Monthly</label>
    <label><input type="radio" name="period" value="yearly"> Yearly (save 20%)</label>
  </fieldset>
  <div role="radiogroup" aria-label="Delivery speed">
    <label><input type="radio" name="speed" value="express"> Express (next day)</label>
    <label><input type="radio" name="speed" value="evening"> Express evening slot</label>
    <label><input type="radio" name="speed" value="standard"> Standard (3–5 days)</label>
  </div>
</form>
<p id="status">Ready</p>
<script>
  document.querySelector('form').addEventListener('change', (e) => {
    document.getElementById('status').textContent = e.target.name + '=' + e.target.value;
  });
</script>`;

const pages = ownPages({ '/signup': SIGNUP });
const status = () => pages.client.page.locator('#status').textContent();

async function open() {
  await pages.client.page.goto(`${pages.origin}/signup`);
}

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await status()).toBe('Ready');
}

async function resolves(step: string, after: string) {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'group-word-choice' });
  expect(await status()).toBe(after);
}

describe('a radio said with its group\'s word (rule group-word-choice)', () => {
  it('"select Pro plan" checks "Pro – £5 a month" in the fieldset Plan', async () => {
    await open();
    await resolves('select Pro plan', 'plan=pro');
  });

  it('"choose the Yearly billing option" checks "Yearly (save 20%)" in Billing period', async () => {
    await open();
    await resolves('choose the Yearly billing option', 'period=yearly');
  });

  it('"select Standard delivery" checks the option of a radio group named by aria-label', async () => {
    await open();
    await resolves('select Standard delivery', 'speed=standard');
  });

  it('observe "find the Team plan option" finds that radio', async () => {
    await open();
    const [found] = await pages.client.observe('find the Team plan option');
    expect(found?.description).toMatch(/radio "Team – £12 a month" of the group "Plan"/);
  });

  it('near miss: two options start with the word ("Express (next day)", "Express evening slot") hand over naming them', async () => {
    await open();
    await handsOver('select Express speed', /2 options fit "express speed".*Express \(next day\).*Express evening slot/);
  });

  it('near miss: the group word is another group\'s ("Monthly plan": Monthly is a billing period) hands over', async () => {
    await open();
    await handsOver('select Monthly plan', /no element matches|handed over/);
  });
});
