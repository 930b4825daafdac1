import { z } from 'zod';
import { ObserveResultSchema } from '../methods/schemas.js';

export const ACTION_CACHE_VERSION = 1;

export const ActionCacheKeySchema = z.object({
  kind: z.enum(['act', 'observe']),
  instruction: z.string(),
  url: z.string(),
  variables: z.array(z.string()),
  scope: z.string().optional(),
});

/**
 * One file of the action cache: the key it answers and the actions (durable selectors, method,
 * arguments with `%name%` placeholders) that answered it last time.
 */
export const ActionCacheEntrySchema = z.object({
  version: z.literal(ACTION_CACHE_VERSION),
  key: ActionCacheKeySchema,
  actions: z.array(ObserveResultSchema).min(1),
  /** ISO time of the write, for people reading the folder. */
  writtenAt: z.string(),
});
export type ActionCacheEntry = z.infer<typeof ActionCacheEntrySchema>;
