/**
 * A sortable header clicked until it shows the order asked for (methods/grid-effects.ts), on a
 * header of states read from a list: each click's state read before the next, at most one click
 * per aria-sort state, a cycle without the order fails saying the states it went through.
 */
import { describe, expect, it } from 'vitest';
import { ActionEffectError } from '../../src/engine/session/errors.js';
import { clickUntilSorted, MAX_SORT_CLICKS, sortFits } from '../../src/engine/methods/grid-effects.js';

/** A header whose aria-sort goes through `cycle` (starting at its first state), one step a click; the first click is the caller's. */
function header(cycle: (string | null)[]) {
  let at = 1;
  let clicks = 1;
  return {
    read: async () => cycle[at % cycle.length],
    click: async () => {
      clicks++;
      at++;
    },
    clicks: () => clicks,
  };
}

const run = (h: ReturnType<typeof header>, wanted: 'ascending' | 'descending' | 'sorted', before: string | null) =>
  clickUntilSorted({ read: h.read, click: h.click, wanted, before, signal: new AbortController().signal });

describe('clickUntilSorted', () => {
  it('clicks until the header says the order: none → ascending → descending is two clicks', async () => {
    const h = header(['none', 'ascending', 'descending']);
    const done = await run(h, 'descending', 'none');
    expect(done.clicks).toBe(2);
    expect(done.check).toMatchObject({ ok: true, found: 'its header says aria-sort=descending after 2 clicks' });
    expect(h.clicks()).toBe(2);
  });

  it('takes either order for "sorted", and one click when the first shows the order', async () => {
    expect((await run(header(['none', 'descending', 'ascending']), 'sorted', 'none')).clicks).toBe(1);
    expect((await run(header(['ascending', 'descending']), 'descending', 'ascending')).clicks).toBe(1);
  });

  it('fails when the header comes back to a state it showed (none ↔ ascending never says descending), where it started', async () => {
    const h = header(['none', 'ascending']);
    await expect(run(h, 'descending', 'none')).rejects.toThrow(/went no sort|went none → ascending → none and never showed descending/);
    expect(h.clicks()).toBe(2);
  });

  it('fails when a click changes nothing (after its bounded wait)', async () => {
    const h = header(['none']);
    await expect(run(h, 'ascending', 'none')).rejects.toThrow(/its sort stayed none/);
    expect(h.clicks()).toBe(1);
  });

  it('is bounded: one click per state aria-sort can take', async () => {
    const h = header(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    await expect(run(h, 'descending', 'a')).rejects.toBeInstanceOf(ActionEffectError);
    expect(h.clicks()).toBe(MAX_SORT_CLICKS);
  });

  it('reads whether a state fits', () => {
    expect(sortFits('ascending', 'sorted')).toBe(true);
    expect(sortFits('other', 'sorted')).toBe(false);
    expect(sortFits('none', 'ascending')).toBe(false);
    expect(sortFits(null, 'descending')).toBe(false);
  });
});
