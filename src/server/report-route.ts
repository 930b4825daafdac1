import type { ServerResponse } from 'node:http';
import { extname, relative, sep } from 'node:path';
import type { ServerContext } from './context.js';
import { HttpError } from './errors.js';
import { resolveUrlPath } from './paths.js';
import { sendFile } from './responses.js';

/**
 * What the HTML report may load besides itself (screenshots, styles). Data files (.json, .jsonl)
 * are not here: sessions are served only through the authenticated API.
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

/** `GET /` (the HTML report) and the files it references. */
export async function serveReportFile(ctx: ServerContext, res: ServerResponse, urlPath: string): Promise<void> {
  const file = resolveUrlPath(ctx.files.root, urlPath === '/' ? '/index.html' : urlPath);
  const inReport = relative(ctx.files.root, file);
  const type = STATIC_TYPES[extname(file).toLowerCase()];
  if (!type || DATA_FOLDERS.includes(inReport.split(sep)[0] ?? '')) {
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
  sendFile(res, found.real, found.st.size, type);
}
