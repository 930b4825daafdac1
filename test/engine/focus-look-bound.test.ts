/**
 * The look before a fill that tells whether a box hands the focus to its own raw field
 * (perform.ts handsFocusOn). Playwright bounds a locator's evaluate only while it finds the
 * element: on a busy machine the first look can outlast its short bound before it has even
 * focused the box. Taken as "the box kept the focus", the fill then typed into the display box
 * the widget hides, and the step was reported done with the number unchanged (fieldservice,
 * "estimated hours: 6.5", once at load 29). A first look that outlasts its bound is followed by a
 * second one with the page's longer bound, whose answer counts; only when that one fails too is
 * the box an ordinary field. Driven through a stand-in for the locator (no timing decides it).
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { handsFocusOn } from '../../src/engine/methods/perform.js';

/** A locator whose evaluate answers, in turn, with the outcomes given (an Error rejects). */
function standIn(outcomes: Array<string | Error>): { locator: Pick<Locator, 'evaluate'>; bounds: number[] } {
  const bounds: number[] = [];
  const locator = {
    evaluate: async (_fn: unknown, _arg: unknown, options?: { timeout?: number }) => {
      bounds.push(options?.timeout ?? -1);
      const next = outcomes.shift();
      if (next === undefined) throw new Error('asked once more than expected');
      if (next instanceof Error) throw next;
      return next;
    },
  } as unknown as Pick<Locator, 'evaluate'>;
  return { locator, bounds };
}

const timeout = () => Object.assign(new Error('locator.evaluate: Timeout 300ms exceeded.'), { name: 'TimeoutError' });

describe('the focus look before a fill', () => {
  it('a first look past its bound is looked at again, longer: the box that handed the focus on is seen', async () => {
    const { locator, bounds } = standIn([timeout(), 'own field']);
    expect(await handsFocusOn(locator)).toBe('own field');
    expect(bounds).toHaveLength(2);
    expect(bounds[1]!).toBeGreaterThan(bounds[0]!);
  });

  it('a box that sent the focus elsewhere is seen on the second look too', async () => {
    const { locator } = standIn([timeout(), 'elsewhere']);
    expect(await handsFocusOn(locator)).toBe('elsewhere');
  });

  it('one look when the first answers', async () => {
    const { locator, bounds } = standIn(['kept']);
    expect(await handsFocusOn(locator)).toBe('kept');
    expect(bounds).toHaveLength(1);
  });

  it('both looks failing: an ordinary field, as before', async () => {
    const { locator, bounds } = standIn([timeout(), timeout()]);
    expect(await handsFocusOn(locator)).toBe('kept');
    expect(bounds).toHaveLength(2);
  });
});
