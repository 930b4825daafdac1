// What the golden test (parse-golden.test.ts) and its writer (scripts/parse-golden.ts) read from a string.
import { createHash } from 'node:crypto';
import { parseGrammar } from '../../src/engine/offline/grammar.js';
import { parseSteps } from '../../src/engine/offline/parse.js';

/** JSON with every object's keys sorted: the same readings give the same text whatever order a reader built them in. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** What both readers read from one string, and its hash. */
export function readingsOf(input: string): { json: string; hash: string } {
  const json = canonical({ input, steps: parseSteps(input), grammar: parseGrammar(input) ?? null });
  return { json, hash: createHash('sha256').update(json).digest('hex').slice(0, 16) };
}
