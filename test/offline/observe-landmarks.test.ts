/**
 * observe() of a part of the page (issue 25): "find the breadcrumb" is the navigation
 * landmark named Breadcrumb (rule named-landmark), "find the Danger zone section" the region its
 * heading names, "find the main navigation" the navigation named Main. On a
 * forum's account pages of ours. Near misses hand over: two navigations of one name, a landmark no
 * name says, a kind word the landmark's role is not.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { selectorLocator } from '../../src/engine/snapshot/selectors.js';
import { ownPages } from '../support/own-pages.js';

const DEVICES = `<!doctype html><title>Forum account</title>
<header><nav aria-label="Main" id="main-nav"><a href="#/">Home</a> <a href="#/topics">Topics</a></nav></header>
<nav aria-label="Breadcrumb" id="crumbs"><ol><li><a href="#/">Forum</a></li><li><a href="#/account">Account</a></li><li aria-current="page">Devices</li></ol></nav>
<main>
<h1>Signed-in devices</h1>
<h2>Active sessions</h2>
<table id="devices"><thead><tr><th>Device</th><th>Last seen</th><th>Actions</th></tr></thead>
<tbody>
<tr id="r1"><td>Firefox on Ubuntu <span class="tag">This device</span></td><td>Today</td><td></td></tr>
<tr id="r2"><td>Pixel 8 app <span class="tag">Trusted</span></td><td>Yesterday</td><td><button>Revoke</button></td></tr>
<tr id="r3"><td>Safari on iPad</td><td>3 days ago</td><td><button>Revoke</button></td></tr>
</tbody></table>
<section aria-labelledby="danger-h" id="danger"><h2 id="danger-h">Danger zone</h2><button>Delete account</button></section>
</main>`;

/** Two navigations named alike (a pager drawn above and below a list), and a sidebar. */
const TWO_CRUMBS = `<!doctype html><title>Topics</title>
<nav aria-label="Breadcrumb"><a href="#/">Forum</a> / Topics</nav>
<aside aria-label="Filters"><label><input type="checkbox"> Unanswered</label></aside>
<main><h1>Topics</h1><p>No topics yet.</p></main>
<nav aria-label="Breadcrumb"><a href="#/">Forum</a> / Topics</nav>`;

const pages = ownPages({ '/devices': DEVICES, '/two-crumbs': TWO_CRUMBS });
const page = () => pages.client.page;
const open = (path: string) => page().goto(`${pages.origin}${path}`);
/** Whether the selector observe() returned names the element `selector` names. */
const isElement = async (selector: string, found: string) => {
  const [want, got] = await Promise.all([page().locator(selector).elementHandle(), selectorLocator(page(), found).elementHandle({ timeout: 2_000 })]);
  return page().evaluate(([a, b]) => a === b, [want, got] as const);
};

describe('observe() of a landmark by its name (rule named-landmark)', () => {
  for (const [step, selector] of [
    ['find the breadcrumb', '#crumbs'],
    ['where are the breadcrumbs?', '#crumbs'],
    ['find the main navigation', '#main-nav'],
    ['find the Danger zone section', '#danger'],
  ] as const) {
    it(`"${step}"`, async () => {
      await open('/devices');
      const [found] = await pages.client.observe(step);
      expect(found, 'observe found nothing').toBeDefined();
      expect(found!.decision?.by).toEqual({ kind: 'rule', rule: 'named-landmark' });
      expect(await isElement(selector, found!.selector)).toBe(true);
    });
  }

  it('hands over "find the breadcrumb" on a page of two navigations named Breadcrumb', async () => {
    await open('/two-crumbs');
    await expect(pages.client.observe('find the breadcrumb')).rejects.toThrow(/2 parts are named "Breadcrumb"/);
  });

  it('hands over "find the Filters navigation": the part named Filters is a sidebar (complementary), not a navigation', async () => {
    await open('/two-crumbs');
    await expect(pages.client.observe('find the Filters navigation')).rejects.toThrow(MissingLLMConfigurationError);
  });

  it('hands over "find the footer navigation": no landmark is named Footer', async () => {
    await open('/devices');
    await expect(pages.client.observe('find the footer navigation')).rejects.toThrow(MissingLLMConfigurationError);
  });
});

