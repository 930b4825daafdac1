/**
 * A questionnaire's grammar (parse.ts, the `answer-yes-no` and `answer-with` entries): "answer
 * <question> with <choice>" chooses the choice in the group the question names, or picks it in the
 * question's select, or fills the question's field and leaves it (the page records an answer when
 * its field is left); "answer Yes/No to <question>" sets or clears the question's switch or box.
 * Found by the ninth blind batch (a survey whose steps said "answer … with …", all handed over as
 * "not a plain instruction"). A choice drawn visually hidden behind its label and scoped by its
 * question ("select OK in How would you rate our support?") is checked through its label inside the
 * group that question names (act.ts, hidden-box-label). The pages are ours: plain HTML questions, and
 * radio groups of hidden radios named by their questions; answers recorded on `change`.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const SURVEY = `<!doctype html><title>Feedback</title>
<main>
  <fieldset><legend>How old are you?</legend>
    <label><input type="radio" name="age" value="young"> Under 25</label>
    <label><input type="radio" name="age" value="mid"> 25 to 44</label>
    <label><input type="radio" name="age" value="old"> 45 or older</label>
  </fieldset>
  <fieldset><legend>How would you rate our support?</legend>
    <label><input type="radio" name="support" value="poor"> Poor</label>
    <label><input type="radio" name="support" value="great"> Great</label>
  </fieldset>
  <p><label>What is your name? <input id="name" type="text"></label></p>
  <p><label>Which plan are you on? <select id="plan"><option value="">Choose…</option><option>Free</option><option>Pro</option></select></label></p>
  <p><span id="contact">Did you contact our support team?</span> <input id="contacted" type="checkbox" role="switch" aria-labelledby="contact"></p>
  <p id="answers">{}</p>
</main>
<script>
  const answers = {};
  const show = () => { document.getElementById('answers').textContent = JSON.stringify(answers); };
  for (const el of document.querySelectorAll('input, select')) el.addEventListener('change', () => {
    answers[el.name || el.id] = el.type === 'checkbox' ? el.checked : el.value;
    show();
  });
</script>`;

const hiddenChoices = (name: string, labels: string[]) =>
  labels.map((l) => `<label class="choice"><input class="hidden" type="radio" name="${name}" value="${l}"><span>${l}</span></label>`).join(' ');

// Radios drawn visually hidden behind their labels, each group named by its question (aria-labelledby):
// both questions offer "Great", so only the question's name says which one.
const HIDDEN = `<!doctype html><title>Feedback</title>
<style>.hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); } .choice { cursor: pointer; margin-right: 12px; }</style>
<main>
  <div><h5 id="q1"><span>How would you rate our support?</span></h5><div role="radiogroup" aria-labelledby="q1">${hiddenChoices('support', ['Poor', 'OK', 'Great'])}</div></div>
  <div><h5 id="q2"><span>How would you rate the app?</span></h5><div role="radiogroup" aria-labelledby="q2">${hiddenChoices('app', ['Poor', 'OK', 'Great'])}</div></div>
  <p id="answers">{}</p>
</main>
<script>
  const answers = {};
  for (const el of document.querySelectorAll('input')) el.addEventListener('change', () => {
    answers[el.name] = el.value;
    document.getElementById('answers').textContent = JSON.stringify(answers);
  });
</script>`;

const pages = ownPages({ '/survey': SURVEY, '/hidden': HIDDEN });

async function answered(step: string, path = '/survey'): Promise<Record<string, unknown>> {
  const { client } = pages;
  await client.page.goto(`${pages.origin}${path}`);
  const result = await client.act(step);
  expect(result.success, result.message).toBe(true);
  return JSON.parse((await client.page.locator('#answers').textContent()) ?? '{}') as Record<string, unknown>;
}

describe('answering a question by its title', () => {
  it('"answer <question> with <choice>" chooses that choice in that question only', async () => {
    expect(await answered('answer How old are you? with 25 to 44')).toEqual({ age: 'mid' });
    expect(await answered('answer How would you rate our support? with Great')).toEqual({ support: 'great' });
  });

  it('"answer <question> with <text>" fills the question\'s field and leaves it, so the answer is recorded', async () => {
    expect(await answered('answer What is your name? with Ada Lovelace')).toEqual({ name: 'Ada Lovelace' });
  });

  it('"answer <question> with <option>" picks the option of the question\'s select', async () => {
    expect(await answered('answer Which plan are you on? with Pro')).toEqual({ plan: 'Pro' });
  });

  it('"answer Yes to <question>" turns the question\'s switch on', async () => {
    expect(await answered('answer Yes to Did you contact our support team?')).toEqual({ contacted: true });
  });

  it('a choice drawn hidden behind its label is chosen in the question the step names, not in another one with the same choice', async () => {
    expect(await answered('answer How would you rate the app? with Great', '/hidden')).toEqual({ app: 'Great' });
    expect(await answered('select OK in How would you rate our support?', '/hidden')).toEqual({ support: 'OK' });
  });

  it('a choice scoped by a question that does not offer it is handed over, the page untouched', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/hidden`);
    await expect(client.act('select Excellent in How would you rate the app?')).rejects.toThrow(/handed over/);
    expect(await client.page.locator('#answers').textContent()).toBe('{}');
  });
});
