import { test, expect } from '../../../src/fixtures/index.js';
import { actStep, doneStep } from '../../support/agent-steps.js';
import { ScriptedLLM, pageTextOf, refOf } from '../../support/scripted-llm.js';

// agent().execute under the client fixture, with a scripted model (the seed's llmClient option).
const model = new ScriptedLLM((request) => {
  const page = pageTextOf(request);
  const user = JSON.stringify(request.messages.at(-1));
  if (page.includes('Welcome Ada')) return doneStep(true, 'Signed up as Ada');
  if (!user.includes('fill the Name field')) return actStep(refOf(page, 'textbox', 'Name'), 'fill', ['Ada'], 'fill the Name field');
  if (!user.includes('fill the Code field')) return actStep(refOf(page, 'textbox', 'Code'), 'fill', ['%code%'], 'fill the Code field');
  return actStep(refOf(page, 'button', 'Sign up'), 'click', [], 'click Sign up');
});
const cacheDir = process.env.ACTWRIGHT_AGENT_CACHE_DIR;
test.use({ actwright: { llmClient: model, offline: false, ...(cacheDir ? { cacheDir } : {}) } });

const FORM = `<title>Signup</title>
<label>Name <input id="name"></label><label>Code <input id="code"></label>
<button onclick="document.body.innerHTML = '<h1>Welcome ' + document.getElementById('name').value + '</h1>'">Sign up</button>`;

test('runs an agent with the model', async ({ client, page }) => {
  await page.setContent(FORM);
  const result = await client.agent().execute({ instruction: 'sign up as Ada', variables: { code: 'K-9931' }, autoScreenshot: false });
  expect(result).toMatchObject({ success: true, completed: true });
  await expect(page.locator('h1')).toHaveText('Welcome Ada');
});

test('replays the agent from the cache', async ({ client, page }) => {
  await page.setContent(FORM);
  const calls = model.requests.length;
  const result = await client.agent().execute({ instruction: 'sign up as Ada', variables: { code: 'K-9931' }, autoScreenshot: false });
  expect(result).toMatchObject({ success: true, completed: true });
  expect(model.requests.length).toBe(calls);
  await expect(page.locator('h1')).toHaveText('Welcome Ada');
});
