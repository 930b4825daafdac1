// Spend limits through the fixture, in a sharded run: per test (maxModelCalls 1) and per run
// (actwrightRun maxModelCalls 3) over a ledger both shards share ($ACTWRIGHT_SPEND_LEDGER).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { innerTests, runInnerSuite, type InnerTest } from '../support/inner-playwright.js';
import { startFakeProvider, type FakeProvider } from '../support/fake-providers/index.js';
import { readLedger } from '../../src/engine/llm/budget.js';

const CONFIG = fileURLToPath(new URL('./suites/budget.config.ts', import.meta.url));
let fake: FakeProvider;
let shards: InnerTest[][];
let ledger: string;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(480_000);
  fake = await startFakeProvider('openai');
  fake.fallback(() => ({ answer: { kind: 'judgement', judgement: { holds: true, evidence: '3 open orders' } }, usage: { input: 1000, output: 10 } }));
  ledger = join(mkdtempSync(join(tmpdir(), 'actwright-ledger-')), 'spend.jsonl');
  const env = { FAKE_MODEL: JSON.stringify(fake.model('gpt-5.4-mini')), ACTWRIGHT_SPEND_LEDGER: ledger };
  shards = [];
  // One shard after the other: the second sees what the first spent.
  for (const shard of ['1/2', '2/2']) shards.push(innerTests((await runInnerSuite(CONFIG, { env, args: [`--shard=${shard}`] })).report));
});
test.afterAll(async () => {
  await fake?.close();
});

test('the run stops at its limit across shards, naming what it spent', () => {
  const all = shards.flat();
  expect(all).toHaveLength(5);
  const passed = all.filter((t) => t.result.status === 'passed');
  const failed = all.filter((t) => t.result.status === 'failed');
  // 3 model calls allowed in the run: at most 3 tests got their call.
  expect(readLedger(ledger).calls).toBe(3);
  expect(passed.length).toBeLessThanOrEqual(3);
  const overRun = failed.map((t) => t.result.errors.map((e) => e.message ?? '').join('\n')).filter((m) => m.includes('this run already spent 3 model calls'));
  expect(overRun.length).toBeGreaterThanOrEqual(1);
  expect(overRun[0]).toContain('limit is maxModelCalls 3');
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
    expect(spend?.description, t.title).toMatch(/model calls?, \$[\d.]+.* against maxModelCalls 1, run maxModelCalls 3/);
  }
});
