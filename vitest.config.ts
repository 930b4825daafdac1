import { configDefaults, defineConfig } from 'vitest/config';

// The real-app offline corpora (695 steps and 499 checks on six apps, several minutes each) run on
// their own: `npm run test:real-apps`, `npm run test:real-app-checks`.
const REAL_APPS = ['test/offline/real-apps.test.ts', 'test/offline/real-app-checks.test.ts'];

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/engine/**/*.test.ts', 'test/offline/**/*.test.ts', 'test/server/**/*.test.ts', 'test/reporter/**/*.test.ts'],
    exclude: process.env.ACTWRIGHT_REAL_APPS ? configDefaults.exclude : [...configDefaults.exclude, ...REAL_APPS],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: browser tests in more than two files at once only slow each other down.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
