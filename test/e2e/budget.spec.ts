// Spend limits through the fixture, in a sharded run: per test (maxModelCalls 1) and per run
// (actwrightRun maxCostUsd $0.002, three calls) over a ledger both shards share
// ($ACTWRIGHT_SPEND_LEDGER). The second shard writes actwright's report, read back for the spend.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { innerTests, runInnerSuite, type InnerTest } from '../support/inner-playwright.js';
import { readActwrightReport } from '../support/run-reports.js';
import { startFakeProvider, type FakeProvider } from '../support/fake-providers/index.js';
import { readLedger } from '../../src/engine/llm/budget.js';

const CONFIG = fileURLToPath(new URL('./suites/budget.config.ts', import.meta.url));
let fake: FakeProvider;
let shards: InnerTest[][];
let ledger: string;
let reportDir: string;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(480_000);
  fake = await startFakeProvider('openai');
  fake.fallback(() => ({ answer: { kind: 'judgement', judgement: { holds: true, evidence: '3 open orders' } }, usage: { input: 1000, output: 10 } }));
  const work = mkdtempSync(join(tmpdir(), 'actwright-ledger-'));
  ledger = join(work, 'spend.jsonl');
  reportDir = join(work, 'actwright-report');
  const env = { FAKE_MODEL: JSON.stringify(fake.model('gpt-5.4-mini')), ACTWRIGHT_SPEND_LEDGER: ledger, ACTWRIGHT_REPORT_FOLDER: reportDir, ACTWRIGHT_REPORT_OPEN: 'never' };
  const reporter = fileURLToPath(new URL('../../src/reporter/index.ts', import.meta.url));
  shards = [];
  // One shard after the other: the second sees what the first spent.
  for (const shard of ['1/2', '2/2']) shards.push(innerTests((await runInnerSuite(CONFIG, { env, args: [`--shard=${shard}`, ...(shard === '2/2' ? ['--reporter', `json,${reporter}`] : [])] })).report));
});
test.afterAll(async () => {
  await fake?.close();
});

test('the run stops at its dollar limit across shards, naming what it spent and where', () => {
  const all = shards.flat();
  expect(all).toHaveLength(5);
  const passed = all.filter((t) => t.result.status === 'passed');
  const failed = all.filter((t) => t.result.status === 'failed');
  // $0.002 allowed in the run: the third call (at $0.000795 each) reached it, no test got a fourth.
  expect(readLedger(ledger)).toMatchObject({ calls: 3, costUsd: 0.002385 });
  expect(passed.length).toBeLessThanOrEqual(3);
  const overRun = failed.map((t) => t.result.errors.map((e) => e.message ?? '').join('\n')).filter((m) => m.includes('this run already spent 3 model calls, $0.002385'));
  expect(overRun.length).toBeGreaterThanOrEqual(1);
  expect(overRun[0]).toContain('its limit is maxCostUsd $0.002');
  // Where it went: each call by its check, test and shard (the first shard spent some of it).
  expect(overRun[0]).toMatch(/check\("the orders look open \(\d\)"\) in shard 1\/2 › budget\.inner\.ts › [^:]+: 1, \$0\.000795/);
  // The second shard's tests were stopped by what the first shard spent.
  expect(shards[1]!.some((t) => t.result.status === 'failed')).toBe(true);
});

test("a test past its own limit fails, and every test shows its spend against the limits", () => {
  const all = shards.flat();
  const twice = all.find((t) => t.title.endsWith('a second model call in one test'))!;
  expect(twice.result.status).toBe('failed');
  expect(twice.result.errors.map((e) => e.message).join('\n')).toMatch(/already spent|limit is maxModelCalls/);
  for (const t of all) {
    const spend = t.result.annotations.find((a) => a.type === 'actwright-spend');
    expect(spend?.description, t.title).toMatch(/model calls?, \$[\d.]+.* against maxModelCalls 1, run maxCostUsd \$0\.002; the run so far: [1-3] model calls?, \$0\.00\d+$/);
  }
});

test("actwright's report shows each test's spend against the limits, and the run's", () => {
  const { report, detail } = readActwrightReport(reportDir);
  expect(report.tests).toHaveLength(shards[1]!.length);
  for (const t of report.tests) {
    const spend = detail(t.title).attempts.at(-1)!.annotations.find((a) => a.type === 'actwright-spend');
    expect(spend?.description, t.title).toMatch(/against maxModelCalls 1, run maxCostUsd \$0\.002; the run so far: 3 model calls, \$0\.002385$/);
  }
});
