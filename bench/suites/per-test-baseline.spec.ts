import { test } from '@playwright/test';

// Figure 2's floor: the same 20 tests with Playwright alone (goto only), so the overhead of each client shows.
const url = `${process.env.BENCH_ORIGIN}/form.html`;
for (let i = 1; i <= 20; i++) {
  test(`baseline ${i}`, async ({ page }) => {
    await page.goto(url);
  });
}
