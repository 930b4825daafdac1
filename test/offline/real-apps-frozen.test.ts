/**
 * The blind apps' steps are frozen (test/offline/real-apps/BLIND.md): they were written, checked
 * with `REFERENCE=1`, hashed and run once before any rule was changed for them. A step file that
 * changes after that is no longer blind: this test fails, and the change needs a new blind app,
 * not a new hash. (The host page of the Tabulator app is ours, so it is frozen too.)
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

export const FROZEN: Record<string, string> = {
  'real-apps/sb-admin-2-steps.ts': '359d56d44ef11ca9ab9cf0c384b0708da307f55ade04020662af2b8f6805b45f',
  // Blind-run hash 5e57431947bb6b6a395360fa50830e2af7767bc04fd86c96dfb8c6a3b18826cf; since then one non-null assertion (`evts!`) added for the typecheck, nothing else.
  'real-apps/jstree-steps.ts': 'fd0bacf49191d50e5e867216be55dd641f90e0c513a67d91c9274783f05e123f',
  'real-apps/datepicker-steps.ts': '19c9f4298c7201f9231e845b8e4b0a12fcd0551c9bd012cda7794c45b06b5446',
  'real-apps/tabulator-steps.ts': '0caa979446ab2b250141347305c9af9958dc6503eec61cf9485bf906d5e60331',
  'apps/tabulator/index.html': '341b4f27a113bdde16754dfa5f322b8b544d169828fdbfefcfe01b6906fdf67f',
};

describe('blind real-app steps', () => {
  for (const [file, hash] of Object.entries(FROZEN)) {
    it(`${file} is as frozen before its blind run`, () => {
      const text = readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)));
      expect(createHash('sha256').update(text).digest('hex')).toBe(hash);
    });
  }
});
