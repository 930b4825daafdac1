import { z } from 'zod';
import { finishUnfinished, OperationRecordSchema, zeroMetrics, type OperationRecord, type SessionExport, type UnfinishedReason } from './record.js';

/**
 * Live progress of sessions while a suite runs. The reporter sets ACTWRIGHT_LIVE_DIR (default
 * `<outputFolder>/live`) before workers start; the test fixture appends one JSON line per event
 * to `<liveDir>/<sessionId>.jsonl`; the replay server follows those files. When the session's
 * final `sessions/<sessionId>.json` exists, it wins over the live file.
 */
export const LIVE_DIR_ENV = 'ACTWRIGHT_LIVE_DIR';

export const LiveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    sessionId: z.string(),
    startedAt: z.number(),
    title: z.string().optional(),
    /** The Playwright test (TestCase.id) and attempt: a crashed test's session is found by them. */
    testId: z.string().optional(),
    retry: z.number().optional(),
    env: z.enum(['LOCAL', 'CLOUD']).optional(),
  }),
  z.object({ type: z.literal('record'), phase: z.enum(['start', 'end']), record: OperationRecordSchema }),
  z.object({ type: z.literal('end'), endedAt: z.number(), status: z.string().optional() }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;

/**
 * A session rebuilt from its live file, for a test whose worker died before it could attach its
 * replay: the records as last written, unfinished ones marked with `reason`. Undefined without a
 * start event.
 */
export function sessionFromLiveEvents(events: readonly LiveEvent[], reason: UnfinishedReason): SessionExport | undefined {
  const start = events.find((e) => e.type === 'start');
  if (!start) return undefined;
  const records = new Map<number, OperationRecord>();
  let endedAt: number | undefined;
  for (const event of events) {
    if (event.type === 'record') records.set(event.record.seq, event.record);
    else if (event.type === 'end') endedAt = event.endedAt;
  }
  const session: SessionExport = {
    version: 1,
    sessionId: start.sessionId,
    env: start.env ?? 'LOCAL',
    startedAt: start.startedAt,
    ...(endedAt !== undefined ? { endedAt } : {}),
    records: [...records.values()].map((r) => (r.endedAt === undefined ? { ...r, result: undefined } : r)).sort((a, b) => a.seq - b.seq),
    metrics: zeroMetrics(),
  };
  return finishUnfinished(session, reason);
}
