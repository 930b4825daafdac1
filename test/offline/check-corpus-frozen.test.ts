/**
 * The check corpus (test/offline/real-apps/checks.ts) was written before any check resolver, and
 * frozen: this is the sha256 of the file the blind run scored (docs/checks.md, "Blind run"). A
 * changed step fails here; rules are fixed to fit the pages, never the corpus to fit the rules.
 * New checks go in a new file, scored next to this one.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BLIND_SHA256 = '74e888f51bd6a275b1ecdb577a9cce469a04603b26121f463af054c55e503155';

describe('the check corpus', () => {
  it('is the file the blind run scored', () => {
    const file = fileURLToPath(new URL('./real-apps/checks.ts', import.meta.url));
    expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(BLIND_SHA256);
  });
});
