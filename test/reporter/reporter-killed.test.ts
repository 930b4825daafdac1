import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { REPORT_BUILD_DIR } from '../../src/reporter/report-swap.js';
import { waitFor } from '../support/processes.js';
import { readReportFolder } from './support/read-report.js';
import { runPlaywright, startPlaywright } from '../support/run-playwright.js';

const work = mkdtempSync(join(tmpdir(), 'actwright-killed-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('a run killed mid-way leaves the previous report whole, and only whole files of its own', async () => {
  const reportDir = join(work, 'report');
  const env = { REPORT_DIR: reportDir, TEST_OUTPUT_DIR: join(work, 'out') };
  // A first run that ends: the report a reader has open when the next run is killed.
  const first = await runPlaywright(['test', '-c', 'test/reporter/killed/playwright.config.ts', '-g', 'big session 0'], { env, timeoutMs: 90_000 });
  expect(first.code, first.stderr).toBe(0);
  const before = readReportFolder(reportDir);
  expect(before.html).toBeDefined();
  const previousHtml = readFileSync(join(reportDir, 'index.html'));

  const build = join(reportDir, REPORT_BUILD_DIR);
  const run = startPlaywright(['test', '-c', 'test/reporter/killed/playwright.config.ts'], { env, timeoutMs: 90_000 });
  try {
    // Kill (SIGKILL) as soon as the new index lists the big sessions: the suite's last test would run for 100 s.
    await waitFor(
      () => {
        const path = join(build, 'index.json');
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

  // The previous report, as it was: its page byte for byte, its index and sessions whole.
  expect(readFileSync(join(reportDir, 'index.html')).equals(previousHtml)).toBe(true);
  const after = readReportFolder(reportDir); // throws on any cut or malformed file
  expect(after.index).toEqual(before.index);
  expect([...after.sessions.keys()]).toEqual([...before.sessions.keys()]);

  // The killed run's own report, half-built beside it: whole files only.
  const partial = readReportFolder(build);
  expect(partial.index!.run.status).toBe('running');
  expect(partial.html).toBeUndefined(); // written only when the run ends
  expect(partial.index!.tests.map((t) => t.title)).toEqual(['workers see the live folder', 'big session 0', 'big session 1', 'big session 2', 'big session 3']);
  expect(partial.index!.tests[0]!.status).toBe('passed');
  expect(partial.sessions.size).toBe(4);
  for (const replay of partial.sessions.values()) expect(replay.data.pages.flatMap((p) => p.actions)).toHaveLength(2_000);
}, 180_000);
