import { test } from '../../dist/fixtures/index.js';

// Figure 5: 200 short tests with the client fixture, each leaving a replay (a navigate entry) for the reporter.
const url = `${process.env.BENCH_ORIGIN}/form.html`;
for (let i = 1; i <= 200; i++) {
  test(`replayed ${i}`, async ({ client, page }) => {
    await page.goto(url);
    await client.page.title();
  });
}
