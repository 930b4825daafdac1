import { defineConfig } from '@playwright/test';
import type { ActwrightFixtures } from '../../../src/fixtures/index.js';

// Inner suite run by ../check-model.spec.ts: checks the offline rules hand over, on a real app
// (TodoMVC, served by the outer test at $APPS_ORIGIN), answered by the loopback fake model
// ($FAKE_MODEL) and kept in $CACHE_DIR.
export default defineConfig<Pick<ActwrightFixtures, 'actwright'>>({
  testDir: '.',
  testMatch: 'check-model.inner.ts',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 2_000 },
  use: {
    actwright: { model: JSON.parse(process.env.FAKE_MODEL ?? 'null') ?? undefined, cacheDir: process.env.CACHE_DIR, verbose: 0 },
  },
});
