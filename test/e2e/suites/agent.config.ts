import { defineConfig } from '@playwright/test';

// Inner suite run by ../agent.spec.ts in a child process, never by the root config.
export default defineConfig({
  testDir: '.',
  testMatch: 'agent.inner.ts',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  use: { trace: 'on' },
});
