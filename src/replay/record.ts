import { z } from 'zod';
import { TokenUsageOutputSchema } from './schema.js';

/**
 * One operation as the engine records it. Richer than the seed's HistoryEntry (which is a view of
 * it) and the source of a ReplayActionOutput. Shared by the engine (writes), the fixtures
 * (attach), the reporter and the server (read).
 */
export const OperationMethodSchema = z.enum(['act', 'extract', 'observe', 'navigate', 'agent', 'check']);
export type OperationMethod = z.infer<typeof OperationMethodSchema>;

export const OperationRecordSchema = z.object({
  /** Stable per session, increasing. */
  seq: z.number().int().nonnegative(),
  method: OperationMethodSchema,
  parameters: z.unknown(),
  result: z.unknown(),
  /** ISO 8601 start time (the seed's HistoryEntry.timestamp). */
  timestamp: z.string(),
  /** Epoch milliseconds. */
  startedAt: z.number(),
  endedAt: z.number().optional(),
  /** URL of the page the operation ran on, at its start. */
  pageUrl: z.string(),
  tokenUsage: TokenUsageOutputSchema.optional(),
  /** How the operation was resolved: the model, the offline resolver, a cache, or none needed. */
  tier: z.enum(['model', 'offline', 'cache', 'direct']).optional(),
  /** Why the offline tier handed the step over (to the model, or to nothing when none is configured), if it did. */
  handover: z.string().optional(),
  /** Message of an error the operation ended with, if any. */
  error: z.string().optional(),
  /** Reporter-side attachment name of a screenshot taken after this step, if any. */
  screenshot: z.string().optional(),
});
export type OperationRecord = z.infer<typeof OperationRecordSchema>;

export const METRIC_PREFIXES = ['act', 'extract', 'observe', 'agent', 'total'] as const;
export const METRIC_SUFFIXES = [
  'PromptTokens',
  'CompletionTokens',
  'ReasoningTokens',
  'CachedInputTokens',
  'InferenceTimeMs',
] as const;

/**
 * The seed's 25-field metrics object (section 2.3), plus `<prefix>Cost`: US dollars of the calls
 * on models the price table knows (optional: sessions recorded before it have none).
 */
export const ClientMetricsSchema = z.object({
  ...(Object.fromEntries(
    METRIC_PREFIXES.flatMap((p) => METRIC_SUFFIXES.map((s) => [`${p}${s}`, z.number()])),
  ) as Record<`${(typeof METRIC_PREFIXES)[number]}${(typeof METRIC_SUFFIXES)[number]}`, z.ZodNumber>),
  ...(Object.fromEntries(METRIC_PREFIXES.map((p) => [`${p}Cost`, z.number().optional()])) as Record<`${(typeof METRIC_PREFIXES)[number]}Cost`, z.ZodOptional<z.ZodNumber>>),
});
export type ClientMetrics = z.infer<typeof ClientMetricsSchema>;

/**
 * What the fixture attaches to a test (attachment name `actwright-replay`, JSON), what the
 * reporter turns into `sessions/<sessionId>.json`.
 */
export const SessionExportSchema = z.object({
  version: z.literal(1),
  sessionId: z.string(),
  cloudSessionId: z.string().optional(),
  cloudSessionURL: z.string().optional(),
  env: z.enum(['LOCAL', 'CLOUD']),
  startedAt: z.number(),
  endedAt: z.number().optional(),
  records: z.array(OperationRecordSchema),
  metrics: ClientMetricsSchema,
});
export type SessionExport = z.infer<typeof SessionExportSchema>;

export const REPLAY_ATTACHMENT_NAME = 'actwright-replay';
export const REPLAY_ATTACHMENT_CONTENT_TYPE = 'application/json';

/** Why an operation did not finish, as its result says. */
export const UNFINISHED_REASONS = ['test timed out', 'interrupted', 'crashed', 'test ended', 'session ended'] as const;
export type UnfinishedReason = (typeof UNFINISHED_REASONS)[number];

/** The reason for Playwright's test status (timedOut, interrupted, ...), for records left running. */
export function unfinishedReason(testStatus: string | undefined): UnfinishedReason {
  if (testStatus === 'timedOut') return 'test timed out';
  if (testStatus === 'interrupted') return 'interrupted';
  return 'test ended';
}

/**
 * Records that never finished (or that `pending` names: they were cut short by the test's end)
 * get a result saying so, and their end time when it is known, so the session can always be
 * exported and replayed. Works on raw JSON too (a record whose `result` was dropped), before parsing.
 */
export function finishUnfinished<T extends { records: unknown[]; endedAt?: number }>(
  session: T,
  reason: UnfinishedReason,
  pending?: ReadonlySet<number>,
): T {
  for (const raw of session.records) {
    if (!raw || typeof raw !== 'object') continue;
    const record = raw as Partial<OperationRecord> & Record<string, unknown>;
    const cutShort = typeof record.seq === 'number' && pending?.has(record.seq);
    if (!cutShort && record.endedAt !== undefined && record.result !== undefined) continue;
    record.result = { success: false, error: reason };
    record.error = reason;
    const endedAt = record.endedAt ?? session.endedAt;
    if (endedAt !== undefined) record.endedAt = endedAt;
  }
  return session;
}

/** The seed's metrics with every field 0: a session known only from its live file. */
export function zeroMetrics(): ClientMetrics {
  return Object.fromEntries(METRIC_PREFIXES.flatMap((p) => METRIC_SUFFIXES.map((s) => [`${p}${s}`, 0]))) as ClientMetrics;
}
