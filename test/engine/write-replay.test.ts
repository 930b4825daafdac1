import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type ClientOptions } from '../../src/index.js';
import { ReplayResponseSchema } from '../../src/replay/schema.js';
import { createReplayServer } from '../../src/server/index.js';
import { startFakeCloud, type FakeCloud } from '../support/fake-cloud.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

/** A plain script's Client writes its replay; `actwright serve` reads it (by cloudSessionID too on CLOUD). */
const KEY = 'write-replay-key';
let site: TestServer;
let fake: FakeCloud;
const dirs: string[] = [];
const savedKey = process.env.BROWSERBASE_API_KEY;

beforeAll(async () => {
  delete process.env.BROWSERBASE_API_KEY;
  [site, fake] = await Promise.all([startTestServer(), startFakeCloud()]);
  site.route('/shop', '<title>Shop</title><h1>Blue mug</h1><button>Add to cart</button>');
});
afterAll(async () => {
  await site?.close();
  await fake?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  if (savedKey !== undefined) process.env.BROWSERBASE_API_KEY = savedKey;
});

async function recordSession(options: ClientOptions): Promise<Client> {
  const client = new Client({ verbose: 0, disablePino: true, ...options });
  await client.init();
  try {
    await client.page.goto(`${site.origin}/shop`);
    expect((await client.extract()).pageText).toContain('Blue mug');
  } finally {
    await client.close();
  }
  return client;
}

async function served(dir: string, id: string) {
  const server = await createReplayServer({ dir, apiKey: KEY });
  try {
    const res = await request(`${server.url}/v1/sessions/${id}/replay`, { headers: { 'x-bb-api-key': KEY } });
    return { status: res.statusCode, body: (await res.body.json()) as unknown };
  } finally {
    await server.close();
  }
}

describe('client.writeReplay(dir)', () => {
  it('writes sessions/<sessionId>.json, a ReplayResponse that the replay server serves', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'actwright-write-replay-'));
    dirs.push(dir);
    const client = await recordSession({ env: 'LOCAL' });
    const file = await client.writeReplay(dir);
    expect(file).toBe(join(dir, 'sessions', `${client.sessionId}.json`));
    const replay = ReplayResponseSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    expect(replay.data.pages.flatMap((p) => p.actions).map((a) => a.method)).toEqual(['navigate', 'extract']);
    const res = await served(dir, client.sessionId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(replay);
  });

  it('on CLOUD, the replay is also reachable by cloudSessionID', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'actwright-write-replay-'));
    dirs.push(dir);
    const client = await recordSession({ env: 'CLOUD', apiKey: fake.apiKey, cloudBaseURL: fake.baseURL } as ClientOptions);
    expect(client.cloudSessionID).toBeDefined();
    expect(client.cloudSessionID).not.toBe(client.sessionId);
    await client.writeReplay(dir);
    const [byOwnId, byCloudId] = [await served(dir, client.sessionId), await served(dir, client.cloudSessionID!)];
    expect(byCloudId.status).toBe(200);
    expect(byCloudId.body).toEqual(byOwnId.body);
  });
});
