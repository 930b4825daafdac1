import { expect, test } from '@playwright/test';
import { REPLAY_ATTACHMENT_CONTENT_TYPE, REPLAY_ATTACHMENT_NAME, type SessionExport } from '../../../src/replay/record.js';
import { solidPng } from '../support/png.js';
import { checkoutSession, failingSession } from '../support/sessions.js';

// Hand-made SessionExports (fixed ids and times): what the fixture attaches once act/extract/observe exist.
const attachSession = (session: SessionExport) =>
  test.info().attach(REPLAY_ATTACHMENT_NAME, { body: JSON.stringify(session), contentType: REPLAY_ATTACHMENT_CONTENT_TYPE });

test.describe('shop', () => {
  test('checkout with AI steps @ai', async () => {
    await test.info().attach('step-1', { body: solidPng(320, 200, [40, 110, 220]), contentType: 'image/png' });
    await attachSession(checkoutSession('11111111-1111-4111-8111-111111111111'));
  });

  test('act that fails', async () => {
    await attachSession(failingSession('22222222-2222-4222-8222-222222222222'));
    expect(1, 'the missing button was never clicked').toBe(2);
  });
});

test.describe('retried', () => {
  test.describe.configure({ retries: 1 });
  test('flaky: fails first, passes on retry', async () => {
    const retry = test.info().retry;
    await attachSession(checkoutSession(`33333333-3333-4333-8333-33333333333${retry}`));
    expect(retry, 'first attempt fails on purpose').toBeGreaterThan(0);
  });
});

test('no client in this test', async () => {
  expect(1 + 1).toBe(2);
});

test('skipped test', async () => {
  test.skip(true, 'skipped on purpose');
});

test('bad attachment does not break the run', async () => {
  await test.info().attach(REPLAY_ATTACHMENT_NAME, { body: 'this is not JSON', contentType: REPLAY_ATTACHMENT_CONTENT_TYPE });
});
