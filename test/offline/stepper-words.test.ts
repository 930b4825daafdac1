/**
 * Steppers said the way people say them (issue 25, fifteenth batch): a number field with − / +
 * buttons beside it, on a music player's preferences page of our own. "add one more song to the
 * queue length", "decrease the number of songs in the queue", "click the minus next to the crossfade"
 * step the spin button (its pattern's keys), and its value changes by one step. Near misses hand over.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const PREFS = `<!doctype html><title>Player preferences</title>
<h1>Playback</h1>
<div role="group" aria-labelledby="queue-l"><span id="queue-l">Queue length</span>
  <button type="button" aria-label="Fewer" onclick="document.getElementById('queue').stepDown()">−</button>
  <input id="queue" type="number" min="1" max="50" value="10" aria-labelledby="queue-l">
  <button type="button" aria-label="More" onclick="document.getElementById('queue').stepUp()">+</button></div>
<div role="group" aria-labelledby="fade-l"><span id="fade-l">Crossfade seconds</span>
  <button type="button" title="Shorter" onclick="document.getElementById('fade').stepDown()">−</button>
  <input id="fade" type="number" min="0" max="12" step="2" value="6" aria-labelledby="fade-l">
  <button type="button" title="Longer" onclick="document.getElementById('fade').stepUp()">+</button></div>
<div><span id="sleep-l">Sleep timer</span>
  <button type="button" onclick="sleepBy(-15)">−</button><div id="sleep" role="spinbutton" tabindex="0" aria-labelledby="sleep-l" aria-valuenow="30" aria-valuemin="0">30</div><button type="button" onclick="sleepBy(15)">+</button></div>
<script>function sleepBy(d) { const s = document.getElementById('sleep'); const v = Number(s.textContent) + d; s.textContent = String(v); s.setAttribute('aria-valuenow', String(v)); }</script>
<p><label for="gap">Pause after each track</label>
  <button type="button" onclick="document.getElementById('gap').stepDown()">Decrease gap</button>
  <input id="gap" type="number" value="3"><button type="button" onclick="document.getElementById('gap').stepUp()">Increase gap</button></p>
<div><span id="boost-l">Volume boost</span>
  <button type="button" aria-label="Less boost" onclick="document.getElementById('boost').stepDown()">−</button><input id="boost" type="number" min="0" max="3" value="3" aria-labelledby="boost-l"><button type="button" aria-label="More boost" onclick="document.getElementById('boost').stepUp()">+</button></div>
<div><span id="bal-l">Balance</span>
  <button type="button" aria-label="Decrease balance" onclick="document.getElementById('bal').stepUp()">−</button><input id="bal" type="number" min="-5" max="5" value="0" aria-labelledby="bal-l"><button type="button" aria-label="Increase balance" onclick="document.getElementById('bal').stepDown()">+</button></div>
<h2>Delays</h2>
<label>Start delay <input id="d1" type="number" value="1"></label>
<label>Stop delay <input id="d2" type="number" value="1"></label>`;

const pages = ownPages({ '/prefs': PREFS });
const value = (id: string) => pages.client.page.locator(`#${id}`).inputValue();

describe('spin-step: steppers said as an amount, a count, or the minus beside the field', () => {
  it('"add one more song to the queue length": one step up, by its own More button beside it', async () => {
    await pages.client.page.goto(`${pages.origin}/prefs`);
    const r = await pages.client.act('add one more song to the queue length');
    expect(r.success, r.message).toBe(true);
    expect(r.decision?.by).toEqual({ kind: 'rule', rule: 'spin-step' });
    expect(await value('queue')).toBe('11');
  });

  it('"decrease the number of songs in the queue": the count named before the field', async () => {
    await pages.client.page.goto(`${pages.origin}/prefs`);
    const r = await pages.client.act('decrease the number of songs in the queue');
    expect(r.success, r.message).toBe(true);
    expect(r.decision?.by).toEqual({ kind: 'rule', rule: 'spin-step' });
    expect(await value('queue')).toBe('9');
  });

  it('"click the minus next to the crossfade": one step down (the field\'s own step, 2)', async () => {
    await pages.client.page.goto(`${pages.origin}/prefs`);
    const r = await pages.client.act('click the minus next to the crossfade');
    expect(r.success, r.message).toBe(true);
    expect(r.decision?.by).toEqual({ kind: 'rule', rule: 'spin-step' });
    expect(await value('fade')).toBe('4');
  });

  it('"click the plus next to the sleep timer", "decrease the sleep timer": a field drawn as text that ignores the keys steps by its own + and − buttons', async () => {
    await pages.client.page.goto(`${pages.origin}/prefs`);
    const r = await pages.client.act('click the plus next to the sleep timer');
    expect(r.success, r.message).toBe(true);
    expect(r.decision?.by).toEqual({ kind: 'rule', rule: 'spin-step' });
    expect(await pages.client.page.locator('#sleep').textContent()).toBe('45');
    expect((await pages.client.act('decrease the sleep timer')).success).toBe(true);
    expect((await pages.client.act('decrease the sleep timer')).success).toBe(true);
    expect(await pages.client.page.locator('#sleep').textContent()).toBe('15');
  });

  it('"click the minus next to the gap": a field named otherwise, found by its step buttons ("Decrease gap")', async () => {
    await pages.client.page.goto(`${pages.origin}/prefs`);
    const r = await pages.client.act('click the minus next to the gap');
    expect(r.success, r.message).toBe(true);
    expect(r.decision?.by).toEqual({ kind: 'rule', rule: 'spin-step' });
    expect(await value('gap')).toBe('2');
  });

  it('a step button that leaves the field as it was, or moves it the other way, fails the step: never a success', async () => {
    await pages.client.page.goto(`${pages.origin}/prefs`);
    // At its maximum: the + does nothing.
    const r = await pages.client.act('increase the volume boost');
    expect(r.decision?.by).toEqual({ kind: 'rule', rule: 'spin-step' });
    expect(r.success, r.message).toBe(false);
    expect(r.message).toMatch(/stepped up.*still holds 3/);
    // A page whose + steps down.
    const b = await pages.client.act('click the plus next to the balance');
    expect(b.decision?.by).toEqual({ kind: 'rule', rule: 'spin-step' });
    expect(b.success, b.message).toBe(false);
    expect(b.message).toMatch(/went the other way, from 0 to -1/);
  });

  it('near misses hand over, the page untouched: two fields match, no field matches, more than one', async () => {
    await pages.client.page.goto(`${pages.origin}/prefs`);
    await expect(pages.client.act('click the plus next to the delay')).rejects.toThrow(MissingLLMConfigurationError);
    await expect(pages.client.act('add one more song to the equalizer')).rejects.toThrow(MissingLLMConfigurationError);
    expect([await value('queue'), await value('fade'), await value('d1'), await value('d2')]).toEqual(['10', '6', '1', '1']);
  });
});
