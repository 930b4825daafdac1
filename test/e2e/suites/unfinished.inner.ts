import { test } from '../../../src/fixtures/index.js';
import type { Client } from '../../../src/engine/client.js';

// A page that never settles: its text changes every 20 ms. With a long domSettleTimeout an AI
// step waits on it until the test's end cuts it short.
const BUSY = `<p id="t">0</p><script>setInterval(() => { document.getElementById('t').textContent = String(Date.now()); }, 20)</script>`;

test.use({ actwright: { domSettleTimeout: 120_000, verbose: 0 } });

/**
 * Starts an observe() on the busy page and resolves once its record has begun (the fixture's live
 * line is written before this listener runs). Cutting the test short at that moment, not after a
 * fixed time, keeps it inside the AI step however long the browser launch and engine load took.
 */
async function observeUnderWay(client: Client): Promise<{ observing: Promise<unknown> }> {
  let begun!: () => void;
  const started = new Promise<void>((resolve) => (begun = resolve));
  const stop = client.onRecord((record, phase) => record.method === 'observe' && phase === 'start' && begun());
  const observing = client.observe();
  observing.catch(() => undefined);
  await Promise.race([started, observing]);
  stop();
  // Wrapped: an async function returning the promise itself would wait for it.
  return { observing };
}

test('times out during an AI step', async ({ client }) => {
  await client.page.setContent(BUSY);
  const { observing } = await observeUnderWay(client);
  // The test's time is up now: a timeout smaller than the time already spent ends it at once.
  test.setTimeout(1);
  await observing;
});

test('crashes during an AI step', async ({ client }) => {
  await client.page.setContent(BUSY);
  const { observing } = await observeUnderWay(client);
  // The worker dies mid-step, as on an out-of-memory kill: no teardown, no attachment.
  process.kill(process.pid, 'SIGKILL');
  await observing;
});

test('is interrupted during an AI step', async ({ client }) => {
  await client.page.setContent(BUSY);
  await client.observe();
});
