import { defineConfig } from '@playwright/test';
import { findBrowser } from '../../../src/engine/browser/find.js';

// Inner suite run by ../real-apps-codegen.spec.ts: an English suite over two of the repository's
// real apps (TodoMVC vanillajs, AdminLTE's sign-in page), then the spec `actwright codegen` wrote
// from its report (ACTWRIGHT_CODEGEN_MATCH). APPS_CACHE_DIR: the action cache the English suite
// keeps between runs; APPS_DRIFT=1: the server serves the changed pages (apps-server.mjs).
const port = Number(process.env.APPS_PORT ?? 4795);
// A generated spec that needs no actwright runs on plain Playwright: it gets the Chromium actwright's fixture would find.
const browser = findBrowser();

export default defineConfig({
  testDir: '.',
  testMatch: process.env.ACTWRIGHT_CODEGEN_MATCH ?? 'real-apps.inner.ts',
  workers: 1,
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...(browser && browser.source !== 'playwright' ? { launchOptions: { executablePath: browser.executablePath } } : {}),
    // No model: every step resolves offline or from the cache, or fails.
    actwright: { verbose: 0, ...(process.env.APPS_CACHE_DIR ? { cacheDir: process.env.APPS_CACHE_DIR } : {}) },
    actwrightSteps: { missingModel: 'fail' },
  } as Record<string, unknown>,
  webServer: {
    command: 'node apps-server.mjs',
    url: `http://127.0.0.1:${port}/health`,
    env: { APPS_PORT: String(port), APPS_DRIFT: process.env.APPS_DRIFT ?? '' },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
