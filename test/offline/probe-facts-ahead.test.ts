// `delete "Bread"` on a list whose ✖ shows only while its row is hovered: the offline tier reads
// the controls hidden in Bread's row (one probe round), finds the ✖, and then reads the row's own
// facts (the element it will act on: is it covered, seen) in a second round. That facts read now
// starts beside the hidden-controls read instead of after its answer, and the second round takes
// it. Ordered, not timed: the row's facts read is asked for before the hidden-controls read
// answers. The decision is the same: it is taken only when the next round asks for it. Near miss:
// a row whose only hidden control does not answer "delete" (a ★) hands over, and nothing on the
// page changes. Real Chromium, pages on 127.0.0.1, no model.
import { describe, expect, it } from 'vitest';
import type { ElementHandle, Locator } from 'playwright-core';
import type { Client } from '../../src/index.js';
import { clientPool, hoverList } from '../support/client-pool.js';

const pool = clientPool({ '/groceries': hoverList('remove-item'), '/groceries-stars': hoverList('star-item') });

/**
 * The probe's reads while `work` runs, in order: "facts asked" when an element's facts read is
 * asked for, "hidden done" when a read of the controls hidden in an element answers (each is a
 * call of a locator's evaluate family, or of an element handle's evaluate, with the probe's page
 * function: a ref's element is read through a handle since pace14, offline/probe.ts).
 */
async function probeOrder(sample: Locator, handle: ElementHandle, work: () => Promise<unknown>): Promise<string[]> {
  const patched = [
    { proto: Object.getPrototypeOf(sample) as Record<string, unknown>, names: ['evaluate', 'evaluateAll'] },
    { proto: Object.getPrototypeOf(handle) as Record<string, unknown>, names: ['evaluate'] },
  ];
  const own = patched.map(({ proto, names }) => names.map((name) => proto[name] as (...args: unknown[]) => Promise<unknown>));
  const events: string[] = [];
  patched.forEach(({ proto, names }, p) => names.forEach((name, i) => {
    proto[name] = function (this: unknown, ...args: unknown[]) {
      const source = typeof args[0] === 'function' ? String(args[0]) : '';
      if (source.includes('.readFacts(')) events.push('facts asked');
      const result = Reflect.apply(own[p]![i]!, this, args) as Promise<unknown>;
      return source.includes('.readHiddenControls(') ? result.finally(() => events.push('hidden done')) : result;
    };
  }));
  try {
    await work();
  } finally {
    patched.forEach(({ proto, names }, p) => names.forEach((name, i) => (proto[name] = own[p]![i])));
  }
  return events;
}

const items = (client: Client) => client.page.locator('#list li label').allTextContents();

describe('the probe starts a row\'s facts read beside the read of its hidden controls', () => {
  it('delete "Bread": the row\'s facts are asked for before its hidden controls\' read answers; Bread is deleted', async () => {
    const client = await pool.start();
    await client.page.goto(`${pool.origin}/groceries`);
    let result: Awaited<ReturnType<Client['act']>> | undefined;
    const events = await probeOrder(client.page.locator('body'), (await client.page.$('body'))!, async () => {
      result = await client.act('delete "Bread"');
    });
    expect(result!.success, result!.message).toBe(true);
    expect(result!.decision?.by).toEqual({ kind: 'rule', rule: 'reveal-on-hover' });
    expect(await items(client)).toEqual(['Milk', 'Eggs']);
    expect(events).toContain('hidden done');
    // Without the read started ahead: ['hidden done', 'facts asked'].
    expect(events.indexOf('facts asked')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('facts asked')).toBeLessThan(events.indexOf('hidden done'));
    expect(events.filter((e) => e === 'facts asked')).toHaveLength(1); // read once: the second round took it
  });

  it('near miss: a row whose only hidden control is a ★ hands over, and every item stays', async () => {
    const client = await pool.start();
    await client.page.goto(`${pool.origin}/groceries-stars`);
    // Handed over (no model configured here: the hand-over is thrown, with its reason).
    await expect(client.act('delete "Bread"')).rejects.toThrow(/handed over by the offline resolver/);
    expect(await items(client)).toEqual(['Milk', 'Bread', 'Eggs']);
  });
});
