import { defineConfig } from '@playwright/test';
import type { ActwrightFixtures } from '../../../src/fixtures/index.js';

// Inner suite run by ../options.spec.ts: options set at each level must reach the client.
export default defineConfig<Pick<ActwrightFixtures, 'actwright' | 'actwrightSteps'>>({
  testDir: '.',
  testMatch: 'options.inner.ts',
  workers: 1,
  timeout: 20_000,
  use: {
    actwright: { systemPrompt: 'from config', domSettleTimeout: 1111, logger: () => {} },
    launchOptions: { args: [`--actwright-e2e-marker=${process.env.ACTWRIGHT_E2E_MARKER ?? 'none'}`] },
  },
  projects: [
    { name: 'config-level' },
    { name: 'project-level', use: { actwright: { systemPrompt: 'from project', domSettleTimeout: 2222, selfHeal: false } } },
  ],
});
