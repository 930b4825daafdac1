import { defineConfig } from '@playwright/test';

// Inner suite run by ../fixtures.spec.ts in a child process, never by the root config.
export default defineConfig({
  testDir: '.',
  testMatch: 'lifecycle.inner.ts',
  workers: 1,
  retries: 0,
  timeout: 15_000,
  use: {
    trace: 'on',
    launchOptions: { args: [`--actwright-e2e-marker=${process.env.ACTWRIGHT_E2E_MARKER ?? 'none'}`] },
  },
});
