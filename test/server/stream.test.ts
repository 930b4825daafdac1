import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { randomUUID } from 'node:crypto';
import { createReplayServer, StreamFrameSchema, type ReplayServer } from '../../src/server/index.js';
import { buildReplay, ReplayResponseSchema } from '../../src/replay/index.js';
import { makeRecord, makeReportFolder, type ReportFolder } from '../support/report-folder.js';
import { collectEvents, openEventSource, rawStream, type ReceivedEvent } from '../support/sse.js';
import { waitFor } from '../support/processes.js';

const KEY = 'stream-key';
let folder: ReportFolder;
let server: ReplayServer;

const headers = { 'x-bb-api-key': KEY, 'x-stream-response': 'true' };

async function streamEvents(id: string, onEvent?: (e: ReceivedEvent, all: ReceivedEvent[]) => void): Promise<ReceivedEvent[]> {
  const { source, dispatcher } = openEventSource(`${server.url}/v1/sessions/${id}/replay`, headers);
  try {
    return await collectEvents(source, { timeoutMs: 10_000, onEvent });
  } finally {
    source.close();
    await dispatcher.close();
  }
}

async function health(): Promise<{ streams: number; liveSessions: number }> {
  const res = await request(`${server.url}/healthz`, { headersTimeout: 5_000 });
  return ((await res.body.json()) as { data: { streams: number; liveSessions: number } }).data;
}

function statuses(events: ReceivedEvent[]): string[] {
  return events.map((e) => e.event);
}

beforeAll(async () => {
  folder = await makeReportFolder();
  server = await createReplayServer({ dir: folder.dir, apiKey: KEY, livePollMs: 20, heartbeatMs: 200 });
});

afterAll(async () => {
  await server?.close();
  await folder?.cleanup();
});

describe('finished session', () => {
  it('streams starting, connected, one running line per action, finished with the replay', async () => {
    const id = randomUUID();
    const replay = await folder.writeSession(id, [makeRecord(0), makeRecord(1, { method: 'extract' }), makeRecord(2)]);
    const events = await streamEvents(id);
    expect(statuses(events)).toEqual(['starting', 'connected', 'running', 'running', 'running', 'finished']);
    for (const e of events) {
      const frame = StreamFrameSchema.parse(e.data);
      expect(frame.data.status).toBe(e.event);
      expect(frame.type).toBe(e.event === 'running' ? 'log' : 'system');
    }
    const finished = events.at(-1)!.data as { data: { result: unknown } };
    expect(finished.data.result).toEqual(replay);
    const running = events.filter((e) => e.event === 'running').map((e) => (e.data as { data: { message: { message: string } } }).data.message.message);
    expect(running).toEqual(['act: click button 0', 'extract: click button 1', 'act: click button 2']);
  });

  it('frames are exactly `event: <status>` and `data: {"type","data","id"}`', async () => {
    const id = randomUUID();
    await folder.writeSession(id, [makeRecord(0)]);
    const res = await rawStream(`${server.url}/v1/sessions/${id}/replay`, { 'x-bb-api-key': KEY });
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^text\/event-stream/);
    const frames = res.text.split('\n\n').filter((f) => f.trim() !== '' && !f.startsWith(':'));
    expect(frames.map((f) => f.split('\n')[0])).toEqual(['event: starting', 'event: connected', 'event: running', 'event: finished']);
    for (const frame of frames) {
      const [eventLine, dataLine, ...rest] = frame.split('\n');
      expect(rest).toEqual([]);
      expect(dataLine!.startsWith('data: ')).toBe(true);
      const data = JSON.parse(dataLine!.slice(6)) as Record<string, unknown>;
      expect(Object.keys(data)).toEqual(['type', 'data', 'id']);
      expect((data.data as { status: string }).status).toBe(eventLine!.slice(7));
    }
  });

  it('a replay of many megabytes streams whole to a client that reads it', async () => {
    const id = randomUUID();
    const big = 'x'.repeat(20_000);
    const records = Array.from({ length: 200 }, (_, i) => makeRecord(i, { result: { text: big } }));
    const replay = await folder.writeSession(id, records);
    const res = await rawStream(`${server.url}/v1/sessions/${id}/replay`, { 'x-bb-api-key': KEY });
    expect(res.text.length).toBeGreaterThan(8_000_000);
    const frames = res.text.split('\n\n').filter((f) => f.startsWith('event: '));
    expect(frames.map((f) => f.split('\n')[0])).toEqual(['event: starting', 'event: connected', ...Array(200).fill('event: running'), 'event: finished']);
    expect((JSON.parse(frames.at(-1)!.split('\n')[1]!.slice(6)) as { data: { result: unknown } }).data.result).toEqual(replay);
  });

  it('a file that is not a ReplayResponse: starting, then error', async () => {
    const id = randomUUID();
    await folder.writeRaw(`sessions/${id}.json`, '{ not json');
    const events = await streamEvents(id);
    expect(statuses(events)).toEqual(['starting', 'error']);
    expect((events[1]!.data as { data: { error: string } }).data.error).toMatch(/not valid JSON/);
  });

  it('401, 404 and 400 stay plain JSON responses when streaming is asked for', async () => {
    const id = randomUUID();
    await folder.writeSession(id, [makeRecord(0)]);
    const noKey = await rawStream(`${server.url}/v1/sessions/${id}/replay`, {});
    expect(noKey.status).toBe(401);
    expect(JSON.parse(noKey.text)).toMatchObject({ success: false });
    const unknown = await rawStream(`${server.url}/v1/sessions/${randomUUID()}/replay`, { 'x-bb-api-key': KEY });
    expect(unknown.status).toBe(404);
    const bad = await rawStream(`${server.url}/v1/sessions/nope/replay`, { 'x-bb-api-key': KEY });
    expect(bad.status).toBe(400);
  });
});

describe('live session', () => {
  it('streams each action as the test writes it, then finished when the session ends', async () => {
    const id = randomUUID();
    await folder.appendLive(id, { type: 'start', sessionId: id, startedAt: 1, title: 'checkout' });
    const records = [makeRecord(0), makeRecord(1, { method: 'extract' })];
    let step = 0;
    const events = await streamEvents(id, (e, all) => {
      // Each line is appended only after the stream has shown the previous one: these arrive live.
      if (e.event !== 'running') return;
      const running = all.filter((x) => x.event === 'running').length;
      if (running !== step + 1) return;
      step++;
      if (step === 1) void folder.appendLive(id, { type: 'record', phase: 'start', record: { ...records[0]!, endedAt: undefined, result: null } });
      if (step === 2) void folder.appendLive(id, { type: 'record', phase: 'end', record: records[0]! });
      if (step === 3) void folder.appendLive(id, { type: 'record', phase: 'end', record: records[1]! });
      if (step === 4) void folder.appendLive(id, { type: 'end', endedAt: 99, status: 'passed' });
    });
    expect(statuses(events)).toEqual(['starting', 'connected', 'running', 'running', 'running', 'running', 'running', 'finished']);
    const messages = events
      .filter((e) => e.event === 'running')
      .map((e) => (e.data as { data: { message: { message: string } } }).data.message.message);
    expect(messages).toEqual([
      'session started: checkout',
      'act: click button 0 (started)',
      'act: click button 0',
      'extract: click button 1',
      'session ended (passed)',
    ]);
    const result = ReplayResponseSchema.parse((events.at(-1)!.data as { data: { result: unknown } }).data.result);
    expect(result).toEqual(buildReplay(records));
    expect((events[1]!.data as { data: { live: boolean } }).data.live).toBe(true);
  });

  it('the final replay file wins: finished carries it as soon as it appears', async () => {
    const id = randomUUID();
    await folder.appendLive(id, { type: 'start', sessionId: id, startedAt: 1 }, { type: 'record', phase: 'end', record: makeRecord(0) });
    let written: unknown;
    const events = await streamEvents(id, (e, all) => {
      if (e.event === 'running' && all.filter((x) => x.event === 'running').length === 2) {
        void folder.writeSession(id, [makeRecord(0), makeRecord(2)]).then((r) => (written = r));
      }
    });
    expect(statuses(events)).toEqual(['starting', 'connected', 'running', 'running', 'finished']);
    expect((events.at(-1)!.data as { data: { result: unknown } }).data.result).toEqual(written);
  });

  it('a session that goes quiet ends with an error event', async () => {
    const quiet = await createReplayServer({ dir: folder.dir, apiKey: KEY, livePollMs: 20, liveIdleTimeoutMs: 300 });
    const id = randomUUID();
    await folder.appendLive(id, { type: 'start', sessionId: id, startedAt: 1 });
    const { source, dispatcher } = openEventSource(`${quiet.url}/v1/sessions/${id}/replay`, headers);
    try {
      const events = await collectEvents(source, { timeoutMs: 10_000 });
      expect(statuses(events)).toEqual(['starting', 'connected', 'running', 'error']);
      expect((events.at(-1)!.data as { data: { error: string } }).data.error).toMatch(/no progress/);
    } finally {
      source.close();
      await dispatcher.close();
      await quiet.close();
    }
  });

  it('clients that vanish are cleaned up: their streams and the session follower go away', async () => {
    const id = randomUUID();
    await folder.appendLive(id, { type: 'start', sessionId: id, startedAt: 1 });
    const controllers = [new AbortController(), new AbortController(), new AbortController()];
    const bodies = await Promise.all(
      controllers.map(async (c) => {
        const res = await request(`${server.url}/v1/sessions/${id}/replay`, { headers, signal: c.signal, headersTimeout: 5_000 });
        expect(res.statusCode).toBe(200);
        res.body.on('error', () => {}); // aborted below on purpose
        return res.body;
      }),
    );
    // Three streams share one follower of the session's live file.
    await waitFor(async () => {
      const h = await health();
      return h.streams === 3 && h.liveSessions === 1;
    }, { timeoutMs: 5_000, intervalMs: 20 });
    for (const c of controllers) c.abort();
    await waitFor(async () => {
      const h = await health();
      return h.streams === 0 && h.liveSessions === 0;
    }, { timeoutMs: 5_000, intervalMs: 20 });
    expect(bodies).toHaveLength(3);
  });

  it('a client that stops reading is cut once it falls a megabyte behind', async () => {
    const id = randomUUID();
    await folder.appendLive(id, { type: 'start', sessionId: id, startedAt: 1 });
    const controller = new AbortController();
    const res = await request(`${server.url}/v1/sessions/${id}/replay`, { headers, signal: controller.signal, headersTimeout: 5_000 });
    res.body.on('error', () => {});
    res.body.pause(); // reads nothing from here on
    try {
      await waitFor(async () => (await health()).streams === 1, { timeoutMs: 5_000, intervalMs: 20 });
      const big = 'y'.repeat(200_000);
      // 40 MB of frames: more than any socket buffer on the way, so the server's own buffer grows.
      for (let i = 0; i < 200; i++) {
        await folder.appendLive(id, { type: 'record', phase: 'end', record: makeRecord(i, { result: { text: big } }) });
      }
      await waitFor(async () => (await health()).streams === 0, { timeoutMs: 20_000, intervalMs: 50 });
    } finally {
      controller.abort();
    }
  });

  it('503 beyond maxStreams', async () => {
    const small = await createReplayServer({ dir: folder.dir, apiKey: KEY, maxStreams: 1, livePollMs: 20 });
    const id = randomUUID();
    await folder.appendLive(id, { type: 'start', sessionId: id, startedAt: 1 });
    const controller = new AbortController();
    try {
      const first = await request(`${small.url}/v1/sessions/${id}/replay`, { headers, signal: controller.signal, headersTimeout: 5_000 });
      first.body.on('error', () => {});
      expect(first.statusCode).toBe(200);
      const second = await request(`${small.url}/v1/sessions/${id}/replay`, { headers, headersTimeout: 5_000 });
      expect(second.statusCode).toBe(503);
      expect(second.headers['retry-after']).toBe('5');
      expect(await second.body.json()).toMatchObject({ success: false });
    } finally {
      controller.abort();
      await small.close();
    }
  });
});
