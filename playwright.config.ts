import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import type { ActwrightFixtures } from './src/fixtures/index.js';

const SHOP_PORT = Number(process.env.SHOP_PORT ?? 4780);
const SHOP_URL = `http://127.0.0.1:${SHOP_PORT}`;

/** The replay report, once the reporter is built (`npm run build`). */
function actwrightReporter(): ReporterDescription[] {
  try {
    const path = fileURLToPath(import.meta.resolve('actwright/reporter'));
    // The resolved path: Playwright resolves reporter names from its own folder, where this
    // package's self-reference does not apply. In a user's project 'actwright/reporter' works as is.
    return existsSync(path) ? [[path, { outputFolder: 'actwright-report' }]] : [];
  } catch {
    return [];
  }
}

export default defineConfig<Pick<ActwrightFixtures, 'actwright' | 'actwrightSteps'>>({
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 60_000,
  reporter: [[process.env.CI ? 'dot' : 'list'], ...actwrightReporter()],
  use: {
    trace: 'retain-on-failure',
    // Plain steps run with no model (offline resolver); set ACTWRIGHT_MODEL and its key for the rest.
    actwright: { model: process.env.ACTWRIGHT_MODEL, verbose: 0 },
  },
  projects: [
    {
      name: 'examples',
      testDir: './examples',
      use: { baseURL: SHOP_URL, actwrightSteps: { screenshot: 'on' } },
    },
    {
      // The fixtures' own tests: each runs an inner suite from test/e2e/suites in a child process.
      name: 'e2e',
      testDir: './test/e2e',
      testIgnore: '**/suites/**',
    },
  ],
  webServer: {
    command: 'node examples/shop/server.mjs',
    url: `${SHOP_URL}/health`,
    env: { SHOP_PORT: String(SHOP_PORT) },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
