import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlaywright } from './run-playwright.js';
import type { JSONReport, JSONReportSpec, JSONReportSuite, JSONReportTestResult, JSONReportTestStep } from '@playwright/test/reporter';

export interface InnerRun {
  exitCode: number | null;
  report: JSONReport;
  stdout: string;
  stderr: string;
  /** Where the inner run wrote its test-results (traces, screenshots). */
  outputDir: string;
}

export interface InnerRunOptions {
  env?: Record<string, string>;
  args?: string[];
  /** The whole inner run is killed after this long. */
  timeoutMs?: number;
  /** Called once the child runs, e.g. to interrupt it. */
  onSpawn?: (child: ChildProcess) => void;
}

/** Runs a Playwright Test suite in a child process with the JSON reporter and returns its report. */
export async function runInnerSuite(config: string, options: InnerRunOptions = {}): Promise<InnerRun> {
  const work = mkdtempSync(join(tmpdir(), 'actwright-inner-'));
  const reportFile = join(work, 'report.json');
  const outputDir = join(work, 'test-results');
  const { child, done } = startPlaywright(['test', '-c', config, '--reporter=json', '--output', outputDir, ...(options.args ?? [])], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile, ...options.env },
    timeoutMs: options.timeoutMs ?? 240_000,
  });
  options.onSpawn?.(child);
  const { code: exitCode, stdout, stderr } = await done;
  let report: JSONReport;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8')) as JSONReport;
  } catch (cause) {
    throw new Error(`inner run of ${config} wrote no JSON report (exit ${exitCode}).\nstdout: ${stdout.slice(-2000)}\nstderr: ${stderr.slice(-2000)}`, { cause });
  }
  return { exitCode, report, stdout, stderr, outputDir };
}

export interface InnerTest {
  title: string;
  projectName: string;
  spec: JSONReportSpec;
  result: JSONReportTestResult;
}

/** Every test's last result in a report, by title (and project). */
export function innerTests(report: JSONReport): InnerTest[] {
  const out: InnerTest[] = [];
  const walk = (suite: JSONReportSuite, path: string[]) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        const result = test.results.at(-1);
        if (result) out.push({ title: [...path, spec.title].join(' › '), projectName: test.projectName, spec, result });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  return out;
}

/** Step titles, depth first. */
export function stepTitles(steps: readonly JSONReportTestStep[] = []): string[] {
  return steps.flatMap((s) => [s.title, ...stepTitles(s.steps)]);
}

/** An attachment's body, decoded. */
export function attachmentBody(result: JSONReportTestResult, name: string): string | undefined {
  const attachment = result.attachments.find((a) => a.name === name);
  if (!attachment) return undefined;
  if (attachment.body) return Buffer.from(attachment.body, 'base64').toString('utf8');
  if (attachment.path) return readFileSync(attachment.path, 'utf8');
  return undefined;
}
