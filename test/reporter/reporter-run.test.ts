import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrowser } from '../../src/engine/browser/find.js';
import type { ReportIndex } from '../../src/replay/report-index.js';
import type { ReplayResponse } from '../../src/replay/schema.js';
import { readReportFolder, type ReportFolder } from './support/read-report.js';
import { REPO, runPlaywright, type RunOutcome } from '../support/run-playwright.js';

const execFileAsync = promisify(execFile);
const CONFIG = 'test/reporter/project/playwright.config.ts';
const CHECKOUT = '11111111-1111-4111-8111-111111111111';
const work = mkdtempSync(join(tmpdir(), 'actwright-reporter-'));
const unshardedDir = join(work, 'unsharded');
const mergedDir = join(work, 'merged');

/** dist/ must hold the current reporter: `actwright/reporter` resolves there. */
async function ensureBuilt() {
  const newest = (dir: string): number =>
    Math.max(0, ...readdirSync(dir).map((n) => (statSync(join(dir, n)).isDirectory() ? newest(join(dir, n)) : statSync(join(dir, n)).mtimeMs)));
  const built = join(REPO, 'dist/reporter/index.js');
  let builtAt = 0;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {
    builtAt = 0;
  }
  if (builtAt < newest(join(REPO, 'src'))) await execFileAsync('npm', ['run', '-s', 'build'], { cwd: REPO, timeout: 120_000 });
}

let unsharded: RunOutcome;
let shards: RunOutcome[];
let merge: RunOutcome;
let report: ReportFolder;
let merged: ReportFolder;

beforeAll(async () => {
  const build = ensureBuilt();
  [unsharded, ...shards] = await Promise.all([
    runPlaywright(['test', '-c', CONFIG], { env: { REPORT_DIR: unshardedDir, TEST_OUTPUT_DIR: join(work, 'out0') } }),
    ...[1, 2].map((s) =>
      runPlaywright(['test', '-c', CONFIG, `--shard=${s}/2`], { env: { BLOB_DIR: join(work, `blob${s}`), TEST_OUTPUT_DIR: join(work, `out${s}`) } }),
    ),
  ]);
  await build;
  // A user project with actwright installed: merge-reports resolves `actwright/reporter` from there.
  const consumer = join(work, 'consumer');
  mkdirSync(join(consumer, 'node_modules'), { recursive: true });
  symlinkSync(REPO, join(consumer, 'node_modules/actwright'));
  const blobs = join(work, 'blobs');
  mkdirSync(blobs);
  for (const s of [1, 2]) for (const zip of readdirSync(join(work, `blob${s}`))) copyFileSync(join(work, `blob${s}`, zip), join(blobs, zip));
  merge = await runPlaywright(['merge-reports', '--reporter', 'actwright/reporter', blobs], {
    cwd: consumer,
    env: { ACTWRIGHT_REPORT_FOLDER: mergedDir, ACTWRIGHT_REPORT_OPEN: 'never' },
  });
  report = readReportFolder(unshardedDir);
  merged = readReportFolder(mergedDir);
}, 240_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const byTitle = (index: ReportIndex, title: string) => index.tests.filter((t) => t.title === title);

describe('a real run', () => {
  it('keeps the run outcome and reports its own error once', () => {
    expect(unsharded.code, unsharded.stdout + unsharded.stderr).toBe(1); // one test fails on purpose
    expect(unsharded.stderr.match(/actwright reporter: .*not JSON/g)).toHaveLength(1);
    expect(report.index!.run.reporterErrors).toHaveLength(1);
  });

  it('writes only files that pass their strict schema', () => {
    const index = report.index!;
    expect(report.tempFiles).toEqual([]);
    expect(report.html).toBeDefined();
    const listed = index.tests.flatMap((t) => t.sessions.map((s) => s.file)).sort();
    expect(report.files.filter((f) => f.startsWith('sessions/'))).toEqual([...new Set(listed)]);
    expect(report.screenshots).toHaveLength(2); // the hand-made step-1 and the fixture's act step
    expect(index.run.status).toBe('failed');
    expect(index.totals).toMatchObject({ tests: 8, passed: 5, failed: 1, flaky: 1, skipped: 1, results: 9, sessions: 6 });
  });

  it('turns each attachment into the session it records', () => {
    const index = report.index!;
    const [checkout] = byTitle(index, 'checkout with AI steps @ai');
    expect(checkout!.titlePath).toEqual(['shop', 'checkout with AI steps @ai']);
    expect(checkout!.file).toBe('handmade.inner.ts');
    expect(checkout!.tags).toEqual(['@ai']);
    expect(checkout!.sessions[0]).toMatchObject({ sessionId: CHECKOUT, pages: 2, actions: 5, failedActions: 0 });
    expect(checkout!.sessions[0]!.tokens).toEqual({ inputTokens: 2600, outputTokens: 145, inferenceTimeMs: 2200, cost: 0.0231 });
    expect(checkout!.sessions[0]!.screenshots).toEqual([expect.objectContaining({ actionIndex: 1, name: 'step-1', contentType: 'image/png' })]);
    const replay = report.sessions.get(CHECKOUT)!;
    expect(replay.success).toBe(true);
    expect(replay.data.clientLanguage).toBe('typescript');
    expect(replay.data.pages.map((p) => [p.url, p.actions.map((a) => a.method)])).toEqual([
      ['http://127.0.0.1:4100/shop', ['navigate', 'act']],
      ['http://127.0.0.1:4100/cart', ['navigate', 'extract', 'observe']],
    ]);
    expect(replay.data.pages[0]!.actions[1]).toMatchObject({
      parameters: { instruction: 'add the blue mug to the cart' },
      tokenUsage: { inputTokens: 1200, outputTokens: 80, timeMs: 1100, cost: 0.0125 },
    });

    const [real] = byTitle(index, 'real client session on two pages');
    const realReplay = report.sessions.get(real!.sessions[0]!.sessionId)!;
    expect(realReplay.data.pages.map((p) => [new URL(p.url).pathname, p.actions.map((a) => a.method)])).toEqual([
      ['/', ['navigate', 'act']],
      ['/about', ['navigate', 'extract']],
    ]);
    const [act, extract] = [realReplay.data.pages[0]!.actions[1]!, realReplay.data.pages[1]!.actions[1]!];
    expect(act.parameters).toEqual({ instruction: 'click the About us link' });
    expect(act.tokenUsage).toMatchObject({ inputTokens: 120, outputTokens: 12 });
    expect(extract.result).toEqual({ extraction: 'About the shop' });
    expect(real!.sessions[0]!.tokens).toMatchObject({ inputTokens: 240, outputTokens: 24 });
  });

  it('takes the session, step screenshot and live progress of the client fixture', () => {
    const [fixture] = byTitle(report.index!, 'fixture session with step screenshots');
    const session = fixture!.sessions[0]!;
    expect(session.screenshots).toEqual([expect.objectContaining({ actionIndex: 1, name: expect.stringMatching(/act/), contentType: 'image/png' })]);
    expect(report.screenshots).toContain(session.screenshots[0]!.file);
    expect(report.sessions.get(session.sessionId)!.data.pages[0]!.actions.map((a) => a.method)).toEqual(['navigate', 'act']);
    // Workers wrote live progress where the reporter said; with the final replay written, the live file is gone.
    expect(report.files).not.toContain(`live/${session.sessionId}.jsonl`);
  });

  it('gives each retry its own session and lists tests without a client', () => {
    const index = report.index!;
    const flaky = byTitle(index, 'flaky: fails first, passes on retry');
    expect(flaky.map((t) => [t.retry, t.status, t.outcome, t.sessions.map((s) => s.sessionId)])).toEqual([
      [0, 'failed', 'flaky', ['33333333-3333-4333-8333-333333333330']],
      [1, 'passed', 'flaky', ['33333333-3333-4333-8333-333333333331']],
    ]);
    expect(byTitle(index, 'no client in this test')[0]).toMatchObject({ status: 'passed', sessions: [], tokens: { cost: 0 } });
    expect(byTitle(index, 'skipped test')[0]).toMatchObject({
      status: 'skipped',
      outcome: 'skipped',
      sessions: [],
      annotations: [expect.objectContaining({ type: 'skip', description: 'skipped on purpose' })],
    });
    const [failing] = byTitle(index, 'act that fails');
    expect(failing).toMatchObject({ status: 'failed', outcome: 'unexpected' });
    expect(failing!.errors[0]).toContain('the missing button was never clicked');
    expect(failing!.sessions[0]!.failedActions).toBe(1);
  });
});

/** Drops what differs between any two runs: timings, real sessions' ids, ports. */
function normalize(index: ReportIndex, sessions: Map<string, ReplayResponse>) {
  const untimed = <T extends { inferenceTimeMs: number }>(tokens: T) => ({ ...tokens, inferenceTimeMs: 0 });
  const ids = new Map<string, string>();
  const stableId = (id: string) => (/^(\d)\1{7}-/.test(id) ? id : (ids.get(id) ?? ids.set(id, `real-${ids.size}`).get(id)!));
  const ports = (s: string) => s.replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT');
  const tests = index.tests.map(({ startedAt: _s, duration: _d, ...t }) => ({
    ...t,
    tokens: untimed(t.tokens),
    sessions: t.sessions.map(({ startedAt: _a, endedAt: _b, ...s }) => ({
      ...s,
      // Real pages' screenshots are named by their bytes, which need not match from run to run.
      screenshots: s.screenshots.map((shot) => (stableId(s.sessionId) === s.sessionId ? shot : { ...shot, file: 'real' })),
      tokens: untimed(s.tokens),
      sessionId: stableId(s.sessionId),
      file: `sessions/${stableId(s.sessionId)}.json`,
    })),
  }));
  const files = Object.fromEntries(
    [...sessions].map(([id, replay]) => {
      const real = stableId(id) !== id;
      const pages = replay.data.pages.map((p) => ({
        ...p,
        url: ports(p.url),
        ...(real && { timestamp: 0, duration: 0 }),
        actions: p.actions.map((a) =>
          JSON.parse(ports(JSON.stringify(real ? { ...a, timestamp: 0, endTime: 0, ...(a.tokenUsage && { tokenUsage: { ...a.tokenUsage, timeMs: 0 } }) } : a))),
        ),
      }));
      return [stableId(id), { ...replay, data: { ...replay.data, pages } }];
    }),
  );
  const totals = { ...index.totals, tokens: untimed(index.totals.tokens) };
  return { totals, status: index.run.status, errors: index.run.reporterErrors, tests, files };
}

describe('a sharded run merged with merge-reports', () => {
  it('equals the unsharded run apart from timings', () => {
    expect(shards.map((s) => s.code)).toContain(1);
    expect(merge.code, merge.stdout + merge.stderr).toBe(0);
    expect(merged.tempFiles).toEqual([]);
    expect(merged.screenshots).toHaveLength(report.screenshots.length);
    expect(normalize(merged.index!, merged.sessions)).toEqual(normalize(report.index!, report.sessions));
  });
});

describe('the HTML report', () => {
  let browser: Browser | undefined;
  afterAll(async () => browser?.close());

  it('shows in Chromium what the files hold, offline', async () => {
    const index = report.index!;
    browser = await chromium.launch({ executablePath: findBrowser()!.executablePath });
    const page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => {
      if (!/^(file|data):/.test(r.url())) problems.push(`network request: ${r.url()}`);
    });
    await page.goto(pathToFileURL(join(unshardedDir, 'index.html')).href);

    // The suite view: one row per test (attempts together), totals from the files.
    const total = (key: string) => page.locator(`[data-total="${key}"] .value`);
    await expect.poll(() => total('tests').textContent()).toBe(String(index.totals.tests));
    expect(await total('failed').textContent()).toBe('1');
    expect(await total('flaky').textContent()).toBe('1');
    expect(await page.locator('tr.test-row').count()).toBe(index.totals.tests);
    expect(await page.locator('#reporter-errors').textContent()).toContain('not JSON');

    // A hand-made session (a Client used outside the fixture): its AI steps are steps of their own.
    const checkoutId = index.tests.find((t) => t.sessions[0]?.sessionId === CHECKOUT)!.testId;
    await page.locator(`tr[data-id="${checkoutId}"] a.title`).click();
    await page.locator(`#test[data-loaded="${checkoutId}"]`).waitFor();
    const ops = page.locator('.ai-op');
    expect(await ops.evaluateAll((els) => els.map((e) => e.getAttribute('data-method')))).toEqual(['act', 'extract', 'observe']);
    const act = ops.first();
    expect(await act.locator('.instruction q').textContent()).toBe('add the blue mug to the cart');
    expect(await act.locator('dd.tokens').textContent()).toBe('1,200 / 80');
    expect(await act.locator('dd.cost').textContent()).toBe('$0.0125');
    expect(await act.locator('dd.duration').textContent()).toBe('1.25 s');
    const shot = act.locator('figure.shot img');
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    expect(await ops.nth(2).locator('.selector').textContent()).toBe('role=button[name="Checkout"]');
    await page.screenshot({ path: join(REPO, 'test-results/reporter-html.png'), fullPage: true });

    const fixtureId = index.tests.find((t) => t.title === 'fixture session with step screenshots')!.testId;
    await page.goto(`${pathToFileURL(join(unshardedDir, 'index.html')).href}#?test=${fixtureId}`);
    const fixtureShot = page.locator(`#test[data-loaded="${fixtureId}"] .ai-op[data-method="act"] figure.shot img`);
    await expect.poll(() => fixtureShot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    const failingId = index.tests.find((t) => t.title === 'act that fails')!.testId;
    await page.goto(`${pathToFileURL(join(unshardedDir, 'index.html')).href}#?test=${failingId}`);
    await page.locator(`#test[data-loaded="${failingId}"]`).waitFor();
    expect(await page.locator('.test-error .error-message').first().textContent()).toContain('the missing button was never clicked');
    expect(await page.locator('.ai-op.failed .ai-error').textContent()).toContain('no element matches');

    await page.goto(pathToFileURL(join(unshardedDir, 'index.html')).href);
    const visible = () => page.locator('tr.test-row:not([hidden])').count();
    await page.locator('#search').fill('shop');
    await expect.poll(visible).toBe(2); // the checkout and the act that fails
    await page.locator('#search').fill('');
    await expect.poll(visible).toBe(index.totals.tests);
    await page.locator('button[data-filter="failed"]').click();
    await expect.poll(() => page.locator('tr.test-row:not([hidden])').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).toEqual(['failed']);
    await page.locator('button[data-filter="skipped"]').click();
    await expect.poll(visible).toBe(1);
    expect(problems).toEqual([]);
  });
});
