import { defineConfig } from '@playwright/test';

// Inner suite run by ../interrupt.spec.ts, which interrupts it (Ctrl-C) mid-test.
export default defineConfig({
  testDir: '.',
  testMatch: 'interrupt.inner.ts',
  workers: 1,
  timeout: 60_000,
  use: { launchOptions: { args: [`--actwright-e2e-marker=${process.env.ACTWRIGHT_E2E_MARKER ?? 'none'}`] } },
});
