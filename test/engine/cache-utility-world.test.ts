// A cached action that takes nothing from its element's state (a fill, a key press) is verified
// where Playwright's own actions run: its identity by Playwright's role engine in its utility
// world, the page's clock over the DevTools session. Nothing of it runs in the page's main world,
// whose Playwright script each new document would have to set up first (browser/main-world.ts).
// Counted, not timed. Real Chromium, pages on 127.0.0.1, no model.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { Client } from '../../src/index.js';
import { ACTION_CACHE_VERSION, actionCacheKey, cacheFileName, type ActionCacheEntry } from '../../src/engine/cache/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { locatorCalls } from '../support/locator-calls.js';
import { sharedContexts } from '../support/shared-browser-context.js';

let server: TestServer;
const clients: Client[] = [];
/** Each client on a context of its own in the run's shared browser, closed after its test. */
const contexts = sharedContexts();
const dirs: string[] = [];

const formPage = `<title>Form</title><header><input type="search" aria-label="Search"></header>
<form onsubmit="event.preventDefault(); document.getElementById('out').textContent = 'sent ' + document.getElementById('name').value"><label>Name <input id="name"></label></form><p id="out"></p>`;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/form', formPage);
  server.route('/list', `<title>List</title><ul><li><label ondblclick="document.getElementById('out').textContent = 'editing ' + this.textContent">Walk the dog</label></li><li><label>Feed the cat</label></li></ul><p id="out"></p>`);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close({ force: true }).catch(() => undefined)));
  await contexts.releaseAll();
});
afterAll(async () => {
  await server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function startClient(): Promise<{ client: Client; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'actwright-utility-world-'));
  dirs.push(dir);
  const client = new Client({ env: 'LOCAL', cacheDir: dir, verbose: 0, disablePino: true, domSettleTimeout: 3_000, ...(await contexts.options()) });
  clients.push(client);
  await client.init();
  return { client, dir };
}

/** Calls of a locator's evaluate family (what runs in the page's main world) while `work` runs. */
async function mainWorldReads(sample: Locator, work: () => Promise<unknown>): Promise<number> {
  return (await locatorCalls(sample, ['evaluate', 'evaluateAll', 'evaluateHandle'], work)).length;
}

/** A cache entry for the step on the page, written as the action cache writes one. */
function writeEntry(dir: string, step: string, url: string, action: ActionCacheEntry['actions'][number], by: ActionCacheEntry['by']): void {
  const key = actionCacheKey({ kind: 'act', instruction: step, pageUrl: url });
  const entry: ActionCacheEntry = { version: ACTION_CACHE_VERSION, key, actions: [action], by, writtenAt: new Date().toISOString() };
  writeFileSync(join(dir, cacheFileName(key)), JSON.stringify(entry));
}

describe('a cached fill and key press, verified in the utility world', () => {
  it('replayed on a new document: filled and submitted from the cache, with no read in the main world', async () => {
    const { client } = await startClient();
    const url = `${server.origin}/form`;
    const step = 'fill Name with "Ann" and press Enter';
    await client.page.goto(url);
    const first = await client.act(step);
    expect(first.success, first.message).toBe(true);
    expect(first.decision?.by.kind).not.toBe('cache');
    await client.page.goto(url);
    let replay: Awaited<ReturnType<Client['act']>> | undefined;
    const reads = await mainWorldReads(client.page.locator('body'), async () => {
      replay = await client.act(step);
    });
    expect(replay!.success, replay!.message).toBe(true);
    expect(replay!.decision?.by.kind).toBe('cache');
    expect(await client.page.locator('#out').textContent()).toBe('sent Ann');
    expect(reads).toBe(0);
  });

  it('a cached double-click on an element with no role of its own (a label): replayed with no read in the main world', async () => {
    const { client, dir } = await startClient();
    const url = `${server.origin}/list`;
    const step = 'double-click "Walk the dog"';
    // As a step resolved on a todo's label records it: an element with no role of its own.
    writeEntry(dir, step, url, { selector: 'internal:text="Walk the dog"s', description: 'double-click "Walk the dog"', method: 'doubleClick', arguments: [], code: "await page.getByText('Walk the dog', { exact: true }).dblclick();", element: { role: 'generic', name: '', origin: server.origin } }, { kind: 'rule', rule: 'test' });
    await client.page.goto(url);
    let replay: Awaited<ReturnType<Client['act']>> | undefined;
    const reads = await mainWorldReads(client.page.locator('body'), async () => {
      replay = await client.act(step);
    });
    expect(replay!.success, replay!.message).toBe(true);
    expect(replay!.decision?.by.kind).toBe('cache');
    expect(await client.page.locator('#out').textContent()).toBe('editing Walk the dog');
    expect(reads).toBe(0);
  });

  it('an entry whose element is not what it recorded (the search box, recorded as the Name field) is not filled: the step heals to Name', async () => {
    const { client, dir } = await startClient();
    const url = `${server.origin}/form`;
    const step = 'fill Name with "Bo"';
    writeEntry(dir, step, url, { selector: 'internal:role=searchbox[name="Search"s]', description: 'fill Name', method: 'fill', arguments: ['Bo'], code: "await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Bo');", element: { role: 'textbox', name: 'Name', origin: server.origin } }, { kind: 'model' });
    await client.page.goto(url);
    const result = await client.act(step);
    expect(result.success, result.message).toBe(true);
    expect(await client.page.getByRole('searchbox').inputValue()).toBe('');
    expect(await client.page.locator('#name').inputValue()).toBe('Bo');
    expect(result.decision?.heal?.reason).toContain('searchbox');
  });
});
