import { expect, test } from '@playwright/test';
import { Client } from '../../../src/engine/client.js';
import { REPLAY_ATTACHMENT_CONTENT_TYPE, REPLAY_ATTACHMENT_NAME } from '../../../src/replay/record.js';
import { startTestServer, type TestServer } from '../../support/http-server.js';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
  server.route('/', '<title>Home</title><h1>Home</h1><a href="/about">About us</a>');
  server.route('/about', '<title>About</title><h1>About</h1>');
});
test.afterAll(() => server?.close());

test('real client session on two pages', async ({ context }) => {
  const client = new Client({ env: 'LOCAL', browserContext: context, disablePino: true, verbose: 0 });
  await client.init();
  try {
    await client.page.goto(`${server.origin}/`);
    await client.page.getByRole('link', { name: 'About us' }).click();
    await expect(client.page).toHaveTitle('About');
  } finally {
    await client.close();
    await test.info().attach(REPLAY_ATTACHMENT_NAME, {
      body: JSON.stringify(client.exportSession()),
      contentType: REPLAY_ATTACHMENT_CONTENT_TYPE,
    });
  }
});
