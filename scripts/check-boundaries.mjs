#!/usr/bin/env node
// Checks the import rules of DESIGN.md and docs/architecture.md:
// 1. which area of src/ may import which (the table below);
// 2. inside src/engine, which folder may import which: each folder's DEPS.list names the engine
//    folders it may import (Playwright's DEPS.list, simplified); subfolders belong to their folder;
//    files at the engine's root (client.ts) may import any folder;
// 3. no import cycle between files anywhere in src/ (type-only imports count: they tie the files too).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';

const SRC = resolve(process.argv[2] ?? 'src');
const ENGINE = join(SRC, 'engine');
/** area -> areas of src/ it may import (itself always allowed). */
const ALLOWED = {
  engine: ['replay'],
  fixtures: ['engine', 'replay'],
  reporter: ['replay'],
  server: ['replay'],
  replay: [],
  cli: ['engine', 'replay', 'server', 'reporter'],
};

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|mts|js|mjs)$/.test(name) && !/\.d\.ts$/.test(name)) yield path;
  }
}

/** Relative imports of a file, resolved to files of src/ (.js specifiers name .ts sources). */
function importsOf(file, source) {
  const out = [];
  for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)) {
    const target = resolve(dirname(file), match[1]);
    const candidates = [target, target.replace(/\.js$/, '.ts'), target.replace(/\.mjs$/, '.mts'), join(target, 'index.ts')];
    out.push({ spec: match[1], file: candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? target });
  }
  return out;
}

/** The engine folder a file belongs to ('' for the engine's root files), or undefined outside the engine. */
function engineFolder(file) {
  const rel = relative(ENGINE, file);
  if (rel.startsWith('..')) return undefined;
  return rel.includes(sep) ? rel.split(sep)[0] : '';
}

const deps = new Map();
function allowedFolders(folder) {
  if (!deps.has(folder)) {
    const list = join(ENGINE, folder, 'DEPS.list');
    deps.set(
      folder,
      existsSync(list)
        ? readFileSync(list, 'utf8')
            .split('\n')
            .map((line) => line.replace(/#.*/, '').trim())
            .filter(Boolean)
        : undefined,
    );
  }
  return deps.get(folder);
}

const problems = [];
const graph = new Map();
for (const file of files(SRC)) {
  const rel = relative(SRC, file);
  const area = rel.split(sep)[0];
  const source = readFileSync(file, 'utf8');
  const imports = importsOf(file, source);
  graph.set(file, imports.map((i) => i.file));
  if (!rel.includes(sep)) continue; // src/index.ts and other entry points re-export freely
  const allowed = ALLOWED[area];
  if (!allowed) {
    problems.push(`${rel}: folder src/${area} has no import rule in scripts/check-boundaries.mjs`);
    continue;
  }
  const folder = engineFolder(file);
  const folderAllowed = folder ? allowedFolders(folder) : undefined;
  if (folder && !folderAllowed) problems.push(`${rel}: src/engine/${folder} has no DEPS.list saying what it may import`);
  for (const { spec, file: targetFile } of imports) {
    const target = relative(SRC, targetFile);
    if (target.startsWith('..')) continue;
    const targetArea = target.includes(sep) ? target.split(sep)[0] : '(entry points)';
    if (targetArea !== area && !allowed.includes(targetArea)) {
      problems.push(`${rel}: imports ${spec} (src/${targetArea}); src/${area} may import only ${allowed.length ? allowed.map((a) => `src/${a}`).join(', ') : 'itself'}`);
      continue;
    }
    const targetFolder = engineFolder(targetFile);
    if (folder && folderAllowed && targetFolder !== undefined && targetFolder !== folder && !folderAllowed.includes(targetFolder)) {
      const what = targetFolder === '' ? 'the engine root (client.ts)' : `src/engine/${targetFolder}`;
      problems.push(`${rel}: imports ${spec} (${what}); src/engine/${folder}/DEPS.list allows only ${folderAllowed.length ? folderAllowed.join(', ') : 'its own files'}`);
    }
  }
}

// Cycles between files: Tarjan's strongly connected components.
let index = 0;
const stack = [];
const onStack = new Set();
const order = new Map();
const low = new Map();
function connect(v) {
  order.set(v, index);
  low.set(v, index++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    if (!order.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), order.get(w)));
  }
  if (low.get(v) === order.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(relative(SRC, w));
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) problems.push(`import cycle: ${component.sort().join(' <-> ')}`);
  }
}
for (const v of graph.keys()) if (!order.has(v)) connect(v);

if (problems.length) {
  console.error(`Import boundary violations (see docs/architecture.md):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`import boundaries: ok (${graph.size} files, ${deps.size} engine folders with DEPS.list, no cycles)`);
