import { defineConfig } from '@playwright/test';
import { findBrowser } from '../../../src/engine/browser/find.js';

// Inner suite run by ../codegen.spec.ts: the demo shop's AI spec (examples/), or a spec of this
// folder (ACTWRIGHT_CODEGEN_DIR=suites), then the spec `actwright codegen` wrote beside it
// (ACTWRIGHT_CODEGEN_MATCH), against the shop on SHOP_PORT.
const port = Number(process.env.SHOP_PORT ?? 4791);
// A generated spec that needs no actwright runs on plain Playwright: it gets the Chromium actwright's fixture would find.
const browser = findBrowser();

export default defineConfig({
  testDir: process.env.ACTWRIGHT_CODEGEN_DIR === 'suites' ? '.' : '../../../examples',
  testMatch: process.env.ACTWRIGHT_CODEGEN_MATCH ?? 'shop-ai.spec.ts',
  workers: 1,
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...(browser && browser.source !== 'playwright' ? { launchOptions: { executablePath: browser.executablePath } } : {}),
    // No model: a step that needs one skips its test.
    actwright: { verbose: 0 },
    actwrightSteps: { missingModel: 'skip' },
  } as Record<string, unknown>,
  webServer: {
    command: 'node ../../../examples/shop/server.mjs',
    url: `http://127.0.0.1:${port}/health`,
    env: { SHOP_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
