/**
 * Steps for docsify 5.0.0 (test/offline/apps/docsify/: the npm package `docsify`, MIT, with its
 * search and zoom-image plugins, on a host page of ours, `index.html`, set up the way docsify's
 * documentation shows, since the package ships no site): a documentation site of a made-up job
 * queue library, eleven Markdown pages of ours, with a sidebar of grouped page links (the current
 * page's sections listed under it), a navbar with two drop-down menus, a search box with a
 * results list, a button that hides and shows the sidebar, links in the text, heading anchors, FAQ
 * answers in <details>, and a diagram that zooms when clicked.
 * Blind: written the way testers write them, before the resolver was run on this app, and frozen
 * (test/offline/real-apps-frozen.test.ts). A few steps are ambiguous on purpose: the right outcome
 * is a hand-over with the page untouched.
 *
 * Every check compares the whole site state (the route, the page's heading, the current page in
 * the sidebar and its collapsed entries, whether the sidebar is shown, the search box, its results
 * and status line, the open FAQ answers, the zoomed image) with the state the step started from,
 * with only the asked-for change: any other action leaves a difference.
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

/** Everything a step could change. */
const read = (page: Page) =>
  page.evaluate(() => {
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const sidebar = document.querySelector('.sidebar');
    return {
      route: decodeURIComponent(location.hash),
      heading: text(document.querySelector('#main h1')),
      current: text(document.querySelector('.sidebar-nav li[aria-current] > a')),
      collapsed: Array.from(document.querySelectorAll('.sidebar-nav li.collapse > a')).map(text),
      sidebar: sidebar?.classList.contains('show') ?? false,
      search: (document.querySelector('.search input') as HTMLInputElement | null)?.value ?? '',
      results: Array.from(document.querySelectorAll('.search .matching-post .title')).map(text),
      status: text(document.querySelector('.search .results-status')),
      open: Array.from(document.querySelectorAll('#main details[open] > summary')).map(text),
      zoomed: document.querySelectorAll('.medium-zoom-image--opened').length > 0,
    };
  });
type State = Awaited<ReturnType<typeof read>>;

async function state(page: Page): Promise<string> {
  return JSON.stringify({ ...(await read(page)), path: new URL(page.url()).pathname });
}

let prepared: State | undefined;

/** Each page: its route, the heading it shows, and its entry in the sidebar. */
const PAGES = {
  home: ['#/', 'Ferrydock', 'Introduction'],
  quickstart: ['#/quickstart', 'Quick start', 'Quick start'],
  install: ['#/install', 'Installation', 'Installation'],
  configuration: ['#/guide/configuration', 'Configuration', 'Configuration'],
  scheduling: ['#/guide/scheduling', 'Scheduling jobs', 'Scheduling jobs'],
  retries: ['#/guide/retries', 'Retries and failures', 'Retries and failures'],
  deployment: ['#/guide/deployment', 'Deployment', 'Deployment'],
  cli: ['#/reference/cli', 'Command line', 'Command line'],
  api: ['#/reference/api', 'JavaScript API', 'JavaScript API'],
  changelog: ['#/changelog', 'Changelog', 'Changelog'],
  faq: ['#/faq', 'FAQ', 'FAQ'],
} as const;
type PageName = keyof typeof PAGES;

const SETUPS: Record<string, PageName> = {
  home: 'home',
  quickstart: 'quickstart',
  retries: 'retries',
  deployment: 'deployment',
  zoomed: 'deployment',
  cli: 'cli',
  api: 'api',
  changelog: 'changelog',
  faq: 'faq',
  'faq-open': 'faq',
  searched: 'home',
  'searched-cron': 'home',
  'searched-queue': 'home',
  hidden: 'home',
};

const searchBox = (page: Page) => page.locator('.search input[type=search]');
const results = (page: Page) => page.locator('.search .matching-post');
const sideLink = (page: Page, name: string) => page.locator('.sidebar-nav').getByRole('link', { name, exact: true });
const navItem = (page: Page, name: string) => page.locator('.app-nav > ul > li').filter({ hasText: name });
const navLink = (page: Page, name: string) => page.locator('.app-nav').getByRole('link', { name, exact: true });
const content = (page: Page) => page.locator('#main');
const summary = (page: Page, question: string) => content(page).locator('summary', { hasText: question });
const diagram = (page: Page) => content(page).locator('img[src$="architecture.svg"]');
const toggle = (page: Page) => page.locator('.sidebar-toggle-button');

async function search(page: Page, words: string) {
  await searchBox(page).fill(words);
  await expect(page.locator('.search .results-status')).not.toHaveText('', { timeout: LOAD_MS });
}

async function prepare(page: Page, origin: string, setup: string) {
  const at = SETUPS[setup];
  if (!at) throw new Error(`no docsify setup ${setup}`);
  const [route, heading] = PAGES[at];
  await page.goto(`${origin}/docsify/index.html?fresh=${Date.now()}${route}`, { waitUntil: 'load', timeout: LOAD_MS });
  await expect(content(page).locator('h1').first()).toHaveText(heading, { timeout: LOAD_MS });
  await expect(page.locator('.sidebar-nav li[aria-current]')).toHaveCount(1, { timeout: LOAD_MS });
  // The search plugin builds its index from every page of the sidebar after the first render: a
  // search typed before that finds nothing. Wait until it finds a page, then clear the box.
  await search(page, 'backoff');
  await expect(results(page).first()).toBeVisible({ timeout: LOAD_MS });
  await page.locator('.search .clear-button').click();
  await expect(results(page)).toHaveCount(0);
  if (setup === 'zoomed') {
    // medium-zoom ignores a close while its opening animation runs: wait for the event that ends it.
    await diagram(page).evaluate((img) => img.addEventListener('medium-zoom:opened', () => img.setAttribute('data-zoom-opened', ''), { once: true }));
    await diagram(page).click();
    await expect(diagram(page)).toHaveAttribute('data-zoom-opened', '', { timeout: LOAD_MS });
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
  }
  if (setup === 'faq-open') await summary(page, 'Does Ferrydock run on Windows?').click();
  if (setup === 'searched') await search(page, 'retry');
  if (setup === 'searched-cron') await search(page, 'cron');
  if (setup === 'searched-queue') await search(page, 'queue');
  if (setup === 'hidden') {
    await toggle(page).click();
    await expect(page.locator('.sidebar')).not.toHaveClass(/\bshow\b/);
  }
  await page.mouse.move(640, 700);
  prepared = await read(page);
}

// --- checks ----------------------------------------------------------------------------------

/** The site as the step found it, with these changes only. */
const becomes = (changes: Partial<State>) => async (page: Page) => {
  if (!prepared) throw new Error('not prepared');
  const want = { ...prepared, ...changes };
  await expect.poll(() => read(page), { timeout: 5_000 }).toEqual(want);
};
/** On another page (at one of its sections: `?id=`), with these changes besides. */
const on = (name: PageName, section = '', changes: Partial<State> = {}) => {
  const [route, heading, current] = PAGES[name];
  return async (page: Page) => becomes({ route: `${route}${section ? `?id=${section}` : ''}`, heading, current, ...changes })(page);
};
/** A search typed: the box holds it and the results list these pages' sections. */
const searched = (words: string, titles: string[], status = `Found ${titles.length} results`) => becomes({ search: words, results: titles, status });

/** An ambiguous step: the right outcome is a hand-over, and the site as it was. */
const asks = (setup: string, phrasings: string[]): AppStep[] => says(setup, async () => undefined, becomes({}), phrasings);

// --- references ------------------------------------------------------------------------------

const click = (find: (page: Page) => ReturnType<Page['locator']>) => async (page: Page) => {
  await find(page).click();
};
const typed = (words: string) => (page: Page) => search(page, words);
const fromMenu = (menu: string, item: string) => async (page: Page) => {
  await navItem(page, menu).hover();
  await navLink(page, item).click();
};

export const DOCSIFY_STEPS: AppStep[] = [
  // Pages from the sidebar.
  ...says('home', click((p) => sideLink(p, 'Quick start')), on('quickstart'), ['click Quick start in the sidebar']),
  ...says('home', click((p) => sideLink(p, 'Installation')), on('install'), ['open the Installation page']),
  ...says('home', click((p) => sideLink(p, 'Retries and failures')), on('retries'), ['go to the Retries and failures guide']),
  ...says('home', click((p) => sideLink(p, 'Command line')), on('cli'), ['navigate to the command line reference']),
  ...says('home', click((p) => sideLink(p, 'Changelog')), on('changelog'), ['open the changelog']),
  ...says('home', click((p) => sideLink(p, 'FAQ')), on('faq'), ['click FAQ']),
  ...says('home', click((p) => sideLink(p, 'Scheduling jobs')), on('scheduling'), ['open the second page in the Guides section']),
  ...says('home', click((p) => sideLink(p, 'FAQ')), on('faq'), ['click the last link in the sidebar']),
  ...says('home', click((p) => sideLink(p, 'JavaScript API')), on('api'), ['in the Reference group, open JavaScript API']),
  ...says('retries', click((p) => sideLink(p, 'Introduction')), on('home'), ['go back to the introduction']),

  // Sections of the current page.
  ...says('retries', click((p) => sideLink(p, 'Backoff')), on('retries', 'backoff'), ['jump to the Backoff section']),
  ...says('retries', click((p) => sideLink(p, 'Dead-letter queue')), on('retries', 'dead-letter-queue'), ['click Dead-letter queue in the sidebar']),
  ...says('deployment', click((p) => sideLink(p, 'Health checks')), on('deployment', 'health-checks'), ['go to the Health checks section']),
  ...says('api', click((p) => sideLink(p, 'Worker')), on('api', 'worker'), ['show the Worker section of the API page']),
  ...says('changelog', click((p) => sideLink(p, '3.1.0')), on('changelog', '_310'), ['scroll to the 3.1.0 release notes']),
  ...says('cli', click((p) => content(p).getByRole('heading', { name: 'ferry status' }).getByRole('link')), on('cli', 'ferry-status'), [
    "click the 'ferry status' heading",
  ]),

  // Links in the text.
  ...says('home', click((p) => content(p).getByRole('link', { name: 'quick start', exact: true })), on('quickstart'), ['follow the quick start link in the introduction']),
  ...says('quickstart', click((p) => content(p).getByRole('link', { name: 'Installing Ferrydock' })), on('install'), ['click Installing Ferrydock']),
  ...says('retries', click((p) => content(p).getByRole('link', { name: 'Scheduling jobs' })), on('scheduling'), ['open the link to Scheduling jobs in the Backoff paragraph']),
  ...says('home', click((p) => content(p).getByRole('link', { name: 'deployment guide' })), on('deployment'), ['read the deployment guide']),

  // The navbar.
  ...says('home', click((p) => navLink(p, 'API')), on('api'), ['click API in the top navigation']),
  ...says('home', fromMenu('Guides', 'Deployment'), on('deployment'), ['choose Deployment from the Guides menu']),
  ...says('home', fromMenu('Version 3.2', 'Upgrading from 2.x'), on('changelog', 'upgrading-from-2x'), [
    'open the Version 3.2 menu and pick Upgrading from 2.x',
  ]),
  ...says('retries', click((p) => p.locator('.app-name-link')), on('home'), ['click Ferrydock at the top of the sidebar to go home']),

  // Search.
  ...says('home', typed('backoff'), searched('backoff', ['Backoff', 'Features']), ['search for backoff']),
  ...says('home', typed('cron'), searched('cron', ['Cron syntax', 'Features', 'Repeating jobs']), ['type "cron" into the search box']),
  ...says('home', typed('dead-letter'), searched('dead-letter', ['Dead-letter queue', 'Features', '3.1.0', 'Command line']), ['search the docs for dead-letter']),
  ...says('home', typed('xyzzy'), searched('xyzzy', [], 'No results'), ['search for xyzzy']),
  ...says('searched', click((p) => p.locator('.search .clear-button')), becomes({ search: '', results: [], status: '' }), ['clear the search']),
  ...says('searched', click((p) => results(p).first().getByRole('link')), on('retries', 'retry-limits'), ['open the first search result']),
  ...says('searched-cron', click((p) => results(p).getByRole('link', { name: /Cron syntax/ })), on('scheduling', 'cron-syntax'), ['click the Cron syntax result']),

  // The sidebar itself.
  ...says('home', click(toggle), becomes({ sidebar: false }), ['hide the sidebar']),
  ...says('hidden', click(toggle), becomes({ sidebar: true }), ['show the sidebar again']),

  // FAQ answers.
  ...says('faq', click((p) => summary(p, 'Does Ferrydock run on Windows?')), becomes({ open: ['Does Ferrydock run on Windows?'] }), [
    "expand 'Does Ferrydock run on Windows?'",
  ]),
  ...says('faq', click((p) => summary(p, 'Which Redis versions are supported?')), becomes({ open: ['Which Redis versions are supported?'] }), [
    'open the question about supported Redis versions',
  ]),
  ...says('faq', click((p) => summary(p, 'How do I pause a queue?')), becomes({ open: ['How do I pause a queue?'] }), ['show the answer to "How do I pause a queue?"']),
  ...says('faq-open', click((p) => summary(p, 'Does Ferrydock run on Windows?')), becomes({ open: [] }), ['collapse the Windows question']),

  // The diagram.
  ...says('deployment', click(diagram), becomes({ zoomed: true }), ['zoom in on the architecture diagram']),
  ...says('zoomed', (page) => page.keyboard.press('Escape'), becomes({ zoomed: false }), ['close the zoomed image']),

  // Ambiguous: three guide links in the introduction; four questions; two results for "queue".
  ...asks('home', ['open the guide']),
  ...asks('faq', ['expand the question']),
  ...asks('searched-queue', ['open the search result']),

  // Finding things.
  ...finds('home', '.search input[type=search]', ['find the search box']),
  ...finds('home', '.sidebar-nav a[href="#/guide/deployment"]', ['find the Deployment link in the sidebar']),
  ...finds('retries', '#main h2#backoff, #main h2#backoff a', ['find the Backoff heading']),
];

export const DOCSIFY: RealApp = { name: 'docsify', steps: DOCSIFY_STEPS, prepare, state };
