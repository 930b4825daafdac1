import { defineConfig } from '@playwright/test';
import type { ActwrightFixtures } from '../../../src/fixtures/index.js';

// Inner suite run by ../budget.spec.ts, in two shards that share one spend ledger: the run may
// spend $0.002 (each call on the fake gpt-5.4-mini costs $0.000795, so 3 calls); each test one call.
// $FAKE_MODEL is the loopback fake provider.
export default defineConfig<Pick<ActwrightFixtures, 'actwright' | 'actwrightRun'>>({
  testDir: '.',
  testMatch: 'budget.inner.ts',
  workers: 1,
  fullyParallel: true,
  timeout: 60_000,
  use: {
    actwright: { model: JSON.parse(process.env.FAKE_MODEL ?? 'null') ?? undefined, maxModelCalls: 1 },
    actwrightRun: { maxCostUsd: 0.002 },
  },
});
