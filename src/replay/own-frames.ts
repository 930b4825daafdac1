import { existsSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Error stacks as the report (and the fixture's step errors) show them: actwright's own frames dropped, as Playwright drops its
 * own, so the first frame a reader sees is the test's. A frame is ours when its file is in this
 * package's `src/` or `dist/` (where this module itself is), or under `node_modules/actwright/`.
 */
const PACKAGE_ROOT = packageRoot(dirname(fileURLToPath(import.meta.url)));

/** The nearest folder above `dir` with a package.json: this module is in src/replay, or in a bundle of dist/. */
function packageRoot(dir: string): string {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, 'package.json'))) return at;
    if (dirname(at) === at) return dirname(dirname(dir));
  }
}
const OWN = [`${PACKAGE_ROOT}${sep}src${sep}`, `${PACKAGE_ROOT}${sep}dist${sep}`];
const FRAME = /^\s+at\s/;

export function isOwnFrame(line: string, own: readonly string[] = OWN): boolean {
  if (!FRAME.test(line)) return false;
  const path = line.replace(/^.*?\(?((?:file:\/\/)?\/[^():]+|[A-Za-z]:\\[^():]+)(?::\d+){0,2}\)?\s*$/, '$1').replace(/^file:\/\//, '');
  return own.some((dir) => path.startsWith(dir)) || /[\\/]node_modules[\\/]actwright[\\/]/.test(path);
}

/** The stack without actwright's frames; a stack made only of them keeps its message lines. */
export function dropOwnFrames(stack: string, own: readonly string[] = OWN): string {
  return stack
    .split('\n')
    .filter((line) => !isOwnFrame(line, own))
    .join('\n');
}
