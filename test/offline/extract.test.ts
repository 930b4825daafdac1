import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { findBrowser } from '../../src/engine/browser/find.js';
import { resolveExtraction } from '../../src/engine/offline/index.js';
import { captureSnapshot } from '../../src/engine/snapshot/index.js';
import { startCorpusServer } from '../support/test-pages.js';
import type { TestServer } from '../support/http-server.js';
import { EXTRACT_CORPUS } from './extract-corpus.js';

let server: TestServer;
let browser: Browser;
let page: Page;
const tally = { answerable: 0, unanswerable: 0, resolved: 0, correct: 0, wrong: 0 };

beforeAll(async () => {
  server = await startCorpusServer();
  const found = findBrowser();
  if (!found) throw new Error('No Chromium found: see the README (npm run browser).');
  browser = await chromium.launch({ executablePath: found.executablePath });
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  console.log(
    `offline extract corpus: ${EXTRACT_CORPUS.length} cases (${tally.answerable} answerable, ${tally.unanswerable} hand-over); ` +
      `resolved ${tally.resolved}, correct ${tally.correct}, wrong ${tally.wrong}; ` +
      `coverage ${((tally.correct / Math.max(1, tally.answerable)) * 100).toFixed(1)}%, precision ${((tally.correct / Math.max(1, tally.resolved)) * 100).toFixed(1)}%`,
  );
});

/** Link URLs in the expectations are written relative to the server. */
const withOrigin = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replace(/"\/offline\//g, `"${server.origin}/offline/`));

describe('offline extract corpus', () => {
  for (const c of EXTRACT_CORPUS) {
    it(`${c.page}: ${Object.keys(c.schema.shape).join(', ')}${c.instruction ? ` (${c.instruction})` : ''}`, async () => {
      await page.goto(`${server.origin}/${c.page}`);
      if (c.waitFor) await page.getByText(c.waitFor).waitFor({ timeout: 10_000 });
      const snapshot = await captureSnapshot(page, { timeout: 10_000, reader: 'read' });
      const decision = resolveExtraction(c.schema, snapshot, c.instruction);
      if (c.expected === 'handover') tally.unanswerable++;
      else tally.answerable++;
      if (!decision.resolved) return; // handing over is never wrong
      tally.resolved++;
      const right = c.expected !== 'handover' && JSON.stringify(decision.data) === JSON.stringify(withOrigin(c.expected));
      if (right) tally.correct++;
      else tally.wrong++;
      expect(decision.data).toEqual(c.expected === 'handover' ? 'a hand-over' : withOrigin(c.expected));
    });
  }
  it('hands over at least the cases it should and fills most of the rest', () => {
    expect(tally.wrong).toBe(0);
    expect(tally.correct / tally.answerable).toBeGreaterThanOrEqual(0.75);
  });
});
