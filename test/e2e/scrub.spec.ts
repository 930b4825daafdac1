// Secrets are scrubbed from the page before Playwright writes a failing test's artifacts (issue 29
// item 9): its error-context.md and its failure screenshot never show the typed value.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect, type Page } from '@playwright/test';
import { chromium } from 'playwright-core';
import { findBrowser } from '../../src/engine/browser/find.js';
import { innerTests, runInnerSuite } from '../support/inner-playwright.js';
import { readZip } from '../support/zip.js';

const CONFIG = fileURLToPath(new URL('./suites/scrub.config.ts', import.meta.url));
// Wide letters, many of them: the secret covers far more of the field than its placeholder.
const SECRET = 'WWWWMMMMWWWWMMMMWWWW';

/** Pixels of the field's red text in a PNG, counted in a canvas. */
async function redPixels(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const g = canvas.getContext('2d')!;
    g.drawImage(img, 0, 0);
    const px = g.getImageData(0, 0, img.width, img.height).data;
    let n = 0;
    for (let i = 0; i < px.length; i += 4) if (px[i]! > 200 && px[i + 1]! < 80 && px[i + 2]! < 80) n++;
    return n;
  }, png.toString('base64'));
}

test('a failing test\'s error-context.md and screenshot never show the typed secret', async () => {
  test.setTimeout(180_000);
  const run = await runInnerSuite(CONFIG, { env: { ACTWRIGHT_E2E_SECRET: SECRET } });
  const [inner] = innerTests(run.report);
  expect(inner, run.stderr).toBeDefined();
  expect(inner!.result.status).toBe("failed");
  expect(JSON.stringify(inner!.result.errors)).toContain("fails on purpose");
  const file = (name: string) => inner!.result.attachments.find((a) => a.name === name)?.path;
  const context = file('error-context');
  const failed = inner!.result.attachments.find((a) => a.contentType === 'image/png' && a.name === 'screenshot')?.path;
  const ref = inner!.result.attachments.find((a) => a.name === 'with-secret');
  const reference = ref?.body ? Buffer.from(ref.body, 'base64') : ref?.path ? readFileSync(ref.path) : undefined;
  expect(context, JSON.stringify(inner!.result.attachments)).toBeTruthy();
  expect(failed, JSON.stringify(inner!.result.attachments)).toBeTruthy();
  expect(reference, JSON.stringify(inner!.result.attachments.map((a) => [a.name, a.contentType, !!a.body, a.path]))).toBeTruthy();
  // The trace: no call records the secret (the typing runs as internal calls, and so does the
  // scrub that sends the values to the page), and no step of the JSON report names it. Its DOM
  // snapshots taken while the field held the value do (Playwright records fields as they are;
  // docs/client.md says to turn snapshots off with secrets), so those are left out here.
  const trace = inner!.result.attachments.find((a) => a.name === 'trace')?.path;
  expect(trace).toBeTruthy();
  const events = [...readZip(trace!).entries()].filter(([name]) => name.endsWith('.trace')).flatMap(([, body]) => body.toString('utf8').split('\n').filter(Boolean));
  expect(events.length).toBeGreaterThan(10);
  const calls = events.filter((line) => !line.startsWith('{"type":"frame-snapshot"'));
  expect(calls.filter((line) => line.includes(SECRET)).map((line) => line.slice(0, 160))).toEqual([]);
  expect(JSON.stringify(inner!.result.steps ?? [])).not.toContain(SECRET);
  const markdown = readFileSync(context!, 'utf8');
  expect(markdown).toContain('Note');
  expect(markdown).not.toContain(SECRET);
  expect(markdown).toContain('%pw%');
  const browser = await chromium.launch({ executablePath: findBrowser()!.executablePath });
  let withSecret: number;
  let atFailure: number;
  try {
    const page = (await browser.newPage()) as unknown as Page;
    withSecret = await redPixels(page, reference!);
    atFailure = await redPixels(page, readFileSync(failed!));
  } finally {
    await browser.close();
  }
  expect(withSecret).toBeGreaterThan(1_000);
  // The placeholder "%pw%" is 4 characters of the secret's 20: the field no longer holds the secret.
  expect(atFailure).toBeLessThan(withSecret / 2);
});
