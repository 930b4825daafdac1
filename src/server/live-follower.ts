import { open } from 'node:fs/promises';
import type { LiveEvent, OperationRecord } from '../replay/index.js';
import { LiveLogReader } from './live-log.js';
import type { SessionFiles } from './session-files.js';

/** How a followed session stops: its final file appeared, its live file said `end`, it went quiet, or reading failed. */
export type FollowEnd =
  | { kind: 'final' }
  | { kind: 'ended'; records: OperationRecord[] }
  | { kind: 'idle'; idleMs: number }
  | { kind: 'failed'; error: unknown };

export interface FollowListener {
  event(event: LiveEvent): void;
  end(end: FollowEnd): void;
}

/**
 * Follows one session's live file for every stream that watches it: one poll timer and one read
 * per new chunk, however many clients listen. A listener that joins late first gets the events
 * seen so far. Polling (rather than fs.watch) behaves the same on every file system, including
 * network mounts and CI artifact folders.
 */
export class LiveFollower {
  private readonly reader = new LiveLogReader();
  private readonly seen: LiveEvent[] = [];
  private readonly listeners = new Set<FollowListener>();
  private offset = 0;
  private lastGrowth = Date.now();
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private finished: FollowEnd | undefined;

  constructor(
    private readonly files: SessionFiles,
    private readonly sessionId: string,
    private readonly pollMs: number,
    private readonly idleMs: number,
    /** Called once when the follower has no listeners left or has finished, so its owner drops it. */
    private readonly onRelease: () => void,
  ) {}

  get listenerCount(): number {
    return this.listeners.size;
  }

  subscribe(listener: FollowListener): () => void {
    for (const event of this.seen) listener.event(event);
    if (this.finished) {
      listener.end(this.finished);
      return () => {};
    }
    this.listeners.add(listener);
    if (!this.timer) {
      this.timer = setInterval(() => void this.poll(), this.pollMs);
      void this.poll();
    }
    return () => {
      if (!this.listeners.delete(listener) || this.listeners.size > 0) return;
      this.stop();
      this.onRelease();
    };
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private finish(end: FollowEnd): void {
    if (this.finished) return;
    this.finished = end;
    this.stop();
    this.onRelease();
    for (const listener of [...this.listeners]) listener.end(end);
    this.listeners.clear();
  }

  private async poll(): Promise<void> {
    if (this.polling || this.finished) return;
    this.polling = true;
    try {
      // Lines first, then the final file: a test that ends writes both at once, and its last
      // lines should still reach the streams before `finished`.
      await this.readNewLines();
      if (this.reader.ended) {
        this.finish({ kind: 'ended', records: this.reader.currentRecords() });
      } else if (await this.files.locate(this.files.finalPath(this.sessionId))) {
        // The test may have written its last lines just before the reporter wrote this file.
        await this.readNewLines();
        this.finish({ kind: 'final' });
      } else if (Date.now() - this.lastGrowth > this.idleMs) {
        this.finish({ kind: 'idle', idleMs: this.idleMs });
      }
    } catch (error) {
      this.finish({ kind: 'failed', error });
    } finally {
      this.polling = false;
    }
  }

  private async readNewLines(): Promise<void> {
    const found = await this.files.locate(this.files.livePath(this.sessionId));
    if (!found) return;
    if (found.st.size < this.offset) {
      // Truncated and rewritten: the file's history is no longer ours to continue; start over.
      this.offset = 0;
    }
    if (found.st.size > this.offset) {
      await this.readFrom(found.real, found.st.size);
      this.lastGrowth = Date.now();
    }
  }

  private async readFrom(file: string, size: number): Promise<void> {
    const handle = await open(file, 'r');
    try {
      const buffer = Buffer.alloc(size - this.offset);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, this.offset);
      this.offset += bytesRead;
      for (const event of this.reader.push(buffer.subarray(0, bytesRead))) {
        this.seen.push(event);
        for (const listener of this.listeners) listener.event(event);
      }
    } finally {
      await handle.close();
    }
  }
}
