import { z } from 'zod';

/**
 * The action-cache entries a test wrote (with `cacheDir`), attached to its result so that they
 * travel in blob reports: a sharded run's merge writes every shard's entries into one folder.
 */
export const CACHE_ATTACHMENT_NAME = 'actwright-cache';
export const CACHE_ATTACHMENT_CONTENT_TYPE = 'application/json';

/** A cache file name as the engine writes it: `act-<40 hex>.json` (never a path). */
export const CACHE_FILE_NAME = /^(?:act|observe)-[0-9a-f]{40}\.json$/;

export const CacheAttachmentSchema = z.object({
  entries: z.array(
    z.object({
      file: z.string().regex(CACHE_FILE_NAME),
      /** The entry as written to `cacheDir` (variables already masked); `writtenAt` orders writes of one key. */
      entry: z.looseObject({ version: z.number(), writtenAt: z.string() }),
    }),
  ),
});
export type CacheAttachment = z.infer<typeof CacheAttachmentSchema>;
