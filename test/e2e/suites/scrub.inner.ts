import { expect, test } from '../../../src/fixtures/index.js';

const SECRET = process.env.ACTWRIGHT_E2E_SECRET ?? 'missing-secret';
// The typed value in large red letters, so the outer test can see it in a screenshot.
const PAGE = `<!doctype html><title>Scrub</title><style>input { font: 48px monospace; color: rgb(255, 0, 0); width: 1200px; border: 0; outline: none; caret-color: transparent; }</style>
<label>Note <input id="note" type="text"></label>`;

test.use({ actwright: { verbose: 0 } });

test('types a secret, then fails', async ({ client, page }, testInfo) => {
  await page.setContent(PAGE);
  expect((await client.act('type %pw% into the Note field', { variables: { pw: SECRET } })).success).toBe(true);
  // What the page looks like with the secret in it: the reference the outer test compares against.
  const reference = testInfo.outputPath('with-secret.png');
  await page.screenshot({ path: reference });
  await testInfo.attach('with-secret', { path: reference, contentType: 'image/png' });
  // Fails on purpose with the secret still in the field (the message does not quote it).
  expect(await page.locator('#note').isVisible(), 'fails on purpose').toBe(false);
});
