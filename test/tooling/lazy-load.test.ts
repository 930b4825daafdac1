// The engine loads the code behind act(), observe(), check(), waitFor() and agent() at their first
// call (src/engine/on-demand.ts, a chunk of its own in the bundle): a test that only loads pages and
// reads them with extract() never loads the offline resolver, most of the bundle's bytes (issue 27,
// docs/benchmarks.md pace11). Checked on the package as scripts/build-dist.mjs bundles it, in a
// fresh Node process, against a page of ours in a real Chromium.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, no declarations
import { distOptions } from '../../scripts/build-dist.mjs';
import { startTestServer, type TestServer } from '../support/http-server.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
let server: TestServer;
let out: string;
let metafile: Metafile;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/', '<title>Shop</title><h1>Basket</h1><p>2 items</p><button onclick="this.textContent=\'Ordered\'">Order now</button>');
  // Under the repository, so the bundle's packages (zod, playwright-core) resolve as in dist/.
  out = mkdtempSync(join(root, '.lazy-load-'));
  // Each output file says when it is evaluated: the chunks a run loaded, in order.
  const result = await build({ ...(distOptions as object), outdir: out, sourcemap: false, metafile: true, logLevel: 'silent', footer: { js: 'globalThis.__chunksLoaded?.push(import.meta.url);' } });
  metafile = result.metafile;
}, 120_000);
afterAll(async () => {
  await server?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

/** The output files that hold a source module, as file URLs. */
const holding = (source: string): string[] =>
  Object.entries(metafile.outputs)
    .filter(([, o]) => Object.keys(o.inputs).includes(source))
    .map(([file]) => new URL(file, pathToFileURL(root)).href);

/** A fresh process: the client from the bundle's `actwright` entry, init, goto, extract(), then optionally act(); the chunks loaded at each point. */
async function run(act: boolean): Promise<{ pageText: string; afterExtract: string[]; afterAct: string[] }> {
  const script = join(out, `run-${act ? 'act' : 'extract'}.mjs`);
  writeFileSync(
    script,
    `globalThis.__chunksLoaded = [];
const { Client } = await import('./index.js');
const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true });
let result;
try {
  await client.init();
  await client.page.goto(process.argv[2]);
  const { pageText } = await client.extract();
  const afterExtract = [...globalThis.__chunksLoaded];
  if (process.argv[3] === 'act') await client.act('click Order now');
  result = { pageText, afterExtract, afterAct: [...globalThis.__chunksLoaded] };
} finally {
  await client.close({ force: true });
}
console.log(JSON.stringify(result));
`,
  );
  const { stdout } = await promisify(execFile)(process.execPath, [script, `${server.origin}/`, act ? 'act' : ''], { cwd: out, timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').pop()!);
}

describe('the bundle loads the offline resolver on demand', () => {
  it('init, goto and extract() load neither the offline resolver nor the cache, checks or agent; act() loads them', async () => {
    const offline = holding('src/engine/offline/tier.ts');
    const rules = holding('src/engine/offline/rules/index.ts');
    expect(offline).toHaveLength(1);
    const before = await run(false);
    expect(before.pageText).toContain('2 items');
    expect(before.afterExtract.length).toBeGreaterThan(2); // the entry and the client's chunks say so
    for (const file of [...offline, ...rules, ...holding('src/engine/cache/act.ts'), ...holding('src/engine/methods/check.ts'), ...holding('src/engine/agent/agent.ts')]) {
      expect(before.afterExtract).not.toContain(file);
    }
    // The same run with an act(): the offline tier loads and resolves the step (the marker does see it).
    const after = await run(true);
    expect(after.afterExtract).toEqual(before.afterExtract);
    expect(after.afterAct).toContain(offline[0]);
    const onDemand = holding('src/engine/on-demand.ts');
    expect(onDemand).toHaveLength(1);
    expect(after.afterAct).toContain(onDemand[0]);
  }, 120_000);
});
