import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../../../src/fixtures/index.js';

const SECRET = process.env.ACTWRIGHT_E2E_SECRET ?? 'missing-secret';
const FORMS = readFileSync(fileURLToPath(new URL('../../pages/forms.html', import.meta.url)), 'utf8');

test.use({ actwright: { verbose: 2 }, actwrightSteps: { throwOnActFailure: false } });

test('a secret typed with variables', async ({ client }) => {
  await client.page.setContent(FORMS);
  expect((await client.act('type %pw% into the Password field', { variables: { pw: SECRET } })).success).toBe(true);
  await client.act('click the Create account button');
  await client.observe();
  await client.extract();
  // A step whose title would quote the value (an action's selector) shows the placeholder.
  await client.act({ selector: `xpath=//input[@value="${SECRET}"]`, method: 'click', arguments: [], description: '' }, { timeout: 2_000 }).catch(() => undefined);
  // A thrown error that would quote it.
  await client.extract({ instruction: 'x', selector: `xpath=//input[@value="${SECRET}"]]]` });
});
