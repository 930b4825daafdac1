/**
 * Questionnaires (rules question-choice and pager-step's movement phrasings): a choice named
 * through its question on radios drawn visually hidden behind their labels, and a form's pages
 * stepped by "continue to the next page" / "go back one page". Found by the ninth blind batch (a
 * survey); the pages are ours.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const HIDE = `<style>.hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }</style>`;
const radio = (name: string, value: string) => `<label><input class="hidden" type="radio" name="${name}" value="${value}"><span>${value}</span></label>`;
const question = (id: string, title: string, name: string, values: readonly string[]) =>
  `<div role="radiogroup" aria-labelledby="${id}"><h3 id="${id}">${title}</h3>${values.map((v) => radio(name, v)).join('')}</div>`;

const SCRIPT = `<script>
  const answers = {};
  for (const el of document.querySelectorAll('input')) el.addEventListener('change', () => {
    answers[el.name] = el.type === 'checkbox' ? el.checked : el.value;
    document.getElementById('answers').textContent = JSON.stringify(answers);
  });
</script>`;

const FORM = `<!doctype html><title>Survey</title>${HIDE}
<main><form onsubmit="return false">
  ${question('q1', 'Which country do you live in?', 'country', ['France', 'Italy', 'Other'])}
  ${question('q2', 'How old are you?', 'age', ['Under 25', '25 to 44', '45 or older'])}
  ${question('q3', 'Which city do you live in?', 'city', ['Paris', 'Rome', 'Other'])}
  ${question('q4', 'Do you live in a country house?', 'house', ['Yes', 'No'])}
  <h3 id="q5">Did you contact our support team?</h3>
  <label><input class="hidden" type="checkbox" role="switch" name="support" aria-labelledby="q5"><span aria-hidden="true">No</span><span aria-hidden="true">Yes</span></label>
  <p id="answers">{}</p>
</form></main>${SCRIPT}`;

const PAGES = `<!doctype html><title>Survey</title>
<main><form onsubmit="return false">
  <h2 id="title">Details</h2>
  <p id="where">Page 1 of 3</p>
  <div><button type="button" id="prev" disabled>Previous</button><button type="button" id="next">Next</button></div>
</form></main>
<script>
  let at = 1;
  const show = () => {
    document.getElementById('where').textContent = 'Page ' + at + ' of 3';
    document.getElementById('title').textContent = ['Details', 'Experience', 'Comments'][at - 1];
    document.getElementById('prev').disabled = at === 1;
    document.getElementById('next').disabled = at === 3;
  };
  document.getElementById('next').addEventListener('click', () => { at++; show(); });
  document.getElementById('prev').addEventListener('click', () => { at--; show(); });
</script>`;

const pages = ownPages({ '/form': FORM, '/pages': PAGES });

async function answered(step: string): Promise<Record<string, unknown>> {
  const { client } = pages;
  await client.page.goto(`${pages.origin}/form`);
  const result = await client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by, step).toMatchObject({ rule: 'question-choice' });
  return JSON.parse((await client.page.locator('#answers').textContent()) ?? '{}') as Record<string, unknown>;
}

async function handedOver(step: string): Promise<void> {
  const { client } = pages;
  await client.page.goto(`${pages.origin}/form`);
  await expect(client.act(step)).rejects.toThrow(/handed over/);
  expect(await client.page.locator('#answers').textContent()).toBe('{}');
}

describe('question-choice: a choice named through its question', () => {
  it('"choose <choice> as <question>", "set <question> to <choice>", "pick <choice> for <question>"', async () => {
    expect(await answered('choose France as the country')).toEqual({ country: 'France' });
    expect(await answered('set Which country do you live in? to Italy')).toEqual({ country: 'Italy' });
    expect(await answered('pick Other for the country question')).toEqual({ country: 'Other' });
    expect(await answered('set How old are you? to 25 to 44')).toEqual({ age: '25 to 44' });
  });

  it('"answer <choice> to <question>", "switch <question> back to <choice>"', async () => {
    expect(await answered('answer Yes to Do you live in a country house?')).toEqual({ house: 'Yes' });
    expect(await answered('switch the city back to Rome')).toEqual({ city: 'Rome' });
  });

  it('a yes/no question drawn as a visually hidden switch: "answer Yes to <question>", "switch <question> to No"', async () => {
    expect(await answered('answer Yes to Did you contact our support team?')).toEqual({ support: true });
    const { client } = pages;
    const result = await client.act('switch "Did you contact our support team?" to No');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toMatchObject({ rule: 'question-choice' });
    expect(await client.page.locator('#answers').textContent()).toBe('{"support":false}');
  });

  it('hands over when two questions fit, and leaves the page untouched', async () => {
    // "live in" is said by the country and the city questions, both with an "Other" choice.
    await handedOver('set do you live in to Other');
  });
});

describe('pager-step: a form\'s pages stepped by a movement', () => {
  it('"continue to the next page", "go back one page"', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/pages`);
    const next = await client.act('continue to the next page');
    expect(next.success, next.message).toBe(true);
    expect(next.decision?.by).toMatchObject({ rule: 'pager-step' });
    expect(await client.page.locator('#where').textContent()).toBe('Page 2 of 3');
    const back = await client.act('go back one page');
    expect(back.success, back.message).toBe(true);
    expect(await client.page.locator('#where').textContent()).toBe('Page 1 of 3');
  });
});
