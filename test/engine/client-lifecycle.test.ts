import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ClientInitError, ClientNotInitializedError, InvalidArgumentError } from '../../src/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { browserPids, waitFor } from '../support/processes.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.route('/one', '<title>One</title><h1>Page one</h1><a href="/two">to two</a><input id="name">');
  server.route('/two', '<title>Two</title><h1>Page two</h1>');
});
afterAll(() => server.close());

/** A launch argument Chromium ignores, so a test can find its own browser's processes. */
const marker = () => `--actwright-test=${randomUUID()}`;

describe('Client lifecycle (LOCAL)', () => {
  it('methods before init() throw ClientNotInitializedError', () => {
    const client = new Client({ env: 'LOCAL', verbose: 0 });
    expect(() => client.page).toThrow(ClientNotInitializedError);
    expect(() => client.context).toThrow(/before init\(\)/);
    expect(client.cloudSessionID).toBeUndefined();
  });

  it('init() launches a browser with a first page; init twice is harmless; close twice is harmless; the browser is gone', async () => {
    const tag = marker();
    const client = new Client({ env: 'LOCAL', verbose: 0, localBrowserLaunchOptions: { args: [tag] } });
    await Promise.all([client.init(), client.init()]);
    await client.init();
    expect(browserPids(tag).length).toBeGreaterThan(0);
    expect(client.context.pages()).toHaveLength(1);
    expect(client.page).toBe(client.context.pages()[0]);
    expect(client.cloudSessionID).toBeUndefined();
    expect(client.cloudSessionURL).toBeUndefined();
    expect(client.cloudSessionDebugURL).toBeUndefined();
    // The seed's 25 fields, and the cost per method and in total.
    expect(Object.values(await client.metrics)).toHaveLength(30);
    expect(Object.values(await client.metrics).every((v) => v === 0)).toBe(true);
    await client.close();
    await client.close();
    expect(browserPids(tag)).toEqual([]);
    expect(() => client.page).toThrow(ClientNotInitializedError);
    // After close, the error says the client was closed, not that init() is missing.
    expect(() => client.page).toThrow(/^Client\.page\(\) was called after the client was closed, so it did not run\./);
    await expect(client.init()).rejects.toThrow(ClientInitError);
  });

  it('a call made while close() is under way (a test body still running after its timeout) says the client was closed', async () => {
    const client = new Client({ env: 'LOCAL', verbose: 0 });
    await client.init();
    const closing = client.close();
    const error = await client.act('click Export').then(() => undefined, (e: unknown) => e);
    await closing;
    expect(error).toBeInstanceOf(ClientNotInitializedError);
    expect((error as Error).message).toMatch(/^Client\.act\(\) was called while the client was closing, so it did not run\./);
    expect((error as Error).message).not.toMatch(/before init/);
  });

  it("a call made after the fixture's teardown began names that teardown and points at the test's own failure", async () => {
    const client = new Client({ env: 'LOCAL', verbose: 0 });
    await client.init();
    const closing = client.close({ reason: "the test's teardown: the test timed out, and Playwright closes its browser then" });
    const error = await client.act('click Export').then(() => undefined, (e: unknown) => e);
    await closing;
    expect(error).toBeInstanceOf(ClientNotInitializedError);
    expect((error as Error).message).toBe(
      "Client.act() was called while the client was closing (closed by the test's teardown: the test timed out, and Playwright closes its browser then), so it did not run. " +
        'The test went on running after that, and this call came from it: the reason the test ended is the failure to read, not this call.',
    );
    expect(() => client.page).toThrow(/^Client\.page\(\) was called after the client was closed \(closed by the test's teardown: the test timed out/);
  });

  it('init() sends its init scripts (page clock, page reader, closed shadow roots) in one call, and each works in a page loaded after', async () => {
    const { chromium } = await import('playwright-core');
    const { findBrowser } = await import('../../src/index.js');
    const browser = await chromium.launch({ executablePath: findBrowser()!.executablePath });
    try {
      const context = await browser.newContext();
      await context.newPage();
      const add = context.addInitScript.bind(context);
      let calls = 0;
      context.addInitScript = ((...args: Parameters<typeof add>) => (calls++, add(...args))) as typeof add;
      const client = new Client({ env: 'LOCAL', verbose: 0, browserContext: context });
      await client.init();
      expect(calls).toBe(1);
      await client.page.goto(`${server.origin}/one`);
      const present = await client.page.evaluate(() => ['actwright.clock', 'actwright.reader'].map((key) => !!(window as unknown as Record<symbol, unknown>)[Symbol.for(key)]));
      expect(present).toEqual([true, true]);
      expect(((await client.extract()) as { pageText: string }).pageText).toContain('Page one');
      await client.close();
    } finally {
      await browser.close();
    }
  });

  it('close({ force: true }) ends the browser even while a close is under way', async () => {
    const tag = marker();
    const client = new Client({ env: 'LOCAL', verbose: 0, localBrowserLaunchOptions: { args: [tag] } });
    await client.init();
    const first = client.close();
    await client.close({ force: true });
    await first;
    await waitFor(() => browserPids(tag).length === 0);
  });

  it('a missing executable gives ClientInitError that says what to do', async () => {
    const client = new Client({ env: 'LOCAL', verbose: 0, localBrowserLaunchOptions: { executablePath: '/nope/chrome' } });
    await expect(client.init()).rejects.toThrow(/executablePath "\/nope\/chrome" does not exist/);
    await expect(client.init()).rejects.toBeInstanceOf(ClientInitError);
  });
});

describe('pages and history', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ env: 'LOCAL', verbose: 0, localBrowserLaunchOptions: { viewport: { width: 900, height: 700 } } });
    await client.init();
  });
  afterAll(() => client.close());

  it('page methods drive the page and navigations land in the history', async () => {
    const page = client.page;
    await page.goto(`${server.origin}/one`);
    expect(await page.title()).toBe('One');
    expect(page.viewportSize()).toEqual({ width: 900, height: 700 });
    await page.click('#name');
    await page.type('#name', 'Ada');
    await page.keyPress('Shift+Home');
    await page.keyPress('Backspace');
    expect(await page.locator('#name').inputValue()).toBe('');
    expect(await page.evaluate(() => document.querySelector('h1')?.textContent)).toBe('Page one');
    await page.click('text=to two');
    await page.waitForURL('**/two');
    expect(page.url()).toBe(`${server.origin}/two`);
    await page.goBack();
    expect(await page.title()).toBe('One');
    await page.goForward();
    await page.reload();
    expect(await page.title()).toBe('Two');
    const png = await page.screenshot();
    expect(png.subarray(1, 4).toString()).toBe('PNG');

    const history = await client.history;
    expect(Object.isFrozen(history)).toBe(true);
    expect(history.every((e) => e.method === 'navigate')).toBe(true);
    expect(history.map((e) => (e.parameters as { url: string }).url)).toEqual([
      `${server.origin}/one`,
      `${server.origin}/two`,
      `${server.origin}/one`,
      `${server.origin}/two`,
      `${server.origin}/two`,
    ]);
    expect(new Date(history[0]!.timestamp).toISOString()).toBe(history[0]!.timestamp);
  });

  it('context: newPage() becomes active, setActivePage() switches, a closed page falls back', async () => {
    const first = client.page;
    const second = await client.context.newPage();
    expect(client.context.pages()).toHaveLength(2);
    expect(client.page).toBe(second);
    expect(client.context.activePage()).toBe(second);
    client.context.setActivePage(first);
    expect(client.page).toBe(first);
    client.context.setActivePage(second);
    await second.close();
    expect(client.page).toBe(first);
    expect(() => client.context.setActivePage(second)).toThrow(InvalidArgumentError);
  });

  it('a page opened by the page (target=_blank) becomes the active page', async () => {
    const first = client.page;
    await first.setContent(`<a href="${server.origin}/two" target="_blank">new tab</a>`);
    const popup = client.context.playwright.waitForEvent('page');
    await first.click('a');
    const opened = await popup;
    expect(client.page).toBe(opened);
    await opened.close();
    expect(client.page).toBe(first);
  });
});
