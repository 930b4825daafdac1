import { defineConfig } from '@playwright/test';
import { findBrowser } from '../../../src/engine/browser/find.js';

// The suite the report UI tests (test/reporter/report-ui.test.ts) run in a child process:
// passed, failed, timed-out, retried, agent and repeated tests, with traces and failure screenshots.
export default defineConfig({
  testDir: '.',
  workers: 1,
  outputDir: process.env.TEST_OUTPUT_DIR,
  reporter: [['../../../src/reporter/index.ts', { outputFolder: process.env.REPORT_DIR, open: 'never' }]],
  use: {
    launchOptions: { executablePath: findBrowser()?.executablePath },
    trace: 'on',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testMatch: 'ui.inner.ts' },
    { name: 'repeat', testMatch: 'repeat.inner.ts', repeatEach: 2 },
  ],
});
