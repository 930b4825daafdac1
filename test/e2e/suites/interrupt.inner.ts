import { test } from '../../../src/fixtures/index.js';

test('is interrupted while it waits', async ({ client }) => {
  await client.page.setContent('<p>waiting</p>');
  await client.page.waitForTimeout(50_000);
});
