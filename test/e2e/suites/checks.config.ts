import { defineConfig } from '@playwright/test';
import type { ActwrightFixtures } from '../../../src/fixtures/index.js';

// Inner suite run by ../checks.spec.ts: checks in plain English through the fixture, with no model.
export default defineConfig<Pick<ActwrightFixtures, 'actwright' | 'actwrightSteps'>>({
  testDir: '.',
  testMatch: 'checks.inner.ts',
  workers: 1,
  // Roomy: the machine may be loaded; nothing here waits for a timer.
  timeout: 60_000,
  expect: { timeout: 1_000 },
});
