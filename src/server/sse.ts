import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { LogFrameData, StreamFrame, SystemFrameData } from './stream-frames.js';

/** A client this many bytes behind when the next frame comes is cut rather than buffered for. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** A client that reads nothing for this long while frames wait is cut. */
const DRAIN_TIMEOUT_MS = 30_000;

/**
 * One Server-Sent Events response. It cleans up after itself when the client goes away: the
 * `close` callbacks run once, whether the client vanished, was too slow, or the stream ended.
 */
export class SseStream {
  private readonly closeCallbacks: Array<() => void> = [];
  private heartbeat: NodeJS.Timeout | undefined;
  private isClosed = false;

  constructor(
    private readonly res: ServerResponse,
    heartbeatMs: number,
  ) {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    res.flushHeaders();
    res.socket?.setNoDelay(true);
    res.on('close', () => this.cleanUp());
    // A write to a vanished peer fails and closes the response: that is how dead clients are found.
    this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), heartbeatMs);
    this.heartbeat.unref();
  }

  get closed(): boolean {
    return this.isClosed;
  }

  onClose(callback: () => void): void {
    if (this.isClosed) callback();
    else this.closeCallbacks.push(callback);
  }

  /** Each send returns false when the frame is buffered: await `drained()` before sending more in a loop. */
  system(data: SystemFrameData): boolean {
    return this.frame({ type: 'system', data, id: randomUUID() });
  }

  log(data: LogFrameData): boolean {
    return this.frame({ type: 'log', data, id: randomUUID() });
  }

  /** Resolves once the buffered frames reached the client, or the stream closed (a stalled client is cut). */
  drained(): Promise<void> {
    if (this.isClosed || this.res.writableLength === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.destroy(), DRAIN_TIMEOUT_MS);
      const done = (): void => {
        clearTimeout(timer);
        this.res.off('drain', done);
        resolve();
      };
      this.res.once('drain', done);
      this.onClose(done);
    });
  }

  end(): void {
    if (!this.isClosed) this.res.end();
    this.cleanUp();
  }

  /** Cuts the stream (server shutting down, client too slow). */
  destroy(): void {
    this.res.destroy();
    this.cleanUp();
  }

  private frame(frame: StreamFrame): boolean {
    return this.write(`event: ${frame.data.status}\ndata: ${JSON.stringify(frame)}\n\n`);
  }

  private write(text: string): boolean {
    if (this.isClosed) return false;
    // Checked before writing, so one large frame (a big replay) still goes out whole.
    if (this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.destroy();
      return false;
    }
    return this.res.write(text);
  }

  private cleanUp(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    clearInterval(this.heartbeat);
    for (const callback of this.closeCallbacks.splice(0)) callback();
  }
}
