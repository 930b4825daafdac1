// The offline probe reads an element that has no selector of its own (an unnamed row) through its
// snapshot ref. A locator's `evaluate` on the ref waits for the element first (about six round
// trips in series before the read answers); the probe now takes the element with Playwright's
// query that does not wait and reads it through that handle (four), falling back to the waiting
// read only when the query finds nothing at once (pace14, issue 27, figure 8). Counted, not timed:
// no probe read of a ref through a locator's `evaluate`, and the reads it makes through handles.
// Near miss: a row whose only hidden control is a ★ hands over (the facts read this way say so),
// and every item stays. Real Chromium, pages on 127.0.0.1, no model.
import { describe, expect, it } from 'vitest';
import type { ElementHandle, Locator } from 'playwright-core';
import type { Client } from '../../src/index.js';
import { clientPool, hoverList } from '../support/client-pool.js';

const pool = clientPool({ '/groceries': hoverList('remove-item'), '/groceries-stars': hoverList('star-item') });

/** Probe reads (a page function calling readFacts or readHiddenControls) while `work` runs: through a locator on a ref, and through a handle. */
async function probeReads(sample: Locator, handle: ElementHandle, work: () => Promise<unknown>): Promise<{ refLocator: number; handle: number }> {
  const locatorProto = Object.getPrototypeOf(sample) as Record<string, unknown>;
  const handleProto = Object.getPrototypeOf(handle) as Record<string, unknown>;
  const ownLocator = locatorProto.evaluate as (...args: unknown[]) => Promise<unknown>;
  const ownHandle = handleProto.evaluate as (...args: unknown[]) => Promise<unknown>;
  const counts = { refLocator: 0, handle: 0 };
  const isProbe = (fn: unknown) => typeof fn === 'function' && /\.read(Facts|HiddenControls)\(/.test(String(fn));
  locatorProto.evaluate = function (this: { _selector?: string }, ...args: unknown[]) {
    if (isProbe(args[0]) && (this._selector ?? '').startsWith('aria-ref=')) counts.refLocator++;
    return Reflect.apply(ownLocator, this, args) as Promise<unknown>;
  };
  handleProto.evaluate = function (this: unknown, ...args: unknown[]) {
    if (isProbe(args[0])) counts.handle++;
    return Reflect.apply(ownHandle, this, args) as Promise<unknown>;
  };
  try {
    await work();
  } finally {
    locatorProto.evaluate = ownLocator;
    handleProto.evaluate = ownHandle;
  }
  return counts;
}

const items = (client: Client) => client.page.locator('#list li label').allTextContents();

describe('the probe reads a ref\'s element through a handle taken without waiting', () => {
  it('delete "Bread": the row is read through handles, none through a waiting locator; Bread is deleted', async () => {
    const client = await pool.start();
    await client.page.goto(`${pool.origin}/groceries`);
    let result: Awaited<ReturnType<Client['act']>> | undefined;
    const counts = await probeReads(client.page.locator('body'), (await client.page.$('body'))!, async () => {
      result = await client.act('delete "Bread"');
    });
    expect(result!.success, result!.message).toBe(true);
    expect(result!.decision?.by).toEqual({ kind: 'rule', rule: 'reveal-on-hover' });
    expect(await items(client)).toEqual(['Milk', 'Eggs']);
    // Without it: refLocator 2 (the row's hidden controls and its facts; a locator's evaluate reads through a handle too).
    expect(counts.refLocator).toBe(0);
    expect(counts.handle).toBeGreaterThanOrEqual(2);
  });

  it('near miss: a row whose only hidden control is a ★ hands over, and every item stays', async () => {
    const client = await pool.start();
    await client.page.goto(`${pool.origin}/groceries-stars`);
    let failure: unknown;
    const counts = await probeReads(client.page.locator('body'), (await client.page.$('body'))!, async () => {
      failure = await client.act('delete "Bread"').then(() => undefined, (error: unknown) => error);
    });
    expect(String(failure)).toMatch(/handed over by the offline resolver/);
    expect(await items(client)).toEqual(['Milk', 'Bread', 'Eggs']);
    expect(counts.handle).toBeGreaterThanOrEqual(1);
  });
});
