import { expect } from '@playwright/test';
import { test } from '../../dist/fixtures/index.js';

const url = `${process.env.BENCH_ORIGIN}/form.html`;
for (let i = 1; i <= 20; i++) {
  test(`actwright ${i}`, async ({ client, page }) => {
    await page.goto(url);
    const { pageText } = await client.extract();
    expect(pageText).toContain('Place order');
  });
}
