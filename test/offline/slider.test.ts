/**
 * Sliders (APG slider pattern) set to a value through a Client with no model (the offline tier,
 * rule slider-set): a role=slider moved by its keys and read back, an <input type=range> filled,
 * unnamed sliders named by the heading above them, two handles named Minimum/Maximum, a value the
 * slider cannot take (off its step: success false, saying what it reached; past its bounds: handed over
 * before anything moves), and a step naming no one slider.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

// A slider as the APG pattern draws it: arrows step by `data-step`, PageUp/PageDown by ten steps,
// Home/End to the ends. Handles of the price slider keep min below max.
const SLIDERS = `<!doctype html><title>Sliders</title>
<style>.slider { display: inline-block; width: 200px; height: 12px; background: #ddd; margin: 8px; }</style>
<h3>Volume</h3>
<div><div class="slider" role="slider" id="volume" tabindex="0" aria-valuemin="0" aria-valuemax="100" aria-valuenow="40" data-step="1"></div></div>
<h3>Price</h3>
<div><div class="slider" role="slider" id="pmin" tabindex="0" aria-label="Minimum price" aria-valuemin="0" aria-valuemax="1000" aria-valuenow="200" data-step="10"></div>
<div class="slider" role="slider" id="pmax" tabindex="0" aria-label="Maximum price" aria-valuemin="0" aria-valuemax="1000" aria-valuenow="800" data-step="10"></div></div>
<h3>Brightness</h3>
<div><div class="slider" role="slider" id="brightness" tabindex="0" aria-valuemin="0" aria-valuemax="100" aria-valuenow="50" data-step="5"></div></div>
<h3>Contrast</h3>
<div><div class="slider" role="slider" id="contrast" tabindex="0" aria-disabled="true" aria-valuemin="0" aria-valuemax="100" aria-valuenow="50" data-step="1"></div></div>
<label>Opacity <input type="range" id="opacity" min="0" max="100" value="100"></label>
<output id="log"></output>
<script>
  for (const s of document.querySelectorAll('[role=slider]')) {
    s.addEventListener('keydown', (e) => {
      if (s.getAttribute('aria-disabled') === 'true') return;
      const step = Number(s.dataset.step), min = Number(s.getAttribute('aria-valuemin')), max = Number(s.getAttribute('aria-valuemax'));
      let v = Number(s.getAttribute('aria-valuenow'));
      if (e.key === 'ArrowRight' || e.key === 'ArrowUp') v += step;
      else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') v -= step;
      else if (e.key === 'PageUp') v += step * 10;
      else if (e.key === 'PageDown') v -= step * 10;
      else if (e.key === 'Home') v = min;
      else if (e.key === 'End') v = max;
      else return;
      e.preventDefault();
      if (s.id === 'pmin') v = Math.min(v, Number(pmax.getAttribute('aria-valuenow')));
      if (s.id === 'pmax') v = Math.max(v, Number(pmin.getAttribute('aria-valuenow')));
      s.setAttribute('aria-valuenow', String(Math.max(min, Math.min(max, v))));
    });
  }
  opacity.addEventListener('change', () => (log.textContent = 'opacity ' + opacity.value));
</script>`;

const pages = ownPages({ '/sliders': SLIDERS });

const valueOf = (id: string) => pages.client.page.locator(`#${id}`).getAttribute('aria-valuenow');

describe('slider-set', () => {
  it('moves a role=slider by its keys to the value, reading it back; the code presses the keys', async () => {
    await pages.client.page.goto(`${pages.origin}/sliders`);
    const result = await pages.client.act('set the volume to 75');
    expect(result.success, result.message).toBe(true);
    expect(await valueOf('volume')).toBe('75');
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'slider-set' });
    expect(result.actions[0]?.code).toMatch(/\.press\('(?:Arrow|Page)/);
    for (const [step, value] of [['set Volume to the maximum', '100'], ['move the volume slider to 0', '0'], ['drag the Volume handle to 25 percent', '25'], ['slide Volume down to 12', '12']] as const) {
      const moved = await pages.client.act(step);
      expect(moved.success, `${step}: ${moved.message}`).toBe(true);
      expect(await valueOf('volume'), step).toBe(value);
    }
    expect((await pages.client.act('set Volume to the maximum')).actions[0]?.code).toMatch(/\.press\('End'\);$/);
  });

  it('handles of a two-handle slider are told apart by their names', async () => {
    await pages.client.page.goto(`${pages.origin}/sliders`);
    expect((await pages.client.act('set the minimum price to 300')).success).toBe(true);
    expect((await pages.client.act('move Maximum price to 600')).success).toBe(true);
    expect([await valueOf('pmin'), await valueOf('pmax')]).toEqual(['300', '600']);
  });

  it('fills an <input type=range> with a number (the page sees change), and moves it by keys to its ends', async () => {
    await pages.client.page.goto(`${pages.origin}/sliders`);
    const result = await pages.client.act('move the Opacity slider to 25');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('#opacity').inputValue()).toBe('25');
    expect(await pages.client.page.locator('#log').textContent()).toBe('opacity 25');
    expect(result.actions[0]?.code).toMatch(/\.fill\('25'\);$/);
    expect((await pages.client.act('set Opacity to the minimum')).success).toBe(true);
    expect(await pages.client.page.locator('#opacity').inputValue()).toBe('0');
  });

  it('a value the slider cannot take: success false, saying what it reached', async () => {
    await pages.client.page.goto(`${pages.origin}/sliders`);
    const result = await pages.client.act('set brightness to 33');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/expected the slider at 33.*it is at 3[05]/i);
    expect(result.decision?.effect).toMatchObject({ ok: false, expected: 'it at 33' });
    // Past its bounds (aria-valuemin/max, read from the page before acting): handed over, nothing moved.
    const outside = await pages.client.act('set Volume to 140').catch((e: unknown) => e);
    expect(outside).toBeInstanceOf(MissingLLMConfigurationError);
    expect((outside as Error).message).toMatch(/140 is out of its range/);
    expect(await valueOf('volume')).toBe('40');
  });

  it('hands over a disabled slider and a step that names no one slider, the page untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/sliders`);
    for (const step of ['set contrast to 60', 'move the slider to 50']) {
      const error = await pages.client.act(step).catch((e: unknown) => e);
      expect(error, step).toBeInstanceOf(MissingLLMConfigurationError);
    }
    expect(await valueOf('contrast')).toBe('50');
    expect(await valueOf('volume')).toBe('40');
  });
});
