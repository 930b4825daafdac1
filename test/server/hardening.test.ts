import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReplayServer, type ReplayServer } from '../../src/server/index.js';
import { makeRecord, makeReportFolder, type ReportFolder } from '../support/report-folder.js';
import { rawRequest } from '../support/raw-http.js';

const KEY = 'hardening-key';
let folder: ReportFolder;
let outside: string;
let server: ReplayServer;
const finishedId = randomUUID();
const escapedId = randomUUID();

function get(path: string, extraHeaders = ''): string {
  return `GET ${path} HTTP/1.1\r\nHost: x\r\nx-bb-api-key: ${KEY}\r\n${extraHeaders}Connection: close\r\n\r\n`;
}

function expectJsonError(body: string): void {
  expect(JSON.parse(body)).toMatchObject({ success: false, error: expect.any(String) });
}

async function healthy(): Promise<boolean> {
  const res = await request(`${server.url}/healthz`, { headersTimeout: 5_000 });
  const body = (await res.body.json()) as { data: { status: string } };
  return res.statusCode === 200 && body.data.status === 'ok';
}

beforeAll(async () => {
  folder = await makeReportFolder();
  outside = await mkdtemp(join(tmpdir(), 'actwright-outside-'));
  await writeFile(join(outside, 'secret.html'), '<p>SECRET-OUTSIDE</p>');
  await writeFile(join(outside, 'replay.json'), JSON.stringify({ success: true, data: { pages: [] } }));
  await folder.writeSession(finishedId, [makeRecord(0)]);
  await mkdir(join(folder.dir, 'assets'));
  await writeFile(join(folder.dir, 'assets', 'shot.png'), 'PNGDATA');
  // Symlinks out of the folder: a page, a session file, and a whole directory.
  await symlink(join(outside, 'secret.html'), join(folder.dir, 'leak.html'));
  await symlink(join(outside, 'replay.json'), join(folder.dir, 'sessions', `${escapedId}.json`));
  await symlink(outside, join(folder.dir, 'linked'));
  // Host: x in the raw requests below; the Host check itself is tested in host-csp.test.ts.
  server = await createReplayServer({ dir: folder.dir, apiKey: KEY, headersTimeoutMs: 500, requestTimeoutMs: 1_000, maxHeaderBytes: 4096, allowedHosts: ['x'] });
});

afterAll(async () => {
  await server?.close();
  await folder?.cleanup();
  await rm(outside, { recursive: true, force: true });
});

describe('path safety', () => {
  it('serves files inside the folder', async () => {
    const res = await rawRequest(server.port, get('/assets/shot.png'));
    expect(res.status).toBe(200);
    expect(res.body).toBe('PNGDATA');
  });

  it('refuses traversal: plain, encoded, double-encoded, backslashes, absolute, NUL', async () => {
    const attempts = [
      '/../../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/assets/..%2f..%2f..%2fetc/hostname',
      '/%2e%2e%5c%2e%2e%5cetc%5cpasswd',
      '/..\\..\\etc\\passwd',
      '//etc/passwd',
      '/%2Fetc%2Fpasswd',
      '/index.html%00.png',
      '/%252e%252e/%252e%252e/etc/passwd',
      `/assets/../../${outside.split('/').pop()}/secret.html`,
    ];
    for (const path of attempts) {
      const res = await rawRequest(server.port, get(path));
      expect([400, 404], path).toContain(res.status);
      expect(res.body, path).not.toMatch(/root:|SECRET-OUTSIDE/);
      expectJsonError(res.body);
    }
  });

  it('refuses symlinks that lead out of the folder', async () => {
    for (const path of ['/leak.html', '/linked/secret.html']) {
      const res = await rawRequest(server.port, get(path));
      expect(res.status, path).toBe(403);
      expect(res.body).not.toContain('SECRET-OUTSIDE');
      expectJsonError(res.body);
    }
    const replay = await rawRequest(server.port, get(`/v1/sessions/${escapedId}/replay`));
    expect(replay.status).toBe(403);
    expectJsonError(replay.body);
  });
});

describe('bad and hostile requests', () => {
  it('408 for a client that sends its headers too slowly, and the connection is cut', async () => {
    const res = await rawRequest(server.port, ['GET /healthz HTTP/1.1\r\n', 'Host: x\r\n', 'X-A: 1\r\n', 'X-B: 2\r\n', 'X-C: 3\r\n'], {
      gapMs: 400,
      timeoutMs: 8_000,
    });
    expect(res.status).toBe(408);
    expect(res.closed).toBe(true);
    expectJsonError(res.body);
  });

  it('431 for oversized headers', async () => {
    const res = await rawRequest(server.port, get('/healthz', `X-Big: ${'a'.repeat(8_000)}\r\n`));
    expect(res.status).toBe(431);
    expectJsonError(res.body);
  });

  it('400 for HTTP/1.1 without Host and for an absolute-form target', async () => {
    const noHost = await rawRequest(server.port, 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(noHost.status).toBe(400);
    expectJsonError(noHost.body);
    const absolute = await rawRequest(server.port, get(`http://evil/v1/sessions/${finishedId}/replay`));
    expect(absolute.status).toBe(400);
    expectJsonError(absolute.body);
  });

  it('1,000 malformed requests in a row leave the server healthy', async () => {
    const junk = [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/9.9\r\n\r\n',
      'GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      'GET /healthz HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n',
      '\x00\x01\x02\xff\xfe\r\n\r\n',
      'GET /\x7f HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET / HTTP/1.1\r\nBad Header\r\n\r\n',
      `GET /v1/sessions/${'%'.repeat(50)}/replay HTTP/1.1\r\nHost: x\r\nx-bb-api-key: ${KEY}\r\n\r\n`,
      'POST /v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello',
      'GET /v1/sessions/%zz/replay HTTP/1.1\r\nHost: x\r\n\r\n',
    ];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1_000; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, (_, j) => rawRequest(server.port, junk[(i + j) % junk.length]!, { timeoutMs: 3_000, end: true })),
      );
      for (const r of batch) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
    // Every one got an HTTP answer (no hang-ups without a status), and none was a 2xx or 5xx.
    expect(statuses.get(0) ?? 0).toBe(0);
    for (const status of statuses.keys()) expect(status, String(status)).toBeGreaterThanOrEqual(400);
    for (const status of statuses.keys()) expect(status).toBeLessThan(500);
    expect(await healthy()).toBe(true);
    const res = await request(`${server.url}/v1/sessions/${finishedId}/replay`, { headers: { 'x-bb-api-key': KEY }, headersTimeout: 5_000 });
    expect(res.statusCode).toBe(200);
    await res.body.json();
  });
});
