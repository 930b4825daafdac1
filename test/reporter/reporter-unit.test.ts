import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTempFile, removeTempFiles, writeFileAtomic } from '../../src/reporter/atomic-write.js';
import { ReportError } from '../../src/reporter/errors.js';
import ActwrightReporter from '../../src/reporter/index.js';
import { resolveReporterOptions } from '../../src/reporter/options.js';
import { renderReportHtml } from '../../src/reporter/html.js';
import { REPORT_BUILD_DIR } from '../../src/reporter/report-swap.js';
import type { UiReport } from '../../src/reporter/ui/model.js';
import { emptyAiCounts, emptyTokens } from '../../src/reporter/ui/stats.js';
import { buildReportIndex } from '../../src/reporter/run-index.js';
import { buildSessionReport, emptyTotals, parseSessionAttachment } from '../../src/reporter/session.js';
import { LIVE_DIR_ENV } from '../../src/replay/live.js';
import { REPLAY_ATTACHMENT_NAME, SessionExportSchema } from '../../src/replay/record.js';
import { ReportIndexSchema } from '../../src/replay/report-index.js';
import { ReplayResponseSchema } from '../../src/replay/schema.js';
import { waitFor } from '../support/processes.js';
import { solidPng } from './support/png.js';
import { checkoutSession, failingSession } from './support/sessions.js';
import { REPO } from '../support/run-playwright.js';

const work = mkdtempSync(join(tmpdir(), 'actwright-reporter-unit-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const CHECKOUT = '11111111-1111-4111-8111-111111111111';
const json = (v: unknown) => Buffer.from(JSON.stringify(v));

describe('writeFileAtomic', () => {
  it('replaces the file and leaves no temp file, also when the write fails', () => {
    const path = join(work, 'atomic', 'a.json');
    writeFileAtomic(path, '{"v":1}');
    writeFileAtomic(path, '{"v":2}');
    expect(readFileSync(path, 'utf8')).toBe('{"v":2}');
    mkdirSync(join(work, 'atomic', 'dir.json'));
    expect(() => writeFileAtomic(join(work, 'atomic', 'dir.json'), 'x')).toThrow();
    expect(readdirSync(join(work, 'atomic')).sort()).toEqual(['a.json', 'dir.json']);
    writeFileSync(join(work, 'atomic', '.a.json.0123456789ab.tmp'), 'half');
    removeTempFiles(join(work, 'atomic'));
    expect(readdirSync(join(work, 'atomic')).some(isTempFile)).toBe(false);
  });

  // A writer killed at random moments: the target is always whole with atomic writes. With
  // plain writeFileSync (mode "plain") the same loop leaves cut files, which is what this catches.
  it('never leaves a cut file when the writer is killed mid-write', async () => {
    const SIZE = 8 * 1024 * 1024;
    for (let round = 0; round < 3; round++) {
      const target = join(work, `killed-${round}.bin`);
      const child = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'test/reporter/support/write-forever.ts'), target, 'atomic'], { stdio: 'ignore' });
      try {
        await waitFor(() => existsSync(target), { timeoutMs: 20_000, intervalMs: 5 });
        await new Promise((r) => setTimeout(r, 5 + round * 9));
      } finally {
        child.kill('SIGKILL');
      }
      await new Promise((r) => child.once('exit', r));
      const body = readFileSync(target);
      expect(body.length).toBe(SIZE);
      expect(body[0] === body[SIZE - 1]).toBe(true);
    }
  }, 60_000);
});

describe('options', () => {
  it('resolves like the HTML reporter, with env overrides', () => {
    expect(resolveReporterOptions({}, {}, '/p')).toEqual({ outputFolder: '/p/actwright-report', open: 'on-failure' });
    expect(resolveReporterOptions({ configDir: '/cfg', outputFolder: 'out' }, { CI: '1' }, '/p')).toEqual({ outputFolder: '/cfg/out', open: 'never' });
    expect(resolveReporterOptions({ open: 'always' }, { ACTWRIGHT_REPORT_FOLDER: 'merged', ACTWRIGHT_REPORT_OPEN: 'never' }, '/p')).toEqual({
      outputFolder: '/p/merged',
      open: 'never',
    });
    expect(() => resolveReporterOptions({ open: 'sometimes' })).toThrow();
  });
});

describe('session files', () => {
  it('builds a strict ReplayResponse, totals and screenshots from an export', () => {
    const png = solidPng(8, 8, [0, 0, 255]);
    const report = buildSessionReport(checkoutSession(CHECKOUT), [{ name: 'step-1', contentType: 'image/png', body: png }]);
    expect(ReplayResponseSchema.parse(report.replay)).toEqual(report.replay);
    expect(report.summary.tokens).toEqual({ inputTokens: 2600, outputTokens: 145, inferenceTimeMs: 2200, cost: 0.0231 });
    expect(report.summary.screenshots).toEqual([
      { actionIndex: 1, name: 'step-1', file: expect.stringMatching(/^screenshots\/[0-9a-f]{40}\.png$/), contentType: 'image/png' },
    ]);
    expect(report.details[1]).toEqual({ tier: 'model' });
    const failed = buildSessionReport(failingSession(CHECKOUT), []);
    expect(failed.summary.failedActions).toBe(1);
    expect(failed.details[0]!.error).toContain('no element matches');
  });

  it('rejects attachments that are not a SessionExport, saying what to do', () => {
    const bad = (body: string) => () => parseSessionAttachment({ name: REPLAY_ATTACHMENT_NAME, contentType: 'application/json', body: Buffer.from(body) });
    expect(bad('nope')).toThrow(/not JSON.*exportSession/);
    expect(bad('{"version":1}')).toThrow(ReportError);
    expect(bad(JSON.stringify({ ...checkoutSession(CHECKOUT), sessionId: '../../etc/passwd' }))).toThrow(/not UUID-shaped/);
  });
});

describe('index.html', () => {
  it('keeps titles and parameters as data, never markup', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const report: UiReport = {
      version: 1,
      run: { status: 'passed', startedAt: 0, duration: 1, generatedAt: 0, reporterErrors: [] },
      totals: { tests: 1, passed: 1, failed: 0, flaky: 0, skipped: 0, attempts: 1, tokens: emptyTokens(), costByModel: {}, ai: emptyAiCounts() },
      tests: [
        {
          id: 't', chunk: 'data/t.js', title: hostile, titlePath: [hostile], file: 'a.spec.ts', line: 1, column: 1, project: '', tags: [], outcome: 'expected',
          status: 'passed', repeatEachIndex: 0, attempts: [{ retry: 0, status: 'passed', duration: 1 }], duration: 1, tokens: emptyTokens(), costByModel: {}, ai: emptyAiCounts(),
        },
      ],
    };
    const html = renderReportHtml(report);
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the data block's and the code's, none from the title
    expect(html).not.toContain('<!--');
    const data = html.slice(html.indexOf('application/json">') + 18, html.indexOf('</script>'));
    expect(JSON.parse(data).tests[0].title).toBe(hostile);
  });
});

describe('ActwrightReporter', () => {
  const savedLiveDir = process.env[LIVE_DIR_ENV];
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    delete process.env[LIVE_DIR_ENV];
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    if (savedLiveDir === undefined) delete process.env[LIVE_DIR_ENV];
    else process.env[LIVE_DIR_ENV] = savedLiveDir;
  });

  const root = { type: 'root', title: '' } as unknown as Suite;
  const fakeTest = (title: string, outcome: ReturnType<TestCase['outcome']> = 'expected') =>
    ({
      id: `id-${title}`,
      title,
      tags: [],
      annotations: [],
      expectedStatus: 'passed',
      location: { file: join(work, 'e2e', 'a.spec.ts'), line: 3, column: 1 },
      parent: { type: 'describe', title: 'group', parent: { type: 'file', title: 'a.spec.ts', parent: root }, project: () => ({ name: 'chromium' }) },
      outcome: () => outcome,
    }) as unknown as TestCase;
  const fakeResult = (attachments: TestResult['attachments'], status: TestResult['status'] = 'passed') =>
    ({ retry: 0, status, startTime: new Date(1_000), duration: 5, errors: [], annotations: [], attachments }) as unknown as TestResult;

  it('writes files, reports each of its errors once and never changes the outcome', async () => {
    const out = join(work, 'report');
    mkdirSync(join(out, 'sessions'), { recursive: true });
    writeFileSync(join(out, 'sessions', 'stale.json'), '{}');
    writeFileSync(join(out, 'keep.txt'), 'not ours');
    const reporter = new ActwrightReporter({ outputFolder: out, open: 'never' });
    expect(reporter.printsToStdio()).toBe(false);
    reporter.onBegin({ rootDir: work } as FullConfig, root);
    expect(process.env[LIVE_DIR_ENV]).toBe(join(out, 'live'));
    // The previous report stays until this run's is whole (issue 29, item 8).
    expect(existsSync(join(out, 'sessions', 'stale.json'))).toBe(true);
    expect(existsSync(join(out, 'keep.txt'))).toBe(true);

    const bad = { name: REPLAY_ATTACHMENT_NAME, contentType: 'application/json', body: Buffer.from('{') };
    const good = { name: REPLAY_ATTACHMENT_NAME, contentType: 'application/json', body: json(checkoutSession(CHECKOUT)) };
    reporter.onTestEnd(fakeTest('one'), fakeResult([bad, good]));
    reporter.onTestEnd(fakeTest('two', 'unexpected'), fakeResult([bad, { ...good, body: undefined, path: join(work, 'missing.json') }], 'failed'));
    reporter.onTestEnd(fakeTest('three'), fakeResult([]));
    expect(await reporter.onEnd({ status: 'failed', startTime: new Date(), duration: 1 })).toBeUndefined();

    expect(errors.mock.calls.filter(([m]: unknown[]) => String(m).includes('not JSON'))).toHaveLength(1);
    expect(errors.mock.calls.filter(([m]: unknown[]) => String(m).includes('missing.json'))).toHaveLength(1);
    const index = ReportIndexSchema.parse(JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')));
    expect(index.run.reporterErrors).toHaveLength(2);
    expect(index.tests.map((t) => [t.title, t.file, t.titlePath, t.project, t.sessions.length])).toEqual([
      ['one', 'e2e/a.spec.ts', ['group', 'one'], 'chromium', 1],
      ['three', 'e2e/a.spec.ts', ['group', 'three'], 'chromium', 0],
      ['two', 'e2e/a.spec.ts', ['group', 'two'], 'chromium', 0],
    ]);
    expect(index.totals).toMatchObject({ tests: 3, passed: 2, failed: 1, sessions: 1, actions: 5 });
    expect(ReplayResponseSchema.parse(JSON.parse(readFileSync(join(out, 'sessions', `${CHECKOUT}.json`), 'utf8'))).data.pages).toHaveLength(2);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('id-one');
    expect(readFileSync(join(out, 'data', 'id-one.js'), 'utf8')).toContain('add the blue mug'); // the test's details, loaded on demand
    expect(readdirSync(out).some(isTempFile)).toBe(false);
    // Swapped in whole: the previous run's session is gone with its report, what is not the report stays.
    expect(existsSync(join(out, 'sessions', 'stale.json'))).toBe(false);
    expect(existsSync(join(out, 'keep.txt'))).toBe(true);
    expect(readdirSync(out).filter((n) => n.startsWith('.actwright-'))).toEqual([]);
  });

  // Issue 27 (the reporter's cost per test): the replay file and the report's details both read the
  // attachment; it used to be parsed and validated twice per test.
  it('reads and validates each replay attachment once, for the replay file and the details alike', async () => {
    const out = join(work, 'report-once');
    const reporter = new ActwrightReporter({ outputFolder: out, open: 'never' });
    reporter.onBegin({ rootDir: work } as FullConfig, root);
    const validate = vi.spyOn(SessionExportSchema, 'safeParse');
    const good = { name: REPLAY_ATTACHMENT_NAME, contentType: 'application/json', body: json(checkoutSession(CHECKOUT)) };
    // A hand-made attachment whose last record never ended: marked unfinished in the replay file.
    const cut = checkoutSession('22222222-2222-4222-8222-222222222222');
    delete cut.records.at(-1)!.endedAt;
    const body = json(cut);
    const unfinished = { name: REPLAY_ATTACHMENT_NAME, contentType: 'application/json', body };
    reporter.onTestEnd(fakeTest('once'), fakeResult([good]));
    expect(validate).toHaveBeenCalledTimes(1);
    reporter.onTestEnd(fakeTest('cut'), fakeResult([unfinished], 'timedOut'));
    validate.mockRestore();
    await reporter.onEnd({ status: 'failed', startTime: new Date(), duration: 1 });
    expect(readFileSync(join(out, 'data', 'id-once.js'), 'utf8')).toContain('add the blue mug');
    expect(ReplayResponseSchema.parse(JSON.parse(readFileSync(join(out, 'sessions', `${CHECKOUT}.json`), 'utf8'))).data.pages).toHaveLength(2);
    const cutReplay = ReplayResponseSchema.parse(JSON.parse(readFileSync(join(out, 'sessions', `${cut.sessionId}.json`), 'utf8')));
    expect(cutReplay.data.pages.flatMap((p) => p.actions).at(-1)!.result).toMatchObject({ success: false, error: 'test timed out' });
    expect(body.equals(json(cut))).toBe(true); // the attachment itself is left as it came
    expect(errors).not.toHaveBeenCalled();
  });

  // Issue 27: the index of the report being built is read by no one while the run goes on (the
  // server reads the live folder and the report swapped in at the end); rewriting it every second
  // cost the runner a whole validated index and a flushed rename each time.
  it('rewrites the index of the report being built at most every 5 s while tests run', async () => {
    // performance too: the rewrite's own cost (a share of the time) must not decide the test.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    try {
      const out = join(work, 'report-interval');
      const building = join(out, REPORT_BUILD_DIR, 'index.json');
      const listed = () => (existsSync(building) ? ReportIndexSchema.parse(JSON.parse(readFileSync(building, 'utf8'))).tests.length : 0);
      const reporter = new ActwrightReporter({ outputFolder: out, open: 'never' });
      reporter.onBegin({ rootDir: work } as FullConfig, root);
      reporter.onTestEnd(fakeTest('first'), fakeResult([]));
      vi.advanceTimersByTime(0);
      expect(listed()).toBe(1);
      reporter.onTestEnd(fakeTest('second'), fakeResult([]));
      vi.advanceTimersByTime(4_000);
      expect(listed()).toBe(1);
      vi.advanceTimersByTime(1_000);
      expect(listed()).toBe(2);
      await reporter.onEnd({ status: 'passed', startTime: new Date(), duration: 1 });
      expect(ReportIndexSchema.parse(JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'))).run.status).toBe('passed');
    } finally {
      vi.useRealTimers();
    }
  });

  it.runIf(process.platform === 'linux')('opens index.html per the open option', async () => {
    // A stand-in xdg-open on PATH records what it was asked to open.
    const bin = join(work, 'bin');
    const opened = join(work, 'opened.txt');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'xdg-open'), `#!/bin/sh\necho "$1" >> ${opened}\n`, { mode: 0o755 });
    vi.stubEnv('PATH', `${bin}:${process.env.PATH}`);
    vi.stubEnv('DISPLAY', ':0');
    try {
      const run = async (open: 'never' | 'on-failure' | 'always', status: 'passed' | 'failed', folder: string) => {
        const reporter = new ActwrightReporter({ outputFolder: join(work, folder), open });
        reporter.onBegin({ rootDir: work } as FullConfig, root);
        await reporter.onEnd({ status, startTime: new Date(), duration: 1 });
      };
      await run('on-failure', 'passed', 'open-1');
      await run('never', 'failed', 'open-2');
      await run('on-failure', 'failed', 'open-3');
      await run('always', 'passed', 'open-4');
      const lines = () => (existsSync(opened) ? readFileSync(opened, 'utf8').trim().split('\n') : []);
      await waitFor(() => lines().length >= 2, { timeoutMs: 10_000 });
      expect(lines().sort()).toEqual([`file://${join(work, 'open-3', 'index.html')}`, `file://${join(work, 'open-4', 'index.html')}`]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('falls back to the defaults on invalid options, saying so', async () => {
    vi.stubEnv('ACTWRIGHT_REPORT_OPEN', 'sometimes');
    try {
      const reporter = new ActwrightReporter({ configDir: join(work, 'cfg'), open: 'never' });
      reporter.onBegin({ rootDir: work } as FullConfig, root);
      await reporter.onEnd({ status: 'passed', startTime: new Date(), duration: 1 });
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/invalid reporter options.*ACTWRIGHT_REPORT_OPEN/s));
      expect(existsSync(join(work, 'cfg', 'actwright-report', 'index.html'))).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('keeps a live folder the user chose, and survives an unwritable folder', async () => {
    process.env[LIVE_DIR_ENV] = join(work, 'elsewhere');
    const file = join(work, 'a-file');
    writeFileSync(file, '');
    const reporter = new ActwrightReporter({ outputFolder: join(file, 'report'), open: 'never' });
    reporter.onBegin({ rootDir: work } as FullConfig, root);
    expect(process.env[LIVE_DIR_ENV]).toBe(join(work, 'elsewhere'));
    reporter.onTestEnd(fakeTest('one'), fakeResult([{ name: REPLAY_ATTACHMENT_NAME, contentType: 'application/json', body: json(checkoutSession(CHECKOUT)) }]));
    await expect(reporter.onEnd({ status: 'passed', startTime: new Date(), duration: 1 })).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalled();
  });
});
