// Quiet by default: at the fixture's defaults a failing (or skipped) AI step writes no log line
// on stderr; the failure reaches the user once, as the test's error. verbose: 1 logs again.
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { innerTests, runInnerSuite, type InnerRun, type InnerTest } from '../support/inner-playwright.js';

const CONFIG = fileURLToPath(new URL('./suites/quiet.config.ts', import.meta.url));
let run: InnerRun;
let tests: InnerTest[];

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  run = await runInnerSuite(CONFIG);
  tests = innerTests(run.report);
});

const find = (project: string, title: string) => {
  const t = tests.find((x) => x.projectName === project && x.title.endsWith(title));
  expect(t, `${project} › ${title} ran`).toBeDefined();
  return t!;
};
/** Everything the test wrote on stderr (Playwright keeps it per test: its "stderr" in reports). */
const stderrOf = (t: InnerTest) => t.result.stderr.map((chunk) => ('text' in chunk ? chunk.text : Buffer.from(chunk.buffer, 'base64').toString())).join('');

test("the engine's import starts with the worker's browser, before the first test with a client", () => {
  for (const project of ['quiet', 'loud']) {
    const first = find(project, 'a test with only a page');
    expect(first.result.status).toBe('passed');
    expect(first.result.annotations.find((a) => a.type === 'engine-requested')?.description, project).toBe('true');
  }
});

test('a failing AI step at the defaults: no line on stderr, one error in the test', () => {
  const failing = find('quiet', 'a failing AI step');
  expect(failing.result.status).toBe('failed');
  expect(stderrOf(failing)).toBe('');
  expect(failing.result.errors).toHaveLength(1);
  expect(failing.result.errors[0]!.message).toContain('MissingLLMConfigurationError');
  // The run's own stderr holds only the loud project's lines.
  expect(run.stderr.split(/^(?=\[)/m).filter((part) => part.startsWith('[quiet]') && part.includes('"name":"actwright"'))).toEqual([]);
});

test('a step skipped for want of a model at the defaults: no line on stderr', () => {
  const skipped = find('quiet', 'an AI step that needs a model');
  expect(skipped.result.status).toBe('skipped');
  expect(stderrOf(skipped)).toBe('');
});

test('verbose: 1 brings the log lines back (the check above can fail)', () => {
  const loud = find('loud', 'a failing AI step');
  expect(loud.result.status).toBe('failed');
  expect(stderrOf(loud)).toMatch(/"level":50,.*"category":"act"/);
});
