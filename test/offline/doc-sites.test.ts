/**
 * Issue 25, documentation sites and navigation, through a Client with no model (the offline tier),
 * on pages of our own (not docsify's markup): pages and sections named with a kind word, links by
 * their place and scope, a group's nth page, a sidebar's hide/show button, FAQ answers by a quoted
 * question or a paraphrase, search results by place, a hover drop-down. Each step either does what
 * it asks and the page shows it, or hands over with the page as it was and says why.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

// A documentation site drawn with headings over its sidebar's lists (not list items' words), a
// top navigation in the banner with a drop-down drawn off-screen until hovered, the current page's
// sections in the sidebar and as heading anchors, links in the text, a search with its results.
const DOCS = `<!doctype html><title>Docs</title>
<style>
  .drop { position: relative; } .drop > ul { position: absolute; top: -9999px; }
  .drop:hover > ul, .drop:focus-within > ul { top: 100%; }
</style>
<header><nav aria-label="Site"><ul>
  <li class="drop">Guides<ul><li><a href="#/guide/deploy">Deployment</a></li><li><a href="#/guide/config">Configuration</a></li></ul></li>
  <li><a href="#/reference/api">API</a></li>
  <li class="drop">Version 3.2<ul><li><a href="#/changelog">3.2 (current)</a></li><li><a href="#/changelog?id=upgrading">Upgrading from 2.x</a></li></ul></li>
</ul></nav></header>
<aside>
  <div role="search"><input type="search" aria-label="Search the docs" value="retry">
    <div><a href="#/guide/retries?id=limits">Retry limits: attempts is the number of tries</a></div>
    <div><a href="#/guide/dead?id=queue">Dead-letter queue: retry it by hand</a></div>
  </div>
  <nav aria-label="Contents">
    <h3>Getting started</h3><ul><li><a href="#/">Introduction</a></li><li><a href="#/setup">Setup</a></li></ul>
    <h3>Guides</h3><ul><li><a href="#/guide/config">Configuration</a></li><li><a href="#/guide/scheduling">Scheduling</a></li><li><a href="#/guide/retries">Retries and failures</a>
      <ul><li><a href="#/guide/retries?id=limits">Limits</a></li><li><a href="#/guide/retries?id=backoff">Backoff</a></li></ul></li><li><a href="#/guide/deploy">Deployment</a></li></ul>
    <h3>Reference</h3><ul><li><a href="#/reference/cli">Command line</a></li><li><a href="#/reference/api">JavaScript API</a></li><li><a href="#/reference/limits">Limits</a></li></ul>
  </nav>
</aside>
<main>
  <h1>Retries and failures</h1>
  <p>A job fails when it throws. Before you start, read the <a href="#/setup">setup</a> notes.</p>
  <h2 id="limits"><a href="#/guide/retries?id=limits">Limits</a></h2>
  <p>Each job is tried three times.</p>
  <h2 id="backoff"><a href="#/guide/retries?id=backoff">Backoff</a></h2>
  <p>The wait doubles each time. See <a href="#/guide/scheduling">Scheduling</a> for delays set by hand.</p>
  <h2>Setup links</h2>
  <p><a href="#/setup/linux">Setup</a> on Linux, <a href="#/setup/mac">Setup</a> on a Mac.</p>
</main>`;

// A sidebar whose button says what it does (its name and aria-expanded change with the state),
// FAQ answers in <details>, and a button that toggles the top navigation (no sidebar word).
const SIDEBAR = `<!doctype html><title>Help</title>
<header><button type="button" aria-label="Toggle navigation" aria-expanded="false" id="burger">≡</button></header>
<button type="button" id="toggle" aria-controls="side" aria-expanded="true">Hide primary navigation</button>
<aside id="side"><nav aria-label="primary"><a href="#/a">Intro</a> <a href="#/b">Usage</a></nav></aside>
<main><h1>FAQ</h1>
  <details><summary>Which Redis versions are supported?</summary><p>6.2 and later.</p></details>
  <details><summary>How do I pause a queue?</summary><p>Call pause().</p></details>
  <details><summary>Can a queue run on Redis Cluster?</summary><p>Yes.</p></details>
</main>
<script>
  const t = document.getElementById('toggle');
  t.addEventListener('click', () => {
    const open = t.getAttribute('aria-expanded') !== 'true';
    t.setAttribute('aria-expanded', String(open));
    t.textContent = open ? 'Hide primary navigation' : 'Show primary navigation';
    document.getElementById('side').style.transform = open ? '' : 'translateX(-100%)';
  });
</script>`;

const pages = ownPages({ '/docs': DOCS, '/sidebar': SIDEBAR });

const page = () => pages.client.page;
const route = async () => decodeURIComponent(new URL(page().url()).hash);
const at = async (path: string, hash = '#/guide/retries') => {
  await page().goto(`${pages.origin}${path}${hash}`);
  await page().mouse.move(600, 600);
};
const acts = async (step: string, rule: string) => {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule });
};
const handsOver = async (step: string, why: RegExp) => {
  const before = await route();
  const error = await pages.client.act(step).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(MissingLLMConfigurationError);
  expect((error as Error).message, (error as Error).message).toMatch(why);
  expect(await route()).toBe(before);
};

describe('a page or a section named with a kind word (rule place-by-kind)', () => {
  it('drops the kind word no link holds and follows the one link of the rest', async () => {
    await at('/docs');
    await acts('go to the Command line reference', 'place-by-kind');
    expect(await route()).toBe('#/reference/cli');
    await at('/docs', '#/');
    await acts('navigate to the Scheduling guide', 'place-by-kind');
    expect(await route()).toBe('#/guide/scheduling');
  });

  it('takes a section of the current page over a page of that name elsewhere', async () => {
    await at('/docs');
    await acts('jump to the Limits section', 'place-by-kind');
    expect(await route()).toBe('#/guide/retries?id=limits');
  });

  it('follows a heading by its own anchor', async () => {
    await at('/docs', '#/');
    await acts("click the 'Backoff' heading", 'place-by-kind');
    expect(await route()).toBe('#/guide/retries?id=backoff');
  });

  it('hands over when the links of that name lead to different places, naming them', async () => {
    await at('/docs');
    await handsOver('go to the Setup guide', /links named "setup" lead to 3 places/);
  });
});

describe('a link by where it is (rule place-scope)', () => {
  it('in the top navigation: the banner\'s navigation, not the sidebar\'s link of the same name', async () => {
    await at('/docs', '#/');
    await acts('click API in the top navigation', 'place-scope');
    expect(await route()).toBe('#/reference/api');
  });

  it('in the introduction: the main text before its first subheading', async () => {
    await at('/docs');
    await acts('follow the setup link in the introduction', 'place-scope');
    expect(await route()).toBe('#/setup');
  });

  it('in a paragraph named by its heading', async () => {
    await at('/docs', '#/');
    await acts('open the link to Scheduling in the Backoff paragraph', 'place-scope');
    expect(await route()).toBe('#/guide/scheduling');
  });
});

describe('a group of links (rule nav-group, and a scope said first)', () => {
  it('opens the nth page of the list a heading names, leaving out the closed drop-down of that name', async () => {
    await at('/docs', '#/');
    await acts('open the second page in the Guides section', 'nav-group');
    expect(await route()).toBe('#/guide/scheduling');
  });

  it('reads a scope said before the step', async () => {
    await at('/docs', '#/');
    const result = await pages.client.act('in the Reference group, open JavaScript API');
    expect(result.success, result.message).toBe(true);
    expect(await route()).toBe('#/reference/api');
  });
});

describe('search results by place (rule search-result)', () => {
  it('opens the nth result of the search', async () => {
    await at('/docs', '#/');
    await acts('open the second search result', 'search-result');
    expect(await route()).toBe('#/guide/dead?id=queue');
  });

  it('hands over "the search result" when there are several, naming them', async () => {
    await at('/docs', '#/');
    await handsOver('open the search result', /2 results \("Retry limits/);
  });
});

describe('a menu that opens on hover (rule hover-menu)', () => {
  it('hovers its head and follows the item', async () => {
    await at('/docs', '#/');
    await acts('open the Version 3.2 menu and pick Upgrading from 2.x', 'hover-menu');
    expect(await route()).toBe('#/changelog?id=upgrading');
  });
});

describe('the sidebar hidden and shown by its button (rule part-toggle)', () => {
  it('hides it with the button that says so, then shows it with the same button renamed', async () => {
    await at('/sidebar', '');
    const toggle = page().locator('#toggle');
    await acts('hide the sidebar', 'part-toggle');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await acts('show the sidebar again', 'part-toggle');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page().locator('#burger').getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a sidebar drawn off the page (out of the tree) with its "Show … navigation" button', async () => {
    await at('/sidebar', '');
    await page().locator('#toggle').click();
    await page().locator('#side').evaluate((side) => { (side as HTMLElement).style.display = 'none'; });
    await acts('show the sidebar again', 'part-toggle');
    await expect.poll(() => page().locator('#toggle').getAttribute('aria-expanded')).toBe('true');
  });

  it('hands over hiding a sidebar that is hidden already', async () => {
    await at('/sidebar', '');
    await page().locator('#toggle').click();
    await handsOver('hide the sidebar', /hidden already/);
    expect(await page().locator('#toggle').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('FAQ answers by their question (rule disclosure-topic)', () => {
  const open = () => page().locator('details[open] > summary').allTextContents();

  it('opens the one answer a quoted question names', async () => {
    await at('/sidebar', '');
    await acts('show the answer to "How do I pause a queue?"', 'disclosure-topic');
    expect(await open()).toEqual(['How do I pause a queue?']);
  });

  it('opens the one answer whose question says every word of a paraphrase', async () => {
    await at('/sidebar', '');
    await acts('open the question about supported Redis versions', 'disclosure-topic');
    expect(await open()).toEqual(['Which Redis versions are supported?']);
  });

  it('hands over a paraphrase two questions fit, naming them', async () => {
    await at('/sidebar', '');
    const error = await pages.client.act('open the question about Redis').then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(MissingLLMConfigurationError);
    expect((error as Error).message).toMatch(/2 questions fit/);
    expect(await open()).toEqual([]);
  });
});
