import { describe, expect, it } from 'vitest';
import { resolveAction } from '../../src/engine/offline/act.js';
import { MAX_INSTRUCTION_CHARS, parseSteps, parseWork } from '../../src/engine/offline/parse.js';
import { fromNodes } from '../../src/engine/snapshot/index.js';

/**
 * The offline parser is linear and bounded (issue 29 item 7): its work is counted, not timed (the
 * times are in bench/offline-parse.ts). A repeated scope phrase used to be read once per
 * preposition, each time whole: quadratic.
 */
const scoped = (n: number) => `click the Save button${' in the dialog'.repeat(n)}`;
const work = (text: string, max?: number) => {
  parseWork.bodies = 0;
  parseSteps(text, max);
  return parseWork.bodies;
};

describe('offline parser bounds', () => {
  it('an instruction resolved again is not read again only to count its steps (the count is remembered)', () => {
    // A step no rule resolves at once, so every rule that counts steps first asks.
    const page = fromNodes('http://x.invalid/', [{ role: 'treeitem', name: 'Docs', ref: 'e1', frame: [], children: [] }, { role: 'button', name: 'Other', ref: 'e2', frame: [], children: [] }]);
    const instruction = `expand the "Docs ${Math.random()}" folder`;
    parseWork.bodies = 0;
    resolveAction('act', instruction, page);
    const first = parseWork.bodies;
    parseWork.bodies = 0;
    resolveAction('act', instruction, page);
    expect(first).toBeGreaterThan(0);
    expect(parseWork.bodies).toBeLessThan(first);
  });

  it('reads a target phrase a bounded number of times, however often a scope phrase repeats', () => {
    const few = work(scoped(8), Infinity);
    expect(few).toBeGreaterThan(0);
    expect(work(scoped(80), Infinity)).toBe(few);
    expect(work(scoped(800), Infinity)).toBe(few);
  });

  it('keeps the readings of a real scope ("for Blue Mug in the cart")', () => {
    const steps = parseSteps('click the Remove button for Blue Mug in the cart');
    const anchors = steps.flat().map((r) => r.target?.scope?.anchor).filter(Boolean);
    expect(anchors).toContain('Blue Mug in the cart');
    expect(anchors).toContain('cart');
  });

  it('hands a 200 KB instruction over without reading it', () => {
    const text = scoped(Math.ceil(200_000 / 14));
    expect(text.length).toBeGreaterThan(MAX_INSTRUCTION_CHARS);
    expect(work(text)).toBe(0);
    parseWork.bodies = 0;
    const decision = resolveAction('act', text, fromNodes('http://x.invalid/', [{ role: 'button', name: 'Save', ref: 'e1', frame: [], children: [] }]));
    expect(decision.resolved).toBe(false);
    expect(decision.resolved ? '' : decision.reason).toMatch(/longer than 2000 characters/);
    expect(parseWork.bodies).toBe(0);
  });
});
