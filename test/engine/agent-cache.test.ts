// Cached agent runs (cacheDir): a multi-step task run once with the (fake, OpenAI-wire) model and
// then from the cache with zero model calls; a changed page hands over to the model and the entry
// is rewritten. Real Chromium, real pages on 127.0.0.1. Prints the figures for the note.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { actStep, agentPageText, agentStepsSoFar, doneStep, toolStep } from '../support/agent-steps.js';
import { startFakeProvider, type FakeProvider, type FakeRequest } from '../support/fake-providers/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { refOf } from '../support/scripted-llm.js';

const signupPage = (button: string) => `<title>Sign up</title>
<form action="/welcome" method="get">
  <label>Name <input name="name"></label>
  <label>Password <input name="pw" type="password"></label>
  <label><input type="checkbox" name="terms" required> I accept the terms</label>
  <button>${button}</button>
</form>`;

const PASSWORD = 'pw-Zebra-4417';
const TASK = 'create an account for Ada with the password %pw% and accept the terms';

/** The fake model's policy for the sign-up task: one action per turn until the welcome page shows. */
function signupAgent(request: FakeRequest) {
  const page = agentPageText(request.prompt);
  const steps = agentStepsSoFar(request.prompt);
  if (page.includes('Welcome Ada')) return { answer: doneStep(true, 'Account created for Ada') };
  if (!steps.includes('fill Name')) return { answer: actStep(refOf(page, 'textbox', 'Name'), 'fill', ['Ada'], 'fill Name') };
  if (!steps.includes('fill Password')) return { answer: actStep(refOf(page, 'textbox', 'Password'), 'fill', ['%pw%'], 'fill Password') };
  if (!steps.includes('check terms')) return { answer: actStep(refOf(page, 'checkbox', 'terms'), 'check', [], 'check terms') };
  const button = /- button "([^"]+)"/.exec(page)?.[1] ?? 'Create account';
  return { answer: actStep(refOf(page, 'button', button), 'click', [], `click ${button}`) };
}

let site: TestServer;
let fake: FakeProvider;
let client: Client;
let cacheDir: string;

beforeAll(async () => {
  site = await startTestServer();
  site.route('/signup', signupPage('Create account'));
  site.route('/welcome', (req, res) => {
    const name = new URL(req.url ?? '/', 'http://x').searchParams.get('name') ?? '';
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<title>Welcome</title><h1>Welcome ${name.replace(/[<>&]/g, '')}</h1>`);
  });
  fake = await startFakeProvider('openai');
  cacheDir = mkdtempSync(join(tmpdir(), 'actwright-agent-cache-'));
  client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, model: fake.model(), offline: false, cacheDir });
  await client.init();
});
afterAll(async () => {
  await client?.close();
  await Promise.all([fake?.close(), site?.close()]);
  rmSync(cacheDir, { recursive: true, force: true });
});
beforeEach(() => fake.reset());

const agentEntries = () => readdirSync(cacheDir).filter((f) => f.startsWith('agent-'));
const lastRecord = () => client.exportSession().records.filter((r) => r.method === 'agent').at(-1)!;

async function timedRun(options: { instruction?: string; maxSteps?: number } = {}) {
  await client.page.goto(`${site.origin}/signup`);
  const started = performance.now();
  const result = await client.agent().execute({ instruction: options.instruction ?? TASK, variables: { pw: PASSWORD }, autoScreenshot: false, ...(options.maxSteps ? { maxSteps: options.maxSteps } : {}) });
  return { result, ms: performance.now() - started, modelCalls: fake.requests.length };
}

describe('agent() with cacheDir', () => {
  it('stores a successful run, then replays it with zero model calls (tier cache), checking each step', async () => {
    fake.fallback(signupAgent);
    const first = await timedRun();
    expect(first.result).toMatchObject({ success: true, completed: true, message: 'Account created for Ada' });
    expect(first.modelCalls).toBe(5); // four actions and the closing "done"
    expect(lastRecord().tier).toBe('model');
    expect(await client.page.locator('h1').textContent()).toBe('Welcome Ada');

    const [file] = agentEntries();
    expect(file).toBeDefined();
    const stored = readFileSync(join(cacheDir, file!), 'utf8');
    expect(stored).toContain('%pw%');
    expect(stored).not.toContain(PASSWORD);
    expect(JSON.parse(stored).steps.map((s: { type: string; method?: string }) => s.method)).toEqual(['fill', 'fill', 'check', 'click']);
    // Each act records its element, verified before it runs again.
    expect(JSON.parse(stored).steps.map((s: { element?: { role: string; name: string } }) => s.element && `${s.element.role} ${s.element.name}`)).toEqual([
      'textbox Name',
      'textbox Password',
      'checkbox I accept the terms',
      'button Create account',
    ]);

    fake.reset();
    fake.fallback({ status: 500, message: 'the model must not be called' });
    const second = await timedRun();
    expect(second.modelCalls).toBe(0);
    expect(second.result).toMatchObject({ success: true, completed: true, message: 'Account created for Ada', usage: { input_tokens: 0, output_tokens: 0 } });
    expect(second.result.actions.map((a) => [a.type, a.method ?? '', a.tier])).toEqual([
      ['act', 'fill', 'cache'],
      ['act', 'fill', 'cache'],
      ['act', 'check', 'cache'],
      ['act', 'click', 'cache'],
      ['done', '', 'cache'],
    ]);
    expect(second.result.actions[1]).toMatchObject({ text: '%pw%', arguments: ['%pw%'] });
    expect(await client.page.locator('h1').textContent()).toBe('Welcome Ada');
    expect(lastRecord().tier).toBe('cache');
    // The agent's records and results hold the name only, also where a GET form put the value in the address.
    expect(JSON.stringify(client.exportSession().records.filter((r) => r.method === 'agent'))).not.toContain(PASSWORD);
    expect(JSON.stringify([first.result, second.result])).not.toContain(PASSWORD);
    expect(first.result.actions.at(-1)!.pageUrl).toContain('pw=%pw%');

    // The note's figures: the same multi-step task with the model and from the cache.
    console.log(
      `[agent cache figures] model run: ${first.modelCalls} model calls, ${first.ms.toFixed(0)} ms; ` +
        `cached run: ${second.modelCalls} model calls, ${second.ms.toFixed(0)} ms`,
    );
  });

  it('where the page differs, the agent takes over from that step and the entry is rewritten', async () => {
    fake.fallback(signupAgent);
    await timedRun({ instruction: 'sign up Ada, password %pw%, terms accepted' });
    const entriesBefore = agentEntries().length;

    site.route('/signup', signupPage('Register'));
    try {
      fake.reset();
      fake.fallback(signupAgent);
      const healed = await timedRun({ instruction: 'sign up Ada, password %pw%, terms accepted' });
      expect(healed.result).toMatchObject({ success: true, completed: true });
      // Three steps replayed, then the model: click Register, then done.
      expect(healed.modelCalls).toBe(2);
      expect(healed.result.actions.map((a) => a.tier)).toEqual(['cache', 'cache', 'cache', 'model', 'model']);
      expect(healed.result.actions[3]).toMatchObject({ action: 'click Register', success: true });
      expect(fake.requests[0]!.prompt).toContain('1. act: fill Name (ok)');
      expect(lastRecord().tier).toBe('model');
      expect(agentEntries()).toHaveLength(entriesBefore);

      fake.reset();
      fake.fallback({ status: 500, message: 'the model must not be called' });
      const again = await timedRun({ instruction: 'sign up Ada, password %pw%, terms accepted' });
      expect(again.modelCalls).toBe(0);
      expect(again.result.actions.at(-2)).toMatchObject({ action: 'click Register', tier: 'cache' });
    } finally {
      site.route('/signup', signupPage('Create account'));
    }
  });

  it('a replayed tool call that answers differently hands over to the model', async () => {
    let code = 'A-1';
    const tools = { inviteCode: { description: 'the invite code', execute: () => code } };
    const policy = (request: FakeRequest) => {
      const page = agentPageText(request.prompt);
      const steps = agentStepsSoFar(request.prompt);
      const answered = /call inviteCode \(ok\) → "([^"]+)"/g;
      const codes = [...steps.matchAll(answered)].map((m) => m[1]);
      if (!codes.length) return { answer: toolStep('inviteCode', {}) };
      const latest = codes.at(-1)!;
      if (!steps.includes(`fill Name with ${latest}`)) return { answer: actStep(refOf(page, 'textbox', 'Name'), 'fill', [latest], `fill Name with ${latest}`) };
      return { answer: doneStep(true, `typed ${latest}`) };
    };
    const run = async () => {
      await client.page.goto(`${site.origin}/signup`);
      return client.agent({ tools }).execute({ instruction: 'type the invite code into Name', autoScreenshot: false });
    };
    fake.fallback(policy);
    expect((await run()).message).toBe('typed A-1');
    fake.reset();
    fake.fallback(policy);
    expect(await run()).toMatchObject({ message: 'typed A-1' });
    expect(fake.requests).toHaveLength(0);

    code = 'B-2';
    const changed = await run();
    expect(changed.actions[0]).toMatchObject({ type: 'tool', tier: 'cache', output: 'B-2' });
    expect(changed.message).toBe('typed B-2');
    expect(await client.page.locator('input[name=name]').inputValue()).toBe('B-2');
    expect(fake.requests.length).toBeGreaterThan(0);
  });

  it('another agent configuration or start page is another entry; a failed run is not stored', async () => {
    const before = agentEntries().length;
    fake.fallback(() => ({ answer: doneStep(false, 'cannot') }));
    await client.page.goto(`${site.origin}/signup`);
    const result = await client.agent({ instructions: 'Be careful.' }).execute({ instruction: TASK, variables: { pw: PASSWORD }, autoScreenshot: false });
    expect(result).toMatchObject({ success: false });
    expect(fake.requests).toHaveLength(1);
    expect(agentEntries()).toHaveLength(before);
  });
});

// A poisoned or mismatched cached agent step never acts: its element must still be the one the
// entry recorded and still answer the step (as act entries are verified, cache/verify.ts).
describe('agent() cache entries are verified before they act', () => {
  const ACCOUNT = `<title>Account</title>
<button onclick="document.getElementById('log').textContent += ' created'">Create account</button>
<button onclick="document.getElementById('log').textContent += ' deleted'">Delete account</button>
<p id="log">log:</p>`;
  const createAgent = (request: FakeRequest) => {
    const page = agentPageText(request.prompt);
    if (page.includes('created')) return { answer: doneStep(true, 'account created') };
    return { answer: actStep(refOf(page, 'button', 'Create account'), 'click', [], 'click Create account') };
  };
  const log = () => client.page.locator('#log').textContent();
  const entryFile = (instruction: string) => agentEntries().find((f) => JSON.parse(readFileSync(join(cacheDir, f), 'utf8')).key.instruction === instruction)!;
  /** Runs the task once with the model (the entry is written), then rewrites its click step with `poison`. */
  async function poisonedEntry(instruction: string, poison: (step: Record<string, unknown>) => void) {
    site.route('/account', ACCOUNT);
    fake.fallback(createAgent);
    await client.page.goto(`${site.origin}/account`);
    expect(await client.agent().execute({ instruction, autoScreenshot: false })).toMatchObject({ success: true });
    const file = join(cacheDir, entryFile(instruction));
    const entry = JSON.parse(readFileSync(file, 'utf8'));
    expect(entry.steps[0]).toMatchObject({ type: 'act', selector: expect.stringContaining('Create account'), element: { role: 'button', name: 'Create account' } });
    poison(entry.steps[0]);
    writeFileSync(file, JSON.stringify(entry));
    fake.reset();
    return file;
  }
  const toDelete = (step: Record<string, unknown>) => (step.selector = String(step.selector).replace('Create account', 'Delete account'));

  it('a step whose selector now finds another element does not act; the agent takes over and the entry is rewritten', async () => {
    const file = await poisonedEntry('create the account', toDelete);
    fake.fallback(createAgent);
    await client.page.goto(`${site.origin}/account`);
    const result = await client.agent().execute({ instruction: 'create the account', autoScreenshot: false });
    expect(result).toMatchObject({ success: true });
    expect(await log()).toBe('log: created');
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(result.actions.map((a) => [a.action, a.tier])).toEqual([
      ['click Create account', 'model'],
      ['account created', 'model'],
    ]);
    const rewritten = JSON.parse(readFileSync(file, 'utf8'));
    expect(rewritten.steps[0]).toMatchObject({ selector: expect.stringContaining('Create account'), element: { role: 'button', name: 'Create account' } });
  });

  it('a step poisoned whole (selector and element say Delete account) for "click Create account" does not act', async () => {
    await poisonedEntry('create the account, again', (step) => {
      toDelete(step);
      step.element = { ...(step.element as object), name: 'Delete account' };
    });
    fake.fallback(createAgent);
    await client.page.goto(`${site.origin}/account`);
    const result = await client.agent().execute({ instruction: 'create the account, again', autoScreenshot: false });
    expect(result).toMatchObject({ success: true });
    expect(await log()).toBe('log: created');
    expect(result.actions[0]).toMatchObject({ action: 'click Create account', tier: 'model' });
  });

  it('with no model to take over, the run fails naming the cached step and what its selector finds now; nothing is clicked', async () => {
    await poisonedEntry('create the account, no model', toDelete);
    const offline = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, offline: false, cacheDir });
    await offline.init();
    try {
      await offline.page.goto(`${site.origin}/account`);
      const result = await offline.agent().execute({ instruction: 'create the account, no model', autoScreenshot: false });
      expect(result.success).toBe(false);
      expect(result.message).toContain('The cached agent run no longer fits the page');
      expect(result.message).toContain('the cached step "click Create account" no longer holds');
      expect(result.message).toMatch(/finds button "Delete account", not the button "Create account" the entry recorded/);
      expect(result.message).toContain('needs a model');
      expect(await offline.page.locator('#log').textContent()).toBe('log:');
    } finally {
      await offline.close();
    }
  });
});
