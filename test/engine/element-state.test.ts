import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { Client, findBrowser } from '../../src/index.js';
import { readElement } from '../../src/engine/snapshot/element-state.js';
import { captureSnapshot, selectorsFor, walk } from '../../src/engine/snapshot/index.js';
import { probeHints } from '../../src/engine/offline/probe.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

/** Every Playwright API call that Playwright itself reports (what a test's steps and trace show). */
const apiCalls: string[] = [];
let browser: Browser;
let server: TestServer;
const dirs: string[] = [];

const PAGE = `<title>Todo</title>
<input id="new" placeholder="What needs to be done?" value="milk">
<label><input type="checkbox" id="done"> done</label>
<button onclick="document.getElementById('out').textContent = 'saved'">Save</button>
<button>Twin</button><button>Twin</button>
<p id="out"></p>
<script>
  // Enter in the field answers (a search that keeps the text): a key the page ignores fails the step (test/offline/enter-answered.test.ts).
  document.getElementById('new').addEventListener('keydown', (e) => { if (e.key === 'Enter') document.getElementById('out').textContent = 'looked for ' + e.target.value; });
</script>`;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/todo', PAGE);
  browser = await chromium.launch({
    executablePath: findBrowser()!.executablePath,
    logger: { isEnabled: (name) => name === 'api', log: (_name, _severity, message) => void (typeof message === 'string' && message.startsWith('=> ') && apiCalls.push(message.split(' ')[1]!)) },
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function clientOn(cacheDir?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, browserContext: context, ...(cacheDir ? { cacheDir } : {}) });
  await client.init();
  await page.goto(`${server.origin}/todo`);
  return { client, page, context };
}

describe('the element state read', () => {
  it('reads count, value, checked state and the page clock in one read', async () => {
    const { page, context, client } = await clientOn();
    try {
      expect(await readElement(page.locator('#new'))).toMatchObject({ count: 1, value: 'milk', checked: null, busy: false });
      expect(await readElement(page.locator('#done'), { pointer: true })).toMatchObject({ count: 1, value: null, checked: false, underLabel: false });
      expect(await readElement(page.getByRole('button', { name: 'Twin' }))).toMatchObject({ count: 2 });
      expect(await readElement(page.locator('#gone'))).toMatchObject({ count: 0 });
      // Work under way in the page (a short timer set as the page changed) makes it busy: a cached action then settles first.
      await page.evaluate(() => {
        document.body.append('changed');
        // After the clock's mutation observer saw the change (a microtask queued before this one).
        queueMicrotask(() => void setTimeout(() => undefined, 500));
      });
      expect((await readElement(page.locator('#new')))?.busy).toBe(true);
    } finally {
      await client.close();
      await context.close();
    }
  });

  it('keeps what actwright reads out of Playwright\'s reported calls: an act shows its action alone', async () => {
    const { client, page, context } = await clientOn();
    try {
      apiCalls.length = 0;
      const result = await client.act('click the Save button');
      const calls = [...apiCalls];
      expect(result.success).toBe(true);
      await expect.poll(() => page.locator('#out').textContent()).toBe('saved');
      // The click is the user's step; the settle look, the snapshot, the probe and the element read are not.
      expect(calls).toEqual(['locator.click']);
    } finally {
      await client.close();
      await context.close();
    }
  });

  it('an offline fill and key press read the field once: after the fill, its text for the effect check; nothing before either action', async () => {
    const { client, page, context } = await clientOn();
    // Counts the element reads (snapshot/element-state.ts' page function) and the field reads made through any locator.
    const proto = Object.getPrototypeOf(page.locator('html')) as Record<'evaluate' | 'evaluateAll' | 'inputValue', (...args: unknown[]) => Promise<unknown>>;
    const original = { evaluate: proto.evaluate, evaluateAll: proto.evaluateAll, inputValue: proto.inputValue };
    let reads = 0;
    let fieldReads = 0;
    for (const name of ['evaluate', 'evaluateAll'] as const) {
      proto[name] = function (this: unknown, fn: unknown, ...rest: unknown[]) {
        if (typeof fn === 'function' && fn.name === 'readInPage') reads++;
        return original[name].call(this, fn, ...rest);
      };
    }
    proto.inputValue = function (this: unknown, ...args: unknown[]) {
      fieldReads++;
      return original.inputValue.call(this, ...args);
    };
    try {
      const result = await client.act('fill "What needs to be done?" with "eggs" and press Enter');
      expect(result.success).toBe(true);
      expect(result.decision?.by.kind).toBe('rule');
      const [before, fields] = [reads, fieldReads];
      Object.assign(proto, original);
      expect(await page.locator('#new').inputValue()).toBe('eggs');
      expect(before).toBe(0);
      expect(fields).toBe(1);
    } finally {
      Object.assign(proto, original);
      await client.close();
      await context.close();
    }
  });

  it('a probe of an unnamed element starts its durable selector beside it: the act asks for it and finds it taken', async () => {
    const { client, page, context } = await clientOn();
    const proto = Object.getPrototypeOf(page.locator('html')) as { normalize: () => Promise<unknown> };
    const normalize = proto.normalize;
    try {
      // The checkbox inside its label has a name; the text field is named by its placeholder: add an element with no name.
      await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<input type="checkbox" id="plain">'));
      const fresh = await captureSnapshot(page);
      const unnamed = [...walk(fresh.nodes)].find((n) => n.role === 'checkbox' && !n.name && n.ref);
      expect(unnamed?.ref).toBeDefined();
      await probeHints(page, { facts: [unnamed!.ref!], hiddenIn: [] }, fresh);
      let calls = 0;
      proto.normalize = function (this: unknown) {
        calls++;
        return normalize.call(this);
      };
      const selector = await selectorsFor(page, fresh)(unnamed!.ref!);
      expect(calls).toBe(0);
      expect(await page.locator(selector).getAttribute('id')).toBe('plain');
    } finally {
      proto.normalize = normalize;
      await client.close();
      await context.close();
    }
  });

  it('replays a cached act as its action alone, and a fill with its effect read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'actwright-cache-'));
    dirs.push(dir);
    const first = await clientOn(dir);
    try {
      expect((await first.client.act('fill "What needs to be done?" with "eggs" and press Enter')).success).toBe(true);
    } finally {
      await first.client.close();
      await first.context.close();
    }
    const { client, page, context } = await clientOn(dir);
    try {
      apiCalls.length = 0;
      const result = await client.act('fill "What needs to be done?" with "eggs" and press Enter');
      const calls = [...apiCalls];
      expect(result.success).toBe(true);
      expect(client.exportSession().records.at(-1)?.tier).toBe('cache');
      expect(await page.locator('#new').inputValue()).toBe('eggs');
      expect(calls).toEqual(['locator.fill', 'locator.press']);
    } finally {
      await client.close();
      await context.close();
    }
  });
});
