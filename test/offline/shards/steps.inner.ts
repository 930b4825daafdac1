import { expect, test } from '../../../src/fixtures/index.js';

// Four tests, so each of two shards runs two. Each page has one button whose click shows "done".
for (const n of [1, 2, 3, 4]) {
  test(`page ${n}`, async ({ client, page }) => {
    await page.goto(`${process.env.PAGES_ORIGIN}/p${n}`);
    const result = await client.act(`press the big button on page ${n}`);
    expect(result.success).toBe(true);
    await expect(page.locator('#out')).toHaveText(`done ${n}`);
  });
}
