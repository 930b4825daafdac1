// Reads that only look at the page start together instead of one after the other (pace14, issue
// 27, figure 8: fewer round trips in series per step). Ordered, not timed: each test records when
// a read is asked for and when another answers.
//  - Offline, with an action cache: `delete "Bread"` on a list whose ✖ shows only while its row is
//    hovered. Once the ✖ shows, the step reads its state (for the click and its effect check) and
//    the cache records what the ✖ is (an aria snapshot of it). The record is now asked for before
//    the state read answers. Near miss: a row whose only hidden control is a ★ hands over, nothing
//    is recorded and every item stays.
//  - Replayed from the cache: the ✖'s name does not answer the step, so the replay counts what its
//    row holds (cache/verify.ts answersInItsRow). Those counts are now asked for before the click's
//    own state read answers. Near miss: an entry moved by hand to the Eggs row still refuses
//    (Bread is deleted afresh, Eggs stays).
// Real Chromium, pages on 127.0.0.1, no model.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { Client } from '../../src/index.js';
import { readInPage } from '../../src/engine/snapshot/element-state.js';
import { clientPool, hoverList } from '../support/client-pool.js';

const pool = clientPool({ '/groceries': hoverList('remove-item'), '/groceries-stars': hoverList('star-item') });

/**
 * While `work` runs, in order: "state asked" and "state done" for an element's state read
 * (`evaluateAll` of snapshot/element-state.ts's `readInPage`), "aria asked" for an aria snapshot of
 * an element (what the cache records of it: `ariaSnapshot`, or `ariaSnapshotJSON` for the one-round-trip read), "count asked" for a count.
 */
async function readOrder(sample: Locator, work: () => Promise<unknown>): Promise<string[]> {
  const proto = Object.getPrototypeOf(sample) as Record<string, unknown>;
  const names = ['evaluateAll', 'ariaSnapshot', 'ariaSnapshotJSON', 'count'] as const;
  const own = names.map((name) => proto[name] as (...args: unknown[]) => Promise<unknown>);
  const events: string[] = [];
  names.forEach((name, i) => {
    proto[name] = function (this: unknown, ...args: unknown[]) {
      const state = name === 'evaluateAll' && args[0] === readInPage;
      if (state) events.push('state asked');
      // The record's read: an aria snapshot of the element, the long way or in one round trip (cache/verify.ts quickIdentity).
      if (name === 'ariaSnapshot' || name === 'ariaSnapshotJSON') events.push('aria asked');
      if (name === 'count') events.push('count asked');
      const result = Reflect.apply(own[i]!, this, args) as Promise<unknown>;
      return state ? result.finally(() => events.push('state done')) : result;
    };
  });
  try {
    await work();
  } finally {
    names.forEach((name, i) => (proto[name] = own[i]));
  }
  return events;
}

const items = (client: Client) => client.page.locator('#list li label').allTextContents();
const entries = (dir: string) => readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.json'));

describe('offline, recording: the control shown on hover is recorded beside its state read', () => {
  it('delete "Bread": the aria snapshot of the ✖ is asked for before its state read answers; Bread is deleted and the step recorded', async () => {
    const dir = pool.cacheDir();
    const client = await pool.start(dir);
    await client.page.goto(`${pool.origin}/groceries`);
    let result: Awaited<ReturnType<Client['act']>> | undefined;
    const events = await readOrder(client.page.locator('body'), async () => {
      result = await client.act('delete "Bread"');
    });
    expect(result!.success, result!.message).toBe(true);
    expect(result!.decision?.by).toEqual({ kind: 'rule', rule: 'reveal-on-hover' });
    expect(await items(client)).toEqual(['Milk', 'Eggs']);
    expect(entries(dir)).toHaveLength(1);
    const asked = events.indexOf('state asked');
    expect(asked).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('aria asked')).toBeGreaterThanOrEqual(0);
    // Without it: ['state asked', 'state done', 'aria asked', …].
    expect(events.indexOf('aria asked')).toBeLessThan(events.indexOf('state done'));
  });

  it('near miss: a row whose only hidden control is a ★ hands over; nothing is recorded and every item stays', async () => {
    const dir = pool.cacheDir();
    const client = await pool.start(dir);
    await client.page.goto(`${pool.origin}/groceries-stars`);
    await expect(client.act('delete "Bread"')).rejects.toThrow(/handed over by the offline resolver/);
    expect(await items(client)).toEqual(['Milk', 'Bread', 'Eggs']);
    expect(entries(dir)).toHaveLength(0);
  });
});

describe('replayed: the row\'s counts start beside the click\'s state read', () => {
  it('delete "Bread" from the cache: the row is counted before the ✖\'s state read answers; Bread is deleted', async () => {
    const dir = pool.cacheDir();
    const client = await pool.start(dir);
    const url = `${pool.origin}/groceries`;
    await client.page.goto(url);
    expect((await client.act('delete "Bread"')).success).toBe(true);
    const again = await pool.start(dir);
    await again.page.goto(url);
    let replay: Awaited<ReturnType<Client['act']>> | undefined;
    const events = await readOrder(again.page.locator('body'), async () => {
      replay = await again.act('delete "Bread"');
    });
    expect(replay!.success, replay!.message).toBe(true);
    expect(replay!.decision?.by.kind).toBe('cache');
    expect(await items(again)).toEqual(['Milk', 'Eggs']);
    const asked = events.indexOf('state asked');
    const done = events.indexOf('state done');
    expect(asked).toBeGreaterThanOrEqual(0);
    expect(done).toBeGreaterThan(asked);
    // Without it the row's two counts come after the read answers: none between.
    expect(events.slice(asked, done).filter((e) => e === 'count asked')).toHaveLength(2);
  });

  it('near miss: an entry moved by hand to the Eggs row refuses; Bread is deleted afresh, Eggs stays', async () => {
    const dir = pool.cacheDir();
    const client = await pool.start(dir);
    const url = `${pool.origin}/groceries`;
    await client.page.goto(url);
    expect((await client.act('delete "Bread"')).success).toBe(true);
    for (const file of entries(dir)) {
      const text = readFileSync(join(dir, file), 'utf8');
      if (text.includes('internal:has-text=\\"Bread\\"i')) writeFileSync(join(dir, file), text.replaceAll('internal:has-text=\\"Bread\\"i', 'internal:has-text=\\"Eggs\\"i'));
    }
    const again = await pool.start(dir);
    await again.page.goto(url);
    const result = await again.act('delete "Bread"');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by.kind).not.toBe('cache');
    expect(await items(again)).toEqual(['Milk', 'Eggs']);
  });
});
