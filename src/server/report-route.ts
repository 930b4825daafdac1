import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, extname, relative, sep } from 'node:path';
import type { ServerContext } from './context.js';
import { HttpError } from './errors.js';
import { resolveUrlPath } from './paths.js';
import { sendFile } from './responses.js';
import { sendReplay } from './replay-send.js';
import { SESSION_ID_PATTERN } from '../replay/index.js';
import { pageSecurityHeaders, reportPagePolicy } from './csp.js';

/** The policy of each HTML page, by file and version: a page is hashed once per change. */
const policies = new Map<string, { key: string; policy: string }>();
const MAX_POLICIES = 64;

async function policyOf(file: string, st: Stats): Promise<string> {
  const key = `${st.mtimeMs}:${st.size}:${st.ino}`;
  const hit = policies.get(file);
  if (hit?.key === key) return hit.policy;
  const policy = reportPagePolicy(await readFile(file, 'utf8'));
  policies.set(file, { key, policy });
  if (policies.size > MAX_POLICIES) policies.delete(policies.keys().next().value as string);
  return policy;
}

/**
 * What the HTML report may load besides itself (screenshots, styles). Data files (.json, .jsonl)
 * are not here: `sessions/<id>.json` (the report's links) is served apart, live files never.
 */
const STATIC_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  // Attachments the report links: videos, and traces for Playwright's trace viewer.
  '.webm': 'video/webm',
  '.zip': 'application/zip',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/** Folders of the report that hold session data. */
const DATA_FOLDERS = ['sessions', 'live'];

const SESSION_FILE = /^\/sessions\/([^/]+)\.json$/;

/** The one page of the report: any other HTML in the folder is an attachment, never a page. */
const REPORT_PAGE = 'index.html';

/** Files a browser may show in place (images, video, plain text): anything else is downloaded. */
const SHOWN_INLINE = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif', '.webm', '.txt']);

/**
 * Headers of every file of the report but its page: opened on its own (an attached HTML or SVG
 * with a script), it gets a sandbox (an opaque origin, no script) and, unless an image, video or
 * plain text, is downloaded rather than shown. `<img>`, `<video>` and the trace viewer's fetch
 * ignore both, so the report still shows and opens them.
 */
export function inertFileHeaders(file: string): Record<string, string> {
  const ext = extname(file).toLowerCase();
  return {
    'content-security-policy': "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'",
    ...(!SHOWN_INLINE.has(ext) && { 'content-disposition': `attachment; filename="${basename(file).replace(/[^\w.-]/g, '_')}"` }),
  };
}

/** `GET /` (the HTML report) and the files it references; `granted` holds what the door adds (its cookie). */
export async function serveReportFile(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, urlPath: string, granted: Record<string, string> = {}): Promise<void> {
  // The report links each session's replay file: served as the API serves it (validated, never a
  // torn read), behind the same door as the page that links it.
  const session = SESSION_FILE.exec(urlPath)?.[1];
  if (session !== undefined && SESSION_ID_PATTERN.test(session)) {
    const loaded = await ctx.files.loadFinal(session);
    if (!loaded) throw new HttpError(404, `No such session file: ${urlPath}.`);
    await sendReplay(req, res, loaded, granted);
    return;
  }
  const file = resolveUrlPath(ctx.files.root, urlPath === '/' ? `/${REPORT_PAGE}` : urlPath);
  const inReport = relative(ctx.files.root, file);
  const segments = inReport.split(sep);
  const type = STATIC_TYPES[extname(file).toLowerCase()];
  // Hidden entries (the lock, a report being built) are not the report.
  if (!type || DATA_FOLDERS.includes(segments[0] ?? '') || segments.some((s) => s.startsWith('.'))) {
    throw new HttpError(404, `No such file or endpoint: ${urlPath}. The API is GET /v1/sessions and GET /v1/sessions/<session_id>/replay.`);
  }
  const found = await ctx.files.locate(file);
  if (!found) {
    throw new HttpError(
      404,
      urlPath === '/' || urlPath === '/index.html'
        ? 'This folder has no index.html. Run the suite with the actwright reporter to write the HTML report.'
        : `No such file: ${urlPath}.`,
    );
  }
  const page = inReport === REPORT_PAGE;
  const headers = page ? pageSecurityHeaders(await policyOf(found.real, found.st)) : inertFileHeaders(file);
  sendFile(res, found.real, found.st.size, type, { ...headers, ...granted });
}
