import { z } from 'zod';
import { test } from '../../../src/fixtures/index.js';

const PAGE = '<main><h1>Quiet</h1><button>Save</button></main>';

test('a failing AI step', async ({ client, page }) => {
  await page.setContent(PAGE);
  await client.act('click the "Delete everything" button');
});

test.describe('skipped for want of a model', () => {
  test.use({ actwrightSteps: { missingModel: 'skip' } });
  test('an AI step that needs a model', async ({ client, page }) => {
    await page.setContent(PAGE);
    await client.extract({ instruction: 'the mood of the page', schema: z.object({ mood: z.string() }) });
  });
});
