import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createKeyCheck } from './auth.js';
import type { ServerContext } from './context.js';
import { ReplayServerConfigError, ReplayServerListenError } from './errors.js';
import { ReplayServerOptionsSchema, type ReplayServerOptions } from './options.js';
import { rawErrorResponse } from './responses.js';
import { allowedHosts } from './host-check.js';
import { handleRequest } from './router.js';
import { SessionFiles } from './session-files.js';
import { findTraceViewer } from './trace-viewer.js';
import { createReportAccess, TOKEN_PARAM } from './report-access.js';

export interface ReplayServer {
  /** Base URL, e.g. `http://127.0.0.1:9324`. */
  url: string;
  /**
   * The report's URL for a browser, with this server's token (`/?token=…`): print it once; opening
   * it sets a cookie for the report's files. Every other route needs that cookie or `x-bb-api-key`.
   */
  reportUrl: string;
  /** The token of `reportUrl`, made when the server started. */
  reportToken: string;
  host: string;
  port: number;
  /** Ends open streams and connections, then stops listening. */
  close(): Promise<void>;
}

/** Status and message for a request Node's parser rejected before it became a request. */
function clientErrorStatus(error: NodeJS.ErrnoException): [number, string] {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'Request headers too large.'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'The request took too long to arrive and was cut.'];
    default:
      return [400, 'Malformed HTTP request.'];
  }
}

function onClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // Node's own handler has the same guard: never write a second response over one in progress.
  const inProgress = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inProgress?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, message] = clientErrorStatus(error);
  socket.end(rawErrorResponse(status, message));
  // A peer that never reads the answer must not hold the socket.
  socket.setTimeout(1_000, () => socket.destroy());
}

/**
 * The replay server over a report folder: `GET /v1/sessions/<id>/replay` (JSON or Server-Sent
 * Events), `GET /v1/sessions`, `GET /healthz` and the HTML report at `/`. Plain node:http: the
 * routes are few, and a framework would only add latency to the hot path.
 */
export async function createReplayServer(options: ReplayServerOptions): Promise<ReplayServer> {
  const parsed = ReplayServerOptionsSchema.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ReplayServerConfigError(
      `Invalid replay server option ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}. Pass { dir, apiKey, host?, port?, allowedHosts? }.`,
      { cause: parsed.error },
    );
  }
  const resolved = parsed.data;
  const ctx: ServerContext = {
    options: resolved,
    files: await SessionFiles.open(resolved.dir, {
      cacheEntries: resolved.cacheEntries,
      cacheBytes: resolved.cacheBytes,
      parseBytes: resolved.parseBytes,
      fileBytes: resolved.fileBytes,
    }),
    checkKey: createKeyCheck(resolved.apiKey),
    access: undefined,
    followers: new Map(),
    streams: new Set(),
    allowedHosts: new Set(),
    traceViewerDir: findTraceViewer(resolved.dir),
  };

  const server: Server = createServer(
    {
      headersTimeout: resolved.headersTimeoutMs,
      requestTimeout: resolved.requestTimeoutMs,
      keepAliveTimeout: resolved.keepAliveTimeoutMs,
      maxHeaderSize: resolved.maxHeaderBytes,
      // Checked often enough that the timeouts above act close to their value.
      connectionsCheckingInterval: Math.min(1_000, resolved.headersTimeoutMs),
      // A missing Host is answered by the router, with a JSON body like every other error.
      requireHostHeader: false,
    },
    (req, res) => void handleRequest(ctx, req, res),
  );
  server.on('clientError', onClientError);

  await new Promise<void>((resolve, reject) => {
    const fail = (cause: NodeJS.ErrnoException): void =>
      reject(
        new ReplayServerListenError(
          cause.code === 'EADDRINUSE'
            ? `Port ${resolved.port} on ${resolved.host} is already in use. Pick another with --port (0 picks a free one).`
            : `Cannot listen on ${resolved.host}:${resolved.port} (${cause.code ?? cause.message}). Check --host and --port.`,
          { cause },
        ),
      );
    server.once('error', fail);
    server.listen(resolved.port, resolved.host, () => {
      server.off('error', fail);
      resolve();
    });
  });

  const address = server.address() as AddressInfo;
  const access = createReportAccess(address.port);
  ctx.access = access;
  for (const name of allowedHosts(address.address, address.port, resolved.allowedHosts)) ctx.allowedHosts.add(name);
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${address.port}`,
    reportUrl: `http://${urlHost}:${address.port}/?${TOKEN_PARAM}=${access.token}`,
    reportToken: access.token,
    host: address.address,
    port: address.port,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        for (const stream of [...ctx.streams]) stream.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      })),
  };
}
