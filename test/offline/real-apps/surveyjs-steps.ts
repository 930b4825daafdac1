/**
 * Steps for SurveyJS Form Library 2.5.38 (test/offline/apps/surveyjs/: the npm packages `survey-core` and
 * `survey-js-ui`, MIT, on a host page of ours, `index.html`, since the packages ship no demo page): a
 * product feedback questionnaire of three pages (a required name, an email, two radio groups, one with an "Other" choice and its text box;
 * a star rating, a 0–10 rating, checkboxes with Select All, a yes/no switch that shows one more
 * question, a comment; a rating matrix and a comment), Previous / Next / Complete, a progress line,
 * and a "Start over" button of ours.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (the survey's answers, its page, whether it is complete,
 * the error messages shown, the status line) with the state the
 * step started from, with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Survey {
  data: Record<string, unknown>;
  currentPageNo: number;
  state: string;
  setValue(name: string, value: unknown): void;
  nextPage(): boolean;
}

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => {
    const survey = (window as unknown as { survey: Survey }).survey;
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const shown = (el: Element) => (el as HTMLElement).offsetParent !== null;
    return {
      data: JSON.parse(JSON.stringify(survey.data)) as Record<string, unknown>,
      page: survey.currentPageNo + 1,
      state: survey.state,
      errors: Array.from(document.querySelectorAll('.sd-question__erbox')).filter(shown).map(text),
      status: text(document.getElementById('status')),
    };
  });
type State = Awaited<ReturnType<typeof read>>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared: State | undefined;

const NAMED = { name: 'Ada Lovelace', email: 'ada@example.com' };

async function prepare(page: Page, origin: string, setup: string) {
  await page.goto(`${origin}/surveyjs/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect(page.getByRole('textbox', { name: 'What is your name?' })).toBeVisible({ timeout: LOAD_MS });
  const set = (values: Record<string, unknown>) => page.evaluate((v) => {
    const survey = (window as unknown as { survey: Survey }).survey;
    for (const [name, value] of Object.entries(v)) survey.setValue(name, value);
  }, values);
  const next = async (pageNo: number) => {
    await page.evaluate(() => (window as unknown as { survey: Survey }).survey.nextPage());
    await expect(page.getByText(`Page ${pageNo} of 3`)).toBeVisible({ timeout: LOAD_MS });
  };
  if (setup === 'named') await set({ ...NAMED, age: '25 to 44', country: 'France' });
  if (setup === 'country-other') {
    await set({ country: 'other' });
    await expect(page.locator('.sd-question').filter({ hasText: 'Which country do you live in?' }).getByRole('textbox')).toBeVisible({ timeout: LOAD_MS });
  }
  if (['experience', 'features-some', 'support-yes', 'rated', 'details', 'details-rated'].includes(setup)) {
    await set(NAMED);
    await next(2);
  }
  if (setup === 'features-some') await set({ features: ['Reports', 'Sharing'] });
  if (setup === 'support-yes') await set({ support: true });
  if (setup === 'rated') await set({ satisfaction: 3, recommend: 7 });
  if (setup === 'details' || setup === 'details-rated') await next(3);
  if (setup === 'details-rated') await set({ quality: { Price: 'Fair', Quality: 'Good', Delivery: 'Good' } });
  await page.mouse.move(1270, 700);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

/** The page as the step found it, with these changes only (`data` changes are merged into the answers). */
const becomes = (changes: Partial<Omit<State, 'data'>> & { data?: Record<string, unknown> }) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const data = { ...prepared.data, ...changes.data };
  for (const [k, v] of Object.entries(data)) if (v === undefined) delete data[k];
  const want = { ...prepared, ...changes, data };
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want).catch(async () => {
    // One line that names what differs (the corpus prints the first lines of a failed check).
    const got = (await read(page)) as Record<string, unknown>;
    const keys = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify((want as Record<string, unknown>)[k]));
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify((want as Record<string, unknown>)[k])}`).join('; ')}`);
  });
};
const answers = (data: Record<string, unknown>) => becomes({ data });
const REQUIRED = 'Response required.';

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const question = (page: Page, title: string) => page.locator('.sd-question').filter({ has: page.getByText(title, { exact: true }) });
/** The text box of the country question's "Other (describe)" choice (it has no name of its own). */
const OTHER = '#other';
const field = (page: Page, name: string) =>
  name === OTHER ? question(page, 'Which country do you live in?').getByRole('textbox') : page.getByRole('textbox', { name, exact: true });
const choose = (title: string, choice: string) => async (page: Page) => {
  await question(page, title).getByText(choice, { exact: true }).click();
};
const fill = (name: string, value: string) => async (page: Page) => {
  await field(page, name).fill(value);
  await field(page, name).blur();
};
const stars = (n: number) => async (page: Page) => {
  await question(page, 'How satisfied are you with the product?').locator('.sd-rating__item-star').nth(n - 1).click();
};
const matrix = (row: string, column: string) => async (page: Page) => {
  await page.locator('td').filter({ has: page.getByRole('radio', { name: `row ${row}, column ${column}`, exact: true }) }).click();
};
const button = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click();
};
/** Click the Yes or No side of the yes/no switch. */
const yesNo = (side: 'Yes' | 'No') => async (page: Page) => {
  await question(page, 'Did you contact our support team?').locator('.sd-boolean__thumb-ghost').filter({ hasText: side }).click();
};

const WENT = (n: number) => `Last action: went to page ${n}`;

export const SURVEYJS_STEPS: AppStep[] = [
  // Page 1: about you.
  ...says('home', fill('What is your name?', 'Ada Lovelace'), answers({ name: 'Ada Lovelace' }), ['type Ada Lovelace into What is your name?']),
  ...says('home', fill('What is your name?', 'Lin Chen'), answers({ name: 'Lin Chen' }), ['enter "Lin Chen" as the name']),
  ...says('home', fill('Email address', 'ada@example.com'), answers({ email: 'ada@example.com' }), ['fill the email address with ada@example.com']),
  ...says('named', fill('Email address', 'lin@example.org'), answers({ email: 'lin@example.org' }), ['change the email to lin@example.org']),
  ...says('named', fill('What is your name?', ''), answers({ name: undefined }), ['clear the name field']),
  ...says('home', choose('How old are you?', '25 to 44'), answers({ age: '25 to 44' }), ['answer How old are you? with 25 to 44']),
  ...says('named', choose('How old are you?', '65 or older'), answers({ age: '65 or older' }), ['select 65 or older']),
  ...says('home', choose('Which country do you live in?', 'France'), answers({ country: 'France' }), ['choose France as the country']),
  ...says('named', choose('Which country do you live in?', 'Italy'), answers({ country: 'Italy' }), ['set Which country do you live in? to Italy']),
  ...says('home', choose('Which country do you live in?', 'Other (describe)'), answers({ country: 'other' }), ['pick Other for the country question']),
  ...says('country-other', fill(OTHER, 'Portugal'), answers({ 'country-Comment': 'Portugal' }), ['describe the other country as Portugal']),
  ...says('named', button('Next'), becomes({ page: 2, status: WENT(2) }), ['click Next']),
  ...says('home', button('Next'), becomes({ errors: [REQUIRED] }), ['go to the next page']),

  // Page 2: your experience.
  ...says('experience', stars(4), answers({ satisfaction: 4 }), ['rate the product 4 stars']),
  ...says('experience', stars(2), answers({ satisfaction: 2 }), ['give How satisfied are you with the product? 2 stars']),
  ...says('rated', stars(5), answers({ satisfaction: 5 }), ['change the satisfaction rating to 5 stars']),
  ...says('experience', choose('How likely are you to recommend us to a friend?', '9'), answers({ recommend: 9 }), ['click 9 for How likely are you to recommend us to a friend?']),
  ...says('rated', choose('How likely are you to recommend us to a friend?', '10'), answers({ recommend: 10 }), ['answer How likely are you to recommend us to a friend? with 10']),
  ...says('experience', choose('Which features do you use?', 'Mobile app'), answers({ features: ['Mobile app'] }), ['check Mobile app under Which features do you use?']),
  ...says('experience', choose('Which features do you use?', 'Select All'), answers({ features: ['Reports', 'Sharing', 'Mobile app', 'Integrations'] }), ['select all the features']),
  ...says('features-some', choose('Which features do you use?', 'Sharing'), answers({ features: ['Reports'] }), ['uncheck Sharing']),
  ...says('features-some', choose('Which features do you use?', 'Integrations'), answers({ features: ['Reports', 'Sharing', 'Integrations'] }), ['also tick Integrations']),
  ...says('experience', yesNo('Yes'), answers({ support: true }), [
    'answer Yes to Did you contact our support team?',
  ]),
  ...says('support-yes', yesNo('No'), answers({ support: false }), [
    'switch "Did you contact our support team?" to No',
  ]),
  ...says('support-yes', choose('How would you rate our support?', 'Great'), answers({ supportRating: 'Great' }), ['answer How would you rate our support? with Great']),
  ...says('experience', fill('What should we improve?', 'The export is slow'), answers({ improve: 'The export is slow' }), ['write "The export is slow" in What should we improve?']),
  ...says('experience', button('Previous'), becomes({ page: 1, status: WENT(1) }), ['go back to the previous page']),
  ...says('rated', button('Previous'), becomes({ page: 1, status: WENT(1) }), ['click Previous']),
  ...says('experience', button('Next'), becomes({ page: 3, status: WENT(3) }), ['continue to the next page']),

  // Page 3: details.
  ...says('details', matrix('Price', 'Good'), answers({ quality: { Price: 'Good' } }), ['rate Price as Good']),
  ...says('details', matrix('Quality', 'Excellent'), answers({ quality: { Quality: 'Excellent' } }), ['choose Excellent for Quality']),
  ...says('details-rated', matrix('Delivery', 'Poor'), answers({ quality: { Price: 'Fair', Quality: 'Good', Delivery: 'Poor' } }), ['select Poor in the Delivery row']),
  ...says('details', fill('Any other comments?', 'Faster delivery please'), answers({ comments: 'Faster delivery please' }), ['fill Any other comments? with Faster delivery please']),
  ...says('details-rated', button('Complete'), becomes({ state: 'completed', status: 'Last action: survey completed' }), ['click Complete']),
  ...says('details', button('Complete'), becomes({ state: 'completed', status: 'Last action: survey completed' }), ['submit the survey']),
  ...says('details', button('Previous'), becomes({ page: 2, status: WENT(2) }), ['go back one page']),

  // The host page.
  ...says('named', button('Start over'), becomes({ data: { name: undefined, email: undefined, age: undefined, country: undefined }, status: 'Last action: started over' }), [
    'click Start over',
  ]),

  // Ambiguous: two ratings on the page; four (five with Select All) checkboxes; a matrix of three rows.
  ...asks('experience', ['rate it 3']),
  ...asks('experience', ['tick the checkbox']),
  ...asks('details', ['choose Good']),

  // Finding things.
  ...finds('home', '.sd-navigation__next-btn', ['find the Next button']),
  ...finds('home', 'input[aria-label="Email address"], .sd-question:has(input[type=email]) input', ['find the email field']),
  ...finds('experience', 'label.sd-rating__item-star[title="4"], label.sd-rating__item-star[title="4"] input', ['find the fourth star']),
];

export const SURVEYJS: RealApp = { name: 'surveyjs', steps: SURVEYJS_STEPS, prepare, state };
