import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, sep } from 'node:path';
import { HttpError } from './errors.js';
import { isInside, resolveUrlPath } from './paths.js';
import { sendFile } from './responses.js';

/** URL prefix of Playwright's trace viewer on the report server (the report links `trace/index.html?trace=…`). */
export const TRACE_VIEWER_PREFIX = '/trace/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json; charset=utf-8',
};

/** The trace viewer's web app inside a playwright-core package folder (where Playwright's HTML reporter copies it from). */
const appIn = (packageDir: string) => join(packageDir, 'lib', 'vite', 'traceViewer');

/**
 * Finds Playwright's trace viewer: first in the Playwright installed for the report (resolved from
 * the report folder, then the working folder: the user's project), else in actwright's own
 * playwright-core. Undefined when none has the viewer's files.
 */
export function findTraceViewer(reportDir: string, cwd = process.cwd()): string | undefined {
  const bases = [join(reportDir, 'package.json'), join(cwd, 'package.json'), import.meta.url];
  for (const base of bases) {
    for (const name of ['playwright-core', '@playwright/test/node_modules/playwright-core']) {
      try {
        const main = createRequire(base).resolve(name);
        const dir = appIn(dirname(main));
        if (existsSync(join(dir, 'index.html'))) return dir;
      } catch {
        // not installed from there
      }
    }
  }
  return undefined;
}

/**
 * `GET /trace/…`: Playwright's trace viewer, served from the Playwright installation (never
 * copied into the report). It loads `?trace=<url of trace.zip>` through its service worker.
 */
export async function serveTraceViewer(viewerDir: string | undefined, res: ServerResponse, urlPath: string): Promise<void> {
  if (!viewerDir) {
    throw new HttpError(404, "Playwright's trace viewer was not found: install @playwright/test (or playwright-core) in the project, or open the trace with `npx playwright show-trace <trace.zip>`.");
  }
  const inner = urlPath.slice(TRACE_VIEWER_PREFIX.length - 1) || '/index.html';
  if (inner === '/ping') {
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '0', 'cache-control': 'no-store' }).end();
    return;
  }
  const file = resolveUrlPath(viewerDir, inner === '/' ? '/index.html' : inner);
  const type = TYPES[extname(file).toLowerCase()];
  const st = await stat(file).catch(() => undefined);
  if (!type || !st?.isFile() || !isInside(viewerDir, file) || relative(viewerDir, file).split(sep).includes('..')) {
    throw new HttpError(404, `No such trace viewer file: ${urlPath}.`);
  }
  sendFile(res, file, st.size, type);
}
