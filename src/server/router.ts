import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_ID_PATTERN } from '../replay/index.js';
import type { ServerContext } from './context.js';
import { HttpError } from './errors.js';
import { isAllowedHost } from './host-check.js';
import { serveReportFile } from './report-route.js';
import { streamReplay } from './replay-stream.js';
import { serveTraceViewer, TRACE_VIEWER_PREFIX } from './trace-viewer.js';
import { sendError, sendJson } from './responses.js';
import { sendReplay } from './replay-send.js';

const REPLAY_ROUTE = /^\/v1\/sessions\/([^/]*)\/replay\/?$/;
const ALLOW = { allow: 'GET, HEAD' };

/**
 * The report and every file of it (replay files, detail chunks, screenshots, attachments) need a
 * credential too: the API key, this server's report cookie, or its token in the URL, which also
 * sets the cookie. Returns the headers to add to the answer.
 */
function requireReader(ctx: ServerContext, req: IncomingMessage): Record<string, string> {
  if (ctx.checkKey(req.headers['x-bb-api-key'])) return {};
  const access = ctx.access;
  if (access?.hasCookie(req)) return {};
  // The token is a credential in a URL: the answer must not be stored by any cache.
  if (access?.tokenInQuery(req.url ?? '')) return { 'set-cookie': access.setCookie, 'cache-control': 'no-store' };
  throw new HttpError(
    401,
    'This report needs a credential: open the URL with ?token=… that `actwright show-report` (or `serve`) printed, which sets a cookie for this server; clients send the API key in x-bb-api-key.',
  );
}

function requireKey(ctx: ServerContext, req: IncomingMessage): void {
  if (!ctx.checkKey(req.headers['x-bb-api-key'])) {
    throw new HttpError(
      401,
      req.headers['x-bb-api-key'] === undefined
        ? 'Missing API key: send it in the x-bb-api-key header.'
        : 'Wrong API key in x-bb-api-key: use the key the server was started with (--api-key or ACTWRIGHT_API_KEY).',
    );
  }
}

/** `x-stream-response`: absent or `false` answers with JSON, `true` with Server-Sent Events. */
function wantsStream(req: IncomingMessage): boolean {
  const value = req.headers['x-stream-response'];
  if (value === undefined) return false;
  const normalized = String(value).trim().toLowerCase();
  if (normalized === 'true') return true;
  if (normalized === 'false') return false;
  throw new HttpError(400, 'x-stream-response must be "true" or "false".');
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

async function replayRoute(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, rawId: string): Promise<void> {
  requireKey(ctx, req);
  let id: string;
  try {
    id = decodeURIComponent(rawId);
  } catch {
    id = rawId;
  }
  if (!SESSION_ID_PATTERN.test(id)) {
    throw new HttpError(400, 'The session id must be UUID-shaped (8-4-4-4-12 hexadecimal digits); list sessions with GET /v1/sessions.');
  }
  const stream = wantsStream(req) && req.method === 'GET';
  // Built only when needed: an Error captures a stack, which costs more than serving a hit.
  const notFound = (): HttpError => new HttpError(404, `Session ${id} not found in this report; list sessions with GET /v1/sessions.`);
  if (stream) {
    // Existence is settled before the stream opens, so an unknown session is still a plain 404.
    const exists =
      (await ctx.files.locate(ctx.files.finalPath(id))) ?? (await ctx.files.locate(ctx.files.livePath(id)));
    if (!exists) throw notFound();
    if (ctx.streams.size >= ctx.options.maxStreams) {
      throw new HttpError(503, `Too many open streams (${ctx.options.maxStreams}); retry later or without x-stream-response.`, {
        headers: { 'retry-after': '5' },
      });
    }
    await streamReplay(ctx, res, id);
    return;
  }
  const loaded = (await ctx.files.loadFinal(id)) ?? (await ctx.files.loadLive(id));
  if (!loaded) throw notFound();
  await sendReplay(req, res, loaded);
}

async function route(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const target = req.url ?? '';
  if (!target.startsWith('/')) {
    throw new HttpError(400, 'The request target must be a path, such as /v1/sessions/<session_id>/replay.');
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    // A body is never read: the connection closes instead of carrying it into the next request.
    const headers = hasBody(req) ? { ...ALLOW, connection: 'close' } : ALLOW;
    throw new HttpError(405, `Method ${req.method} is not allowed; this server answers GET and HEAD only.`, { headers });
  }
  if (hasBody(req)) {
    throw new HttpError(413, 'Requests to this server have no body; send the GET without one.', { headers: { connection: 'close' } });
  }
  if (req.httpVersion === '1.1' && !req.headers.host) {
    throw new HttpError(400, 'HTTP/1.1 requests need a Host header.');
  }
  // A browser always sends Host: a page whose name was rebound to this address sends its own name.
  if (req.headers.host !== undefined && !isAllowedHost(req.headers.host, ctx.allowedHosts)) {
    throw new HttpError(
      421,
      `This server does not answer for host "${req.headers.host.slice(0, 100)}". Use ${[...ctx.allowedHosts][0] ?? 'the address it listens on'}, or start it with --allowed-host <name> for another name.`,
    );
  }
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);

  const replay = REPLAY_ROUTE.exec(path);
  if (replay) return replayRoute(ctx, req, res, replay[1] ?? '');
  if (path === '/healthz') {
    sendJson(res, 200, {
      success: true,
      data: { status: 'ok', streams: ctx.streams.size, liveSessions: ctx.followers.size, cachedFiles: ctx.files.cachedFiles },
    });
    return;
  }
  if (path === '/v1/sessions' || path === '/v1/sessions/') {
    requireKey(ctx, req);
    sendJson(res, 200, { success: true, data: { sessions: await ctx.files.list() } });
    return;
  }
  if (path.startsWith('/v1/') || path === '/v1') {
    throw new HttpError(404, `No such endpoint: ${path}. The API is GET /v1/sessions and GET /v1/sessions/<session_id>/replay.`);
  }
  // Playwright's viewer app holds no session data (the trace it opens is an attachment, behind the door).
  if (path.startsWith(TRACE_VIEWER_PREFIX) || path === '/trace') return serveTraceViewer(ctx.traceViewerDir, res, path === '/trace' ? TRACE_VIEWER_PREFIX : path);
  const granted = requireReader(ctx, req);
  await serveReportFile(ctx, req, res, path, granted);
}

/** Answers one request; whatever goes wrong becomes a JSON error, never a crash. */
export async function handleRequest(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    await route(ctx, req, res);
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 500;
    const message =
      error instanceof HttpError ? error.message : 'Internal error while reading the report folder; see the server log.';
    if (!(error instanceof HttpError)) console.error('actwright replay server:', error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendError(res, status, message, error instanceof HttpError ? error.headers : {});
  }
}
