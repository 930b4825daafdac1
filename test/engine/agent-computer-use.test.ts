import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runComputerUseOnPage as runComputerUseAgent, type ComputerAction, type ComputerUsePlan, type ComputerUseToolbox } from '../../src/engine/agent/computer-use/index.js';
import { findBrowser } from '../../src/engine/browser/find.js';
import { Logger } from '../../src/engine/session/logger.js';
import { Client, ComputerUseUnsupportedError, MissingLLMConfigurationError, ModelRequestError } from '../../src/index.js';
import { FAKE_API_KEY, sentPngs, startFakeComputerUse, type ComputerUseFake } from '../support/fake-providers/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

const SIGNUP = `<title>Signup</title>
<style>body { margin: 0; font: 16px sans-serif } input, button { position: absolute; left: 40px; width: 200px; height: 30px }</style>
<form onsubmit="event.preventDefault(); document.getElementById('out').textContent = 'Welcome ' + this.name.value + ' (password of ' + this.password.value.length + ' characters)'">
  <input name="name" aria-label="Name" style="top: 40px">
  <input name="password" type="password" aria-label="Password" style="top: 100px">
  <button style="top: 160px">Sign up</button>
</form>
<p id="out" style="position: absolute; top: 220px; left: 40px"></p>`;

/** Three buttons in a row: a click landing at twice (or half) the intended coordinates hits another one, or none. */
const TARGETS = `<title>Targets</title>
<style>body { margin: 0 } button { position: absolute; width: 80px; height: 40px }</style>
<button style="left: 100px; top: 75px" onclick="document.title = 'clicked A'">A</button>
<button style="left: 200px; top: 150px" onclick="document.title = 'clicked B'">B</button>
<button style="left: 400px; top: 300px" onclick="document.title = 'clicked C'">C</button>`;

const PLAN: ComputerUsePlan = { instruction: 'sign up', maxSteps: 20, autoScreenshot: true, waitBetweenActions: 0 };
const SECRET = 'hunter2-very-secret';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer();
  server.route('/signup', SIGNUP);
  server.route('/targets', TARGETS);
  browser = await chromium.launch({ executablePath: findBrowser()!.executablePath });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A fresh context (viewport, device scale factor) with the page open. */
async function openPage(path: string, options: { viewport?: { width: number; height: number }; deviceScaleFactor?: number } = {}) {
  const context: BrowserContext = await browser.newContext({ viewport: options.viewport ?? { width: 800, height: 600 }, deviceScaleFactor: options.deviceScaleFactor ?? 1 });
  const page = await context.newPage();
  await page.goto(`${server.origin}${path}`);
  return { context, page };
}

/** Centre of an element in the model's display pixels (`scale` = display / viewport). */
async function centre(page: Page, selector: string, scale = 1): Promise<{ x: number; y: number }> {
  const box = (await page.locator(selector).boundingBox())!;
  return { x: Math.round((box.x + box.width / 2) * scale), y: Math.round((box.y + box.height / 2) * scale) };
}

const deps = (signal = new AbortController().signal) => ({ signal, logger: new Logger(0), domSettleTimeout: 2_000, env: {} });

/** A toolbox as the agent entry prepares it: one tool that looks up a user's name, one that always fails. */
function lookupTools(calls: unknown[]): ComputerUseToolbox {
  return {
    list: [
      { name: 'lookup_user', description: 'The name of a user by id', inputSchema: { type: 'object', properties: { id: { type: 'number' } }, required: ['id'] } },
      { name: 'broken', description: 'Always fails', inputSchema: { type: 'object', properties: {} } },
    ],
    async call(name, input, options) {
      calls.push({ name, input, toolCallId: options.toolCallId });
      if (name === 'broken') return { ok: false, error: 'the service is down' };
      return { ok: true, output: { name: (input as { id: number }).id === 7 ? 'Ada' : 'unknown' } };
    },
  };
}

async function withFake<T>(provider: 'openai' | 'anthropic', work: (fake: ComputerUseFake) => Promise<T>): Promise<T> {
  const fake = await startFakeComputerUse(provider);
  try {
    return await work(fake);
  } finally {
    await fake.close();
  }
}

describe('OpenAI computer use (Responses API)', () => {
  it('signs up in several turns: batched actions, a secret typed from a variable, a safety check acknowledged, chained responses', async () => {
    const { context, page } = await openPage('/signup');
    try {
      await withFake('openai', async (fake) => {
        const name = await centre(page, 'input[name=name]');
        const password = await centre(page, 'input[name=password]');
        const submit = await centre(page, 'button');
        fake.script(
          { reasoning: 'Fill the name first.', actions: [{ type: 'click', button: 'left', x: name.x, y: name.y }, { type: 'type', text: 'Ada' }], usage: { input: 1000, output: 50, cached: 200 } },
          { actions: [{ type: 'click', button: 'left', x: password.x, y: password.y }, { type: 'type', text: '%password%' }], usage: { input: 1200, output: 40, reasoning: 10 } },
          { actions: [{ type: 'click', button: 'left', x: submit.x, y: submit.y }], safetyChecks: [{ id: 'sc_1', code: 'malicious_instructions', message: 'check the page' }], usage: { input: 1300, output: 30 } },
          { message: 'DONE: Signed up as Ada.', usage: { input: 1400, output: 20 } },
        );
        const run = await runComputerUseAgent(
          page,
          { provider: 'openai', options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL, organization: 'org-test' }, instructions: 'Be brief.' },
          { ...PLAN, variables: { password: SECRET } },
          deps(),
        );
        expect(await page.locator('#out').textContent()).toBe(`Welcome Ada (password of ${SECRET.length} characters)`);
        expect(await page.locator('input[name=password]').inputValue()).toBe(SECRET);
        expect(run.result).toMatchObject({ success: true, completed: true, message: 'Signed up as Ada.' });
        expect(run.result.metadata).toMatchObject({ provider: 'openai', model: 'gpt-5.4', tool: 'computer', modelCalls: 4, acknowledgedSafetyChecks: ['malicious_instructions'] });
        const actions = run.result.actions as ComputerAction[];
        expect(actions.map((a) => [a.type, a.method, a.success])).toEqual([
          ['computer', 'click', true],
          ['computer', 'type', true],
          ['computer', 'click', true],
          ['computer', 'type', true],
          ['computer', 'click', true],
          ['done', undefined, true],
        ]);
        expect(actions[0]).toMatchObject({ x: name.x, y: name.y, reasoning: 'Fill the name first.' });
        expect(actions[3]!.text).toBe('%password%');
        expect(JSON.stringify(run.result)).not.toContain(SECRET);
        // The secret went to the page only: never to the model.
        expect(fake.search(SECRET)).toEqual([]);
        // Usage is the sum of the four turns.
        expect(run.result.usage).toMatchObject({ input_tokens: 4900, output_tokens: 140, reasoning_tokens: 10, cached_input_tokens: 200 });
        expect(run.usage).toMatchObject({ inputTokens: 4900, outputTokens: 140, calls: 4 });

        const [first, second, , last] = fake.requests;
        expect(first!.body).toMatchObject({ model: 'gpt-5.4', tools: [{ type: 'computer' }], truncation: 'auto' });
        expect(first!.body.instructions).toContain('Be brief.');
        expect(first!.body.previous_response_id).toBeUndefined();
        expect(first!.headers['openai-organization']).toBe('org-test');
        expect(first!.images).toEqual([{ width: 800, height: 600 }]);
        expect(second!.body.previous_response_id).toBe('resp_fake0');
        expect(second!.images).toEqual([{ width: 800, height: 600 }]);
        expect(last!.body.input[0]).toMatchObject({ type: 'computer_call_output', acknowledged_safety_checks: [{ id: 'sc_1' }] });
        expect(fake.requests.every((r) => r.violations.length === 0)).toBe(true);
      });
    } finally {
      await context.close();
    }
  });

  it('a secret typed into a plain text field is drawn as discs in the screenshots the model gets', async () => {
    const { context, page } = await openPage('/signup');
    try {
      await withFake('openai', async (fake) => {
        const name = await centre(page, 'input[name=name]');
        fake.script({ actions: [{ type: 'click', button: 'left', x: name.x, y: name.y }, { type: 'type', text: '%name%' }] }, { message: 'DONE' });
        await runComputerUseAgent(page, { provider: 'openai', options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL } }, { ...PLAN, variables: { name: 'Ada Lovelace' } }, deps());
        expect(await page.locator('input[name=name]').inputValue()).toBe('Ada Lovelace');
        // The field looks as before once the screenshot is taken.
        expect(await page.locator('input[name=name]').getAttribute('style')).toBe('top: 40px;');
        expect(await page.locator('[data-actwright-masked]').count()).toBe(0);
        const sent = sentPngs.get(fake.requests[1]!)![0]!;
        const visible = (await page.screenshot({ type: 'png', scale: 'css' })).toString('base64');
        await page.locator('input[name=name]').evaluate((el: HTMLElement) => el.style.setProperty('-webkit-text-security', 'disc'));
        const discs = (await page.screenshot({ type: 'png', scale: 'css' })).toString('base64');
        expect(sent).not.toBe(visible);
        expect(sent).toBe(discs);
      });
    } finally {
      await context.close();
    }
  });

  it('with computer-use-preview: declares the display, runs one action per call, and maps coordinates with device scale factor 2', async () => {
    const { context, page } = await openPage('/targets', { viewport: { width: 640, height: 480 }, deviceScaleFactor: 2 });
    try {
      await withFake('openai', async (fake) => {
        const b = await centre(page, 'text=B');
        fake.script({ single: true, actions: [{ type: 'click', button: 'left', x: b.x, y: b.y }] }, { message: 'DONE: clicked B' });
        const run = await runComputerUseAgent(page, { model: 'openai/computer-use-preview', options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL } }, PLAN, deps());
        expect(await page.title()).toBe('clicked B');
        expect(run.result.success).toBe(true);
        expect(fake.requests[0]!.body.tools).toEqual([{ type: 'computer_use_preview', display_width: 640, display_height: 480, environment: 'browser' }]);
        expect(fake.requests[0]!.body.reasoning).toEqual({ summary: 'concise' });
        // CSS-pixel screenshots: 640×480 although the device draws 1280×960.
        expect(fake.requests.flatMap((r) => r.images)).toEqual([
          { width: 640, height: 480 },
          { width: 640, height: 480 },
        ]);
      });
    } finally {
      await context.close();
    }
  });

  it('maps keypress, double_click, scroll, move, drag and wait to the page', async () => {
    const { context, page } = await openPage('/signup');
    try {
      await withFake('openai', async (fake) => {
        const name = await centre(page, 'input[name=name]');
        fake.script(
          {
            actions: [
              { type: 'click', button: 'left', x: name.x, y: name.y },
              { type: 'type', text: 'Grace Hopper' },
              { type: 'keypress', keys: ['CTRL', 'A'] },
              { type: 'type', text: 'Ada' },
              { type: 'double_click', x: name.x, y: name.y, keys: null },
              { type: 'move', x: 10, y: 10 },
              { type: 'scroll', x: 10, y: 10, scroll_x: 0, scroll_y: 100 },
              { type: 'drag', path: [{ x: 10, y: 10 }, { x: 20, y: 20 }] },
              { type: 'wait' },
              { type: 'click', button: 'left', x: name.x, y: name.y },
              { type: 'keypress', keys: ['ENTER'] },
            ],
          },
          { message: 'DONE: submitted' },
        );
        const run = await runComputerUseAgent(page, { provider: 'openai', options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL } }, PLAN, deps());
        expect(await page.locator('#out').textContent()).toBe('Welcome Ada (password of 0 characters)');
        expect(run.result.actions.every((a) => a.success)).toBe(true);
        expect((run.result.actions as ComputerAction[]).map((a) => a.method)).toEqual([
          'click', 'type', 'keypress', 'type', 'double_click', 'move', 'scroll', 'drag', 'wait', 'click', 'keypress', undefined,
        ]);
        expect(run.result.metadata).toMatchObject({ steps: 10 });
      });
    } finally {
      await context.close();
    }
  });

  it('offers the agent\'s tools as functions: a call\'s output (or error) goes back as function_call_output, each call is an action and a step', async () => {
    const { context, page } = await openPage('/signup');
    try {
      await withFake('openai', async (fake) => {
        const name = await centre(page, 'input[name=name]');
        const calls: unknown[] = [];
        const steps: string[] = [];
        fake.script(
          { actions: [], functionCalls: [{ name: 'lookup_user', arguments: '{"id":7}' }, { name: 'broken', arguments: '{}' }] },
          (request) => {
            const outputs = request.body.input.filter((i: any) => i.type === 'function_call_output').map((i: any) => i.output);
            expect(outputs).toEqual(['{"name":"Ada"}', 'Error: the service is down']);
            return { actions: [{ type: 'click', button: 'left', x: name.x, y: name.y }, { type: 'type', text: 'Ada' }] };
          },
          { message: 'DONE: typed the name of user 7' },
        );
        const run = await runComputerUseAgent(page, { provider: 'openai', options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL } }, PLAN, {
          ...deps(),
          tools: lookupTools(calls),
          step: async (title, body) => {
            steps.push(title);
            return body();
          },
        });
        expect(await page.locator('input[name=name]').inputValue()).toBe('Ada');
        expect(run.result.success).toBe(true);
        expect(fake.requests[0]!.body.tools.slice(1)).toEqual([
          { type: 'function', name: 'lookup_user', description: 'The name of a user by id', parameters: { type: 'object', properties: { id: { type: 'number' } }, required: ['id'] }, strict: false },
          { type: 'function', name: 'broken', description: 'Always fails', parameters: { type: 'object', properties: {} }, strict: false },
        ]);
        expect(calls).toEqual([
          { name: 'lookup_user', input: { id: 7 }, toolCallId: 'fc_call_fake0_0' },
          { name: 'broken', input: {}, toolCallId: 'fc_call_fake0_1' },
        ]);
        const actions = run.result.actions;
        expect(actions.slice(0, 2)).toMatchObject([
          { type: 'tool', tool: 'lookup_user', input: { id: 7 }, output: { name: 'Ada' }, success: true },
          { type: 'tool', tool: 'broken', success: false, error: 'the service is down' },
        ]);
        expect(steps).toEqual(['call lookup_user', 'call broken', 'left click at (' + name.x + ', ' + name.y + ')', 'type "Ada"']);
        expect(run.result.metadata).toMatchObject({ steps: 4 });
        expect(fake.requests.every((r) => r.violations.length === 0)).toBe(true);
      });
    } finally {
      await context.close();
    }
  });

  it('maxSteps is the number of page actions: N actions fit in maxSteps N, the N+1st stops the run', async () => {
    const { context, page } = await openPage('/targets');
    try {
      await withFake('openai', async (fake) => {
        const a = await centre(page, 'text=A');
        const click = { type: 'click', button: 'left', x: a.x, y: a.y };
        fake.script({ actions: [click] }, { actions: [click] }, { message: 'DONE: clicked twice' });
        const exact = await runComputerUseAgent(page, { provider: 'openai', options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL } }, { ...PLAN, maxSteps: 2 }, deps());
        expect(exact.result).toMatchObject({ success: true, completed: true });

        fake.script({ actions: [click, click] }, { actions: [click] });
        const over = await runComputerUseAgent(page, { provider: 'openai', options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL } }, { ...PLAN, maxSteps: 2 }, deps());
        expect(over.result).toMatchObject({ success: false, completed: false });
        expect(over.result.message).toMatch(/maxSteps \(2\)/);
        expect(over.result.actions).toHaveLength(2);
      });
    } finally {
      await context.close();
    }
  });

  it('a final "FAILED:" message is not success; a declined safety check stops before acting', async () => {
    const { context, page } = await openPage('/targets');
    try {
      await withFake('openai', async (fake) => {
        fake.script({ message: 'FAILED: there is no button D' });
        const failed = await runComputerUseAgent(page, { provider: 'openai', options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL } }, PLAN, deps());
        expect(failed.result).toMatchObject({ success: false, completed: false, message: 'there is no button D' });

        const c = await centre(page, 'text=C');
        fake.script({ actions: [{ type: 'click', button: 'left', x: c.x, y: c.y }], safetyChecks: [{ id: 'sc_2', code: 'sensitive_domain', message: 'a bank' }] });
        const declined = await runComputerUseAgent(
          page,
          { provider: 'openai', options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL, onSafetyCheck: () => false } },
          PLAN,
          deps(),
        );
        expect(declined.result).toMatchObject({ success: false, completed: false });
        expect(declined.result.message).toContain('a bank');
        expect(await page.title()).toBe('Targets');
      });
    } finally {
      await context.close();
    }
  });

  it('errors are typed: no key says what to set; a 401 is a ModelRequestError without the key', async () => {
    const { context, page } = await openPage('/targets');
    try {
      await withFake('openai', async (fake) => {
        await expect(runComputerUseAgent(page, { provider: 'openai', options: { baseURL: fake.baseURL } }, PLAN, deps())).rejects.toThrow(MissingLLMConfigurationError);
        await expect(runComputerUseAgent(page, { provider: 'openai', options: { baseURL: fake.baseURL } }, PLAN, deps())).rejects.toThrow(/OPENAI_API_KEY/);
        const wrongKey = 'sk-wrong-key-1234567890';
        const error = await runComputerUseAgent(page, { provider: 'openai', options: { apiKey: wrongKey, baseURL: fake.baseURL } }, PLAN, deps()).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ModelRequestError);
        expect((error as ModelRequestError).status).toBe(401);
        expect((error as Error).message).not.toContain(wrongKey);
        expect((error as Error).message).toMatch(/Check the API key/);
      });
    } finally {
      await context.close();
    }
  });

  it('a 429 is retried by the SDK (retry-after honoured); usage counts the answered calls only', async () => {
    const { context, page } = await openPage('/targets');
    try {
      await withFake('openai', async (fake) => {
        fake.script({ status: 429, retryAfterMs: 20 }, { message: 'DONE: nothing to do', usage: { input: 300, output: 5 } });
        const run = await runComputerUseAgent(page, { provider: 'openai', options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL } }, PLAN, deps());
        expect(run.result).toMatchObject({ success: true, usage: { input_tokens: 300, output_tokens: 5 } });
        expect(fake.requests).toHaveLength(2);
        expect(run.usage.calls).toBe(1);
      });
      await withFake('anthropic', async (fake) => {
        fake.script({ status: 529, retryAfterMs: 20 }, { status: 529, retryAfterMs: 20 }, { status: 529, retryAfterMs: 20 });
        const error = await runComputerUseAgent(page, { provider: 'anthropic', options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL } }, PLAN, deps()).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ModelRequestError);
        expect(error).toMatchObject({ status: 529, attempts: 3, provider: 'anthropic', model: 'claude-sonnet-4-6' });
        expect(fake.requests).toHaveLength(3);
      });
    } finally {
      await context.close();
    }
  });

  it('an aborted run stops at once, in the middle of a model call', async () => {
    const { context, page } = await openPage('/targets');
    try {
      await withFake('openai', async (fake) => {
        const controller = new AbortController();
        fake.script((request) => {
          controller.abort(new Error('stopped by the test'));
          return { message: 'DONE: too late' };
        });
        await expect(
          runComputerUseAgent(page, { provider: 'openai', options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL } }, PLAN, deps(controller.signal)),
        ).rejects.toThrow('stopped by the test');
      });
    } finally {
      await context.close();
    }
  });
});

describe('Anthropic computer use (beta messages)', () => {
  it('signs up in several turns with the computer tool: screenshot, clicks, typing, keys (ctrl+a, Return)', async () => {
    const { context, page } = await openPage('/signup');
    try {
      await withFake('anthropic', async (fake) => {
        const name = await centre(page, 'input[name=name]');
        const password = await centre(page, 'input[name=password]');
        fake.script(
          { actions: [{ action: 'screenshot' }], usage: { input: 800, output: 30 } },
          { reasoning: 'I will fill the name.', actions: [{ action: 'left_click', coordinate: [name.x, name.y] }, { action: 'type', text: 'Grace' }], usage: { input: 2000, output: 60, cached: 500 } },
          { actions: [{ action: 'triple_click', coordinate: [name.x, name.y] }, { action: 'key', text: 'ctrl+a' }, { action: 'type', text: 'Ada' }], usage: { input: 2500, output: 70 } },
          { actions: [{ action: 'left_click', coordinate: [password.x, password.y] }, { action: 'type', text: '%password%' }, { action: 'key', text: 'Tab shift+Tab Return' }], usage: { input: 3000, output: 70 } },
          { actions: [{ action: 'cursor_position' }, { action: 'mouse_move', coordinate: [5, 5] }, { action: 'scroll', coordinate: [5, 5], scroll_direction: 'down', scroll_amount: 2 }, { action: 'wait', duration: 0.1 }], usage: { input: 3100, output: 40 } },
          { message: 'DONE: Signed up as Ada.', usage: { input: 3200, output: 20 } },
        );
        const run = await runComputerUseAgent(
          page,
          { provider: 'anthropic', options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL }, instructions: 'Be brief.' },
          { ...PLAN, autoScreenshot: false, variables: { password: SECRET } },
          deps(),
        );
        expect(await page.locator('#out').textContent()).toBe(`Welcome Ada (password of ${SECRET.length} characters)`);
        expect(run.result).toMatchObject({ success: true, completed: true, message: 'Signed up as Ada.' });
        expect(run.result.metadata).toMatchObject({ provider: 'anthropic', model: 'claude-sonnet-4-6', tool: 'computer_20251124', beta: 'computer-use-2025-11-24', modelCalls: 6 });
        expect(run.result.usage).toMatchObject({ input_tokens: 14600, output_tokens: 290, cached_input_tokens: 500 });
        const actions = run.result.actions as ComputerAction[];
        expect(actions.map((a) => a.method)).toEqual([
          'left_click', 'type', 'triple_click', 'key', 'type', 'left_click', 'type', 'key', 'mouse_move', 'scroll', 'wait', undefined,
        ]);
        expect(actions.every((a) => a.success)).toBe(true);
        expect(actions[6]!.text).toBe('%password%');
        expect(JSON.stringify(run.result)).not.toContain(SECRET);
        expect(fake.search(SECRET)).toEqual([]);

        const first = fake.requests[0]!;
        expect(first.headers['anthropic-beta']).toContain('computer-use-2025-11-24');
        expect(first.body.tools).toEqual([{ type: 'computer_20251124', name: 'computer', display_width_px: 800, display_height_px: 600 }]);
        expect(first.body.system).toContain('Be brief.');
        expect(first.images).toEqual([]); // autoScreenshot: false
        expect(fake.requests[1]!.images).toEqual([{ width: 800, height: 600 }]);
        // The cursor position answers in display pixels.
        expect(JSON.stringify(fake.requests[5]!.body.messages.at(-1))).toMatch(/X=\d+,Y=\d+/);
        // Old screenshots are dropped from the conversation: at most three travel.
        expect(fake.requests.at(-1)!.raw.match(/"type":"image"/g)!.length).toBeLessThanOrEqual(3);
        expect(fake.requests.every((r) => r.violations.length === 0)).toBe(true);
      });
    } finally {
      await context.close();
    }
  });

  it('offers the agent\'s tools beside the computer tool; results go back as text tool_results', async () => {
    const { context, page } = await openPage('/signup');
    try {
      await withFake('anthropic', async (fake) => {
        const name = await centre(page, 'input[name=name]');
        const calls: unknown[] = [];
        fake.script(
          { actions: [{ tool: 'lookup_user', input: { id: 7 } }, { action: 'left_click', coordinate: [name.x, name.y] }] },
          (request) => {
            const results = request.body.messages.at(-1).content;
            expect(results[0]).toEqual({ type: 'tool_result', tool_use_id: 'toolu_fake0_0', content: [{ type: 'text', text: '{"name":"Ada"}' }] });
            return { actions: [{ action: 'type', text: 'Ada' }, { tool: 'broken', input: {} }] };
          },
          (request) => {
            const results = request.body.messages.at(-1).content;
            expect(results[1]).toMatchObject({ type: 'tool_result', tool_use_id: 'toolu_fake1_1', is_error: true, content: [{ type: 'text', text: 'Error: the service is down' }] });
            return { message: 'DONE' };
          },
        );
        const run = await runComputerUseAgent(page, { provider: 'anthropic', options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL } }, PLAN, { ...deps(), tools: lookupTools(calls) });
        expect(await page.locator('input[name=name]').inputValue()).toBe('Ada');
        expect(fake.requests[0]!.body.tools.slice(1)).toEqual([
          { name: 'lookup_user', description: 'The name of a user by id', input_schema: { type: 'object', properties: { id: { type: 'number' } }, required: ['id'] } },
          { name: 'broken', description: 'Always fails', input_schema: { type: 'object', properties: {} } },
        ]);
        expect(run.result.actions.map((a) => [a.type, a.tool ?? a.method, a.success])).toEqual([
          ['tool', 'lookup_user', true],
          ['computer', 'left_click', true],
          ['computer', 'type', true],
          ['tool', 'broken', false],
          ['done', undefined, true],
        ]);
        expect(fake.requests.every((r) => r.violations.length === 0)).toBe(true);
      });
    } finally {
      await context.close();
    }
  });

  it('a viewport larger than the tool allows is captured scaled down and the coordinates scaled back (device scale factor 2)', async () => {
    const { context, page } = await openPage('/targets', { viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 2 });
    try {
      await withFake('anthropic', async (fake) => {
        const b = await centre(page, 'text=B', 0.8);
        fake.script({ actions: [{ action: 'left_click', coordinate: [b.x, b.y] }] }, { message: 'DONE' });
        const run = await runComputerUseAgent(
          page,
          { provider: 'anthropic', model: 'claude-sonnet-4-5', options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL } },
          PLAN,
          deps(),
        );
        expect(await page.title()).toBe('clicked B');
        expect(run.result.metadata).toMatchObject({ tool: 'computer_20250124', display: { width: 1280, height: 800 }, viewport: { width: 1600, height: 1000 } });
        expect(fake.requests[0]!.headers['anthropic-beta']).toContain('computer-use-2025-01-24');
        expect(fake.requests[0]!.body.tools[0]).toMatchObject({ type: 'computer_20250124', display_width_px: 1280, display_height_px: 800 });
        expect(fake.requests.flatMap((r) => r.images)).toEqual([
          { width: 1280, height: 800 },
          { width: 1280, height: 800 },
        ]);
      });
    } finally {
      await context.close();
    }
  });
});

describe('Google computer use', () => {
  it('is refused with a typed error that says what to use instead', async () => {
    const { context, page } = await openPage('/targets');
    try {
      const error = await runComputerUseAgent(page, { model: 'google/gemini-2.5-computer-use-preview-10-2025' }, PLAN, deps()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ComputerUseUnsupportedError);
      expect((error as Error).message).toMatch(/@ai-sdk\/google has no computer-use tool.*provider "openai" or "anthropic"/s);
    } finally {
      await context.close();
    }
  });
});

describe('agent({ provider }) through the Client', () => {
  it('runs the computer-use agent: one agent history entry, usage in the metrics', async () => {
    await withFake('anthropic', async (fake) => {
      const client = new Client({ env: 'LOCAL', verbose: 0, localBrowserLaunchOptions: { executablePath: findBrowser()!.executablePath, viewport: { width: 800, height: 600 } } });
      await client.init();
      try {
        await client.page.goto(`${server.origin}/signup`);
        const name = await centre(client.page as unknown as Page, 'input[name=name]');
        const submit = await centre(client.page as unknown as Page, 'button');
        fake.script(
          { actions: [{ action: 'left_click', coordinate: [name.x, name.y] }, { action: 'type', text: 'Ada' }], usage: { input: 1500, output: 40 } },
          { actions: [{ action: 'left_click', coordinate: [submit.x, submit.y] }], usage: { input: 1700, output: 30 } },
          { message: 'DONE: Signed up.', usage: { input: 1800, output: 10 } },
        );
        const result = await client.agent({ provider: 'anthropic', options: { apiKey: FAKE_API_KEY, baseURL: fake.baseURL } }).execute('sign up as Ada');
        expect(await client.page.locator('#out').textContent()).toBe('Welcome Ada (password of 0 characters)');
        expect(result).toMatchObject({ success: true, completed: true, message: 'Signed up.' });
        const history = await client.history;
        expect(history.filter((h) => (h.method as string) === 'agent')).toHaveLength(1);
        const metrics = await client.metrics;
        expect(metrics.agentPromptTokens).toBe(5000);
        expect(metrics.agentCompletionTokens).toBe(80);
        const record = client.exportSession().records.at(-1)!;
        expect(record.tokenUsage).toMatchObject({ inputTokens: 5000, outputTokens: 80 });
        expect(JSON.stringify(history)).not.toContain(FAKE_API_KEY);
      } finally {
        await client.close();
      }
    });
  });
});
