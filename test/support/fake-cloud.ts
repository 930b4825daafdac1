import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findBrowser } from '../../src/engine/browser/find.js';
import { browserPids } from './processes.js';

/** One session as the fake keeps it. */
export interface FakeSession {
  id: string;
  projectId: string;
  status: 'RUNNING' | 'COMPLETED' | 'TIMED_OUT' | 'ERROR';
  keepAlive: boolean;
  createdAt: string;
  endedAt?: string;
  /** What the client connects to: the fake's own WebSocket address, proxied to the browser. */
  connectUrl: string;
  /** The browser's own DevTools address behind connectUrl. */
  browserWsUrl: string;
  signingKey: string;
  /** Open DevTools connections through connectUrl. */
  connections: number;
  /** The body the client sent to create it. */
  createBody: Record<string, unknown>;
  /** Chromium's process id (its own process group). */
  pid: number;
  /** Chromium's profile folder: it names all of the browser's processes (see browserPids). */
  profile: string;
}

export interface FakeCloudRequest {
  method: string;
  path: string;
  /** Whether the x-bb-api-key header carried the right key. */
  authorized: boolean;
  body: unknown;
}

export interface FakeCloud {
  /** http://127.0.0.1:<port>: pass as cloudBaseURL. */
  baseURL: string;
  apiKey: string;
  projectId: string;
  sessions: Map<string, FakeSession>;
  requests: FakeCloudRequest[];
  /** The next request matching `method path` (path may contain `:id`) answers with this error. */
  failNext(route: string, status: number, message: string): void;
  /**
   * The next created session answers with this connectUrl instead of its browser's (`{key}` is
   * replaced by the API key, as a platform that signs connect URLs with it would do).
   */
  overrideNextConnectUrl(url: string): void;
  /** Ends a session's browser and sets its status, as the platform does on a timeout or failure. */
  endSession(id: string, status: 'COMPLETED' | 'TIMED_OUT' | 'ERROR'): void;
  /** Creates a session outside any client (as another process or the dashboard would). */
  createSession(createBody?: Record<string, unknown>): Promise<FakeSession>;
  /** Whether any process of the session's browser still runs. */
  isBrowserAlive(id: string): boolean;
  /** Processes of browsers this fake started that still run. */
  livePids(): number[];
  /** Kills every browser it started and closes the server. */
  stop(): Promise<void>;
}

const DEVTOOLS_TIMEOUT_MS = 30_000;
const EXIT_TIMEOUT_MS = 5_000;

/** Starts Chromium in its own process group with a DevTools port; resolves with its ws address. */
function startChromium(profile: string): Promise<{ child: ChildProcess; wsUrl: string }> {
  const found = findBrowser();
  if (!found) throw new Error('fake-cloud: no Chromium found (see README: finding a browser)');
  const child = spawn(
    found.executablePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--remote-debugging-port=0',
      '--remote-allow-origins=*',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--mute-audio',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => finish(new Error(`fake-cloud: Chromium gave no DevTools address within ${DEVTOOLS_TIMEOUT_MS} ms`)), DEVTOOLS_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match) finish(undefined, match[1]);
    };
    const onExit = (code: number | null) => finish(new Error(`fake-cloud: Chromium exited with ${code}: ${output.slice(-300)}`));
    function finish(error?: Error, wsUrl?: string) {
      clearTimeout(timer);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      child.stderr?.destroy();
      if (error || !wsUrl) {
        killGroup(child.pid);
        reject(error);
      } else {
        child.unref();
        resolve({ child, wsUrl });
      }
    }
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

function killGroup(pid: number | undefined) {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += chunk;
  if (!text) return undefined;
  return JSON.parse(text);
}

/**
 * A loopback fake of the cloud platform's REST API (the parts the client uses): create, retrieve,
 * debug URLs and update (REQUEST_RELEASE). Each session is a real local Chromium whose DevTools
 * address is the session's connectUrl. Errors have the platform's shape
 * ({ statusCode, error, message }); a wrong key gets a 401 whose message echoes the key, so tests
 * can check the client never repeats it.
 */
export async function startFakeCloud({ apiKey = `bb_test_${randomUUID()}`, projectId = 'proj_fake' } = {}): Promise<FakeCloud> {
  const sessions = new Map<string, FakeSession>();
  const children = new Map<string, { child: ChildProcess; profile: string }>();
  const requests: FakeCloudRequest[] = [];
  const failures: { route: RegExp; status: number; message: string }[] = [];
  let nextConnectUrl: string | undefined;

  /** Kills a session's browser; resolves once it has exited and its profile is gone (bounded). */
  const stopBrowser = (id: string): Promise<void> => {
    const entry = children.get(id);
    if (!entry) return Promise.resolve();
    children.delete(id);
    const { child, profile } = entry;
    const exited = child.exitCode !== null || child.signalCode !== null;
    const gone = exited ? Promise.resolve() : new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, EXIT_TIMEOUT_MS);
      child.once('exit', () => (clearTimeout(timer), resolve()));
    });
    killGroup(child.pid);
    // The profile is removed after the exit: a dying browser still writes to it.
    return gone.then(() => {
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
      } catch {
        /* a straggler still writes: the folder is in the temp dir */
      }
    });
  };
  const end = (session: FakeSession, status: FakeSession['status']) => {
    void stopBrowser(session.id);
    session.status = status;
    session.endedAt = new Date().toISOString();
  };

  async function createSession(createBody: Record<string, unknown> = {}): Promise<FakeSession> {
    const id = randomUUID();
    const signingKey = randomUUID();
    const profile = mkdtempSync(join(tmpdir(), 'actwright-fake-cloud-'));
    const { child, wsUrl } = await startChromium(profile);
    children.set(id, { child, profile });
    const session: FakeSession = {
      id,
      projectId: typeof createBody.projectId === 'string' ? createBody.projectId : projectId,
      status: 'RUNNING',
      keepAlive: createBody.keepAlive === true,
      createdAt: new Date().toISOString(),
      signingKey,
      connectUrl: nextConnectUrl?.replaceAll('{key}', apiKey) ?? `${baseURL.replace(/^http/, 'ws')}/connect/${id}?signingKey=${signingKey}`,
      browserWsUrl: wsUrl,
      connections: 0,
      createBody,
      pid: child.pid!,
      profile,
    };
    nextConnectUrl = undefined;
    sessions.set(id, session);
    return session;
  }

  const view = (s: FakeSession, withConnect: boolean) => ({
    id: s.id,
    createdAt: s.createdAt,
    updatedAt: s.endedAt ?? s.createdAt,
    projectId: s.projectId,
    startedAt: s.createdAt,
    expiresAt: new Date(Date.parse(s.createdAt) + 3_600_000).toISOString(),
    ...(s.endedAt ? { endedAt: s.endedAt } : {}),
    status: s.status,
    proxyBytes: 0,
    keepAlive: s.keepAlive,
    region: 'us-west-2',
    userMetadata: {},
    ...(withConnect ? { connectUrl: s.connectUrl, seleniumRemoteUrl: `${baseURL}/webdriver`, signingKey: s.signingKey } : {}),
  });

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, error: string, message: string) => send(res, status, { statusCode: status, error, message });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const method = req.method ?? 'GET';
    const given = req.headers['x-bb-api-key'];
    const authorized = given === apiKey;
    let body: unknown;
    try {
      body = await readJson(req);
    } catch {
      return fail(res, 400, 'Bad Request', 'Body is not valid JSON');
    }
    requests.push({ method, path, authorized, body });
    const failure = failures.findIndex((f) => f.route.test(`${method} ${path}`));
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      return fail(res, f!.status, f!.status >= 500 ? 'Internal Server Error' : 'Error', f!.message);
    }
    if (!authorized) return fail(res, 401, 'Unauthorized', `Invalid API key: ${String(given ?? '(none)')}`);

    if (method === 'POST' && path === '/v1/sessions') {
      if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
        return fail(res, 400, 'Bad Request', 'Body must be an object');
      }
      const created = await createSession((body ?? {}) as Record<string, unknown>);
      return send(res, 201, view(created, true));
    }
    const match = /^\/v1\/sessions\/([^/]+)(\/debug)?$/.exec(path);
    const session = match ? sessions.get(decodeURIComponent(match[1]!)) : undefined;
    if (match && !session) return fail(res, 404, 'Not Found', `Session ${decodeURIComponent(match[1]!)} not found`);
    if (session && method === 'GET' && !match![2]) return send(res, 200, view(session, true));
    if (session && method === 'GET' && match![2]) {
      if (session.status !== 'RUNNING') return fail(res, 400, 'Bad Request', 'Session is not running');
      const inspector = `${baseURL}/devtools/inspector.html?wss=${encodeURIComponent(session.browserWsUrl.replace(/^ws:\/\//, ''))}`;
      return send(res, 200, {
        debuggerFullscreenUrl: `${inspector}&fullscreen=true`,
        debuggerUrl: inspector,
        wsUrl: session.browserWsUrl,
        pages: [],
      });
    }
    if (session && method === 'POST' && !match![2]) {
      const status = (body as { status?: unknown } | undefined)?.status;
      if (status !== 'REQUEST_RELEASE') return fail(res, 400, 'Bad Request', 'status must be REQUEST_RELEASE');
      if (session.status === 'RUNNING') end(session, 'COMPLETED');
      return send(res, 200, view(session, false));
    }
    return fail(res, 404, 'Not Found', `No route ${method} ${path}`);
  }

  /**
   * The platform's connect endpoint: checks the signing key and pipes the WebSocket to the
   * session's browser. When the last connection of a session without keepAlive drops, the session
   * ends, as on the platform ("keepAlive: keep the session alive even after disconnections").
   */
  function proxyDevTools(req: IncomingMessage, socket: Socket, head: Buffer) {
    const url = new URL(req.url ?? '/', 'http://x');
    const session = sessions.get(/^\/connect\/([^/]+)$/.exec(url.pathname)?.[1] ?? '');
    const refuse = (status: string) => socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
    if (!session) return refuse('404 Not Found');
    if (url.searchParams.get('signingKey') !== session.signingKey) return refuse('401 Unauthorized');
    if (session.status !== 'RUNNING') return refuse('410 Gone');
    const target = new URL(session.browserWsUrl);
    const upstream = connect(Number(target.port), target.hostname);
    session.connections++;
    let counted = true;
    const drop = () => {
      if (!counted) return;
      counted = false;
      socket.destroy();
      upstream.destroy();
      session.connections--;
      if (session.connections === 0 && !session.keepAlive && session.status === 'RUNNING') end(session, 'COMPLETED');
    };
    upstream.once('connect', () => {
      const headers: string[] = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i]!;
        headers.push(`${name}: ${name.toLowerCase() === 'host' ? target.host : req.rawHeaders[i + 1]}`);
      }
      upstream.write(`GET ${target.pathname} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    socket.on('close', drop).on('error', drop);
    upstream.on('close', drop).on('error', drop);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) fail(res, 500, 'Internal Server Error', (error as Error).message);
      else res.end();
    });
  });
  const upgraded = new Set<Socket>();
  server.on('upgrade', (req, socket: Socket, head: Buffer) => {
    upgraded.add(socket.once('close', () => upgraded.delete(socket)));
    proxyDevTools(req, socket, head);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseURL,
    apiKey,
    projectId,
    sessions,
    requests,
    failNext(route, status, message) {
      const pattern = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(':id', '[^/]+');
      failures.push({ route: new RegExp(`^${pattern}$`), status, message });
    },
    overrideNextConnectUrl(url) {
      nextConnectUrl = url;
    },
    endSession(id, status) {
      const session = sessions.get(id);
      if (session) end(session, status);
    },
    createSession,
    isBrowserAlive(id) {
      const session = sessions.get(id);
      return !!session && browserPids(session.profile).length > 0;
    },
    livePids: () => [...sessions.values()].flatMap((s) => browserPids(s.profile)),
    async stop() {
      await Promise.all([...children.keys()].map(stopBrowser));
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        for (const socket of upgraded) socket.destroy();
        server.close(() => resolve());
      });
    },
  };
}
