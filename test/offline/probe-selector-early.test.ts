// The offline tier's probe reads an element through a selector written from the page's tree (one
// round trip). When that selector finds no single element (its row's text in the tree is text the
// DOM does not hold, drawn by CSS), the probe reads the element through its snapshot ref
// instead, and the act that follows asks Playwright for the element's own selector (`normalize()`,
// a few round trips). That selector is now asked for beside the read through the ref, not after
// it. Ordered, not timed: the selector is asked for before the ref's read answers. Near miss: a
// row whose text the DOM holds keeps its tree selector, and no Playwright selector is asked for.
// Real Chromium, pages on 127.0.0.1, no model.
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ElementHandle, Locator } from 'playwright-core';
import { Client } from '../../src/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { sharedContexts } from '../support/shared-browser-context.js';

let server: TestServer;
const clients: Client[] = [];
/** Each client on a context of its own in the run's shared browser, closed after its test. */
const contexts = sharedContexts();

// A list whose row being edited shows only its edit box and a word drawn by CSS (the tree reads the
// row as "editing", its DOM text does not hold it), next to one whose label stays shown beside its box.
const list = (keepLabel: boolean) => `<title>Chores</title>
<style>.toggle::after { content: "✔" } .destroy::after { content: "✖" } ${keepLabel ? '' : 'li.editing::before { content: "editing" } li.editing .view label { display: none }'} li:not(.editing) .edit { display: none }</style>
<ul id="chores">
  <li><span class="view"><span class="toggle"></span><label>water the plants</label><span class="destroy"></span></span><input class="edit" value="water the plants"></li>
  <li class="editing"><span class="view"><span class="toggle"></span><label>feed the cat</label><span class="destroy"></span></span><input class="edit" value="feed the cat"></li>
</ul>
<script>document.querySelectorAll('.edit').forEach((box) => box.addEventListener('keydown', (e) => {
  if (e.key !== 'Enter') return;
  const li = box.closest('li'); li.querySelector('label').textContent = box.value.trim(); li.classList.remove('editing');
}));</script>`;

beforeAll(async () => {
  server = await startTestServer(fileURLToPath(new URL('./apps/', import.meta.url)));
  server.route('/chores-marks', list(false));
  server.route('/chores-label', list(true));
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close({ force: true }).catch(() => undefined)));
  await contexts.releaseAll();
});
afterAll(async () => {
  await server?.close();
});

async function startClient(): Promise<Client> {
  const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 3_000, ...(await contexts.options()) });
  clients.push(client);
  await client.init();
  return client;
}

/**
 * In the order they happen while `work` runs: "selector asked" when Playwright is asked for an
 * element's own selector (`normalize()`), "ref read done" when a read of an element through its
 * snapshot ref (`aria-ref=`) answers: a locator's `evaluate` on the ref, or (since pace14,
 * offline/probe.ts) the probe's read through the handle Playwright's query gave for the ref.
 */
async function order(sample: Locator, handle: ElementHandle, work: () => Promise<unknown>): Promise<string[]> {
  const proto = Object.getPrototypeOf(sample) as Record<string, unknown>;
  const normalize = proto.normalize as (...args: unknown[]) => unknown;
  const evaluate = proto.evaluate as (...args: unknown[]) => Promise<unknown>;
  const handleProto = Object.getPrototypeOf(handle) as Record<string, unknown>;
  const handleEvaluate = handleProto.evaluate as (...args: unknown[]) => Promise<unknown>;
  const events: string[] = [];
  handleProto.evaluate = function (this: unknown, ...args: unknown[]) {
    const probe = typeof args[0] === 'function' && /\.read(Facts|HiddenControls)\(/.test(String(args[0]));
    const result = Reflect.apply(handleEvaluate, this, args) as Promise<unknown>;
    return probe ? result.finally(() => events.push('ref read done')) : result;
  };
  proto.normalize = function (this: unknown, ...args: unknown[]) {
    events.push('selector asked');
    return Reflect.apply(normalize, this, args);
  };
  proto.evaluate = function (this: { _selector?: string }, ...args: unknown[]) {
    const byRef = String(this._selector).includes('aria-ref=');
    const result = Reflect.apply(evaluate, this, args) as Promise<unknown>;
    return byRef ? result.finally(() => events.push('ref read done')) : result;
  };
  try {
    await work();
  } finally {
    proto.normalize = normalize;
    proto.evaluate = evaluate;
    handleProto.evaluate = handleEvaluate;
  }
  return events;
}

const labels = (client: Client) => client.page.locator('#chores label').allTextContents();

describe('the probe asks for the element\'s own selector beside its read by ref', () => {
  it('a row the tree reads by a word CSS draws: the selector is asked for before the ref\'s read answers', async () => {
    const client = await startClient();
    await client.page.goto(`${server.origin}/chores-marks`);
    let result: Awaited<ReturnType<Client['act']>> | undefined;
    const events = await order(client.page.locator('body'), (await client.page.$('body'))!, async () => {
      result = await client.act('fill the edit box with "feed the dog" and press Enter');
    });
    expect(result!.success, result!.message).toBe(true);
    expect(await labels(client)).toEqual(['water the plants', 'feed the dog']);
    expect(events).toContain('ref read done');
    // Without the selector asked beside the read: ['ref read done', 'selector asked'].
    expect(events.indexOf('selector asked')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('selector asked')).toBeLessThan(events.indexOf('ref read done'));
    expect(events.filter((e) => e === 'selector asked')).toHaveLength(1); // asked once, the act takes that one
  });

  it('near miss: a row whose label stays shown keeps its tree selector, and no Playwright selector is asked for', async () => {
    const client = await startClient();
    await client.page.goto(`${server.origin}/chores-label`);
    let result: Awaited<ReturnType<Client['act']>> | undefined;
    const events = await order(client.page.locator('body'), (await client.page.$('body'))!, async () => {
      result = await client.act('fill the edit box with "feed the dog" and press Enter');
    });
    expect(result!.success, result!.message).toBe(true);
    expect(await labels(client)).toEqual(['water the plants', 'feed the dog']);
    expect(events).toEqual([]);
  });
});
