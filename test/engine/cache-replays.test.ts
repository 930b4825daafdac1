import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { Client, findBrowser } from '../../src/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

// Steps whose entry must verify when replayed: an entry that never verifies is re-resolved on
// every run, so the cache saves nothing (and is rewritten each time).
let browser: Browser;
let server: TestServer;
const dir = mkdtempSync(join(tmpdir(), 'actwright-cache-replays-'));

beforeAll(async () => {
  server = await startTestServer(fileURLToPath(new URL('../offline/apps/', import.meta.url)));
  browser = await chromium.launch({ executablePath: findBrowser()!.executablePath });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A client on the corpus' TodoMVC (its own context: empty storage) holding three todos. */
async function todos() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, browserContext: context, cacheDir: dir });
  await client.init();
  await page.goto(`${server.origin}/todomvc/vanillajs/index.html#/`);
  for (const title of ['buy some cheese', 'feed the cat', 'book a doctors appointment']) {
    await page.getByPlaceholder('What needs to be done?').fill(title);
    await page.getByPlaceholder('What needs to be done?').press('Enter');
  }
  return { client, page, context };
}

describe('cacheDir: entries that replay', () => {
  it('a step on an element with no role of its own (a todo\'s label) and one on a control shown on hover replay from the cache', async () => {
    const steps = ['double-click "feed the cat"', 'press Escape', 'delete "book a doctors appointment"'];
    for (const run of ['resolved', 'replayed'] as const) {
      const { client, page, context } = await todos();
      try {
        for (const step of steps) {
          const result = await client.act(step);
          expect(result.success, `${run}: ${step}: ${result.message}`).toBe(true);
          const tier = client.exportSession().records.at(-1)?.tier;
          if (run === 'replayed' && step !== 'press Escape') expect(tier, `${run}: ${step}`).toBe('cache');
        }
        await expect.poll(() => page.locator('#todo-list li label').allTextContents()).toEqual(['buy some cheese', 'feed the cat']);
      } finally {
        await client.close();
        await context.close();
      }
    }
  });
});
