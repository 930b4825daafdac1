import { readFileSync } from 'node:fs';
import { expect, test } from '../../../src/fixtures/index.js';
import { startTestServer, type TestServer } from '../../support/http-server.js';
import { actAnswer, pageTextOf, refOf, ScriptedLLM } from '../../support/scripted-llm.js';

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer();
  server.route('/', '<title>Shop</title><h1>Shop</h1><button onclick="document.title=\'Added\'">Add blue mug</button><p>Total: $12.00</p>');
  server.route(
    '/login',
    '<title>Login</title><label>Password <input type="password" name="pw"></label><button onclick="document.title=\'Signed in\'">Sign in</button>',
  );
});
test.afterAll(() => server?.close());

// A scripted model: act clicks the button it is asked about (or fills the password), extract answers,
// the agent fills and clicks, then says done.
const agentStep = (fields: Record<string, unknown>) => ({ reasoning: 'scripted', step: 'done', action: null, url: null, tool: null, waitMs: null, success: true, message: '', ...fields });
const llm = new ScriptedLLM((request) => {
  const text = pageTextOf(request);
  if (JSON.stringify(request.messages).includes('Steps so far')) {
    const steps = JSON.stringify(request.messages).match(/\d+\. act:/g)?.length ?? 0;
    if (steps === 0) return agentStep({ step: 'act', action: { elementId: refOf(text, 'textbox', 'Password'), method: 'fill', arguments: ['hunter22'], description: 'fill the password' } });
    if (steps === 1) return agentStep({ step: 'act', action: { elementId: refOf(text, 'button', 'Sign in'), method: 'click', arguments: [], description: 'click Sign in' } });
    return agentStep({ step: 'done', success: true, message: 'Signed in' });
  }
  if (JSON.stringify(request.messages).includes('Instruction: the cart total')) return { extraction: '$12.00' };
  if (JSON.stringify(request.messages).includes('Instruction: open the checkout')) return actAnswer('e999', 'click');
  if (text.includes('Password')) return actAnswer(refOf(text, 'textbox', 'Password'), 'fill', ['%password%']);
  return actAnswer(refOf(text, 'button', 'Add blue mug'), 'click');
});
test.use({ actwright: { llmClient: llm, offline: false }, actwrightSteps: { screenshot: 'on' } });

test('passes with AI steps @ai', async ({ client, page }) => {
  await page.goto(`${server.origin}/`);
  await client.act('add the blue mug');
  await expect(page).toHaveTitle('Added');
  expect(await client.extract('the cart total')).toEqual({ extraction: '$12.00' });
});

test('fails at an expect', async ({ client, page }) => {
  await page.goto(`${server.origin}/`);
  await client.act('add the blue mug');
  await test.info().attach('video', { body: readFileSync(new URL('./stand-in.webm', import.meta.url)), contentType: 'video/webm' });
  await expect(page, 'the title names the cart').toHaveTitle('Cart', { timeout: 500 });
});

test('times out', async ({ page }) => {
  test.setTimeout(1_500);
  await page.goto(`${server.origin}/`);
  await page.locator('#never-there').click();
});

test.describe('retried', () => {
  test.describe.configure({ retries: 1 });
  test('flaky: fails first, passes on retry', async ({ page }) => {
    await page.goto(`${server.origin}/`);
    expect(test.info().retry, 'the first attempt fails on purpose').toBeGreaterThan(0);
  });
});

test('agent signs in @agent', async ({ client, page }) => {
  await page.goto(`${server.origin}/login`);
  const result = await client.agent().execute({ instruction: 'sign in', autoScreenshot: false });
  expect(result.success).toBe(true);
  await expect(page).toHaveTitle('Signed in');
});

test('act with a secret variable', async ({ client, page }) => {
  await page.goto(`${server.origin}/login`);
  await client.act('type %password% into the password field', { variables: { password: 's3cret-Pa55' } });
  await expect(page.getByLabel('Password')).toHaveValue('s3cret-Pa55');
});

test('an AI step fails', async ({ client, page }) => {
  await page.goto(`${server.origin}/`);
  await client.act('open the checkout');
});
