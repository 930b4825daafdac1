import { defineConfig } from '@playwright/test';

// Run by ../fixture-overhead.mjs: one worker, so bare and client tests alternate on one browser.
export default defineConfig({
  testDir: '.',
  testMatch: 'overhead.bench.ts',
  workers: 1,
  fullyParallel: false,
  reporter: [['json']],
  use: { trace: 'off', video: 'off', screenshot: 'off' },
});
