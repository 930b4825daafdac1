import { z } from 'zod';
import { DecidedBySchema } from '../decision/decision.js';

/** 2: every action records its element (role, accessible name, frame origin) and its code. Entries of version 1 are ignored. */
export const ACTION_CACHE_VERSION = 2;

export const ActionCacheKeySchema = z.object({
  kind: z.enum(['act', 'observe', 'check']),
  instruction: z.string(),
  url: z.string(),
  variables: z.array(z.string()),
  scope: z.string().optional(),
});

/** What an action's element was when the entry was written: a cached action runs only on an element that still is this. */
export const ElementIdentitySchema = z.object({
  role: z.string(),
  /** Accessible name, as Playwright's aria snapshot reads it. */
  name: z.string(),
  /** `location.origin` of the element's frame (`null` for opaque ones). */
  origin: z.string(),
});
export type ElementIdentity = z.infer<typeof ElementIdentitySchema>;

/** One stored action: durable selector, method, arguments with `%name%` placeholders, its code, and its element (none for page-level actions). */
export const CachedActionSchema = z
  .object({
    selector: z.string().min(1),
    description: z.string(),
    method: z.string(),
    arguments: z.array(z.string()),
    code: z.string(),
    element: ElementIdentitySchema.optional(),
  });
export type CachedAction = z.infer<typeof CachedActionSchema>;

/**
 * One file of the action cache: the key it answers, the actions that answered it last time and
 * who decided them. An entry that does not validate is a miss (a cache restored from another
 * branch or version, or written by hand).
 */
export const ActionCacheEntrySchema = z.object({
  version: z.literal(ACTION_CACHE_VERSION),
  key: ActionCacheKeySchema,
  actions: z.array(CachedActionSchema).min(1),
  /** Who decided the actions when they were stored (a cached step's decision says `cache (rule …)`). */
  by: DecidedBySchema.optional(),
  /** ISO time of the write, for people reading the folder. */
  writtenAt: z.string(),
})
  // An action on an element records the element, to be verified before it runs again. A check's
  // entry is an assertion, which Playwright runs again and decides: it records none.
  .refine((e) => e.key.kind === 'check' || e.actions.every((a) => a.selector.trim() === 'html' || a.element !== undefined), {
    message: 'an action on an element records the element (role, name, origin)',
  });
export type ActionCacheEntry = z.infer<typeof ActionCacheEntrySchema>;
