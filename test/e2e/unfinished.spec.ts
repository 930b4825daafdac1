// A test cut short during an AI step (timed out, crashed, interrupted) still leaves its replay:
// a valid sessions/<id>.json whose unfinished step says why, and an index entry that shows it.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { LiveEventSchema } from '../../src/replay/live.js';
import { ReportIndexSchema, type ReportIndex } from '../../src/replay/report-index.js';
import { ReplayResponseSchema } from '../../src/replay/schema.js';
import { runInnerSuite } from '../support/inner-playwright.js';
import { waitFor } from '../support/processes.js';

const CONFIG = fileURLToPath(new URL('./suites/unfinished.config.ts', import.meta.url));
const REPORTER = fileURLToPath(new URL('../../src/reporter/index.ts', import.meta.url));

function reportEnv(folder: string): Record<string, string> {
  // ACTWRIGHT_LIVE_DIR empty: the inner reporter uses its own live folder, not the outer run's.
  return { ACTWRIGHT_REPORT_FOLDER: folder, ACTWRIGHT_REPORT_OPEN: 'never', ACTWRIGHT_LIVE_DIR: '' };
}

/** The test's session as the report shows it: the index entry and its replay file. */
function sessionOf(folder: string, title: string) {
  const index: ReportIndex = ReportIndexSchema.parse(JSON.parse(readFileSync(join(folder, 'index.json'), 'utf8')));
  const entry = index.tests.find((t) => t.title === title);
  expect(entry, `index entry of "${title}"`).toBeDefined();
  const [summary] = entry!.sessions;
  expect(summary, `session of "${title}" in the index`).toBeDefined();
  const replay = ReplayResponseSchema.parse(JSON.parse(readFileSync(join(folder, summary!.file), 'utf8')));
  const observe = replay.data.pages.flatMap((p) => p.actions).find((a) => a.method === 'observe');
  return { entry: entry!, summary: summary!, observe };
}

test('a test that times out or crashes during an AI step keeps its replay', async () => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(join(tmpdir(), 'actwright-unfinished-'));
  await runInnerSuite(CONFIG, { env: reportEnv(folder), args: ['--reporter', `json,${REPORTER}`, '--grep', 'times out|crashes'] });

  const timedOut = sessionOf(folder, 'times out during an AI step');
  expect(timedOut.entry.status).toBe('timedOut');
  expect(timedOut.summary.unfinished).toBe('test timed out');
  expect(timedOut.observe?.result).toEqual({ success: false, error: 'test timed out' });
  expect(timedOut.observe?.endTime).toEqual(expect.any(Number));

  const crashed = sessionOf(folder, 'crashes during an AI step');
  expect(crashed.entry.status).toBe('failed');
  expect(crashed.summary.unfinished).toBe('crashed');
  expect(crashed.observe?.result).toEqual({ success: false, error: 'crashed' });
  // Every session has its final replay: the live files are gone at the end of the run.
  expect(existsSync(join(folder, 'live'))).toBe(false);
});

test('a test interrupted (Ctrl-C) during an AI step keeps its replay', async () => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(join(tmpdir(), 'actwright-unfinished-'));
  const liveDir = join(folder, 'live');
  const observing = () => {
    try {
      return liveStarted();
    } catch {
      return false; // the folder or a line is not there yet
    }
  };
  const liveStarted = () =>
    readdirSync(liveDir)
      .flatMap((f) => readFileSync(join(liveDir, f), 'utf8').trim().split('\n').filter(Boolean))
      .some((line) => {
        const event = LiveEventSchema.parse(JSON.parse(line));
        return event.type === 'record' && event.record.method === 'observe' && event.phase === 'start';
      });
  let interrupted: Promise<void> | undefined;
  await runInnerSuite(CONFIG, {
    env: reportEnv(folder),
    args: ['--reporter', `json,${REPORTER}`, '--grep', 'interrupted'],
    onSpawn: (child) => {
      interrupted = waitFor(() => observing(), { timeoutMs: 60_000 }).then(() => void process.kill(-child.pid!, 'SIGINT'));
    },
  });
  await interrupted;
  const { entry, summary, observe } = sessionOf(folder, 'is interrupted during an AI step');
  expect(entry.status).toBe('interrupted');
  expect(summary.unfinished).toBe('interrupted');
  expect(observe?.result).toEqual({ success: false, error: 'interrupted' });
  expect(observe?.endTime).toEqual(expect.any(Number));
});
