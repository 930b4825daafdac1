import { open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './errors.js';
import { sendReplayBody } from './responses.js';
import { versionKey, type FinalReplay, type LiveSnapshot, type StreamedReplay } from './session-files.js';

/** Bytes read and written at a time when a replay is sent from disk. */
const CHUNK_BYTES = 256 * 1024;

/** Resolves when the response can take more bytes, or has closed (a client gone never holds a send). */
function writable(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Sends a large replay file from disk in chunks: memory use is one chunk, whatever the file's size,
 * and the event loop is never held by a parse. The last chunk is held back until the file is seen
 * unchanged: a file rewritten in place meanwhile cuts the response (the client sees an incomplete
 * body, never a whole-looking one spliced from two versions).
 */
async function sendStreamed(req: IncomingMessage, res: ServerResponse, replay: StreamedReplay, extra: Record<string, string>): Promise<void> {
  const handle = await open(replay.real, 'r');
  try {
    const before = await handle.stat();
    if (versionKey(before) !== replay.version) {
      throw new HttpError(503, 'The replay file is being written right now; retry in a moment.', { headers: { 'retry-after': '1' } });
    }
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(before.size),
      'cache-control': 'no-cache',
      etag: replay.etag,
      'x-content-type-options': 'nosniff',
      ...extra,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    let position = 0;
    let held: Buffer | undefined;
    while (position < before.size) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, before.size - position));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
      if (bytesRead === 0) break; // cut shorter meanwhile
      position += bytesRead;
      if (held && !res.write(held)) await writable(res);
      if (res.destroyed) return;
      held = chunk.subarray(0, bytesRead);
    }
    const after = await handle.stat();
    if (position !== before.size || versionKey(after) !== replay.version) {
      console.warn(`actwright replay server: ${replay.real} changed while it was sent; the response was cut (the client retries).`);
      res.destroy();
      return;
    }
    res.end(held);
  } finally {
    await handle.close();
  }
}

/** Sends a replay (cached body or file from disk), or 304 when the client has this version. */
export async function sendReplay(
  req: IncomingMessage,
  res: ServerResponse,
  loaded: FinalReplay | LiveSnapshot,
  extra: Record<string, string> = {},
): Promise<void> {
  if (req.headers['if-none-match'] === loaded.etag) {
    res.writeHead(304, { etag: loaded.etag, ...extra }).end();
    return;
  }
  if (loaded.streamed) return sendStreamed(req, res, loaded, extra);
  sendReplayBody(res, loaded.body, loaded.etag, extra);
}
