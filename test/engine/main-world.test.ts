import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Client } from '../../src/index.js';
import { waitForSettled } from '../../src/engine/page/settle.js';
import { CLOCK_KEY } from '../../src/engine/injected/keys.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

/**
 * Playwright's main world (where a locator's evaluate runs, with its injected script) is set up
 * while the page settles, once per document (browser/main-world.ts): the settle tells its caller
 * the main document at its first look, and act starts the set-up then. Counted, not timed.
 */
let server: TestServer;
let client: Client;
let release: () => void = () => undefined;

const doc = (body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/form', doc('<h1>Form</h1><label>Name <input id="name"></label><button>Save</button>'));
  // A request the page sends at load, answered only when the test says so: the page is not settled until then.
  server.route('/api/held', async (_req, res) => {
    await new Promise<void>((resolve) => (release = resolve));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  server.route('/held', doc('<h1>Held</h1><p id="out">Waiting</p><script>fetch("/api/held").then(() => { document.getElementById("out").textContent = "Answered"; });</script>'));
  client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 60_000 });
  await client.init();
});
afterAll(async () => {
  release();
  await client?.close();
  await server?.close();
});

/** The selectors `page.locator` is called with while `work` runs. */
async function locatorsDuring(page: Page, work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const own = page.locator;
  page.locator = function (this: Page, selector: string, ...rest: unknown[]) {
    seen.push(selector);
    return Reflect.apply(own, this, [selector, ...rest]);
  } as Page['locator'];
  try {
    await work();
  } finally {
    page.locator = own;
  }
  return seen;
}

describe("Playwright's main world, set up while the page settles", () => {
  it('the settle tells its caller the main document at its first look, before the page is settled, and once', async () => {
    const page = client.page;
    await page.goto(`${server.origin}/held`, { waitUntil: 'domcontentloaded' });
    const events: string[] = [];
    const settled = waitForSettled(page, {
      timeoutMs: 60_000,
      onFirstLook: (mainDoc) => {
        events.push(`look ${mainDoc}`);
        release(); // only now can the page settle
      },
    }).then((result) => events.push(`settled ${result.settled}`));
    await settled;
    const clockDoc = await page.evaluate((key) => (window as unknown as Record<symbol, { doc: string }>)[Symbol.for(key)]!.doc, CLOCK_KEY);
    expect(events).toEqual([`look ${clockDoc}`, 'settled true']);
  });

  it('an act sets the main world up once per document: not again on the same document, again on a new one', async () => {
    const page = client.page;
    await page.goto(`${server.origin}/form`);
    const first = await locatorsDuring(page, async () => {
      await client.act('fill Name with "Ann"');
      await client.act('fill Name with "Bob"');
    });
    expect(first.filter((s) => s === ':root')).toHaveLength(1);
    await page.goto(`${server.origin}/form`);
    const second = await locatorsDuring(page, () => client.act('fill Name with "Cy"'));
    expect(second.filter((s) => s === ':root')).toHaveLength(1);
    expect(await page.locator('#name').inputValue()).toBe('Cy');
  });
});
