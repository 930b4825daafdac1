/**
 * A text field whose label is a question, named by the question's topic: "enter Lin Chen as the
 * name" for "What is your name?" (score.ts, asksFor); and a control whose label ends in an aside in
 * brackets, named without it: "Other" for "Other (describe)", "Phone" for "Phone (optional)"
 * (text.ts, withoutAside); a select-all box drawn hidden under its label (rule all-items-box).
 * Found by the ninth blind batch (a survey); the pages are ours: a sign-up form of questions, and
 * near misses that must hand over.
 */
import { describe, expect, it } from 'vitest';
import { nameScore, MIN_SCORE } from '../../src/engine/offline/index.js';
import { ownPages } from '../support/own-pages.js';

const field = (id: string, label: string) => `<p><label for="${id}">${label}</label> <input id="${id}"></p>`;
const values = `<p id="values"></p><script>
  const show = () => { document.getElementById('values').textContent = JSON.stringify(Object.fromEntries([...document.querySelectorAll('input')].map((i) => [i.id, i.value]))); };
  for (const i of document.querySelectorAll('input')) i.addEventListener('input', show);
  show();
</script>`;

const pages = ownPages({
  '/signup': `<!doctype html><title>Club sign-up</title><main><h1>Join the club</h1>
    ${field('who', 'What is your name?')}${field('mail', 'What is your email address?')}${field('town', 'Where do you live?')}${field('since', 'How long have you been running?')}${values}</main>`,
  // Two questions end in "name": the bare word names neither for sure.
  '/pets': `<!doctype html><title>Pets</title><main>${field('owner', 'What is your name?')}${field('pet', "What is your pet's name?")}${values}</main>`,
  // A plain label equal to the name still wins over a question about it.
  // Radios drawn hidden behind their labels, one label with an aside; a field with one.
  '/asides': `<!doctype html><title>Asides</title><style>.hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }</style><main>
    <fieldset><legend>Which club do you run with?</legend>${['North', 'South', 'Other (describe)'].map((v) => `<label><input class="hidden" type="radio" name="club" value="${v}"><span>${v}</span></label>`).join('')}</fieldset>
    ${field('phone', 'Phone (optional)')}${values}</main>
    <script>for (const r of document.querySelectorAll('[type=radio]')) r.addEventListener('change', () => { document.getElementById('values').dataset.club = r.value; });</script>`,
  // Two labels differ only by their asides: "Other" names neither for sure.
  '/two-others': `<!doctype html><title>Two others</title><main>
    <label><input type="radio" name="a" value="1"> Other (in Europe)</label><label><input type="radio" name="a" value="2"> Other (elsewhere)</label>
    <p id="picked"></p><script>for (const r of document.querySelectorAll('input')) r.addEventListener('change', () => { document.getElementById('picked').textContent = r.value; });</script></main>`,
  // Styled checkboxes: each native box clipped under the label a person clicks, one of them "Select All".
  '/features': `<!doctype html><title>Features</title><style>.hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }</style><main>
    <fieldset><legend>Which features do you use?</legend>${['Select All', 'Sync', 'Sharing', 'Offline mode'].map((v) => `<label><input class="hidden" type="checkbox" value="${v}"><span>${v}</span></label>`).join('')}</fieldset>
    <p id="used"></p>
    <script>
      const boxes = [...document.querySelectorAll('input')];
      const show = () => { document.getElementById('used').textContent = boxes.slice(1).filter((b) => b.checked).map((b) => b.value).join(','); };
      boxes[0].addEventListener('change', () => { for (const b of boxes.slice(1)) b.checked = boxes[0].checked; show(); });
      for (const b of boxes.slice(1)) b.addEventListener('change', () => { boxes[0].checked = boxes.slice(1).every((x) => x.checked); show(); });
    </script></main>`,
  // The last page of a questionnaire: its end button is called Complete.
  '/last-page': `<!doctype html><title>Feedback</title><main><h2>Comments</h2><textarea aria-label="Any other comments?"></textarea>
    <button type="button" onclick="document.getElementById('state').textContent = 'went back'">Previous</button>
    <button type="button" onclick="document.getElementById('state').textContent = 'completed'">Complete</button><p id="state">open</p></main>`,
  // Two buttons end it, each by another verb: "submit" names neither for sure.
  '/two-ends': `<!doctype html><title>Order</title><main>
    <button type="button" onclick="document.getElementById('state').textContent = 'sent'">Send</button>
    <button type="button" onclick="document.getElementById('state').textContent = 'finished'">Finish</button><p id="state">open</p></main>`,
  // A message form whose first field is called by a small word.
  '/compose': `<!doctype html><title>Compose</title><main>${field('to', 'To')}${field('cc', 'Cc')}${field('subject', 'Subject')}${values}</main>`,
  // Boxes labelled by sentences.
  '/boxes': `<!doctype html><title>Expenses</title><main>${['Send me the newsletter', 'I confirm these expenses are business-related', 'Email me a copy of the receipt', 'Email me the weekly report'].map((l, i) => `<p><label><input type="checkbox" id="b${i}"> ${l}</label></p>`).join('')}
    <p id="ticked"></p><script>for (const b of document.querySelectorAll('input')) b.addEventListener('change', () => { document.getElementById('ticked').textContent = [...document.querySelectorAll('input:checked')].map((x) => x.id).join(','); });</script></main>`,
  '/both': `<!doctype html><title>Both</title><main>${field('plain', 'Name')}${field('asked', 'What is your name?')}${values}</main>`,
});

async function valuesAfter(path: string, step: string): Promise<Record<string, string>> {
  const { client } = pages;
  await client.page.goto(`${pages.origin}${path}`);
  const result = await client.act(step);
  expect(result.success, result.message).toBe(true);
  return JSON.parse((await client.page.locator('#values').textContent()) ?? '{}') as Record<string, string>;
}

describe('a field labelled by a question, named by its topic', () => {
  it('scores the topic just over the bar, and a question with more words of its own not at all', () => {
    expect(nameScore('name', 'What is your name?')).toBeGreaterThanOrEqual(MIN_SCORE);
    expect(nameScore('email address', 'What is your email address?')).toBeGreaterThanOrEqual(MIN_SCORE);
    expect(nameScore('name', "What is your pet's name?")).toBeLessThan(MIN_SCORE);
    // Not a question: a label that only contains the word scores by its share, as before.
    expect(nameScore('name', 'Your full name please')).toBeLessThan(MIN_SCORE);
  });

  it('"enter <value> as the name", "type <value> into the email address field" fill the question\'s field', async () => {
    expect(await valuesAfter('/signup', 'enter "Lin Chen" as the name')).toMatchObject({ who: 'Lin Chen', mail: '', town: '' });
    expect(await valuesAfter('/signup', 'type lin@example.com into the email address field')).toMatchObject({ who: '', mail: 'lin@example.com' });
  });

  it('hands over when two questions ask about a name, and types nothing', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/pets`);
    await expect(client.act('enter Rex as the name')).rejects.toThrow(/handed over/);
    expect(await client.page.locator('#values').textContent()).toBe('{"owner":"","pet":""}');
  });

  it('a field labelled with the name itself still wins over the question', async () => {
    expect(await valuesAfter('/both', 'enter Lin as the name')).toEqual({ plain: 'Lin', asked: '' });
  });
});

describe('a label with an aside in brackets, named without it', () => {
  it('scores the name without the aside over the bar, and a label that is the name alone ahead of it', () => {
    expect(nameScore('Phone', 'Phone (optional)')).toBeGreaterThanOrEqual(MIN_SCORE);
    expect(nameScore('Save', 'Save')).toBeGreaterThan(nameScore('Save', 'Save (draft)') + 0.2);
    // A quoted name matches only as written.
    expect(nameScore('Phone', 'Phone (optional)', true)).toBe(0);
  });

  it('"click Other" and "choose Other as the club" check the hidden radio labelled "Other (describe)"', async () => {
    const { client } = pages;
    for (const step of ['click Other', 'choose Other as the club']) {
      await client.page.goto(`${pages.origin}/asides`);
      const result = await client.act(step);
      expect(result.success, `${step}: ${result.message}`).toBe(true);
      expect(await client.page.locator('#values').getAttribute('data-club'), step).toBe('Other (describe)');
    }
  });

  it('"enter 555 0100 in the phone field" fills "Phone (optional)"', async () => {
    expect(await valuesAfter('/asides', 'enter 555 0100 in the phone field')).toMatchObject({ phone: '555 0100' });
  });

  it('hands over when two labels differ only by their asides, and checks nothing', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/two-others`);
    await expect(client.act('click Other')).rejects.toThrow(/handed over/);
    expect(await client.page.locator('#picked').textContent()).toBe('');
  });
});

describe('a select-all box drawn hidden under its label', () => {
  it('"select all the features" checks it through its label, and every feature is then used', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/features`);
    const result = await client.act('select all the features');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toMatchObject({ rule: 'all-items-box' });
    expect(await client.page.locator('#used').textContent()).toBe('Sync,Sharing,Offline mode');
  });
});

describe('a verb that ends a form names the button of another such verb (rule verb-name)', () => {
  it('"submit the survey" clicks Complete, the one button that ends it', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/last-page`);
    const result = await client.act('submit the survey');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toMatchObject({ rule: 'verb-name' });
    expect(await client.page.locator('#state').textContent()).toBe('completed');
  });

  it('hands over when two buttons end it by other verbs, and clicks nothing', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/two-ends`);
    await expect(client.act('submit the order')).rejects.toThrow(/handed over/);
    expect(await client.page.locator('#state').textContent()).toBe('open');
  });
});

describe('a field called by a small word ("To")', () => {
  it('"fill To with …" and "type … into the To field" fill it, not the first field', async () => {
    expect(await valuesAfter('/compose', 'fill To with dana@example.com')).toEqual({ to: 'dana@example.com', cc: '', subject: '' });
    expect(await valuesAfter('/compose', 'type lee@example.com into the To field')).toEqual({ to: 'lee@example.com', cc: '', subject: '' });
  });
});

describe('a box named by the subject of its label (rule box-by-word)', () => {
  const ticked = async (step: string) => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/boxes`);
    const result = await client.act(step);
    expect(result.success, `${step}: ${result.message}`).toBe(true);
    return { rule: (result.decision?.by as { rule?: string } | undefined)?.rule, ticked: await client.page.locator('#ticked').textContent() };
  };

  it('"check the confirmation box": a word of the same stem as one of its label', async () => {
    expect(await ticked('check the confirmation box')).toEqual({ rule: 'box-by-word', ticked: 'b1' });
    // A word the label holds as a phrase is a name already (the name rules answer).
    expect((await ticked('tick the newsletter box')).ticked).toBe('b0');
  });

  it('hands over a word two labels hold, and a word none holds, ticking nothing', async () => {
    const { client } = pages;
    for (const step of ['check the email box', 'tick the invoice box']) {
      await client.page.goto(`${pages.origin}/boxes`);
      await expect(client.act(step), step).rejects.toThrow(/handed over/);
      expect(await client.page.locator('#ticked').textContent(), step).toBe('');
    }
  });
});
