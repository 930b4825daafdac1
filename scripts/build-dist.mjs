#!/usr/bin/env node
// Bundles the package's JavaScript: each public entry point (actwright, actwright/test,
// actwright/reporter, actwright/server, the CLI) into dist/, the code they share in
// dist/_chunks/. Declarations come from tsc (emitDeclarationOnly, tsconfig.build.json).
//
// Why a bundle: loading is per module. tsc's output is about 300 modules for the engine alone, and
// Node spent more CPU resolving, reading and linking them than running them (import of the engine
// 340 ms of CPU against about 200 bundled; docs/benchmarks.md, "import"). Every Playwright Test
// worker pays it once, and the runner pays the fixture module's share to list the tests.
//
// Split, not one file per entry: a user who imports `actwright` and `actwright/test` gets one copy
// of each class (an error thrown by the client is an instance of the class the test imports).
// Dependencies stay imports (`packages: 'external'`): the model SDKs still load on first use.
import { build } from 'esbuild';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toLineMappings } from './source-map-lines.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * esbuild's options for the package (bench/chunk-sizes.mjs and test/tooling/lazy-load.test.ts bundle
 * with the same). `splitting` also makes each dynamic `import()` a chunk of its own: the engine loads
 * the offline resolver, the action cache, the checks and the agent at their first call
 * (src/engine/on-demand.ts), not with the client.
 */
export const distOptions = {
  absWorkingDir: root,
  entryPoints: {
    index: 'src/index.ts',
    'fixtures/index': 'src/fixtures/index.ts',
    'reporter/index': 'src/reporter/index.ts',
    'server/index': 'src/server/index.ts',
    'cli/index': 'src/cli/index.ts',
  },
  outdir: 'dist',
  // Chunks one folder deep, like the entries: code that finds files beside it finds the same ones.
  chunkNames: '_chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  sourcesContent: true,
  logLevel: 'warning',
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildDist();

async function buildDist() {
  // JavaScript of an earlier build (chunks by other hashes, tsc's per-module output before this
  // script) goes first: what is in dist/ is what gets packed.
  for (const entry of readdirSync(join(root, 'dist'), { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.js(\.map)?$/.test(entry.name)) rmSync(join(entry.parentPath, entry.name));
  }

  await build(distOptions);

  // Source maps down to lines: esbuild maps every token (the engine's chunk: about 200,000 mappings for
  // 26,000 lines). Whoever maps a stack trace through a map parses all of it at once: Playwright Test's
  // source-map-support does, in every worker, at the first Playwright call the engine makes (about
  // 30 MiB of the worker's memory and 2 s of its CPU for the engine's chunk; docs/benchmarks.md, pace10).
  // A stack trace needs the file and line: one mapping where the original line changes is enough.
  for (const entry of readdirSync(join(root, 'dist'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js.map')) continue;
    const path = join(entry.parentPath, entry.name);
    const map = JSON.parse(readFileSync(path, 'utf8'));
    map.mappings = toLineMappings(map.mappings);
    map.names = [];
    writeFileSync(path, JSON.stringify(map));
  }
}
