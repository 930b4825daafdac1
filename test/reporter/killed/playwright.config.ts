import { defineConfig } from '@playwright/test';

// A suite that never ends by itself: the test kills it mid-way and checks what is on disk.
export default defineConfig({
  testDir: '.',
  testMatch: '*.inner.ts',
  workers: 1,
  timeout: 120_000,
  outputDir: process.env.TEST_OUTPUT_DIR,
  reporter: [['../../../src/reporter/index.ts', { outputFolder: process.env.REPORT_DIR, open: 'never' }]],
});
