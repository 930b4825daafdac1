import { expect, test } from '@playwright/test';
import { Client } from '../../../src/engine/client.js';
import { REPLAY_ATTACHMENT_CONTENT_TYPE, REPLAY_ATTACHMENT_NAME } from '../../../src/replay/record.js';
import { startTestServer, type TestServer } from '../../support/http-server.js';
import { actAnswer, pageTextOf, refOf, ScriptedLLM } from '../../support/scripted-llm.js';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
  server.route('/', '<title>Home</title><h1>Home</h1><a href="/about">About us</a>');
  server.route('/about', '<title>About</title><h1>About the shop</h1>');
});
test.afterAll(() => server?.close());

test('real client session on two pages', async ({ context }) => {
  // A scripted model (no network): act clicks the link it is shown, extract answers from the page.
  const llmClient = new ScriptedLLM((request, i) =>
    i === 0 ? actAnswer(refOf(pageTextOf(request), 'link', 'About us'), 'click') : { extraction: 'About the shop' },
  );
  const client = new Client({ env: 'LOCAL', browserContext: context, llmClient, offline: false, disablePino: true, verbose: 0 });
  await client.init();
  try {
    await client.page.goto(`${server.origin}/`);
    await client.act('click the About us link');
    await expect(client.page).toHaveTitle('About');
    expect(await client.extract('the page heading')).toEqual({ extraction: 'About the shop' });
  } finally {
    await client.close();
    await test.info().attach(REPLAY_ATTACHMENT_NAME, {
      body: JSON.stringify(client.exportSession()),
      contentType: REPLAY_ATTACHMENT_CONTENT_TYPE,
    });
  }
});
