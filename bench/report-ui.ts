// Report page at scale: the reporter writes a report of N tests (each with a client session of AI
// steps, a step screenshot per AI step, a failure screenshot on every 10th test, and a Playwright
// step tree), then Chromium opens index.html from file:// and the script times
//   - usable: navigation start to the list rendered and the filters live (the page's own clock),
//   - open a test: click to its steps, error and screenshots shown (its data loaded on demand).
// Prints medians of R runs, each in a fresh page. Run: npx tsx bench/report-ui.ts [tests=1000] [runs=5]
// Needs `npm run build` (the page script is bundled into dist/).
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FullConfig, Suite, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import { chromium } from 'playwright-core';
import { findBrowser } from '../src/engine/browser/find.js';
import { ActwrightReporter } from '../src/reporter/index.js';
import { METRIC_PREFIXES, METRIC_SUFFIXES, REPLAY_ATTACHMENT_NAME, type SessionExport } from '../src/replay/record.js';
import { solidPng } from '../test/reporter/support/png.js';

const TESTS = Number(process.argv[2] ?? 1000);
const RUNS = Number(process.argv[3] ?? 5);
const AI_STEPS = 4;
const T0 = 1_763_700_000_000;
const out = mkdtempSync(join(tmpdir(), 'actwright-report-ui-bench-'));

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function session(n: number): SessionExport {
  const sessionId = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const records = Array.from({ length: AI_STEPS }, (_, i) => ({
    seq: i,
    method: (['act', 'extract', 'observe', 'act'] as const)[i]!,
    parameters: { instruction: `step ${i} of test ${n}: the button labelled "item ${i}"` },
    result: { success: true, message: `done ${i}`, actions: [{ selector: `internal:role=button[name="item ${i}"s]`, description: `item ${i}`, method: 'click', arguments: [] }] },
    timestamp: new Date(T0 + 1_000 + i * 500).toISOString(),
    startedAt: T0 + 1_000 + i * 500,
    endedAt: T0 + 1_000 + i * 500 + 400,
    pageUrl: `http://127.0.0.1:4100/page/${n}`,
    tokenUsage: i % 2 ? { inputTokens: 0, outputTokens: 0 } : { inputTokens: 1000, outputTokens: 50, timeMs: 70, cost: 0.001 },
    tier: (i % 2 ? 'offline' : 'model') as 'offline' | 'model',
    screenshot: `actwright-step-${i}-${n}.png`,
  }));
  const metrics = Object.fromEntries(METRIC_PREFIXES.flatMap((p) => METRIC_SUFFIXES.map((s) => [`${p}${s}`, 0]))) as SessionExport['metrics'];
  return { version: 1, sessionId, env: 'LOCAL', startedAt: T0, endedAt: T0 + 4_000, records, metrics };
}

const stepOf = (title: string, category: string, at: number, duration: number, steps: TestStep[] = []): TestStep =>
  ({ title, category, startTime: new Date(T0 + at), duration, steps, location: { file: join(out, 'bench.spec.ts'), line: 10, column: 3 } }) as unknown as TestStep;

function steps(): TestStep[] {
  const ai = Array.from({ length: AI_STEPS }, (_, i) =>
    stepOf(`${['act', 'extract', 'observe', 'act'][i]} "step ${i}"`, 'test.step', 1_000 + i * 500, 450, [
      stepOf('Evaluate', 'pw:api', 1_001 + i * 500, 20),
      stepOf('Click', 'pw:api', 1_100 + i * 500, 80),
      stepOf('Screenshot', 'pw:api', 1_300 + i * 500, 60),
    ]),
  );
  return [
    stepOf('Before Hooks', 'hook', 0, 500, [stepOf('Fixture "page"', 'fixture', 0, 400, [stepOf('Create page', 'pw:api', 0, 300)])]),
    stepOf('Navigate', 'pw:api', 600, 300),
    ...ai,
    stepOf('Expect "toHaveTitle"', 'expect', 3_500, 30),
    stepOf('After Hooks', 'hook', 3_600, 200, [stepOf('Fixture "page"', 'fixture', 3_600, 100)]),
  ];
}

// 1. The report, written by the reporter from synthetic results as Playwright would hand them over.
const root = { type: 'root', title: '' } as unknown as Suite;
const file = { type: 'file', title: 'bench.spec.ts', parent: root, project: () => ({ name: 'chromium' }) };
const reporter = new ActwrightReporter({ outputFolder: out, open: 'never' });
const log = console.log;
console.log = () => undefined;
let writeMs = 0;
reporter.onBegin({ rootDir: out } as FullConfig, root);
for (let n = 0; n < TESTS; n++) {
  const failed = n % 10 === 0;
  const test = {
    id: `bench-${n}`, title: `test ${n}`, tags: n % 3 ? [] : ['@smoke'], annotations: [], expectedStatus: 'passed', timeout: 30_000, repeatEachIndex: 0,
    location: { file: join(out, `spec-${n % 20}.spec.ts`), line: 10 + n, column: 1 }, parent: file, outcome: () => (failed ? 'unexpected' : 'expected'),
  } as unknown as TestCase;
  const shots = Array.from({ length: AI_STEPS }, (_, i) => ({ name: `actwright-step-${i}-${n}.png`, contentType: 'image/png', body: solidPng(320, 200, [n % 256, (n * 7) % 256, i * 60]) }));
  const attachments = [
    ...shots,
    { name: REPLAY_ATTACHMENT_NAME, contentType: 'application/json', body: Buffer.from(JSON.stringify(session(n))) },
    ...(failed ? [{ name: 'screenshot', contentType: 'image/png', body: solidPng(1280, 720, [200, (n * 3) % 256, 40]) }] : []),
  ];
  const errors = failed ? [{ message: `Error: expect(page).toHaveTitle(expected) failed\n\nExpected: "Cart"\nReceived: "Shop ${n}"`, stack: `Error: failed\n    at ${join(out, 'spec.spec.ts')}:12:5` }] : [];
  const result = { retry: 0, status: failed ? 'failed' : 'passed', startTime: new Date(T0), duration: 4_000, errors, annotations: [], attachments, steps: steps(), stdout: [], stderr: [], workerIndex: 0 } as unknown as TestResult;
  const started = performance.now();
  reporter.onTestEnd(test, result);
  writeMs += performance.now() - started;
}
const endStarted = performance.now();
await reporter.onEnd({ status: 'failed', startTime: new Date(T0), duration: 1 });
writeMs += performance.now() - endStarted;
console.log = log;
const size = (p: string) => statSync(join(out, p)).size;
const attachmentsCount = readdirSync(join(out, 'data/attachments')).length + readdirSync(join(out, 'screenshots')).length;

// 2. Chromium opens it.
const browser = await chromium.launch({ executablePath: findBrowser()!.executablePath });
const usable: number[] = [];
const openTest: number[] = [];
try {
  for (let r = 0; r < RUNS; r++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(pathToFileURL(join(out, 'index.html')).href, { waitUntil: 'commit' });
    await page.locator('html[data-ready="1"]').waitFor();
    // The page's clock: from navigation start to the list and filters working.
    usable.push(await page.evaluate(() => (window as unknown as { __actwrightReadyAt: number }).__actwrightReadyAt));
    const target = `bench-${(r * 97 + 10) % TESTS - ((r * 97 + 10) % TESTS) % 10}`; // a failed test: error, screenshot
    const started = await page.evaluate(() => performance.now());
    await page.locator(`tr[data-id="${target}"] a.title`).click();
    await page.locator(`#test[data-loaded="${target}"] .attachment.image img`).first().waitFor();
    await page.locator(`#test[data-loaded="${target}"] .ai-op figure.shot img`).first().evaluate((img: HTMLImageElement) => img.decode());
    openTest.push((await page.evaluate(() => performance.now())) - started);
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`report of ${TESTS} tests (${TESTS * AI_STEPS} AI steps, ${attachmentsCount} image files): reporter callbacks ${(writeMs / 1000).toFixed(1)} s (${(writeMs / TESTS).toFixed(1)} ms per test); index.html ${(size('index.html') / 1024).toFixed(0)} KiB, one test's data ${(size('data/bench-0.js') / 1024).toFixed(1)} KiB`);
console.log(`Chromium, file://, median of ${RUNS}: usable ${median(usable).toFixed(0)} ms (runs: ${usable.map((x) => x.toFixed(0)).join(', ')}); open a failed test with its screenshots ${median(openTest).toFixed(0)} ms (runs: ${openTest.map((x) => x.toFixed(0)).join(', ')})`);
rmSync(out, { recursive: true, force: true });
