import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DETAIL_CALLBACK, type UiReport, type UiTestDetail } from '../../src/reporter/ui/model.js';
import { REPO } from './run-playwright.js';
import { readZip, readZipBytes } from './zip.js';

/**
 * Reads what a run left behind, the way a person opening it would see it: Playwright's HTML report
 * (its data is a base64 zip inside index.html), a test's trace (trace.zip), actwright's report
 * (index.html's summary and each test's detail chunk).
 */

/** A step of Playwright's HTML report data. */
export interface HtmlReportStep {
  title: string;
  subtitle?: string;
  error?: string;
  steps: HtmlReportStep[];
}
export interface HtmlReportTest {
  title: string;
  results: { status: string; steps: HtmlReportStep[]; annotations: { type: string; description?: string }[] }[];
}

/** Every test of Playwright's HTML report in `dir`, from the data embedded in its index.html. */
export function readHtmlReport(dir: string): HtmlReportTest[] {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const data = /id="playwrightReportBase64">data:application\/zip;base64,([^<]+)</.exec(html)?.[1];
  if (!data) throw new Error(`${dir}/index.html holds no report data`);
  const files = readZipBytes(Buffer.from(data, 'base64'));
  return [...files.entries()].filter(([name]) => name !== 'report.json').flatMap(([, body]) => (JSON.parse(body.toString('utf8')) as { tests: HtmlReportTest[] }).tests);
}

/** A trace's test-runner steps (`test.trace`): each `before` event with its title and method (`expect`, `test.step`, `pw:api`). */
export function readTraceSteps(traceZip: string): { callId: string; parentId?: string; title: string; method: string; params?: Record<string, unknown> }[] {
  const entries = readZip(traceZip);
  const lines = [...entries.entries()].filter(([name]) => name.endsWith('test.trace')).flatMap(([, body]) => body.toString('utf8').split('\n'));
  return lines.filter(Boolean).map((l) => JSON.parse(l) as { type: string; callId: string; parentId?: string; title: string; method: string; params?: Record<string, unknown> }).filter((e) => e.type === 'before');
}

/** actwright's report in `dir`: its summary and a test's detail. */
export function readActwrightReport(dir: string): { report: UiReport; detail(title: string): UiTestDetail } {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const start = html.indexOf('application/json">') + 'application/json">'.length;
  const report = JSON.parse(html.slice(start, html.indexOf('</script>', start))) as UiReport;
  return {
    report,
    detail(title) {
      const t = report.tests.find((x) => x.title === title);
      if (!t) throw new Error(`no test "${title}" in the report (${report.tests.map((x) => x.title).join(', ')})`);
      const text = readFileSync(join(dir, t.chunk), 'utf8');
      return JSON.parse(text.slice(DETAIL_CALLBACK.length + 1, text.lastIndexOf(')'))) as UiTestDetail;
    },
  };
}

const execFileAsync = promisify(execFile);

/** The report page's script (dist/reporter/report-ui.js), rebuilt when src/reporter/ui is newer. */
export async function ensureReportUi(): Promise<void> {
  const newest = (dir: string): number => Math.max(0, ...readdirSync(dir).map((n) => (statSync(join(dir, n)).isDirectory() ? newest(join(dir, n)) : statSync(join(dir, n)).mtimeMs)));
  let builtAt = 0;
  try {
    builtAt = statSync(join(REPO, 'dist/reporter/report-ui.js')).mtimeMs;
  } catch {
    builtAt = 0;
  }
  if (builtAt < newest(join(REPO, 'src/reporter/ui'))) await execFileAsync(process.execPath, ['scripts/build-report-ui.mjs'], { cwd: REPO, timeout: 120_000 });
}
