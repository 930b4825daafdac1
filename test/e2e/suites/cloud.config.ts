import { defineConfig } from '@playwright/test';
import type { ActwrightFixtures } from '../../../src/fixtures/index.js';

// Inner suite run by ../cloud.spec.ts against the loopback fake of the cloud platform. The key comes
// from BROWSERBASE_API_KEY, as it should in a real suite: a key written into `use` would be copied into
// Playwright's own reports with the rest of the config.
export default defineConfig<Pick<ActwrightFixtures, 'actwright'>>({
  testDir: '.',
  testMatch: 'cloud.inner.ts',
  workers: 2,
  timeout: 60_000,
  use: {
    actwright: {
      env: 'CLOUD',
      cloudBaseURL: process.env.FAKE_CLOUD_URL ?? 'http://127.0.0.1:9',
    },
  },
});
