import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { LIVE_DIR_ENV } from '../replay/live.js';
import { healedLine } from './healed.js';
import { writeReplayAlias } from '../replay/replay-file.js';
import { REPLAY_ATTACHMENT_NAME, unfinishedReason, type SessionExport, type UnfinishedReason } from '../replay/record.js';
import {
  REPORT_HTML_FILE,
  REPORT_INDEX_FILE,
  REPORT_LIVE_DIR,
  type ReportIndex,
  type ReportSession,
} from '../replay/report-index.js';
import { ReplayResponseSchema } from '../replay/schema.js';
import { removeTempFiles, writeFileAtomic } from './atomic-write.js';
import { CacheMerge } from './cache-merge.js';
import { ReportError } from './errors.js';
import { ReportDetails } from './details/report-details.js';
import { lockReportFolder, type LockTaken } from './folder-lock.js';
import { startReportBuild, swapInReport } from './report-swap.js';
import { renderReportHtml } from './html.js';
import { canOpenBrowser, openInBrowser } from './open.js';
import { REPORT_FOLDER_ENV, resolveReporterOptions, type ReporterOptions, type ResolvedReporterOptions } from './options.js';
import { buildReportIndex, type CollectedResult, type RunStatus } from './run-index.js';
import { recoverSessionsFromLive } from './live-recovery.js';
import { addTotals, buildSessionReport, emptyTotals, parseSessionAttachment } from './session.js';

/**
 * While the suite runs, the index of the report being built (index.json in its build folder) is
 * rewritten at most this often: a run that dies leaves a half-built report saying how far it got.
 * Nothing reads it while the run goes on (the replay server follows the live folder and the report
 * swapped in at the end), so it is rewritten seldom: each rewrite validates and writes the whole
 * index, and replacing a file by a rename makes ext4 write its data out at once (about 2 ms here).
 */
const INDEX_INTERVAL_MS = 5_000;
/**
 * ...and at most this share of the time: a rewrite costs more as tests add up, and every ms of it
 * is taken from the tests on a busy machine (it runs in Playwright's main process, beside the
 * workers and their browsers).
 */
const INDEX_SHARE = 0.005;

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
  private details?: ReportDetails;
  private readonly errors: string[] = [];
  private readonly cache = new CacheMerge();
  private indexTimer?: NodeJS.Timeout;
  private lastIndexWrite = 0;
  /** How long the last rewrite of index.json took (ms): the next waits INDEX_SHARE of the time for it. */
  private lastIndexCost = 0;
  /** Where the fixtures write live progress during this run (a crashed test's session is rebuilt from it). */
  private liveDir?: string;
  /** This run's hold on the output folder; without it nothing is written. */
  private lock?: LockTaken;
  /** Where this run builds its report (beside the previous one, swapped in at the end). */
  private build = '';

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
    if (!this.takeFolder(out)) return;
    const ownLiveDir = join(out, REPORT_LIVE_DIR);
    try {
      // The previous report stays whole until this run's is: built beside it, swapped in at the end.
      this.build = startReportBuild(out);
      rmSync(ownLiveDir, { recursive: true, force: true });
      removeTempFiles(out);
    } catch (error) {
      this.report(new ReportError(`cannot prepare the report folder ${out}: ${(error as Error).message}; set outputFolder (or ${REPORT_FOLDER_ENV}) to a writable folder.`, { cause: error }));
      this.lock?.release();
      this.lock = undefined;
      return;
    }
    this.details = new ReportDetails(this.build, this.rootDir);
    // Workers start after onBegin and inherit the environment: the fixture writes live progress there.
    if (!process.env[LIVE_DIR_ENV]) process.env[LIVE_DIR_ENV] = ownLiveDir;
    this.liveDir = process.env[LIVE_DIR_ENV];
    try {
      if (process.env[LIVE_DIR_ENV] === ownLiveDir) mkdirSync(ownLiveDir, { recursive: true });
    } catch (error) {
      this.report(new ReportError(`cannot prepare the report folder ${out}: ${(error as Error).message}; set outputFolder (or ${REPORT_FOLDER_ENV}) to a writable folder.`, { cause: error }));
    }
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (!this.lock) return;
    try {
      this.collect(test, result);
    } catch (error) {
      this.report(error);
    }
    try {
      this.details?.add(test, result, describePath(test), test.parent.project()?.name ?? '');
    } catch (error) {
      this.report(new ReportError(`test "${test.title}": cannot collect its steps and attachments: ${(error as Error).message}`, { cause: error }));
    }
    this.writeIndexSoon();
  }

  async onEnd(result: FullResult): Promise<void> {
    clearTimeout(this.indexTimer);
    if (!this.lock) return;
    try {
      this.finishReport(result);
    } finally {
      this.lock.release();
    }
  }

  private finishReport(result: FullResult): void {
    const index = this.writeIndex(result.status, result);
    if (!index) return;
    try {
      const report = this.details!.finish(index);
      writeFileAtomic(join(this.build, REPORT_HTML_FILE), renderReportHtml(report));
      swapInReport(this.options.outputFolder);
      // Drift, in one line of the CI log: how many cached steps healed, in which tests.
      const healed = healedLine(report.healed ?? []);
      if (healed) console.log(healed);
    } catch (error) {
      this.report(new ReportError(`cannot write ${REPORT_HTML_FILE} (the previous report, if any, is left in place): ${(error as Error).message}`, { cause: error }));
      return;
    }
    this.compactLive(index);
    try {
      this.cache.write(this.options.outputFolder);
    } catch (error) {
      this.report(new ReportError(`cannot write the merged action cache: ${(error as Error).message}`, { cause: error }));
    }
    const htmlPath = join(this.options.outputFolder, REPORT_HTML_FILE);
    console.log(`actwright: ${index.totals.sessions} session(s) of ${index.totals.tests} test(s) in ${relative(process.cwd(), this.options.outputFolder) || '.'}; open ${htmlPath}`);
    const { open } = this.options;
    if (open === 'always' || (open === 'on-failure' && result.status !== 'passed')) {
      // No display (CI, a container): the line above already names the file.
      void openInBrowser(htmlPath).then((outcome) => {
        if (!outcome.opened && canOpenBrowser()) this.report(new ReportError(`cannot open the report: ${outcome.reason}; open ${htmlPath} yourself.`));
      });
    }
  }

  /**
   * At the end of the run, live files whose session has its final replay are removed (the replay
   * wins over them); any other is kept, never silently lost. An empty live folder goes too.
   */
  private compactLive(index: ReportIndex): void {
    const liveDir = join(this.options.outputFolder, REPORT_LIVE_DIR);
    if (this.liveDir !== liveDir) return; // a folder the user chose is theirs
    const written = new Set(index.tests.flatMap((t) => t.sessions.map((s) => s.sessionId)));
    try {
      for (const name of readdirSync(liveDir)) {
        const id = /^(.+)\.jsonl$/.exec(name)?.[1];
        if (id && written.has(id)) rmSync(join(liveDir, name), { force: true });
      }
      if (readdirSync(liveDir).length === 0) rmSync(liveDir, { recursive: true, force: true });
    } catch {
      // Nothing to compact.
    }
  }

  /**
   * Takes the output folder for this run (a lock naming its pid). Another live run writing it: this
   * run writes no report, says so, and deletes nothing of the other's.
   */
  private takeFolder(out: string): boolean {
    try {
      mkdirSync(out, { recursive: true });
      const lock = lockReportFolder(out);
      if (!lock.held) {
        const since = lock.owner.startedAt ? ` since ${new Date(lock.owner.startedAt).toISOString()}` : '';
        this.report(
          new ReportError(
            `${out} is being written by another run (pid ${lock.owner.pid} on ${lock.owner.host}${since}); this run writes no actwright report there and deletes nothing. ` +
              `Give each run its own folder (outputFolder, or ${REPORT_FOLDER_ENV}), or wait for the other run to end. A lock left by a run that died is taken over.`,
          ),
        );
        return false;
      }
      if (lock.tookOverFrom) console.error(`actwright reporter: took over ${out} from a run that is gone (pid ${lock.tookOverFrom.pid}).`);
      this.lock = lock;
      return true;
    } catch (error) {
      this.report(new ReportError(`cannot lock the report folder ${out}: ${(error as Error).message}; set outputFolder (or ${REPORT_FOLDER_ENV}) to a writable folder.`, { cause: error }));
      return false;
    }
  }

  private collect(test: TestCase, result: TestResult): void {
    const summaries = new Map<string, ReportSession>();
    const reason = unfinishedReason(result.status);
    const exports: { session: () => SessionExport; label: string }[] = result.attachments
      .filter((a) => a.name === REPLAY_ATTACHMENT_NAME)
      .map((attachment) => ({ session: () => parseSessionAttachment(attachment, reason), label: attachment.name }));
    if (exports.length === 0 && result.status !== 'passed' && result.status !== 'skipped') {
      // No attachment: the worker died (crash, kill) before the fixture could attach; the live files remain.
      const crashReason: UnfinishedReason = result.status === 'failed' ? 'crashed' : reason;
      for (const session of recoverSessionsFromLive(this.liveDir, test.id, result.retry, crashReason)) exports.push({ session: () => session, label: 'live' });
    }
    for (const { session: load } of exports) {
      try {
        const session = load();
        const report = buildSessionReport(session, result.attachments);
        const replay = ReplayResponseSchema.parse(report.replay); // strict: no file that is not a ReplayResponse
        writeFileAtomic(join(this.build, report.summary.file), JSON.stringify(replay, null, 2));
        // On CLOUD the replay is also found by the platform's session id.
        if (session.cloudSessionId) writeReplayAlias(this.build, session.cloudSessionId, session.sessionId);
        for (const shot of report.screenshots) writeFileAtomic(join(this.build, shot.file), shot.bytes);
        summaries.set(session.sessionId, report.summary);
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
    if (this.indexTimer || !this.options || !this.lock) return;
    const wait = Math.max(0, this.lastIndexWrite + Math.max(INDEX_INTERVAL_MS, this.lastIndexCost / INDEX_SHARE) - Date.now());
    this.indexTimer = setTimeout(() => {
      this.indexTimer = undefined;
      const started = performance.now();
      this.writeIndex('running');
      this.lastIndexCost = performance.now() - started;
    }, wait);
    this.indexTimer.unref();
  }

  private writeIndex(status: RunStatus, run?: Pick<FullResult, 'startTime' | 'duration'>): ReportIndex | undefined {
    this.lastIndexWrite = Date.now();
    // The run's own start and duration when Playwright gives them: after merge-reports they are the
    // merged shards' (not the merge's), and they count the global setup too.
    const startedAt = validDate(run?.startTime) ?? this.startedAt;
    const duration = run && Number.isFinite(run.duration) && run.duration >= 0 ? run.duration : Date.now() - startedAt;
    try {
      const index = buildReportIndex(this.results, {
        status,
        startedAt,
        duration,
        generatedAt: Date.now(),
        reporterErrors: this.errors,
      });
      writeFileAtomic(join(this.build, REPORT_INDEX_FILE), JSON.stringify(index, null, 2));
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

function validDate(date: Date | undefined): number | undefined {
  const time = date instanceof Date ? date.getTime() : NaN;
  return Number.isFinite(time) && time > 0 ? time : undefined;
}

/** Describe blocks and the test's title, outermost first. */
function describePath(test: TestCase): string[] {
  const path = [test.title];
  for (let suite: Suite | undefined = test.parent; suite && suite.type === 'describe'; suite = suite.parent) path.unshift(suite.title);
  return path;
}
