import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReplay } from '../../src/replay/index.js';
import { HttpError } from '../../src/server/errors.js';
import { createReplayServer, type ReplayServer } from '../../src/server/index.js';
import { SessionFiles, type LoadedReplay } from '../../src/server/session-files.js';
import { makeRecord, makeReportFolder, type ReportFolder } from '../support/report-folder.js';

// Issue 29 item 5: the session cache is bounded by bytes (least recently used dropped first),
// large replays are streamed rather than parsed, and files over the limit are refused.
const KEY = 'memory-key';
let folder: ReportFolder;

/** A session whose replay body is about `kb` kilobytes. */
async function session(kb: number): Promise<string> {
  const id = randomUUID();
  const records = Array.from({ length: kb }, (_, i) => makeRecord(i, { parameters: { instruction: `step ${i} `.padEnd(900, '.') } }));
  await folder.writeSession(id, records);
  return id;
}

beforeAll(async () => {
  folder = await makeReportFolder();
});
afterAll(async () => folder?.cleanup());

describe('the session cache', () => {
  it('never holds more bytes than its bound, and drops the least recently used first', async () => {
    const [a, b, c, d] = [await session(100), await session(100), await session(100), await session(100)];
    const body = (await readFile(join(folder.dir, 'sessions', `${a}.json`))).length;
    const files = await SessionFiles.open(folder.dir, { cacheEntries: 1000, cacheBytes: Math.floor(body * 2.5), parseBytes: 10 * body, fileBytes: 100 * body });
    const load = async (id: string) => (await files.loadFinal(id)) as LoadedReplay;

    const firstA = await load(a);
    const firstB = await load(b);
    expect([files.cachedFiles, files.cachedBytes]).toEqual([2, 2 * body]);
    expect(await load(a)).toBe(firstA); // a hit: A is now the most recently used
    await load(c); // over the bound: B, the least recently used, goes
    expect(files.cachedFiles).toBe(2);
    expect(files.cachedBytes).toBeLessThanOrEqual(Math.floor(body * 2.5));
    expect(await load(a)).toBe(firstA);
    const againB = await load(b);
    expect(againB).not.toBe(firstB); // read again from disk
    expect(againB.body.equals(firstB.body)).toBe(true);
    for (const id of [d, a, b, c, d, a]) {
      await load(id);
      expect(files.cachedBytes).toBeLessThanOrEqual(Math.floor(body * 2.5));
    }
  });

  it('keeps no entry larger than the whole bound', async () => {
    const big = await session(300);
    const size = (await readFile(join(folder.dir, 'sessions', `${big}.json`))).length;
    const files = await SessionFiles.open(folder.dir, { cacheEntries: 1000, cacheBytes: size - 1, parseBytes: 10 * size, fileBytes: 100 * size });
    expect(((await files.loadFinal(big)) as LoadedReplay).body.length).toBe(size);
    expect([files.cachedFiles, files.cachedBytes]).toEqual([0, 0]);
  });

  it('streams a file over parseBytes instead of parsing it, and refuses one over fileBytes', async () => {
    const big = await session(300);
    const size = (await readFile(join(folder.dir, 'sessions', `${big}.json`))).length;
    const streaming = await SessionFiles.open(folder.dir, { cacheEntries: 1000, cacheBytes: 10 * size, parseBytes: size - 1, fileBytes: 10 * size });
    expect(await streaming.loadFinal(big)).toMatchObject({ streamed: true, size });
    expect(streaming.cachedFiles).toBe(0);
    const refusing = await SessionFiles.open(folder.dir, { cacheEntries: 1000, cacheBytes: 10 * size, parseBytes: size - 1, fileBytes: size - 1 });
    const error = await refusing.loadFinal(big).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(413);
  });
});

describe('over HTTP', () => {
  let server: ReplayServer;
  let big: string;
  let bigBody: Buffer;
  let huge: string;
  let small: string;

  beforeAll(async () => {
    small = await session(10);
    big = await session(400);
    bigBody = await readFile(join(folder.dir, 'sessions', `${big}.json`));
    huge = randomUUID();
    // Pretty-printed, as the reporter writes it: a streamed file is sent as written.
    await writeFile(join(folder.dir, 'sessions', `${huge}.json`), JSON.stringify(buildReplay([makeRecord(0, { parameters: { instruction: 'x'.repeat(3_000_000) } })]), null, 2));
    server = await createReplayServer({ dir: folder.dir, apiKey: KEY, parseBytes: 200_000, fileBytes: 2_000_000 });
  });
  afterAll(async () => server?.close());

  const get = async (path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => {
    const res = await request(`${server.url}${path}`, { method, headers: { 'x-bb-api-key': KEY, ...headers }, headersTimeout: 10_000 });
    return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) };
  };

  it('sends a large replay from disk as written, with its ETag, HEAD and 304', async () => {
    for (const path of [`/v1/sessions/${big}/replay`, `/sessions/${big}.json`]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.body.equals(bigBody), path).toBe(true);
      expect(res.headers['content-length']).toBe(String(bigBody.length));
      const etag = String(res.headers.etag);
      expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
      const head = await get(path, {}, 'HEAD');
      expect([head.status, head.headers['content-length'], head.body.length]).toEqual([200, String(bigBody.length), 0]);
    }
    expect((await get(`/v1/sessions/${small}/replay`)).status).toBe(200);
    const health = await request(`${server.url}/healthz`);
    expect(((await health.body.json()) as { data: { cachedFiles: number } }).data.cachedFiles).toBe(1); // the small one only
  });

  it('refuses a file over the limit with 413 and a message that says which limit and what to do', async () => {
    for (const path of [`/v1/sessions/${huge}/replay`, `/sessions/${huge}.json`]) {
      const res = await get(path);
      expect(res.status, path).toBe(413);
      const error = (JSON.parse(res.body.toString('utf8')) as { success: boolean; error: string });
      expect(error.success).toBe(false);
      expect(error.error).toMatch(/is 2\.\d MB, over this server's limit of 1\.9 MB \(fileBytes\).*higher fileBytes/);
    }
  });

  it('an event stream of a replay too large to parse ends with an error saying to GET it as JSON', async () => {
    const res = await request(`${server.url}/v1/sessions/${big}/replay`, { headers: { 'x-bb-api-key': KEY, 'x-stream-response': 'true' }, headersTimeout: 10_000 });
    const text = await res.body.text();
    expect(text).toMatch(/"status":"error"/);
    expect(text).toMatch(/without x-stream-response/);
  });
});
