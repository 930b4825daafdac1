import { within } from '../session/abort.js';
import { ClientEnvironmentError } from '../session/errors.js';
import type { Logger } from '../session/logger.js';
import { isMcpClient, type AgentToolbox, type AgentToolInfo, type McpClientLike, type McpTool, type ToolCallOutcome } from './types.js';
export { isMcpClient, type McpClientLike } from './types.js';
import { jsonSafe } from './agent-tools.js';

/**
 * MCP integrations (`agent({ integrations })`) through the official MCP TypeScript SDK, imported
 * only when an agent has integrations. A URL is connected over Streamable HTTP, falling back to the
 * older HTTP+SSE transport; an MCP Client the user already connected is used as it is and left open.
 */

/** An MCP server could not be reached or listed: the agent does not start. */
export class McpIntegrationError extends ClientEnvironmentError {
  constructor(
    readonly integration: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, 'integrations', options);
  }
}

/** Tools from the integrations, and how to close the connections the agent opened. */
export interface OpenIntegrations {
  sources: { list: AgentToolInfo[]; call: AgentToolbox['call'] }[];
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 15_000;
const CLOSE_TIMEOUT_MS = 5_000;
const MAX_TOOL_PAGES = 20;

/** A URL as history and errors show it: no credentials, no query (tokens travel there). */
export function integrationLabel(integration: string | McpClientLike): string {
  if (typeof integration !== 'string') {
    const server = integration.getServerVersion?.();
    return server?.name ? `mcp:${server.name}` : 'mcp:client';
  }
  try {
    const url = new URL(integration);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'mcp:(bad url)';
  }
}

/** Checks the integrations' shapes (at `agent()` time, without loading the SDK). */
export function checkIntegrations(integrations: readonly unknown[]): void {
  for (const [index, item] of integrations.entries()) {
    if (typeof item === 'string') {
      if (!/^https?:\/\//i.test(item)) {
        throw new ClientEnvironmentError(
          `agent({ integrations }): entry ${index} ("${integrationLabel(item)}") is not an http(s) URL. Give the MCP server's URL (e.g. "http://127.0.0.1:3000/mcp") or a connected MCP Client.`,
          'integrations',
        );
      }
    } else if (!isMcpClient(item)) {
      throw new ClientEnvironmentError(
        `agent({ integrations }): entry ${index} is neither a URL nor a connected MCP Client (an object with listTools() and callTool()). Connect it with the MCP SDK's Client first, or pass the server's URL.`,
        'integrations',
      );
    }
  }
}

/** Waits for `work` at most CLOSE_TIMEOUT_MS: closing never holds the test up. */
async function bounded(work: Promise<unknown> | undefined): Promise<void> {
  if (work) await within(work, CLOSE_TIMEOUT_MS);
}

async function closeQuietly(client: McpClientLike, logger: Logger, label: string): Promise<void> {
  try {
    await bounded(client.close?.());
  } catch (error) {
    logger.debug('agent', `closing MCP connection ${label}: ${(error as Error).message}`);
  }
}

/** A connection the agent opened: its client, and how to end it (the Streamable HTTP session is ended on the server too). */
interface Opened {
  client: McpClientLike;
  end(): Promise<void>;
}

async function connect(url: string, signal: AbortSignal, logger: Logger): Promise<Opened> {
  const label = integrationLabel(url);
  const [{ Client }, { StreamableHTTPClientTransport }, { SSEClientTransport }] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/client/sse.js'),
  ]);
  const options = { signal, timeout: CONNECT_TIMEOUT_MS };
  const streamable = new Client({ name: 'actwright', version: '1' });
  const transport = new StreamableHTTPClientTransport(new URL(url));
  try {
    await streamable.connect(transport, options);
    const client = streamable as unknown as McpClientLike;
    return {
      client,
      end: async () => {
        // DELETE of the session (a polite server frees it at once), then the client's own close.
        await bounded(transport.terminateSession()).catch((error: unknown) => logger.debug('agent', `MCP ${label}: ending the session: ${(error as Error).message}`));
        await closeQuietly(client, logger, label);
      },
    };
  } catch (first) {
    await closeQuietly(streamable as unknown as McpClientLike, logger, label);
    if (signal.aborted) throw signal.reason;
    logger.debug('agent', `MCP ${label}: Streamable HTTP failed (${(first as Error).message}); trying HTTP+SSE`);
    const sse = new Client({ name: 'actwright', version: '1' });
    try {
      await sse.connect(new SSEClientTransport(new URL(url)), options);
      const client = sse as unknown as McpClientLike;
      return { client, end: () => closeQuietly(client, logger, label) };
    } catch (second) {
      await closeQuietly(sse as unknown as McpClientLike, logger, label);
      if (signal.aborted) throw signal.reason;
      throw new McpIntegrationError(
        label,
        `agent({ integrations }): could not connect to the MCP server ${label} over Streamable HTTP (${(first as Error).message}) or HTTP+SSE (${(second as Error).message}). Check that the server runs and the URL is its MCP endpoint.`,
        { cause: second },
      );
    }
  }
}

async function listTools(client: McpClientLike, signal: AbortSignal): Promise<McpTool[]> {
  const tools: McpTool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_TOOL_PAGES; page++) {
    const answer = await client.listTools(cursor ? { cursor } : undefined, { signal });
    tools.push(...answer.tools);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return tools;
}

/** What an MCP tool call gave, as the agent sees it: structured content, else the text parts. */
function toOutcome(result: unknown): ToolCallOutcome {
  const answer = (result ?? {}) as { content?: { type: string; text?: string }[]; structuredContent?: unknown; isError?: boolean; toolResult?: unknown };
  if ('toolResult' in answer) return { ok: true, output: jsonSafe(answer.toolResult) };
  const text = (answer.content ?? []).map((part) => (part.type === 'text' ? (part.text ?? '') : `[${part.type}]`)).join('\n');
  if (answer.isError) return { ok: false, error: text || 'the MCP tool reported an error' };
  if (answer.structuredContent !== undefined) return { ok: true, output: jsonSafe(answer.structuredContent) };
  return { ok: true, output: text };
}

/**
 * Connects every integration, lists its tools, and returns them as tool sources. Connections this
 * opened are closed by `close()` (also when opening a later one fails); clients passed in stay open.
 */
export async function openIntegrations(integrations: readonly (string | McpClientLike)[] | undefined, signal: AbortSignal, logger: Logger): Promise<OpenIntegrations> {
  const opened: Opened[] = [];
  const close = async () => {
    await Promise.all(opened.splice(0).map((connection) => connection.end()));
  };
  const sources: OpenIntegrations['sources'] = [];
  try {
    for (const integration of integrations ?? []) {
      const label = integrationLabel(integration);
      let client: McpClientLike;
      if (typeof integration === 'string') {
        const connection = await connect(integration, signal, logger);
        opened.push(connection);
        client = connection.client;
      } else {
        client = integration;
      }
      let tools: McpTool[];
      try {
        tools = await listTools(client, signal);
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        throw new McpIntegrationError(label, `agent({ integrations }): the MCP server ${label} did not list its tools (${(error as Error).message}).`, { cause: error });
      }
      const server = client.getServerVersion?.()?.name;
      logger.debug('agent', `MCP ${label}: ${tools.length} tools (${tools.map((t) => t.name).join(', ')})`);
      sources.push({
        list: tools.map((tool) => ({
          name: tool.name,
          ...(tool.description ? { description: tool.description } : {}),
          inputSchema: tool.inputSchema ?? { type: 'object' },
          integration: label,
          ...(server ? { server } : {}),
        })),
        call: async (name, input, options) => {
          try {
            const args = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
            return toOutcome(await client.callTool({ name, arguments: args }, undefined, { signal: options.signal }));
          } catch (error) {
            if (options.signal.aborted) throw options.signal.reason;
            return { ok: false, error: `MCP tool "${name}" on ${label} failed: ${(error as Error).message}` };
          }
        },
      });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { sources, close };
}
