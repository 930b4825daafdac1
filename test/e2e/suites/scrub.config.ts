import { defineConfig } from '@playwright/test';

// Inner suite run by ../scrub.spec.ts: a test that types a secret, then fails.
export default defineConfig({
  testDir: '.',
  testMatch: 'scrub.inner.ts',
  workers: 1,
  timeout: 60_000,
  use: { screenshot: 'only-on-failure', trace: 'on' },
});
