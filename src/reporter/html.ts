import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportIndex } from '../replay/report-index.js';
import type { ReplayResponse } from '../replay/schema.js';
import { REPORT_SCRIPT } from './html-script.js';
import { REPORT_STYLE } from './html-style.js';
import type { ActionDetail } from './session.js';

/** A session as the HTML report shows it: its ReplayResponse and per-action details. */
export interface HtmlSession {
  replay: ReplayResponse;
  details: ActionDetail[];
}

/** Screenshots beyond this many bytes are linked (relative path) instead of embedded. */
const MAX_EMBEDDED_IMAGE_BYTES = 50 * 1024 * 1024;

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** Step screenshots as data: URLs (embedded, so the file works offline and alone), up to a budget. */
function embedImages(index: ReportIndex, folder: string): Record<string, string> {
  const images: Record<string, string> = {};
  let budget = MAX_EMBEDDED_IMAGE_BYTES;
  for (const test of index.tests) {
    for (const session of test.sessions) {
      for (const shot of session.screenshots) {
        if (shot.file in images) continue;
        try {
          const bytes = readFileSync(join(folder, shot.file));
          if (bytes.length > budget) continue; // the page falls back to the relative path
          budget -= bytes.length;
          images[shot.file] = `data:${shot.contentType};base64,${bytes.toString('base64')}`;
        } catch {
          // A missing file shows as a broken link to it, which says what is missing.
        }
      }
    }
  }
  return images;
}

/**
 * The report page: one self-contained file (inline style, script and data) that works offline
 * from file:// and when a server serves it. It renders with textContent only: test titles,
 * parameters and results are data, never markup.
 */
export function renderReportHtml(index: ReportIndex, sessions: ReadonlyMap<string, HtmlSession>, folder: string): string {
  const data = { index, sessions: Object.fromEntries(sessions), images: embedImages(index, folder) };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>actwright report</title>
<style>${REPORT_STYLE}</style>
</head>
<body>
<div id="app"><noscript>This report needs JavaScript. The same data is in index.json and sessions/.</noscript></div>
<script id="actwright-data" type="application/json">${scriptJson(data)}</script>
<script>${REPORT_SCRIPT}</script>
</body>
</html>
`;
}
