import { defineConfig } from '@playwright/test';
import { findBrowser } from '../../../src/engine/browser/find.js';
import type { ActwrightFixtures } from '../../../src/fixtures/index.js';

// The suite test/offline/shard-cache.test.ts runs in child processes: sharded with blob reports,
// then again on the merged cache. Every AI step goes to the fake model (offline: false), so a
// step answered from the cache shows as a model call not made.
const env = process.env;
export default defineConfig<Pick<ActwrightFixtures, 'actwright'>>({
  testDir: '.',
  testMatch: '*.inner.ts',
  workers: 1,
  // Each test its own unit, so --shard splits the file's tests between the shards.
  fullyParallel: true,
  outputDir: env.TEST_OUTPUT_DIR,
  reporter: env.BLOB_DIR ? [['blob', { outputDir: env.BLOB_DIR }]] : [['list']],
  use: {
    launchOptions: { executablePath: findBrowser()?.executablePath },
    actwright: {
      env: 'LOCAL',
      offline: false,
      cacheDir: env.CACHE_DIR,
      model: { modelName: env.FAKE_MODEL ?? '', apiKey: env.FAKE_API_KEY ?? '', baseURL: env.FAKE_BASE_URL ?? '' },
    },
  },
});
