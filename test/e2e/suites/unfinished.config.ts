import { defineConfig } from '@playwright/test';

// Inner suite run by ../unfinished.spec.ts: tests cut short during an AI step (timeout, crash, Ctrl-C).
export default defineConfig({
  testDir: '.',
  testMatch: 'unfinished.inner.ts',
  workers: 1,
  timeout: 60_000,
  use: { launchOptions: { args: [`--actwright-e2e-marker=${process.env.ACTWRIGHT_E2E_MARKER ?? 'none'}`] } },
});
