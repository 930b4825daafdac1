import { defineConfig } from '@playwright/test';
import type { ActwrightFixtures } from '../../../src/fixtures/index.js';

// Inner suite run by ../budget.spec.ts, in two shards that share one spend ledger: the run may
// make 3 model calls; each test makes one. $FAKE_MODEL is the loopback fake provider.
export default defineConfig<Pick<ActwrightFixtures, 'actwright' | 'actwrightRun'>>({
  testDir: '.',
  testMatch: 'budget.inner.ts',
  workers: 1,
  fullyParallel: true,
  timeout: 60_000,
  use: {
    actwright: { model: JSON.parse(process.env.FAKE_MODEL ?? 'null') ?? undefined, maxModelCalls: 1 },
    actwrightRun: { maxModelCalls: 3 },
  },
});
