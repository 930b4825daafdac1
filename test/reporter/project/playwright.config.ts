import { defineConfig } from '@playwright/test';
import { findBrowser } from '../../../src/engine/browser/find.js';

// A small suite the reporter tests run in a child process. REPORT_DIR: where the actwright
// reporter writes; BLOB_DIR instead: write a blob report (for --shard runs merged later).
const blobDir = process.env.BLOB_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '*.inner.ts',
  workers: 1,
  outputDir: process.env.TEST_OUTPUT_DIR,
  reporter: blobDir
    ? [['blob', { outputDir: blobDir }]]
    : [['../../../src/reporter/index.ts', { outputFolder: process.env.REPORT_DIR, open: 'never' }]],
  use: { launchOptions: { executablePath: findBrowser()?.executablePath } },
});
