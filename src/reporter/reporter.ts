import { mkdirSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { LIVE_DIR_ENV } from '../replay/live.js';
import { REPLAY_ATTACHMENT_NAME } from '../replay/record.js';
import {
  REPORT_HTML_FILE,
  REPORT_INDEX_FILE,
  REPORT_LIVE_DIR,
  REPORT_SCREENSHOTS_DIR,
  REPORT_SESSIONS_DIR,
  type ReportIndex,
  type ReportSession,
} from '../replay/report-index.js';
import { ReplayResponseSchema } from '../replay/schema.js';
import { removeTempFiles, writeFileAtomic } from './atomic-write.js';
import { CacheMerge } from './cache-merge.js';
import { ReportError } from './errors.js';
import { renderReportHtml, type HtmlSession } from './html.js';
import { openInBrowser } from './open.js';
import { REPORT_FOLDER_ENV, resolveReporterOptions, type ReporterOptions, type ResolvedReporterOptions } from './options.js';
import { buildReportIndex, type CollectedResult, type RunStatus } from './run-index.js';
import { addTotals, buildSessionReport, emptyTotals, parseSessionAttachment } from './session.js';

/** While the suite runs, index.json is rewritten at most this often (the replay server reads it). */
const INDEX_INTERVAL_MS = 1_000;

const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * Playwright reporter: turns each test's `actwright-replay` attachments into
 * `sessions/<sessionId>.json` (the seed's ReplayResponse), `index.json` and a self-contained
 * `index.html`. It never fails the run: its own errors are printed once and listed in the index.
 */
export class ActwrightReporter implements Reporter {
  private options!: ResolvedReporterOptions;
  private rootDir = process.cwd();
  private startedAt = Date.now();
  private readonly results: CollectedResult[] = [];
  private readonly sessions = new Map<string, HtmlSession>();
  private readonly errors: string[] = [];
  private readonly cache = new CacheMerge();
  private indexTimer?: NodeJS.Timeout;
  private lastIndexWrite = 0;

  constructor(private readonly rawOptions: ReporterOptions = {}) {}

  printsToStdio(): boolean {
    return false;
  }

  onBegin(config: FullConfig, _suite: Suite): void {
    this.startedAt = Date.now();
    this.rootDir = config.rootDir;
    try {
      this.options = resolveReporterOptions(this.rawOptions);
    } catch (error) {
      this.report(new ReportError(`invalid reporter options, using the defaults: ${(error as Error).message}`, { cause: error }));
      // Without the environment overrides, which may be what is invalid.
      this.options = resolveReporterOptions({ configDir: this.rawOptions.configDir }, { CI: process.env.CI });
    }
    const out = this.options.outputFolder;
    const ownLiveDir = join(out, REPORT_LIVE_DIR);
    // Workers start after onBegin and inherit the environment: the fixture writes live progress there.
    if (!process.env[LIVE_DIR_ENV]) process.env[LIVE_DIR_ENV] = ownLiveDir;
    try {
      // Only what this reporter writes is cleared; the folder may hold other things.
      for (const name of [REPORT_SESSIONS_DIR, REPORT_SCREENSHOTS_DIR, REPORT_LIVE_DIR, REPORT_INDEX_FILE, REPORT_HTML_FILE]) {
        rmSync(join(out, name), { recursive: true, force: true });
      }
      removeTempFiles(out);
      mkdirSync(join(out, REPORT_SESSIONS_DIR), { recursive: true });
      if (process.env[LIVE_DIR_ENV] === ownLiveDir) mkdirSync(ownLiveDir, { recursive: true });
    } catch (error) {
      this.report(new ReportError(`cannot prepare the report folder ${out}: ${(error as Error).message}; set outputFolder (or ${REPORT_FOLDER_ENV}) to a writable folder.`, { cause: error }));
    }
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    try {
      this.collect(test, result);
    } catch (error) {
      this.report(error);
    }
    this.writeIndexSoon();
  }

  async onEnd(result: FullResult): Promise<void> {
    clearTimeout(this.indexTimer);
    const index = this.writeIndex(result.status);
    if (!index) return;
    try {
      writeFileAtomic(join(this.options.outputFolder, REPORT_HTML_FILE), renderReportHtml(index, this.sessions, this.options.outputFolder));
    } catch (error) {
      this.report(new ReportError(`cannot write ${REPORT_HTML_FILE}: ${(error as Error).message}`, { cause: error }));
    }
    try {
      this.cache.write(this.options.outputFolder);
    } catch (error) {
      this.report(new ReportError(`cannot write the merged action cache: ${(error as Error).message}`, { cause: error }));
    }
    const htmlPath = join(this.options.outputFolder, REPORT_HTML_FILE);
    console.log(`actwright: ${index.totals.sessions} session(s) of ${index.totals.tests} test(s) in ${relative(process.cwd(), this.options.outputFolder) || '.'}; open ${htmlPath}`);
    const { open } = this.options;
    if (open === 'always' || (open === 'on-failure' && result.status !== 'passed')) openInBrowser(htmlPath, (e) => this.report(e));
  }

  private collect(test: TestCase, result: TestResult): void {
    const summaries = new Map<string, ReportSession>();
    for (const attachment of result.attachments) {
      if (attachment.name !== REPLAY_ATTACHMENT_NAME) continue;
      try {
        const session = parseSessionAttachment(attachment);
        const report = buildSessionReport(session, result.attachments);
        const replay = ReplayResponseSchema.parse(report.replay); // strict: no file that is not a ReplayResponse
        writeFileAtomic(join(this.options.outputFolder, report.summary.file), JSON.stringify(replay, null, 2));
        for (const shot of report.screenshots) writeFileAtomic(join(this.options.outputFolder, shot.file), shot.bytes);
        summaries.set(session.sessionId, report.summary);
        this.sessions.set(session.sessionId, { replay, details: report.details });
      } catch (error) {
        this.report(error instanceof ReportError ? error : new ReportError(`test "${test.title}": ${(error as Error).message}`, { cause: error }));
      }
    }
    const sessions = [...summaries.values()];
    const tokens = emptyTotals();
    for (const s of sessions) addTotals(tokens, s.tokens);
    this.results.push({
      entry: {
        id: `${test.id}-${result.retry}`,
        testId: test.id,
        title: test.title,
        titlePath: describePath(test),
        file: relative(this.rootDir, test.location.file).split(sep).join('/'),
        line: test.location.line,
        column: test.location.column,
        project: test.parent.project()?.name ?? '',
        tags: [...test.tags],
        annotations: (result.annotations ?? test.annotations ?? []).map((a) => ({ type: a.type, ...(a.description !== undefined && { description: a.description }) })),
        status: result.status,
        expectedStatus: test.expectedStatus,
        retry: result.retry,
        startedAt: new Date(result.startTime).getTime(),
        duration: result.duration,
        errors: result.errors.map((e) => (e.message ?? e.value ?? 'error').replace(ANSI, '')),
        sessions,
        tokens,
      },
      outcome: () => test.outcome(),
    });
    this.cache.collect(result);
  }

  private writeIndexSoon(): void {
    if (this.indexTimer || !this.options) return;
    const wait = Math.max(0, this.lastIndexWrite + INDEX_INTERVAL_MS - Date.now());
    this.indexTimer = setTimeout(() => {
      this.indexTimer = undefined;
      this.writeIndex('running');
    }, wait);
    this.indexTimer.unref();
  }

  private writeIndex(status: RunStatus): ReportIndex | undefined {
    this.lastIndexWrite = Date.now();
    try {
      const index = buildReportIndex(this.results, {
        status,
        startedAt: this.startedAt,
        duration: Date.now() - this.startedAt,
        generatedAt: Date.now(),
        reporterErrors: this.errors,
      });
      writeFileAtomic(join(this.options.outputFolder, REPORT_INDEX_FILE), JSON.stringify(index, null, 2));
      return index;
    } catch (error) {
      this.report(new ReportError(`cannot write ${REPORT_INDEX_FILE}: ${(error as Error).message}`, { cause: error }));
      return undefined;
    }
  }

  /** Prints a reporter error once; the run's outcome stands. */
  private report(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (this.errors.includes(message)) return;
    this.errors.push(message);
    console.error(`actwright reporter: ${message}`);
  }
}

/** Describe blocks and the test's title, outermost first. */
function describePath(test: TestCase): string[] {
  const path = [test.title];
  for (let suite: Suite | undefined = test.parent; suite && suite.type === 'describe'; suite = suite.parent) path.unshift(suite.title);
  return path;
}
