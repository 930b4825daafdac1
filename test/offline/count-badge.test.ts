/**
 * Two more shapes of a count asked for (rules/count-of.ts, issue 25): the number a badge shows beside a
 * name ("find how many new tickets Billing has"), and the amount a meter or progress bar shows
 * ("find how much API quota we have used"). On a help desk of our own: a sidebar of queues with
 * badges, a second page with two queues of one name, and an account panel with progress bars. Found
 * by the chat and drive apps' hand-overs ("find how many unread messages #engineering has", "find
 * how much storage I have used").
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { selectorLocator } from '../../src/engine/snapshot/selectors.js';
import { ownPages } from '../support/own-pages.js';

const DESK = `<!doctype html><title>Help desk</title>
<nav aria-label="Queues"><h2>Queues</h2><ul>
  <li><a href="#billing" id="billing"><span>Billing</span> <span class="badge">4</span></a></li>
  <li><a href="#refunds" id="refunds"><span>Refunds</span></a></li>
  <li><a href="#shipping" id="shipping"><span>Shipping</span> <span class="badge">7</span></a></li>
</ul></nav>
<section aria-label="Account"><h2>Plan</h2>
  <div role="progressbar" id="quota" style="height:6px;width:200px;background:#ddd" aria-label="API quota" aria-valuemin="0" aria-valuemax="10000" aria-valuenow="7200" aria-valuetext="7,200 of 10,000 calls used"></div>
  <div role="progressbar" id="seats" style="height:6px;width:200px;background:#ddd" aria-label="Agent seats" aria-valuemin="0" aria-valuemax="20" aria-valuenow="12"></div>
</section>
<main><h1>Billing</h1><p>4 tickets wait for an answer.</p></main>`;

const TWO = `<!doctype html><title>Two desks</title>
<nav aria-label="Europe"><ul><li><a href="#eu">Billing <span>3</span></a></li></ul></nav>
<nav aria-label="Americas"><ul><li><a href="#am">Billing <span>9</span></a></li></ul></nav>
<div role="meter" style="height:6px;width:200px;background:#ddd" aria-label="Storage (Europe)" aria-valuenow="3"></div><div role="meter" style="height:6px;width:200px;background:#ddd" aria-label="Storage (Americas)" aria-valuenow="5"></div>`;

const pages = ownPages({ '/desk': DESK, '/two': TWO });
const page = () => pages.client.page;
const open = (path: string) => page().goto(`${pages.origin}${path}`);
const isElement = async (selector: string, found: string) => {
  const [want, got] = await Promise.all([page().locator(selector).elementHandle(), selectorLocator(page(), found).elementHandle({ timeout: 2_000 })]);
  return page().evaluate(([a, b]) => a === b, [want, got] as const);
};

describe('observe() of a badge beside a name and of a meter (rule count-of)', () => {
  for (const [step, selector] of [
    // The badge is an inline span, which the page's accessibility tree folds into the link: the link shows the count.
    ['find how many new tickets Billing has', '#billing'],
    ['find how many unread messages Shipping has', '#shipping'],
    ['find how much API quota we have used', '#quota'],
    ['find how much quota is left', '#quota'],
  ] as const) {
    it(`"${step}"`, async () => {
      await open('/desk');
      const [found] = await pages.client.observe(step);
      expect(found, 'observe found nothing').toBeDefined();
      expect(found!.decision?.by).toEqual({ kind: 'rule', rule: 'count-of' });
      expect(await isElement(selector, found!.selector)).toBe(true);
    });
  }

  it('near miss: a name with no number beside it (Refunds) is handed over', async () => {
    await open('/desk');
    await expect(pages.client.observe('find how many new tickets Refunds has')).rejects.toThrow(MissingLLMConfigurationError);
  });

  it('near miss: a count a badge does not show ("how many agents", no unread or new said) is handed over', async () => {
    await open('/desk');
    await expect(pages.client.observe('find how many agents Billing has')).rejects.toThrow(MissingLLMConfigurationError);
  });

  it('near miss: a measure no meter is named for (bandwidth) is handed over', async () => {
    await open('/desk');
    await expect(pages.client.observe('find how much bandwidth I have used')).rejects.toThrow(MissingLLMConfigurationError);
  });

  it('near miss: two queues named Billing, each with a badge, hand over', async () => {
    await open('/two');
    await expect(pages.client.observe('find how many new tickets Billing has')).rejects.toThrow(/2 items show a number beside/);
  });

  it('near miss: two meters measure storage hand over naming both', async () => {
    await open('/two');
    await expect(pages.client.observe('find how much storage I have used')).rejects.toThrow(/2 meters measure "storage"/);
  });
});
