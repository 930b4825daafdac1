import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readingsOf } from './parse-golden-read.js';

/**
 * The parser's readings, frozen: every instruction string the repository held when the fixture was
 * written (real-app steps, unit tests, examples, bench) and generated variations of every verb's
 * words with targets of every shape (scripts/parse-golden.ts). A change in how the parser is laid
 * out must read every string as before; a reading meant to change rewrites the fixture, and its
 * commit says which strings changed and why.
 */
const golden = JSON.parse(readFileSync(new URL('./parse-golden.json', import.meta.url), 'utf8')) as [string, string][];

describe('parse golden set', () => {
  it('holds the corpus and the generated variations', () => {
    expect(golden.length).toBeGreaterThan(5_000);
  });

  it('reads every string as the fixture says (parseSteps and parseGrammar)', { timeout: 180_000 }, () => {
    const changed = golden.filter(([input, hash]) => readingsOf(input).hash !== hash).map(([input]) => input);
    // Rerun `npx tsx scripts/parse-golden.ts --full now.json` here and on the fixture's commit to see what changed.
    expect(changed.slice(0, 50), `${changed.length} of ${golden.length} strings read differently`).toEqual([]);
  });
});
