import { configDefaults, defineConfig } from 'vitest/config';

// The real-app offline corpora (695 steps and 499 checks on six apps, several minutes each) run on
// their own: `npm run test:real-apps`, `npm run test:real-app-checks`.
const REAL_APPS = ['test/offline/real-apps.test.ts', 'test/offline/real-app-checks.test.ts'];

export default defineConfig({
  test: {
    // Tests sit by area (test/<area>/ for src/<area>, test/engine for the engine, test/tooling for scripts):
    // every *.test.ts is vitest's; inner Playwright suites are *.inner.ts, run by the tests that own them.
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'test/compat/**', 'test/offline/apps/**', ...(process.env.ACTWRIGHT_REAL_APPS ? [] : REAL_APPS)],
    // The in-page scripts bundled into string modules (src/engine/injected/generated/, not committed);
    // one Chromium for the run, in which files that test the resolver open their own contexts.
    globalSetup: ['test/support/build-injected.ts', 'test/support/shared-browser.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: browser tests in more than two files at once only slow each other down.
    // ACTWRIGHT_TEST_WORKERS=3 tries a third (docs/development.md "CI time": the suite idles about
    // a third of its wall on 2 workers); `npm test -- --maxWorkers` would reach Playwright, not vitest.
    maxWorkers: Number(process.env.ACTWRIGHT_TEST_WORKERS) || 2,
    fileParallelism: true,
  },
});
