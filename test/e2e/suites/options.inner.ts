import { test, expect } from '../../../src/fixtures/index.js';
import type { ResolvedClientOptions } from '../../../src/engine/session/options.js';

// What the client was built with, as annotations the outer test reads from the JSON report.
test.beforeEach(({ client }, testInfo) => {
  const o = (client as unknown as { options: ResolvedClientOptions }).options;
  const seen = {
    env: o.env,
    systemPrompt: o.systemPrompt,
    domSettleTimeout: o.domSettleTimeout,
    selfHeal: o.selfHeal,
    experimental: o.experimental,
    verbose: o.verbose,
    logger: typeof o.logger,
    model: o.model,
    disablePino: o.disablePino,
    borrowsContext: o.browserContext !== undefined,
  };
  testInfo.annotations.push({ type: 'client-options', description: JSON.stringify(seen) });
});

test('config and project options', async ({ client, page }) => {
  expect(client.page).toBe(page);
});

test.describe('test.use', () => {
  test.use({ actwright: { systemPrompt: 'from test.use', experimental: true, verbose: 1, model: 'anthropic/claude-sonnet-4-6' } });
  test('test.use options', async ({ client }) => {
    expect(client.isInitialized).toBe(true);
  });
});

test.describe('own browser', () => {
  test.use({ actwright: { localBrowserLaunchOptions: { args: [`--actwright-e2e-marker=${process.env.ACTWRIGHT_E2E_MARKER}-own`] } } });
  test('localBrowserLaunchOptions give the client a browser of its own', async ({ client, page }) => {
    expect(client.page).not.toBe(page);
    await client.page.setContent('<p>own browser</p>');
  });
});
