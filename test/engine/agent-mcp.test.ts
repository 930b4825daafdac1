// agent({ integrations }): real MCP servers (official SDK) on 127.0.0.1, the OpenAI-wire fake model
// choosing to call their tools, real Chromium.
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client, ClientEnvironmentError, ModelRequestError } from '../../src/index.js';
import { McpIntegrationError } from '../../src/engine/agent/agent-mcp.js';
import { actStep, agentPageText, agentStepsSoFar, doneStep, toolStep } from '../support/agent-steps.js';
import { startFakeProvider, type FakeProvider, type FakeRequest } from '../support/fake-providers/index.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { startSseMcp, startStreamableMcp, type TestMcpServer, type ToolRegistrar } from '../support/mcp-servers.js';
import { refOf } from '../support/scripted-llm.js';

const FORM = `<title>Badge</title>
<label>Badge code <input name="code"></label>
<button onclick="document.getElementById('out').textContent = 'Badge ' + document.querySelector('input').value">Print</button>
<p id="out"></p>`;

const CODES: Record<string, string> = { Ada: 'AL-1815', Grace: 'GH-1906' };

const registerBadgeTools: ToolRegistrar = (server, calls) => {
  server.registerTool(
    'badge_code',
    { description: 'The badge code of a person', inputSchema: { person: z.string() } },
    async ({ person }) => {
      calls.push({ tool: 'badge_code', input: { person } });
      const code = CODES[person];
      return code ? { content: [{ type: 'text', text: code }] } : { content: [{ type: 'text', text: `nobody called ${person}` }], isError: true };
    },
  );
};

/** The fake model's policy: ask the MCP tool for the code, type what it answered, print, done. */
function badgeAgent(person: string) {
  return (request: FakeRequest) => {
    const prompt = request.prompt;
    const page = agentPageText(prompt);
    const steps = agentStepsSoFar(prompt);
    const answered = /call badge_code \(ok\) → "([^"]+)"/.exec(steps)?.[1];
    if (!steps.includes('call badge_code')) return { answer: toolStep('badge_code', { person }) };
    if (!answered) return { answer: doneStep(false, `no code for ${person}`) };
    if (!steps.includes('fill')) return { answer: actStep(refOf(page, 'textbox', 'Badge code'), 'fill', [answered], 'fill the badge code') };
    if (!steps.includes('Print')) return { answer: actStep(refOf(page, 'button', 'Print'), 'click', [], 'click Print') };
    return { answer: doneStep(page.includes(`Badge ${answered}`), `printed ${answered}`) };
  };
}

let site: TestServer;
let fake: FakeProvider;
let client: Client;
let streamable: TestMcpServer;
let sse: TestMcpServer;

beforeAll(async () => {
  site = await startTestServer();
  site.route('/badge', FORM);
  fake = await startFakeProvider('openai');
  streamable = await startStreamableMcp(registerBadgeTools);
  sse = await startSseMcp(registerBadgeTools);
  client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, model: fake.model(), offline: false });
  await client.init();
});
afterAll(async () => {
  await client?.close();
  await Promise.all([streamable?.close(), sse?.close(), fake?.close(), site?.close()]);
});
beforeEach(async () => {
  fake.reset();
  await client.page.goto(`${site.origin}/badge`);
});

describe('agent({ integrations })', () => {
  it('offers a Streamable HTTP server\'s tools to the model, calls them through MCP, and ends the session after execute', async () => {
    fake.fallback(badgeAgent('Ada'));
    const result = await client.agent({ integrations: [streamable.url] }).execute({ instruction: 'print the badge of Ada', autoScreenshot: false });

    expect(result).toMatchObject({ success: true, completed: true, message: 'printed AL-1815' });
    expect(await client.page.locator('#out').textContent()).toBe('Badge AL-1815');
    expect(streamable.calls.at(-1)).toEqual({ tool: 'badge_code', input: { person: 'Ada' } });
    expect(result.actions[0]).toMatchObject({ type: 'tool', tool: 'badge_code', integration: streamable.url, input: { person: 'Ada' }, output: 'AL-1815', success: true });
    // The model was told about the server's tool and its input schema.
    expect(fake.requests[0]!.prompt).toMatch(/badge_code: The badge code of a person input schema \{.*"person"/);
    // The agent opened one session and ended it.
    expect(streamable.opened).toBeGreaterThanOrEqual(1);
    expect(streamable.open).toBe(0);
    const history = await client.history;
    expect(history.at(-1)!.parameters).toMatchObject({ integrations: [streamable.url] });
  });

  it('falls back to HTTP+SSE for a server without Streamable HTTP, and closes that connection too', async () => {
    fake.fallback(badgeAgent('Grace'));
    const before = sse.opened;
    const result = await client.agent({ integrations: [sse.url] }).execute({ instruction: 'print the badge of Grace', autoScreenshot: false });
    expect(result).toMatchObject({ success: true, completed: true });
    expect(await client.page.locator('#out').textContent()).toBe('Badge GH-1906');
    expect(sse.calls.at(-1)).toEqual({ tool: 'badge_code', input: { person: 'Grace' } });
    expect(sse.opened).toBe(before + 1);
    await expect.poll(() => sse.open).toBe(0);
  });

  it('an MCP tool error is a failed step the model sees; the run goes on', async () => {
    fake.fallback(badgeAgent('Nobody'));
    const result = await client.agent({ integrations: [streamable.url] }).execute({ instruction: 'print the badge of Nobody', autoScreenshot: false });
    expect(result.actions[0]).toMatchObject({ type: 'tool', tool: 'badge_code', success: false });
    expect(result.actions[0]!.error).toContain('nobody called Nobody');
    expect(fake.requests[1]!.prompt).toContain('FAILED: nobody called Nobody');
    expect(result).toMatchObject({ success: false, completed: false, message: 'no code for Nobody' });
    expect(streamable.open).toBe(0);
  });

  it('uses a client the user connected, and leaves it open', async () => {
    const mine = new McpClient({ name: 'my-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(streamable.url));
    await mine.connect(transport);
    try {
      fake.fallback(badgeAgent('Ada'));
      const result = await client.agent({ integrations: [mine] }).execute({ instruction: 'print the badge of Ada', autoScreenshot: false });
      expect(result).toMatchObject({ success: true, completed: true });
      expect(result.actions[0]).toMatchObject({ integration: 'mcp:test-streamable' });
      // Still connected: the agent did not close the user's client.
      expect(streamable.open).toBe(1);
      expect((await mine.listTools()).tools.map((t) => t.name)).toEqual(['badge_code']);
    } finally {
      await transport.terminateSession();
      await mine.close();
    }
  });

  it('closes the connections it opened when execute fails', async () => {
    fake.fallback({ status: 400, message: 'bad request from the fake' });
    const opened = streamable.opened;
    const error = await client.agent({ integrations: [streamable.url, sse.url] }).execute({ instruction: 'anything', autoScreenshot: false }).catch((e: unknown) => e);
    expect(error, String(error)).toBeInstanceOf(ModelRequestError);
    expect(streamable.opened).toBe(opened + 1);
    expect(streamable.open).toBe(0);
    await expect.poll(() => sse.open).toBe(0);
  });

  it('an unreachable server is a typed error naming the integration, and nothing stays open', async () => {
    const opened = streamable.opened;
    const error = await client
      .agent({ integrations: [streamable.url, 'http://127.0.0.1:9/mcp?token=SECRET'] })
      .execute({ instruction: 'anything', autoScreenshot: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpIntegrationError);
    expect(error).toBeInstanceOf(ClientEnvironmentError);
    expect((error as Error).message).toContain('http://127.0.0.1:9/mcp');
    expect((error as Error).message).not.toContain('SECRET');
    expect(streamable.opened).toBe(opened + 1);
    expect(streamable.open).toBe(0);
    expect(fake.requests).toHaveLength(0);
  });

  it('a tool name already taken (by tools or another server) is offered as <server>__<tool>, and still reaches its server', async () => {
    const local: string[] = [];
    const tools = { badge_code: { description: 'the local badge code', execute: ({ person }: { person: string }) => (local.push(person), 'LOCAL-1') } };
    fake.script({ answer: toolStep('test_sse__badge_code', { person: 'Ada' }) }, { answer: toolStep('badge_code', { person: 'Grace' }) }, { answer: doneStep(true, 'asked both') });
    const ssePersonsBefore = sse.calls.length;
    const result = await client.agent({ tools, integrations: [sse.url] }).execute({ instruction: 'ask both', autoScreenshot: false });
    expect(fake.requests[0]!.prompt).toContain('- test_sse__badge_code: The badge code of a person');
    expect(result.actions.slice(0, 2)).toMatchObject([
      { tool: 'test_sse__badge_code', output: 'AL-1815', success: true },
      { tool: 'badge_code', output: 'LOCAL-1', success: true },
    ]);
    expect(sse.calls.slice(ssePersonsBefore)).toEqual([{ tool: 'badge_code', input: { person: 'Ada' } }]);
    expect(local).toEqual(['Grace']);
    await expect.poll(() => sse.open).toBe(0);
  });
});
