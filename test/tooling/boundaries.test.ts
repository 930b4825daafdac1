/** scripts/check-boundaries.mjs: the import rules fail on what they forbid (a tree made in a temp folder). */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../scripts/check-boundaries.mjs', import.meta.url));
let root: string | undefined;

function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
const check = (src: string) => spawnSync(process.execPath, [SCRIPT, src], { encoding: 'utf8' });

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

const BASE = {
  'engine/session/DEPS.list': '# base\n',
  'engine/session/errors.ts': 'export class E extends Error {}\n',
  'engine/methods/DEPS.list': 'session\n',
  'engine/methods/act.ts': "import { E } from '../session/errors.js';\nexport const act = () => new E();\n",
  'engine/client.ts': "import { act } from './methods/act.js';\nexport const c = act;\n",
};

describe('check-boundaries', () => {
  it('passes a tree that keeps the rules', () => {
    const out = check(tree(BASE));
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/no cycles/);
  });

  it('fails on an import its folder DEPS.list does not allow', () => {
    const out = check(tree({ ...BASE, 'engine/session/errors.ts': "import { act } from '../methods/act.js';\nexport class E extends Error {}\nexport const a = act;\n" }));
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/session\/errors\.ts: imports \.\.\/methods\/act\.js \(src\/engine\/methods\)/);
  });

  it('fails on a cycle between files of one folder, type-only imports included', () => {
    const out = check(tree({ ...BASE, 'engine/methods/a.ts': "import type { B } from './b.js';\nexport type A = B;\n", 'engine/methods/b.ts': "import type { A } from './a.js';\nexport type B = A | 1;\n" }));
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/import cycle: engine\/methods\/a\.ts <-> engine\/methods\/b\.ts/);
  });

  it('fails on an engine folder with no DEPS.list, and on an area importing another it may not', () => {
    const out = check(tree({ ...BASE, 'engine/extra/x.ts': 'export const x = 1;\n', 'reporter/r.ts': "import { c } from '../engine/client.js';\nexport const r = c;\n" }));
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/src\/engine\/extra has no DEPS\.list/);
    expect(out.stderr).toMatch(/reporter\/r\.ts: imports .* src\/reporter may import only src\/replay/);
  });
});
