import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrowser } from '../../src/engine/browser/find.js';
import { DETAIL_CALLBACK, type UiReport, type UiTestDetail } from '../../src/reporter/ui/model.js';
import { createReplayServer, type ReplayServer } from '../../src/server/index.js';
import { REPO, runPlaywright, type RunOutcome } from '../support/run-playwright.js';

// The report page, checked in Chromium against the files of a real run of test/reporter/ui-project:
// passed, failed, timed-out, retried, agent, secret-variable and repeated tests, with traces.
const execFileAsync = promisify(execFile);
const CONFIG = 'test/reporter/ui-project/playwright.config.ts';
const SPEC = join(REPO, 'test/reporter/ui-project/ui.inner.ts');
/** Screenshots for people to look at (test-results/ is not committed). */
const SHOTS = process.env.REPORT_SHOTS_DIR ?? join(REPO, 'test-results', 'report-ui-shots');
const work = mkdtempSync(join(tmpdir(), 'actwright-report-ui-'));
const reportDir = join(work, 'report');

let run: RunOutcome;
let report: UiReport;
let browser: Browser;
let page: Page;
const problems: string[] = [];

function detailOf(id: string): UiTestDetail {
  const t = report.tests.find((x) => x.id === id)!;
  const text = readFileSync(join(reportDir, t.chunk), 'utf8');
  return JSON.parse(text.slice(DETAIL_CALLBACK.length + 1, text.lastIndexOf(')'))) as UiTestDetail;
}
const byTitle = (title: string) => report.tests.find((t) => t.title === title)!;

async function ensureBuilt(): Promise<void> {
  const newest = (dir: string): number =>
    Math.max(0, ...readdirSync(dir).map((n) => (statSync(join(dir, n)).isDirectory() ? newest(join(dir, n)) : statSync(join(dir, n)).mtimeMs)));
  let builtAt = 0;
  try {
    builtAt = statSync(join(REPO, 'dist/reporter/report-ui.js')).mtimeMs;
  } catch {
    builtAt = 0;
  }
  if (builtAt < newest(join(REPO, 'src'))) await execFileAsync('npm', ['run', '-s', 'build'], { cwd: REPO, timeout: 180_000 });
}

beforeAll(async () => {
  await ensureBuilt();
  run = await runPlaywright(['test', '-c', CONFIG], { env: { REPORT_DIR: reportDir, TEST_OUTPUT_DIR: join(work, 'out') }, timeoutMs: 180_000 });
  const html = readFileSync(join(reportDir, 'index.html'), 'utf8');
  report = JSON.parse(html.slice(html.indexOf('application/json">') + 18, html.indexOf('</script>'))) as UiReport;
  mkdirSync(SHOTS, { recursive: true });
  browser = await chromium.launch({ executablePath: findBrowser()!.executablePath });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => problems.push(e.message));
}, 240_000);

afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

const open = (hash = '') => page.goto(`${pathToFileURL(join(reportDir, 'index.html')).href}${hash}`);
const openTest = async (title: string) => {
  const t = byTitle(title);
  await open(`#?test=${encodeURIComponent(t.id)}`);
  await page.locator(`#test[data-loaded="${t.id}"]`).waitFor();
  return t;
};
const rowsShown = () => page.locator('tr.test-row:not([hidden])');

describe('the report page from file://', () => {
  it('lists every test with its AI columns, as the run recorded them', async () => {
    expect(run.code, run.stdout + run.stderr).toBe(1); // three tests fail on purpose
    expect(report.totals).toMatchObject({ tests: 9, passed: 5, failed: 3, flaky: 1, attempts: 10 });
    await open();
    await page.locator('html[data-ready="1"]').waitFor();
    expect(await page.locator('tr.test-row').count()).toBe(9);
    expect(await page.locator('[data-total="tests"] .value').textContent()).toBe('9');
    // Every AI step used the scripted model (120 in / 12 out per call), none has a price: "price unknown".
    const ai = report.totals.ai;
    expect(ai.steps).toBe(report.tests.reduce((n, t) => n + t.ai.steps, 0));
    expect(await page.locator('[data-total="aiSteps"] .value').textContent()).toBe(String(ai.steps));
    expect(await page.locator('[data-total="zeroToken"] .value').textContent()).toBe('0%');
    expect(await page.locator('[data-total="cost"] .value').textContent()).toBe('price unknown');
    const passed = page.locator(`tr[data-id="${byTitle('passes with AI steps @ai').id}"]`);
    expect(await passed.locator('.ai-steps').textContent()).toBe('2');
    expect(await passed.locator('.tokens').textContent()).toBe('240 / 24');
    expect(await passed.locator('.cost').textContent()).toBe('price unknown');
    expect(await page.locator('tr.test-row .badge.repeat').allTextContents()).toEqual(['repeat 1', 'repeat 2']);
    expect(await page.locator(`tr[data-id="${byTitle('times out').id}"] .badge`).first().textContent()).toBe('timed out');
    await page.screenshot({ path: join(SHOTS, 'suite.png'), fullPage: true });
  });

  it('filters by status, tier, project, file and tag, keeping the filters in the URL', async () => {
    await open();
    await page.locator('button[data-filter="failed"]').click();
    await expect.poll(() => rowsShown().count()).toBe(3);
    await expect.poll(() => page.url()).toContain('#?status=failed');
    await page.reload();
    await expect.poll(() => rowsShown().count()).toBe(3); // from the URL alone
    expect(await page.locator('button[data-filter="failed"]').getAttribute('aria-pressed')).toBe('true');

    await open('#?tier=model');
    await expect.poll(() => rowsShown().count()).toBe(5); // passes, fails at an expect, agent, secret variable, AI step fails
    await page.locator('#tier').selectOption('none');
    await expect.poll(() => rowsShown().count()).toBe(4);
    await expect.poll(() => page.url()).toContain('tier=none');
    await open('#?project=repeat');
    await expect.poll(() => rowsShown().count()).toBe(2);
    expect(await page.locator('#project').inputValue()).toBe('repeat');
    await open();
    await page.locator('#tag').selectOption('@agent');
    await expect.poll(() => rowsShown().locator('.title').allTextContents()).toEqual(['agent signs in @agent']);
    await page.locator('#file').selectOption('repeat.inner.ts');
    await expect.poll(() => rowsShown().count()).toBe(0);
    await expect.poll(() => page.locator('#no-match').isVisible()).toBe(true);
    await open('#?q=flaky');
    await expect.poll(() => rowsShown().count()).toBe(1);
  });

  it('shows a failed test: step tree, AI step inline, error with code frame and stack, attachments', async () => {
    const t = await openTest('fails at an expect');
    const detail = detailOf(t.id);
    const steps = page.locator('.steps-section');
    // Playwright's steps, as its reporter API gave them, with the AI step nested among them.
    expect(await steps.locator('> ul.steps > li > * .step-title').first().textContent()).toBe('Before Hooks');
    for (const title of ['Navigate', 'act "add the blue mug"', 'the title names the cart', 'After Hooks']) {
      expect(await steps.locator('.step-title', { hasText: title }).count(), title).toBeGreaterThan(0);
    }
    expect(await steps.locator('.step-title', { hasText: 'Navigate' }).first().locator('.step-sub').textContent()).toMatch(/127\.0\.0\.1:\d+/);
    const aiStep = steps.locator('li.step.ai', { hasText: 'add the blue mug' });
    const lines = readFileSync(SPEC, 'utf8').split('\n');
    const actLine = lines.findIndex((l, i) => i >= t.line && l.includes("client.act('add the blue mug')")) + 1;
    expect(await aiStep.locator('.step-loc').first().textContent()).toBe(`ui.inner.ts:${actLine}`);
    const op = aiStep.locator('.ai-op').first();
    expect(await op.getAttribute('data-tier')).toBe('model');
    expect(await op.locator('dd.tokens').textContent()).toBe('120 / 12');
    expect(await op.locator('dd.cost').textContent()).toBe('price unknown');
    expect(await op.locator('.selector').textContent()).toBe('internal:role=button[name="Add blue mug"s]');
    const after = op.locator('figure.shot img');
    await expect.poll(() => after.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // The result as values, not escaped JSON.
    await op.locator('details.io summary').click();
    expect(await op.locator('.result .vl', { hasText: 'success' }).first().textContent()).toBe('success: true');

    // The step filter keeps matching steps and the steps around them.
    await page.locator('#step-filter').fill('click');
    expect(await steps.locator('li.step:not([hidden]) > .step-head .step-title').allTextContents()).toEqual([expect.stringMatching(/^Click/)]);
    expect(await aiStep.isVisible()).toBe(true); // the AI step holding the click
    expect(await steps.locator('li.step:not([hidden])', { hasText: 'Before Hooks' }).count()).toBe(0);
    await page.locator('#step-filter').fill('');
    expect(await steps.locator('li.step', { hasText: 'Before Hooks' }).first().isVisible()).toBe(true);

    // The error: message, code frame at the line of the failing expect (checked against the source), stack.
    const source = readFileSync(SPEC, 'utf8').split('\n');
    const frame = page.locator('.test-error .code-frame').first();
    const line = Number(await frame.getAttribute('data-line'));
    expect(line).toBe(detail.attempts[0]!.errors[0]!.location!.line);
    expect(source[line - 1]).toContain("toHaveTitle('Cart'");
    expect(await frame.locator('.frame-line.here').textContent()).toContain("toHaveTitle('Cart'");
    expect(await page.locator('.test-error .error-message').first().textContent()).toContain('the title names the cart');
    expect(await page.locator('.test-error details.stack pre').first().textContent()).toContain('ui.inner.ts:');

    // Attachments: Playwright's failure screenshot, the video, the trace (needs the server from file://).
    const shot = page.locator('.attachment.image[data-name="screenshot"] img');
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
    expect(await page.locator('.attachment.video video').getAttribute('src')).toMatch(/^data\/attachments\/[0-9a-f]{40}\.webm$/);
    expect(await page.locator('.attachment.trace .view-trace').textContent()).toContain('actwright show-report');
    for (const a of detail.attempts[0]!.attachments) if (a.path) expect(statSync(join(reportDir, a.path)).isFile(), a.path).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'failed.png'), fullPage: true });
  });

  it('shows a timed-out test with its timeout, the pending call and a code frame', async () => {
    await openTest('times out');
    expect(await page.locator('.test-title .badge').textContent()).toBe('timed out');
    expect(await page.locator('.attempt').getAttribute('data-status')).toBe('timedOut');
    const messages = await page.locator('.error-message').allTextContents();
    expect(messages[0]).toContain('Test timeout of 1500ms exceeded');
    expect(messages.join('\n')).toContain('locator.click');
    expect(await page.locator('.step-head', { hasText: 'Click' }).locator('.step-icon').first().textContent()).toBe('✕');
    expect(await page.locator('.code-frame .frame-line.here').first().textContent()).toContain('test(');
    await page.screenshot({ path: join(SHOTS, 'timed-out.png'), fullPage: true });
  });

  it('groups the attempts of a retried test as tabs', async () => {
    const t = await openTest('flaky: fails first, passes on retry');
    expect(await page.locator('.tab').allTextContents()).toEqual([expect.stringMatching(/^run · failed · \d/), expect.stringMatching(/^retry #1 · passed · \d/)]);
    expect(await page.locator('.tab[aria-selected="true"]').textContent()).toMatch(/^retry #1 · passed/); // the last attempt first
    await page.locator('.tab', { hasText: 'run' }).click();
    await expect.poll(() => page.url()).toContain('attempt=0');
    // The URL changes before the attempt is drawn: wait on the page, not on the address.
    await expect.poll(() => page.locator('.attempt').getAttribute('data-retry')).toBe('0');
    await expect.poll(() => page.locator('.error-message').first().textContent()).toContain('the first attempt fails on purpose');
    expect(t.attempts.map((a) => a.status)).toEqual(['failed', 'passed']);
    await page.screenshot({ path: join(SHOTS, 'retried.png'), fullPage: true });
  });

  it("shows an agent's moves with the elements it chose", async () => {
    await openTest('agent signs in @agent');
    const op = page.locator('.ai-op[data-method="agent"]');
    expect(await op.locator('.instruction q').textContent()).toBe('sign in');
    expect(await op.locator('dd.tokens').textContent()).toBe('360 / 36');
    expect(await op.locator('.chosen li').allTextContents()).toEqual([
      expect.stringContaining('internal:role=textbox[name="Password"s]'),
      expect.stringContaining('internal:role=button[name="Sign in"s]'),
    ]);
    await page.screenshot({ path: join(SHOTS, 'agent.png'), fullPage: true });
  });

  it('shows a passed test and never a variable value', async () => {
    await openTest('passes with AI steps @ai');
    expect(await page.locator('.ai-op').count()).toBe(2);
    await page.locator('.ai-op[data-method="extract"] details.io summary').click();
    expect(await page.locator('.ai-op[data-method="extract"] .result .vl').first().textContent()).toBe('extraction: $12.00');
    await page.screenshot({ path: join(SHOTS, 'passed.png'), fullPage: true });

    const secret = await openTest('act with a secret variable');
    const text = await page.locator('#test').textContent();
    expect(text).toContain('%password%');
    // The act's typing of the value made no Playwright step (its title would name the value; the
    // reporter would mask it to Fill "••••••", but other reporters and the trace would not).
    expect(text).not.toContain('Fill "');
    expect(await page.locator('.ai-op .instruction q').textContent()).toBe('type %password% into the password field');
    expect(await page.locator('.ai-op .chosen li .args').textContent()).toBe(' (%password%)');
    expect(text).not.toContain('s3cret-Pa55');
    expect(readFileSync(join(reportDir, secret.chunk), 'utf8')).not.toContain('s3cret-Pa55');
  });

  it('shows the page as a failed AI step left it', async () => {
    await openTest('an AI step fails');
    const step = page.locator('li.step.ai.failed', { hasText: 'open the checkout' });
    expect(await step.count()).toBe(1);
    expect(await page.locator('.error-message').first().textContent()).toContain('open the checkout');
    const after = step.locator('.ai-op figure.shot img');
    await expect.poll(() => after.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'ai-step-failed.png'), fullPage: true });
  });

  it('moves to the previous and next test of the filtered list', async () => {
    await open('#?status=failed');
    await page.locator('tr.test-row:not([hidden]) .title').first().click();
    const first = report.tests.filter((t) => t.outcome === 'unexpected');
    await page.locator(`#test[data-loaded="${first[0]!.id}"]`).waitFor();
    expect(await page.locator('#position').textContent()).toBe('1 of 3');
    expect(await page.locator('#prev').isDisabled()).toBe(true);
    await page.locator('#next').click();
    await page.locator(`#test[data-loaded="${first[1]!.id}"]`).waitFor();
    await page.keyboard.press('k');
    await page.locator(`#test[data-loaded="${first[0]!.id}"]`).waitFor();
    await page.locator('#back').click();
    await expect.poll(() => rowsShown().count()).toBe(3); // the filter stays
    expect(problems).toEqual([]);
  });
});

describe('the report served by actwright serve', () => {
  let server: ReplayServer | undefined;
  afterAll(async () => server?.close());

  it("opens Playwright's own trace viewer on the attempt's trace", async () => {
    server = await createReplayServer({ dir: reportDir, apiKey: 'k', port: 0 });
    const t = byTitle('fails at an expect');
    // Opened as `actwright show-report` prints it: with the server's token, exchanged for a cookie.
    await page.goto(`${server.reportUrl}#?test=${encodeURIComponent(t.id)}`);
    await page.locator(`#test[data-loaded="${t.id}"]`).waitFor();
    const link = page.locator('.attachment.trace a.view-trace');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^${server.url}/trace/index\\.html\\?trace=`));
    const trace = new URL(href).searchParams.get('trace')!;
    expect((await fetch(trace, { headers: { 'x-bb-api-key': 'k' } })).headers.get('content-type')).toBe('application/zip');
    // Another tab of the same browser: it has the report's cookie, which the viewer's fetch of the trace carries.
    const tab = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await tab.addCookies(await page.context().cookies(server.url));
    const viewer = await tab.newPage();
    try {
      await viewer.goto(href);
      // The trace viewer lists the test's steps, the AI step among them.
      await viewer.getByText('act "add the blue mug"').first().waitFor({ timeout: 30_000 });
      await viewer.screenshot({ path: join(SHOTS, 'trace-viewer.png') });
    } finally {
      await tab.close();
    }
  });
});
