import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ActwrightReporter from '../../src/reporter/index.js';
import { REPORT_LOCK_FILE } from '../../src/reporter/folder-lock.js';
import { REPORT_BUILD_DIR } from '../../src/reporter/report-swap.js';
import { LIVE_DIR_ENV } from '../../src/replay/live.js';
import { REPLAY_ATTACHMENT_NAME } from '../../src/replay/record.js';
import { ReportIndexSchema } from '../../src/replay/report-index.js';
import { runPlaywright } from '../support/run-playwright.js';
import { checkoutSession } from './support/sessions.js';

/** Two runs writing one report folder: the second refuses, saying who holds it; nothing is deleted. */
const work = mkdtempSync(join(tmpdir(), 'actwright-lock-'));
const CHECKOUT = '11111111-1111-4111-8111-111111111111';
const root = { type: 'root', title: '' } as unknown as Suite;
const test = {
  id: 'id-one',
  title: 'one',
  tags: [],
  annotations: [],
  expectedStatus: 'passed',
  location: { file: join(work, 'a.spec.ts'), line: 3, column: 1 },
  parent: { type: 'file', title: 'a.spec.ts', parent: root, project: () => ({ name: 'chromium' }) },
  outcome: () => 'expected',
} as unknown as TestCase;
const result = {
  retry: 0,
  status: 'passed',
  startTime: new Date(1_000),
  duration: 5,
  errors: [],
  annotations: [],
  attachments: [{ name: REPLAY_ATTACHMENT_NAME, contentType: 'application/json', body: Buffer.from(JSON.stringify(checkoutSession(CHECKOUT))) }],
} as unknown as TestResult;

afterAll(() => rmSync(work, { recursive: true, force: true }));
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

describe('report folder lock', () => {
  it('a second run into a folder being written refuses, naming the owner, and deletes nothing', async () => {
    const out = join(work, 'shared');
    const first = new ActwrightReporter({ outputFolder: out, open: 'never' });
    first.onBegin({ rootDir: work } as FullConfig, root);
    first.onTestEnd(test, result);
    // Built beside the folder's report until the run ends.
    const session = join(out, REPORT_BUILD_DIR, 'sessions', `${CHECKOUT}.json`);
    expect(existsSync(session)).toBe(true);
    expect(JSON.parse(readFileSync(join(out, REPORT_LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });

    // The second run: a real Playwright run, in its own process, with the actwright reporter on the same folder.
    const second = await runPlaywright(['test', '-c', 'test/reporter/project/playwright.config.ts', '-g', 'no client in this test'], {
      env: { REPORT_DIR: out, TEST_OUTPUT_DIR: join(work, 'out2'), ACTWRIGHT_LIVE_DIR: '' },
    });
    expect(second.code).toBe(0); // the reporter never fails the run
    expect(second.stderr).toContain(`being written by another run (pid ${process.pid}`);
    expect(existsSync(session)).toBe(true);

    await first.onEnd({ status: 'passed', startTime: new Date(), duration: 1 });
    expect(existsSync(join(out, 'sessions', `${CHECKOUT}.json`))).toBe(true);
    const index = ReportIndexSchema.parse(JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')));
    expect(index.tests.map((t) => t.title)).toEqual(['one']);
    expect(existsSync(join(out, REPORT_LOCK_FILE))).toBe(false);
  }, 120_000);

  it('a lock left by a run that died is taken over', async () => {
    const out = join(work, 'stale');
    const dead = spawn(process.execPath, ['-e', '']);
    const pid = dead.pid!;
    await new Promise((resolve) => dead.once('exit', resolve));
    const { mkdirSync } = await import('node:fs');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, REPORT_LOCK_FILE), JSON.stringify({ pid, host: hostname(), startedAt: 1 }));
    const reporter = new ActwrightReporter({ outputFolder: out, open: 'never' });
    reporter.onBegin({ rootDir: work } as FullConfig, root);
    reporter.onTestEnd(test, result);
    await reporter.onEnd({ status: 'passed', startTime: new Date(), duration: 1 });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(`took over ${out} from a run that is gone (pid ${pid})`));
    expect(existsSync(join(out, 'sessions', `${CHECKOUT}.json`))).toBe(true);
    expect(existsSync(join(out, REPORT_LOCK_FILE))).toBe(false);
  });
});
