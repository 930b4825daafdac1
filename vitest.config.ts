import { configDefaults, defineConfig } from 'vitest/config';

// The real-app offline corpus (695 steps on six apps, several minutes) runs on its own: `npm run test:real-apps`.
const REAL_APPS = 'test/offline/real-apps.test.ts';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/engine/**/*.test.ts', 'test/injected/**/*.test.ts', 'test/offline/**/*.test.ts', 'test/server/**/*.test.ts', 'test/reporter/**/*.test.ts'],
    exclude: process.env.ACTWRIGHT_REAL_APPS ? configDefaults.exclude : [...configDefaults.exclude, REAL_APPS],
    // The in-page scripts bundled into string modules (src/engine/injected/generated/, not committed).
    globalSetup: ['test/support/build-injected.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: browser tests in more than two files at once only slow each other down.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
