import type { ServerResponse } from 'node:http';
import { buildReplay, type LiveEvent, type ReplayResponse } from '../replay/index.js';
import type { ServerContext } from './context.js';
import { LiveFollower, type FollowEnd } from './live-follower.js';
import { SseStream } from './sse.js';

const MAX_MESSAGE_CHARS = 200;

function describe(method: string, parameters: unknown): string {
  const p = (parameters && typeof parameters === 'object' ? parameters : {}) as Record<string, unknown>;
  const detail = [p.instruction, p.url, p.action].find((v): v is string => typeof v === 'string');
  const text = detail ? `${method}: ${detail}` : method;
  return text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS - 1)}…` : text;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A finished session: every action as a `running` line, then `finished` with the replay. Frames
 * wait for the client to drain, so a long replay is neither held in memory twice nor cut.
 */
async function streamFinished(stream: SseStream, replay: ReplayResponse): Promise<void> {
  stream.system({ status: 'connected', live: false });
  for (const page of replay.data.pages) {
    for (const action of page.actions) {
      const sent = stream.log({
        status: 'running',
        message: { category: 'replay', message: describe(action.method, action.parameters) },
        action,
        pageUrl: page.url,
      });
      if (!sent) await stream.drained();
      if (stream.closed) return;
    }
  }
  stream.system({ status: 'finished', result: replay });
  stream.end();
}

function logLiveEvent(stream: SseStream, event: LiveEvent): void {
  if (event.type === 'start') {
    stream.log({ status: 'running', message: { category: 'session', message: event.title ? `session started: ${event.title}` : 'session started' } });
    return;
  }
  if (event.type === 'end') {
    stream.log({ status: 'running', message: { category: 'session', message: `session ended${event.status ? ` (${event.status})` : ''}` } });
    return;
  }
  const { record, phase } = event;
  // buildReplay on one record gives the action exactly as the final replay will hold it.
  const action = buildReplay([record]).data.pages[0]?.actions[0];
  const what = describe(record.method, record.parameters);
  const message =
    phase === 'start' ? `${what} (started)` : record.error ? `${what} (failed: ${record.error})` : what;
  stream.log({ status: 'running', message: { category: 'replay', message }, action, pageUrl: record.pageUrl });
}

async function finishLive(ctx: ServerContext, stream: SseStream, id: string, end: FollowEnd): Promise<void> {
  if (stream.closed) return;
  try {
    if (end.kind === 'idle') {
      throw new Error(
        `Session ${id} wrote no progress for ${Math.round(end.idleMs / 1000)} s; its test may have crashed. GET the replay without x-stream-response for what was recorded.`,
      );
    }
    if (end.kind === 'failed') throw end.error;
    // The final file wins over the live one whenever it exists.
    const final = await ctx.files.loadFinal(id);
    const replay = final ? ctx.files.replayOf(final, id) : end.kind === 'ended' ? buildReplay(end.records) : undefined;
    if (!replay) throw new Error(`Session ${id} has no replay file any more; it was removed while streaming.`);
    stream.system({ status: 'finished', result: replay });
  } catch (error) {
    stream.system({ status: 'error', error: errorMessage(error) });
  }
  stream.end();
}

function followerFor(ctx: ServerContext, id: string): LiveFollower {
  const existing = ctx.followers.get(id);
  if (existing) return existing;
  const follower: LiveFollower = new LiveFollower(ctx.files, id, ctx.options.livePollMs, ctx.options.liveIdleTimeoutMs, () => {
    if (ctx.followers.get(id) === follower) ctx.followers.delete(id);
  });
  ctx.followers.set(id, follower);
  return follower;
}

/**
 * Streams a session as Server-Sent Events: starting, connected, one `running` line per action,
 * then finished with the replay (or error). A session still running is followed as its test
 * writes it, and finished when it ends.
 */
export async function streamReplay(ctx: ServerContext, res: ServerResponse, id: string): Promise<void> {
  const stream = new SseStream(res, ctx.options.heartbeatMs);
  ctx.streams.add(stream);
  stream.onClose(() => ctx.streams.delete(stream));
  stream.system({ status: 'starting' });
  let final: ReplayResponse | undefined;
  try {
    const loaded = await ctx.files.loadFinal(id);
    final = loaded && ctx.files.replayOf(loaded, id);
  } catch (error) {
    stream.system({ status: 'error', error: errorMessage(error) });
    stream.end();
    return;
  }
  if (stream.closed) return;
  if (final) {
    await streamFinished(stream, final);
    return;
  }
  stream.system({ status: 'connected', live: true });
  const unsubscribe = followerFor(ctx, id).subscribe({
    event: (event) => logLiveEvent(stream, event),
    end: (end) => void finishLive(ctx, stream, id, end),
  });
  stream.onClose(unsubscribe);
}
