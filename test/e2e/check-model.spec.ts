// The model path of checks, on the real-app corpus's TodoMVC, through Playwright Test: a check the
// offline rules hand over is answered by the loopback fake model (a real provider's wire format)
// with an assertion, which Playwright's own expect runs (its step is in the report) and the cache
// keeps: a second run makes no model call. A page judgement passes only when its evidence is on
// the page.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { attachmentBody, innerTests, runInnerSuite, type InnerTest } from '../support/inner-playwright.js';
import { startFakeProvider, type FakeProvider, type FakeRequest } from '../support/fake-providers/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

const CONFIG = fileURLToPath(new URL('./suites/check-model.config.ts', import.meta.url));
const STEPS_REPORTER = fileURLToPath(new URL('./suites/steps-reporter.ts', import.meta.url));
const APPS_DIR = fileURLToPath(new URL('../offline/apps/', import.meta.url));
const SECOND = 'the second todo says "feed the cat"';

let fake: FakeProvider;
let server: TestServer;
let work: string;
let first: InnerTest[];
let second: InnerTest[];
let firstSteps: { test: string; title: string; category: string }[];
let callsAfterFirst: FakeRequest[];

test.describe.configure({ mode: 'default' });

/** The page text's ref of the element whose text is `text` (`generic [ref=e16]: feed the cat`): the fake reads the prompt as a model would. */
const refOf = (prompt: string, text: string) => new RegExp(`\\[ref=(\\w+)\\]: ${text}`).exec(prompt)?.[1];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  work = mkdtempSync(join(tmpdir(), 'actwright-check-model-'));
  server = await startTestServer(APPS_DIR);
  fake = await startFakeProvider('openai');
  fake.fallback((request) => {
    if (request.prompt.includes('the second todo says')) {
      return { answer: { kind: 'assertion', assertion: { elementId: refOf(request.prompt, 'feed the cat'), matcher: 'toHaveText', expected: 'feed the cat', not: false } } };
    }
    // A verdict whose "evidence" the page does not show.
    if (request.prompt.includes('looks tidy')) return { answer: { kind: 'judgement', judgement: { holds: true, evidence: 'All todos are neatly sorted' } } };
    if (request.prompt.includes('mentions the cat')) return { answer: { kind: 'judgement', judgement: { holds: true, evidence: 'feed the cat' } } };
    return { answer: { kind: 'unclear', reason: 'not scripted' } };
  });
  const env = { FAKE_MODEL: JSON.stringify(fake.model('gpt-5.4-mini')), CACHE_DIR: join(work, 'cache'), APPS_ORIGIN: server.origin };
  const stepsFile = join(work, 'steps.jsonl');
  first = innerTests((await runInnerSuite(CONFIG, { env: { ...env, STEPS_FILE: stepsFile }, args: ['--reporter', `json,${STEPS_REPORTER}`] })).report);
  firstSteps = readFileSync(stepsFile, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  callsAfterFirst = [...fake.requests];
  // The same check again, on the same cache: Playwright runs the kept assertion.
  second = innerTests((await runInnerSuite(CONFIG, { env, args: ['--grep', 'handed over offline'] })).report);
});

test.afterAll(async () => {
  await Promise.all([fake?.close(), server?.close()]);
  if (work) rmSync(work, { recursive: true, force: true });
});

const find = (tests: InnerTest[], title: string) => {
  const t = tests.find((x) => x.title.endsWith(title));
  expect(t, `${title} ran`).toBeDefined();
  return t!;
};
const checkRecords = (t: InnerTest) => (JSON.parse(attachmentBody(t.result, 'actwright-replay') ?? '{"records":[]}') as { records: { method: string; result?: { rule?: string; code?: string } }[] }).records.filter((r) => r.method === 'check');

test("a check the rules hand over runs as the model's assertion, by Playwright's expect", () => {
  const t = find(first, "a check handed over offline runs as the model's assertion");
  expect(t.result.status, t.result.errors.map((e) => e.message).join('\n')).toBe('passed');
  const [record] = checkRecords(t);
  expect(record?.result?.rule).toBe('model');
  expect(record?.result?.code).toMatch(/^await expect\(page\..+\)\.toHaveText\('feed the cat'\);$/);
  // Playwright ran it: its own expect step, titled with the check and the code.
  const code = record!.result!.code!.replace(/^await /, '').replace(/;$/, '');
  expect(firstSteps).toContainEqual({ test: "a check handed over offline runs as the model's assertion", title: `${SECOND} → ${code}`, category: 'expect' });
  expect(callsAfterFirst.filter((r) => r.prompt.includes('the second todo says'))).toHaveLength(1);
});

test('the second run checks from the cache with no model call', () => {
  const t = find(second, "a check handed over offline runs as the model's assertion");
  expect(t.result.status, t.result.errors.map((e) => e.message).join('\n')).toBe('passed');
  expect(checkRecords(t)[0]?.result?.rule).toBe('cache');
  expect(fake.requests).toHaveLength(callsAfterFirst.length);
});

test('a page judgement passes only with evidence that is on the page', () => {
  const invented = find(first, 'a page judgement without evidence on the page fails');
  expect(invented.result.status).toBe('failed');
  const message = invented.result.errors.map((e) => e.message ?? '').join('\n');
  expect(message).toContain('"All todos are neatly sorted" is not on the page');
  expect(message).toContain('resolved by: model judgement');
  expect(find(first, 'a page judgement quoting the page passes').result.status).toBe('passed');
});
