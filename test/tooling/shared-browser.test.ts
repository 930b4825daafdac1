/**
 * The run's shared browser (test/support/shared-browser.ts): a file's ownPages client acts in a
 * context of its own in it, instead of launching a browser of its own; a second file's context
 * there neither sees the first one's pages nor is seen by it; and the browser outlives a file that
 * lets go of its context.
 */
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';
import { sharedContext } from '../support/shared-browser-context.js';

const marker = randomUUID();
const pages = ownPages({ [`/${marker}`]: `<title>Shared</title><button onclick="this.textContent = 'Saved'">Save</button>` });

/** The address of every page open in the shared browser, in any context (the browser's own target list). */
async function pagesInSharedBrowser(): Promise<string[]> {
  const browser = await chromium.connect(inject('sharedBrowser'));
  try {
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
    return targetInfos.filter((t) => t.type === 'page').map((t) => t.url);
  } finally {
    await browser.close();
  }
}

describe('the run shares one browser', () => {
  it('the global setup started it', () => {
    expect(inject('sharedBrowser')).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\//);
  });

  it("an ownPages client acts in it: the page it opened is among the shared browser's pages", async () => {
    await pages.client.page.goto(`${pages.origin}/${marker}`);
    const result = await pages.client.act('click Save');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('button').textContent()).toBe('Saved');
    expect(await pagesInSharedBrowser()).toContain(`${pages.origin}/${marker}`);
  });

  it("another context in it is its own: it does not list the client's page, and closing it leaves the client's page working", async () => {
    const other = await sharedContext();
    expect(other).toBeDefined();
    const page = await other!.context.newPage();
    await page.goto(`${pages.origin}/${marker}`);
    expect(other!.context.pages().map((p) => p.url())).toEqual([`${pages.origin}/${marker}`]);
    expect(await page.locator('button').textContent()).toBe('Save');
    await other!.release();
    await pages.client.page.reload();
    expect(await pages.client.page.locator('button').textContent()).toBe('Save');
    expect((await pages.client.act('click Save')).success).toBe(true);
  });
});
