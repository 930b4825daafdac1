import { test } from '../../src/fixtures/index.js';

const ROUNDS = Number(process.env.OVERHEAD_ROUNDS ?? 30);
const PAGE = '<title>bench</title><button>Go</button>';

// Alternating, so drift on a busy machine hits both kinds alike. Both use actwright's `test` (one
// worker, one browser); the bare ones just do not ask for the client.
for (let i = 0; i < ROUNDS; i++) {
  test(`bare ${i}`, async ({ page }) => {
    await page.setContent(PAGE);
  });
  test(`client ${i}`, async ({ client, page }) => {
    await page.setContent(PAGE);
    void client.page;
  });
}
