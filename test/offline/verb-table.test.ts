import { describe, expect, it } from 'vitest';
import { parseGrammar, VERBS } from '../../src/engine/offline/grammar.js';
import { parseSteps, STEP_VERBS } from '../../src/engine/offline/parse.js';
import { VERB_WORDS } from '../../src/engine/offline/vocabulary.js';

/**
 * The verb words both readers know (vocabulary.ts VERB_WORDS) are one list: each is read by the
 * name rules' step table (parse.ts STEP_VERBS) and by the grammar's verb table (grammar.ts VERBS),
 * as the same verb. A step shaped for the verb's frame, per list, with what each reader makes of it.
 */
const SHARED: Record<keyof typeof VERB_WORDS, { step: string; method: string; verb: string }> = {
  click: { step: '{w} Save', method: 'click', verb: 'click' },
  doubleClick: { step: '{w} Row 3', method: 'doubleClick', verb: 'double-click' },
  hover: { step: '{w} the Help link', method: 'hover', verb: 'hover' },
  expand: { step: '{w} the Billing section', method: 'click', verb: 'expand' },
  collapse: { step: '{w} the Billing section', method: 'click', verb: 'collapse' },
  open: { step: '{w} Settings', method: 'click', verb: 'open' },
  goTo: { step: '{w} Settings', method: 'click', verb: 'go' },
  dismiss: { step: '{w} the dialog', method: 'click', verb: 'close' },
  fill: { step: '{w} Email with Ada', method: 'fill', verb: 'fill' },
  enter: { step: '{w} Ada into Email', method: 'fill', verb: 'fill' },
  set: { step: '{w} Email to Ada', method: 'fill', verb: 'set' },
  select: { step: '{w} Japan from Country', method: 'selectOption', verb: 'select' },
  check: { step: '{w} Remember me', method: 'check', verb: 'check' },
  uncheck: { step: '{w} Remember me', method: 'uncheck', verb: 'uncheck' },
  remove: { step: '{w} Buy milk', method: 'click', verb: 'remove' },
};

describe('the verb tables', () => {
  for (const [list, { step, method, verb }] of Object.entries(SHARED)) {
    it(`reads every shared ${list} word in both tables`, () => {
      for (const word of VERB_WORDS[list as keyof typeof VERB_WORDS]) {
        const text = step.replace('{w}', word);
        expect(parseSteps(text)[0]?.[0]?.method, text).toBe(method);
        expect(parseGrammar(text)?.verb, text).toBe(verb);
        expect(STEP_VERBS.some((e) => e.words.includes(word)), word).toBe(true);
        expect(VERBS.some((e) => e.words.includes(word)), word).toBe(true);
      }
    });
  }

  it('has no word that an earlier entry always reads first (a dead word of the table)', () => {
    // An entry that takes any words after its verb and makes its readings from data never declines.
    const always = (i: number) => Array.isArray(STEP_VERBS[i]!.reads) && ['x', 'zz qq', 'on the x'].every((s) => STEP_VERBS[i]!.frame.test(s));
    const dead = STEP_VERBS.flatMap((entry, i) =>
      entry.words.filter((w) => STEP_VERBS.slice(0, i).some((earlier, j) => always(j) && earlier.words.includes(w))).map((w) => `${entry.name}: ${w}`),
    );
    expect(dead).toEqual([]);
  });

  it('writes each step-table word once per entry, in lower case, spaced by single spaces', () => {
    for (const entry of STEP_VERBS) {
      expect(new Set(entry.words).size, entry.name).toBe(entry.words.length);
      for (const word of entry.words) expect(word, entry.name).toMatch(/^[a-z]+(?:[ -][a-z]+)*$/);
    }
  });
});
