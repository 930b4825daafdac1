#!/usr/bin/env node
// Checks the import rules of DESIGN.md: which folder of src/ may import which.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';

const SRC = resolve('src');
/** folder -> folders of src/ it may import (itself always allowed). */
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
    else if (/\.(ts|mts|js|mjs)$/.test(name)) yield path;
  }
}

const problems = [];
for (const file of files(SRC)) {
  const rel = relative(SRC, file);
  const area = rel.split(sep)[0];
  if (!rel.includes(sep)) continue; // src/index.ts and other entry points re-export freely
  const allowed = ALLOWED[area];
  if (!allowed) {
    problems.push(`${rel}: folder src/${area} has no import rule in scripts/check-boundaries.mjs`);
    continue;
  }
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)) {
    const target = relative(SRC, resolve(dirname(file), match[1]));
    if (target.startsWith('..')) continue;
    const targetArea = target.includes(sep) ? target.split(sep)[0] : '(entry points)';
    if (targetArea !== area && !allowed.includes(targetArea)) {
      problems.push(`${rel}: imports ${match[1]} (src/${targetArea}); src/${area} may import only ${allowed.length ? allowed.map((a) => `src/${a}`).join(', ') : 'itself'}`);
    }
  }
}
if (problems.length) {
  console.error(`Import boundary violations (see DESIGN.md):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('import boundaries: ok');
