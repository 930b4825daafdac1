import { test } from '../../../src/fixtures/index.js';

// A page that never settles: its text changes every 20 ms. With a long domSettleTimeout an AI
// step waits on it until the test's end cuts it short.
const BUSY = `<p id="t">0</p><script>setInterval(() => { document.getElementById('t').textContent = String(Date.now()); }, 20)</script>`;

test.use({ actwright: { domSettleTimeout: 120_000, verbose: 0 } });

test('times out during an AI step', async ({ client }) => {
  test.setTimeout(5_000);
  await client.page.setContent(BUSY);
  await client.observe();
});

test('crashes during an AI step', async ({ client }) => {
  await client.page.setContent(BUSY);
  // The worker dies mid-step, as on an out-of-memory kill: no teardown, no attachment.
  setTimeout(() => process.kill(process.pid, 'SIGKILL'), 1_500);
  await client.observe();
});

test('is interrupted during an AI step', async ({ client }) => {
  await client.page.setContent(BUSY);
  await client.observe();
});
