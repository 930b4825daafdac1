import type { OperationMethod, OperationRecord } from '../../replay/record.js';
import type { TokenUsageOutput } from '../../replay/schema.js';

/** The seed's HistoryEntry (section 2.3): a view of an OperationRecord. */
export interface HistoryEntry {
  readonly method: OperationMethod;
  readonly parameters: unknown;
  readonly result: unknown;
  readonly timestamp: string;
  /** Tokens, time and (for a model with a known price) cost of the operation, when it used any. */
  readonly tokenUsage?: Readonly<TokenUsageOutput>;
  /** How it was resolved (model, offline, cache, direct), when it was resolved at all. */
  readonly tier?: OperationRecord['tier'];
  /** The page's address when the operation began (secrets masked). */
  readonly pageUrl: string;
  /** Why the offline tier handed the step over, when it did (the result's `decision.handover` or `handover` has it whole). */
  readonly handover?: string;
}

export type RecordListener = (record: OperationRecord, phase: 'start' | 'end') => void;

/** An operation under way: finish it once, with its result or its error. */
export interface PendingOperation {
  readonly record: OperationRecord;
  end(result: unknown, extra?: Pick<OperationRecord, 'tokenUsage' | 'tier' | 'screenshot' | 'handover'>): OperationRecord;
  /** `resultExtra`: more the failed result says than its error (why the offline tier handed the step over). */
  fail(error: unknown, extra?: Pick<OperationRecord, 'tokenUsage' | 'tier' | 'handover'>, resultExtra?: Record<string, unknown>): OperationRecord;
}

/** Every operation of one client session, in order. Parameters must already be free of secrets. */
export class History {
  private readonly records: OperationRecord[] = [];
  private readonly listeners = new Set<RecordListener>();

  begin(method: OperationMethod, parameters: unknown, pageUrl: string): PendingOperation {
    const startedAt = Date.now();
    const record: OperationRecord = {
      seq: this.records.length,
      method,
      parameters,
      result: undefined,
      timestamp: new Date(startedAt).toISOString(),
      startedAt,
      pageUrl,
    };
    this.records.push(record);
    this.emit(record, 'start');
    let done = false;
    const finish = (patch: Partial<OperationRecord>) => {
      if (!done) {
        done = true;
        Object.assign(record, patch, { endedAt: Date.now() });
        this.emit(record, 'end');
      }
      return record;
    };
    return {
      record,
      end: (result, extra) => finish({ result, ...extra }),
      fail: (error, extra, resultExtra) => {
        const message = error instanceof Error ? error.message : String(error);
        return finish({ result: { success: false, error: message, ...resultExtra }, error: message, ...extra });
      },
    };
  }

  /** Records an operation that has already happened (a navigation seen by its event). */
  instant(method: OperationMethod, parameters: unknown, result: unknown, pageUrl: string): OperationRecord {
    return this.begin(method, parameters, pageUrl).end(result);
  }

  all(): readonly OperationRecord[] {
    return this.records;
  }

  /** The seed's history: a frozen copy. */
  entries(): readonly HistoryEntry[] {
    return Object.freeze(
      this.records.map((r) =>
        Object.freeze({
          method: r.method,
          parameters: r.parameters,
          result: r.result,
          timestamp: r.timestamp,
          pageUrl: r.pageUrl,
          ...(r.tier ? { tier: r.tier } : {}),
          ...(r.handover ? { handover: r.handover } : {}),
          ...(r.tokenUsage ? { tokenUsage: { ...r.tokenUsage } } : {}),
        }),
      ),
    );
  }

  /** Follows records as they start and end (the live replay feed). Returns an unsubscribe. */
  subscribe(listener: RecordListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(record: OperationRecord, phase: 'start' | 'end') {
    for (const listener of this.listeners) {
      try {
        listener(record, phase);
      } catch {
        // A listener's failure must never break the operation it observes.
      }
    }
  }
}
