/**
 * Ratings and rating matrices of a questionnaire (rules rating-item and matrix-cell): a star
 * rating drawn as unnamed radios, a 0–10 rating of radios named by numbers, and a matrix of radios
 * named by row and column. Found by the ninth blind batch (a survey); the pages are ours.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const stars = (name: string) => Array.from({ length: 5 }, (_, i) => `<label title="${i + 1}"><input class="hidden" type="radio" name="${name}" value="${i + 1}">★</label>`).join('');
const numbers = (name: string) => Array.from({ length: 11 }, (_, i) => `<label><input type="radio" name="${name}" value="${i}">${i}</label>`).join('');
const cell = (row: string, col: string) => `<td><label><input class="hidden" type="radio" name="${row}" value="${col}" aria-label="${row} ${col}"><span aria-hidden="true">○</span></label></td>`;
const matrixRow = (row: string) => `<tr><td>${row}</td>${['Poor', 'Good', 'Excellent'].map((c) => cell(row, c)).join('')}</tr>`;

const SCRIPT = `<style>.hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }</style><script>
  const answers = {};
  for (const el of document.querySelectorAll('input')) el.addEventListener('change', () => {
    answers[el.name] = el.value;
    document.getElementById('answers').textContent = JSON.stringify(answers);
  });
</script>`;

// Stars whose radios have no names (each label shows a star sign only, aria-hidden), a number rating beside it.
const RATINGS = `<!doctype html><title>Feedback</title>
<main>
  <p id="q1">How satisfied are you with the product?</p>
  <div role="radiogroup" aria-labelledby="q1">${stars('satisfaction').replace(/★/g, '<span aria-hidden="true">★</span>')}</div>
  <p id="q2">How likely are you to recommend us?</p>
  <div role="radiogroup" aria-labelledby="q2">${numbers('recommend')}</div>
  <p id="answers">{}</p>
</main>${SCRIPT}`;

const MATRIX = `<!doctype html><title>Details</title>
<main>
  <p id="m">Please rate the following</p>
  <div role="radiogroup" aria-labelledby="m"><table role="presentation"><tr><td></td><td>Poor</td><td>Good</td><td>Excellent</td></tr>
  ${['Price', 'Quality', 'Delivery'].map(matrixRow).join('')}</table></div>
  <p id="answers">{}</p>
</main>${SCRIPT}`;

const pages = ownPages({ '/ratings': RATINGS, '/matrix': MATRIX });

async function answered(step: string, path: string): Promise<Record<string, unknown>> {
  const { client } = pages;
  await client.page.goto(`${pages.origin}${path}`);
  const result = await client.act(step);
  expect(result.success, result.message).toBe(true);
  return JSON.parse((await client.page.locator('#answers').textContent()) ?? '{}') as Record<string, unknown>;
}

async function handedOver(step: string, path: string): Promise<void> {
  const { client } = pages;
  await client.page.goto(`${pages.origin}${path}`);
  await expect(client.act(step)).rejects.toThrow(/handed over/);
  expect(await client.page.locator('#answers').textContent()).toBe('{}');
}

describe('rating-item: the Nth item of the rating the question names', () => {
  it('stars of unnamed radios, by a word of the question or its title', async () => {
    expect(await answered('rate the product 4 stars', '/ratings')).toEqual({ satisfaction: '4' });
    expect(await answered('give How satisfied are you with the product? 2 stars', '/ratings')).toEqual({ satisfaction: '2' });
    expect(await answered('change the satisfaction rating to 5 stars', '/ratings')).toEqual({ satisfaction: '5' });
  });

  it('a number rating by its number', async () => {
    expect(await answered('rate How likely are you to recommend us? 9', '/ratings')).toEqual({ recommend: '9' });
  });

  it('"rate it 3" with two ratings on the page is handed over, the page untouched', async () => {
    await handedOver('rate it 3', '/ratings');
  });
});

describe('matrix-cell: the radio at a row and a column', () => {
  it('by "rate <row> as <column>", "choose <column> for <row>", "select <column> in the <row> row"', async () => {
    expect(await answered('rate Price as Good', '/matrix')).toEqual({ Price: 'Good' });
    expect(await answered('choose Excellent for Quality', '/matrix')).toEqual({ Quality: 'Excellent' });
    expect(await answered('select Poor in the Delivery row', '/matrix')).toEqual({ Delivery: 'Poor' });
  });

  it('a column the matrix does not have is handed over, the page untouched', async () => {
    await handedOver('rate Price as Fair', '/matrix');
  });
});
