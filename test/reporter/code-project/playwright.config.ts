import { defineConfig } from '@playwright/test';
import { findBrowser } from '../../../src/engine/browser/find.js';

// The suite test/reporter/report-code.test.ts runs in a child process: code forms, a healed cached
// step, a step on a data: page, a step handed over with no model, quotes in titles.
export default defineConfig({
  testDir: '.',
  testMatch: 'code.inner.ts',
  workers: 1,
  outputDir: process.env.TEST_OUTPUT_DIR,
  reporter: [['../../../src/reporter/index.ts', { outputFolder: process.env.REPORT_DIR, open: 'never' }]],
  use: {
    launchOptions: { executablePath: findBrowser()?.executablePath },
    actwright: { cacheDir: process.env.CACHE_DIR, verbose: 0 },
  } as Record<string, unknown>,
});
