/**
 * A period's start or end said as a time (issue 25, fifteenth batch's "make quiet hours start at
 * 21:00"): period-edge on a smart-home hub's settings page of our own. A fieldset whose legend names
 * the period (Starts / Ends), a row with the period's title and switch (From / To). Near misses (a
 * period the page lacks, its fields disabled) hand over, the page untouched.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const HUB = `<!doctype html><title>Hub settings</title>
<h1>Hub settings</h1>
<section aria-labelledby="n-h"><h2 id="n-h">Notifications</h2>
  <fieldset><legend>Do not disturb</legend>
    <label>Starts <input type="time" id="dnd-start" value="23:00"></label>
    <label>Ends <input type="time" id="dnd-end" value="07:00"></label></fieldset>
  <div class="row"><strong>Night lights</strong> <button type="button" role="switch" aria-checked="true" aria-label="Night lights">●</button>
    <div><label>From <input type="time" id="night-from" value="20:00"></label> <label>To <input type="time" id="night-to" value="06:00"></label></div></div>
  <div class="row"><strong>Heating boost</strong>
    <div><label>From <input type="time" id="boost-from" value="06:30" disabled></label> <label>To <input type="time" id="boost-to" value="08:00" disabled></label></div></div>
</section>
<script>
  window.state = () => Object.fromEntries(['dnd-start', 'dnd-end', 'night-from', 'night-to', 'boost-from', 'boost-to'].map((id) => [id, document.getElementById(id).value]));
</script>
`;

const START = { 'dnd-start': '23:00', 'dnd-end': '07:00', 'night-from': '20:00', 'night-to': '06:00', 'boost-from': '06:30', 'boost-to': '08:00' };

const pages = ownPages({ '/hub': HUB });
const state = () => pages.client.page.evaluate(() => (window as unknown as { state(): Record<string, string> }).state());

async function resolves(step: string, change: Partial<typeof START>) {
  await pages.client.page.goto(`${pages.origin}/hub`);
  const r = await pages.client.act(step);
  expect(r.success, `${step}: ${r.message}`).toBe(true);
  expect(r.decision?.by, step).toEqual({ kind: 'rule', rule: 'period-edge' });
  expect(await state(), step).toEqual({ ...START, ...change });
}

async function handsOver(step: string, reason: RegExp | typeof MissingLLMConfigurationError) {
  await pages.client.page.goto(`${pages.origin}/hub`);
  await expect(pages.client.act(step), step).rejects.toThrow(reason);
  expect(await state(), step).toEqual(START);
}

describe('period-edge: a period\'s start or end said as a time', () => {
  it('the start or end field in the part that names the period: a fieldset\'s legend, a row\'s title and switch', async () => {
    await resolves('make do not disturb start at 22:30', { 'dnd-start': '22:30' });
    await resolves('make night lights end at 05:45', { 'night-to': '05:45' });
    await resolves('set night lights to start at 21:00', { 'night-from': '21:00' });
  });

  it('near misses hand over, the page untouched: fields disabled, a period the page lacks', async () => {
    await handsOver('make heating boost start at 06:00', /the start of "heating boost", is disabled/);
    await handsOver('make the alarm start at 07:00', MissingLLMConfigurationError);
  });
});
