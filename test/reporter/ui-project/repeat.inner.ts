import { expect, test } from '@playwright/test';

test('repeated @repeat', async () => {
  expect(test.info().repeatEachIndex).toBeGreaterThanOrEqual(0);
});
