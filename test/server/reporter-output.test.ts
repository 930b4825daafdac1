import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { request } from 'undici';
import ActwrightReporter from '../../src/reporter/index.js';
import { LiveProgress } from '../../src/fixtures/live-progress.js';
import { LIVE_DIR_ENV } from '../../src/replay/live.js';
import { REPLAY_ATTACHMENT_NAME } from '../../src/replay/record.js';
import { createReplayServer, type ReplayServer } from '../../src/server/index.js';
import { checkoutSession } from '../reporter/support/sessions.js';
import { collectEvents, openEventSource } from '../support/sse.js';

/**
 * The server on what the other pieces really write: the fixture's live progress while a test
 * runs, then the reporter's sessions, index and HTML when it ends.
 */
const KEY = 'integration-key';
const work = mkdtempSync(join(tmpdir(), 'actwright-server-int-'));
const out = join(work, 'actwright-report');
const sessionId = randomUUID();
const savedLiveDir = process.env[LIVE_DIR_ENV];
let server: ReplayServer | undefined;

const root = { type: 'root', title: '' } as unknown as Suite;
const test = {
  id: 'id-checkout',
  title: 'checkout',
  tags: [],
  annotations: [],
  expectedStatus: 'passed',
  location: { file: join(work, 'e2e', 'shop.spec.ts'), line: 3, column: 1 },
  parent: { type: 'describe', title: 'shop', parent: { type: 'file', title: 'shop.spec.ts', parent: root }, project: () => ({ name: 'chromium' }) },
  outcome: () => 'expected',
} as unknown as TestCase;

beforeAll(() => {
  delete process.env[LIVE_DIR_ENV];
});

afterAll(async () => {
  await server?.close();
  if (savedLiveDir === undefined) delete process.env[LIVE_DIR_ENV];
  else process.env[LIVE_DIR_ENV] = savedLiveDir;
  rmSync(work, { recursive: true, force: true });
});

describe('serving a real report', () => {
  it('streams a session live from the fixture writer, finishes with the reporter file, then serves the report', async () => {
    const reporter = new ActwrightReporter({ outputFolder: out, open: 'never' });
    reporter.onBegin({ rootDir: work } as FullConfig, root);
    const session = checkoutSession(sessionId);
    const live = LiveProgress.fromEnv(sessionId);
    expect(live).toBeDefined();
    live!.write({ type: 'start', sessionId, startedAt: session.startedAt, title: 'shop › checkout' });

    server = await createReplayServer({ dir: out, apiKey: KEY, livePollMs: 20 });
    const { source, dispatcher } = openEventSource(`${server.url}/v1/sessions/${sessionId}/replay`, {
      'x-bb-api-key': KEY,
      'x-stream-response': 'true',
    });
    let sent = 0;
    const events = await collectEvents(source, {
      timeoutMs: 15_000,
      onEvent: (e) => {
        if (e.event !== 'running') return;
        // One record per line the stream has shown; after the last, the test ends and the reporter writes.
        const record = session.records[sent];
        if (record) {
          sent++;
          live!.write({ type: 'record', phase: 'end', record });
        } else if (sent === session.records.length) {
          sent++;
          live!.write({ type: 'end', endedAt: session.endedAt ?? 0, status: 'passed' });
          reporter.onTestEnd(
            test,
            { retry: 0, status: 'passed', startTime: new Date(session.startedAt), duration: 5, errors: [], attachments: [
              { name: REPLAY_ATTACHMENT_NAME, contentType: 'application/json', body: Buffer.from(JSON.stringify(session)) },
            ] } as unknown as TestResult,
          );
        }
      },
    }).finally(() => dispatcher.close());
    await reporter.onEnd({ status: 'passed', startTime: new Date(), duration: 1 });

    expect(events.map((e) => e.event)).toEqual(['starting', 'connected', ...Array(session.records.length + 2).fill('running'), 'finished']);
    const finalFile = JSON.parse(readFileSync(join(out, 'sessions', `${sessionId}.json`), 'utf8')) as unknown;
    expect((events.at(-1)!.data as { data: { result: unknown } }).data.result).toEqual(finalFile);

    const replay = await request(`${server.url}/v1/sessions/${sessionId}/replay`, { headers: { 'x-bb-api-key': KEY }, headersTimeout: 5_000 });
    expect(replay.statusCode).toBe(200);
    expect(await replay.body.json()).toEqual(finalFile);
    const listing = await request(`${server.url}/v1/sessions`, { headers: { 'x-bb-api-key': KEY }, headersTimeout: 5_000 });
    expect(await listing.body.json()).toMatchObject({
      data: { sessions: [{ sessionId, status: 'finished', title: 'shop › checkout', project: 'chromium', testStatus: 'passed' }] },
    });
    const html = await request(`${server.url}/`, { headers: { 'x-bb-api-key': KEY }, headersTimeout: 5_000 });
    expect(html.statusCode).toBe(200);
    expect(await html.body.text()).toContain('checkout');
    // The test's details, which the page loads when the test is opened.
    const detail = await request(`${server.url}/data/${test.id}.js`, { headers: { 'x-bb-api-key': KEY }, headersTimeout: 5_000 });
    expect(detail.statusCode).toBe(200);
    expect(await detail.body.text()).toContain('add the blue mug');
  });
});
