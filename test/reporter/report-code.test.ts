import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrowser } from '../../src/engine/browser/find.js';
import { CODE_STEPS_FILE, CodeStepsSchema } from '../../src/replay/code-steps.js';
import { DETAIL_CALLBACK, type UiReport, type UiTestDetail } from '../../src/reporter/ui/model.js';
import { REPO, runPlaywright, type RunOutcome } from '../support/run-playwright.js';

// The report of a real run (test/reporter/code-project, no model): every resolved step's code with
// a copy button, the healed step in the suite's list and in the run's last line, and the report
// fixes of issue 28 item 5 (escaped quotes in titles, short data: pages, the hand-over's reason,
// $0 for zero tokens, no actwright frames in stacks). Checked in Chromium from file://.
const execFileAsync = promisify(execFile);
const CONFIG = 'test/reporter/code-project/playwright.config.ts';
const work = mkdtempSync(join(tmpdir(), 'actwright-report-code-'));
const reportDir = join(work, 'report');

let run: RunOutcome;
let report: UiReport;
let browser: Browser;
let page: Page;

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

function detailOf(title: string): UiTestDetail {
  const t = report.tests.find((x) => x.title === title)!;
  const text = readFileSync(join(reportDir, t.chunk), 'utf8');
  return JSON.parse(text.slice(DETAIL_CALLBACK.length + 1, text.lastIndexOf(')'))) as UiTestDetail;
}

beforeAll(async () => {
  await ensureBuilt();
  run = await runPlaywright(['test', '-c', CONFIG], { env: { REPORT_DIR: reportDir, TEST_OUTPUT_DIR: join(work, 'out'), CACHE_DIR: join(work, 'cache') }, timeoutMs: 180_000 });
  const html = readFileSync(join(reportDir, 'index.html'), 'utf8');
  report = JSON.parse(html.slice(html.indexOf('application/json">') + 18, html.indexOf('</script>'))) as UiReport;
  browser = await chromium.launch({ executablePath: findBrowser()!.executablePath });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await context.newPage();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

const openTest = async (title: string) => {
  const t = report.tests.find((x) => x.title === title)!;
  await page.goto(`${pathToFileURL(join(reportDir, 'index.html')).href}#?test=${encodeURIComponent(t.id)}`);
  await page.locator(`#test[data-loaded="${t.id}"]`).waitFor();
  return page.locator('.ai-op').first();
};

describe('code and heals in the report', () => {
  it('the run: one test fails (handed over), the others pass; the last lines name the healed step', () => {
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(report.tests.map((t) => `${t.title}: ${t.status}`)).toEqual([
      'caches the step: passed',
      'heals the step: passed',
      'quotes on a data page: passed',
      'handed over with no model: failed',
      'an effect that did not happen: failed',
      'a tie handed over with no model: failed',
    ]);
    expect(run.stdout).toMatch(/actwright: 1 step healed in 1 test: heals the step \(code\.inner\.ts:\d+\)\./);
  });

  it('every resolved step shows its code, with a button that copies it', async () => {
    const op = await openTest('caches the step');
    const code = "await page.getByRole('button', { name: 'Submit', exact: true }).click();";
    expect(await op.locator('.code-form').textContent()).toBe(code);
    expect(await op.locator('dd.decided-by').textContent()).toBe('rule kind-word');
    // What the rule weighed: the candidate, its role and its score.
    expect(await op.locator('.evidence ol.candidates li').first().textContent()).toMatch(/^button Submit [01]\.\d\d/);
    await op.locator('button.copy').first().click();
    await expect.poll(() => op.locator('button.copy').first().textContent()).toBe('copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  it('a healed step: old → new code in the step, in the suite list, in the result and in codegen.json', async () => {
    const heal = {
      from: "await page.getByRole('button', { name: 'Submit', exact: true }).click();",
      to: "await page.getByRole('button', { name: 'Submit order', exact: true }).click();",
    };
    expect(report.healed).toEqual([expect.objectContaining({ ...heal, instruction: 'click the Submit button', titlePath: expect.arrayContaining(['heals the step']), reason: expect.stringContaining('finds no element') })]);
    const op = await openTest('heals the step');
    expect(await op.locator('.heal .heal-from .code-form, .heal .code-form.heal-from').textContent()).toBe(heal.from);
    expect(await op.locator('.heal .code-form.heal-to').textContent()).toBe(heal.to);
    await page.goto(pathToFileURL(join(reportDir, 'index.html')).href);
    const list = page.locator('#healed-steps');
    expect(await list.locator('li.healed-step').count()).toBe(1);
    expect(await list.locator('.code-form.heal-to').textContent()).toBe(heal.to);
    const steps = CodeStepsSchema.parse(JSON.parse(readFileSync(join(reportDir, CODE_STEPS_FILE), 'utf8'))).steps;
    const healed = steps.find((s) => s.test.endsWith('heals the step'))!;
    expect(healed).toMatchObject({ outcome: 'resolved', code: [heal.to], heal: expect.objectContaining(heal), file: 'code.inner.ts' });
    const source = readFileSync(join(REPO, 'test/reporter/code-project/code.inner.ts'), 'utf8').split('\n');
    expect(source[healed.line - 1]).toContain("client.act('click the Submit button')");
  });

  it('a step title with quotes shows them escaped; a data: page is shortened; zero tokens cost $0', async () => {
    const op = await openTest('quotes on a data page');
    expect(await page.locator('.step-title', { hasText: 'act "fill the Email field with' }).first().textContent()).toContain('act "fill the Email field with \\"a@b.c\\""');
    const pageUrl = (await op.locator('dd.page').textContent())!;
    expect(pageUrl).toMatch(/^data:text\/html,.{1,40}… \([\d,]+ chars\)$/);
    expect(pageUrl.length).toBeLessThan(80);
    expect(await op.locator('dd.cost').textContent()).toBe('$0');
    expect(await op.locator('.code-form').textContent()).toBe("await page.getByRole('textbox', { name: 'Email', exact: true }).fill('a@b.c');");
  });

  it("a step handed over with no model shows the hand-over's reason, and its stack has no actwright frames", async () => {
    const op = await openTest('handed over with no model');
    expect(await op.getAttribute('data-tier')).toBe('unknown');
    expect(await op.locator('dd.tier').textContent()).toBe('handed over');
    expect(await op.locator('dd.handover').textContent()).toMatch(/^the offline tier has no confident answer: \S/);
    const error = detailOf('handed over with no model').attempts[0]!.errors[0]!;
    expect(error.stack).toContain('code.inner.ts:');
    expect(error.stack).not.toMatch(/[\\/](src|dist)[\\/](engine|fixtures|reporter|replay)[\\/]/);
  });

  it('a step whose effect is absent shows what was expected and what was found', async () => {
    const op = await openTest('an effect that did not happen');
    expect(await op.locator('dd.effect.missing').textContent()).toBe('expected the part it controls expanded; found it is still collapsed (aria-expanded=false)');
    expect(await op.getAttribute('class')).toContain('failed');
  });

  it('a tie handed over shows why and the rephrasing that would resolve it, in the step and in its error', async () => {
    const op = await openTest('a tie handed over with no model');
    expect(await op.locator('dd.tier').textContent()).toBe('handed over');
    const reason = (await op.locator('dd.handover').textContent())!;
    expect(reason).toContain('2 buttons match "Delete" about equally');
    expect(reason).toContain('say "the first Delete button"');
    const error = detailOf('a tie handed over with no model').attempts[0]!.errors[0]!;
    expect(error.message).toContain('say "the first Delete button"');
  });
});
