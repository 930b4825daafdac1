import { chromium, type Browser, type BrowserContext, type CDPSession } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, findBrowser } from '../../src/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { waitFor } from '../support/processes.js';

/**
 * The DevTools session a client opens on its page (the clock on a blank page, then every look) is
 * detached by close(), unless the caller closes the context right after (`contextCloses`, as
 * Playwright Test's fixture does): then the context's own close ends it, and the two messages of a
 * detach (Playwright's `runIfWaitingForDebugger`, then `detachFromTarget`) are not sent per test.
 */
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer();
  server.route('/form', '<title>Form</title><h1>Order</h1><label>Name <input id="name"></label><button>Place order</button>');
  browser = await chromium.launch({ executablePath: findBrowser()!.executablePath, headless: true });
});
afterAll(async () => {
  await browser?.close();
  await server.close();
});

/** A context whose DevTools sessions are counted: opened, detached by their owner, ended by the context. */
async function countedContext() {
  const context = await browser.newContext();
  await context.newPage();
  const counts = { opened: 0, detached: 0, ended: 0 };
  const open = context.newCDPSession.bind(context);
  context.newCDPSession = async (target) => {
    const session: CDPSession = await open(target);
    counts.opened++;
    const detach = session.detach.bind(session);
    session.detach = () => {
      counts.detached++;
      return detach();
    };
    (session as unknown as { once(event: 'close', listener: () => void): void }).once('close', () => counts.ended++);
    return session;
  };
  return { context, counts };
}

async function readOnce(context: BrowserContext) {
  const client = new Client({ env: 'LOCAL', browserContext: context, verbose: 0, disablePino: true });
  await client.init();
  await context.pages()[0]!.goto(`${server.origin}/form`);
  expect((await client.extract()).pageText).toContain('Place order');
  return client;
}

describe("the client's DevTools sessions at close()", () => {
  it('close({ contextCloses: true }) leaves the page session to the context: never detached, ended by the context close', async () => {
    const { context, counts } = await countedContext();
    const client = await readOnce(context);
    expect(counts.opened).toBe(1);
    await client.close({ contextCloses: true });
    await context.close();
    // The context close is many turns of the event loop after close(): a detach begun by close() would be counted by now.
    await waitFor(() => counts.ended === 1);
    expect(counts).toEqual({ opened: 1, detached: 0, ended: 1 });
  });

  it('a context that stays open keeps the session for the next client, whose looks use it', async () => {
    const { context, counts } = await countedContext();
    await (await readOnce(context)).close({ contextCloses: true });
    const next = await readOnce(context);
    expect(counts).toEqual({ opened: 1, detached: 0, ended: 0 });
    await next.close();
    await waitFor(() => counts.detached === 1);
    await context.close();
  });

  it('near miss: a plain close() (the context is the caller’s and stays open) detaches the session itself', async () => {
    const { context, counts } = await countedContext();
    const client = await readOnce(context);
    await client.close();
    await waitFor(() => counts.detached === 1 && counts.ended === 1);
    expect(counts).toEqual({ opened: 1, detached: 1, ended: 1 });
    // The page is still the caller's to use.
    await expect(context.pages()[0]!.title()).resolves.toBe('Form');
    await context.close();
  });
});
