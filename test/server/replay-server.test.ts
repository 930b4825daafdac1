import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, request } from 'undici';
import { randomUUID } from 'node:crypto';
import { createReplayServer, type ReplayServer, ReplayServerConfigError, ReplayServerListenError } from '../../src/server/index.js';
import { ReplayResponseSchema } from '../../src/replay/index.js';
import { makeRecord, makeReportFolder, type ReportFolder } from '../support/report-folder.js';

const KEY = 'test-key-0123456789';
const finishedId = randomUUID();
const liveId = randomUUID();
const corruptId = randomUUID();

let folder: ReportFolder;
let server: ReplayServer;
/** Sends paths as written (fetch-style URL parsing would resolve `%2e%2e` before sending). */
let http: Client;

async function get(path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' = 'GET') {
  const res = await http.request({ path, method, headers, headersTimeout: 5_000, bodyTimeout: 5_000 });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

function expectErrorBody(text: string): string {
  const body = JSON.parse(text) as { success: boolean; error: string };
  expect(body.success).toBe(false);
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(10);
  return body.error;
}

beforeAll(async () => {
  folder = await makeReportFolder();
  await folder.writeSession(finishedId, [makeRecord(0), makeRecord(1, { method: 'extract' }), makeRecord(2)]);
  await folder.appendLive(liveId, { type: 'start', sessionId: liveId, startedAt: 1 }, { type: 'record', phase: 'end', record: makeRecord(0) });
  await folder.writeRaw(`sessions/${corruptId}.json`, '{"success":true,"data":{"pages":[],"extra":1}}');
  server = await createReplayServer({ dir: folder.dir, apiKey: KEY });
  http = new Client(server.url);
});

afterAll(async () => {
  await http?.close();
  await server?.close();
  await folder?.cleanup();
});

describe('GET /v1/sessions/:id/replay', () => {
  it('200: the session ReplayResponse with the key; x-bb-project-id is accepted and ignored', async () => {
    const res = await get(`/v1/sessions/${finishedId}/replay`, { 'x-bb-api-key': KEY, 'x-bb-project-id': 'anything' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const replay = ReplayResponseSchema.parse(res.json());
    expect(replay.data.pages.map((p) => p.url)).toEqual(['http://127.0.0.1/shop', 'http://127.0.0.1/cart']);
    expect(replay.data.pages[0]!.actions.map((a) => a.method)).toEqual(['act', 'extract']);
  });

  it('x-stream-response: false answers JSON as well', async () => {
    const res = await get(`/v1/sessions/${finishedId}/replay`, { 'x-bb-api-key': KEY, 'x-stream-response': 'false' });
    expect(res.status).toBe(200);
    expect(ReplayResponseSchema.safeParse(res.json()).success).toBe(true);
  });

  it('304 for a matching If-None-Match; 200 again once the file changes', async () => {
    const first = await get(`/v1/sessions/${finishedId}/replay`, { 'x-bb-api-key': KEY });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`/v1/sessions/${finishedId}/replay`, { 'x-bb-api-key': KEY, 'if-none-match': etag });
    expect(again.status).toBe(304);
    const id = randomUUID();
    await folder.writeSession(id, [makeRecord(0)]);
    const before = await get(`/v1/sessions/${id}/replay`, { 'x-bb-api-key': KEY });
    await new Promise((r) => setTimeout(r, 20)); // a distinct mtime
    await folder.writeSession(id, [makeRecord(0), makeRecord(3)]);
    const after = await get(`/v1/sessions/${id}/replay`, { 'x-bb-api-key': KEY, 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(ReplayResponseSchema.parse(after.json()).data.pages).toHaveLength(2);
  });

  it('a session still running: 200 with the replay so far', async () => {
    const res = await get(`/v1/sessions/${liveId}/replay`, { 'x-bb-api-key': KEY });
    expect(res.status).toBe(200);
    const replay = ReplayResponseSchema.parse(res.json());
    expect(replay.data.pages[0]!.actions).toHaveLength(1);
  });

  it('401 without a key, with a wrong key, with a wrong key of the same length', async () => {
    for (const headers of [{} as Record<string, string>, { 'x-bb-api-key': 'nope' }, { 'x-bb-api-key': KEY.replace('0', '1') }, { 'x-bb-api-key': '' }]) {
      const res = await get(`/v1/sessions/${finishedId}/replay`, headers);
      expect(res.status).toBe(401);
      expect(expectErrorBody(res.text)).toMatch(/x-bb-api-key/);
    }
  });

  it('401 comes before anything about the session (no probing without the key)', async () => {
    expect((await get(`/v1/sessions/not-a-uuid/replay`)).status).toBe(401);
    expect((await get(`/v1/sessions/${randomUUID()}/replay`)).status).toBe(401);
  });

  it('400 for an id that is not UUID-shaped, encoded or not', async () => {
    for (const id of ['abc', '%2e%2e', '..%2F..%2Fetc%2Fpasswd', `${finishedId}x`, '%E0%A4%A']) {
      const res = await get(`/v1/sessions/${id}/replay`, { 'x-bb-api-key': KEY });
      expect(res.status, id).toBe(400);
      expectErrorBody(res.text);
    }
  });

  it('404 for an unknown session', async () => {
    const res = await get(`/v1/sessions/${randomUUID()}/replay`, { 'x-bb-api-key': KEY });
    expect(res.status).toBe(404);
    expect(expectErrorBody(res.text)).toMatch(/not found/);
  });

  it('400 for an x-stream-response that is neither true nor false', async () => {
    const res = await get(`/v1/sessions/${finishedId}/replay`, { 'x-bb-api-key': KEY, 'x-stream-response': 'yes' });
    expect(res.status).toBe(400);
    expect(expectErrorBody(res.text)).toMatch(/x-stream-response/);
  });

  it('500 with a JSON error for a file that is not a valid ReplayResponse', async () => {
    const res = await get(`/v1/sessions/${corruptId}/replay`, { 'x-bb-api-key': KEY });
    expect(res.status).toBe(500);
    expect(expectErrorBody(res.text)).toMatch(/not a valid ReplayResponse/);
  });

  it('HEAD answers like GET without a body', async () => {
    const res = await get(`/v1/sessions/${finishedId}/replay`, { 'x-bb-api-key': KEY }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
  });
});

describe('other routes and methods', () => {
  it('405 with Allow for other methods', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await get(`/v1/sessions/${finishedId}/replay`, { 'x-bb-api-key': KEY }, method);
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expectErrorBody(res.text);
    }
  });

  it('413 for a GET that carries a body', async () => {
    const res = await request(`${server.url}/healthz`, { method: 'GET', body: 'x'.repeat(100), headersTimeout: 5_000 });
    expect(res.statusCode).toBe(413);
    expectErrorBody(await res.body.text());
  });

  it('GET /v1/sessions lists finished and running sessions, with the key only', async () => {
    expect((await get('/v1/sessions')).status).toBe(401);
    const res = await get('/v1/sessions', { 'x-bb-api-key': KEY });
    expect(res.status).toBe(200);
    const { data } = res.json() as { data: { sessions: Array<{ sessionId: string; status: string }> } };
    const byId = new Map(data.sessions.map((s) => [s.sessionId, s.status]));
    expect(byId.get(finishedId)).toBe('finished');
    expect(byId.get(liveId)).toBe('running');
  });

  it('GET /v1/sessions adds title, project and test status from a valid index.json, and ignores a broken one', async () => {
    const index = {
      version: 1,
      run: { status: 'passed', startedAt: 1, duration: 2, generatedAt: 3, reporterErrors: [] },
      totals: { tests: 1, passed: 1, failed: 0, flaky: 0, skipped: 0, results: 1, sessions: 1, actions: 3, tokens: { inputTokens: 0, outputTokens: 0, inferenceTimeMs: 0, cost: 0 } },
      tests: [
        {
          id: 't-0', testId: 't', title: 'buys a mug', titlePath: ['shop', 'buys a mug'], file: 'shop.spec.ts', line: 1, column: 1,
          project: 'chromium', tags: [], annotations: [], status: 'passed', expectedStatus: 'passed', outcome: 'expected', retry: 0, startedAt: 1,
          duration: 2, errors: [], tokens: { inputTokens: 0, outputTokens: 0, inferenceTimeMs: 0, cost: 0 },
          sessions: [
            {
              sessionId: finishedId, file: `sessions/${finishedId}.json`, env: 'LOCAL', startedAt: 1, pages: 2, actions: 3, failedActions: 0,
              tokens: { inputTokens: 0, outputTokens: 0, inferenceTimeMs: 0, cost: 0 }, screenshots: [],
            },
          ],
        },
      ],
    };
    await folder.writeRaw('index.json', JSON.stringify(index));
    type Listing = { data: { sessions: Array<{ sessionId: string; title?: string; project?: string; testStatus?: string }> } };
    const listed = (await get('/v1/sessions', { 'x-bb-api-key': KEY })).json() as Listing;
    expect(listed.data.sessions.find((s) => s.sessionId === finishedId)).toMatchObject({ title: 'shop › buys a mug', project: 'chromium', testStatus: 'passed' });
    await folder.writeRaw('index.json', '{ broken');
    const plain = await get('/v1/sessions', { 'x-bb-api-key': KEY });
    expect(plain.status).toBe(200);
    expect((plain.json() as Listing).data.sessions.find((s) => s.sessionId === finishedId)?.title).toBeUndefined();
  });

  it('GET /healthz answers without a key', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('GET / serves the HTML report and the session files it links; live files are not served', async () => {
    const res = await get('/', { 'x-bb-api-key': KEY });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<h1>Report</h1>');
    // The report links sessions/<id>.json: that link works, with the replay the API answers.
    const linked = await get(`/sessions/${finishedId}.json`, { 'x-bb-api-key': KEY });
    expect(linked.status).toBe(200);
    expect(linked.json()).toEqual((await get(`/v1/sessions/${finishedId}/replay`, { 'x-bb-api-key': KEY })).json());
    expect((await get(`/sessions/${corruptId}.json`, { 'x-bb-api-key': KEY })).status).toBe(500);
    expect((await get(`/sessions/not-a-uuid.json`, { 'x-bb-api-key': KEY })).status).toBe(404);
    expect((await get(`/live/${liveId}.jsonl`, { 'x-bb-api-key': KEY })).status).toBe(404);
  });

  it('404 JSON for unknown endpoints', async () => {
    for (const path of ['/v1/nothing', '/nothing.html', '/v1/sessions/x/y']) {
      const res = await get(path, { 'x-bb-api-key': KEY });
      expect(res.status, path).toBe(404);
      expectErrorBody(res.text);
    }
  });
});

describe('createReplayServer', () => {
  it('refuses a missing folder and an empty key with typed errors', async () => {
    await expect(createReplayServer({ dir: `${folder.dir}/missing`, apiKey: KEY })).rejects.toThrow(ReplayServerConfigError);
    await expect(createReplayServer({ dir: folder.dir, apiKey: '' })).rejects.toThrow(ReplayServerConfigError);
    await expect(createReplayServer({ dir: folder.dir, apiKey: KEY, headersTimeoutMs: 5_000, requestTimeoutMs: 1_000 })).rejects.toThrow(
      /headersTimeoutMs must not exceed requestTimeoutMs/,
    );
  });

  it('says when the port is taken', async () => {
    await expect(createReplayServer({ dir: folder.dir, apiKey: KEY, port: server.port })).rejects.toThrow(ReplayServerListenError);
  });

  it('serves a folder without index.html: 404 on /', async () => {
    const other = await makeReportFolder();
    const { rm } = await import('node:fs/promises');
    await rm(`${other.dir}/index.html`);
    const s = await createReplayServer({ dir: other.dir, apiKey: KEY });
    try {
      const res = await request(s.reportUrl, { headersTimeout: 5_000 });
      expect(res.statusCode).toBe(404);
      expect(expectErrorBody(await res.body.text())).toMatch(/index\.html/);
    } finally {
      await s.close();
      await other.cleanup();
    }
  });
});
