/**
 * Steps for a made-up HR onboarding portal of ours ("Brightpath People", test/offline/apps/onboarding/) built on
 * Fomantic-UI 2.9.4 (MIT) and jQuery 3.7.1, its widgets used as Fomantic's documentation shows them, with no ARIA of
 * ours: a top menu (My onboarding, Team); a four-step indicator of links (Personal details → Job → Equipment →
 * Review); Personal details (first and last name, personal email, mobile phone, a search selection dropdown "Country of
 * residence", a multiple selection dropdown "Languages you speak" drawing chosen languages as labels, a calendar on the
 * Start date field preset to 2027-01-04, a right-labelled number input "Weekly hours" with an info icon whose popup
 * opens on click, Employment type radio checkboxes, two toggle checkboxes, Save draft, Continue to job); Job (Job
 * title, a selection dropdown Department, Manager, Work location radios, a parking checkbox, Back / Continue links);
 * Equipment (four cards, each with a bottom "Add" div button that becomes "Added", a star rating, a labelled ticked
 * slider "Accessories budget" 0–500 by 50, an accordion of three policies each holding an "I agree" checkbox);
 * Review (a summary, Submit onboarding opening a mini modal "Submit your onboarding?" with "Not yet" / "Yes,
 * submit"); Team (a search input named by its placeholder, a sortable table, an unnamed ⋯ dropdown button per row with
 * Send reminder / Assign a buddy / Remove from list); toasts, logged.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). Three steps are ambiguous on purpose: the right outcome is a hand-over with
 * the page untouched.
 *
 * Every check compares the whole page state (`window.hr.read()`: the view and hash, every field of the wizard, the
 * help popup, equipment, rating, budget, open policies and agreements, the modal, submission, the team table's query,
 * sort, open row menu and row order, reminders, buddies, removals, every toast) with the state the step started from,
 * with only the asked-for change.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

interface State {
  view: string;
  personal: {
    first: string; last: string; email: string; phone: string; country: string; languages: string[]; start: string;
    hours: string; etype: string; welcome: boolean; directory: boolean;
  };
  drafts: number;
  helpShown: boolean;
  job: { title: string; department: string; manager: string; location: string; parking: boolean };
  kit: string[];
  rating: number;
  budget: number;
  policiesOpen: string[];
  agreed: { it: boolean; remote: boolean; privacy: boolean };
  modal: boolean;
  submitted: boolean;
  team: { query: string; sort: string; dir: string; menu: string | null; order: string[] };
  reminders: string[];
  buddies: string[];
  removed: string[];
  toasts: string[];
  hash: string;
}

const read = (page: Page) => page.evaluate(() => (window as unknown as { hr: { read(): object } }).hr.read()) as Promise<State>;

async function state(page: Page): Promise<string> {
  return JSON.stringify(await read(page));
}

let prepared: State | undefined;

const until = async (page: Page, ok: (s: State) => boolean) => {
  await expect.poll(() => read(page).then(ok), { timeout: LOAD_MS }).toBe(true);
};
const rowMenu = (page: Page, id: string) => page.locator(`#team-body tr[data-id="${id}"] .row-actions`);

const VIEWS: Record<string, string> = {
  personal: 'personal', job: 'job',
  equipment: 'equipment', 'equipment-added': 'equipment', 'equipment-remote': 'equipment',
  review: 'review', modal: 'review',
  team: 'team', 'team-menu': 'team', 'team-sorted': 'team',
};

async function prepare(page: Page, origin: string, setup: string) {
  const view = VIEWS[setup];
  if (!view) throw new Error(`unknown setup ${setup}`);
  await page.goto(`${origin}/onboarding/index.html?fresh=${Date.now()}#/${view}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect.poll(() => page.evaluate(() => (window as unknown as { hrReady?: boolean }).hrReady === true), { timeout: LOAD_MS }).toBe(true);
  if (setup === 'equipment-added') {
    await page.locator('#kit .card[data-kit="monitor"] .kit-add').click();
    await until(page, (s) => s.kit.includes('monitor'));
  }
  if (setup === 'equipment-remote') {
    await page.locator('#policies .title[data-policy="remote"]').click();
    await until(page, (s) => s.policiesOpen.includes('remote'));
    await expect(page.locator('#policies .content[data-policy="remote"] label')).toBeVisible({ timeout: LOAD_MS });
  }
  if (setup === 'modal') {
    await page.locator('#submit-open').click();
    await until(page, (s) => s.modal);
    await expect(page.locator('#confirm-modal')).toBeVisible({ timeout: LOAD_MS });
  }
  if (setup === 'team-menu') {
    await rowMenu(page, 'p4').click();
    await until(page, (s) => s.team.menu === 'p4');
    await expect(page.locator('#team-body tr[data-id="p4"] .row-actions .menu')).toBeVisible({ timeout: LOAD_MS });
  }
  if (setup === 'team-sorted') {
    await page.locator('#team-table th[data-sort="name"]').click();
    await until(page, (s) => s.team.sort === 'name');
  }
  await page.mouse.move(1270, 700);
  // The toasts of the setup are not the step's: the step's are those after these.
  prepared = await read(page);
}

/** The page as the step found it, with only the changes `change` makes to a copy of it. */
const becomes = (change: (s: State) => void) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const want = JSON.parse(JSON.stringify(prepared)) as State;
  change(want);
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want).catch(async () => {
    const got = (await read(page)) as unknown as Record<string, unknown>;
    const keys = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify((want as unknown as Record<string, unknown>)[k]));
    throw new Error(`page state differs: ${keys.map((k) => `${k} ${JSON.stringify(got[k])}, wanted ${JSON.stringify((want as unknown as Record<string, unknown>)[k])}`).join('; ')}`);
  });
};

/** An ambiguous step: the right outcome is a hand-over, and the page as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes(() => undefined), phrasings);

// --- references ------------------------------------------------------------------------------

const click = (selector: string) => async (page: Page) => { await page.locator(selector).click(); };
const pickFrom = (dropdown: string, item: string) => async (page: Page) => {
  await page.locator(dropdown).click();
  await page.locator(`${dropdown} .menu .item`, { hasText: item }).click();
};
const pickDay = (day: string) => async (page: Page) => {
  await page.locator('#start-date').click();
  await page.locator('#start-cal .ui.popup td.link:not(.adjacent)', { hasText: new RegExp(`^${day}$`) }).click();
};
const fromRowMenu = (id: string, item: string) => async (page: Page) => {
  await rowMenu(page, id).click();
  await page.locator(`#team-body tr[data-id="${id}"] .row-actions .item`, { hasText: item }).click();
};
const TEAM = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

export const ONBOARDING_STEPS: AppStep[] = [
  // Personal details.
  ...says('personal', pickFrom('#country', 'Sweden'), becomes((s) => { s.personal.country = 'se'; }), ['choose Sweden as my country']),
  ...says('personal', pickFrom('#country', 'Germany'), becomes((s) => { s.personal.country = 'de'; }), ['set country of residence to Germany']),
  ...says('personal', pickFrom('#languages', 'Swedish'), becomes((s) => { s.personal.languages = ['sv']; }), ['add Swedish to the languages I speak']),
  ...says('personal', pickFrom('#languages', 'French'), becomes((s) => { s.personal.languages = ['fr']; }), ['add French to languages']),
  ...says('personal', pickDay('11'), becomes((s) => { s.personal.start = '2027-01-11'; }), ['set my start date to January 11, 2027']),
  ...says('personal', pickDay('18'), becomes((s) => { s.personal.start = '2027-01-18'; }), ['pick the 18th as my start date']),
  ...says('personal', click('#view-personal .ui.radio.checkbox:has(input[value="part"]) label'), becomes((s) => { s.personal.etype = 'part'; }), ['select Part-time as employment type']),
  ...says('personal', click('#view-personal .ui.radio.checkbox:has(input[value="contract"]) label'), becomes((s) => { s.personal.etype = 'contract'; }), ['choose Contractor']),
  ...says('personal', click('#welcome-box label'), becomes((s) => { s.personal.welcome = true; }), ['turn on the welcome email']),
  ...says('personal', click('#directory-box label'), becomes((s) => { s.personal.directory = false; }), ['turn off listing in the company directory']),
  ...says('personal', async (page) => { await page.locator('#hours').fill('32'); }, becomes((s) => { s.personal.hours = '32'; }), ['set weekly hours to 32']),
  ...says('personal', async (page) => { await page.locator('#email').fill('mara.l@example.com'); }, becomes((s) => { s.personal.email = 'mara.l@example.com'; }), ['enter mara.l@example.com as my personal email']),
  ...says('personal', click('#hours-help'), becomes((s) => { s.helpShown = true; }), ['show the help for weekly hours']),
  ...says('personal', click('#save-draft'), becomes((s) => { s.drafts = 1; s.toasts.push('Draft saved'); }), ['save a draft']),
  ...says('personal', click('#personal-next'), becomes((s) => { s.view = 'job'; s.hash = '#/job'; }), ['continue to the job step']),
  ...says('personal', click('#steps .step[data-view="equipment"]'), becomes((s) => { s.view = 'equipment'; s.hash = '#/equipment'; }), ['go to the Equipment step']),
  ...says('personal', click('#nav-team'), becomes((s) => { s.view = 'team'; s.hash = '#/team'; }), ['go to the Team page']),

  // Job.
  ...says('job', pickFrom('#department', 'Engineering'), becomes((s) => { s.job.department = 'eng'; }), ['change the department to Engineering']),
  ...says('job', click('#view-job .ui.radio.checkbox:has(input[value="remote"]) label'), becomes((s) => { s.job.location = 'remote'; }), ['set work location to fully remote']),
  ...says('job', click('#parking-box label'), becomes((s) => { s.job.parking = true; }), ['tick the parking space box']),
  ...says('job', async (page) => { await page.locator('#job-title').fill('Senior Product Designer'); }, becomes((s) => { s.job.title = 'Senior Product Designer'; }), ['change the job title to Senior Product Designer']),
  ...says('job', click('#job-back'), becomes((s) => { s.view = 'personal'; s.hash = '#/personal'; }), ['go back to personal details']),

  // Equipment.
  ...says('equipment', click('#kit .card[data-kit="monitor"] .kit-add'), becomes((s) => { s.kit = ['monitor']; s.toasts.push('Monitor 27" added to your request'); }), ['add the 27-inch monitor']),
  ...says('equipment', click('#kit .card[data-kit="headset"] .kit-add'), becomes((s) => { s.kit = ['headset']; s.toasts.push('Headset added to your request'); }), ['request the headset']),
  ...says('equipment-added', click('#kit .card[data-kit="monitor"] .kit-add'), becomes((s) => { s.kit = []; s.toasts.push('Monitor 27" removed from your request'); }), ['remove the monitor']),
  ...says('equipment', click('#setup-rating i:nth-child(4)'), becomes((s) => { s.rating = 4; }), ['give my current setup 4 stars']),
  ...says('equipment', async (page) => {
    await page.locator('#budget .thumb').click();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  }, becomes((s) => { s.budget = 300; }), ['set the accessories budget to 300']),
  ...says('equipment', click('#policies .title[data-policy="remote"]'), becomes((s) => { s.policiesOpen = ['remote']; }), ['expand the remote work policy']),
  ...says('equipment', click('#policies .title[data-policy="privacy"]'), becomes((s) => { s.policiesOpen = ['privacy']; }), ['open the data privacy policy']),
  ...says('equipment-remote', click('#policies .content[data-policy="remote"] .ui.checkbox label'), becomes((s) => { s.agreed.remote = true; }), ['agree to the remote work policy']),
  ...says('equipment', click('#equipment-next'), becomes((s) => { s.view = 'review'; s.hash = '#/review'; }), ['continue to review']),

  // Review and the confirmation modal.
  ...says('review', click('#submit-open'), becomes((s) => { s.modal = true; }), ['submit my onboarding']),
  ...says('modal', click('#confirm-modal .approve'), becomes((s) => { s.modal = false; s.submitted = true; s.toasts.push('Onboarding submitted'); }), ['yes, submit']),
  ...says('modal', click('#confirm-modal .deny'), becomes((s) => { s.modal = false; }), ["don't submit yet"]),

  // Team.
  ...says('team', async (page) => { await page.locator('#team-search').fill('engineer'); }, becomes((s) => { s.team.query = 'engineer'; s.team.order = ['p2', 'p6']; }), ['search for engineer']),
  ...says('team', click('#team-table th[data-sort="start"]'), becomes((s) => {
    s.team.sort = 'start'; s.team.dir = 'ascending'; s.team.order = ['p1', 'p2', 'p5', 'p4', 'p6', 'p3'];
  }), ['sort the table by start date']),
  ...says('team-sorted', click('#team-table th[data-sort="name"]'), becomes((s) => {
    s.team.dir = 'descending'; s.team.order = ['p1', 'p3', 'p5', 'p6', 'p2', 'p4'];
  }), ['sort names Z to A']),
  ...says('team', click('#team-body tr[data-id="p4"] .row-actions'), becomes((s) => { s.team.menu = 'p4'; }), ['open the actions menu for Ade Okafor']),
  ...says('team', fromRowMenu('p1', 'Send reminder'), becomes((s) => { s.reminders = ['p1']; s.toasts.push('Reminder sent to Priya Nair'); }), ['send Priya Nair a reminder']),
  ...says('team', fromRowMenu('p6', 'Assign a buddy'), becomes((s) => { s.buddies = ['p6']; s.toasts.push('Kenji Sato will get a buddy'); }), ['assign a buddy to Kenji Sato']),
  ...says('team-menu', click('#team-body tr[data-id="p4"] .row-actions .item[data-act="remove"]'), becomes((s) => {
    s.team.menu = null; s.removed = ['p4']; s.team.order = TEAM.filter((id) => id !== 'p4'); s.toasts.push('Ade Okafor removed from the list');
  }), ['remove from list']),
  ...says('team', click('#nav-onboarding'), becomes((s) => { s.view = 'personal'; s.hash = '#/personal'; }), ['back to my onboarding']),

  // Ambiguous: two laptops, six people to remind, three policies.
  ...asks('equipment', ['add the laptop']),
  ...asks('team', ['send a reminder']),
  ...asks('equipment', ['open the policy']),

  // Finding things.
  ...finds('personal', '#start-date', ['find the start date field']),
  ...finds('team', '#team-search', ['where is the search box for people']),
  ...finds('review', '#submit-open', ['find the Submit onboarding button']),
  ...finds('equipment', '#budget', ["where's the accessories budget slider"]),
];

export const ONBOARDING: RealApp = { name: 'onboarding', steps: ONBOARDING_STEPS, prepare, state };
