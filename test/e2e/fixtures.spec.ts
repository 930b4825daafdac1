// The client fixture under pass, fail, timeout and a thrown error, with the engine's AI methods and a
// scripted model: an inner suite runs in a child
// process; its JSON report, traces, live files and the process table are checked from here.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { LiveEventSchema } from '../../src/replay/live.js';
import { REPLAY_ATTACHMENT_NAME, SessionExportSchema } from '../../src/replay/record.js';
import { attachmentBody, innerTests, runInnerSuite, stepTitles, type InnerRun, type InnerTest } from '../support/inner-playwright.js';
import { browserPids } from '../support/processes.js';
import { readZip } from '../support/zip.js';

const CONFIG = fileURLToPath(new URL('./suites/lifecycle.config.ts', import.meta.url));
const marker = `lifecycle-${randomUUID()}`;
const liveDir = mkdtempSync(join(tmpdir(), 'actwright-live-'));
const outDir = mkdtempSync(join(tmpdir(), 'actwright-lifecycle-out-'));

let run: InnerRun;
let tests: InnerTest[];
const byTitle = (title: string) => {
  const found = tests.find((t) => t.title.endsWith(title));
  if (!found) throw new Error(`no inner test "${title}" in: ${tests.map((t) => t.title).join(', ')}`);
  return found;
};

test.describe.configure({ mode: 'default' }); // one worker: the inner suite runs once
test.setTimeout(300_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  run = await runInnerSuite(CONFIG, { env: { ACTWRIGHT_E2E_MARKER: marker, ACTWRIGHT_LIVE_DIR: liveDir, ACTWRIGHT_E2E_OUT: outDir } });
  tests = innerTests(run.report);
});

test('each outcome is reported as Playwright reports it', () => {
  const outcomes = Object.fromEntries(tests.map((t) => [t.title.split(' › ').at(-1), t.result.status]));
  expect(outcomes).toEqual({
    'passes with AI steps': 'passed',
    'leaves no context or page behind': 'passed',
    'fails on an expectation': 'failed',
    'fails when act reports failure': 'failed',
    'throws an error': 'failed',
    'times out': 'timedOut',
    'times out during an act': 'timedOut',
    'returns the result and takes step screenshots': 'passed',
  });
  expect(run.exitCode).toBe(1);
});

test("an act cut short by the test's timeout says the teardown closed the browser, naming the step", () => {
  const said = readFileSync(join(outDir, 'cut-short.txt'), 'utf8');
  expect(said).toMatch(/^BrowserClosedError: /);
  expect(said).toContain('"wait forever for the Buy button"');
  expect(said).toContain('the test timed out');
  expect(said).not.toMatch(/crash/i);
});

test('no browser process is left after the run', () => {
  expect(browserPids(marker)).toEqual([]);
});

test('every test attaches a session that parses and was closed', () => {
  for (const t of tests) {
    const body = attachmentBody(t.result, REPLAY_ATTACHMENT_NAME);
    expect(body, `${t.title} has no ${REPLAY_ATTACHMENT_NAME} attachment`).toBeDefined();
    const session = SessionExportSchema.parse(JSON.parse(body!));
    expect(session.endedAt, `${t.title}: the client was not closed`).toBeGreaterThanOrEqual(session.startedAt);
    expect(session.env).toBe('LOCAL');
  }
});

test('AI calls are steps titled with method and instruction, at the test line', () => {
  const { result } = byTitle('passes with AI steps');
  const titles = stepTitles(result.steps);
  expect(titles).toEqual(expect.arrayContaining(['act "click the Buy button"', 'observe "the buy button"', 'extract "the shop name"', 'extract page text']));
  const act = result.steps!.find((s) => s.title === 'act "click the Buy button"');
  expect(act).toBeDefined();
  const session = SessionExportSchema.parse(JSON.parse(attachmentBody(result, REPLAY_ATTACHMENT_NAME)!));
  const ai = session.records.filter((r) => r.method !== 'navigate');
  expect(ai.map((r) => r.method)).toEqual(['act', 'observe', 'extract', 'extract']);
  expect(ai[0]).toMatchObject({ tier: 'model', tokenUsage: { inputTokens: 120, outputTokens: 12 } });
  expect(session.metrics.actPromptTokens).toBe(120);
});

test('a failed act names the instruction, the choice and the reason', () => {
  const { result } = byTitle('fails when act reports failure');
  const message = result.errors.map((e) => e.message).join('\n');
  expect(message).toContain('act "click the missing button" failed: No element on the page matches "click the missing button"');
  expect(message).toContain('chosen: nothing');
  expect(result.errorLocation?.file).toMatch(/lifecycle\.inner\.ts$/);
  const source = readFileSync(fileURLToPath(new URL('./suites/lifecycle.inner.ts', import.meta.url)), 'utf8').split('\n');
  expect(result.errorLocation?.line).toBe(source.findIndex((l) => l.includes("await client.act('click the missing button')")) + 1);
});

test('with throwOnActFailure off, act returns its result and steps get screenshots', () => {
  const { result } = byTitle('returns the result and takes step screenshots');
  const session = SessionExportSchema.parse(JSON.parse(attachmentBody(result, REPLAY_ATTACHMENT_NAME)!));
  const act = session.records.find((r) => r.method === 'act');
  expect(act?.screenshot).toMatch(/^actwright-step-\d+-act\.png$/);
  const shot = result.attachments.find((a) => a.name === act!.screenshot);
  expect(shot?.contentType).toBe('image/png');
});

test('a trace recorded with trace: on contains the AI steps', () => {
  const { result } = byTitle('passes with AI steps');
  const trace = result.attachments.find((a) => a.name === 'trace');
  expect(trace?.path).toBeDefined();
  const events = readZip(trace!.path!).get('test.trace')!.toString('utf8');
  const titles = events.split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { title?: string }).title);
  expect(titles).toEqual(expect.arrayContaining(['act "click the Buy button"', 'observe "the buy button"', 'extract page text']));
});

test('live progress: one file per session, from start to end', () => {
  const files = readdirSync(liveDir).filter((f) => f.endsWith('.jsonl'));
  expect(files).toHaveLength(tests.length);
  for (const file of files) {
    const events = readFileSync(join(liveDir, file), 'utf8').trim().split('\n').map((l) => LiveEventSchema.parse(JSON.parse(l)));
    expect(events[0]?.type).toBe('start');
    expect(events.at(-1)?.type).toBe('end');
  }
});
