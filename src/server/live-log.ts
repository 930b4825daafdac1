import { StringDecoder } from 'node:string_decoder';
import { LiveEventSchema, type LiveEvent, type OperationRecord } from '../replay/index.js';

/**
 * Reads a live session file (`live/<id>.jsonl`) incrementally: bytes in, whole events out. A
 * line without its newline yet is being written and waits for the next chunk; a line that is not
 * a LiveEvent is skipped, so one torn or foreign line cannot stop a session's stream.
 */
export class LiveLogReader {
  private readonly decoder = new StringDecoder('utf8');
  private partial = '';
  private readonly records = new Map<number, OperationRecord>();
  ended = false;
  skippedLines = 0;

  push(chunk: Buffer | string): LiveEvent[] {
    const text = this.partial + (typeof chunk === 'string' ? chunk : this.decoder.write(chunk));
    const lines = text.split('\n');
    this.partial = lines.pop() ?? '';
    const events: LiveEvent[] = [];
    for (const line of lines) {
      if (line.trim() === '') continue;
      const event = parseLine(line);
      if (!event) {
        this.skippedLines++;
        continue;
      }
      if (event.type === 'record') this.records.set(event.record.seq, event.record);
      if (event.type === 'end') this.ended = true;
      events.push(event);
    }
    return events;
  }

  /** The session's operations so far, the latest phase of each (an `end` replaces its `start`). */
  currentRecords(): OperationRecord[] {
    return [...this.records.values()];
  }
}

function parseLine(line: string): LiveEvent | undefined {
  try {
    const parsed = LiveEventSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
