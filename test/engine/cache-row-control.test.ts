// A cached `delete "Bread"` whose control is named by an icon (a "✖" the page shows while its row
// is hovered): its name does not answer the step, so before pace9 the cache asked a whole offline
// reading of the page (a look, a snapshot and a probe of the row's controls, in the main world)
// whether it would still pick that control. Its selector proves as much (the one row holding
// "Bread", a control whose class says remove, and the only button in that row): verified from
// that, with no offline reading. A wrong entry still refuses. Real Chromium, pages on 127.0.0.1,
// no model.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { Client } from '../../src/index.js';
import { READS_NOTHING } from '../../src/engine/snapshot/element-state.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { sharedContexts } from '../support/shared-browser-context.js';

let server: TestServer;
const clients: Client[] = [];
/** Each client on a context of its own in the run's shared browser, closed after its test. */
const contexts = sharedContexts();
const dirs: string[] = [];

const list = (rows: string) => `<title>Groceries</title>
<style>li button { visibility: hidden } li:hover button { visibility: visible } .remove-item::after { content: "✖" } .star-item::after { content: "★" }</style>
<ul id="list">${rows}</ul>
<script>document.getElementById('list').addEventListener('click', (e) => { const b = e.target.closest('button.remove-item'); if (b) b.closest('li').remove(); });</script>`;
// The marks are drawn by CSS: the row's text is its item alone (as TodoMVC's), so the row is found by its role and that text.
const row = (item: string, extra = '') => `<li><input type="checkbox"> <label>${item}</label> ${extra}<button class="remove-item"></button></li>`;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/groceries', list(['Milk', 'Bread', 'Eggs'].map((i) => row(i)).join('')));
  // Each row also holds an icon button the page shows on hover: not the only button of its row.
  server.route('/groceries-starred', list(['Milk', 'Bread', 'Eggs'].map((i) => row(i, '<button class="star-item"></button> ')).join('')));
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
  const cacheDir = dir ?? mkdtempSync(join(tmpdir(), 'actwright-row-control-'));
  if (!dir) dirs.push(cacheDir);
  const client = new Client({ env: 'LOCAL', cacheDir, verbose: 0, disablePino: true, domSettleTimeout: 3_000, ...(await contexts.options()) });
  clients.push(client);
  await client.init();
  return { client, dir: cacheDir };
}

/**
 * Reads of the page in its main world while `work` runs, as calls of a locator's evaluate family:
 * the click's own state read is one; an offline reading adds its probe of the row's controls.
 * Playwright's main-world set-up, started beside the hover with a page function that reads nothing
 * (`READS_NOTHING`, snapshot/element-state.ts), is not a read and is not counted.
 */
async function mainWorldReads(sample: Locator, work: () => Promise<unknown>): Promise<number> {
  const proto = Object.getPrototypeOf(sample) as Record<string, unknown>;
  const names = ['evaluate', 'evaluateAll', 'evaluateHandle'] as const;
  const own = names.map((name) => proto[name] as (...args: unknown[]) => unknown);
  let calls = 0;
  names.forEach((name, i) => {
    proto[name] = function (this: unknown, ...args: unknown[]) {
      if (args[0] !== READS_NOTHING) calls++;
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

describe('a cached delete on a control shown on hover, verified by its row', () => {
  it('replays with no offline reading: one main-world read, the click\'s own', async () => {
    const { client, dir } = await startClient();
    const url = `${server.origin}/groceries`;
    await client.page.goto(url);
    const first = await client.act('delete "Bread"');
    expect(first.success, first.message).toBe(true);
    expect(first.decision?.by).toEqual({ kind: 'rule', rule: 'reveal-on-hover' });
    expect(await items(client)).toEqual(['Milk', 'Eggs']);
    const again = (await startClient(dir)).client;
    await again.page.goto(url);
    let replay: Awaited<ReturnType<Client['act']>> | undefined;
    const counted = await mainWorldReads(again.page.locator('body'), async () => {
      replay = await again.act('delete "Bread"');
    });
    expect(replay!.success, replay!.message).toBe(true);
    expect(replay!.decision?.by.kind).toBe('cache');
    expect(await items(again)).toEqual(['Milk', 'Eggs']);
    expect(counted).toBe(1); // 3 without answersInItsRow (cache/verify.ts)
  });

  it('a row holding another button is read as before (the whole offline reading), and still replays', async () => {
    const { client, dir } = await startClient();
    const url = `${server.origin}/groceries-starred`;
    await client.page.goto(url);
    const first = await client.act('delete "Bread"');
    expect(first.success, first.message).toBe(true);
    const again = (await startClient(dir)).client;
    await again.page.goto(url);
    let replay: Awaited<ReturnType<Client['act']>> | undefined;
    const counted = await mainWorldReads(again.page.locator('body'), async () => {
      replay = await again.act('delete "Bread"');
    });
    expect(replay!.success, replay!.message).toBe(true);
    expect(replay!.decision?.by.kind).toBe('cache');
    expect(await items(again)).toEqual(['Milk', 'Eggs']);
    expect(counted).toBeGreaterThan(1);
  });

  it('an entry pointing at another row (Eggs\' remove button for delete "Bread") refuses: Bread is deleted, Eggs stays', async () => {
    const { client, dir } = await startClient();
    const url = `${server.origin}/groceries`;
    await client.page.goto(url);
    expect((await client.act('delete "Bread"')).success).toBe(true);
    // Poisoned by hand: both actions of the entry moved to the Eggs row, their element as recorded.
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      if (text.includes('internal:has-text=\\"Bread\\"i')) writeFileSync(join(dir, file), text.replaceAll('internal:has-text=\\"Bread\\"i', 'internal:has-text=\\"Eggs\\"i'));
    }
    const again = (await startClient(dir)).client;
    await again.page.goto(url);
    const result = await again.act('delete "Bread"');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by.kind).not.toBe('cache');
    expect(await items(again)).toEqual(['Milk', 'Eggs']);
  });
});
