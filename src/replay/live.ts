import { z } from 'zod';
import { OperationRecordSchema } from './record.js';

/**
 * Live progress of sessions while a suite runs. The reporter sets ACTWRIGHT_LIVE_DIR (default
 * `<outputFolder>/live`) before workers start; the test fixture appends one JSON line per event
 * to `<liveDir>/<sessionId>.jsonl`; the replay server follows those files. When the session's
 * final `sessions/<sessionId>.json` exists, it wins over the live file.
 */
export const LIVE_DIR_ENV = 'ACTWRIGHT_LIVE_DIR';

export const LiveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), sessionId: z.string(), startedAt: z.number(), title: z.string().optional() }),
  z.object({ type: z.literal('record'), phase: z.enum(['start', 'end']), record: OperationRecordSchema }),
  z.object({ type: z.literal('end'), endedAt: z.number(), status: z.string().optional() }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
