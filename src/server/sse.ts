import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { LogFrameData, StreamFrame, SystemFrameData } from './stream-frames.js';

/** A client that reads slower than this many bytes behind is cut rather than buffered for. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

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

  system(data: SystemFrameData): void {
    this.frame({ type: 'system', data, id: randomUUID() });
  }

  log(data: LogFrameData): void {
    this.frame({ type: 'log', data, id: randomUUID() });
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

  private frame(frame: StreamFrame): void {
    this.write(`event: ${frame.data.status}\ndata: ${JSON.stringify(frame)}\n\n`);
  }

  private write(text: string): void {
    if (this.isClosed) return;
    this.res.write(text);
    if (this.res.writableLength > MAX_BUFFERED_BYTES) this.destroy();
  }

  private cleanUp(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    clearInterval(this.heartbeat);
    for (const callback of this.closeCallbacks.splice(0)) callback();
  }
}
