// The masking property through the Playwright fixture: a variables value typed in a test never
// appears in step titles, errors, the replay attachment, the live file, the report's files or logs.
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { innerTests, runInnerSuite, stepTitles } from '../support/inner-playwright.js';

const CONFIG = fileURLToPath(new URL('./suites/secrets.config.ts', import.meta.url));
const REPORTER = fileURLToPath(new URL('../../src/reporter/index.ts', import.meta.url));
const SECRET = 'Zq7fixtureSecret42';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('a variables value never leaves the browser in a fixture test', async () => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(join(tmpdir(), 'actwright-secrets-report-'));
  const liveDir = mkdtempSync(join(tmpdir(), 'actwright-secrets-live-'));
  const run = await runInnerSuite(CONFIG, {
    env: { ACTWRIGHT_E2E_SECRET: SECRET, ACTWRIGHT_REPORT_FOLDER: folder, ACTWRIGHT_REPORT_OPEN: 'never', ACTWRIGHT_LIVE_DIR: liveDir },
    args: ['--reporter', `json,${REPORTER}`],
  });
  const [inner] = innerTests(run.report);
  expect(inner, run.stderr).toBeDefined();
  // The last step threw (a selector the browser cannot parse): its error is there, masked.
  expect(inner!.result.status).toBe('failed');
  const errors = JSON.stringify(inner!.result.errors);
  expect(errors).toContain('InvalidSelectorError');
  const titles = stepTitles(inner!.result.steps);
  expect(titles.some((t) => t.includes('%pw%'))).toBe(true);

  const outputs: Record<string, string> = {
    'step titles': titles.join('\n'),
    errors,
    'attachments (replay)': JSON.stringify(inner!.result.attachments.map((a) => (a.body ? Buffer.from(a.body, 'base64').toString('utf8') : ''))),
    'stdout/stderr (logs)': run.stdout + run.stderr,
  };
  for (const file of [...filesUnder(folder), ...filesUnder(liveDir)]) outputs[file] = readFileSync(file, 'utf8');
  expect(Object.keys(outputs).some((k) => k.endsWith('.jsonl'))).toBe(true);
  expect(Object.keys(outputs).some((k) => k.endsWith('index.html'))).toBe(true);
  for (const [what, text] of Object.entries(outputs)) expect(text.includes(SECRET), `${what} holds the secret`).toBe(false);
});
