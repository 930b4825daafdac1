import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestResult } from '@playwright/test/reporter';
import { CACHE_ATTACHMENT_NAME, CacheAttachmentSchema } from '../replay/cache-attachment.js';
import { writeFileAtomic } from './atomic-write.js';
import { ReportError } from './errors.js';

/** Where the merged action cache goes: this variable, else `action-cache/` in the report folder. */
export const CACHE_OUTPUT_ENV = 'ACTWRIGHT_CACHE_OUTPUT';
export const REPORT_CACHE_DIR = 'action-cache';

/**
 * Collects the `actwright-cache` attachments of a run (all shards, in a merge) and writes one
 * action-cache folder at the end: the next run points `cacheDir` at it. Of two entries for one
 * key, the later write wins, as it does in a single folder.
 */
export class CacheMerge {
  private readonly entries = new Map<string, { writtenAt: string; entry: unknown }>();

  collect(result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.name !== CACHE_ATTACHMENT_NAME || !attachment.body) continue;
      let parsed;
      try {
        parsed = CacheAttachmentSchema.parse(JSON.parse(attachment.body.toString('utf8')));
      } catch (error) {
        throw new ReportError(`an ${CACHE_ATTACHMENT_NAME} attachment is not a cache attachment: ${(error as Error).message.split('\n')[0]}`, { cause: error });
      }
      for (const { file, entry } of parsed.entries) {
        const known = this.entries.get(file);
        if (!known || known.writtenAt <= entry.writtenAt) this.entries.set(file, { writtenAt: entry.writtenAt, entry });
      }
    }
  }

  /** Writes the folder (only when some test wrote entries); returns it, or undefined. */
  write(outputFolder: string, env = process.env): string | undefined {
    if (!this.entries.size) return undefined;
    const dir = env[CACHE_OUTPUT_ENV] ? resolve(env[CACHE_OUTPUT_ENV]) : join(outputFolder, REPORT_CACHE_DIR);
    mkdirSync(dir, { recursive: true });
    for (const [file, { entry }] of this.entries) writeFileAtomic(join(dir, file), `${JSON.stringify(entry, null, 2)}\n`);
    return dir;
  }
}
