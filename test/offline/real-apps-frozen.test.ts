/**
 * The blind apps' steps are frozen (test/offline/real-apps/BLIND.md): they were written, checked
 * with `REFERENCE=1`, hashed and run once before any rule was changed for them. A step file that
 * changes after that is no longer blind: this test fails, and the change needs a new blind app,
 * not a new hash. (Host pages written here — Tabulator's, and four of the second batch — are frozen too.)
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
  // Second batch (branch apps2): frozen after REFERENCE=1 passed on all 198 steps, before the resolver ever ran on these apps.
  'real-apps/jquery-ui-steps.ts': 'a079511819fdab9b6c9e95a263ba85a1ac7157f3c988f8f2b92a8444c9654ed3',
  'real-apps/jkanban-steps.ts': '9a3d7fb6cd1cbf347fe39930126e46bc10a7fbbb346f532a9e8713d384fa8875',
  'real-apps/tom-select-steps.ts': 'd6f39253fd33ea00919c676f295eaff4766c0442b95832948486f5b7a9725e14',
  'real-apps/quill-steps.ts': '47b4e8a458f7aa11a37b5f8b5dd1a23f5d57302fd46127ca402dc963cdce0db8',
  'real-apps/shoelace-steps.ts': '08a6fe101e230f8a0ca96ef32866e3308bd70d1a70e5d286088e1ddd2a3607a0',
  // Host pages of ours (the packages ship no demo page): frozen with their steps.
  'apps/jquery-ui/index.html': 'cf1841f4196831476ad8c5217b778fec64d1f8c5799b4768a7e8d3026590993a',
  'apps/tom-select/index.html': '8aecfdcb4b0523a002f91cf42a25ad27abbec42b4735afdd1e9e579e345e5f40',
  'apps/quill/index.html': '6a2218a412f9ec2bf8ebaf7a32fb8f65e8eaabe97aee3005492fcdcb57b9b44e',
  'apps/shoelace/index.html': '8fbf83353f6097b36bb0a6f39c744a78374f1566b92a8c45148812dcdc3344c2',
};

describe('blind real-app steps', () => {
  for (const [file, hash] of Object.entries(FROZEN)) {
    it(`${file} is as frozen before its blind run`, () => {
      const text = readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)));
      expect(createHash('sha256').update(text).digest('hex')).toBe(hash);
    });
  }
});
