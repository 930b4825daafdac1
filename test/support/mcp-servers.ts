import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/**
 * Real MCP servers built with the official SDK on 127.0.0.1 (random port): one over Streamable
 * HTTP (stateful sessions), one over the older HTTP+SSE transport only. Each counts the sessions
 * opened and the sessions still open, so a test can see that the agent closed what it opened.
 */
export interface TestMcpServer {
  url: string;
  /** Tool calls received, oldest first. */
  readonly calls: { tool: string; input: unknown }[];
  readonly opened: number;
  readonly open: number;
  close(): Promise<void>;
}

/** Registers the test tools on a new McpServer (one per session: a server serves one transport). */
export type ToolRegistrar = (server: McpServer, calls: { tool: string; input: unknown }[]) => void;

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

export async function startStreamableMcp(register: ToolRegistrar): Promise<TestMcpServer> {
  const calls: { tool: string; input: unknown }[] = [];
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  let opened = 0;
  const { server, origin } = await listen(async (req, res) => {
    if (!req.url?.startsWith('/mcp')) return void res.writeHead(404).end();
    const id = req.headers['mcp-session-id'];
    let transport = typeof id === 'string' ? sessions.get(id) : undefined;
    if (!transport) {
      if (req.method !== 'POST' || id) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"unknown session"}');
      const created = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sessionId) => {
          sessions.set(sessionId, created);
          opened++;
        },
      });
      created.onclose = () => {
        if (created.sessionId) sessions.delete(created.sessionId);
      };
      const mcp = new McpServer({ name: 'test-streamable', version: '1.0.0' });
      register(mcp, calls);
      await mcp.connect(created);
      transport = created;
    }
    await transport.handleRequest(req, res);
  });
  return {
    url: `${origin}/mcp`,
    calls,
    get opened() {
      return opened;
    },
    get open() {
      return sessions.size;
    },
    close: async () => {
      await Promise.all([...sessions.values()].map((t) => t.close()));
      await stop(server);
    },
  };
}

/** An MCP server that speaks only HTTP+SSE (GET /sse, POST /messages): Streamable HTTP requests get 405. */
export async function startSseMcp(register: ToolRegistrar): Promise<TestMcpServer> {
  const calls: { tool: string; input: unknown }[] = [];
  const sessions = new Map<string, SSEServerTransport>();
  let opened = 0;
  const { server, origin } = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/sse' && req.method === 'GET') {
      const transport = new SSEServerTransport('/messages', res);
      sessions.set(transport.sessionId, transport);
      opened++;
      res.on('close', () => sessions.delete(transport.sessionId));
      const mcp = new McpServer({ name: 'test-sse', version: '1.0.0' });
      register(mcp, calls);
      await mcp.connect(transport);
      return;
    }
    if (url.pathname === '/messages' && req.method === 'POST') {
      const transport = sessions.get(url.searchParams.get('sessionId') ?? '');
      if (!transport) return void res.writeHead(404).end('unknown session');
      await transport.handlePostMessage(req, res);
      return;
    }
    res.writeHead(405, { allow: 'GET' }).end('Method Not Allowed');
  });
  return {
    url: `${origin}/sse`,
    calls,
    get opened() {
      return opened;
    },
    get open() {
      return sessions.size;
    },
    close: async () => {
      await Promise.all([...sessions.values()].map((t) => t.close()));
      await stop(server);
    },
  };
}
