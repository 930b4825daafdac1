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
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// JavaScript of an earlier build (chunks by other hashes, tsc's per-module output before this
// script) goes first: what is in dist/ is what gets packed.
for (const entry of readdirSync(join(root, 'dist'), { recursive: true, withFileTypes: true })) {
  if (entry.isFile() && /\.js(\.map)?$/.test(entry.name)) rmSync(join(entry.parentPath, entry.name));
}

await build({
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
});
