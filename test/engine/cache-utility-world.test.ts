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

let server: TestServer;
const clients: Client[] = [];
const dirs: string[] = [];

const formPage = `<title>Form</title><header><input type="search" aria-label="Search"></header>
<form onsubmit="event.preventDefault(); document.getElementById('out').textContent = 'sent ' + document.getElementById('name').value"><label>Name <input id="name"></label></form><p id="out"></p>`;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/form', formPage);
  // A todo list as TodoMVC draws one: a box with no label (its name from its title), links to
  // routes of the same page, a button; and a box inside its label (read in the main world).
  server.route(
    '/todos',
    `<title>Todos</title><ul><li><input type="checkbox" title="Done" onchange="document.getElementById('out').textContent = 'done ' + this.checked"><span>Walk the dog</span></li><li><input type="checkbox" title="Other"></li></ul>
<a href="#/active" onclick="document.getElementById('out').textContent = 'went active'">Active</a> <button onclick="document.getElementById('out').textContent = 'cleared'">Clear completed</button>
<label><input type="checkbox" id="remember"> Remember me</label><p id="out"></p>`,
  );
  server.route('/list', `<title>List</title><ul><li><label ondblclick="document.getElementById('out').textContent = 'editing ' + this.textContent">Walk the dog</label></li><li><label>Feed the cat</label></li></ul><p id="out"></p>`);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close({ force: true }).catch(() => undefined)));
});
afterAll(async () => {
  await server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function startClient(): Promise<{ client: Client; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'actwright-utility-world-'));
  dirs.push(dir);
  const client = new Client({ env: 'LOCAL', cacheDir: dir, verbose: 0, disablePino: true, domSettleTimeout: 3_000 });
  clients.push(client);
  await client.init();
  return { client, dir };
}

/** Calls of a locator's evaluate family (what runs in the page's main world) while `work` runs. */
async function mainWorldReads(sample: Locator, work: () => Promise<unknown>): Promise<number> {
  const proto = Object.getPrototypeOf(sample) as Record<string, unknown>;
  const names = ['evaluate', 'evaluateAll', 'evaluateHandle'] as const;
  const own = names.map((name) => proto[name] as (...args: unknown[]) => unknown);
  let calls = 0;
  names.forEach((name, i) => {
    proto[name] = function (this: unknown, ...args: unknown[]) {
      calls++;
      return Reflect.apply(own[i]!, this, args);
    };
  });
  try {
    await work();
  } finally {
    names.forEach((name, i) => (proto[name] = own[i]));
  }
  return calls;
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

describe('a cached check and click, read in the utility world', () => {
  const box = (name: string) => ({ selector: `internal:role=checkbox[name="${name}"s]`, description: `tick ${name}`, method: 'check', arguments: [], code: `await page.getByRole('checkbox', { name: '${name}', exact: true }).check();` });

  it('a cached check of a box with no label: checked from the cache, with no read in the main world', async () => {
    const { client, dir } = await startClient();
    const url = `${server.origin}/todos`;
    writeEntry(dir, 'tick Done', url, { ...box('Done'), element: { role: 'checkbox', name: 'Done', origin: server.origin } }, { kind: 'rule', rule: 'test' });
    await client.page.goto(url);
    let replay: Awaited<ReturnType<Client['act']>> | undefined;
    const reads = await mainWorldReads(client.page.locator('body'), async () => {
      replay = await client.act('tick Done');
    });
    expect(replay!.success, replay!.message).toBe(true);
    expect(replay!.decision?.by.kind).toBe('cache');
    expect(await client.page.locator('#out').textContent()).toBe('done true');
    expect(await client.page.getByRole('checkbox', { name: 'Other' }).isChecked()).toBe(false);
    expect(reads).toBe(0);
    // Ticked already: nothing to do, and still nothing read in the main world.
    const again = await mainWorldReads(client.page.locator('body'), async () => {
      replay = await client.act('tick Done');
    });
    expect(replay!.success, replay!.message).toBe(true);
    expect(await client.page.getByTitle('Done').isChecked()).toBe(true);
    expect(again).toBe(0);
  });

  it('cached clicks on a link to a route of the same page and on a button: clicked from the cache, with no read in the main world', async () => {
    const { client, dir } = await startClient();
    const url = `${server.origin}/todos`;
    writeEntry(dir, 'click Active', url, { selector: 'internal:role=link[name="Active"s]', description: 'click Active', method: 'click', arguments: [], code: "await page.getByRole('link', { name: 'Active', exact: true }).click();", element: { role: 'link', name: 'Active', origin: server.origin } }, { kind: 'rule', rule: 'test' });
    await client.page.goto(url);
    let replay: Awaited<ReturnType<Client['act']>> | undefined;
    let reads = await mainWorldReads(client.page.locator('body'), async () => {
      replay = await client.act('click Active');
    });
    expect(replay!.success, replay!.message).toBe(true);
    expect(replay!.decision?.by.kind).toBe('cache');
    expect(await client.page.locator('#out').textContent()).toBe('went active');
    expect(reads).toBe(0);
    const at = client.page.url();
    writeEntry(dir, 'click "Clear completed"', at, { selector: 'internal:role=button[name="Clear completed"s]', description: 'click Clear completed', method: 'click', arguments: [], code: "await page.getByRole('button', { name: 'Clear completed', exact: true }).click();", element: { role: 'button', name: 'Clear completed', origin: server.origin } }, { kind: 'rule', rule: 'test' });
    reads = await mainWorldReads(client.page.locator('body'), async () => {
      replay = await client.act('click "Clear completed"');
    });
    expect(replay!.success, replay!.message).toBe(true);
    expect(replay!.decision?.by.kind).toBe('cache');
    expect(await client.page.locator('#out').textContent()).toBe('cleared');
    expect(reads).toBe(0);
  });

  it('a box inside its label is read in the main world (whether it lies under its label takes a hit test), and checked', async () => {
    const { client, dir } = await startClient();
    const url = `${server.origin}/todos`;
    writeEntry(dir, 'tick Remember me', url, { ...box('Remember me'), element: { role: 'checkbox', name: 'Remember me', origin: server.origin } }, { kind: 'rule', rule: 'test' });
    await client.page.goto(url);
    let replay: Awaited<ReturnType<Client['act']>> | undefined;
    const reads = await mainWorldReads(client.page.locator('body'), async () => {
      replay = await client.act('tick Remember me');
    });
    expect(replay!.success, replay!.message).toBe(true);
    expect(replay!.decision?.by.kind).toBe('cache');
    expect(await client.page.locator('#remember').isChecked()).toBe(true);
    expect(reads).toBeGreaterThan(0);
  });

  it('an entry whose box is not the one it recorded (Other, recorded as Done) does not tick it', async () => {
    const { client, dir } = await startClient();
    const url = `${server.origin}/todos`;
    writeEntry(dir, 'tick Done', url, { ...box('Other'), element: { role: 'checkbox', name: 'Done', origin: server.origin } }, { kind: 'model' });
    await client.page.goto(url);
    const result = await client.act('tick Done');
    expect(await client.page.getByTitle('Other').isChecked()).toBe(false);
    if (result.success) {
      expect(result.decision?.by.kind).not.toBe('cache');
      expect(await client.page.getByTitle('Done').isChecked()).toBe(true);
    }
  });
});
