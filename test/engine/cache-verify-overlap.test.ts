// A cached click whose element's name does not answer the step's words (a delete button named by
// its icon) stands only when the offline tier, reading the page, picks it too (cache/verify.ts).
// That reading begins beside the element's own read before the click, not after it: ordered,
// not timed. Real Chromium, a page on 127.0.0.1, no model.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { ACTION_CACHE_VERSION, actionCacheKey, cacheFileName, type ActionCacheEntry } from '../../src/engine/cache/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

let server: TestServer;
const clients: Client[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  server.route('/todos', `<title>Todos</title><ul>
<li><span>Walk the dog</span> <button aria-label="✖" onclick="this.closest('li').remove(); document.getElementById('out').textContent = 'removed'">✖</button></li>
<li><span>Feed the cat</span> <button aria-label="✖" onclick="this.closest('li').remove()">✖</button></li></ul><p id="out"></p>`);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close({ force: true }).catch(() => undefined)));
});
afterAll(async () => {
  await server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a cached click on an element named by its icon', () => {
  it('the offline reading that verifies it begins before the read of the element ends', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'actwright-overlap-'));
    dirs.push(dir);
    const client = new Client({ env: 'LOCAL', cacheDir: dir, verbose: 0, disablePino: true, domSettleTimeout: 3_000 });
    clients.push(client);
    await client.init();
    const url = `${server.origin}/todos`;
    const step = 'delete "Walk the dog"';
    const key = actionCacheKey({ kind: 'act', instruction: step, pageUrl: url });
    const action = { selector: 'internal:role=listitem >> internal:has-text="Walk the dog"i >> internal:role=button', description: 'click ✖', method: 'click', arguments: [], code: "await page.getByRole('listitem').filter({ hasText: 'Walk the dog' }).getByRole('button').click();", element: { role: 'button', name: '✖', origin: server.origin } };
    const entry: ActionCacheEntry = { version: ACTION_CACHE_VERSION, key, actions: [action], by: { kind: 'rule', rule: 'test' }, writtenAt: new Date().toISOString() };
    writeFileSync(join(dir, cacheFileName(key)), JSON.stringify(entry));
    await client.page.goto(url);

    // What happened, in order: the element's read (Playwright's evaluateAll) and the offline
    // reading's look at the page (the clock's look, over actwright's DevTools session).
    const events: string[] = [];
    const locatorProto = Object.getPrototypeOf(client.page.locator('body')) as Record<string, unknown>;
    const evaluateAll = locatorProto.evaluateAll as (...args: unknown[]) => Promise<unknown>;
    locatorProto.evaluateAll = function (this: unknown, ...args: unknown[]) {
      events.push('read');
      return Reflect.apply(evaluateAll, this, args).finally(() => events.push('read done'));
    };
    const probe = await client.page.context().newCDPSession(client.page);
    const sessionProto = Object.getPrototypeOf(probe) as Record<string, unknown>;
    await probe.detach();
    const send = sessionProto.send as (...args: unknown[]) => Promise<unknown>;
    sessionProto.send = function (this: unknown, method: unknown, params?: { expression?: string }) {
      if (method === 'Runtime.evaluate' && params?.expression?.includes('clock.look')) events.push('look');
      return Reflect.apply(send, this, [method, params]);
    };
    let result: Awaited<ReturnType<Client['act']>>;
    try {
      result = await client.act(step);
    } finally {
      locatorProto.evaluateAll = evaluateAll;
      sessionProto.send = send;
    }
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by.kind).toBe('cache');
    expect(await client.page.locator('#out').textContent()).toBe('removed');
    const read = events.indexOf('read');
    expect(read, events.join(', ')).toBeGreaterThanOrEqual(0);
    const look = events.indexOf('look', read);
    // Without the overlap the look comes only after the read is done.
    expect(look, events.join(', ')).toBeGreaterThan(read);
    expect(look, events.join(', ')).toBeLessThan(events.indexOf('read done', read));
  });
});
