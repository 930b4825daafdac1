/**
 * The check corpora were written before the check resolver was run on them, and frozen: these are
 * the sha256 of the files the blind runs scored (docs/checks.md, "Blind run"): checks.ts (the
 * first apps) and checks-2.ts (the four newer apps, blind, phrased apart from the first). A changed
 * step fails here; rules are fixed to fit the pages, never a corpus to fit the rules. New checks go
 * in a new file, scored next to these.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BLIND_SHA256: Record<string, string> = {
  'checks.ts': '74e888f51bd6a275b1ecdb577a9cce469a04603b26121f463af054c55e503155',
  'checks-2.ts': 'ec483c29a91a014424706575a05298ac4b262d0200426119c991efd2a2658b6e',
};

describe('the check corpora', () => {
  for (const [name, hash] of Object.entries(BLIND_SHA256)) {
    it(`${name} is the file the blind run scored`, () => {
      const file = fileURLToPath(new URL(`./real-apps/${name}`, import.meta.url));
      expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(hash);
    });
  }
});
