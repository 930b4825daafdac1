// Checks in plain English through the fixture: expect(page).toSatisfy() is an `expect` step (so
// Playwright's report and trace list it as a check), runs the resolved assertion through
// Playwright's own expect, and supports .not, soft and timeouts; client.check/waitFor are steps.
// The inner run writes Playwright's HTML report, traces and actwright's report, and each is read
// back: every check is there as a check, with the code it resolved to.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { test, expect } from '@playwright/test';
import { innerTests, runInnerSuite, type InnerRun, type InnerTest } from '../support/inner-playwright.js';
import { ensureReportUi, readActwrightReport, readHtmlReport, readTraceSteps, type HtmlReportStep } from '../support/run-reports.js';
import type { UiStep } from '../../src/reporter/ui/model.js';
import { chromium } from 'playwright-core';
import { findBrowser } from '../../src/engine/browser/find.js';

const CONFIG = fileURLToPath(new URL('./suites/checks.config.ts', import.meta.url));
const REPORTER = fileURLToPath(new URL('./suites/steps-reporter.ts', import.meta.url));
const ACTWRIGHT_REPORTER = fileURLToPath(new URL('../../src/reporter/index.ts', import.meta.url));
let run: InnerRun;
let tests: InnerTest[];
let steps: { test: string; title: string; category: string; error?: string }[];
let work: string;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  work = mkdtempSync(join(tmpdir(), 'actwright-steps-'));
  const file = join(work, 'steps.jsonl');
  await ensureReportUi();
  run = await runInnerSuite(CONFIG, {
    env: { STEPS_FILE: file, PLAYWRIGHT_HTML_OUTPUT_DIR: join(work, 'html'), PLAYWRIGHT_HTML_OPEN: 'never', ACTWRIGHT_REPORT_FOLDER: join(work, 'actwright'), ACTWRIGHT_REPORT_OPEN: 'never' },
    args: ['--reporter', `json,${REPORTER},html,${ACTWRIGHT_REPORTER}`, '--trace', 'on'],
  });
  tests = innerTests(run.report);
  steps = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
});

const find = (title: string) => {
  const t = tests.find((x) => x.title.endsWith(title));
  expect(t, `${title} ran`).toBeDefined();
  return t!;
};
const stepsOf = (title: string) => steps.filter((s) => s.test === title);

test('the replay and cache attachments are no steps of the test (the reporter gets them all the same)', () => {
  expect(steps.length).toBeGreaterThan(0);
  expect(steps.filter((s) => s.category === 'test.attach' && /actwright-(replay|cache)/.test(s.title))).toEqual([]);
});

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

// --- the reports -------------------------------------------------------------------------------

const SAVE_DISABLED = "the Save button is disabled → expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled()";
const SHIPPED = `"Shipped" is visible → expect(page.getByText('Shipped', { exact: true }).filter({ visible: true }).first()).toBeVisible()`;
const TITLE_SHOP = `the title is "Shop" → expect(page).toHaveTitle('Shop')`;

test("Playwright's HTML report shows each check and wait with the assertion it resolved to", () => {
  const report = readHtmlReport(join(work, 'html'));
  const flat = (list: HtmlReportStep[], parent?: string): { title: string; parent?: string; error?: string }[] =>
    list.flatMap((s) => [{ title: s.title, ...(parent !== undefined && { parent }), ...(s.error !== undefined && { error: s.error }) }, ...flat(s.steps, s.title)]);
  const stepsOf = (title: string) => flat(report.find((t) => t.title === title)!.results.at(-1)!.steps);
  const held = stepsOf('checks that hold');
  // The matcher's step, with the resolved assertion Playwright ran inside it.
  expect(held).toContainEqual({ title: SAVE_DISABLED, parent: 'Expect "toSatisfy"' });
  expect(held).toContainEqual({ title: TITLE_SHOP, parent: 'check "the title is \\"Shop\\""' });
  expect(held).toContainEqual({ title: SHIPPED, parent: 'waitFor "\\"Shipped\\" is visible"' });
  // A failure: the step of the check carries expected, found, the code and the rule.
  const failed = stepsOf('a check that fails').find((s) => s.title === 'Expect "toSatisfy"')!;
  expect(failed.error).toContain('expected: the Save button is enabled');
  expect(failed.error).toContain("resolved to: await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();");
  expect(failed.error).toContain('found:    disabled');
  expect(failed.error).toContain('resolved by: rule element-state');
  // A soft check's failure is one readable line: no terminal colour codes in the title.
  const soft = stepsOf('a soft check that fails, and the test goes on').find((s) => s.title.startsWith('Check failed: the Email field is empty'))!;
  expect(soft.title).toBe('Check failed: the Email field is empty: expected value "", found "a@b.c"');
});

test('the trace shows each check as an expect step with its resolved code', () => {
  const dir = join(run.outputDir, readdirSync(run.outputDir).find((d) => d.includes('checks-that-hold'))!);
  const events = readTraceSteps(join(dir, 'trace.zip'));
  const byId = new Map(events.map((e) => [e.callId, e]));
  const matcher = events.find((e) => e.method === 'expect' && e.title === 'Expect "toSatisfy"' && e.params?.expected === 'the Save button is disabled');
  expect(matcher, 'the matcher is an expect step with the check').toBeDefined();
  const code = events.find((e) => e.title === SAVE_DISABLED)!;
  expect(code.method).toBe('expect');
  expect(byId.get(code.parentId!)).toBe(matcher);
  const wait = events.find((e) => e.title === SHIPPED)!;
  expect(wait.method).toBe('expect');
  expect(byId.get(wait.parentId!)?.title).toBe('waitFor "\\"Shipped\\" is visible"');
});

test("actwright's report lists each check in its own step, with its code, rule, and expected vs found", async () => {
  const { report, detail } = readActwrightReport(join(work, 'actwright'));
  const checkSteps = (title: string) => {
    const out: UiStep[] = [];
    const walk = (list: UiStep[]) => list.forEach((s) => (s.category === 'check' ? out.push(s) : walk(s.steps)));
    walk(detail(title).attempts.at(-1)!.steps);
    return out;
  };
  const held = checkSteps('checks that hold');
  expect(held.map((s) => s.title)).toEqual(['Expect "toSatisfy"', 'Expect "not toSatisfy"', 'Expect "toSatisfy"', 'check "the title is \\"Shop\\""', 'waitFor "\\"Shipped\\" is visible"']);
  // Each check step holds its one check: nothing is left over as a step of its own.
  expect(held.map((s) => s.ai?.length)).toEqual([1, 1, 1, 1, 1]);
  expect(held[0]!.ai![0]!.check).toEqual({ passed: true, code: "await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();", rule: 'rule element-state', expected: 'disabled', found: 'as expected', lookedAt: ['button "Save"'] });
  expect(held[3]!.ai![0]!.check).toMatchObject({ passed: true, code: "await expect(page).toHaveTitle('Shop');", rule: 'rule title-is' });
  expect(held[4]!.ai![0]!.check).toMatchObject({ passed: true, rule: 'rule text-shown' });
  const failed = checkSteps('a check that fails');
  expect(failed).toHaveLength(1);
  expect(failed[0]!.ai![0]!.check).toMatchObject({ passed: false, code: "await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();", rule: 'rule element-state', expected: 'enabled', found: 'disabled' });
  const soft = checkSteps('a soft check that fails, and the test goes on');
  expect(soft.find((s) => s.title === 'check "the Email field is empty"')!.ai![0]!.check).toMatchObject({ passed: false, expected: 'value ""', found: '"a@b.c"', soft: true });

  // And the page shows it: the failed check's code, who resolved it, expected and found.
  const t = report.tests.find((x) => x.title === 'a check that fails')!;
  const browser = await chromium.launch({ executablePath: findBrowser()!.executablePath });
  const page = await browser.newPage();
  try {
    await page.goto(`${pathToFileURL(join(work, 'actwright', 'index.html')).href}#?test=${encodeURIComponent(t.id)}`);
    await page.locator(`#test[data-loaded="${t.id}"]`).waitFor();
    const check = page.locator('li.step.check .ai-op .check');
    await expect(check.locator('.verdict')).toHaveText('check failed');
    await expect(check.locator('.check-code')).toHaveText("await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();");
    await expect(check.locator('.check-rule')).toHaveText('rule element-state');
    await expect(check.locator('.check-expected')).toHaveText('enabled');
    await expect(check.locator('.check-found')).toHaveText('disabled');
  } finally {
    await browser.close();
  }
});
