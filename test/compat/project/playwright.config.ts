import { defineConfig } from '@playwright/test';
import type { ActwrightFixtures } from 'actwright/test';

export default defineConfig<Pick<ActwrightFixtures, 'actwright' | 'actwrightSteps'>>({
  testDir: './tests',
  reporter: [['list'], ['actwright/reporter', { open: 'never' }]],
  use: {
    // Any Client option; the model also comes from $ACTWRIGHT_MODEL (plain steps need none).
    actwright: { domSettleTimeout: 10_000 },
  },
});
