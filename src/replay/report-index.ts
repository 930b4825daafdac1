import { z } from 'zod';
import { UNFINISHED_REASONS } from './record.js';

/**
 * `index.json` of a report folder: what the reporter writes next to `sessions/<sessionId>.json`,
 * what the replay server and the HTML report read. Units: times are epoch milliseconds, durations
 * milliseconds, cost US dollars.
 */
export const REPORT_INDEX_FILE = 'index.json';
export const REPORT_HTML_FILE = 'index.html';
export const REPORT_SESSIONS_DIR = 'sessions';
export const REPORT_SCREENSHOTS_DIR = 'screenshots';
export const REPORT_LIVE_DIR = 'live';

/** Path of a session's ReplayResponse inside the report folder (always with `/`). */
export const sessionFilePath = (sessionId: string) => `${REPORT_SESSIONS_DIR}/${sessionId}.json`;

/** Token usage summed over a set of actions (the ReplayResponse's `tokenUsage` fields). */
export const TokenTotalsSchema = z
  .object({
    inputTokens: z.number().nonnegative(),
    outputTokens: z.number().nonnegative(),
    /** Model inference time, ms. */
    inferenceTimeMs: z.number().nonnegative(),
    /** US dollars, over the actions whose model has a price. */
    cost: z.number().nonnegative(),
    /** Actions that called a model the price table does not know: their cost is unknown ("price unknown"). */
    unpricedActions: z.number().int().nonnegative().optional(),
  })
  .strict();
export type TokenTotals = z.infer<typeof TokenTotalsSchema>;

/** A step screenshot: the action it follows (position in the session's actions, time order) and its file. */
export const ReportScreenshotSchema = z
  .object({
    /** Index into the session's actions, flattened over pages in file order. */
    actionIndex: z.number().int().nonnegative(),
    /** Attachment name in the test result. */
    name: z.string(),
    /** Path inside the report folder, e.g. `screenshots/<sha1>.png`. */
    file: z.string(),
    contentType: z.string(),
  })
  .strict();
export type ReportScreenshot = z.infer<typeof ReportScreenshotSchema>;

export const ReportSessionSchema = z
  .object({
    sessionId: z.string(),
    /** `sessions/<sessionId>.json`. */
    file: z.string(),
    env: z.enum(['LOCAL', 'CLOUD']),
    cloudSessionId: z.string().optional(),
    cloudSessionURL: z.string().optional(),
    /** Epoch ms. */
    startedAt: z.number(),
    endedAt: z.number().optional(),
    pages: z.number().int().nonnegative(),
    actions: z.number().int().nonnegative(),
    /** Actions that ended with an error. */
    failedActions: z.number().int().nonnegative(),
    /** Set when operations were cut short: the test timed out, was interrupted, or its worker crashed. */
    unfinished: z.enum(UNFINISHED_REASONS).optional(),
    tokens: TokenTotalsSchema,
    screenshots: z.array(ReportScreenshotSchema),
  })
  .strict();
export type ReportSession = z.infer<typeof ReportSessionSchema>;

export const TestStatusSchema = z.enum(['passed', 'failed', 'timedOut', 'skipped', 'interrupted']);
export type TestStatus = z.infer<typeof TestStatusSchema>;

/** One test attempt (a retry is another entry with the same testId). */
export const ReportTestResultSchema = z
  .object({
    /** `<testId>-<retry>`: unique in the index. */
    id: z.string(),
    testId: z.string(),
    title: z.string(),
    /** Describe blocks and the test title, outermost first (no project, no file). */
    titlePath: z.array(z.string()),
    /** Relative to the run's root folder, with `/`. */
    file: z.string(),
    line: z.number().int(),
    column: z.number().int(),
    project: z.string(),
    tags: z.array(z.string()),
    /** Playwright annotations of the attempt (`skip` with its reason, `issue`, ...). */
    annotations: z.array(z.object({ type: z.string(), description: z.string().optional() }).strict()),
    status: TestStatusSchema,
    expectedStatus: TestStatusSchema,
    /** The test's outcome over all its attempts: `flaky` is a pass after a failure. */
    outcome: z.enum(['expected', 'unexpected', 'flaky', 'skipped']),
    retry: z.number().int().nonnegative(),
    /** Epoch ms. */
    startedAt: z.number(),
    /** ms. */
    duration: z.number(),
    /** Error messages of the attempt, without terminal colours. */
    errors: z.array(z.string()),
    sessions: z.array(ReportSessionSchema),
    tokens: TokenTotalsSchema,
  })
  .strict();
export type ReportTestResult = z.infer<typeof ReportTestResultSchema>;

export const ReportTotalsSchema = z
  .object({
    /** Distinct tests, counted by their final outcome below. */
    tests: z.number().int().nonnegative(),
    passed: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    flaky: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
    /** Attempts, retries included. */
    results: z.number().int().nonnegative(),
    sessions: z.number().int().nonnegative(),
    actions: z.number().int().nonnegative(),
    tokens: TokenTotalsSchema,
  })
  .strict();
export type ReportTotals = z.infer<typeof ReportTotalsSchema>;

export const ReportIndexSchema = z
  .object({
    version: z.literal(1),
    run: z
      .object({
        /** `running` while the suite is under way (the index is rewritten as tests end). */
        status: z.enum(['running', 'passed', 'failed', 'timedout', 'interrupted']),
        /** Epoch ms. */
        startedAt: z.number(),
        /** ms, wall time of the run (so far). */
        duration: z.number(),
        /** Epoch ms of this file's writing. */
        generatedAt: z.number(),
        /** Reporter errors (a bad attachment, a file that could not be written); the run's outcome stands. */
        reporterErrors: z.array(z.string()),
      })
      .strict(),
    totals: ReportTotalsSchema,
    /** Sorted by project, file, line, column, title path, retry. */
    tests: z.array(ReportTestResultSchema),
  })
  .strict();
export type ReportIndex = z.infer<typeof ReportIndexSchema>;
