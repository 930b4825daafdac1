// Checks in plain English through the fixture: expect(page).toSatisfy() is an `expect` step (so
// Playwright's report and trace list it as a check), runs the resolved assertion through
// Playwright's own expect, and supports .not, soft and timeouts; client.check/waitFor are steps.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { innerTests, runInnerSuite, type InnerRun, type InnerTest } from '../support/inner-playwright.js';

const CONFIG = fileURLToPath(new URL('./suites/checks.config.ts', import.meta.url));
const REPORTER = fileURLToPath(new URL('./suites/steps-reporter.ts', import.meta.url));
let run: InnerRun;
let tests: InnerTest[];
let steps: { test: string; title: string; category: string; error?: string }[];

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const file = join(mkdtempSync(join(tmpdir(), 'actwright-steps-')), 'steps.jsonl');
  run = await runInnerSuite(CONFIG, { env: { STEPS_FILE: file }, args: ['--reporter', `json,${REPORTER}`] });
  tests = innerTests(run.report);
  steps = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
});

const find = (title: string) => {
  const t = tests.find((x) => x.title.endsWith(title));
  expect(t, `${title} ran`).toBeDefined();
  return t!;
};
const stepsOf = (title: string) => steps.filter((s) => s.test === title);

test('checks that hold pass, as expect steps with the resolved assertion inside', () => {
  expect(find('checks that hold').result.status).toBe('passed');
  const mine = stepsOf('checks that hold');
  expect(mine.filter((s) => s.category === 'expect' && /toSatisfy/.test(s.title)).length).toBe(3);
  // The assertion Playwright ran for the check, as its own expect step.
  expect(mine.some((s) => s.category === 'expect' && s.title === "the Save button is disabled → expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled()")).toBe(true);
  expect(mine.some((s) => s.category === 'test.step' && s.title === 'check "the title is \\"Shop\\""')).toBe(true);
  expect(mine.some((s) => s.category === 'test.step' && s.title === 'waitFor "\\"Shipped\\" is visible"')).toBe(true);
});

test('a failing check fails the test with expected, found, the assertion and the rule', () => {
  const failed = find('a check that fails');
  expect(failed.result.status).toBe('failed');
  const message = failed.result.errors.map((e) => e.message ?? '').join('\n');
  expect(message).toContain('expected: the Save button is enabled');
  expect(message).toContain("resolved to: await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();");
  expect(message).toContain('found:    disabled');
  expect(message).toContain('resolved by: rule element-state');
});

test('soft checks let the test go on and fail it at the end', () => {
  const soft = find('a soft check that fails, and the test goes on');
  expect(soft.result.status).toBe('failed');
  expect(soft.result.errors).toHaveLength(2);
  expect(stepsOf('a soft check that fails, and the test goes on').some((s) => /toSatisfy/.test(s.title) && !s.error && s.category === 'expect')).toBe(true);
});

test('without the client fixture the matcher says what to add', () => {
  const alone = find('without the client fixture');
  expect(alone.result.status).toBe('failed');
  expect(alone.result.errors[0]!.message).toContain('add "client" to the test\'s fixtures');
});
