import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { waitFor } from '../support/processes.js';
import { readReportFolder } from './support/read-report.js';
import { startPlaywright } from '../support/run-playwright.js';

const work = mkdtempSync(join(tmpdir(), 'actwright-killed-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('a run killed mid-way leaves only whole files', async () => {
  const reportDir = join(work, 'report');
  const run = startPlaywright(['test', '-c', 'test/reporter/killed/playwright.config.ts'], {
    env: { REPORT_DIR: reportDir, TEST_OUTPUT_DIR: join(work, 'out') },
    timeoutMs: 90_000,
  });
  try {
    // Kill as soon as the index lists the big sessions: the suite's last test would run for 100 s.
    await waitFor(
      () => {
        const path = join(reportDir, 'index.json');
        if (!existsSync(path)) return false;
        try {
          return (JSON.parse(readFileSync(path, 'utf8')) as { tests: unknown[] }).tests.length >= 5;
        } catch {
          return false; // would mean a half-written index: readReportFolder below fails on it
        }
      },
      { timeoutMs: 60_000, intervalMs: 50 },
    );
  } finally {
    run.kill();
  }
  const outcome = await run.done;
  expect(outcome.code).toBeNull(); // killed, not ended

  const folder = readReportFolder(reportDir); // throws on any cut or malformed file
  expect(folder.index!.run.status).toBe('running');
  expect(folder.html).toBeUndefined(); // written only when the run ends
  expect(folder.index!.tests.map((t) => t.title)).toEqual(['workers see the live folder', 'big session 0', 'big session 1', 'big session 2', 'big session 3']);
  expect(folder.index!.tests[0]!.status).toBe('passed');
  expect(folder.sessions.size).toBe(4);
  for (const replay of folder.sessions.values()) expect(replay.data.pages.flatMap((p) => p.actions)).toHaveLength(2_000);
}, 120_000);
