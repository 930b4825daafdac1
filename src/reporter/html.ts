import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ReportError } from './errors.js';
import { scriptJson } from './details/chunk-files.js';
import { REPORT_STYLE } from './html-style.js';
import type { UiReport } from './ui/model.js';

/**
 * The page's script, bundled from src/reporter/ui/ at build time (`npm run build`). Next to this
 * module in dist/; from the sources (tests run them with tsx), in dist/ of the checkout.
 */
// Beside this module (dist/reporter), from a shared chunk (dist/_chunks), or from src/reporter.
const BUNDLE_CANDIDATES = ['./report-ui.js', '../reporter/report-ui.js', '../../dist/reporter/report-ui.js'];
let bundle: string | undefined;

export function reportScript(): string {
  if (bundle !== undefined) return bundle;
  for (const candidate of BUNDLE_CANDIDATES) {
    try {
      bundle = readFileSync(fileURLToPath(new URL(candidate, import.meta.url)), 'utf8');
      return bundle;
    } catch {
      // next candidate
    }
  }
  throw new ReportError('the report page script (dist/reporter/report-ui.js) is missing; run `npm run build` in the actwright package.');
}

/** A script's text that cannot end its <script> element early. */
const inlineScript = (code: string) => code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/**
 * The report page: index.html with its style, the suite summary and the page script inline, so
 * the list opens at once from file:// or a server. Each test's details (steps, errors,
 * attachments) are in `data/<id>.js`, loaded when the test is opened. It renders with
 * textContent only: test titles, parameters and results are data, never markup.
 */
export function renderReportHtml(report: UiReport): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>actwright report</title>
<style>${REPORT_STYLE}</style>
</head>
<body>
<div id="app"><noscript>This report needs JavaScript. The same data is in index.json, data/ and sessions/.</noscript></div>
<script id="actwright-data" type="application/json">${scriptJson(report)}</script>
<script>${inlineScript(reportScript())}</script>
</body>
</html>
`;
}
