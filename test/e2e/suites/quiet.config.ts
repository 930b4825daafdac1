import { defineConfig } from '@playwright/test';
import type { ActwrightFixtures } from '../../../src/fixtures/index.js';

// Inner suite run by ../quiet.spec.ts: at the fixture's defaults the engine writes nothing to
// stderr; `verbose: 1` (project "loud") turns the default logging back on.
export default defineConfig<Pick<ActwrightFixtures, 'actwright' | 'actwrightSteps'>>({
  testDir: '.',
  testMatch: 'quiet.inner.ts',
  workers: 1,
  timeout: 20_000,
  projects: [{ name: 'quiet' }, { name: 'loud', use: { actwright: { verbose: 1 } } }],
});
