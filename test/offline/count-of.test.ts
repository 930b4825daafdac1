/**
 * An observe of a count, located where the page shows it (rules/count-of.ts): a CRM of our own
 * whose deal tabs say their counts ("Open deals (8)", "Won deals 3"), and a help desk with the same
 * word counted in two widgets. Found by the seventeenth blind batch (an issue tracker: "find how
 * many issues are closed", where the state button reads "✓ 3 Closed").
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { selectorLocator } from '../../src/engine/snapshot/selectors.js';
import { ownPages } from '../support/own-pages.js';

const CRM = `<!doctype html><title>Deals</title>
<h1>Deals</h1>
<div role="tablist" aria-label="Deal states">
  <button role="tab" id="open" aria-selected="true">Open deals (8)</button>
  <button role="tab" id="won" aria-selected="false">Won deals <span class="badge">3</span></button>
  <button role="tab" id="lost" aria-selected="false">Lost</button>
</div>
<ul><li>Acme renewal, won by Ana last week after 3 calls and a long talk</li><li>Globex pilot</li></ul>`;

const DESK = `<!doctype html><title>Desk</title>
<section aria-label="My queue"><h2>My queue</h2><button id="a">5 open</button></section>
<section aria-label="Team queue"><h2>Team queue</h2><button id="b">12 open</button></section>`;

const pages = ownPages({ '/crm': CRM, '/desk': DESK });
const page = () => pages.client.page;
const open = (path: string) => page().goto(`${pages.origin}${path}`);
const isElement = async (selector: string, found: string) => {
  const [want, got] = await Promise.all([page().locator(selector).elementHandle(), selectorLocator(page(), found).elementHandle({ timeout: 2_000 })]);
  return page().evaluate(([a, b]) => a === b, [want, got] as const);
};

describe('observe() of a count where the page shows it (rule count-of)', () => {
  for (const [step, selector] of [
    ['find how many deals are won', '#won'],
    ['how many open deals are there?', '#open'],
  ] as const) {
    it(`"${step}"`, async () => {
      await open('/crm');
      const [found] = await pages.client.observe(step);
      expect(found, 'observe found nothing').toBeDefined();
      expect(found!.decision?.by).toEqual({ kind: 'rule', rule: 'count-of' });
      expect(await isElement(selector, found!.selector)).toBe(true);
    });
  }

  it('near miss: a state the page shows no count of ("lost": a tab with no number) is handed over', async () => {
    await open('/crm');
    await expect(pages.client.observe('find how many deals are lost')).rejects.toThrow(MissingLLMConfigurationError);
  });

  it('near miss: two counts say "open" (two queues) hand over naming both', async () => {
    await open('/desk');
    await expect(pages.client.observe('find how many tickets are open')).rejects.toThrow(/2 counts say "open".*5 open.*12 open/);
  });
});
