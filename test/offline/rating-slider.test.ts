/**
 * A star rating drawn as an APG slider (rule rating-item, sliderRating): a review form of our own
 * whose stars are one `role=slider` (aria-valuenow the number of stars, the arrows and Home/End
 * move it), the way a toolkit's rating draws them. Found in the shoelace corpus ("rate it 4
 * stars"). Near misses hand over: a slider that is no rating (Volume), two ratings and a pronoun,
 * stars drawn with no role and no value to read.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const stars = (label: string, id: string) => `<div id="${id}" class="stars" role="slider" tabindex="0" aria-label="${label}" aria-valuemin="0" aria-valuemax="5" aria-valuenow="0">${'<span>☆</span>'.repeat(5)}</div>`;
const SCRIPT = `<script>
  for (const el of document.querySelectorAll('[role=slider].stars')) {
    const show = (v) => {
      v = Math.max(0, Math.min(5, v));
      el.setAttribute('aria-valuenow', String(v));
      el.querySelectorAll('span').forEach((s, i) => (s.textContent = i < v ? '★' : '☆'));
    };
    el.addEventListener('keydown', (e) => {
      const v = Number(el.getAttribute('aria-valuenow'));
      const next = { ArrowRight: v + 1, ArrowUp: v + 1, ArrowLeft: v - 1, ArrowDown: v - 1, Home: 0, End: 5 }[e.key];
      if (next !== undefined) { e.preventDefault(); show(next); }
    });
    el.querySelectorAll('span').forEach((s, i) => s.addEventListener('click', () => show(i + 1)));
  }
</script>`;

const REVIEW = `<!doctype html><title>Review</title><h1>Review your stay</h1>
<label>Title <input></label>${stars('Rating', 'r')}<button type="button">Post review</button>${SCRIPT}`;
const TWO = `<!doctype html><title>Review</title><h1>Review your meal</h1>
${stars('Food rating', 'food')}${stars('Service rating', 'service')}${SCRIPT}`;
const VOLUME = `<!doctype html><title>Player</title><h1>Player</h1>
<input type="range" aria-label="Volume" min="0" max="10" value="2">`;
const DRAWN = `<!doctype html><title>Review</title><h1>Review</h1>
<div class="stars">${'<span class="star">☆</span>'.repeat(5)}</div>
<script>document.querySelectorAll('.star').forEach((s, i, all) => s.addEventListener('click', () => all.forEach((t, j) => (t.textContent = j <= i ? '★' : '☆'))));</script>`;

const pages = ownPages({ '/review': REVIEW, '/two': TWO, '/volume': VOLUME, '/drawn': DRAWN });
const valueOf = (id: string) => pages.client.page.locator(`#${id}`).getAttribute('aria-valuenow');

describe('a star rating drawn as a slider (rule rating-item)', () => {
  it('"rate it 4 stars" sets the one rating slider to 4, read back', async () => {
    await pages.client.page.goto(`${pages.origin}/review`);
    const result = await pages.client.act('rate it 4 stars');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'rating-item' });
    expect(await valueOf('r')).toBe('4');
  });

  it('two ratings: "rate the service 2 stars" sets the Service rating only', async () => {
    await pages.client.page.goto(`${pages.origin}/two`);
    const result = await pages.client.act('rate the service 2 stars');
    expect(result.success, result.message).toBe(true);
    expect(await valueOf('service')).toBe('2');
    expect(await valueOf('food')).toBe('0');
  });

  it('two ratings and a pronoun: "rate it 4 stars" is handed over, nothing set', async () => {
    await pages.client.page.goto(`${pages.origin}/two`);
    await expect(pages.client.act('rate it 4 stars')).rejects.toThrow(/2 ratings fit/);
    expect(await valueOf('food')).toBe('0');
    expect(await valueOf('service')).toBe('0');
  });

  it('a slider that is no rating (Volume): "rate it 4 stars" is handed over, the volume untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/volume`);
    await expect(pages.client.act('rate it 4 stars')).rejects.toThrow(/handed over/);
    expect(await pages.client.page.locator('input').inputValue()).toBe('2');
  });

  it('stars drawn with no role and no value to read: handed over, none clicked', async () => {
    await pages.client.page.goto(`${pages.origin}/drawn`);
    await expect(pages.client.act('rate it 4 stars')).rejects.toThrow(/handed over/);
    expect(await pages.client.page.locator('.star', { hasText: '★' }).count()).toBe(0);
  });
});
