import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  ClientEnvironmentError,
  ClientInitError,
  ClientNotInitializedError,
  CloudApiError,
  CloudSessionNotFoundError,
  CloudSessionNotRunningError,
  MissingEnvironmentVariableError,
  type ClientOptions,
  type LogLine,
} from '../../src/index.js';
import { startFakeCloud, type FakeCloud } from '../support/fake-cloud.js';
import { startTestServer, type TestServer } from '../support/http-server.js';
import { waitFor } from '../support/processes.js';

const ENV_NAMES = ['BROWSERBASE_API_KEY', 'BROWSERBASE_BASE_URL', 'BROWSERBASE_PROJECT_ID'] as const;

let fake: FakeCloud;
let site: TestServer;
const clients: Client[] = [];
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));

/** A CLOUD client against the fake; closed after each test whatever happens. */
function cloudClient(options: Partial<ClientOptions> = {}, lines?: LogLine[]): Client {
  const client = new Client({
    env: 'CLOUD',
    apiKey: fake.apiKey,
    cloudBaseURL: fake.baseURL,
    verbose: 2,
    logger: (line) => lines?.push(line),
    ...options,
  } as ClientOptions);
  clients.push(client);
  return client;
}

const requestsTo = (method: string, pattern: RegExp) => fake.requests.filter((r) => r.method === method && pattern.test(r.path));
const RELEASE = /^\/v1\/sessions\/[^/]+$/;

beforeAll(async () => {
  for (const name of ENV_NAMES) delete process.env[name];
  [fake, site] = await Promise.all([startFakeCloud(), startTestServer()]);
  site.route('/one', '<title>One</title><h1>one</h1>');
  site.route('/two', '<title>Two</title><h1>two</h1>');
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close({ force: true }).catch(() => undefined)));
  for (const name of ENV_NAMES) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});

afterAll(async () => {
  await fake?.stop();
  await site?.close();
  await waitFor(() => fake.livePids().length === 0);
});

describe('CLOUD: create, use, release', () => {
  it('creates a session, exposes its ids and URLs, drives its page, and releases it on close', async () => {
    const client = cloudClient({ cloudSessionCreateParams: { projectId: 'proj_from_params', region: 'eu-central-1' } });
    expect(client.cloudSessionID).toBeUndefined();
    expect(() => client.page).toThrow(ClientNotInitializedError);
    await client.init();

    const id = client.cloudSessionID!;
    const session = fake.sessions.get(id)!;
    expect(session).toBeDefined();
    expect(session.createBody).toEqual({ projectId: 'proj_from_params', region: 'eu-central-1', keepAlive: false });
    expect(client.cloudSessionURL).toBe(`https://www.browserbase.com/sessions/${id}`);
    expect(client.cloudSessionDebugURL).toMatch(new RegExp(`^${fake.baseURL}/devtools/inspector\\.html\\?wss=.*fullscreen=true$`));
    expect(client.context.pages()).toHaveLength(1);

    await client.page.goto(`${site.origin}/one`);
    expect(await client.page.title()).toBe('One');
    const history = await client.history;
    expect(history.map((h) => [h.method, (h.parameters as { url: string }).url])).toEqual([['navigate', `${site.origin}/one`]]);
    expect(client.exportSession()).toMatchObject({ env: 'CLOUD', cloudSessionId: id, cloudSessionURL: client.cloudSessionURL });
    // The AI methods read the cloud browser's page like a local one.
    expect((await client.extract()).pageText).toContain('one');
    expect((await client.history).at(-1)!.method).toBe('extract');

    await client.close();
    await client.close(); // a second close does nothing
    expect(session.status).toBe('COMPLETED');
    expect(requestsTo('POST', RELEASE).filter((r) => r.path.endsWith(id))).toHaveLength(1);
    expect(requestsTo('POST', RELEASE).find((r) => r.path.endsWith(id))!.body).toEqual({ status: 'REQUEST_RELEASE', projectId: 'proj_from_params' });
    await waitFor(() => !fake.isBrowserAlive(id));
    // Still readable after close, for reports.
    expect(client.cloudSessionID).toBe(id);
  });

  it('reads the key, base URL and project id from the environment', async () => {
    process.env.BROWSERBASE_API_KEY = fake.apiKey;
    process.env.BROWSERBASE_BASE_URL = fake.baseURL;
    process.env.BROWSERBASE_PROJECT_ID = 'proj_from_env';
    const client = new Client({ env: 'CLOUD', verbose: 0 });
    clients.push(client);
    await client.init();
    expect(fake.sessions.get(client.cloudSessionID!)!.createBody).toEqual({ projectId: 'proj_from_env', keepAlive: false });
    await client.page.goto(`${site.origin}/two`);
    expect(await client.page.title()).toBe('Two');
  });
});

describe('CLOUD: keepAlive and resume', () => {
  it('keepAlive true leaves the session running; cloudSessionID resumes it with its pages; keepAlive false then releases it', async () => {
    const first = cloudClient({ keepAlive: true });
    await first.init();
    const id = first.cloudSessionID!;
    expect(fake.sessions.get(id)!.createBody.keepAlive).toBe(true);
    await first.page.goto(`${site.origin}/two`);
    await first.close();
    expect(fake.sessions.get(id)!.status).toBe('RUNNING');
    expect(fake.isBrowserAlive(id)).toBe(true);
    expect(requestsTo('POST', RELEASE).filter((r) => r.path.endsWith(id))).toHaveLength(0);

    const second = cloudClient({ cloudSessionID: id });
    await second.init();
    expect(second.cloudSessionID).toBe(id);
    expect(second.cloudSessionURL).toContain(id);
    expect(second.cloudSessionDebugURL).toBeDefined();
    expect(second.page.url()).toBe(`${site.origin}/two`);
    expect(requestsTo('POST', /^\/v1\/sessions$/).length).toBe(fake.sessions.size); // no new session created
    await second.close();
    expect(fake.sessions.get(id)!.status).toBe('COMPLETED');
    await waitFor(() => !fake.isBrowserAlive(id));
  });

  it('takes keepAlive from cloudSessionCreateParams when the top-level option is not set, and the top-level one wins when set', async () => {
    const fromParams = cloudClient({ cloudSessionCreateParams: { keepAlive: true } });
    await fromParams.init();
    const kept = fromParams.cloudSessionID!;
    await fromParams.close();
    expect(fake.sessions.get(kept)!.status).toBe('RUNNING');

    const overridden = cloudClient({ keepAlive: false, cloudSessionCreateParams: { keepAlive: true } });
    await overridden.init();
    const released = overridden.cloudSessionID!;
    expect(fake.sessions.get(released)!.createBody.keepAlive).toBe(false);
    await overridden.close();
    expect(fake.sessions.get(released)!.status).toBe('COMPLETED');

    fake.endSession(kept, 'COMPLETED');
  });

  it('an unknown cloudSessionID fails with CloudSessionNotFoundError', async () => {
    const client = cloudClient({ cloudSessionID: 'no-such-session' });
    const error = await client.init().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudSessionNotFoundError);
    expect((error as Error).message).toMatch(/"no-such-session" was not found.*remove it to create a new session/);
    expect(((error as Error).cause as CloudApiError).status).toBe(404);
    expect(client.cloudSessionID).toBeUndefined();
    expect(client.isInitialized).toBe(false);
  });

  it('a session that has ended fails with CloudSessionNotRunningError naming its status', async () => {
    const ended = await fake.createSession({ keepAlive: true });
    fake.endSession(ended.id, 'TIMED_OUT');
    const client = cloudClient({ cloudSessionID: ended.id });
    const error = await client.init().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudSessionNotRunningError);
    expect(error).toMatchObject({ sessionId: ended.id, status: 'TIMED_OUT' });
    expect((error as Error).message).toContain('TIMED_OUT, not RUNNING');
  });
});

describe('CLOUD: errors and secrets', () => {
  it('a missing key is a MissingEnvironmentVariableError naming the variable', () => {
    expect(() => new Client({ env: 'CLOUD' })).toThrow(MissingEnvironmentVariableError);
    expect(() => new Client({ env: 'CLOUD' })).toThrow(/apiKey option or set BROWSERBASE_API_KEY/);
  });

  it('an API error becomes a CloudApiError with the status and the platform message, and nothing is left running', async () => {
    fake.failNext('POST /v1/sessions', 429, 'Concurrent session limit reached');
    const before = fake.sessions.size;
    const client = cloudClient();
    const error = await client.init().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudApiError);
    expect(error).toMatchObject({ status: 429, platformMessage: 'Concurrent session limit reached' });
    expect((error as Error).message).toMatch(/HTTP 429.*Concurrent session limit reached.*wait for other sessions/);
    expect(fake.sessions.size).toBe(before);
  });

  it('an unreachable platform is a CloudApiError that names the address', async () => {
    const closed = await startTestServer();
    await closed.close(); // a port nothing listens on
    const client = cloudClient({ cloudBaseURL: closed.origin });
    const error = await client.init().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudApiError);
    expect((error as CloudApiError).status).toBeUndefined();
    expect((error as Error).message).toContain(`Could not reach the cloud platform at ${closed.origin} to create a session: ECONNREFUSED`);
  });

  it('a session it cannot connect to is released, and the error hides the signed connect URL', async () => {
    const dead = await startTestServer();
    await dead.close();
    fake.overrideNextConnectUrl(`ws://127.0.0.1:${dead.port}/devtools/browser?apiKey={key}&signingKey=sig-123456`);
    const client = cloudClient();
    const error = await client.init().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientInitError);
    const created = [...fake.sessions.values()].at(-1)!;
    expect((error as Error).message).toContain(`Could not connect to cloud session ${created.id}`);
    for (let e = error as Error | undefined; e; e = e.cause as Error | undefined) {
      expect(e.message).not.toContain(fake.apiKey);
      expect(e.message).not.toContain('sig-123456');
    }
    expect(created.status).toBe('COMPLETED');
    expect(client.cloudSessionID).toBeUndefined();
  });

  it('rejects a cloudBaseURL that is not an http(s) URL, and an answer that is not the platform\'s', async () => {
    expect(() => new Client({ env: 'CLOUD', apiKey: 'k', cloudBaseURL: 'ftp://x' })).toThrow(ClientEnvironmentError);
    const client = cloudClient({ cloudBaseURL: site.origin }); // a web page, not the API
    const error = await client.init().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudApiError);
    expect((error as CloudApiError).status).toBe(404);
    site.route('/v1/sessions', (_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>hi</html>'));
    const shape = await cloudClient({ cloudBaseURL: site.origin }).init().catch((e: unknown) => e);
    expect(shape).toBeInstanceOf(CloudApiError);
    expect((shape as Error).message).toMatch(/unexpected shape.*Is cloudBaseURL pointing at the platform's API/);
  });

  it('init() called twice at once creates one session; close({ force: true }) releases it', async () => {
    const before = requestsTo('POST', /^\/v1\/sessions$/).length;
    const client = cloudClient();
    await Promise.all([client.init(), client.init()]);
    expect(requestsTo('POST', /^\/v1\/sessions$/).length).toBe(before + 1);
    const id = client.cloudSessionID!;
    await client.close({ force: true });
    await waitFor(() => fake.sessions.get(id)!.status === 'COMPLETED');
    await waitFor(() => !fake.isBrowserAlive(id));
  });

  it('a failing debug endpoint leaves cloudSessionDebugURL undefined and the session usable', async () => {
    fake.failNext('GET /v1/sessions/:id/debug', 500, 'debugger unavailable');
    const lines: LogLine[] = [];
    const client = cloudClient({}, lines);
    await client.init();
    expect(client.cloudSessionID).toBeDefined();
    expect(client.cloudSessionDebugURL).toBeUndefined();
    expect(lines.some((l) => /no debugger URL.*HTTP 500.*debugger unavailable/.test(l.message))).toBe(true);
    await client.page.goto(`${site.origin}/one`);
    expect(await client.page.title()).toBe('One');
  });

  it('a failed release at close is logged, not thrown, and the session is still ended', async () => {
    const lines: LogLine[] = [];
    const client = cloudClient({}, lines);
    await client.init();
    const id = client.cloudSessionID!;
    fake.failNext('POST /v1/sessions/:id', 503, 'try again');
    await client.close();
    expect(lines.some((l) => l.category === 'close' && /did not close cleanly.*HTTP 503/.test(l.message))).toBe(true);
    // close() falls back to kill(), which asks for the release again.
    await waitFor(() => fake.sessions.get(id)!.status === 'COMPLETED');
  });

  it('never lets the API key into an error, a log line, the history or the session export', async () => {
    const lines: LogLine[] = [];
    const key = fake.apiKey;
    const seen: string[] = [];
    const chain = (e: unknown) => {
      for (let x = e as Error | undefined, i = 0; x && i < 10; x = x.cause as Error | undefined, i++) seen.push(x.message, x.stack ?? '', JSON.stringify(x));
    };

    // The fake's 401 echoes the key it was sent.
    const wrong = cloudClient({ apiKey: `${key}-wrong` }, lines);
    const unauthorized = await wrong.init().catch((e: unknown) => e);
    expect(unauthorized).toMatchObject({ status: 401 });
    expect((unauthorized as Error).message).toMatch(/HTTP 401.*\[redacted\].*Check the apiKey option/);
    chain(unauthorized);

    const good = cloudClient({}, lines);
    await good.init();
    await good.page.goto(`${site.origin}/one`);
    const missing = await cloudClient({ cloudSessionID: 'missing' }, lines).init().catch((e: unknown) => e);
    chain(missing);
    seen.push(JSON.stringify(await good.history), JSON.stringify(good.exportSession()));
    await good.close();

    seen.push(...lines.map((l) => JSON.stringify(l)));
    expect(lines.some((l) => l.category === 'cloud')).toBe(true);
    expect(fake.requests.some((r) => !r.authorized)).toBe(true);
    for (const text of seen) expect(text).not.toContain(key);
  });
});

describe('serverCache', () => {
  it('applies on CLOUD (default true, option false turns it off) and never on LOCAL', () => {
    expect(cloudClient().serverCache).toBe(true);
    expect(cloudClient({ serverCache: false }).serverCache).toBe(false);
    expect(new Client({ env: 'LOCAL', serverCache: true }).serverCache).toBe(false);
  });
});

/** Starts two CLOUD clients (keepAlive false, then true) in a child process; resolves with their session ids. */
async function clientsInChild(): Promise<{ child: ChildProcess; dropped: string; kept: string }> {
  const script = `
    import { Client } from ${JSON.stringify(new URL('../../src/index.ts', import.meta.url).pathname)};
    const open = async (keepAlive) => {
      const c = new Client({ env: 'CLOUD', apiKey: ${JSON.stringify(fake.apiKey)}, cloudBaseURL: ${JSON.stringify(fake.baseURL)}, keepAlive, verbose: 0 });
      await c.init();
      return c.cloudSessionID;
    };
    const [dropped, kept] = await Promise.all([open(false), open(true)]);
    console.log('sessions=' + dropped + ',' + kept);
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [dropped, kept] = await new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the child did not open its cloud sessions within 30 s')), 30_000);
    child.stdout!.on('data', (d: Buffer) => {
      const match = /sessions=(\S+),(\S+)/.exec(d.toString());
      if (match) {
        clearTimeout(timer);
        resolve([match[1]!, match[2]!]);
      }
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return { child, dropped: dropped!, kept: kept! };
}

describe('CLOUD: the parent process dies (SIGKILL)', () => {
  it('keepAlive false: the session ends with the connection; keepAlive true: it keeps running and can be resumed', async () => {
    const { child, dropped, kept } = await clientsInChild();
    try {
      expect(fake.sessions.get(dropped)!.connections).toBe(1);
      child.kill('SIGKILL');
      await waitFor(() => fake.sessions.get(dropped)!.status === 'COMPLETED', { timeoutMs: 15_000 });
      await waitFor(() => !fake.isBrowserAlive(dropped));

      await waitFor(() => fake.sessions.get(kept)!.connections === 0, { timeoutMs: 15_000 });
      expect(fake.sessions.get(kept)!.status).toBe('RUNNING');
      const resumed = cloudClient({ cloudSessionID: kept });
      await resumed.init();
      expect(resumed.context.pages().length).toBeGreaterThan(0);
      await resumed.close();
      expect(fake.sessions.get(kept)!.status).toBe('COMPLETED');
    } finally {
      child.kill('SIGKILL');
    }
  });
});

describe('the fake platform', () => {
  it('kills every browser it started when it stops', async () => {
    const own = await startFakeCloud();
    try {
      const [a, b] = await Promise.all([own.createSession({ keepAlive: true }), own.createSession()]);
      expect(own.isBrowserAlive(a.id) && own.isBrowserAlive(b.id)).toBe(true);
    } finally {
      await own.stop();
    }
    await waitFor(() => own.livePids().length === 0);
  });
});
