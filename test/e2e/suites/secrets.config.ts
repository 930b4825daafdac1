import { defineConfig } from '@playwright/test';

// Inner suite run by ../secrets.spec.ts: a secret typed through `variables` in a fixture test.
export default defineConfig({
  testDir: '.',
  testMatch: 'secrets.inner.ts',
  workers: 1,
  timeout: 60_000,
});
