import { z } from 'zod';
import { ReplayActionOutputSchema, ReplayResponseSchema } from '../replay/index.js';

/**
 * The Server-Sent Events of `GET /v1/sessions/:id/replay` with `x-stream-response: true`: the
 * framing of the hosted replay API family, so existing stream consumers read it. Each frame is
 * `event: <status>` and `data: <StreamFrame JSON>`; statuses come in the order starting,
 * connected, running (zero or more), then finished or error.
 */
export const StreamStatusSchema = z.enum(['starting', 'connected', 'running', 'finished', 'error']);
export type StreamStatus = z.infer<typeof StreamStatusSchema>;

/** A log line as the client's `logger` receives it (seed 2.2: category, message, auxiliary). */
export const StreamLogLineSchema = z.object({
  category: z.string(),
  message: z.string(),
  auxiliary: z.record(z.string(), z.unknown()).optional(),
});

export const SystemFrameDataSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('starting') }),
  z.object({ status: z.literal('connected'), live: z.boolean() }),
  z.object({ status: z.literal('finished'), result: ReplayResponseSchema }),
  z.object({ status: z.literal('error'), error: z.string() }),
]);

export const LogFrameDataSchema = z.object({
  status: z.literal('running'),
  message: StreamLogLineSchema,
  /** The action the line is about, shaped as in the final replay, and the page it ran on. */
  action: ReplayActionOutputSchema.optional(),
  pageUrl: z.string().optional(),
});

export const StreamFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('system'), data: SystemFrameDataSchema, id: z.string() }),
  z.object({ type: z.literal('log'), data: LogFrameDataSchema, id: z.string() }),
]);

export type SystemFrameData = z.infer<typeof SystemFrameDataSchema>;
export type LogFrameData = z.infer<typeof LogFrameDataSchema>;
export type StreamFrame = z.infer<typeof StreamFrameSchema>;
