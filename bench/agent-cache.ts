/**
 * Figures for cached agent runs: a multi-step sign-up task (four actions: fill, fill a secret from
 * a variable, check, click that navigates) run by agent().execute with the model, and the same task
 * replayed from `cacheDir`. The model is the OpenAI-wire loopback fake driven through the official
 * SDK: it answers at once, so the times are page work, settling and HTTP only; a real model adds
 * its latency (typically 1-5 s) and tokens to every one of the model-run calls. Decides nothing.
 * Run: npx tsx bench/agent-cache.ts [runs]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '../src/index.js';
import { actStep, agentPageText, agentStepsSoFar, doneStep } from '../test/support/agent-steps.js';
import { startFakeProvider, type FakeRequest } from '../test/support/fake-providers/index.js';
import { startTestServer } from '../test/support/http-server.js';
import { refOf } from '../test/support/scripted-llm.js';

const RUNS = Number(process.argv[2] ?? 5);
const TASK = 'create an account for Ada with the password %pw% and accept the terms';
const SIGNUP = `<title>Sign up</title>
<form action="/welcome" method="get">
  <label>Name <input name="name"></label>
  <label>Password <input name="pw" type="password"></label>
  <label><input type="checkbox" name="terms" required> I accept the terms</label>
  <button>Create account</button>
</form>`;

function signupAgent(request: FakeRequest) {
  const page = agentPageText(request.prompt);
  const steps = agentStepsSoFar(request.prompt);
  if (page.includes('Welcome Ada')) return { answer: doneStep(true, 'Account created for Ada') };
  if (!steps.includes('fill Name')) return { answer: actStep(refOf(page, 'textbox', 'Name'), 'fill', ['Ada'], 'fill Name') };
  if (!steps.includes('fill Password')) return { answer: actStep(refOf(page, 'textbox', 'Password'), 'fill', ['%pw%'], 'fill Password') };
  if (!steps.includes('check terms')) return { answer: actStep(refOf(page, 'checkbox', 'terms'), 'check', [], 'check terms') };
  return { answer: actStep(refOf(page, 'button', 'Create account'), 'click', [], 'click Create account') };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const site = await startTestServer();
site.route('/signup', SIGNUP);
site.route('/welcome', (req, res) => {
  const name = new URL(req.url ?? '/', 'http://x').searchParams.get('name') ?? '';
  res.writeHead(200, { 'content-type': 'text/html' }).end(`<title>Welcome</title><h1>Welcome ${name.replace(/[<>&]/g, '')}</h1>`);
});
const fake = await startFakeProvider('openai');
fake.fallback(signupAgent);
const dir = mkdtempSync(join(tmpdir(), 'actwright-agent-cache-bench-'));
const options = { env: 'LOCAL' as const, model: fake.model(), offline: false, verbose: 0 as const, disablePino: true };
const plain = new Client(options);
const cached = new Client({ ...options, cacheDir: dir });
try {
  await Promise.all([plain.init(), cached.init()]);
  const measure = async (client: Client) => {
    const times: number[] = [];
    const calls: number[] = [];
    let tokens = 0;
    for (let i = 0; i < RUNS; i++) {
      await client.page.goto(`${site.origin}/signup`);
      const before = fake.requests.length;
      const started = performance.now();
      const result = await client.agent().execute({ instruction: TASK, variables: { pw: 'bench-Secret-1' }, autoScreenshot: false });
      times.push(performance.now() - started);
      calls.push(fake.requests.length - before);
      tokens += (result.usage?.input_tokens ?? 0) + (result.usage?.output_tokens ?? 0);
      if (!result.success) throw new Error(`the task failed: ${result.message}`);
    }
    return { ms: median(times), calls: median(calls), tokens: tokens / RUNS };
  };
  await cached.page.goto(`${site.origin}/signup`);
  await cached.agent().execute({ instruction: TASK, variables: { pw: 'bench-Secret-1' }, autoScreenshot: false }); // fills the cache
  const model = await measure(plain);
  const fromCache = await measure(cached);
  console.log(`agent().execute of a 4-action sign-up task, medians over ${RUNS} runs`);
  console.log(['run', 'ms', 'model calls', 'tokens'].join('\t'));
  console.log(['with the model', model.ms.toFixed(0), String(model.calls), model.tokens.toFixed(0)].join('\t'));
  console.log(['from the cache', fromCache.ms.toFixed(0), String(fromCache.calls), fromCache.tokens.toFixed(0)].join('\t'));
} finally {
  await Promise.allSettled([plain.close(), cached.close()]);
  await Promise.allSettled([fake.close(), site.close()]);
  rmSync(dir, { recursive: true, force: true });
}
