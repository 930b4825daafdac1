import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { afterAll, afterEach, beforeEach, expect, it, vi } from 'vitest';
import ActwrightReporter from '../../src/reporter/index.js';
import { LIVE_DIR_ENV } from '../../src/replay/live.js';
import { REPLAY_ATTACHMENT_NAME } from '../../src/replay/record.js';
import { ReportIndexSchema } from '../../src/replay/report-index.js';
import { checkoutSession } from './support/sessions.js';

const work = mkdtempSync(join(tmpdir(), 'actwright-run-end-'));
const CHECKOUT = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const root = { type: 'root', title: '' } as unknown as Suite;
const test = {
  id: 'id-one', title: 'one', tags: [], annotations: [], expectedStatus: 'passed',
  location: { file: join(work, 'a.spec.ts'), line: 3, column: 1 },
  parent: { type: 'file', title: 'a.spec.ts', parent: root, project: () => ({ name: 'chromium' }) },
  outcome: () => 'expected',
} as unknown as TestCase;
const result = {
  retry: 0, status: 'passed', startTime: new Date(1_000), duration: 5, errors: [], annotations: [],
  attachments: [{ name: REPLAY_ATTACHMENT_NAME, contentType: 'application/json', body: Buffer.from(JSON.stringify(checkoutSession(CHECKOUT))) }],
} as unknown as TestResult;

afterAll(() => rmSync(work, { recursive: true, force: true }));
const saved = process.env[LIVE_DIR_ENV];
beforeEach(() => {
  delete process.env[LIVE_DIR_ENV];
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  if (saved === undefined) delete process.env[LIVE_DIR_ENV];
  else process.env[LIVE_DIR_ENV] = saved;
});

it("keeps the run's real start and duration (merge-reports gives the shards'), and compacts live files", async () => {
  const out = join(work, 'report');
  const reporter = new ActwrightReporter({ outputFolder: out, open: 'never' });
  reporter.onBegin({ rootDir: work } as FullConfig, root);
  // Live progress the fixtures wrote during the run: one session got its final replay, one did not.
  writeFileSync(join(out, 'live', `${CHECKOUT}.jsonl`), '{"type":"start","sessionId":"x","startedAt":1}\n');
  writeFileSync(join(out, 'live', `${OTHER}.jsonl`), '{"type":"start","sessionId":"y","startedAt":1}\n');
  reporter.onTestEnd(test, result);
  const startTime = new Date('2026-11-20T08:00:00Z');
  await reporter.onEnd({ status: 'passed', startTime, duration: 754_321 });
  const index = ReportIndexSchema.parse(JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')));
  expect(index.run.startedAt).toBe(startTime.getTime());
  expect(index.run.duration).toBe(754_321);
  expect(existsSync(join(out, 'live', `${CHECKOUT}.jsonl`))).toBe(false);
  expect(existsSync(join(out, 'live', `${OTHER}.jsonl`))).toBe(true);
});
