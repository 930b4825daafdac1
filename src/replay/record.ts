import { z } from 'zod';
import { TokenUsageOutputSchema } from './schema.js';

/**
 * One operation as the engine records it. Richer than the seed's HistoryEntry (which is a view of
 * it) and the source of a ReplayActionOutput. Shared by the engine (writes), the fixtures
 * (attach), the reporter and the server (read).
 */
export const OperationMethodSchema = z.enum(['act', 'extract', 'observe', 'navigate', 'agent']);
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

/** The seed's 25-field metrics object (section 2.3). */
export const ClientMetricsSchema = z.object(
  Object.fromEntries(
    METRIC_PREFIXES.flatMap((p) => METRIC_SUFFIXES.map((s) => [`${p}${s}`, z.number()])),
  ) as Record<`${(typeof METRIC_PREFIXES)[number]}${(typeof METRIC_SUFFIXES)[number]}`, z.ZodNumber>,
);
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
