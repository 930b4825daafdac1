/**
 * Steps for Shepherd 13.0.3 (test/offline/apps/shepherd/: the guided-tour library from the npm
 * package `shepherd.js`, MIT, on a host page of ours, `index.html`, a small project page toured the
 * way Shepherd's documentation sets a tour up, since the package ships no demo page): a five-step
 * tour with a modal overlay, each step a dialog with a title, a close icon and Back/Next (Skip tour
 * on the first, Finish on the last), steps attached to the page's New project button, search field
 * and Invite teammate button (which stay usable under the overlay), one step holding a checkbox;
 * the page around it has a sidebar of links, a table of projects each with an Open button, and
 * lines that print the tour's state and the last action. Blind: written the way testers write
 * them, before the resolver was run on this app, and frozen (test/offline/real-apps-frozen.test.ts).
 * A few steps are ambiguous on purpose: the right outcome is a hand-over with the page untouched.
 *
 * Every check compares the whole page state (the tour's step and status, the projects shown, the
 * search field, the step's checkbox, the active section, the "Last action" line) with the state the
 * step started from, with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface Tour {
  start(): void;
  show(id: string): void;
  getCurrentStep(): { id: string; isOpen(): boolean } | undefined;
  isActive(): boolean;
}
declare const tour: Tour;

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => {
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const current = tour.isActive() ? tour.getCurrentStep() : undefined;
    const tips = document.querySelector<HTMLInputElement>('.shepherd-element:not([hidden]) #tips');
    return {
      step: current && current.isOpen() ? current.id : null,
      status: text(document.getElementById('tourStatus')),
      log: text(document.getElementById('log')),
      projects: Array.from(document.querySelectorAll<HTMLElement>('#projects tr'))
        .filter((row) => !row.hidden)
        .map((row) => text(row.firstElementChild)),
      search: (document.getElementById('search') as HTMLInputElement).value,
      tips: tips ? tips.checked : null,
      section: text(document.querySelector('nav a.active')),
    };
  });
type State = Awaited<ReturnType<typeof read>>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), url: page.url() });
}

let prepared: State | undefined;

/** The step dialog on show (Shepherd keeps the steps it left in the page, hidden). */
const STEP = '.shepherd-element:not([hidden])';
const TOUR_STEPS = ['welcome', 'new-project', 'search', 'invite', 'done'];

async function prepare(page: Page, origin: string, setup: string) {
  if (setup !== 'page' && setup !== 'cancelled' && !TOUR_STEPS.includes(setup)) throw new Error(`no Shepherd setup ${setup}`);
  await page.goto(`${origin}/shepherd/index.html?fresh=${Date.now()}`, { waitUntil: 'load', timeout: LOAD_MS });
  await page.waitForFunction(() => 'tour' in window, undefined, { timeout: LOAD_MS });
  if (setup !== 'page') {
    await page.getByRole('button', { name: 'Start tour' }).click();
    if (setup !== 'welcome' && setup !== 'cancelled') await page.evaluate((id) => tour.show(id), setup);
    const id = setup === 'cancelled' ? 'welcome' : setup;
    await expect(page.locator(`.shepherd-element[data-shepherd-step-id="${id}"]`)).toBeVisible({ timeout: LOAD_MS });
    await expect.poll(() => page.locator(`.shepherd-element[data-shepherd-step-id="${id}"]`).evaluate((e) => getComputedStyle(e).opacity), { timeout: LOAD_MS }).toBe('1');
    if (setup === 'cancelled') {
      await page.locator(STEP).getByRole('button', { name: 'Skip tour' }).click();
      await expect(page.locator(STEP)).toHaveCount(0);
    }
  }
  await page.mouse.move(0, 0);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

/** The page as the step found it, with these changes only. */
const becomes = (changes: Partial<State>) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  await expect.poll(() => read(page), { timeout: 3_000 }).toEqual({ ...prepared, ...changes });
};
const STATUS: Record<string, string> = {
  welcome: 'step 1 of 5, Welcome to Northwind',
  'new-project': 'step 2 of 5, Create a project',
  search: 'step 3 of 5, Find anything',
  invite: 'step 4 of 5, Bring your team',
  done: 'step 5 of 5, You are all set',
};
/** The tour shows this step (the checkbox of step 4 is there, unticked, only on step 4). */
const at = (id: string) => becomes({ step: id, status: STATUS[id], tips: id === 'invite' ? false : null });
const ended = (status: 'completed' | 'cancelled') => becomes({ step: null, status, tips: null });
const PROJECTS = ['Website redesign', 'Mobile app', 'Data migration'];

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const inStep = (name: string) => (page: Page) => page.locator(STEP).getByRole('button', { name, exact: true }).click();
const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).click();
const key = (name: string) => (page: Page) => page.keyboard.press(name);
const open = (project: string) => (page: Page) => page.getByRole('row', { name: project }).getByRole('button', { name: 'Open' }).click();

export const SHEPHERD_STEPS: AppStep[] = [
  // Starting.
  ...says('page', button('Start tour'), at('welcome'), ['start the tour', 'click Start tour', 'take the product tour']),
  ...says('cancelled', button('Start tour'), at('welcome'), ['restart the tour']),

  // The welcome step.
  ...says('welcome', inStep('Next'), at('new-project'), ['click Next', 'go to the next step']),
  ...says('welcome', key('ArrowRight'), at('new-project'), ['press the right arrow key']),
  ...says('welcome', inStep('Skip tour'), ended('cancelled'), ['skip the tour', 'click Skip tour']),
  ...says('welcome', (page) => page.locator(`${STEP} .shepherd-cancel-icon`).click(), ended('cancelled'), ['close the tour']),
  ...says('welcome', key('Escape'), ended('cancelled'), ['press Escape']),

  // The step on New project.
  ...says('new-project', inStep('Back'), at('welcome'), ['click Back', 'go back to the previous step']),
  ...says('new-project', inStep('Next'), at('search'), ['click Next']),
  ...says('new-project', button('New project'), becomes({ projects: [...PROJECTS, 'Untitled project 1'], log: 'Created: Untitled project 1' }), [
    'click the highlighted New project button',
  ]),
  ...says('new-project', async (page) => {
    await inStep('Next')(page);
    await expect(page.locator(`${STEP}[data-shepherd-step-id="search"]`)).toBeVisible();
    await inStep('Next')(page);
  }, at('invite'), ['click Next twice']),

  // The step on the search field.
  ...says('search', (page) => page.locator('#search').fill('mobile'), becomes({ search: 'mobile', projects: ['Mobile app'] }), ['type mobile in the search box']),
  ...says('search', (page) => page.locator('#search').fill('data'), becomes({ search: 'data', projects: ['Data migration'] }), ['search projects for "data"']),
  ...says('search', inStep('Next'), at('invite'), ['continue the tour']),
  ...says('search', key('ArrowLeft'), at('new-project'), ['press the left arrow key to go back']),

  // The step with a checkbox.
  ...says('invite', (page) => page.locator(`${STEP} #tips`).check(), becomes({ tips: true }), ['check "Email me tips about teams"', 'tick the box in the tour step']),
  ...says('invite', button('Invite teammate'), becomes({ log: 'Invitation sent' }), ['click Invite teammate']),
  ...says('invite', inStep('Back'), at('search'), ['go back']),
  ...says('invite', inStep('Next'), at('done'), ['click Next in the tour dialog']),

  // The last step.
  ...says('done', inStep('Finish'), ended('completed'), ['click Finish', 'finish the tour']),
  ...says('done', (page) => page.locator(`${STEP} .shepherd-cancel-icon`).click(), ended('cancelled'), ['close the tour dialog']),
  ...says('done', inStep('Back'), at('invite'), ['click Back']),

  // The page without the tour.
  ...says('page', button('New project'), becomes({ projects: [...PROJECTS, 'Untitled project 1'], log: 'Created: Untitled project 1' }), ['click New project', 'create a new project']),
  ...says('page', (page) => page.locator('#search').fill('Website'), becomes({ search: 'Website', projects: ['Website redesign'] }), ['search for Website']),
  ...says('page', open('Mobile app'), becomes({ log: 'Opened: Mobile app' }), ['open Mobile app', 'click Open next to Mobile app']),
  ...says('page', open('Data migration'), becomes({ log: 'Opened: Data migration' }), ['open the third project']),
  ...says('page', (page) => page.getByRole('link', { name: 'Reports' }).click(), becomes({ section: 'Reports', log: 'Section: Reports' }), ['click Reports in the sidebar']),
  ...says('page', button('Invite teammate'), becomes({ log: 'Invitation sent' }), ['invite a teammate']),

  // Ambiguous: three Open buttons; the welcome step has three buttons; four links in the sidebar.
  ...asks('page', ['click Open', 'click the link']),
  ...asks('welcome', ['click the button']),

  // Finding things.
  ...finds('welcome', `${STEP} .shepherd-button:not(.shepherd-button-secondary)`, ['find the Next button']),
  ...finds('search', STEP, ['find the tour popup']),
];

export const SHEPHERD: RealApp = { name: 'shepherd', steps: SHEPHERD_STEPS, prepare, state };
