import { z } from 'zod';

/**
 * The parts of the platform's answers the client uses. Loose objects: the platform adds fields
 * over time and the client must not break on them.
 */
export const CloudSessionSchema = z.looseObject({
  id: z.string().min(1),
  /** RUNNING, ERROR, TIMED_OUT, COMPLETED (and possibly new ones): kept as a string. */
  status: z.string(),
  projectId: z.string().optional(),
  keepAlive: z.boolean().optional(),
  /** DevTools-protocol WebSocket address. Only in the answers to create and retrieve. */
  connectUrl: z.string().optional(),
});
export type CloudSessionRecord = z.infer<typeof CloudSessionSchema>;

export const CloudSessionDebugSchema = z.looseObject({
  debuggerFullscreenUrl: z.string().optional(),
  debuggerUrl: z.string().optional(),
  wsUrl: z.string().optional(),
});
export type CloudSessionDebug = z.infer<typeof CloudSessionDebugSchema>;

/** The platform's error body; the message may be a string or a list of them. */
export const CloudErrorBodySchema = z.looseObject({
  message: z.union([z.string(), z.array(z.string())]).optional(),
  error: z.string().optional(),
});

export const RUNNING_STATUS = 'RUNNING';
