#!/usr/bin/env node
// What the dist's chunks hold: bundles the package as scripts/build-dist.mjs does (same entries,
// same splitting), writing nothing, with esbuild's metafile, and prints per output file its bytes
// and the source modules (or folders) that fill it most. Issue 27: figure 2's test only loads the
// engine for goto + extract(); this shows what else it loads.
// The options are scripts/build-dist.mjs's own.
//   node bench/chunk-sizes.mjs [top=25] [--folders] [--entry=index]
// --folders sums modules by folder (src/engine/offline/rules/…); --entry shows only the chunks an
// entry loads at import (static imports), not those behind dynamic import().
import { build } from 'esbuild';
import { distOptions } from '../scripts/build-dist.mjs';

const args = process.argv.slice(2);
const top = Number(args.find((a) => /^\d+$/.test(a)) ?? 25);
const byFolder = args.includes('--folders');
const entryArg = args.find((a) => a.startsWith('--entry='))?.slice(8);

const result = await build({ ...distOptions, sourcemap: false, write: false, metafile: true });

const outputs = result.metafile.outputs;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const group = (path) => (byFolder ? path.replace(/\/[^/]+$/, '/') : path);

// The chunks an entry loads when imported: its static imports, transitively.
function staticClosure(start) {
  const seen = new Set();
  const todo = [start];
  while (todo.length) {
    const file = todo.pop();
    if (seen.has(file) || !outputs[file]) continue;
    seen.add(file);
    for (const imp of outputs[file].imports) if (imp.kind === 'import-statement' && !imp.external) todo.push(imp.path);
  }
  return seen;
}

let files = Object.keys(outputs).filter((f) => f.endsWith('.js'));
// An entry by its path under dist/ without .js; a chunk by the start of its name (`_chunks/client`).
const entryFile = entryArg && Object.keys(outputs).find((f) => f === `dist/${entryArg}.js` || (f.startsWith(`dist/${entryArg}`) && f.endsWith('.js')));
if (entryArg && !entryFile) throw new Error(`no output dist/${entryArg}…js`);
if (entryFile) files = [...staticClosure(entryFile)];
let total = 0;
for (const file of files.sort((a, b) => outputs[b].bytes - outputs[a].bytes)) {
  const out = outputs[file];
  total += out.bytes;
  const dynamic = out.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).length;
  console.log(`${file}  ${kb(out.bytes)}${dynamic ? `  (${dynamic} dynamic imports)` : ''}`);
  const sums = new Map();
  for (const [input, { bytesInOutput }] of Object.entries(out.inputs)) sums.set(group(input), (sums.get(group(input)) ?? 0) + bytesInOutput);
  const rows = [...sums].sort((a, b) => b[1] - a[1]);
  for (const [input, bytes] of rows.slice(0, top)) if (bytes > 0) console.log(`    ${kb(bytes).padStart(9)}  ${input}`);
  if (rows.length > top) console.log(`    … ${rows.length - top} more`);
}
console.log(`${files.length} files, ${kb(total)}${entryArg ? ` loaded by importing ${entryFile}` : ''}`);
