import { z } from 'zod';
import { test } from '../../../src/fixtures/index.js';
import { engineRequested } from '../../../src/fixtures/fixtures.js';

const PAGE = '<main><h1>Quiet</h1><button>Save</button></main>';

// First in its worker, and no client: the engine's import has started all the same, with the
// worker's browser set-up (its launchOptions), so the first test with a client does not wait for it.
test('a test with only a page', ({ page: _page }, testInfo) => {
  testInfo.annotations.push({ type: 'engine-requested', description: String(engineRequested()) });
});

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
