// A cached `delete "Bread"` is two actions: a hover on Bread's row (which shows its ✖), then a
// click on the ✖. The click's state read runs in the page's main world, where Playwright first
// evaluates its injected script (about 345 KB) in each new document. That set-up now starts beside
// the hover instead of after it. Seen from the page, in the order the page itself runs things (one
// DevTools session reports both, in order): Playwright's injected script is compiled in the main
// world before the pointer reaches Bread's row. Without the change it comes after. The replay
// still verifies each element and checks the effect; a single cached click starts no separate
// set-up (the near miss), and an entry moved to another row still refuses. Real Chromium, pages on
// 127.0.0.1, no model.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { Client } from '../../src/index.js';
import { READS_NOTHING } from '../../src/engine/snapshot/element-state.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { sharedContexts } from '../support/shared-browser-context.js';

let server: TestServer;
const clients: Client[] = [];
/** Each client on a context of its own in the run's shared browser, closed after its test. */
const contexts = sharedContexts();
const dirs: string[] = [];

const page = (rows: string, extra = '') => `<title>Groceries</title>
<style>li button.remove-item { visibility: hidden } li:hover button.remove-item { visibility: visible } .remove-item::after { content: "✖" }</style>
<ul id="list">${rows}</ul>${extra}
<script>
const list = document.getElementById('list');
list.addEventListener('click', (e) => { const b = e.target.closest('button.remove-item'); if (b) b.closest('li').remove(); });
list.addEventListener('mouseover', (e) => { const li = e.target.closest('li'); if (li) console.log('pointer on ' + li.querySelector('label').textContent); });
</script>`;
const row = (item: string) => `<li><input type="checkbox"> <label>${item}</label> <button class="remove-item"></button></li>`;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/groceries', page(['Milk', 'Bread', 'Eggs'].map(row).join('')));
  server.route('/groceries-save', page(['Milk', 'Bread'].map(row).join(''), `<button id="save" onclick="this.textContent = 'Saved'">Save</button>`));
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close({ force: true }).catch(() => undefined)));
  await contexts.releaseAll();
});
afterAll(async () => {
  await server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function startClient(dir?: string): Promise<{ client: Client; dir: string }> {
  const cacheDir = dir ?? mkdtempSync(join(tmpdir(), 'actwright-main-world-'));
  if (!dir) dirs.push(cacheDir);
  const client = new Client({ env: 'LOCAL', cacheDir, verbose: 0, disablePino: true, domSettleTimeout: 3_000, ...(await contexts.options()) });
  clients.push(client);
  await client.init();
  return { client, dir: cacheDir };
}

/**
 * What the page runs, in its own order, from one DevTools session of the test's: "set-up" when a
 * script of more than 200 KB (Playwright's injected script) is compiled in the page's main world,
 * and the page's own console lines (the pointer reaching a row).
 */
async function pageEvents(p: Page): Promise<string[]> {
  const events: string[] = [];
  const session = await p.context().newCDPSession(p);
  session.on('Debugger.scriptParsed', (e: { length?: number; executionContextAuxData?: { isDefault?: boolean } }) => {
    if (e.executionContextAuxData?.isDefault && (e.length ?? 0) > 200_000) events.push('set-up');
  });
  session.on('Runtime.consoleAPICalled', (e: { args: { value?: unknown }[] }) => events.push(String(e.args[0]?.value)));
  await session.send('Runtime.enable');
  await session.send('Debugger.enable');
  return events;
}

/** Calls of a locator's evaluate family carrying the set-up's page function, while `work` runs. */
async function setUpCalls(sample: Locator, work: () => Promise<unknown>): Promise<number> {
  const proto = Object.getPrototypeOf(sample) as Record<string, unknown>;
  const names = ['evaluate', 'evaluateAll'] as const;
  const own = names.map((name) => proto[name] as (...args: unknown[]) => unknown);
  let calls = 0;
  names.forEach((name, i) => {
    proto[name] = function (this: unknown, ...args: unknown[]) {
      if (args[0] === READS_NOTHING) calls++;
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

const items = (client: Client) => client.page.locator('#list li label').allTextContents();

describe('a cached hover-then-click sets up the main world beside the hover', () => {
  it('Playwright\'s injected script is compiled in the main world before the pointer reaches the row', async () => {
    const { client, dir } = await startClient();
    const url = `${server.origin}/groceries`;
    await client.page.goto(url);
    const first = await client.act('delete "Bread"');
    expect(first.success, first.message).toBe(true);
    expect(await items(client)).toEqual(['Milk', 'Eggs']);
    const again = (await startClient(dir)).client;
    await again.page.goto(url);
    const events = await pageEvents(again.page);
    expect(events).not.toContain('set-up'); // nothing has read the new document's main world yet
    const replay = await again.act('delete "Bread"');
    expect(replay.success, replay.message).toBe(true);
    expect(replay.decision?.by.kind).toBe('cache');
    expect(await items(again)).toEqual(['Milk', 'Eggs']);
    const relevant = events.filter((e) => e === 'set-up' || e === 'pointer on Bread');
    // Without the set-up beside the hover: ['pointer on Bread', 'set-up'] (the click's read sets it up).
    expect(relevant.slice(0, 2)).toEqual(['set-up', 'pointer on Bread']);
    expect(relevant.filter((e) => e === 'set-up')).toHaveLength(1); // set up once, not twice
  });

  it('a single cached click starts no separate set-up: its own read sets up the main world', async () => {
    const { client, dir } = await startClient();
    const url = `${server.origin}/groceries-save`;
    await client.page.goto(url);
    const first = await client.act('click Save');
    expect(first.success, first.message).toBe(true);
    const again = (await startClient(dir)).client;
    await again.page.goto(url);
    let replay: Awaited<ReturnType<Client['act']>> | undefined;
    const calls = await setUpCalls(again.page.locator('body'), async () => {
      replay = await again.act('click Save');
    });
    expect(replay!.success, replay!.message).toBe(true);
    expect(replay!.decision?.by.kind).toBe('cache');
    expect(await again.page.locator('#save').textContent()).toBe('Saved');
    expect(calls).toBe(0);
  });

  it('an entry moved to another row still refuses, though the set-up ran beside its hover: Bread is deleted, Eggs stays', async () => {
    const { client, dir } = await startClient();
    const url = `${server.origin}/groceries`;
    await client.page.goto(url);
    expect((await client.act('delete "Bread"')).success).toBe(true);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      if (text.includes('internal:has-text=\\"Bread\\"i')) writeFileSync(join(dir, file), text.replaceAll('internal:has-text=\\"Bread\\"i', 'internal:has-text=\\"Eggs\\"i'));
    }
    const again = (await startClient(dir)).client;
    await again.page.goto(url);
    let result: Awaited<ReturnType<Client['act']>> | undefined;
    const calls = await setUpCalls(again.page.locator('body'), async () => {
      result = await again.act('delete "Bread"');
    });
    expect(calls).toBe(1); // the poisoned entry is a hover then a click: the set-up went beside its hover
    expect(result!.success, result!.message).toBe(true);
    expect(result!.decision?.by.kind).not.toBe('cache');
    expect(await items(again)).toEqual(['Milk', 'Eggs']);
  });
});
