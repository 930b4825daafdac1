import { expect, test } from '../../../src/fixtures/index.js';
import { startTestServer, type TestServer } from '../../support/http-server.js';
import { actAnswer, pageTextOf, refOf, ScriptedLLM } from '../../support/scripted-llm.js';

// The real path: the `client` fixture attaches the session and a screenshot after each AI step.
let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
  server.route('/', '<title>Shop</title><h1>Shop</h1><button onclick="document.title=\'Added\'">Add blue mug</button>');
});
test.afterAll(() => server?.close());

test.use({
  actwright: { llmClient: new ScriptedLLM((request) => actAnswer(refOf(pageTextOf(request), 'button', 'Add blue mug'), 'click')) },
  actwrightSteps: { screenshot: 'on' },
});

test('fixture session with step screenshots', async ({ client, page }) => {
  await page.goto(`${server.origin}/`);
  await client.act('add the blue mug');
  await expect(page).toHaveTitle('Added');
});
